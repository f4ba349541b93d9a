// Order commands (docs/api.md "Edge trading"): create (idempotent per client order id),
// cancel, cancel-replace edit, and the cancels the venue itself finishes. Each runs inside the
// service's serial queue and ends in a commit; units are checked before anything is stored.
import type { Kysely } from 'kysely';
import { lotsToQuantity } from '../../domain/ticks';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import { createOrder } from '../engine/engine';
import type { EngineOrder, EngineResult, NewOrder } from '../engine/types';
import { FINAL_STATUSES } from '../engine/types';
import { ApiError } from '../http/errors';
import { INSUFFICIENT } from './admission';
import { bad, toLots, toTicks, type CheckedCancel, type CheckedRequest } from './codec';
import { StaleBalances, type Committer } from './commit';
import type { TradeInstrument } from './instruments';
import { LIQUIDATION_REASON } from './liquidation';
import { readBack } from './shard-follower';
import { storedEventSeq } from './snapshot-store';
import { fromRow, type FillView, type OrderRecord } from './record';
import { fillsOfOrder, orderByClientId, orderOfSubaccount } from './store';
import { loadSubaccount, type SubaccountInfo } from './subaccounts';
import type { VenueState } from './venue-state';

export interface Actor {
  readonly userId: number;
  readonly entityId: number;
}

export interface CreateOutcome {
  readonly record: OrderRecord;
  readonly fills: FillView[];
  readonly repeated: boolean;
}

export interface CancelOutcome {
  readonly record: OrderRecord;
  readonly alreadyFinal: boolean;
}

export interface EditOutcome {
  readonly previous: OrderRecord;
  readonly cancelled: boolean;
  readonly outcome: CreateOutcome | null;
}

type RecordTemplate = Omit<
  OrderRecord,
  'order' | 'executedQuantity' | 'executedNotional' | 'fee' | 'feeToken'
>;

export class OrderCommands {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly venue: VenueState,
    private readonly committer: Committer,
    private readonly now: Clock,
    /** The last price of a market (what an order without a price of its own holds at). */
    private readonly lastPrice: (symbol: string) => string | null,
  ) {}

  async create(actor: Actor, req: CheckedRequest): Promise<CreateOutcome> {
    const sub = await this.subaccountFor(actor, req.subaccountId, req.accountId);
    const existing = await this.findByClientId(sub.id, req.clientOrderId);
    if (existing) return existing;
    return this.place(sub, req, this.now());
  }

  async cancel(actor: Actor, req: CheckedCancel): Promise<CancelOutcome> {
    const sub = await this.subaccountFor(actor, req.subaccountId, req.accountId);
    return againIfStale(() => this.cancelIn(sub, req, this.now()));
  }

  /** Cancel-replace (docs/api.md): the original is canceled, the replacement placed. */
  async edit(
    actor: Actor,
    cancel: CheckedCancel,
    changes: (original: OrderRecord) => CheckedRequest,
  ): Promise<EditOutcome> {
    const sub = await this.subaccountFor(actor, cancel.subaccountId, cancel.accountId);
    const previous = await this.recordOf(sub.id, cancel.orderId);
    const req = changes(previous);
    const repeat = await this.findByClientId(sub.id, req.clientOrderId);
    if (repeat) return { previous, cancelled: true, outcome: repeat };
    if (FINAL_STATUSES.has(previous.order.status))
      return { previous, cancelled: false, outcome: null };
    const now = this.now();
    // Validate the replacement's units before canceling anything.
    const inst = previous.instrument;
    if (req.quantity !== null) toLots(req.quantity, inst.lotSize, 'quantity');
    toTicks(req.limitPrice, inst.tickSize, 'limitPrice');
    toTicks(req.stopPrice, inst.tickSize, 'stopPrice');
    const { alreadyFinal } = await againIfStale(() => this.cancelIn(sub, cancel, now));
    if (alreadyFinal) return { previous, cancelled: false, outcome: null };
    return { previous, cancelled: true, outcome: await this.place(sub, req, now) };
  }

  /**
   * Runs a checked request through the engine and commits it. An account that may not place it
   * gets a stored REJECTED order; `liquidation` (the venue's own order) skips those checks.
   */
  place(
    sub: SubaccountInfo,
    req: CheckedRequest,
    now: number,
    liquidation = false,
  ): Promise<CreateOutcome> {
    return againIfStale(() => this.placeOnce(sub, req, now, liquidation, true));
  }

  private async placeOnce(
    sub: SubaccountInfo,
    req: CheckedRequest,
    now: number,
    liquidation: boolean,
    mayReadBack: boolean,
  ): Promise<CreateOutcome> {
    const book = this.venue.bookOf(req.market);
    const { input, template, closeLots } = this.orderInput(sub, req, book.instrument, now);
    const refusal = liquidation ? null : refusalOf(sub, req, book.instrument, closeLots);
    let result: EngineResult;
    let record: OrderRecord;
    if (refusal !== null) {
      const order = createOrder(input, now, 0);
      order.status = 'REJECTED';
      order.reason = refusal;
      record = newRecord(order, template);
      result = { orders: [order], fills: [] };
    } else {
      // The record must exist before the engine runs: the gate reads its leverage.
      const records = this.venue.records;
      const probe = createOrder(input, now, 0);
      record = newRecord(probe, template);
      records.set(input.id, record);
      result = book.engine.submit(input, now);
      const order = result.orders.find((o) => o.id === input.id) ?? probe;
      if (liquidation)
        order.reason =
          order.reason === '' ? LIQUIDATION_REASON : `${LIQUIDATION_REASON}: ${order.reason}`;
      records.delete(input.id);
      if (mayReadBack && (await this.refusedOnLaggingMemory(sub.id, order, result)))
        return this.placeOnce(sub, req, now, liquidation, false);
      record = newRecord(order, template);
      records.set(order.id, record);
    }
    const fills = await this.committer.commit(result, now, new Map([[record.order.id, record]]));
    return { record, fills: fills.get(record.order.id) ?? [], repeated: false };
  }

  /**
   * On engine shards, memory learns of another shard's released hold (or a booking elsewhere)
   * within a sweep: an order refused for balance in that time would be refused wrongly. When
   * PostgreSQL holds changes of the subaccount that memory has not seen, it is read back (inside
   * the queue, nothing of this order written) and the order decided once more on that.
   */
  private async refusedOnLaggingMemory(
    sub: number,
    order: EngineOrder,
    result: EngineResult,
  ): Promise<boolean> {
    if (this.venue.shard.count <= 1 || order.status !== 'REJECTED') return false;
    if (result.fills.length > 0 || !order.reason.startsWith(INSUFFICIENT)) return false;
    const state = this.venue.accounts;
    if ((await storedEventSeq(this.db, sub)) <= state.seen.through(sub)) return false;
    await readBack(this.db, { state, shard: this.venue.shard }, [sub]);
    return true;
  }

  /** Cancels an order's open TWAP slices, then the order itself (one commit each). */
  async finishCancel(record: OrderRecord, now: number, reason?: string): Promise<void> {
    const book = this.venue.books.get(record.instrument.symbol);
    if (!book) return;
    for (const child of [...this.venue.records.values()])
      if (child.order.parentId === record.order.id && !FINAL_STATUSES.has(child.order.status)) {
        const r = book.engine.cancel(child.order.id, now);
        if (r) await this.committer.commit(r, now);
      }
    const result =
      reason === undefined
        ? book.engine.cancel(record.order.id, now)
        : book.engine.cancel(record.order.id, now, reason);
    if (result) await this.committer.commit(result, now);
  }

  /** Finishes cancels that were written PENDING_CANCEL but not CANCELED (crash, failed write). */
  async finishPendingCancels(now: number): Promise<void> {
    const ids = this.venue.pendingCancels;
    this.venue.pendingCancels = [];
    for (const id of ids) {
      const record = this.venue.records.get(id);
      if (!record || record.order.status !== 'PENDING_CANCEL') continue;
      record.order.status = record.order.filledLots > 0 ? 'PARTIALLY_FILLED' : 'NEW';
      await this.finishCancel(record, now, record.order.reason || undefined);
    }
  }

  private async cancelIn(
    sub: SubaccountInfo,
    req: CheckedCancel,
    now: number,
  ): Promise<CancelOutcome> {
    const record = await this.recordOf(sub.id, req.orderId);
    if (req.market !== '' && req.market !== record.instrument.symbol)
      throw bad('market does not match the order', 'market');
    if (req.side !== null && req.side !== record.order.side)
      throw bad('side does not match the order', 'side');
    if (FINAL_STATUSES.has(record.order.status)) return { record, alreadyFinal: true };
    const book = this.venue.bookOf(record.instrument.symbol);
    if (record.order.status === 'PENDING_CANCEL') return { record, alreadyFinal: false };
    if (record.order.type === 'TWAP' && this.venue.records.get(record.order.id) === record) {
      // Not immediate: the parent is written PENDING_CANCEL (no slice starts from it, also
      // after a crash), its working slices are canceled, then it is CANCELED.
      const before = record.order.status;
      record.order.status = 'PENDING_CANCEL';
      try {
        await this.committer.commit({ orders: [record.order], fills: [] }, now);
      } catch (error) {
        if (this.venue.records.get(record.order.id) === record) record.order.status = before;
        throw error;
      }
      record.order.status = before;
      await this.finishCancel(record, now);
      return { record, alreadyFinal: false };
    }
    const result = book.engine.cancel(record.order.id, now);
    if (!result) return { record, alreadyFinal: true };
    await this.committer.commit(result, now);
    return { record, alreadyFinal: false };
  }

  /** The engine's input and the record's fixed fields for a checked request (units in 4xx). */
  private orderInput(sub: SubaccountInfo, req: CheckedRequest, inst: TradeInstrument, now: number) {
    const state = this.venue.accounts;
    const derivative = inst.collateralToken !== null;
    const lots = req.quantity === null ? 0 : toLots(req.quantity, inst.lotSize, 'quantity');
    const priceTicks = toTicks(req.limitPrice, inst.tickSize, 'limitPrice');
    const stopTicks = toTicks(req.stopPrice, inst.tickSize, 'stopPrice');
    const activationTicks = toTicks(req.activationPrice, inst.tickSize, 'activationPrice');
    if (req.closePosition && !derivative)
      throw bad('closePosition is for futures and perpetuals', 'closePosition');
    const settings = state.settingsOf(sub.id);
    const symbolSettings = state.symbolSettingsOf(sub.id, inst.symbol);
    if (derivative && settings.hedgeMode && req.positionSide === 'BOTH')
      throw bad('positionSide LONG or SHORT is required in hedge mode', 'positionSide');
    if (derivative && !settings.hedgeMode && req.positionSide !== 'BOTH')
      throw bad('positionSide must be BOTH in one-way mode', 'positionSide');
    if (!derivative && req.positionSide !== 'BOTH')
      throw bad('positionSide is for futures', 'positionSide');
    const closeLots = req.closePosition
      ? Math.abs(
          Math.round(
            Number(state.position(sub.id, inst.symbol, req.positionSide).size) /
              Number(inst.lotSize),
          ),
        )
      : 0;
    const twapStart = req.startTime > 0 ? req.startTime : now;
    const twapEnd = req.endTime > 0 ? req.endTime : twapStart + req.duration;
    // The codec checks the span when it knows both ends; with the start "now" it is known here.
    if (req.type === 'TWAP' && !(twapEnd - twapStart >= 1000 && twapEnd - twapStart <= 86_400_000))
      throw bad('duration must be 1 s to 24 h', 'duration');
    const input: NewOrder = {
      id: String(this.venue.orderIds.take()),
      owner: sub.id,
      side: req.side,
      type: req.type,
      tif: req.type === 'MARKET' && req.tif === 'GTC' ? 'IOC' : req.tif,
      lots: lots > 0 ? lots : Math.max(1, closeLots),
      priceTicks,
      stopTicks,
      activationTicks,
      callbackBasisPoints:
        req.callbackRate === null ? null : Math.round(Number(req.callbackRate) * 100),
      postOnly: req.postOnly,
      reduceOnly: req.reduceOnly || req.closePosition,
      closePosition: req.closePosition,
      positionSide: req.positionSide,
      priceProtect: req.priceProtect,
      ...(req.type === 'TWAP'
        ? { twap: { startTime: twapStart, endTime: twapEnd, slices: req.numberOfSlices } }
        : {}),
    };
    const template: RecordTemplate = {
      clientOrderId: req.clientOrderId,
      subaccountId: sub.id,
      accountId: sub.accountId,
      instrument: inst,
      quantity: req.quantity ?? lotsToQuantity(input.lots, inst.lotSize),
      limitPrice: req.limitPrice,
      stopPrice: req.stopPrice,
      activationPrice: req.activationPrice,
      callbackRate: req.callbackRate,
      heldPrice:
        req.limitPrice === null && req.stopPrice === null && req.activationPrice === null
          ? this.lastPrice(inst.symbol)
          : null,
      marginMode: derivative ? req.marginMode || symbolSettings.marginMode : '',
      leverage: derivative ? symbolSettings.leverage : 1,
      startTime: req.type === 'TWAP' ? twapStart : req.startTime,
      endTime: req.type === 'TWAP' ? twapEnd : req.endTime,
      duration: req.duration,
      numberOfSlices: req.numberOfSlices,
    };
    return { input, template, closeLots };
  }

  private async subaccountFor(
    actor: Actor,
    subaccountId: number,
    accountId: number,
  ): Promise<SubaccountInfo> {
    const sub = await loadSubaccount(this.db, actor.entityId, subaccountId);
    if (accountId > 0 && sub.accountId !== accountId)
      throw new ApiError(404, 'NOT_FOUND', 'No such subaccount in that account', 'hedgeVenue');
    return sub;
  }

  /** A repeated client order id answers the order it created (with its fills). */
  private async findByClientId(sub: number, clientOrderId: string): Promise<CreateOutcome | null> {
    const row = await orderByClientId(this.db, sub, clientOrderId);
    if (!row) return null;
    const open = this.venue.records.get(String(row.id));
    const instrument = this.venue.instruments.get(row.symbol);
    if (!instrument) return null;
    const record = open ?? fromRow(row, instrument);
    return { record, fills: await fillsOfOrder(this.db, String(row.id)), repeated: true };
  }

  private async recordOf(sub: number, orderId: string): Promise<OrderRecord> {
    const open = this.venue.records.get(orderId);
    if (open && open.subaccountId === sub) return open;
    const row = await orderOfSubaccount(this.db, sub, orderId);
    const instrument = row ? this.venue.instruments.get(row.symbol) : undefined;
    if (!row || !instrument) throw new ApiError(404, 'NOT_FOUND', `No order ${orderId}`, 'orderId');
    return fromRow(row, instrument);
  }
}

/**
 * Runs a step once more when its commit found a balance spent elsewhere (StaleBalances): the
 * venue has reloaded from the database, so the second run decides on what is stored.
 */
async function againIfStale<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof StaleBalances)) throw error;
    return run();
  }
}

/** Why this account may not place the order (stored as a REJECTED order), or null. */
function refusalOf(
  sub: SubaccountInfo,
  req: CheckedRequest,
  inst: TradeInstrument,
  closeLots: number,
): string | null {
  if (!sub.canTrade) return 'This account cannot trade';
  if (sub.accountType !== 0 && sub.accountType !== 3)
    return 'Orders are placed on Edge accounts only';
  if (sub.productTypes.length > 0 && !sub.productTypes.includes(inst.productType))
    return `This account does not trade ${inst.productType}`;
  if (req.closePosition && closeLots === 0) return 'There is no position to close';
  return null;
}

function newRecord(order: EngineOrder, t: RecordTemplate): OrderRecord {
  const feeToken = t.instrument.collateralToken ?? t.instrument.quoteToken;
  return { ...t, order, executedQuantity: '0', executedNotional: '0', fee: '0', feeToken };
}
