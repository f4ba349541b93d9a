// Moving derivative position size between subaccounts at one price: the allocation of a
// perpetual or futures fill (a give-up of the block to the legs' subaccounts) and its reversal
// (docs/post-trade.md "Derivative allocation"). Planned on copies of the order service's
// positions, so memory is untouched until the database has committed; the giver must still hold
// what it gives, and each receiver must have the margin for what it receives. No SQL here.
import {
  absDecimal,
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  negateDecimal,
  signDecimal,
  subtractDecimal,
} from '../../domain/decimal';
import { displayAmount } from '../../domain/numbers';
import { ApiError } from '../http/errors';
import { Journal, subBook } from '../ledger/journal';
import { positionKey, type AccountState, type Position } from '../orders/account-state';
import { applyFill, divideDecimal } from '../positions/math';

export type PositionSide = 'BOTH' | 'LONG' | 'SHORT';

export interface SizeMove {
  /** Who gives the size (the block's subaccount; a leg's on reversal) and on which side. */
  readonly from: { readonly subaccountId: number; readonly positionSide: PositionSide };
  readonly to: { readonly subaccountId: number; readonly positionSide: PositionSide };
  /** Signed size the receiver's position gains (+ long); the giver's changes by its negation. */
  readonly size: string;
  /** The fee share the receiver pays the giver (collateral token). */
  readonly feeShare: string;
  /** The request field a refusal names ('legs.0.value'). */
  readonly field: string;
}

export interface MovePlan {
  /** Every touched position after the moves (copies). */
  readonly after: readonly Position[];
  /** PnL each subaccount realised by reducing a position at the move's price. */
  readonly realized: ReadonlyMap<number, string>;
  /** Each receiver's initial margin after minus before (may be negative). */
  readonly marginChange: ReadonlyMap<number, string>;
}

/** Initial margin a position holds, as the order service's `locked` counts it. */
export const positionMargin = (p: Position, leverage: number): string =>
  divideDecimal(multiplyDecimal(absDecimal(p.size), p.entryPrice), String(leverage));

const add = (m: Map<number, string>, k: number, v: string) =>
  m.set(k, addDecimal(m.get(k) ?? '0', v));

/**
 * Applies the moves at `price` to copies of the positions, in order: each giver's position
 * reduced by the size, each receiver's increased, as fills at `price` would (entry prices blend,
 * a reduction realises PnL). Refuses with 409 POSITION_CHANGED when a giver no longer holds, on
 * that side and in that direction, all it gives.
 */
export function planMoves(
  state: AccountState,
  symbol: string,
  price: string,
  moves: readonly SizeMove[],
  names: (sub: number) => string,
  baseToken: string,
): MovePlan {
  const copies = new Map<string, Position>();
  const copyOf = (sub: number, side: PositionSide): Position => {
    const key = positionKey(sub, symbol, side);
    let p = copies.get(key);
    if (!p) {
      const now = state.positions.get(key);
      p = now
        ? { ...now }
        : {
            subaccountId: sub,
            symbol,
            positionSide: side,
            size: '0',
            entryPrice: '0',
            realizedPnl: '0',
          };
      copies.set(key, p);
    }
    return p;
  };
  const leverage = (sub: number) => state.symbolSettingsOf(sub, symbol).leverage;
  // What each giver gives in all, against what it holds now.
  const given = new Map<string, { sub: number; side: PositionSide; size: string }>();
  for (const m of moves) {
    const key = positionKey(m.from.subaccountId, symbol, m.from.positionSide);
    const g = given.get(key) ?? { sub: m.from.subaccountId, side: m.from.positionSide, size: '0' };
    given.set(key, { ...g, size: addDecimal(g.size, m.size) });
  }
  for (const [key, g] of given) {
    const held = state.positions.get(key)?.size ?? '0';
    const direction = signDecimal(g.size);
    if (
      direction !== 0 &&
      (signDecimal(held) !== direction || compareDecimal(absDecimal(held), absDecimal(g.size)) < 0)
    )
      throw new ApiError(
        409,
        'POSITION_CHANGED',
        `${names(g.sub)} no longer holds this position: ${displayAmount(absDecimal(held), baseToken)} ${baseToken} ${signDecimal(held) < 0 ? 'short' : 'long'} held, ${displayAmount(absDecimal(g.size), baseToken)} ${baseToken} ${direction < 0 ? 'short' : 'long'} to move`,
        'legs',
      );
  }
  const marginBefore = new Map<string, string>();
  const realized = new Map<number, string>();
  for (const m of moves) {
    for (const end of [m.from, m.to]) {
      const p = copyOf(end.subaccountId, end.positionSide);
      const key = positionKey(end.subaccountId, symbol, end.positionSide);
      if (!marginBefore.has(key))
        marginBefore.set(key, positionMargin(p, leverage(end.subaccountId)));
    }
    const giver = copyOf(m.from.subaccountId, m.from.positionSide);
    add(realized, m.from.subaccountId, applyFill(giver, negateDecimal(m.size), price));
    const receiver = copyOf(m.to.subaccountId, m.to.positionSide);
    add(realized, m.to.subaccountId, applyFill(receiver, m.size, price));
  }
  const receivers = new Set(moves.map((m) => m.to.subaccountId));
  const marginChange = new Map<number, string>();
  for (const [key, p] of copies) {
    if (!receivers.has(p.subaccountId)) continue;
    const before = marginBefore.get(key) ?? '0';
    add(
      marginChange,
      p.subaccountId,
      subtractDecimal(positionMargin(p, leverage(p.subaccountId)), before),
    );
  }
  return { after: [...copies.values()], realized, marginChange };
}

/**
 * Each receiver must be able to pay, from what it may spend of the collateral now, its fee
 * shares and the initial margin its position gains, less any PnL it realises (R-PT-15). The
 * first that cannot refuses the whole move: 409 INSUFFICIENT_MARGIN naming the subaccount.
 */
export async function checkMargins(
  plan: MovePlan,
  moves: readonly SizeMove[],
  collateral: string,
  spendable: (sub: number) => Promise<string>,
  names: (sub: number) => string,
): Promise<void> {
  const fees = new Map<number, string>();
  const fields = new Map<number, string>();
  for (const m of moves) {
    add(fees, m.to.subaccountId, m.feeShare);
    if (!fields.has(m.to.subaccountId)) fields.set(m.to.subaccountId, m.field);
  }
  for (const [sub, fee] of fees) {
    const margin = plan.marginChange.get(sub) ?? '0';
    const need = subtractDecimal(
      addDecimal(fee, signDecimal(margin) > 0 ? margin : '0'),
      plan.realized.get(sub) ?? '0',
    );
    if (signDecimal(need) <= 0) continue;
    const available = await spendable(sub);
    if (compareDecimal(available, need) >= 0) continue;
    const shown = signDecimal(available) < 0 ? '0' : available;
    throw new ApiError(
      409,
      'INSUFFICIENT_MARGIN',
      `Insufficient margin on ${names(sub)}: ${displayAmount(shown, collateral)} ${collateral} available, ${displayAmount(need, collateral)} needed`,
      fields.get(sub) ?? 'legs',
    );
  }
}

/**
 * The move's journal: each receiver pays its fee share to the giver (kind `allocation`), and
 * realised PnL is paid by or to the market as a fill's is (kind `pnl`), in the collateral token.
 */
export function moveJournal(
  plan: MovePlan,
  moves: readonly SizeMove[],
  collateral: string,
  ref: string,
): Journal {
  const journal = new Journal();
  for (const m of moves)
    if (signDecimal(m.feeShare) > 0)
      journal.transfer(
        subBook(m.to.subaccountId),
        subBook(m.from.subaccountId),
        collateral,
        m.feeShare,
        'allocation',
        ref,
      );
  for (const [sub, pnl] of plan.realized) {
    const s = signDecimal(pnl);
    if (s > 0) journal.transfer('house:market', subBook(sub), collateral, pnl, 'pnl', ref);
    if (s < 0)
      journal.transfer(subBook(sub), 'house:market', collateral, absDecimal(pnl), 'pnl', ref);
  }
  return journal;
}
