// The commit: books an engine step (orders, fills, ledger journal, balances, positions and the
// touched subaccounts' event seqs) in ONE transaction; only then does memory follow and the
// publisher hear of it. A failed write reloads the venue from the database, so nothing that was
// not stored is ever acknowledged or published.
import type { Kysely, Transaction } from 'kysely';
import {
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  negateDecimal,
  roundDecimalHalfUp,
  signDecimal,
  subtractDecimal,
} from '../../domain/decimal';
import { lotsToQuantity, ticksToPrice } from '../../domain/ticks';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { EngineFill, EngineOrder, EngineResult } from '../engine/types';
import { FINAL_STATUSES } from '../engine/types';
import { Journal, subBook, type Book } from '../ledger/journal';
import { balanceDeltas, lockedBalance, postJournal, type BalanceDelta } from '../ledger/store';
import { TAKER_BUY, TAKER_SELL, type TradeMessage } from '../market/types';
import { applyFill } from '../positions/math';
import { positionKey, type Position } from './account-state';
import { MAKER_FEE_RATE, MONEY_PLACES, TAKER_FEE_RATE } from './fees';
import type { OrderPublisher, SubaccountChange } from './publisher';
import type { FillView, OrderRecord } from './record';
import { raiseEventSeqs } from './settings-store';
import { sliceClientOrderId } from './slice-id';
import { storedLock, writeLocks, type BalanceLock } from './lock-store';
import { insertFills, saveOrders, savePositions, type StoredFill } from './store';
import { accountIdsOf } from './subaccounts';
import { userTradeId } from './user-tape';
import type { VenueState } from './venue-state';

/** What one commit gathers before it writes. */
interface Pending {
  readonly journal: Journal;
  readonly fills: StoredFill[];
  /** Position keys the fills moved. */
  readonly positions: Set<string>;
  /** Touched subaccount → its account. */
  readonly subs: Map<number, number>;
  /** Touched subaccount → tokens whose balance or hold may have changed. */
  readonly tokens: Map<number, Set<string>>;
  /** For the public `trades:` tape, after the commit. */
  readonly trades: TradeMessage[];
  /** Positions as they were before this commit's fills (restored when the write fails). */
  readonly positionsBefore: Map<string, Position>;
  /** The fills of each order, for the caller's answer. */
  readonly byOrder: Map<string, FillView[]>;
}

/**
 * A balance the step was decided on is smaller in the database than in memory: another writer
 * (another process, or a booking whose memory update has not run yet) spent it. Nothing was
 * written; the venue reloads and the command may run once more on what is stored.
 */
export class StaleBalances extends ApiError {
  constructor() {
    super(409, 'BALANCE_CHANGED', 'Balances changed while the order was placed; try again');
  }
}

/** What subaccounts' open orders and positions hold of tokens, as memory derives it. */
export type LockReader = (pairs: readonly (readonly [number, string])[]) => string[];

export class Committer {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly venue: VenueState,
    private readonly publisher: OrderPublisher,
    /** Rebuilds the venue's memory from the database (after a failed write). */
    private readonly reload: () => Promise<void>,
    private readonly locked: LockReader,
  ) {}

  /**
   * Books the engine's result: fills into the ledger and positions, every touched order, all in
   * one transaction; then updates memory and tells the publisher. `fresh` holds records of
   * orders this step created (not yet among the open ones). Answers each order's fills.
   */
  async commit(
    result: EngineResult,
    now: number,
    fresh: ReadonlyMap<string, OrderRecord> = new Map(),
  ): Promise<Map<string, FillView[]>> {
    const venue = this.venue;
    const pending: Pending = {
      journal: new Journal(),
      fills: [],
      positions: new Set(),
      subs: new Map(),
      tokens: new Map(),
      trades: [],
      positionsBefore: new Map(),
      byOrder: new Map(),
    };
    const records = result.orders.map((o) => this.recordFor(o, fresh));
    for (const r of records) touch(pending, r);
    const journalId = venue.journalIds.take();
    for (const fill of result.fills) this.bookFill(fill, fresh, pending);
    pending.journal.check();
    // TWAP parents show what their slices executed.
    for (const r of records) {
      if (r.order.type !== 'TWAP') continue;
      const kids = records.filter((k) => k.order.parentId === r.order.id);
      for (const k of kids) {
        r.executedQuantity = addDecimal(r.executedQuantity, k.executedQuantity);
        r.executedNotional = addDecimal(r.executedNotional, k.executedNotional);
        r.fee = addDecimal(r.fee, k.fee);
      }
    }
    const seqs = new Map<number, number>();
    let deltas: BalanceDelta[] = [];
    const pairs = pairsOf(pending.tokens);
    try {
      await this.db.transaction().execute(async (tx) => {
        await this.checkBalances(tx, pairs);
        await saveOrders(tx, records);
        await insertFills(tx, pending.fills);
        deltas = await postJournal(tx, journalId, pending.journal, now);
        await savePositions(tx, this.positionsOf(pending.positions), now);
        // Memory already holds the step's orders and positions: its locks are the new ones.
        await writeLocks(tx, this.locksOf(pairs), venue.shard.index);
        for (const [sub, seq] of await raiseEventSeqs(tx, [...pending.subs.keys()]))
          seqs.set(sub, seq);
      });
    } catch (error) {
      // Nothing was acknowledged: rebuild engines and accounts from what the database holds.
      for (const [key, before] of pending.positionsBefore)
        venue.accounts.positions.set(key, before);
      await this.reload();
      throw error;
    }
    this.apply(deltas, seqs);
    for (const r of records)
      if (FINAL_STATUSES.has(r.order.status)) venue.records.delete(r.order.id);
    this.publisher.bookChanged(records, result.fills);
    this.publisher.trades(pending.trades);
    if (this.publisher.listening) this.publisher.changes(this.changesOf(records, pending, seqs));
    return pending.byOrder;
  }

  /**
   * Books a journal that is not a trade (funding) in one transaction with `claim` (which
   * returns false when the change was already booked: then nothing is written), raises the
   * touched subaccounts' event seq, then updates memory and the private stream.
   */
  async commitJournal(
    journal: Journal,
    now: number,
    claim: (tx: Transaction<Database>) => Promise<boolean>,
  ): Promise<boolean> {
    journal.check();
    const deltas = balanceDeltas(journal);
    const subs = [...new Set(deltas.map(([sub]) => sub))];
    const journalId = this.venue.journalIds.take();
    const seqs = new Map<number, number>();
    let accounts = new Map<number, number>();
    const applied = await this.db.transaction().execute(async (tx) => {
      if (!(await claim(tx))) return false;
      await postJournal(tx, journalId, journal, now);
      for (const [sub, seq] of await raiseEventSeqs(tx, subs)) seqs.set(sub, seq);
      accounts = await accountIdsOf(tx, subs);
      return true;
    });
    if (!applied) return false;
    this.apply(deltas, seqs);
    const state = this.venue.accounts;
    this.publisher.changes(
      subs.map((sub) => ({
        subaccountId: sub,
        accountId: accounts.get(sub) ?? 0,
        seq: seqs.get(sub) ?? state.settingsOf(sub).eventSeq,
        orders: [],
        fills: [],
        tokens: [...new Set(deltas.filter(([s]) => s === sub).map(([, token]) => token))],
        positions: [],
        risk: true,
      })),
    );
    return true;
  }

  /** The record of an order the engine touched; a new TWAP slice gets one from its parent. */
  private recordFor(order: EngineOrder, fresh: ReadonlyMap<string, OrderRecord>): OrderRecord {
    const known = fresh.get(order.id) ?? this.venue.records.get(order.id);
    if (known) return known;
    const parent = order.parentId === null ? undefined : this.venue.records.get(order.parentId);
    if (!parent) throw new Error(`engine touched an unknown order ${order.id}`);
    const record: OrderRecord = {
      ...parent,
      order,
      clientOrderId: sliceClientOrderId(parent.clientOrderId, order.id),
      quantity: lotsToQuantity(order.lots, parent.instrument.lotSize),
      startTime: 0,
      endTime: 0,
      duration: 0,
      numberOfSlices: 0,
      executedQuantity: '0',
      executedNotional: '0',
      fee: '0',
    };
    this.venue.records.set(order.id, record);
    return record;
  }

  /** One fill: the tape, the journal (spot legs, fees, realised PnL), positions, the records. */
  private bookFill(
    fill: EngineFill,
    fresh: ReadonlyMap<string, OrderRecord>,
    pending: Pending,
  ): void {
    const venue = this.venue;
    const taker = fill.taker ? this.recordFor(fill.taker, fresh) : null;
    const maker = fill.maker ? this.recordFor(fill.maker, fresh) : null;
    const inst = (taker ?? maker)?.instrument;
    if (!inst) return;
    const price = ticksToPrice(fill.priceTicks, inst.tickSize);
    const quantity = lotsToQuantity(fill.lots, inst.lotSize);
    const notional = multiplyDecimal(price, quantity);
    const ref = `${inst.symbol}:${fill.time}`;
    pending.trades.push({
      symbol: inst.symbol,
      tradeId: userTradeId(venue.fillIds.peek()),
      price,
      quantity,
      side: fill.takerSide === 'BUY' ? TAKER_BUY : TAKER_SELL,
      serverTime: fill.time,
    });
    const j = pending.journal;
    const bookOf = (r: OrderRecord | null): Book => (r ? subBook(r.subaccountId) : 'house:market');
    if (inst.collateralToken === null) {
      const buyer = fill.takerSide === 'BUY' ? taker : maker;
      const seller = fill.takerSide === 'BUY' ? maker : taker;
      j.transfer(bookOf(buyer), bookOf(seller), inst.quoteToken, notional, 'trade', ref);
      j.transfer(bookOf(seller), bookOf(buyer), inst.baseToken, quantity, 'trade', ref);
    }
    for (const [r, liquidity] of [
      [taker, 'TAKER'],
      [maker, 'MAKER'],
    ] as const) {
      if (!r) continue;
      const feeToken = inst.collateralToken ?? inst.quoteToken;
      const fee = roundDecimalHalfUp(
        multiplyDecimal(notional, liquidity === 'MAKER' ? MAKER_FEE_RATE : TAKER_FEE_RATE),
        MONEY_PLACES,
      );
      j.transfer(subBook(r.subaccountId), 'house:fees', feeToken, fee, 'fee', ref);
      let realized = '0';
      if (inst.collateralToken !== null) {
        const key = positionKey(r.subaccountId, inst.symbol, r.order.positionSide);
        const p = venue.accounts.position(r.subaccountId, inst.symbol, r.order.positionSide);
        if (!pending.positionsBefore.has(key)) pending.positionsBefore.set(key, { ...p });
        realized = applyFill(p, r.order.side === 'BUY' ? quantity : negateDecimal(quantity), price);
        if (signDecimal(realized) !== 0)
          j.transfer(
            'house:market',
            subBook(r.subaccountId),
            inst.collateralToken,
            realized,
            'pnl',
            ref,
          );
        pending.positions.add(key);
      }
      r.executedQuantity = addDecimal(r.executedQuantity, quantity);
      r.executedNotional = addDecimal(r.executedNotional, notional);
      r.fee = addDecimal(r.fee, fee);
      const view = {
        fillId: String(venue.fillIds.take()),
        orderId: r.order.id,
        price,
        quantity,
        fee,
        feeToken,
        liquidity,
        realizedPnl: realized,
        time: fill.time,
        subaccountId: r.subaccountId,
        symbol: inst.symbol,
        side: r.order.side,
        clientOrderId: r.clientOrderId,
      } as const;
      pending.fills.push(view);
      let list = pending.byOrder.get(r.order.id);
      if (!list) pending.byOrder.set(r.order.id, (list = []));
      list.push(view);
      touch(pending, r);
    }
  }

  /**
   * Locks the touched balances' rows (in one order, so two writers cannot deadlock) and checks
   * that what each leaves this engine (the balance less the other shards' stored locks, which
   * they too write only under this row lock) is not smaller than memory's, on which the step's
   * admission was decided.
   */
  private async checkBalances(
    tx: Transaction<Database>,
    pairs: readonly (readonly [number, string])[],
  ): Promise<void> {
    const state = this.venue.accounts;
    const shard = this.venue.shard;
    for (const [sub, token] of pairs) {
      let stored = await lockedBalance(tx, sub, token);
      let remembered = state.total(sub, token);
      if (shard.count > 1) {
        stored = subtractDecimal(stored, await storedLock(tx, sub, token, { except: shard.index }));
        remembered = subtractDecimal(remembered, state.otherShardsLocked(sub, token));
      }
      if (compareDecimal(stored, remembered) < 0) throw new StaleBalances();
    }
  }

  /** Memory's locks of the given balances (to store with the step). */
  private locksOf(pairs: readonly (readonly [number, string])[]): BalanceLock[] {
    const locked = this.locked(pairs);
    return pairs.map(([subaccountId, token], i) => ({
      subaccountId,
      token,
      locked: locked[i] ?? '0',
    }));
  }

  /** After the write: balances and event seqs in memory follow the database. */
  private apply(deltas: readonly BalanceDelta[], seqs: ReadonlyMap<number, number>): void {
    const state = this.venue.accounts;
    for (const [sub, token, delta] of deltas) state.addBalance(sub, token, delta);
    for (const [sub, seq] of seqs) state.committed(sub, seq);
  }

  private positionsOf(keys: Iterable<string>): Position[] {
    const out: Position[] = [];
    for (const key of keys) {
      const p = this.venue.accounts.positions.get(key);
      if (p) out.push(p);
    }
    return out;
  }

  private changesOf(
    records: readonly OrderRecord[],
    pending: Pending,
    seqs: ReadonlyMap<number, number>,
  ): SubaccountChange[] {
    const state = this.venue.accounts;
    return [...pending.subs].map(([sub, accountId]) => ({
      subaccountId: sub,
      accountId,
      seq: seqs.get(sub) ?? state.settingsOf(sub).eventSeq,
      orders: records.filter((r) => r.subaccountId === sub),
      fills: pending.fills.filter((f) => f.subaccountId === sub),
      tokens: [...(pending.tokens.get(sub) ?? [])],
      positions: this.positionsOf(pending.positions).filter((p) => p.subaccountId === sub),
    }));
  }
}

/** The touched (subaccount, token) pairs, sorted: the order their rows are locked in. */
function pairsOf(tokens: ReadonlyMap<number, ReadonlySet<string>>): [number, string][] {
  const pairs: [number, string][] = [];
  for (const [sub, set] of tokens) for (const token of set) pairs.push([sub, token]);
  return pairs.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
}

/** Marks an order's subaccount and the tokens its instrument moves as touched. */
function touch(pending: Pending, r: OrderRecord): void {
  const inst = r.instrument;
  pending.subs.set(r.subaccountId, r.accountId);
  let set = pending.tokens.get(r.subaccountId);
  if (!set) pending.tokens.set(r.subaccountId, (set = new Set()));
  for (const t of inst.collateralToken ? [inst.collateralToken] : [inst.baseToken, inst.quoteToken])
    set.add(t);
}
