// The S1 workload: a deterministic stream of order-book deltas of exactly LEVELS_PER_DELTA
// levels each on a book about BOOK_DEPTH levels a side. Level changes come from the product's
// market simulator (same seed, same stream), regrouped into fixed-size deltas; a reference
// OrderBook gives each delta its seq and checksum and the final book every way must reach.
import { MarketSimulator } from '../../../server/market/simulator';
import type { SimInstrument } from '../../../server/market/types';
import { OrderBook } from '../../../domain/market/book';
import type { FastBookDelta } from '../../../workers/stream/transport/fast-decode';

export const LEVELS_PER_DELTA = 20;
export const BOOK_DEPTH = 1000;

// The core checks a book's CRC32 once per paint (MarketStore.verifyBook before a tab's frame is
// built), not per delta: deltas apply unverified in between. S1 verifies once per paint's worth
// of deltas at S4's feed, 20k level updates/s into this book painted at 60 Hz: 16 deltas
// (rounded down, so at least as many checks as the product). A faster feed means fewer checks.
export const FEED_LEVEL_UPDATES_PER_SECOND = 20_000;
export const PAINTS_PER_SECOND = 60;
export const DELTAS_PER_PAINT = Math.floor(
  FEED_LEVEL_UPDATES_PER_SECOND / LEVELS_PER_DELTA / PAINTS_PER_SECOND,
);

export const INSTRUMENT: SimInstrument = {
  symbol: 'BTC/USD',
  tickSize: '0.01',
  lotSize: '0.00001',
  startPrice: '97000.00',
  instrumentType: 0,
};

/** Level arrays in ticks and lots, as the wire carries them (the core's decoded delta). */
export type DeltaLevels = FastBookDelta;

export interface SnapshotLevels {
  readonly seq: number;
  readonly bidPrices: number[];
  readonly bidSizes: number[];
  readonly askPrices: number[];
  readonly askSizes: number[];
}

/** A whole book side best first. */
export interface SideLevels {
  readonly prices: Float64Array;
  readonly sizes: Float64Array;
}

export interface DeltaStream {
  readonly symbol: string;
  readonly tickSize: string;
  readonly lotSize: string;
  readonly snapshot: SnapshotLevels;
  readonly deltas: readonly DeltaLevels[];
  readonly levelUpdates: number;
  /** The book every way must hold after the last delta. */
  readonly finalBids: SideLevels;
  readonly finalAsks: SideLevels;
  /** Levels a side at the start, for the report. */
  readonly startDepth: { readonly bids: number; readonly asks: number };
}

const SEED = 7;

export function wholeSide(book: OrderBook, side: 'bids' | 'asks'): SideLevels {
  const s = book[side];
  const prices = new Float64Array(s.length);
  const sizes = new Float64Array(s.length);
  s.writeTop(s.length, prices, sizes);
  return { prices, sizes };
}

/** Builds `count` deltas; same arguments, same stream. */
export function buildDeltaStream(count: number): DeltaStream {
  const sim = new MarketSimulator([INSTRUMENT], {
    seed: SEED,
    // 20 level updates per 1 ms step keeps the simulator's own deltas small and varied.
    feedRate: LEVELS_PER_DELTA * 1000,
    startTime: Date.UTC(2026, 10, 22),
    historyMinutes: 0,
    minLevels: BOOK_DEPTH,
  });
  const snap = sim.snapshot(INSTRUMENT.symbol);
  if (!snap) throw new Error('simulator has no book for the instrument');
  const reference = new OrderBook(2048);
  const loaded = reference.loadSnapshot(snap);
  if (!loaded.ok) throw new Error(`snapshot refused: ${loaded.reason}`);
  const snapshot: SnapshotLevels = {
    seq: snap.seq,
    bidPrices: [...snap.bidPrices],
    bidSizes: [...snap.bidSizes],
    askPrices: [...snap.askPrices],
    askSizes: [...snap.askSizes],
  };
  const startDepth = { bids: reference.bids.length, asks: reference.asks.length };

  const deltas: DeltaLevels[] = [];
  // Pending changes keyed by side and price; a repeat within one delta keeps the last size.
  const bids = new Map<number, number>();
  const asks = new Map<number, number>();
  let seq = snap.seq;
  let time = snap.serverTime;
  const flush = (): void => {
    const delta: DeltaLevels = {
      symbol: INSTRUMENT.symbol,
      seq: seq + 1,
      prevSeq: seq,
      serverTime: time,
      bidPrices: [...bids.keys()],
      bidSizes: [...bids.values()],
      askPrices: [...asks.keys()],
      askSizes: [...asks.values()],
      checksum: 0,
    };
    reference.applyLevels(delta);
    seq++;
    deltas.push({ ...delta, checksum: reference.checksum() });
    bids.clear();
    asks.clear();
  };
  while (deltas.length < count) {
    for (const event of sim.step(1)) {
      if (event.kind !== 'bookDelta') continue;
      const m = event.message;
      time = m.serverTime;
      const sides: [number[], number[], Map<number, number>][] = [
        [m.bidPrices, m.bidSizes, bids],
        [m.askPrices, m.askSizes, asks],
      ];
      for (const [prices, sizes, pending] of sides) {
        for (let i = 0; i < prices.length && deltas.length < count; i++) {
          pending.set(prices[i] as number, sizes[i] as number);
          if (bids.size + asks.size === LEVELS_PER_DELTA) flush();
        }
      }
    }
  }
  return {
    symbol: INSTRUMENT.symbol,
    tickSize: INSTRUMENT.tickSize,
    lotSize: INSTRUMENT.lotSize,
    snapshot,
    deltas,
    levelUpdates: deltas.length * LEVELS_PER_DELTA,
    finalBids: wholeSide(reference, 'bids'),
    finalAsks: wholeSide(reference, 'asks'),
    startDepth,
  };
}

/** Throws unless a book side equals the expected levels exactly. */
export function expectSide(
  way: string,
  side: string,
  expected: SideLevels,
  actualPrices: ArrayLike<number>,
  actualSizes: ArrayLike<number>,
): void {
  if (actualPrices.length !== expected.prices.length) {
    throw new Error(
      `${way}: ${side} has ${actualPrices.length} levels, expected ${expected.prices.length}`,
    );
  }
  for (let i = 0; i < expected.prices.length; i++) {
    if (actualPrices[i] !== expected.prices[i] || actualSizes[i] !== expected.sizes[i]) {
      throw new Error(
        `${way}: ${side} level ${i} is ${actualPrices[i]}×${actualSizes[i]}, expected ` +
          `${expected.prices[i]}×${expected.sizes[i]}`,
      );
    }
  }
}
