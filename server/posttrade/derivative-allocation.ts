// Booking of a derivative allocation or its reversal (docs/post-trade.md "Derivative
// allocation"): position size moves between the block's subaccount and the legs' at the
// allocation's price, with fee shares and realised PnL through the ledger, in the caller's
// transaction; the positions, balances and event seqs of the order service follow only after
// the commit (`applyPositionBooking`, called inside the order queue so no fill can interleave).
import type { Transaction } from 'kysely';
import { addDecimal, subtractDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import { positionKey, type Position } from '../orders/account-state';
import { spendableInTx, writeLocks, type BalanceLock } from '../orders/lock-store';
import { positionMargin } from '../orders/read-model';
import type { OrderService } from '../orders/service';
import { raiseEventSeqs } from '../orders/settings-store';
import { savePositions } from '../orders/store';
import { accountIdsOf } from '../orders/subaccounts';
import type { Booking } from '../transfers/booking';
import { postPostTradeJournal } from './ledger';
import {
  checkMargins,
  moveJournal,
  planMoves,
  type MovePlan,
  type PositionSide,
  type SizeMove,
} from './position-move';

export interface DerivativeLeg {
  readonly subaccountId: number;
  readonly quantity: string;
  readonly feeShare: string;
  readonly positionSide: PositionSide;
}

export interface DerivativeBlock {
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly baseToken: string;
  /** The collateral token (the fee token of a derivative fill). */
  readonly collateral: string;
  /** The price every leg moves at (the fill's, or the group's average). */
  readonly price: string;
  readonly sourceSubaccountId: number;
  readonly sourceSide: PositionSide;
}

/** The side a leg's size lands on: hedge mode keeps longs and shorts apart, one-way mode not. */
export function legPositionSide(
  orders: OrderService,
  subaccountId: number,
  side: 'BUY' | 'SELL',
): PositionSide {
  if (!orders.state.settingsOf(subaccountId).hedgeMode) return 'BOTH';
  return side === 'BUY' ? 'LONG' : 'SHORT';
}

/**
 * The moves of an allocation (block → each leg) or of its reversal (each leg → block): a buy
 * moves long size (+quantity), a sell short size; the receiver pays the fee share.
 */
export function allocationMoves(
  block: DerivativeBlock,
  legs: readonly DerivativeLeg[],
  reverse: boolean,
): SizeMove[] {
  const source = { subaccountId: block.sourceSubaccountId, positionSide: block.sourceSide };
  return legs.flatMap((leg, i) => {
    if (leg.subaccountId === block.sourceSubaccountId) return [];
    const target = { subaccountId: leg.subaccountId, positionSide: leg.positionSide };
    return [
      {
        from: reverse ? target : source,
        to: reverse ? source : target,
        size: block.side === 'BUY' ? leg.quantity : `-${leg.quantity}`,
        feeShare: leg.feeShare,
        field: reverse ? 'id' : `legs.${i}.value`,
      },
    ];
  });
}

/** The plan and its checks against memory (the preview; nothing is locked or written). */
export async function previewMoves(
  orders: OrderService,
  block: DerivativeBlock,
  moves: readonly SizeMove[],
  names: (sub: number) => string,
): Promise<MovePlan> {
  const plan = planMoves(orders.state, block.symbol, block.price, moves, names, block.baseToken);
  await checkMargins(
    plan,
    moves,
    block.collateral,
    (sub) => Promise.resolve(orders.available(sub, block.collateral)),
    names,
  );
  return plan;
}

export interface PositionBooking {
  readonly booking: Booking;
  readonly positions: readonly Position[];
}

/**
 * In the caller's transaction (inside the order queue): plans the moves on copies, checks each
 * receiver's margin against its balance locked FOR UPDATE less what its orders and positions
 * hold, posts the journal, saves the positions and raises the event seq of every touched
 * subaccount. Memory is not touched.
 */
export async function bookMoves(
  tx: Transaction<Database>,
  orders: OrderService,
  block: DerivativeBlock,
  moves: readonly SizeMove[],
  names: (sub: number) => string,
  journalId: number,
  ref: string,
  time: number,
): Promise<PositionBooking> {
  const plan = planMoves(orders.state, block.symbol, block.price, moves, names, block.baseToken);
  await checkMargins(
    plan,
    moves,
    block.collateral,
    (sub) => spendableInTx(tx, sub, block.collateral),
    names,
  );
  const journal = moveJournal(plan, moves, block.collateral, ref);
  const booked = await postPostTradeJournal(tx, journalId, journal, time);
  await savePositions(tx, plan.after, time);
  await writeLocks(tx, locksAfter(orders, plan.after, block.collateral));
  // Subaccounts whose position moved without a ledger entry (no fee share, no PnL).
  const done = new Set(booked.subaccounts.map((s) => s.subaccountId));
  const rest = [...new Set(plan.after.map((p) => p.subaccountId))].filter((s) => !done.has(s));
  const [seqs, accounts] = await Promise.all([raiseEventSeqs(tx, rest), accountIdsOf(tx, rest)]);
  const extra = rest.map((subaccountId) => ({
    subaccountId,
    accountId: accounts.get(subaccountId) ?? 0,
    deltas: new Map<string, string>(),
    seq: seqs.get(subaccountId) ?? 0,
  }));
  return {
    booking: { journalId, subaccounts: [...booked.subaccounts, ...extra] },
    positions: plan.after,
  };
}

/**
 * The locks of the collateral once the moved positions replace memory's: each receiver's lock
 * less its positions' margin before, plus after (read-model.ts's sum, term by term).
 */
function locksAfter(
  orders: OrderService,
  after: readonly Position[],
  token: string,
): BalanceLock[] {
  const state = orders.state;
  const locked = new Map<number, string>();
  for (const p of after) {
    const leverage = state.symbolSettingsOf(p.subaccountId, p.symbol).leverage;
    const before = state.positions.get(positionKey(p.subaccountId, p.symbol, p.positionSide));
    let lock = locked.get(p.subaccountId) ?? orders.ownLocked(p.subaccountId, token);
    if (before) lock = subtractDecimal(lock, positionMargin(before, leverage));
    locked.set(p.subaccountId, addDecimal(lock, positionMargin(p, leverage)));
  }
  return [...locked].map(([subaccountId, lock]) => ({ subaccountId, token, locked: lock }));
}

/**
 * After the commit: the positions, balances and event seqs in memory follow the database, and
 * each touched subaccount gets one change on the private stream (positions, balances, risk).
 */
export function applyPositionBooking(orders: OrderService, result: PositionBooking): void {
  const state = orders.state;
  for (const p of result.positions)
    state.positions.set(positionKey(p.subaccountId, p.symbol, p.positionSide), p);
  orders.announceChanges(
    result.booking.subaccounts.map((b) => {
      state.applyBooked(b.subaccountId, b.seq, b.deltas);
      return {
        subaccountId: b.subaccountId,
        accountId: b.accountId,
        seq: b.seq,
        orders: [],
        fills: [],
        tokens: [...b.deltas.keys()],
        positions: result.positions.filter((p) => p.subaccountId === b.subaccountId),
        risk: true,
      };
    }),
  );
}
