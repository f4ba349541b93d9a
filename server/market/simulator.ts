// The deterministic market simulator: no I/O and no timers. A caller (the server's feed loop)
// steps it with elapsed time from an injected clock; the same seed, instruments and sequence
// of steps always yield the same events.
import type { Millis, ServerMillis } from '../../domain/time';
import { InstrumentSim } from './instrument-sim';
import type { InstrumentSimOptions } from './instrument-sim';
import type { CandleUnits } from './klines';
import { MAX_KLINES_LIMIT, type KlineRangeQuery } from './instrument-view';

export { MAX_KLINES_LIMIT };
import { createPrng, deriveSeed } from './prng';
import type {
  BookSnapshotMessage,
  KlineInterval,
  KlineMessage,
  MarketEvent,
  MarkPriceMessage,
  SimInstrument,
  SimulatorConfig,
  TickerMessage,
} from './types';

/** Level updates are budgeted for at most this much elapsed time per step (catch-up cap). */
const MAX_BUDGET_MILLIS = 1000;
export const DEFAULT_HISTORY_MINUTES = 7 * 1440;

export class MarketSimulator {
  private readonly sims: InstrumentSim[];
  private readonly bySymbol = new Map<string, InstrumentSim>();
  private time: ServerMillis;
  private budget = 0;
  private rotation = 0;
  private feedRate: number;
  private readonly epochName: string;

  constructor(instruments: readonly SimInstrument[], config: SimulatorConfig) {
    this.time = config.startTime;
    this.epochName = `${config.seed}@${config.startTime}`;
    this.feedRate = checkRate(config.feedRate);
    const options: InstrumentSimOptions = {
      startTime: config.startTime,
      historyMinutes: config.historyMinutes ?? DEFAULT_HISTORY_MINUTES,
      tradeRate: config.tradeRate ?? 1.5,
      minLevels: Math.max(1, config.minLevels ?? 200),
      statsEveryMillis: config.statsEveryMillis ?? 1000,
      klineEveryMillis: config.klineEveryMillis ?? 250,
    };
    this.sims = instruments.map((instrument) => {
      if (this.bySymbol.has(instrument.symbol))
        throw new RangeError(`Duplicate instrument ${instrument.symbol}`);
      const resume = config.resume?.get(instrument.symbol);
      const sim = new InstrumentSim(
        instrument,
        createPrng(deriveSeed(config.seed, instrument.symbol)),
        resume ? { ...options, resume } : options,
      );
      this.bySymbol.set(instrument.symbol, sim);
      return sim;
    });
  }

  /** Simulated server time. */
  get now(): ServerMillis {
    return this.time;
  }

  get symbols(): readonly string[] {
    return this.sims.map((s) => s.symbol);
  }

  has(symbol: string): boolean {
    return this.bySymbol.has(symbol);
  }

  /** Changes the level-update rate (level updates per second across all books). */
  setFeedRate(rate: number): void {
    this.feedRate = checkRate(rate);
  }

  /**
   * Advances the market by `elapsedMillis` and returns what happened, in order: per
   * instrument, closed candles, trades, one book delta, then ticker, mark price and candles.
   */
  step(elapsedMillis: Millis): MarketEvent[] {
    if (!Number.isFinite(elapsedMillis) || elapsedMillis < 0) {
      throw new RangeError(
        `Elapsed time must be a finite non-negative number, got ${elapsedMillis}`,
      );
    }
    this.time += elapsedMillis;
    this.budget += (this.feedRate * Math.min(elapsedMillis, MAX_BUDGET_MILLIS)) / 1000;
    const total = Math.floor(this.budget);
    this.budget -= total;
    const n = this.sims.length;
    const events: MarketEvent[] = [];
    if (n === 0) return events;
    const share = Math.floor(total / n);
    const extra = total % n;
    const dtSeconds = elapsedMillis / 1000;
    for (let k = 0; k < n; k++) {
      const i = (this.rotation + k) % n;
      const sim = this.sims[i] as InstrumentSim;
      sim.step(this.time, dtSeconds, share + (k < extra ? 1 : 0), events);
    }
    this.rotation = (this.rotation + extra) % n;
    return events;
  }

  /** The current book of a symbol as a snapshot, or null for an unknown symbol. */
  snapshot(symbol: string): BookSnapshotMessage | null {
    return this.bySymbol.get(symbol)?.snapshot(this.time) ?? null;
  }

  /** Seq of a symbol's book (what snapshot(symbol).seq would be), or null when unknown. */
  bookSeq(symbol: string): number | null {
    return this.bySymbol.get(symbol)?.bookSeq ?? null;
  }

  ticker(symbol: string): TickerMessage | null {
    return this.bySymbol.get(symbol)?.ticker(this.time) ?? null;
  }

  markPrice(symbol: string): MarkPriceMessage | null {
    return this.bySymbol.get(symbol)?.markPrice(this.time) ?? null;
  }

  /** Open candle of an interval, or null for an unknown symbol. */
  currentKline(symbol: string, interval: KlineInterval): KlineMessage | null {
    return this.bySymbol.get(symbol)?.currentKline(interval) ?? null;
  }

  /** Candles of a symbol (instrument-view.ts klinesIn), or null for an unknown symbol. */
  klines(
    symbol: string,
    interval: KlineInterval,
    range: KlineRangeQuery = {},
  ): KlineMessage[] | null {
    return this.bySymbol.get(symbol)?.klinesInRange(interval, range, this.time) ?? null;
  }

  /**
   * Which run of the simulator this is: its seed and start. A market following it from another
   * process (followed-market.ts) reloads everything when this changes (a new simulator).
   */
  get epoch(): string {
    return this.epochName;
  }

  /** The 1-minute candles a symbol holds in [fromMinute, toMinute], and where they start. */
  minutes(
    symbol: string,
    fromMinute: number,
    toMinute: number,
  ): { first: number; candles: CandleUnits[] } | null {
    return this.bySymbol.get(symbol)?.minutes(fromMinute, toMinute) ?? null;
  }

  /** The oldest minute a symbol's candles hold, or null for an unknown symbol. */
  firstMinute(symbol: string): number | null {
    return this.bySymbol.get(symbol)?.firstMinute ?? null;
  }

  /** How many 1-minute candles each symbol keeps. */
  get capacityMinutes(): number {
    return this.sims[0]?.capacityMinutes ?? 0;
  }
}

function checkRate(rate: number): number {
  if (!Number.isFinite(rate) || rate < 0)
    throw new RangeError(`Feed rate must be a non-negative number, got ${rate}`);
  return rate;
}
