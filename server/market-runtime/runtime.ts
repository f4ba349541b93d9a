// Runs the deterministic MarketSimulator in real time: a timer steps it every `stepMillis`
// by the time elapsed on the injected clock, and each step's events go synchronously to the
// listeners (the stream gateway), so a snapshot read between steps always matches the last
// delta sent. Pausing stops the feed (ops, and tests that compare books); resuming steps over
// the pause so simulated time stays the clock's time.
import { midpointDecimal } from '../../domain/decimal';
import type { Clock } from '../auth/clock';
import { MarketSimulator } from '../market/simulator';
import type {
  BookSnapshotMessage,
  KlineInterval,
  KlineMessage,
  MarketEvent,
  MarkPriceMessage,
  ResumePoint,
  TickerMessage,
  TradeMessage,
} from '../market/types';
import type { MarketInstrument } from './instruments';
import { conversionRates } from './rates';
import type { Timers, TimerHandle } from './timers';

/** How far back a past rate looks for a candle (a quiet pair may skip minutes). */
const CANDLE_LOOKBACK_MINUTES = 30;

export const DEFAULT_FEED_RATE = 2000;
export const DEFAULT_FEED_SEED = 20261122;
export const DEFAULT_STEP_MILLIS = 50;
/** Trades kept per symbol for a new trades subscriber. */
export const RECENT_TRADES = 50;

export type MarketListener = (events: readonly MarketEvent[]) => void;

/** What the runtime reads of a market: the local simulator, or one followed over the bus. */
export interface MarketSource {
  readonly now: number;
  snapshot(symbol: string): BookSnapshotMessage | null;
  bookSeq(symbol: string): number | null;
  ticker(symbol: string): TickerMessage | null;
  markPrice(symbol: string): MarkPriceMessage | null;
  currentKline(symbol: string, interval: KlineInterval): KlineMessage | null;
  klines(
    symbol: string,
    interval: KlineInterval,
    range: { startTime?: number; endTime?: number; limit?: number },
  ): KlineMessage[] | null;
}

/**
 * A market stepped by another process (server/cluster/sim-wire.ts): its steps arrive with what
 * listeners hear of them, already applied to `market`.
 */
export interface FollowedFeed {
  readonly market: MarketSource;
  onStep(listener: MarketListener): () => void;
}

export interface MarketRuntimeOptions {
  readonly instruments: readonly MarketInstrument[];
  readonly now: Clock;
  readonly timers: Timers;
  readonly seed?: number;
  readonly feedRate?: number;
  readonly stepMillis?: number;
  /** Minutes of synthetic candle history (default: the simulator's 7 days). */
  readonly historyMinutes?: number;
  /** Follow a simulator of another process instead of stepping one here (a cluster's engines). */
  readonly follow?: FollowedFeed;
  /** Continue the markets another simulator left (a standby simulator taking over). */
  readonly resume?: ReadonlyMap<string, ResumePoint>;
}

/** What VenueApp exposes as `venue.market`. */
export interface MarketControl {
  readonly feedRate: number;
  readonly seed: number;
  readonly running: boolean;
  /** Starts (or restarts after pause) the timer that steps the feed. */
  resume(): void;
  /** Stops stepping: books, trades and candles hold still until resume(). */
  pause(): void;
  /** Steps by hand (tests with marketAutostart false); returns the events sent. */
  step(elapsedMillis: number): readonly MarketEvent[];
  snapshot(symbol: string): BookSnapshotMessage | null;
}

export class MarketRuntime implements MarketControl {
  readonly instruments: readonly MarketInstrument[];
  readonly feedRate: number;
  readonly seed: number;
  private readonly sim: MarketSource;
  /** The simulator this runtime steps; null when it follows one stepped elsewhere. */
  private readonly local: MarketSimulator | null;
  private readonly follow: FollowedFeed | null;
  private unfollow: (() => void) | null = null;
  private readonly bySymbol = new Map<string, MarketInstrument>();
  private readonly listeners = new Set<MarketListener>();
  private readonly trades = new Map<string, TradeMessage[]>();
  private readonly now: Clock;
  private readonly timers: Timers;
  private readonly stepMillis: number;
  private timer: TimerHandle | null = null;
  private lastStepAt: number;
  private stopped = false;

  constructor(options: MarketRuntimeOptions) {
    this.instruments = options.instruments;
    this.now = options.now;
    this.timers = options.timers;
    this.feedRate = options.feedRate ?? DEFAULT_FEED_RATE;
    this.seed = options.seed ?? DEFAULT_FEED_SEED;
    this.stepMillis = options.stepMillis ?? DEFAULT_STEP_MILLIS;
    this.lastStepAt = this.now();
    for (const instrument of options.instruments) this.bySymbol.set(instrument.symbol, instrument);
    this.follow = options.follow ?? null;
    this.local = this.follow
      ? null
      : new MarketSimulator(options.instruments, {
          seed: this.seed,
          feedRate: this.feedRate,
          startTime: this.lastStepAt,
          ...(options.historyMinutes === undefined
            ? {}
            : { historyMinutes: options.historyMinutes }),
          ...(options.resume ? { resume: options.resume } : {}),
        });
    this.sim = this.follow?.market ?? (this.local as MarketSimulator);
  }

  get running(): boolean {
    return this.timer !== null || this.unfollow !== null;
  }

  /** The simulator stepped here (the simulator process publishes it); null when following. */
  get simulator(): MarketSimulator | null {
    return this.local;
  }

  /** Simulated server time (the clock's time as of the last step). */
  get time(): number {
    return this.sim.now;
  }

  resume(): void {
    if (this.running || this.stopped) return;
    if (this.follow) this.unfollow = this.follow.onStep((events) => this.deliver(events));
    else this.timer = this.timers.setInterval(() => this.tick(), this.stepMillis);
  }

  pause(): void {
    this.unfollow?.();
    this.unfollow = null;
    if (this.timer === null) return;
    this.timers.clearInterval(this.timer);
    this.timer = null;
  }

  /** For close(): no more steps, no more listeners. */
  stop(): void {
    this.pause();
    this.stopped = true;
    this.listeners.clear();
  }

  onEvents(listener: MarketListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  step(elapsedMillis: number): readonly MarketEvent[] {
    this.lastStepAt += elapsedMillis;
    return this.advance(elapsedMillis);
  }

  private tick(): void {
    const now = this.now();
    // A clock that jumps back (NTP) must not step time backwards.
    const elapsed = Math.max(0, now - this.lastStepAt);
    this.lastStepAt = Math.max(now, this.lastStepAt);
    this.advance(elapsed);
  }

  private advance(elapsedMillis: number): readonly MarketEvent[] {
    // A followed market moves only by the steps it hears.
    if (!this.local) return [];
    return this.deliver(this.local.step(elapsedMillis));
  }

  private deliver(events: readonly MarketEvent[]): readonly MarketEvent[] {
    for (const event of events) if (event.kind === 'trade') this.remember(event.message);
    for (const listener of this.listeners) listener(events);
    return events;
  }

  /** Keeps a trade for new `trades:` subscribers (the venue adds users' trades too). */
  protected remember(trade: TradeMessage): void {
    let list = this.trades.get(trade.symbol);
    if (!list) this.trades.set(trade.symbol, (list = []));
    list.push(trade);
    if (list.length > RECENT_TRADES * 2) list.splice(0, list.length - RECENT_TRADES);
  }

  has(symbol: string): boolean {
    return this.bySymbol.has(symbol);
  }

  instrument(symbol: string): MarketInstrument | undefined {
    return this.bySymbol.get(symbol);
  }

  snapshot(symbol: string): BookSnapshotMessage | null {
    return this.sim.snapshot(symbol);
  }

  bookSeq(symbol: string): number | null {
    return this.sim.bookSeq(symbol);
  }

  ticker(symbol: string): TickerMessage | null {
    return this.sim.ticker(symbol);
  }

  markPrice(symbol: string): MarkPriceMessage | null {
    return this.sim.markPrice(symbol);
  }

  currentKline(symbol: string, interval: KlineInterval): KlineMessage | null {
    return this.sim.currentKline(symbol, interval);
  }

  /** The latest trades of a symbol, oldest first (at most RECENT_TRADES). */
  recentTrades(symbol: string): readonly TradeMessage[] {
    return (this.trades.get(symbol) ?? []).slice(-RECENT_TRADES);
  }

  klines(
    symbol: string,
    interval: KlineInterval,
    range: { startTime?: number; endTime?: number; limit?: number },
  ): KlineMessage[] | null {
    return this.sim.klines(symbol, interval, range);
  }

  /**
   * Each token's USD value at a past instant from the candle history: the close of each spot
   * pair's 1-minute candle that ended at or before `at`. Null when no pair has a candle there
   * (before the kept history).
   */
  conversionRatesAt(at: number): Record<string, string> | null {
    const mids: { base: string; quote: string; mid: string }[] = [];
    for (const instrument of this.instruments) {
      if (instrument.instrumentType !== 0) continue;
      const candles = this.sim.klines(instrument.symbol, '1m', {
        startTime: at - 60_000 * CANDLE_LOOKBACK_MINUTES,
        endTime: at - 60_000,
        limit: CANDLE_LOOKBACK_MINUTES,
      });
      const last = candles?.filter((k) => k.closeTime < at).at(-1);
      if (!last || !(Number(last.close) > 0)) continue;
      mids.push({ base: instrument.baseToken, quote: instrument.quoteToken, mid: last.close });
    }
    return mids.length === 0 ? null : conversionRates(mids);
  }

  /** Each token's USD value from the book mids (decimal strings). */
  conversionRates(): Record<string, string> {
    const mids: { base: string; quote: string; mid: string }[] = [];
    for (const instrument of this.instruments) {
      if (instrument.instrumentType !== 0) continue;
      const ticker = this.sim.ticker(instrument.symbol);
      if (!ticker || ticker.bestBid === '' || ticker.bestAsk === '') continue;
      mids.push({
        base: instrument.baseToken,
        quote: instrument.quoteToken,
        mid: midpointDecimal(ticker.bestBid, ticker.bestAsk),
      });
    }
    return conversionRates(mids);
  }
}
