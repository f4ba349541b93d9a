// The order service: the one door to Edge trading. It composes the venue's memory
// (venue-state), the serial queue every command and tick runs in (serial-queue), the commands
// (commands), the market's effects (market-ticks), the transactional commit (commit), the
// reads (read-model), the trading settings (trading-settings) and what is published after a
// commit (publisher), so callers hold one object.
import type { Kysely } from 'kysely';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import type { MarketRuntime } from '../market-runtime/runtime';
import type { MarkPriceMessage } from '../market/types';
import type { AccountState } from './account-state';
import { admissionGate } from './admission';
import type { CheckedCancel, CheckedRequest } from './codec';
import {
  OrderCommands,
  type Actor,
  type CancelOutcome,
  type CreateOutcome,
  type EditOutcome,
} from './commands';
import { Committer } from './commit';
import { loadTradeInstruments, type TradeInstrument } from './instruments';
import { allStoredLocks, writeLocks } from './lock-store';
import { MarketTicks } from './market-ticks';
import { PriceBoard } from './prices';
import {
  OrderPublisher,
  type ChangeListener,
  type MarkListener,
  type SubaccountChange,
} from './publisher';
import { VenueReadModel, type AccountReader, type TapeTrade } from './read-model';
import type { OrderRecord } from './record';
import { SerialQueue } from './serial-queue';
import { TradeTape } from './trade-tape';
import { attachUserLiquidity, createTradingBook, type TradingBook } from './trading-book';
import { TradingSettings } from './trading-settings';
import { VenueMarket } from './venue-market';
import type { IdStride } from './id-stride';
import { HOME_SHARD } from './shards';
import { loadVenue, VenueState } from './venue-state';

export type { Actor, CreateOutcome } from './commands';
export type { SubaccountChange } from './publisher';

export class OrderService implements AccountReader {
  /** Leverage, position mode, multi-assets mode and margin type of subaccounts. */
  readonly settings: TradingSettings;
  private readonly queue = new SerialQueue();
  private readonly venue: VenueState;
  private readonly read: VenueReadModel;
  private readonly publisher: OrderPublisher;
  private readonly commands: OrderCommands;
  private readonly ticks: MarketTicks;
  /** Rebuilds the venue's memory from the database (start, and after a failed write). */
  private readonly load: () => Promise<void>;
  private stopMarket: (() => void) | null = null;

  private constructor(
    private readonly db: Kysely<Database>,
    market: MarketRuntime,
    now: Clock,
    venue: VenueState,
  ) {
    this.venue = venue;
    const prices = new PriceBoard(market);
    const tape = new TradeTape(market);
    this.read = new VenueReadModel(venue, prices, market, tape);
    const venueMarket = market instanceof VenueMarket ? market : null;
    this.publisher = new OrderPublisher(tape, venueMarket, venue.books);
    const nextOrderId = () => String(venue.orderIds.take());
    const reload = () =>
      loadVenue(db, venue, (instrument) =>
        createTradingBook(
          instrument,
          market,
          admissionGate(instrument, venue, this.read),
          nextOrderId,
        ),
      );
    const committer = new Committer(db, venue, this.publisher, reload, (pairs) =>
      this.read.lockedOf(pairs),
    );
    this.commands = new OrderCommands(db, venue, committer, now, (symbol) => prices.last(symbol));
    this.ticks = new MarketTicks({
      db,
      now,
      venue,
      prices,
      read: this.read,
      queue: this.queue,
      commands: this.commands,
      committer,
      publisher: this.publisher,
    });
    this.settings = new TradingSettings(db, venue, this.read, this.queue);
    this.load = reload;
  }

  static async start(opts: {
    db: Kysely<Database>;
    market: MarketRuntime;
    now: Clock;
    /** Which shard of how many this engine is: its instruments (shards.ts) and its order,
     *  fill and journal ids (id-stride.ts). Default: the one engine, owning everything. */
    shard?: IdStride;
  }): Promise<OrderService> {
    const instruments = await loadTradeInstruments(opts.db, opts.market.instruments);
    const service = new OrderService(
      opts.db,
      opts.market,
      opts.now,
      new VenueState(instruments, opts.shard),
    );
    await service.load();
    if (opts.market instanceof VenueMarket) attachUserLiquidity(opts.market, service.venue.books);
    await service.queue.run(() => service.commands.finishPendingCancels(opts.now()));
    service.stopMarket = opts.market.onEvents((events) => service.ticks.onMarketEvents(events));
    return service;
  }

  /**
   * Stores memory's lock of every balance (lock-store.ts), once the option margins are loaded:
   * a database from before the stored locks, or any drift, is set right at start.
   */
  storeAllLocks(): Promise<void> {
    return this.queue.run(async () => {
      const shard = this.venue.shard.index;
      const stored = await allStoredLocks(this.db, shard);
      const pairs = new Map<string, [number, string]>();
      for (const l of stored) pairs.set(`${l.subaccountId}|${l.token}`, [l.subaccountId, l.token]);
      for (const [sub, token] of this.read.lockPairs()) pairs.set(`${sub}|${token}`, [sub, token]);
      const all = [...pairs.values()];
      const locked = this.read.lockedOf(all);
      const locks = all.map(([subaccountId, token], i) => ({
        subaccountId,
        token,
        locked: locked[i] ?? '0',
      }));
      await this.db.transaction().execute((tx) => writeLocks(tx, locks, shard));
    });
  }

  stop(): void {
    this.ticks.stop();
    this.stopMarket?.();
  }

  /** Waits for every queued command and tick (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /** Runs a task in the order queue (nothing else changes the venue meanwhile). */
  runExclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.queue.run(task);
  }

  /** Reads memory back from the database between commands (what a refused commit does). */
  reload(): Promise<void> {
    return this.queue.run(this.load);
  }

  // ---- commands ----

  create(actor: Actor, req: CheckedRequest): Promise<CreateOutcome> {
    return this.queue.run(() => this.commands.create(actor, req));
  }

  cancel(actor: Actor, req: CheckedCancel): Promise<CancelOutcome> {
    return this.queue.run(() => this.commands.cancel(actor, req));
  }

  /** Cancel-replace (docs/api.md): the original is canceled, the replacement placed. */
  edit(
    actor: Actor,
    cancel: CheckedCancel,
    changes: (original: OrderRecord) => CheckedRequest,
  ): Promise<EditOutcome> {
    return this.queue.run(() => this.commands.edit(actor, cancel, changes));
  }

  /** New mark prices: funding and liquidation follow in the queue (see MarketTicks). */
  marksMoved(marks: readonly MarkPriceMessage[]): Promise<void> {
    return this.ticks.marksMoved(marks);
  }

  // ---- memory and reads ----

  get books(): ReadonlyMap<string, TradingBook> {
    return this.venue.books;
  }

  get state(): AccountState {
    return this.venue.accounts;
  }

  /** Which shard of how many this engine is (shards.ts). */
  get shard(): IdStride {
    return this.venue.shard;
  }

  /** Open orders (and, during a commit, the ones it closed). */
  get records(): ReadonlyMap<string, OrderRecord> {
    return this.venue.records;
  }

  get instruments(): ReadonlyMap<string, TradeInstrument> {
    return this.venue.instruments;
  }

  locked(sub: number, token: string, excludeId: string | null = null): string {
    return this.read.locked(sub, token, excludeId);
  }

  /**
   * A subaccount's option margin now: it is the home shard's hold (shards.ts), so another shard
   * keeps none in memory and its own rows never count it.
   */
  holdOptionMargin(sub: number, token: string, amount: string): void {
    if (this.venue.shard.index === HOME_SHARD) this.venue.accounts.setHold(sub, token, amount);
  }

  /** Whether this engine matches the market (its shard owns it). */
  owns(symbol: string): boolean {
    return this.venue.owns(symbol);
  }

  /** This engine's part of `locked` (what its own stored rows hold). */
  ownLocked(sub: number, token: string): string {
    return this.read.ownLocked(sub, token);
  }

  available(sub: number, token: string, excludeId: string | null = null): string {
    return this.read.available(sub, token, excludeId);
  }

  mark(symbol: string): string {
    return this.read.mark(symbol);
  }

  hasOpenOrders(sub: number, symbol?: string): boolean {
    return this.read.hasOpenOrders(sub, symbol);
  }

  openOrders(sub: number, symbol?: string): OrderRecord[] {
    return this.read.openOrders(sub, symbol);
  }

  ticker(symbol: string) {
    return this.read.ticker(symbol);
  }

  recentTrades(symbol: string): TapeTrade[] {
    return this.read.recentTrades(symbol);
  }

  // ---- publishing ----

  onChanges(listener: ChangeListener): () => void {
    return this.publisher.onChanges(listener);
  }

  onMarks(listener: MarkListener): () => void {
    return this.publisher.onMarks(listener);
  }

  /**
   * Balances moved outside the engine (an RFQ/RFS/options execution booked by the quote
   * service) reach the private stream like an order's: one change, after its commit.
   */
  announceBalances(subaccountId: number, accountId: number, seq: number, tokens: string[]): void {
    this.publisher.announceBalances(subaccountId, accountId, seq, tokens);
  }

  /**
   * Positions moved outside the engine (a derivative allocation, server/posttrade) reach the
   * private stream like a commit's changes; call only after the write committed.
   */
  announceChanges(changes: readonly SubaccountChange[]): void {
    this.publisher.changes(changes);
  }
}
