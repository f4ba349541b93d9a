// The order service: one serial queue for every order command and market tick, the engines
// (one per instrument), account checks, and the commit that writes orders, fills, ledger,
// balances and positions in ONE transaction before anything is acknowledged or published.
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { desk } from '../../proto/gen/messages.js';
import {
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  negateDecimal,
  roundDecimalHalfUp,
  signDecimal,
  subtractDecimal,
} from '../../domain/decimal';
import { lotsToQuantity, priceToTicks, tickLotsToQuote, ticksToPrice } from '../../domain/ticks';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import { createOrder, MatchingEngine } from '../engine/engine';
import { ConsumedLadder } from '../engine/ladder';
import type { EngineFill, EngineGate, EngineOrder, EngineResult, NewOrder } from '../engine/types';
import { FINAL_STATUSES } from '../engine/types';
import { ApiError } from '../http/errors';
import { Journal, subBook, type Book } from '../ledger/journal';
import type { MarketRuntime } from '../market-runtime/runtime';
import { TAKER_BUY, TAKER_SELL, type MarkPriceMessage, type TradeMessage } from '../market/types';
import { applyFill, divideDecimal } from '../positions/math';
import {
  AccountState,
  DEFAULT_LEVERAGE,
  holdPrice,
  isReducing,
  orderHold,
  positionKey,
  type Position,
} from './account-state';
import { bad, toLots, toTicks, type CheckedCancel, type CheckedRequest } from './codec';
import { MAKER_FEE_RATE, MONEY_PLACES, TAKER_FEE_RATE } from './fees';
import { loadTradeInstruments, type TradeInstrument } from './instruments';
import { FundingClock, fundingJournal, type FundingDue } from './funding';
import { LIQUIDATION_CANCEL_REASON, LIQUIDATION_REASON, liquidationTargets } from './liquidation';
import { fromRow, toRow, type FillView, type OrderRecord } from './record';
import { loadSubaccount, loadSubaccountById, type SubaccountInfo } from './subaccounts';
import { isUserTrade, userTradeId } from './user-tape';
import { VenueMarket } from './venue-market';

export interface Actor {
  readonly userId: number;
  readonly entityId: number;
}

/** What one commit changed for one subaccount (the private stream's input). */
export interface SubaccountChange {
  readonly subaccountId: number;
  readonly accountId: number;
  readonly seq: number;
  readonly orders: OrderRecord[];
  readonly fills: (FillView & { symbol: string; side: string; clientOrderId: string })[];
  readonly tokens: string[];
  readonly positions: Position[];
  /** Futures risk changed without an order (funding): send RiskUpdate too. */
  readonly risk?: boolean;
}

export type ChangeListener = (changes: readonly SubaccountChange[]) => void;
/** Symbols whose mark price moved (before any funding or liquidation it causes). */
export type MarkListener = (symbols: ReadonlySet<string>) => void;

export interface CreateOutcome {
  readonly record: OrderRecord;
  readonly fills: FillView[];
  readonly repeated: boolean;
}

interface Book_ {
  readonly engine: MatchingEngine;
  readonly ladder: ConsumedLadder;
  readonly instrument: TradeInstrument;
}

interface Pending {
  journal: Journal;
  fills: {
    row: FillView & { subaccountId: number; symbol: string; side: string; clientOrderId: string };
  }[];
  positions: Set<string>;
  subs: Map<number, number>;
  tokens: Map<number, Set<string>>;
  /** For the public `trades:` tape, after the commit. */
  trades: TradeMessage[];
}

export class OrderService {
  readonly books = new Map<string, Book_>();
  readonly state = new AccountState();
  /** Open orders (and, during a commit, the ones it closed). */
  readonly records = new Map<string, OrderRecord>();
  private readonly listeners = new Set<ChangeListener>();
  private readonly markListeners = new Set<MarkListener>();
  private readonly funding = new FundingClock();
  /** Orders stored PENDING_CANCEL whose cancel is still to finish (after a reload). */
  private pendingCancels: string[] = [];
  private readonly lastPrice = new Map<string, string>();
  private readonly markPrice = new Map<string, string>();
  /** Users' trades, when the market is not a VenueMarket (which keeps them on its tape). */
  private readonly userTrades = new Map<string, TradeMessage[]>();
  private chain: Promise<unknown> = Promise.resolve();
  private nextOrderId = 1;
  private nextFillId = 1;
  private nextJournalId = 1;
  private tickQueued = false;
  private stopMarket: (() => void) | null = null;
  private closed = false;

  private constructor(
    private readonly db: Kysely<Database>,
    private readonly market: MarketRuntime,
    private readonly now: Clock,
    readonly instruments: Map<string, TradeInstrument>,
  ) {}

  static async start(opts: {
    db: Kysely<Database>;
    market: MarketRuntime;
    now: Clock;
  }): Promise<OrderService> {
    const instruments = await loadTradeInstruments(opts.db, opts.market.instruments);
    const service = new OrderService(opts.db, opts.market, opts.now, instruments);
    await service.load();
    if (opts.market instanceof VenueMarket) service.attachComposition(opts.market);
    await service.run(() => service.finishPendingCancels(opts.now()));
    service.stopMarket = opts.market.onEvents((events) => {
      const marks: MarkPriceMessage[] = [];
      for (const e of events) {
        // Stops, trailing stops and holds follow the simulator's tape (docs/orders.md).
        if (e.kind === 'trade' && !isUserTrade(e.message))
          service.lastPrice.set(e.message.symbol, e.message.price);
        else if (e.kind === 'markPrice') marks.push(e.message);
      }
      if (marks.length > 0) void service.marksMoved(marks);
      service.scheduleTick();
    });
    return service;
  }

  private venueMarket: VenueMarket | null = null;

  /** The public book shows users' orders and takes (docs/orders.md "Liquidity model"). */
  private attachComposition(market: VenueMarket): void {
    this.venueMarket = market;
    market.attachUsers({
      userLotsAt: (symbol, side, price) =>
        this.books.get(symbol)?.engine.userLotsAt(side, price) ?? 0,
      takenAt: (symbol, side, price, simLots) =>
        this.books.get(symbol)?.ladder.takenAt(side, price, simLots) ?? 0,
      simChanged: (symbol, side, price, simLots) =>
        this.books.get(symbol)?.ladder.simChanged(side, price, simLots),
    });
  }

  /** Tells the composed public book which prices this commit changed. */
  private publishBook(
    records: readonly OrderRecord[],
    fills: readonly EngineFill[],
    extra: Map<string, { bids: number[]; asks: number[] }>,
  ) {
    const market = this.venueMarket;
    if (!market) return;
    const dirty = new Map<string, { bids: number[]; asks: number[] }>();
    const at = (symbol: string) => {
      let d = dirty.get(symbol);
      if (!d) dirty.set(symbol, (d = { bids: [], asks: [] }));
      return d;
    };
    for (const r of records)
      if (r.order.priceTicks !== null)
        at(r.instrument.symbol)[r.order.side === 'BUY' ? 'bids' : 'asks'].push(r.order.priceTicks);
    for (const [symbol, prices] of extra) {
      at(symbol).bids.push(...prices.bids);
      at(symbol).asks.push(...prices.asks);
    }
    if (fills.length > 0)
      for (const [symbol, book] of this.books)
        if (dirty.has(symbol)) {
          at(symbol).bids.push(...book.ladder.takenPrices('bids'));
          at(symbol).asks.push(...book.ladder.takenPrices('asks'));
        }
    for (const [symbol, prices] of dirty) market.usersChanged(symbol, prices);
  }

  onChanges(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onMarks(listener: MarkListener): () => void {
    this.markListeners.add(listener);
    return () => this.markListeners.delete(listener);
  }

  /**
   * New mark prices (the market's `markPrice` events; tests inject their own): listeners hear
   * of the move at once, then the queue pays any funding period that fell due and liquidates
   * positions past maintenance. Resolves when that queued work is done.
   */
  marksMoved(marks: readonly MarkPriceMessage[]): Promise<void> {
    if (marks.length === 0 || this.closed) return Promise.resolve();
    const symbols = new Set<string>();
    const due: FundingDue[] = [];
    for (const m of marks) {
      this.markPrice.set(m.symbol, m.markPrice);
      symbols.add(m.symbol);
      const d = this.funding.observe(m);
      if (d) due.push(d);
    }
    for (const listener of this.markListeners) listener(symbols);
    let held = false;
    for (const p of this.state.positions.values())
      if (symbols.has(p.symbol) && signDecimal(p.size) !== 0) held = true;
    if (!held && due.length === 0) return Promise.resolve();
    return this.run(async () => {
      for (const d of due) await this.payFunding(d, this.now());
      await this.liquidate(symbols);
    }).catch(() => undefined);
  }

  stop(): void {
    this.closed = true;
    this.stopMarket?.();
  }

  /** Waits for every queued command and tick (tests, shutdown). */
  async idle(): Promise<void> {
    await this.chain.catch(() => undefined);
  }

  private run<T>(task: () => Promise<T>): Promise<T> {
    const next = this.chain.then(task, task);
    this.chain = next.catch(() => undefined);
    return next;
  }

  // ---- loading (start and after a failed write) ----

  private async load(): Promise<void> {
    this.books.clear();
    this.records.clear();
    const state = this.state;
    state.balances.clear();
    state.positions.clear();
    state.settings.clear();
    state.symbolSettings.clear();
    for (const instrument of this.instruments.values())
      this.books.set(instrument.symbol, this.newBook(instrument));
    const [maxOrder, maxFill, maxJournal] = await Promise.all([
      this.db
        .selectFrom('orders')
        .select(sql<string | null>`max(id)`.as('m'))
        .executeTakeFirst(),
      this.db
        .selectFrom('fills')
        .select(sql<string | null>`max(id)`.as('m'))
        .executeTakeFirst(),
      this.db
        .selectFrom('ledger_entries')
        .select(sql<string | null>`max(journal_id)`.as('m'))
        .executeTakeFirst(),
    ]);
    this.nextOrderId = Number(maxOrder?.m ?? 0) + 1;
    this.nextFillId = Number(maxFill?.m ?? 0) + 1;
    this.nextJournalId = Number(maxJournal?.m ?? 0) + 1;
    for (const b of await this.db
      .selectFrom('balances')
      .select(['subaccount_id', 'token', 'amount'])
      .execute())
      state.addBalance(b.subaccount_id, b.token, b.amount);
    for (const p of await this.db.selectFrom('positions').selectAll().execute()) {
      const pos = state.position(p.subaccount_id, p.symbol, p.position_side);
      pos.size = p.size;
      pos.entryPrice = p.entry_price;
      pos.realizedPnl = p.realized_pnl;
    }
    for (const s of await this.db.selectFrom('trading_settings').selectAll().execute())
      state.settings.set(s.subaccount_id, {
        hedgeMode: s.hedge_mode,
        multiAssetsMode: s.multi_assets_mode,
        eventSeq: Number(s.event_seq),
      });
    for (const s of await this.db.selectFrom('symbol_settings').selectAll().execute())
      state.symbolSettings.set(`${s.subaccount_id}|${s.symbol}`, {
        leverage: s.leverage,
        marginMode: s.margin_mode === 'ISOLATED' ? 'ISOLATED' : 'CROSSED',
      });
    const open = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('status', 'in', ['NEW', 'PARTIALLY_FILLED', 'PENDING_CANCEL'])
      .orderBy('priority')
      .execute();
    this.pendingCancels = [];
    for (const row of open) {
      const book = this.books.get(row.symbol);
      if (!book) continue;
      const record = fromRow(row, book.instrument);
      this.records.set(record.order.id, record);
      book.engine.restore(record.order);
      if (record.order.status === 'PENDING_CANCEL') this.pendingCancels.push(record.order.id);
    }
  }

  /** Finishes cancels that were written PENDING_CANCEL but not CANCELED (crash, failed write). */
  private async finishPendingCancels(now: number): Promise<void> {
    const ids = this.pendingCancels;
    this.pendingCancels = [];
    for (const id of ids) {
      const record = this.records.get(id);
      if (!record || record.order.status !== 'PENDING_CANCEL') continue;
      record.order.status = record.order.filledLots > 0 ? 'PARTIALLY_FILLED' : 'NEW';
      await this.finishCancel(record, now, record.order.reason || undefined);
    }
  }

  private newBook(instrument: TradeInstrument): Book_ {
    const symbol = instrument.symbol;
    let cache: { seq: number | null; bids: [number, number][]; asks: [number, number][] } | null =
      null;
    const source = (side: 'bids' | 'asks') => {
      const market = this.market;
      const raw = market instanceof VenueMarket;
      const seq = raw ? market.rawBookSeq(symbol) : market.bookSeq(symbol);
      if (!cache || cache.seq !== seq) {
        const snap = raw ? market.rawSnapshot(symbol) : market.snapshot(symbol);
        const zip = (p: readonly number[], s: readonly number[]) =>
          p.map((x, i): [number, number] => [x, s[i] ?? 0]);
        cache = {
          seq,
          bids: snap ? zip(snap.bidPrices, snap.bidSizes) : [],
          asks: snap ? zip(snap.askPrices, snap.askSizes) : [],
        };
      }
      return cache[side];
    };
    const ladder = new ConsumedLadder(source);
    const engine = new MatchingEngine(symbol, this.gateFor(instrument), ladder, () =>
      String(this.nextOrderId++),
    );
    return { engine, ladder, instrument };
  }

  // ---- checks ----

  private last(symbol: string): string | null {
    const market = this.market;
    const ticker = market instanceof VenueMarket ? market.rawTicker(symbol) : market.ticker(symbol);
    return this.lastPrice.get(symbol) ?? ticker?.last ?? null;
  }

  mark(symbol: string): string {
    return (
      this.markPrice.get(symbol) ??
      this.market.markPrice(symbol)?.markPrice ??
      this.last(symbol) ??
      '0'
    );
  }

  /** Σ holds of a token by the subaccount's open orders and positions (excluding one order). */
  locked(sub: number, token: string, excludeId: string | null = null): string {
    const hedge = this.state.settingsOf(sub).hedgeMode;
    let total = '0';
    for (const r of this.records.values()) {
      if (r.subaccountId !== sub || r.order.id === excludeId || FINAL_STATUSES.has(r.order.status))
        continue;
      if (r.order.parentId !== null) continue; // a TWAP slice is held by its parent
      total = addDecimal(total, orderHold(r, token, this.last(r.instrument.symbol), hedge));
    }
    for (const p of this.state.positionsOf(sub)) {
      const inst = this.instruments.get(p.symbol);
      if (inst?.collateralToken !== token) continue;
      const lev = this.state.symbolSettingsOf(sub, p.symbol).leverage;
      total = addDecimal(
        total,
        divideDecimal(multiplyDecimal(p.size.replace('-', ''), p.entryPrice), String(lev)),
      );
    }
    return total;
  }

  available(sub: number, token: string, excludeId: string | null = null): string {
    return subtractDecimal(this.state.total(sub, token), this.locked(sub, token, excludeId));
  }

  private gateFor(instrument: TradeInstrument): EngineGate {
    return {
      hedgeMode: (owner) => this.state.settingsOf(owner).hedgeMode,
      positionLots: (owner, positionSide) => {
        const p = this.state.positions.get(positionKey(owner, instrument.symbol, positionSide));
        if (!p) return 0;
        return Math.round(Number(p.size) / Number(instrument.lotSize));
      },
      admit: (order, notionalTickLots, lots) => {
        const record = this.records.get(order.id);
        const sub = order.owner;
        const notional = tickLotsToQuote(notionalTickLots, instrument.tickSize, instrument.lotSize);
        let token: string;
        let need: string;
        let kind = 'balance';
        if (instrument.collateralToken === null) {
          if (order.side === 'BUY') {
            token = instrument.quoteToken;
            need = roundDecimalHalfUp(
              multiplyDecimal(notional, addDecimal('1', TAKER_FEE_RATE)),
              MONEY_PLACES,
            );
          } else {
            token = instrument.baseToken;
            need = lotsToQuantity(lots, instrument.lotSize);
          }
        } else {
          if (record && isReducing(record, this.state.settingsOf(sub).hedgeMode)) return null;
          if (order.reduceOnly || order.closePosition) return null;
          kind = 'margin';
          token = instrument.collateralToken;
          const leverage =
            record?.leverage ?? this.state.symbolSettingsOf(sub, instrument.symbol).leverage;
          need = addDecimal(
            divideDecimal(notional, String(leverage)),
            roundDecimalHalfUp(multiplyDecimal(notional, TAKER_FEE_RATE), MONEY_PLACES),
          );
        }
        const available = this.available(sub, token, order.id);
        if (compareDecimal(available, need) >= 0) return null;
        const shown = signDecimal(available) < 0 ? '0' : available;
        return `Insufficient ${kind}: ${shown} ${token} available, ${need} needed`;
      },
    };
  }

  // ---- commands ----

  create(actor: Actor, req: CheckedRequest): Promise<CreateOutcome> {
    return this.run(async () => {
      const sub = await this.subaccountFor(actor, req.subaccountId, req.accountId);
      const existing = await this.findByClientId(sub.id, req.clientOrderId);
      if (existing) return existing;
      return this.place(sub, req, this.now());
    });
  }

  private async findByClientId(sub: number, clientOrderId: string): Promise<CreateOutcome | null> {
    const row = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('subaccount_id', '=', sub)
      .where('client_order_id', '=', clientOrderId)
      .executeTakeFirst();
    if (!row) return null;
    const open = this.records.get(String(row.id));
    const instrument = this.instruments.get(row.symbol);
    if (!instrument) return null;
    const record = open ?? fromRow(row, instrument);
    return { record, fills: await this.fillsOf(String(row.id)), repeated: true };
  }

  async fillsOf(orderId: string): Promise<FillView[]> {
    const rows = await this.db
      .selectFrom('fills')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    return rows.map((f) => ({
      fillId: String(f.id),
      orderId: String(f.order_id),
      price: f.price,
      quantity: f.quantity,
      fee: f.fee,
      feeToken: f.fee_token,
      liquidity: f.liquidity === 'MAKER' ? 'MAKER' : 'TAKER',
      realizedPnl: f.realized_pnl,
      time: Number(f.time),
    }));
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

  private async place(
    sub: SubaccountInfo,
    req: CheckedRequest,
    now: number,
    liquidation = false,
  ): Promise<CreateOutcome> {
    const book = this.books.get(req.market);
    if (!book) throw new ApiError(404, 'NOT_FOUND', `Unknown market ${req.market}`, 'market');
    const inst = book.instrument;
    const derivative = inst.collateralToken !== null;
    // Units: 4xx before anything is stored.
    const lots = req.quantity === null ? 0 : toLots(req.quantity, inst.lotSize, 'quantity');
    const priceTicks = toTicks(req.limitPrice, inst.tickSize, 'limitPrice');
    const stopTicks = toTicks(req.stopPrice, inst.tickSize, 'stopPrice');
    const activationTicks = toTicks(req.activationPrice, inst.tickSize, 'activationPrice');
    if (req.closePosition && !derivative)
      throw bad('closePosition is for futures and perpetuals', 'closePosition');
    const settings = this.state.settingsOf(sub.id);
    const symbolSettings = this.state.symbolSettingsOf(sub.id, inst.symbol);
    if (derivative && settings.hedgeMode && req.positionSide === 'BOTH')
      throw bad('positionSide LONG or SHORT is required in hedge mode', 'positionSide');
    if (derivative && !settings.hedgeMode && req.positionSide !== 'BOTH')
      throw bad('positionSide must be BOTH in one-way mode', 'positionSide');
    if (!derivative && req.positionSide !== 'BOTH')
      throw bad('positionSide is for futures', 'positionSide');
    const closeLots = req.closePosition
      ? Math.abs(
          Math.round(
            Number(this.state.position(sub.id, inst.symbol, req.positionSide).size) /
              Number(inst.lotSize),
          ),
        )
      : 0;
    const twapStart = req.startTime > 0 ? req.startTime : now;
    const twapEnd = req.endTime > 0 ? req.endTime : twapStart + req.duration;
    const input: NewOrder = {
      id: String(this.nextOrderId++),
      owner: sub.id,
      side: req.side,
      type: req.type,
      tif: req.type === 'MARKET' && req.tif === 'GTC' ? 'IOC' : req.tif,
      lots: lots > 0 ? lots : Math.max(1, closeLots),
      priceTicks: req.type === 'TWAP' ? priceTicks : priceTicks,
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
    const leverage = derivative ? symbolSettings.leverage : 1;
    const marginMode = derivative ? req.marginMode || symbolSettings.marginMode : '';
    const template = {
      clientOrderId: req.clientOrderId,
      subaccountId: sub.id,
      accountId: sub.accountId,
      instrument: inst,
      quantity: req.quantity ?? lotsToQuantity(input.lots, inst.lotSize),
      limitPrice: req.limitPrice,
      stopPrice: req.stopPrice,
      activationPrice: req.activationPrice,
      callbackRate: req.callbackRate,
      marginMode,
      leverage,
      startTime: req.type === 'TWAP' ? twapStart : req.startTime,
      endTime: req.type === 'TWAP' ? twapEnd : req.endTime,
      duration: req.duration,
      numberOfSlices: req.numberOfSlices,
    };
    const refusal = liquidation
      ? null
      : !sub.canTrade
        ? 'This account cannot trade'
        : sub.accountType !== 0 && sub.accountType !== 3
          ? 'Orders are placed on Edge accounts only'
          : sub.productTypes.length > 0 && !sub.productTypes.includes(inst.productType)
            ? `This account does not trade ${inst.productType}`
            : req.closePosition && closeLots === 0
              ? 'There is no position to close'
              : null;
    let result: EngineResult;
    let record: OrderRecord;
    if (refusal !== null) {
      const order = createOrder(input, now, 0);
      order.status = 'REJECTED';
      order.reason = refusal;
      record = this.newRecord(order, template);
      result = { orders: [order], fills: [] };
    } else {
      // The record must exist before the engine runs: the gate reads its leverage.
      const probe = createOrder(input, now, 0);
      record = this.newRecord(probe, template);
      this.records.set(input.id, record);
      result = book.engine.submit(input, now);
      const order = result.orders.find((o) => o.id === input.id) ?? probe;
      if (liquidation)
        order.reason =
          order.reason === '' ? LIQUIDATION_REASON : `${LIQUIDATION_REASON}: ${order.reason}`;
      this.records.delete(input.id);
      record = this.newRecord(order, template);
      this.records.set(order.id, record);
    }
    const fills = await this.commit(result, now, new Map([[record.order.id, record]]));
    return { record, fills: fills.get(record.order.id) ?? [], repeated: false };
  }

  private newRecord(
    order: EngineOrder,
    t: Omit<OrderRecord, 'order' | 'executedQuantity' | 'executedNotional' | 'fee' | 'feeToken'>,
  ): OrderRecord {
    const feeToken = t.instrument.collateralToken ?? t.instrument.quoteToken;
    return { ...t, order, executedQuantity: '0', executedNotional: '0', fee: '0', feeToken };
  }

  cancel(
    actor: Actor,
    req: CheckedCancel,
  ): Promise<{ record: OrderRecord; alreadyFinal: boolean }> {
    return this.run(async () => {
      const sub = await this.subaccountFor(actor, req.subaccountId, req.accountId);
      return this.cancelIn(sub, req, this.now());
    });
  }

  private async cancelIn(sub: SubaccountInfo, req: CheckedCancel, now: number) {
    const record = await this.recordOf(sub.id, req.orderId);
    if (req.market !== '' && req.market !== record.instrument.symbol)
      throw bad('market does not match the order', 'market');
    if (req.side !== null && req.side !== record.order.side)
      throw bad('side does not match the order', 'side');
    if (FINAL_STATUSES.has(record.order.status)) return { record, alreadyFinal: true };
    if (record.order.status === 'PENDING_CANCEL') return { record, alreadyFinal: false };
    const book = this.books.get(record.instrument.symbol);
    if (!book) return { record, alreadyFinal: true };
    if (record.order.type === 'TWAP' && this.records.get(record.order.id) === record) {
      // Not immediate: the parent is written PENDING_CANCEL (no slice starts from it, also
      // after a crash), its working slices are canceled, then it is CANCELED.
      const before = record.order.status;
      record.order.status = 'PENDING_CANCEL';
      try {
        await this.commit({ orders: [record.order], fills: [] }, now, new Map());
      } catch (error) {
        if (this.records.get(record.order.id) === record) record.order.status = before;
        throw error;
      }
      record.order.status = before;
      await this.finishCancel(record, now);
      return { record, alreadyFinal: false };
    }
    const result = book.engine.cancel(record.order.id, now);
    if (!result) return { record, alreadyFinal: true };
    await this.commit(result, now, new Map());
    return { record, alreadyFinal: false };
  }

  /** Cancels an order's open TWAP slices, then the order itself (one commit each). */
  private async finishCancel(record: OrderRecord, now: number, reason?: string): Promise<void> {
    const book = this.books.get(record.instrument.symbol);
    if (!book) return;
    for (const child of [...this.records.values()])
      if (child.order.parentId === record.order.id && !FINAL_STATUSES.has(child.order.status)) {
        const r = book.engine.cancel(child.order.id, now);
        if (r) await this.commit(r, now, new Map());
      }
    const result =
      reason === undefined
        ? book.engine.cancel(record.order.id, now)
        : book.engine.cancel(record.order.id, now, reason);
    if (result) await this.commit(result, now, new Map());
  }

  private async recordOf(sub: number, orderId: string): Promise<OrderRecord> {
    const open = this.records.get(orderId);
    if (open && open.subaccountId === sub) return open;
    const row = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('subaccount_id', '=', sub)
      .executeTakeFirst();
    const instrument = row ? this.instruments.get(row.symbol) : undefined;
    if (!row || !instrument) throw new ApiError(404, 'NOT_FOUND', `No order ${orderId}`, 'orderId');
    return fromRow(row, instrument);
  }

  /** Cancel-replace (docs/api.md): the original is canceled, the replacement placed. */
  edit(
    actor: Actor,
    cancel: CheckedCancel,
    changes: (original: OrderRecord) => CheckedRequest,
  ): Promise<{ previous: OrderRecord; cancelled: boolean; outcome: CreateOutcome | null }> {
    return this.run(async () => {
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
      const { alreadyFinal } = await this.cancelIn(sub, cancel, now);
      if (alreadyFinal) return { previous, cancelled: false, outcome: null };
      return { previous, cancelled: true, outcome: await this.place(sub, req, now) };
    });
  }

  // ---- market ticks ----

  private scheduleTick(): void {
    if (this.tickQueued || this.closed) return;
    let any = false;
    for (const b of this.books.values()) if (b.engine.openOrders().length > 0) any = true;
    if (!any) return;
    this.tickQueued = true;
    void this.run(async () => {
      this.tickQueued = false;
      await this.tick();
    }).catch(() => undefined);
  }

  /** Advances every engine with open orders (stops, trailing stops, TWAP slices, crosses). */
  async tick(): Promise<void> {
    const now = this.now();
    if (this.pendingCancels.length > 0) await this.finishPendingCancels(now);
    for (const book of this.books.values()) {
      if (book.engine.openOrders().length === 0) continue;
      const symbol = book.instrument.symbol;
      const tickSize = book.instrument.tickSize;
      const toT = (p: string | null) => {
        if (p === null || p === '') return null;
        try {
          return priceToTicks(p, tickSize);
        } catch {
          return null;
        }
      };
      const result = book.engine.tick(now, {
        lastTicks: toT(this.last(symbol)),
        markTicks: book.instrument.collateralToken === null ? null : toT(this.mark(symbol)),
      });
      if (result.orders.length > 0 || result.fills.length > 0)
        await this.commit(result, now, new Map());
    }
  }

  // ---- funding and liquidation (after mark moves) ----

  /** Books one funding period for every open position of its symbol, once (period key). */
  private async payFunding(due: FundingDue, now: number): Promise<void> {
    const token = this.instruments.get(due.symbol)?.collateralToken;
    if (!token) return;
    const positions = [...this.state.positions.values()].filter(
      (p) => p.symbol === due.symbol && signDecimal(p.size) !== 0,
    );
    const journal = fundingJournal(due, token, positions);
    await this.commitJournal(journal, now, async (tx) => {
      const claimed = await tx
        .insertInto('funding_periods')
        .values({
          symbol: due.symbol,
          funding_time: due.fundingTime,
          rate: due.rate,
          mark_price: due.markPrice,
          paid_at: now,
          positions: positions.length,
        })
        .onConflict((oc) => oc.columns(['symbol', 'funding_time']).doNothing())
        .returning('symbol')
        .execute();
      return claimed.length > 0;
    });
  }

  /**
   * Positions past maintenance on the moved symbols: their subaccount's open orders on the
   * symbol are canceled, then a reduce-only MARKET order closes the position through the
   * normal order path (fills, ledger, stream), its reason LIQUIDATION.
   */
  private async liquidate(symbols: ReadonlySet<string>): Promise<void> {
    for (const target of liquidationTargets(this, symbols)) {
      const now = this.now();
      const book = this.books.get(target.symbol);
      if (!book) continue;
      for (const r of [...this.records.values()]) {
        if (r.subaccountId !== target.subaccountId || r.instrument.symbol !== target.symbol)
          continue;
        if (r.order.parentId !== null || FINAL_STATUSES.has(r.order.status)) continue;
        await this.finishCancel(r, now, LIQUIDATION_CANCEL_REASON);
      }
      const position = this.state.position(target.subaccountId, target.symbol, target.positionSide);
      if (signDecimal(position.size) === 0) continue;
      const sub = await loadSubaccountById(this.db, target.subaccountId);
      if (!sub) continue;
      const clientOrderId = `liq-${createHash('sha256')
        .update(`${target.symbol}/${target.positionSide}/${now}/${this.nextOrderId}`)
        .digest('base64url')
        .slice(0, 32)}`;
      await this.place(
        sub,
        {
          clientOrderId,
          market: target.symbol,
          accountId: sub.accountId,
          subaccountId: sub.id,
          side: signDecimal(position.size) > 0 ? 'SELL' : 'BUY',
          type: 'MARKET',
          tif: 'IOC',
          positionSide: target.positionSide as CheckedRequest['positionSide'],
          quantity: null,
          limitPrice: null,
          stopPrice: null,
          activationPrice: null,
          callbackRate: null,
          reduceOnly: true,
          postOnly: false,
          closePosition: true,
          priceProtect: false,
          hedgeMode: this.state.settingsOf(sub.id).hedgeMode,
          marginMode: '',
          startTime: 0,
          endTime: 0,
          duration: 0,
          numberOfSlices: 0,
        },
        now,
        true,
      );
    }
  }

  /**
   * Books a journal that is not a trade (funding) in one transaction with `claim` (which
   * returns false when the change was already booked: then nothing is written), raises the
   * touched subaccounts' event seq, then updates memory and the private stream.
   */
  private async commitJournal(
    journal: Journal,
    now: number,
    claim: (tx: Transaction<Database>) => Promise<boolean>,
  ): Promise<boolean> {
    journal.check();
    const deltas: [number, string, string][] = [];
    for (const [sub, tokens] of journal.deltas())
      for (const [token, delta] of tokens) deltas.push([sub, token, delta]);
    const subs = [...new Set(deltas.map(([sub]) => sub))];
    const journalId = this.nextJournalId++;
    const seqs = new Map<number, number>();
    const accounts = new Map<number, number>();
    const applied = await this.db.transaction().execute(async (tx) => {
      if (!(await claim(tx))) return false;
      await insertJournal(tx, journalId, journal, now);
      await applyBalanceDeltas(tx, deltas);
      for (const [sub, seq] of await raiseEventSeqs(tx, subs)) seqs.set(sub, seq);
      if (subs.length > 0)
        for (const row of await tx
          .selectFrom('subaccounts')
          .select(['id', 'account_id'])
          .where('id', 'in', subs)
          .execute())
          accounts.set(row.id, row.account_id);
      return true;
    });
    if (!applied) return false;
    for (const [sub, token, delta] of deltas) this.state.addBalance(sub, token, delta);
    for (const [sub, seq] of seqs) this.state.settingsOf(sub).eventSeq = seq;
    const changes: SubaccountChange[] = subs.map((sub) => ({
      subaccountId: sub,
      accountId: accounts.get(sub) ?? 0,
      seq: seqs.get(sub) ?? this.state.settingsOf(sub).eventSeq,
      orders: [],
      fills: [],
      tokens: [...new Set(deltas.filter(([s]) => s === sub).map(([, token]) => token))],
      positions: [],
      risk: true,
    }));
    for (const listener of this.listeners) listener(changes);
    return true;
  }

  // ---- commit ----

  private recordFor(order: EngineOrder, fresh: Map<string, OrderRecord>): OrderRecord {
    const known = fresh.get(order.id) ?? this.records.get(order.id);
    if (known) return known;
    // A TWAP slice: described by its parent.
    const parent = order.parentId === null ? undefined : this.records.get(order.parentId);
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
    this.records.set(order.id, record);
    return record;
  }

  /**
   * Books the engine's result: fills into the ledger and positions, every touched order,
   * all in one transaction; then updates memory and tells the listeners. A failed write
   * reloads everything from the database (the engine's in-memory step is discarded).
   */
  private async commit(
    result: EngineResult,
    now: number,
    fresh: Map<string, OrderRecord>,
  ): Promise<Map<string, FillView[]>> {
    const pending: Pending = {
      journal: new Journal(),
      fills: [],
      positions: new Set(),
      subs: new Map(),
      tokens: new Map(),
      trades: [],
    };
    const touch = (r: OrderRecord, ...tokens: string[]) => {
      pending.subs.set(r.subaccountId, r.accountId);
      let set = pending.tokens.get(r.subaccountId);
      if (!set) pending.tokens.set(r.subaccountId, (set = new Set()));
      for (const t of tokens) set.add(t);
    };
    const balanceDeltas: [number, string, string][] = [];
    const positionsBefore = new Map<string, Position>();
    const byOrder = new Map<string, FillView[]>();
    const records = result.orders.map((o) => this.recordFor(o, fresh));
    for (const r of records) {
      const inst = r.instrument;
      touch(
        r,
        ...(inst.collateralToken ? [inst.collateralToken] : [inst.baseToken, inst.quoteToken]),
      );
    }
    const journalId = this.nextJournalId++;
    for (const fill of result.fills)
      this.bookFill(fill, fresh, pending, positionsBefore, byOrder, touch);
    pending.journal.check();
    for (const [sub, tokens] of pending.journal.deltas())
      for (const [token, delta] of tokens) balanceDeltas.push([sub, token, delta]);
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
    try {
      await this.db.transaction().execute(async (tx) => {
        for (const r of records) {
          const row = toRow(r);
          await tx
            .insertInto('orders')
            .values(row)
            .onConflict((oc) => oc.column('id').doUpdateSet(row))
            .execute();
        }
        for (const { row } of pending.fills)
          await tx
            .insertInto('fills')
            .values({
              id: row.fillId,
              order_id: row.orderId,
              subaccount_id: row.subaccountId,
              symbol: row.symbol,
              side: row.side,
              price: row.price,
              quantity: row.quantity,
              fee: row.fee,
              fee_token: row.feeToken,
              liquidity: row.liquidity,
              realized_pnl: row.realizedPnl,
              time: row.time,
            })
            .execute();
        await insertJournal(tx, journalId, pending.journal, now);
        await applyBalanceDeltas(tx, balanceDeltas);
        for (const key of pending.positions) {
          const p = this.state.positions.get(key);
          if (!p) continue;
          const row = {
            subaccount_id: p.subaccountId,
            symbol: p.symbol,
            position_side: p.positionSide,
            size: p.size,
            entry_price: p.entryPrice,
            realized_pnl: p.realizedPnl,
            updated_at: now,
          };
          await tx
            .insertInto('positions')
            .values(row)
            .onConflict((oc) =>
              oc.columns(['subaccount_id', 'symbol', 'position_side']).doUpdateSet(row),
            )
            .execute();
        }
        for (const [sub, seq] of await raiseEventSeqs(tx, [...pending.subs.keys()]))
          seqs.set(sub, seq);
      });
    } catch (error) {
      // Nothing was acknowledged: rebuild engines and accounts from what the database holds.
      for (const [key, before] of positionsBefore) this.state.positions.set(key, before);
      await this.load();
      throw error;
    }
    for (const [sub, token, delta] of balanceDeltas) this.state.addBalance(sub, token, delta);
    for (const [sub, seq] of seqs) this.state.settingsOf(sub).eventSeq = seq;
    for (const r of records)
      if (FINAL_STATUSES.has(r.order.status)) this.records.delete(r.order.id);
    this.publishBook(records, result.fills, new Map());
    this.publishTrades(pending.trades);
    this.publish(records, pending, seqs);
    return byOrder;
  }

  private bookFill(
    fill: EngineFill,
    fresh: Map<string, OrderRecord>,
    pending: Pending,
    positionsBefore: Map<string, Position>,
    byOrder: Map<string, FillView[]>,
    touch: (r: OrderRecord, ...tokens: string[]) => void,
  ): void {
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
      tradeId: userTradeId(this.nextFillId),
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
        const p = this.state.position(r.subaccountId, inst.symbol, r.order.positionSide);
        if (!positionsBefore.has(key)) positionsBefore.set(key, { ...p });
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
        fillId: String(this.nextFillId++),
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
      pending.fills.push({ row: view });
      let list = byOrder.get(r.order.id);
      if (!list) byOrder.set(r.order.id, (list = []));
      list.push(view);
      touch(
        r,
        ...(inst.collateralToken ? [inst.collateralToken] : [inst.baseToken, inst.quoteToken]),
      );
    }
  }

  /** Committed user trades go on the public tape (`trades:<symbol>`, ticker). */
  private publishTrades(trades: readonly TradeMessage[]): void {
    if (trades.length === 0) return;
    if (this.venueMarket) {
      this.venueMarket.publishUserTrades(trades);
      return;
    }
    for (const t of trades) {
      let tape = this.userTrades.get(t.symbol);
      if (!tape) this.userTrades.set(t.symbol, (tape = []));
      tape.push(t);
      if (tape.length > 100) tape.splice(0, tape.length - 50);
    }
  }

  private publish(records: OrderRecord[], pending: Pending, seqs: Map<number, number>): void {
    if (this.listeners.size === 0) return;
    const changes: SubaccountChange[] = [];
    for (const [sub, accountId] of pending.subs) {
      changes.push({
        subaccountId: sub,
        accountId,
        seq: seqs.get(sub) ?? this.state.settingsOf(sub).eventSeq,
        orders: records.filter((r) => r.subaccountId === sub),
        fills: pending.fills.filter((f) => f.row.subaccountId === sub).map((f) => f.row),
        tokens: [...(pending.tokens.get(sub) ?? [])],
        positions: [...pending.positions]
          .map((k) => this.state.positions.get(k))
          .filter((p): p is Position => p !== undefined && p.subaccountId === sub),
      });
    }
    for (const listener of this.listeners) listener(changes);
  }

  /**
   * Balances moved outside the engine (an RFQ/RFS/options execution booked by the quote
   * service) reach the private stream like an order's: one change, after its commit.
   */
  announceBalances(subaccountId: number, accountId: number, seq: number, tokens: string[]): void {
    const change: SubaccountChange = {
      subaccountId,
      accountId,
      seq,
      orders: [],
      fills: [],
      tokens,
      positions: [],
    };
    for (const listener of this.listeners) listener([change]);
  }

  // ---- settings (leverage, modes) ----

  runExclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.run(task);
  }

  hasOpenOrders(sub: number, symbol?: string): boolean {
    for (const r of this.records.values())
      if (r.subaccountId === sub && (symbol === undefined || r.instrument.symbol === symbol))
        return true;
    return false;
  }

  holdPriceOf(r: OrderRecord): string {
    return holdPrice(r, this.last(r.instrument.symbol));
  }

  static readonly DEFAULT_LEVERAGE = DEFAULT_LEVERAGE;

  ticker(symbol: string) {
    return this.market.ticker(symbol);
  }

  /** The public tape of a symbol (simulated and user trades), oldest first. */
  recentTrades(
    symbol: string,
  ): { tradeId: string; price: string; quantity: string; side: string; time: number }[] {
    // A VenueMarket's tape already holds the users' trades.
    return [...this.market.recentTrades(symbol), ...(this.userTrades.get(symbol) ?? [])]
      .sort((a, b) => a.serverTime - b.serverTime)
      .slice(-50)
      .map((t) => ({
        tradeId: t.tradeId,
        price: t.price,
        quantity: t.quantity,
        side: t.side === TAKER_BUY ? 'BUY' : 'SELL',
        time: t.serverTime,
      }));
  }
}

export type OrderDataMessage = desk.orders.IOrderData;

async function insertJournal(
  tx: Transaction<Database>,
  journalId: number,
  journal: Journal,
  now: number,
): Promise<void> {
  if (journal.entries.length === 0) return;
  await tx
    .insertInto('ledger_entries')
    .values(
      journal.entries.map((e) => ({
        journal_id: journalId,
        book: e.book,
        token: e.token,
        amount: e.amount,
        kind: e.kind,
        ref: e.ref,
        time: now,
      })),
    )
    .execute();
}

async function applyBalanceDeltas(
  tx: Transaction<Database>,
  deltas: readonly (readonly [number, string, string])[],
): Promise<void> {
  for (const [sub, token, delta] of deltas)
    await tx
      .insertInto('balances')
      .values({ subaccount_id: sub, token, amount: delta })
      .onConflict((oc) =>
        oc
          .columns(['subaccount_id', 'token'])
          .doUpdateSet({ amount: sql`balances.amount + excluded.amount` }),
      )
      .execute();
}

/** Raises each subaccount's event counter by one (docs/stream-protocol.md "Sequence"). */
async function raiseEventSeqs(
  tx: Transaction<Database>,
  subs: readonly number[],
): Promise<Map<number, number>> {
  const seqs = new Map<number, number>();
  for (const sub of subs) {
    const row = await tx
      .insertInto('trading_settings')
      .values({ subaccount_id: sub, event_seq: 1 })
      .onConflict((oc) =>
        oc.column('subaccount_id').doUpdateSet({ event_seq: sql`trading_settings.event_seq + 1` }),
      )
      .returning('event_seq')
      .executeTakeFirstOrThrow();
    seqs.set(sub, Number(row.event_seq));
  }
  return seqs;
}

/**
 * A TWAP slice's client order id: unique per slice (client order ids are unique per
 * subaccount), the same after a restart, and within the 36-character limit however long the
 * parent's id is. Appending a counter to the parent's id and cutting at 36 made every slice of
 * a UUID-keyed parent collide with the parent.
 */
export function sliceClientOrderId(parentClientOrderId: string, sliceOrderId: string): string {
  const digest = createHash('sha256')
    .update(`${parentClientOrderId}/${sliceOrderId}`)
    .digest('base64url');
  return `twap-${digest.slice(0, 31)}`;
}
