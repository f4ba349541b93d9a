// A market that follows the simulator of another process (issue 20, docs/scale-out.md "The
// simulator process"): every engine shard of a cluster trades and values on the one market
// the `--role simulator` process steps. It holds what the simulator holds that a market shows —
// each book and each symbol's 1-minute candles — and changes them only by the simulator's steps,
// so its snapshots, tickers and candles equal the simulator's (instrument-view.ts computes both).
// The mark price is the last one the simulator sent (at most `statsEveryMillis` old). No I/O and
// no timers: the bus side (server/cluster/sim-wire.ts) hands it states and steps.
import { OrderBook } from '../../domain/market/book';
import { priceToTicks, quantityToLots } from '../../domain/ticks';
import type { ServerMillis } from '../../domain/time';
import {
  bookSnapshot,
  currentKlineOf,
  klinesIn,
  tickerOf,
  type KlineRangeQuery,
} from './instrument-view';
import { KlineSeries, minuteOf, type CandleUnits } from './klines';
import type {
  BookDeltaMessage,
  BookSnapshotMessage,
  KlineInterval,
  KlineMessage,
  MarketEvent,
  MarkPriceMessage,
  ResumePoint,
  SimInstrument,
  TickerMessage,
} from './types';

/** One 1-minute candle on the wire: open, high, low, close (ticks), lots, quote tick·lots. */
export type WireCandle = readonly [number, number, number, number, number, string];

/** One step of the simulator: what it sent its own listeners, in order. */
export interface SimStepMessage {
  readonly epoch: string;
  /** 1, 2, 3… within an epoch: a follower that misses one reloads. */
  readonly step: number;
  readonly time: ServerMillis;
  readonly events: readonly MarketEvent[];
}

export interface SimSymbolState {
  readonly snapshot: BookSnapshotMessage;
  readonly mark: MarkPriceMessage | null;
  /** The minute of candles[0]; the last candle is the current minute. */
  readonly first: number;
  readonly candles: readonly WireCandle[];
}

/** What the simulator holds after step `step` (a step not yet sent is not in it). */
export interface SimStateMessage {
  readonly epoch: string;
  /** A standby that took over continues the markets of `epoch` from `minute` on: the candles
   *  before that minute are the ones a follower of that epoch already holds. */
  readonly continues?: { readonly epoch: string; readonly minute: number };
  readonly step: number;
  readonly time: ServerMillis;
  readonly capacityMinutes: number;
  readonly symbols: readonly SimSymbolState[];
}

export const toWireCandle = (c: CandleUnits): WireCandle => [
  c.open,
  c.high,
  c.low,
  c.close,
  c.volumeLots,
  c.quoteTickLots.toString(),
];

export const fromWireCandle = (c: WireCandle): CandleUnits => ({
  openMinute: 0,
  minutes: 1,
  open: c[0],
  high: c[1],
  low: c[2],
  close: c[3],
  volumeLots: c[4],
  quoteTickLots: BigInt(c[5]),
});

interface Followed {
  readonly instrument: SimInstrument;
  readonly book: OrderBook;
  /** This market's own book seq (a reload moves it on too; consumers only compare it). */
  seq: number;
  /** The simulator's seq of the book, to notice a delta that does not follow. */
  simSeq: number;
  klines: KlineSeries;
  mark: MarkPriceMessage | null;
}

export interface StepResult {
  readonly outcome: 'applied' | 'stale' | 'gap';
  /** What listeners of this market hear of an applied step. */
  readonly events: readonly MarketEvent[];
}

const GAP: StepResult = { outcome: 'gap', events: [] };

export class FollowedMarket {
  private readonly instruments = new Map<string, SimInstrument>();
  private readonly bySymbol = new Map<string, Followed>();
  private epochName: string | null = null;
  private stepNo = 0;
  private time: ServerMillis = 0;

  constructor(instruments: readonly SimInstrument[]) {
    for (const instrument of instruments) this.instruments.set(instrument.symbol, instrument);
  }

  /** The simulator run followed (null before the first load). */
  get epoch(): string | null {
    return this.epochName;
  }

  /** The last step applied. */
  get step(): number {
    return this.stepNo;
  }

  /** The simulator's time as of the last step applied. */
  get now(): ServerMillis {
    return this.time;
  }

  get loaded(): boolean {
    return this.epochName !== null;
  }

  /** The first minute of a symbol's candles (where a new epoch's history must start). */
  firstMinute(symbol: string): number | null {
    return this.bySymbol.get(symbol)?.klines.firstMinute ?? null;
  }

  /**
   * Takes the simulator's state. The state's candles replace the held ones from their first
   * minute on (all of them for a new epoch, which must then carry the whole history). Returns a
   * book delta per symbol already held whose book changed, from what was held to the state's
   * book, so listeners of the book stay in step as they do with any delta.
   */
  load(state: SimStateMessage): MarketEvent[] {
    // The same run, or one that continues the run held: the candles held stay, and the
    // state's replace them from its first minute on.
    const sameEpoch =
      state.epoch === this.epochName ||
      (this.epochName !== null && state.continues?.epoch === this.epochName);
    const events: MarketEvent[] = [];
    for (const s of state.symbols) {
      const instrument = this.instruments.get(s.snapshot.symbol);
      if (!instrument) continue;
      const candles = s.candles.map(fromWireCandle);
      const held = this.bySymbol.get(instrument.symbol);
      if (!held) {
        const book = new OrderBook(512);
        book.loadSnapshot(s.snapshot);
        this.bySymbol.set(instrument.symbol, {
          instrument,
          book,
          seq: 1,
          simSeq: s.snapshot.seq,
          klines: KlineSeries.of(state.capacityMinutes, s.first, candles),
          mark: s.mark,
        });
        continue;
      }
      const delta = diffBook(held, s.snapshot, state.time);
      if (delta) events.push({ kind: 'bookDelta', message: delta });
      held.simSeq = s.snapshot.seq;
      held.mark = s.mark;
      if (sameEpoch) held.klines.overwrite(s.first, candles);
      else held.klines = KlineSeries.of(state.capacityMinutes, s.first, candles);
    }
    this.epochName = state.epoch;
    this.stepNo = state.step;
    this.time = state.time;
    return events;
  }

  /**
   * Applies one step and returns what listeners hear of it (book deltas in this market's own
   * seq). 'stale': already in the state loaded (skipped); 'gap': it does not follow
   * the last step, or its epoch is not the one held, or a book does not check out — the caller
   * loads the state again, since what was applied so far may be half a step.
   */
  apply(step: SimStepMessage): StepResult {
    if (step.epoch !== this.epochName) return GAP;
    if (step.step <= this.stepNo) return { outcome: 'stale', events: [] };
    if (step.step !== this.stepNo + 1) return GAP;
    const events: MarketEvent[] = [];
    // As the simulator does for every instrument at every step, before its trades.
    const minute = minuteOf(step.time);
    for (const f of this.bySymbol.values()) f.klines.advanceTo(minute);
    for (const event of step.events) {
      const f = this.bySymbol.get(event.message.symbol);
      if (!f) continue;
      if (event.kind !== 'bookDelta') events.push(event);
      if (event.kind === 'trade') {
        const { tickSize, lotSize } = f.instrument;
        f.klines.trade(
          priceToTicks(event.message.price, tickSize),
          quantityToLots(event.message.quantity, lotSize),
        );
      } else if (event.kind === 'bookDelta') {
        const d = event.message;
        if (d.prevSeq !== f.simSeq) return GAP;
        f.book.applyLevels(d);
        if (f.book.checksum() !== d.checksum >>> 0) return GAP;
        f.simSeq = d.seq;
        // Listeners see this market's own seq, the one its snapshots carry.
        events.push({ kind: 'bookDelta', message: { ...d, prevSeq: f.seq, seq: f.seq + 1 } });
        f.seq += 1;
      } else if (event.kind === 'markPrice') {
        f.mark = event.message;
      }
    }
    this.stepNo = step.step;
    this.time = step.time;
    return { outcome: 'applied', events };
  }

  /** Where each market stands, for a simulator that continues it (a standby taking over). */
  resumePoints(): Map<string, ResumePoint> {
    const out = new Map<string, ResumePoint>();
    for (const [symbol, f] of this.bySymbol) {
      const held = f.klines.minutes(f.klines.firstMinute, f.klines.currentMinute);
      out.set(symbol, { lastTicks: f.klines.lastPrice, first: held.first, candles: held.candles });
    }
    return out;
  }

  get symbols(): readonly string[] {
    return [...this.bySymbol.keys()];
  }

  has(symbol: string): boolean {
    return this.bySymbol.has(symbol);
  }

  snapshot(symbol: string): BookSnapshotMessage | null {
    const f = this.bySymbol.get(symbol);
    return f ? bookSnapshot(f.instrument, f.book, f.seq, this.time) : null;
  }

  bookSeq(symbol: string): number | null {
    return this.bySymbol.get(symbol)?.seq ?? null;
  }

  ticker(symbol: string): TickerMessage | null {
    const f = this.bySymbol.get(symbol);
    return f ? tickerOf(f.instrument, f.klines, f.book, this.time) : null;
  }

  markPrice(symbol: string): MarkPriceMessage | null {
    return this.bySymbol.get(symbol)?.mark ?? null;
  }

  currentKline(symbol: string, interval: KlineInterval): KlineMessage | null {
    const f = this.bySymbol.get(symbol);
    return f ? currentKlineOf(f.instrument, f.klines, interval) : null;
  }

  klines(
    symbol: string,
    interval: KlineInterval,
    range: KlineRangeQuery = {},
  ): KlineMessage[] | null {
    const f = this.bySymbol.get(symbol);
    return f ? klinesIn(f.instrument, f.klines, interval, range, this.time) : null;
  }
}

/** The levels that differ between a held book and a snapshot, as one delta (null: none). */
function diffBook(
  held: Followed,
  snapshot: BookSnapshotMessage,
  time: ServerMillis,
): BookDeltaMessage | null {
  const side = (book: OrderBook['bids'], prices: readonly number[], sizes: readonly number[]) => {
    const next = new Map<number, number>();
    prices.forEach((p, i) => next.set(p, sizes[i] ?? 0));
    const heldPrices = new Float64Array(book.length);
    const heldSizes = new Float64Array(book.length);
    book.writeTop(book.length, heldPrices, heldSizes);
    const changed = new Map<number, number>();
    heldPrices.forEach((p) => {
      if (!next.has(p)) changed.set(p, 0);
    });
    for (const [p, s] of next) if (book.sizeOf(p) !== s) changed.set(p, s);
    for (const [p, s] of changed) book.set(p, s);
    return changed;
  };
  const bids = side(held.book.bids, snapshot.bidPrices, snapshot.bidSizes);
  const asks = side(held.book.asks, snapshot.askPrices, snapshot.askSizes);
  if (bids.size === 0 && asks.size === 0) return null;
  const prevSeq = held.seq;
  held.seq += 1;
  return {
    symbol: snapshot.symbol,
    seq: held.seq,
    prevSeq,
    serverTime: time,
    bidPrices: [...bids.keys()],
    bidSizes: [...bids.values()],
    askPrices: [...asks.keys()],
    askSizes: [...asks.values()],
    checksum: held.book.checksum(),
  };
}
