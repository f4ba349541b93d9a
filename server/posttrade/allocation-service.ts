// Trade allocation (spec 3.7, 4, 6; docs/post-trade.md "Allocation"): one or several trades of
// one subaccount, symbol and side (one average price) are split into legs by percentage or
// quantity, the remainder to a chosen subaccount; the preview computes the legs without
// booking; booking moves base, quote value and fee share between the block's subaccount and
// each leg in one journal, with the allocation rows, in one transaction. A reversal books the
// opposite journal and links both rows. Both are idempotent per client request id.
import type { Kysely } from 'kysely';
import { addDecimal, signDecimal } from '../../domain/decimal';
import { amountDecimals } from '../../domain/numbers';
import {
  allocate,
  averagePrice,
  type AllocationLeg,
  type AllocationMode,
} from '../../domain/post-trade';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { Journal, subBook } from '../ledger/journal';
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
  type AllocationRow,
} from './allocation-store';
import { nextPostTradeJournalId, postPostTradeJournal } from './ledger';
import { lotDecimals, tradesByRef, type TradeRow } from './trades-store';

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
        t.feeToken !== first.feeToken
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
    return {
      trades,
      symbol: first.symbol,
      side: first.side,
      baseToken: first.baseToken,
      quoteToken: first.quoteToken,
      feeToken: first.feeToken,
      sourceSubaccountId: first.subaccountId,
      quantity,
      notional,
      fee,
      averagePrice: averagePrice(trades, 8),
      legs: split.legs,
    };
  }

  /** Books an allocation; a repeat of the client request id returns the first one. */
  async book(
    auth: Auth,
    req: AllocationRequest,
  ): Promise<{ allocation: AllocationRow; created: boolean }> {
    const repeat = await allocationByClientId(this.db, auth.userId, req.client_request_id);
    if (repeat) return { allocation: repeat, created: false };
    const plan = await this.preview(auth, req);
    let booking: Booking | null = null;
    let id: number;
    try {
      id = await this.orders.runExclusive(() =>
        this.db.transaction().execute(async (tx) => {
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
            },
            plan.legs,
            plan.trades,
          );
          const journal = allocationJournal(plan, plan.legs, `allocation:${newId}`, false);
          booking = await postPostTradeJournal(tx, this.orders, journalId, journal, time);
          return newId;
        }),
      );
    } catch (error) {
      if ((error as { code?: unknown }).code !== '23505') throw error;
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
    const reversalId = await this.orders.runExclusive(() =>
      this.db.transaction().execute(async (tx) => {
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
          },
          legs,
          [],
        );
        await markReversed(tx, id, newId);
        const plan = {
          side: original.side,
          baseToken: original.base_token,
          quoteToken: original.quote_token,
          feeToken: original.fee_token,
          sourceSubaccountId: original.source_subaccount_id,
        };
        const journal = allocationJournal(plan, legs, `allocation:${newId}`, true);
        booking = await postPostTradeJournal(tx, this.orders, journalId, journal, time);
        return newId;
      }),
    );
    if (booking) applyBooking(this.orders, booking);
    const row = await allocationById(this.db, auth.entityId, reversalId);
    if (!row) throw new Error('reversal committed without a row');
    return { allocation: row, created: true };
  }
}

const fractionDigits = (d: string): number =>
  d.includes('.') ? (d.split('.')[1] ?? '').length : 0;

function stripIds(row: AllocationRow) {
  return {
    entity_id: row.entity_id,
    symbol: row.symbol,
    side: row.side,
    base_token: row.base_token,
    quote_token: row.quote_token,
    source_subaccount_id: row.source_subaccount_id,
    remainder_subaccount_id: row.remainder_subaccount_id,
    mode: row.mode,
    quantity: row.quantity,
    average_price: row.average_price,
    notional: row.notional,
    fee: row.fee,
    fee_token: row.fee_token,
  };
}

/**
 * The allocation's journal (R-PT-4): for a buy, each leg receives its base quantity from the
 * block's subaccount and pays it its quote value and fee share; for a sell, each leg delivers
 * the base and receives the quote value, and still pays its fee share. A leg on the block's own
 * subaccount moves nothing. `reverse` swaps every direction.
 */
export function allocationJournal(
  plan: Pick<Plan, 'side' | 'baseToken' | 'quoteToken' | 'feeToken' | 'sourceSubaccountId'>,
  legs: readonly AllocationLeg[],
  ref: string,
  reverse: boolean,
): Journal {
  const journal = new Journal();
  const source = subBook(plan.sourceSubaccountId);
  const move = (
    from: ReturnType<typeof subBook>,
    to: ReturnType<typeof subBook>,
    token: string,
    amount: string,
  ) => {
    if (signDecimal(amount) === 0) return;
    if (reverse) journal.transfer(to, from, token, amount, 'allocation', ref);
    else journal.transfer(from, to, token, amount, 'allocation', ref);
  };
  for (const leg of legs) {
    if (leg.subaccountId === plan.sourceSubaccountId) continue;
    const target = subBook(leg.subaccountId);
    if (plan.side === 'BUY') {
      move(source, target, plan.baseToken, leg.quantity);
      move(target, source, plan.quoteToken, leg.quoteValue);
    } else {
      move(target, source, plan.baseToken, leg.quantity);
      move(source, target, plan.quoteToken, leg.quoteValue);
    }
    move(target, source, plan.feeToken, leg.feeShare);
  }
  return journal;
}
