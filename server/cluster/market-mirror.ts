// A cluster gateway's copy of the market (issue 20, docs/scale-out.md): it follows the
// engine's `md.<symbol>.<kind>` messages, keeps the latest ticker, mark, candles and trades of
// every symbol, and the books its sockets hold (holdBook: `md.<symbol>.book` is followed only
// while someone holds that book, so a gateway receives only the deltas its sockets want), by
// applying the deltas (checked by sequence and checksum, domain/market/book.ts), so a new
// subscriber gets its snapshot here without asking the engine. A book loaded on first hold, or
// that misses a delta (core NATS is at most once; NATS or the engine restarted), is loaded by a
// request to the engine; its subscribers then get a fresh snapshot (onResync).
import type { FastifyBaseLogger } from 'fastify';
import { OrderBook } from '../../domain/market/book';
import type { Bus, BusSubscription } from '../bus/bus';
import type { MarketInstrument } from '../market-runtime/instruments';
import { RECENT_TRADES, type MarketListener } from '../market-runtime/runtime';
import type { Timers, TimerHandle } from '../market-runtime/timers';
import type {
  BookDeltaMessage,
  BookSnapshotMessage,
  KlineInterval,
  KlineMessage,
  MarketEvent,
  MarkPriceMessage,
  TickerMessage,
  TradeMessage,
} from '../market/types';
import type { StreamMarket } from '../stream/gateway';
import {
  decodeJson,
  encodeJson,
  MARKET_PREFIX,
  marketStateSubject,
  marketSubject,
  type MarketKind,
  type MarketState,
} from './market-wire';

/** How long a state request may take, and the pause before a failed one is tried again. */
const STATE_REQUEST_MILLIS = 5000;
const RELOAD_RETRY_MILLIS = 500;
/** Deltas kept while a book reloads (older ones are dropped first). */
const MAX_BUFFERED = 10_000;
/** A book nobody holds any more is followed this much longer, so a quick re-subscribe (a page
 *  reload, a market switched back) finds it in step. */
export const BOOK_LINGER_MILLIS = 10_000;
/** Followed for every symbol: small messages that market lists want for all. */
const EVERY_SYMBOL_KINDS: readonly MarketKind[] = ['trades', 'ticker', 'mark', 'kline'];

interface SymbolMirror {
  readonly instrument: MarketInstrument;
  readonly book: OrderBook;
  tickSize: string;
  lotSize: string;
  serverTime: number;
  /** A state request is out: deltas wait here until it answers. */
  loading: boolean;
  buffered: BookDeltaMessage[];
  trades: TradeMessage[];
  ticker: TickerMessage | null;
  mark: MarkPriceMessage | null;
  readonly klines: Map<KlineInterval, KlineMessage>;
  /** Sockets (and quote ladders) holding the book; its deltas are followed while above 0. */
  holders: number;
  bookSubscription: Promise<BusSubscription | null> | null;
  linger: TimerHandle | null;
}

export interface MarketMirrorOptions {
  readonly bus: Bus;
  readonly instruments: readonly MarketInstrument[];
  readonly timers: Timers;
  readonly log: FastifyBaseLogger;
  /** Follow every book from the start, as if each were held for good (tests of the mirror). */
  readonly holdEveryBook?: boolean;
  /** BOOK_LINGER_MILLIS unless given. */
  readonly bookLingerMillis?: number;
  /** The engine shard that owns a symbol and answers its state (default: the one engine). */
  readonly shardOf?: (symbol: string) => number;
}

export class MarketMirror implements StreamMarket {
  private readonly symbols = new Map<string, SymbolMirror>();
  private readonly listeners = new Set<MarketListener>();
  private readonly resyncListeners = new Set<(symbol: string) => void>();
  private pending: MarketEvent[] = [];
  private flushTimer: TimerHandle | null = null;
  private subscriptions: BusSubscription[] = [];
  private stopped = false;
  /** Books reloaded after a gap (a metric for the tests and the docs). */
  reloads = 0;

  constructor(private readonly options: MarketMirrorOptions) {
    for (const instrument of options.instruments)
      this.symbols.set(instrument.symbol, {
        instrument,
        book: new OrderBook(),
        tickSize: instrument.tickSize,
        lotSize: instrument.lotSize,
        serverTime: 0,
        loading: false,
        buffered: [],
        trades: [],
        ticker: null,
        mark: null,
        klines: new Map(),
        holders: 0,
        bookSubscription: null,
        linger: null,
      });
  }

  /** Follows the market of every symbol and loads its state (in the background until the
   *  engine answers); books only once held. */
  async start(): Promise<void> {
    this.subscriptions = await Promise.all(
      EVERY_SYMBOL_KINDS.map((kind) =>
        this.options.bus.subscribe(`${MARKET_PREFIX}.*.${kind}`, this.onMessage),
      ),
    );
    for (const symbol of this.symbols.keys()) {
      if (this.options.holdEveryBook) this.holdBook(symbol);
      else this.reload(symbol);
    }
  }

  /**
   * Holds a symbol's book: its deltas are followed and it is loaded (subscribers get it through
   * onResync). Returns the release; the last release lets the book go after BOOK_LINGER_MILLIS.
   */
  holdBook(symbol: string): () => void {
    const mirror = this.symbols.get(symbol);
    if (!mirror || this.stopped) return () => undefined;
    mirror.holders++;
    if (mirror.linger !== null) {
      this.options.timers.clearTimeout(mirror.linger);
      mirror.linger = null;
    }
    // Subscribed before the state is asked for, so no delta after its snapshot is missed.
    mirror.bookSubscription ??= this.options.bus
      .subscribe(marketSubject(symbol, 'book'), this.onMessage)
      .then(
        (subscription) => {
          this.reload(symbol);
          return subscription;
        },
        (error: unknown) => {
          this.options.log.error({ err: error, symbol }, 'book subscription failed');
          mirror.bookSubscription = null;
          return null;
        },
      );
    let released = false;
    return () => {
      if (released) return;
      released = true;
      mirror.holders--;
      if (mirror.holders > 0 || this.stopped) return;
      mirror.linger = this.options.timers.setTimeout(
        () => this.dropBook(mirror),
        this.options.bookLingerMillis ?? BOOK_LINGER_MILLIS,
      );
    };
  }

  /** Books held now (a metric for the health answer and the tests). */
  heldBooks(): string[] {
    return [...this.symbols.values()]
      .filter((m) => m.bookSubscription !== null)
      .map((m) => m.instrument.symbol);
  }

  /** Every held book is loaded and in step. */
  get ready(): boolean {
    for (const mirror of this.symbols.values())
      if (mirror.bookSubscription !== null && !mirror.book.synced) return false;
    return true;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.flushTimer !== null) this.options.timers.clearTimeout(this.flushTimer);
    this.listeners.clear();
    this.resyncListeners.clear();
    const books = [...this.symbols.values()].map((m) => {
      if (m.linger !== null) this.options.timers.clearTimeout(m.linger);
      return m.bookSubscription;
    });
    for (const subscription of [...this.subscriptions, ...(await Promise.all(books))])
      await subscription?.unsubscribe();
  }

  private readonly onMessage = (message: { readonly data: Uint8Array }): void => {
    for (const event of decodeJson<MarketEvent[]>(message.data)) this.take(event);
  };

  /** Nobody held the book for the linger time: stop following it and forget it. */
  private dropBook(mirror: SymbolMirror): void {
    mirror.linger = null;
    if (mirror.holders > 0 || this.stopped) return;
    const subscription = mirror.bookSubscription;
    mirror.bookSubscription = null;
    void subscription?.then((s) => s?.unsubscribe());
    mirror.book.reset();
    mirror.buffered = [];
    const { symbol } = mirror.instrument;
    this.pending = this.pending.filter(
      (e) => e.kind !== 'bookDelta' || e.message.symbol !== symbol,
    );
  }

  onEvents(listener: MarketListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onResync(listener: (symbol: string) => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  instrument(symbol: string): MarketInstrument | undefined {
    return this.symbols.get(symbol)?.instrument;
  }

  has(symbol: string): boolean {
    return this.symbols.has(symbol);
  }

  bookSeq(symbol: string): number | null {
    const mirror = this.symbols.get(symbol);
    return mirror?.book.synced ? mirror.book.seq : null;
  }

  snapshot(symbol: string): BookSnapshotMessage | null {
    const mirror = this.symbols.get(symbol);
    if (!mirror?.book.synced) return null;
    const { book } = mirror;
    const side = (s: OrderBook['bids']) => {
      const prices = new Float64Array(s.length);
      const sizes = new Float64Array(s.length);
      const count = s.writeTop(s.length, prices, sizes);
      return {
        prices: Array.from(prices.subarray(0, count)),
        sizes: Array.from(sizes.subarray(0, count)),
      };
    };
    const bids = side(book.bids);
    const asks = side(book.asks);
    return {
      symbol,
      seq: book.seq,
      serverTime: mirror.serverTime,
      bidPrices: bids.prices,
      bidSizes: bids.sizes,
      askPrices: asks.prices,
      askSizes: asks.sizes,
      checksum: book.checksum(),
      tickSize: mirror.tickSize,
      lotSize: mirror.lotSize,
    };
  }

  recentTrades(symbol: string): readonly TradeMessage[] {
    return (this.symbols.get(symbol)?.trades ?? []).slice(-RECENT_TRADES);
  }

  ticker(symbol: string): TickerMessage | null {
    return this.symbols.get(symbol)?.ticker ?? null;
  }

  markPrice(symbol: string): MarkPriceMessage | null {
    return this.symbols.get(symbol)?.mark ?? null;
  }

  currentKline(symbol: string, interval: KlineInterval): KlineMessage | null {
    return this.symbols.get(symbol)?.klines.get(interval) ?? null;
  }

  /**
   * Queues an event of the bus; the mirror's state changes only in flush(), together with the
   * fan-out. A socket that subscribes between the two then gets a snapshot (and recent trades)
   * without the queued events, which it receives next: never an event twice, nor a delta at or
   * below its snapshot's sequence (seen once in R-SCALE-1 when deltas were applied here).
   */
  private take(event: MarketEvent): void {
    if (this.stopped || !this.symbols.has(event.message.symbol)) return;
    this.pending.push(event);
    // The messages of one market step arrive together: they leave in one fan-out.
    this.flushTimer ??= this.options.timers.setTimeout(() => this.flush(), 0);
  }

  private flush(): void {
    this.flushTimer = null;
    const events = this.pending;
    this.pending = [];
    const forwarded = events.filter((event) => this.applyEvent(event));
    if (forwarded.length === 0) return;
    for (const listener of this.listeners) listener(forwarded);
  }

  /** Applies one event to the mirror; false when subscribers must not get it. */
  private applyEvent(event: MarketEvent): boolean {
    const mirror = this.symbols.get(event.message.symbol);
    if (!mirror || this.stopped) return false;
    switch (event.kind) {
      case 'bookDelta': {
        if (mirror.bookSubscription === null) return false;
        if (mirror.loading) {
          mirror.buffered.push(event.message);
          return false;
        }
        if (!mirror.book.apply(event.message).ok) {
          mirror.buffered = [event.message];
          this.reload(mirror.instrument.symbol);
          return false;
        }
        mirror.serverTime = event.message.serverTime;
        return true;
      }
      case 'trade':
        mirror.trades.push(event.message);
        if (mirror.trades.length > RECENT_TRADES * 2) mirror.trades.splice(0, RECENT_TRADES);
        return true;
      case 'ticker':
        mirror.ticker = event.message;
        return true;
      case 'markPrice':
        mirror.mark = event.message;
        return true;
      case 'kline':
        mirror.klines.set(event.message.interval, event.message);
        return true;
    }
  }

  /** Asks the engine for the symbol's state, then applies the deltas buffered meanwhile. */
  private reload(symbol: string): void {
    const mirror = this.symbols.get(symbol);
    if (!mirror || mirror.loading || this.stopped) return;
    mirror.loading = true;
    void this.load(mirror);
  }

  /** Until it succeeds (the engine may be restarting); deltas are buffered meanwhile. */
  private async load(mirror: SymbolMirror): Promise<void> {
    const { symbol } = mirror.instrument;
    let state: MarketState;
    try {
      const answer = await this.options.bus.request(
        marketStateSubject(this.options.shardOf?.(symbol) ?? 0),
        encodeJson({ symbol }),
        STATE_REQUEST_MILLIS,
      );
      state = decodeJson<MarketState>(answer);
      if (!state.snapshot) throw new Error(`no book for ${symbol}`);
    } catch (error) {
      if (this.stopped) return;
      this.options.log.debug({ err: error, symbol }, 'market state request failed; retrying');
      // Older deltas than these would not help: the next snapshot is newer.
      if (mirror.buffered.length > MAX_BUFFERED) mirror.buffered.splice(0, MAX_BUFFERED / 2);
      this.options.timers.setTimeout(() => void this.load(mirror), RELOAD_RETRY_MILLIS);
      return;
    }
    mirror.loading = false;
    if (this.stopped) return;
    const snapshot = state.snapshot;
    mirror.tickSize = snapshot.tickSize;
    mirror.lotSize = snapshot.lotSize;
    mirror.trades = [...state.trades];
    mirror.ticker = state.ticker ?? mirror.ticker;
    mirror.mark = state.mark ?? mirror.mark;
    for (const kline of state.klines) mirror.klines.set(kline.interval, kline);
    // A book nobody holds is not followed: a snapshot of it would only go stale.
    if (mirror.bookSubscription === null) {
      mirror.book.reset();
      mirror.buffered = [];
      return;
    }
    this.reloads++;
    mirror.book.loadSnapshot(snapshot);
    mirror.serverTime = snapshot.serverTime;
    const buffered = mirror.buffered.filter((d) => d.seq > snapshot.seq);
    mirror.buffered = [];
    // Deltas queued for the fan-out before this answer are in the snapshot (or are older than
    // it); the book would refuse them as a gap. (Not a check on every delta: an engine that
    // restarts numbers its deltas from its own snapshot again, and a gap must reload then.)
    this.pending = this.pending.filter(
      (e) => e.kind !== 'bookDelta' || e.message.symbol !== symbol || e.message.seq > snapshot.seq,
    );
    for (const delta of buffered) {
      if (!mirror.book.apply(delta).ok) {
        this.reload(symbol);
        return;
      }
      mirror.serverTime = delta.serverTime;
    }
    for (const listener of this.resyncListeners) listener(symbol);
  }
}
