import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookChecksum } from '../book-checksum';
import type { TopLevels } from '../book-checksum';
import { writeCumulative } from './book-side';
import { OrderBook } from './book';
import type { BookDeltaInput } from './book';

/** Naive reference: a Map per side, sorted on demand. */
class ReferenceBook {
  readonly bids = new Map<number, number>();
  readonly asks = new Map<number, number>();
  apply(bidPrices: number[], bidSizes: number[], askPrices: number[], askSizes: number[]): void {
    const put = (m: Map<number, number>, p: number, s: number): void => {
      if (s === 0) m.delete(p);
      else m.set(p, s);
    };
    bidPrices.forEach((p, i) => put(this.bids, p, bidSizes[i] ?? 0));
    askPrices.forEach((p, i) => put(this.asks, p, askSizes[i] ?? 0));
  }
  sorted(side: 'bid' | 'ask'): [number, number][] {
    const m = side === 'bid' ? this.bids : this.asks;
    return [...m.entries()].sort((a, b) => (side === 'bid' ? b[0] - a[0] : a[0] - b[0]));
  }
  top(side: 'bid' | 'ask', n: number): TopLevels {
    const rows = this.sorted(side).slice(0, n);
    return { prices: rows.map((r) => r[0]), sizes: rows.map((r) => r[1]), count: rows.length };
  }
}

const asPairs = (t: TopLevels): [number, number][] =>
  Array.from({ length: t.count }, (_, i) => [t.prices[i] as number, t.sizes[i] as number]);

function delta(
  book: { seq: number },
  ref: ReferenceBook,
  levels: { bidPrices: number[]; bidSizes: number[]; askPrices: number[]; askSizes: number[] },
): BookDeltaInput {
  ref.apply(levels.bidPrices, levels.bidSizes, levels.askPrices, levels.askSizes);
  return {
    seq: book.seq + 1,
    checksum: bookChecksum(ref.top('bid', 10), ref.top('ask', 10)),
    ...levels,
  };
}

const snapshot = {
  seq: 7,
  bidPrices: [100, 99, 97],
  bidSizes: [5, 7, 1],
  askPrices: [101, 102, 105],
  askSizes: [3, 4, 9],
};

describe('OrderBook', () => {
  it('loads a snapshot and answers best, spread and top', () => {
    const book = new OrderBook(4);
    expect(book.loadSnapshot(snapshot)).toEqual({ ok: true });
    expect(book.seq).toBe(7);
    expect(book.bestBid()).toBe(100);
    expect(book.bestAsk()).toBe(101);
    expect(book.spread()).toBe(1);
    expect(asPairs(book.top(2).bids)).toEqual([
      [100, 5],
      [99, 7],
    ]);
    expect(asPairs(book.top(10).asks)).toEqual([
      [101, 3],
      [102, 4],
      [105, 9],
    ]);
  });

  it('applies a delta: update, insert, delete (size 0)', () => {
    const book = new OrderBook(4);
    book.loadSnapshot(snapshot);
    const ref = new ReferenceBook();
    ref.apply(snapshot.bidPrices, snapshot.bidSizes, snapshot.askPrices, snapshot.askSizes);
    const d = delta(book, ref, {
      bidPrices: [100, 98, 97],
      bidSizes: [6, 2, 0],
      askPrices: [101],
      askSizes: [0],
    });
    expect(book.apply(d)).toEqual({ ok: true });
    expect(book.seq).toBe(8);
    expect(asPairs(book.top(10).bids)).toEqual([
      [100, 6],
      [99, 7],
      [98, 2],
    ]);
    expect(book.bestAsk()).toBe(102);
    expect(book.bids.sizeOf(97)).toBe(0);
    expect(book.bids.rankOf(98)).toBe(2);
  });

  it('detects a sequence gap, then refuses deltas until a new snapshot', () => {
    const book = new OrderBook();
    book.loadSnapshot(snapshot);
    const ref = new ReferenceBook();
    ref.apply(snapshot.bidPrices, snapshot.bidSizes, snapshot.askPrices, snapshot.askSizes);
    const d = delta(book, ref, { bidPrices: [100], bidSizes: [1], askPrices: [], askSizes: [] });
    expect(book.apply({ ...d, seq: 9 })).toEqual({ ok: false, reason: 'gap' });
    expect(book.synced).toBe(false);
    expect(book.apply(d)).toEqual({ ok: false, reason: 'gap' });
    expect(book.loadSnapshot(snapshot)).toEqual({ ok: true });
    expect(book.apply(d)).toEqual({ ok: true });
  });

  it('refuses a duplicate (replayed) delta as a gap', () => {
    const book = new OrderBook();
    book.loadSnapshot(snapshot);
    const ref = new ReferenceBook();
    ref.apply(snapshot.bidPrices, snapshot.bidSizes, snapshot.askPrices, snapshot.askSizes);
    const d = delta(book, ref, { bidPrices: [100], bidSizes: [1], askPrices: [], askSizes: [] });
    expect(book.apply(d).ok).toBe(true);
    expect(book.apply(d)).toEqual({ ok: false, reason: 'gap' });
  });

  it('detects a checksum mismatch', () => {
    const book = new OrderBook();
    book.loadSnapshot(snapshot);
    const ref = new ReferenceBook();
    ref.apply(snapshot.bidPrices, snapshot.bidSizes, snapshot.askPrices, snapshot.askSizes);
    const d = delta(book, ref, { bidPrices: [100], bidSizes: [1], askPrices: [], askSizes: [] });
    expect(book.apply({ ...d, bidSizes: [2] })).toEqual({ ok: false, reason: 'checksum' });
    expect(book.synced).toBe(false);
  });

  it('verifies a burst once: the last delta checksum covers the book (stream-protocol: checksum)', () => {
    const book = new OrderBook();
    book.loadSnapshot(snapshot);
    const ref = new ReferenceBook();
    ref.apply(snapshot.bidPrices, snapshot.bidSizes, snapshot.askPrices, snapshot.askSizes);
    const d1 = delta(book, ref, { bidPrices: [100], bidSizes: [1], askPrices: [], askSizes: [] });
    expect(book.applyUnverified(d1)).toEqual({ ok: true });
    const d2 = delta(book, ref, {
      bidPrices: [98],
      bidSizes: [4],
      askPrices: [103],
      askSizes: [2],
    });
    expect(book.applyUnverified(d2)).toEqual({ ok: true });
    expect(book.unverified).toBe(true);
    expect(book.verify()).toEqual({ ok: true });
    expect(book.unverified).toBe(false);
    expect(book.verify()).toEqual({ ok: true }); // nothing owed
    expect(book.seq).toBe(9);
    expect(asPairs(book.top(10).bids)).toEqual(asPairs(ref.top('bid', 10)));
    expect(asPairs(book.top(10).asks)).toEqual(asPairs(ref.top('ask', 10)));
  });

  it('a burst whose book disagrees with its last checksum faults and resyncs as apply does', () => {
    const book = new OrderBook();
    book.loadSnapshot(snapshot);
    const ref = new ReferenceBook();
    ref.apply(snapshot.bidPrices, snapshot.bidSizes, snapshot.askPrices, snapshot.askSizes);
    const d1 = delta(book, ref, { bidPrices: [100], bidSizes: [1], askPrices: [], askSizes: [] });
    expect(book.applyUnverified(d1)).toEqual({ ok: true });
    // The venue sent size 4 at 98; the wire says 5: the book is wrong after the burst.
    const d2 = delta(book, ref, { bidPrices: [98], bidSizes: [4], askPrices: [], askSizes: [] });
    expect(book.applyUnverified({ ...d2, bidSizes: [5] })).toEqual({ ok: true });
    expect(book.verify()).toEqual({ ok: false, reason: 'checksum' });
    expect(book.synced).toBe(false);
    expect(book.unverified).toBe(false);
    // Like apply: nothing more applies until a fresh snapshot, which restarts the book.
    const d3 = { ...d2, seq: 10 };
    expect(book.applyUnverified(d3)).toEqual({ ok: false, reason: 'gap' });
    expect(book.loadSnapshot(snapshot)).toEqual({ ok: true });
    expect(book.synced).toBe(true);
  });

  it('a burst ends with the same book and verdict as delta-by-delta apply', () => {
    const step = fc.array(
      fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 9 })),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(fc.array(fc.record({ bids: step, asks: step }), { maxLength: 12 }), (steps) => {
        const each = new OrderBook(4);
        const burst = new OrderBook(4);
        const ref = new ReferenceBook();
        const empty = { seq: 0, bidPrices: [], bidSizes: [], askPrices: [], askSizes: [] };
        each.loadSnapshot(empty);
        burst.loadSnapshot(empty);
        for (const s of steps) {
          const d = delta(each, ref, {
            bidPrices: s.bids.map((l) => l[0]),
            bidSizes: s.bids.map((l) => l[1]),
            askPrices: s.asks.map((l) => l[0]),
            askSizes: s.asks.map((l) => l[1]),
          });
          expect(each.apply(d)).toEqual({ ok: true });
          expect(burst.applyUnverified(d)).toEqual({ ok: true });
        }
        expect(burst.verify()).toEqual({ ok: true });
        expect(asPairs(burst.top(100).bids)).toEqual(asPairs(each.top(100).bids));
        expect(asPairs(burst.top(100).asks)).toEqual(asPairs(each.top(100).asks));
      }),
      { numRuns: 100 },
    );
  });

  it('refuses nonsense values without touching the book', () => {
    const book = new OrderBook();
    book.loadSnapshot(snapshot);
    const base = { seq: 8, checksum: 0, askPrices: [], askSizes: [] };
    for (const bad of [
      { bidPrices: [100.5], bidSizes: [1] },
      { bidPrices: [100], bidSizes: [-1] },
      { bidPrices: [0], bidSizes: [1] },
      { bidPrices: [100], bidSizes: [Number.NaN] },
      { bidPrices: [100, 99], bidSizes: [1] },
      { bidPrices: [2 ** 60], bidSizes: [1] },
    ]) {
      book.loadSnapshot(snapshot);
      expect(book.apply({ ...base, ...bad })).toEqual({ ok: false, reason: 'invalid' });
      expect(book.bids.sizeOf(100)).toBe(5);
    }
    expect(book.loadSnapshot({ ...snapshot, seq: -1 })).toEqual({ ok: false, reason: 'invalid' });
    expect(book.loadSnapshot({ ...snapshot, askSizes: [1] })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('groups levels: bids floor to the bucket, asks ceil', () => {
    const book = new OrderBook();
    book.loadSnapshot({
      seq: 1,
      bidPrices: [1009, 1005, 1000, 999, 990],
      bidSizes: [1, 2, 3, 4, 5],
      askPrices: [1010, 1011, 1020, 1021],
      askSizes: [1, 2, 3, 4],
    });
    const g = book.grouped(10, 10);
    expect(asPairs(g.bids)).toEqual([
      [1000, 6],
      [990, 9],
    ]);
    expect(asPairs(g.asks)).toEqual([
      [1010, 1],
      [1020, 5],
      [1030, 4],
    ]);
    expect(asPairs(book.grouped(10, 1).asks)).toEqual([[1010, 1]]);
    expect(asPairs(book.grouped(1, 2).bids)).toEqual([
      [1009, 1],
      [1005, 2],
    ]);
    expect(() => book.grouped(0, 5)).toThrow(RangeError);
  });

  it('writes cumulative depth', () => {
    const out = new Float64Array(4);
    writeCumulative([1, 2, 3, 4], 3, out);
    expect([...out]).toEqual([1, 3, 6, 0]);
  });

  it('writes top levels into caller-provided typed arrays without growing them', () => {
    const book = new OrderBook();
    book.loadSnapshot(snapshot);
    const prices = new Float64Array(2);
    const sizes = new Float64Array(2);
    expect(book.asks.writeTop(10, prices, sizes)).toBe(2);
    expect([...prices]).toEqual([101, 102]);
    expect([...sizes]).toEqual([3, 4]);
  });

  it('matches the reference on a deep book (long shifts and the top-window search)', () => {
    const level = fc.tuple(
      fc.integer({ min: 1, max: 3000 }),
      fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 99 })),
    );
    fc.assert(
      fc.property(fc.array(fc.array(level, { maxLength: 200 }), { maxLength: 15 }), (steps) => {
        const book = new OrderBook(4);
        const ref = new ReferenceBook();
        const start = Array.from({ length: 1500 }, (_, i) => 2 * i + 1);
        book.loadSnapshot({
          seq: 0,
          bidPrices: start,
          bidSizes: start.map(() => 1),
          askPrices: start,
          askSizes: start.map(() => 2),
        });
        ref.apply(
          start,
          start.map(() => 1),
          start,
          start.map(() => 2),
        );
        for (const s of steps) {
          const prices = s.map((l) => l[0]);
          const sizes = s.map((l) => l[1]);
          const d = delta(book, ref, {
            bidPrices: prices,
            bidSizes: sizes,
            askPrices: prices,
            askSizes: sizes,
          });
          expect(book.apply(d)).toEqual({ ok: true });
        }
        expect(asPairs(book.top(5000).bids)).toEqual(ref.sorted('bid'));
        expect(asPairs(book.top(5000).asks)).toEqual(ref.sorted('ask'));
      }),
      { numRuns: 30 },
    );
  });

  it('matches a naive reference book under random deltas, and grouping sums sizes', () => {
    const price = fc.integer({ min: 1, max: 400 });
    const size = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1e9 }));
    const levels = fc.array(fc.tuple(price, size), { maxLength: 30 });
    const step = fc.record({ bids: levels, asks: levels });
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 50 }),
        (steps, group) => {
          const book = new OrderBook(4);
          const ref = new ReferenceBook();
          book.loadSnapshot({ seq: 0, bidPrices: [], bidSizes: [], askPrices: [], askSizes: [] });
          for (const s of steps) {
            const d = delta(book, ref, {
              bidPrices: s.bids.map((l) => l[0]),
              bidSizes: s.bids.map((l) => l[1]),
              askPrices: s.asks.map((l) => l[0]),
              askSizes: s.asks.map((l) => l[1]),
            });
            expect(book.apply(d)).toEqual({ ok: true });
          }
          for (const side of ['bid', 'ask'] as const) {
            const all = ref.sorted(side);
            const mine = asPairs(book.top(1000)[side === 'bid' ? 'bids' : 'asks']);
            expect(mine).toEqual(all);
            // grouping: every level lands in its bucket and no size is lost
            const grouped = asPairs(book.grouped(group, 1000)[side === 'bid' ? 'bids' : 'asks']);
            const expected = new Map<number, number>();
            for (const [p, q] of all) {
              const bucket =
                side === 'bid' ? Math.floor(p / group) * group : Math.ceil(p / group) * group;
              expected.set(bucket, (expected.get(bucket) ?? 0) + q);
            }
            expect(grouped).toEqual([...expected.entries()]);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
