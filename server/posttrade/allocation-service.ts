// Trade allocation (spec 3.7, 4, 6; docs/post-trade.md "Allocation"): one or several trades of
// one subaccount, symbol and side (one average price) are split into legs by percentage or
// quantity, the remainder to a chosen subaccount; the preview computes the legs without
// booking; booking moves base, quote value and fee share between the block's subaccount and
// each leg in one journal, with the allocation rows, in one transaction. A reversal books the
// opposite journal and links both rows. Both are idempotent per client request id. A perpetual or
// futures fill moves position size instead of base and quote (derivative-allocation.ts).
import type { Kysely, Transaction } from 'kysely';
import { addDecimal } from '../../domain/decimal';
import { amountDecimals } from '../../domain/numbers';
import {
  allocate,
  averagePrice,
  type AllocationLeg,
  type AllocationMode,
} from '../../domain/post-trade';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { OrderService } from '../orders/service';
import { readableSubaccounts } from '../policy/policy';
import type { Action } from '../db/schema';
import { applyBooking, type Booking } from '../transfers/booking';
import {
  allocationByClientId,
  allocationById,
  insertAllocation,
  legsOf,
  markReversed,
  subaccountNames,
  type AllocationRow,
} from './allocation-store';
import {
  allocationMoves,
  applyPositionBooking,
  bookMoves,
  legPositionSide,
  previewMoves,
  type PositionBooking,
} from './derivative-allocation';
import type { PositionSide } from './position-move';
import {
  allocationJournal,
  blockOf,
  derivativeLegs,
  fractionDigits,
  stripIds,
} from './allocation-journal';
import { nextPostTradeJournalId, postPostTradeJournal } from './ledger';
import { lotDecimals, tradesByRef, type TradeRow } from './trades-store';
import { isUniqueViolation } from '../db/errors';

export interface AllocationRequest {
  readonly client_request_id: string;
  readonly trade_refs: readonly string[];
  readonly mode: AllocationMode;
  readonly legs: readonly { readonly subaccount_id: number; readonly value: string }[];
  readonly remainder_subaccount_id: number;
}

export interface Auth {
  readonly userId: number;
  readonly entityId: number;
  readonly granted: ReadonlySet<Action>;
}

const refused = (code: string, message: string, field: string) =>
  new ApiError(400, code, message, field);

/** The subaccounts a user may allocate from and to: readable ones whose canTrade holds. */
export async function tradeableSubaccounts(db: Kysely<Database>, auth: Auth): Promise<number[]> {
  return (await readableSubaccounts(db, auth)).filter((s) => s.flags.canTrade).map((s) => s.id);
}

/** Spec 3.2 userCanAllocate: the role grants canTrade and two subaccounts can trade. */
export async function userCanAllocate(db: Kysely<Database>, auth: Auth): Promise<boolean> {
  return auth.granted.has('canTrade') && (await tradeableSubaccounts(db, auth)).length >= 2;
}

export interface Plan {
  readonly trades: readonly TradeRow[];
  /** 'derivative': the legs receive position size at `averagePrice` (no base or quote moves). */
  readonly kind: 'spot' | 'derivative';
  /** The block's position side (derivatives; spot 'BOTH'). */
  readonly positionSide: PositionSide;
  /** Derivatives: the side each leg's size lands on, its initial margin change. */
  readonly legSides: ReadonlyMap<number, PositionSide>;
  readonly marginChange: ReadonlyMap<number, string>;
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly feeToken: string;
  readonly sourceSubaccountId: number;
  readonly quantity: string;
  readonly notional: string;
  readonly fee: string;
  readonly averagePrice: string;
  readonly legs: readonly AllocationLeg[];
}

export class AllocationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orders: OrderService,
    private readonly now: () => number,
  ) {}

  /** The legs, checked, without booking anything (TRADE_ALLOCATION_PREVIEW). */
  async preview(auth: Auth, req: Omit<AllocationRequest, 'client_request_id'>): Promise<Plan> {
    const allowed = await tradeableSubaccounts(this.db, auth);
    const refs = [...new Set(req.trade_refs)];
    const trades = await tradesByRef(this.db, allowed, refs);
    if (trades.length !== refs.length)
      throw new ApiError(404, 'TRADE_NOT_FOUND', 'A trade was not found', 'trade_refs');
    const first = trades[0];
    if (!first) throw refused('NO_TRADES', 'Pick at least one trade', 'trade_refs');
    for (const t of trades) {
      if (t.allocationId !== null)
        throw new ApiError(409, 'ALREADY_ALLOCATED', 'A trade is already allocated', 'trade_refs');
      if (
        t.symbol !== first.symbol ||
        t.side !== first.side ||
        t.subaccountId !== first.subaccountId ||
        t.feeToken !== first.feeToken ||
        t.positionSide !== first.positionSide
      )
        throw refused(
          'MIXED_TRADES',
          'Trades grouped together need the same subaccount, market and side',
          'trade_refs',
        );
    }
    for (const id of [...req.legs.map((l) => l.subaccount_id), req.remainder_subaccount_id])
      if (!allowed.includes(id))
        throw new ApiError(403, 'ACCOUNT_FORBIDDEN', 'You cannot trade on this subaccount', 'legs');
    const quantity = trades.reduce((s, t) => addDecimal(s, t.quantity), '0');
    const notional = trades.reduce((s, t) => addDecimal(s, t.notional), '0');
    const fee = trades.reduce((s, t) => addDecimal(s, t.fee), '0');
    const qd = await lotDecimals(this.db, first.symbol);
    const split = allocate({
      quantity,
      notional,
      fee,
      mode: req.mode,
      legs: req.legs.map((l) => ({ subaccountId: l.subaccount_id, value: l.value })),
      remainderSubaccountId: req.remainder_subaccount_id,
      quantityDecimals: qd,
      // The totals' own precision when finer than the token's (Edge notionals and fees carry
      // more digits than 2): every unit then goes by the largest-remainder rule.
      quoteDecimals: Math.max(amountDecimals(first.quoteToken), fractionDigits(notional)),
      feeDecimals: Math.max(amountDecimals(first.feeToken), fractionDigits(fee)),
    });
    if (!split.ok)
      throw refused(
        split.problem.code,
        split.problem.message,
        'leg' in split.problem ? `legs.${split.problem.leg}.value` : 'legs',
      );
    const price = averagePrice(trades, 8);
    let legSides = new Map<number, PositionSide>();
    let marginChange: ReadonlyMap<number, string> = new Map();
    if (first.kind === 'derivative') {
      legSides = new Map(
        split.legs.map((l) => [
          l.subaccountId,
          legPositionSide(this.orders, l.subaccountId, first.side),
        ]),
      );
      const block = blockOf({
        ...first,
        averagePrice: price,
        sourceSubaccountId: first.subaccountId,
      });
      const names = await this.names([
        first.subaccountId,
        ...split.legs.map((l) => l.subaccountId),
      ]);
      marginChange = (
        await previewMoves(
          this.orders,
          block,
          allocationMoves(block, derivativeLegs(split.legs, legSides), false),
          names,
        )
      ).marginChange;
    }
    return {
      trades,
      kind: first.kind,
      positionSide: first.positionSide,
      legSides,
      marginChange,
      symbol: first.symbol,
      side: first.side,
      baseToken: first.baseToken,
      quoteToken: first.quoteToken,
      feeToken: first.feeToken,
      sourceSubaccountId: first.subaccountId,
      quantity,
      notional,
      fee,
      averagePrice: price,
      legs: split.legs,
    };
  }

  /** `db`: the open transaction when called inside one (PGlite has one connection). */
  private async names(
    ids: readonly number[],
    db: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<(sub: number) => string> {
    const names = await subaccountNames(db, ids);
    return (sub) => names.get(sub) ?? `Subaccount ${sub}`;
  }

  /** Books an allocation; a repeat of the client request id returns the first one. */
  async book(
    auth: Auth,
    req: AllocationRequest,
  ): Promise<{ allocation: AllocationRow; created: boolean }> {
    const repeat = await allocationByClientId(this.db, auth.userId, req.client_request_id);
    if (repeat) return { allocation: repeat, created: false };
    const plan = await this.preview(auth, req);
    const derivative = plan.kind === 'derivative';
    const names = derivative
      ? await this.names([plan.sourceSubaccountId, ...plan.legs.map((l) => l.subaccountId)])
      : null;
    let booking: Booking | null = null;
    let moved: PositionBooking | null = null;
    let id: number;
    try {
      id = await this.orders.runExclusive(async () => {
        const newId = await this.db.transaction().execute(async (tx) => {
          const time = this.now();
          const journalId = await nextPostTradeJournalId(tx);
          const newId = await insertAllocation(
            tx,
            {
              entity_id: auth.entityId,
              user_id: auth.userId,
              client_request_id: req.client_request_id,
              symbol: plan.symbol,
              side: plan.side,
              base_token: plan.baseToken,
              quote_token: plan.quoteToken,
              source_subaccount_id: plan.sourceSubaccountId,
              remainder_subaccount_id: req.remainder_subaccount_id,
              mode: req.mode,
              quantity: plan.quantity,
              average_price: plan.averagePrice,
              notional: plan.notional,
              fee: plan.fee,
              fee_token: plan.feeToken,
              status: 'booked',
              reversal_of: null,
              reversed_by: null,
              journal_id: journalId,
              created_at: time,
              position_side: derivative ? plan.positionSide : null,
            },
            plan.legs,
            plan.trades,
            plan.legSides,
          );
          const ref = `allocation:${newId}`;
          if (names) {
            const block = blockOf(plan);
            const moves = allocationMoves(block, derivativeLegs(plan.legs, plan.legSides), false);
            moved = await bookMoves(tx, this.orders, block, moves, names, journalId, ref, time);
          } else {
            const journal = allocationJournal(plan, plan.legs, ref, false);
            booking = await postPostTradeJournal(tx, journalId, journal, time);
          }
          return newId;
        });
        // Committed: memory follows inside the queue, so no fill interleaves.
        if (moved) applyPositionBooking(this.orders, moved);
        return newId;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const twin = await allocationByClientId(this.db, auth.userId, req.client_request_id);
      if (twin) return { allocation: twin, created: false };
      throw new ApiError(409, 'ALREADY_ALLOCATED', 'A trade is already allocated', 'trade_refs');
    }
    if (booking) applyBooking(this.orders, booking);
    const row = await allocationById(this.db, auth.entityId, id);
    if (!row) throw new Error('allocation committed without a row');
    return { allocation: row, created: true };
  }

  /** Books the opposite of an allocation, linked both ways; its trades can be allocated again. */
  async reverse(
    auth: Auth,
    id: number,
    clientRequestId: string,
  ): Promise<{ allocation: AllocationRow; created: boolean }> {
    const repeat = await allocationByClientId(this.db, auth.userId, clientRequestId);
    if (repeat) return { allocation: repeat, created: false };
    const allowed = await tradeableSubaccounts(this.db, auth);
    let booking: Booking | null = null;
    let moved: PositionBooking | null = null;
    const reversalId = await this.orders.runExclusive(async () => {
      const newId = await this.db.transaction().execute(async (tx) => {
        const original = await allocationById(tx, auth.entityId, id, true);
        if (!original) throw new ApiError(404, 'NOT_FOUND', 'No such allocation', 'id');
        if (original.status !== 'booked')
          throw new ApiError(
            409,
            'NOT_REVERSIBLE',
            original.status === 'reversed'
              ? 'This allocation is already reversed'
              : 'A reversal cannot be reversed',
            'id',
          );
        const legs = (await legsOf(tx, [id])).map((l) => ({
          subaccountId: l.subaccount_id,
          quantity: l.quantity,
          quoteValue: l.quote_value,
          feeShare: l.fee_share,
          remainder: l.remainder,
        }));
        const legSides = new Map(
          (await legsOf(tx, [id])).flatMap((l) =>
            l.position_side ? [[l.subaccount_id, l.position_side] as const] : [],
          ),
        );
        for (const l of [...legs.map((x) => x.subaccountId), original.source_subaccount_id])
          if (!allowed.includes(l))
            throw new ApiError(
              403,
              'ACCOUNT_FORBIDDEN',
              'You cannot trade on this subaccount',
              'id',
            );
        const time = this.now();
        const journalId = await nextPostTradeJournalId(tx);
        const newId = await insertAllocation(
          tx,
          {
            ...stripIds(original),
            user_id: auth.userId,
            client_request_id: clientRequestId,
            status: 'reversal',
            reversal_of: id,
            reversed_by: null,
            journal_id: journalId,
            created_at: time,
            position_side: original.position_side,
          },
          legs,
          [],
          legSides,
        );
        await markReversed(tx, id, newId);
        const ref = `allocation:${newId}`;
        if (original.position_side !== null) {
          const block = blockOf({
            symbol: original.symbol,
            side: original.side,
            baseToken: original.base_token,
            feeToken: original.fee_token,
            averagePrice: original.average_price,
            sourceSubaccountId: original.source_subaccount_id,
            positionSide: original.position_side,
          });
          const names = await this.names(
            [block.sourceSubaccountId, ...legs.map((l) => l.subaccountId)],
            tx,
          );
          const moves = allocationMoves(block, derivativeLegs(legs, legSides), true);
          moved = await bookMoves(tx, this.orders, block, moves, names, journalId, ref, time);
          return newId;
        }
        const plan = {
          side: original.side,
          baseToken: original.base_token,
          quoteToken: original.quote_token,
          feeToken: original.fee_token,
          sourceSubaccountId: original.source_subaccount_id,
        };
        const journal = allocationJournal(plan, legs, ref, true);
        booking = await postPostTradeJournal(tx, journalId, journal, time);
        return newId;
      });
      if (moved) applyPositionBooking(this.orders, moved);
      return newId;
    });
    if (booking) applyBooking(this.orders, booking);
    const row = await allocationById(this.db, auth.entityId, reversalId);
    if (!row) throw new Error('reversal committed without a row');
    return { allocation: row, created: true };
  }
}
