// The shared book ring: a reader gets exactly what was written, or null once the slot was
// reused or is being written; frames through the ring unpack to the frames the core built.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookState, Frame, TickerState, TopicKey, TopicState } from '../../types';
import { packFrame, unpackFrame, type RingIn } from '../transport/frame-wire';
import { BookRingReader, BookRingWriter } from './book-ring';
import { SlotRingReader, SlotRingWriter } from './slot-ring';

function book(symbol: string, seq: number, levels: number): BookState {
  const ticks = (n: number, from: number, step: number) =>
    Float64Array.from({ length: n }, (_, i) => from + i * step);
  return {
    kind: 'book',
    topic: `book:${symbol}`,
    symbol,
    status: 'synced',
    seq,
    serverTime: 1_700_000_000_000 + seq,
    tickSize: '0.01',
    lotSize: '0.0001',
    groupTicks: 1,
    bidPrices: ticks(levels, 10_000, -1),
    bidSizes: ticks(levels, seq, 0.5),
    askPrices: ticks(levels, 10_001, 1),
    askSizes: ticks(levels, seq + 1, 0.25),
  };
}

const ticker = (symbol: string): TickerState => ({
  kind: 'ticker',
  topic: `ticker:${symbol}`,
  symbol,
  last: '1.5',
  open: '1',
  high: '2',
  low: '0.5',
  volume: '10',
  quoteVolume: '15',
  change: '0.5',
  changePercent: '50',
  bestBid: '1.4',
  bestAsk: '1.6',
  serverTime: 5,
});

const frameOf = (topics: TopicState[], seq = 1): Frame => ({ seq, events: [], topics });

/** A tab's side of the ring over the writer's buffer, recording what it lost. */
function tabSide(writer: BookRingWriter): RingIn & { lost: TopicKey[] } {
  const lost: TopicKey[] = [];
  return { reader: new BookRingReader(writer.buffer), missed: (t) => lost.push(...t), lost };
}

describe('slot ring', () => {
  it('R-CORE-29 a reader gets a copy of exactly what was written', () => {
    const writer = new SlotRingWriter({ slots: 4, slotLength: 8 });
    const reader = new SlotRingReader(writer.buffer);
    const ref = writer.write([[1, 2], Float64Array.of(3.5, -4)]);
    expect(ref).not.toBeNull();
    const copy = reader.read(ref!);
    expect(Array.from(copy!)).toEqual([1, 2, 3.5, -4]);
    writer.write([[9, 9, 9, 9]]); // another slot: the copy is the reader's own
    expect(Array.from(copy!)).toEqual([1, 2, 3.5, -4]);
    expect(writer.write([new Float64Array(9)])).toBeNull(); // larger than a slot
  });

  it('R-CORE-29 wrap-around: a reference whose slot was written again reads as lost, the newer one reads', () => {
    const writer = new SlotRingWriter({ slots: 3, slotLength: 1 });
    const reader = new SlotRingReader(writer.buffer);
    const refs = Array.from({ length: 7 }, (_, i) => writer.write([[i]])!);
    // 7 writes on 3 slots: only the last three are still there.
    expect(refs.map((r) => reader.read(r)?.[0] ?? null)).toEqual([null, null, null, null, 4, 5, 6]);
    expect(refs[6]!.slot).toBe(refs[0]!.slot);
    expect(reader.read({ slot: 7, stamp: 1 })).toBeNull(); // no such slot
  });

  it('R-CORE-29 a slot read while it is being written reads as lost (the torn copy is never returned)', () => {
    const writer = new SlotRingWriter({ slots: 2, slotLength: 4 });
    const reader = new SlotRingReader(writer.buffer);
    const old = writer.write([[1, 1, 1, 1]])!;
    writer.write([[2, 2, 2, 2]]);
    const seen: (Float64Array | null)[] = [];
    // The third write reuses the first slot; in the middle of it a reader tries both refs.
    const spy = new Proxy([3, 3, 3, 3], {
      get(target, key, receiver) {
        if (key === '2') seen.push(reader.read(old), reader.read({ slot: old.slot, stamp: 3 }));
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const next = writer.write([spy])!;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s === null)).toBe(true);
    expect(Array.from(reader.read(next)!)).toEqual([3, 3, 3, 3]);
  });
});

describe('book ring', () => {
  it('R-CORE-29 a book state is written once however many tabs carry it, and again only when half a ring from reuse', () => {
    const writer = new BookRingWriter(4, 4);
    const btc = book('BTC/USD', 1, 3);
    const first = writer.put(btc);
    expect(writer.put(btc)).toBe(first);
    expect(writer.writes).toBe(1);
    writer.put(book('ETH/USD', 1, 3));
    writer.put(book('SOL/USD', 1, 3));
    expect(writer.put(btc)).not.toEqual(first); // 3 writes since: within 2 of reuse
    expect(writer.writes).toBe(4);
    expect(writer.put(book('XRP/USD', 1, 5))).toBeNull(); // deeper than a slot
  });

  it('R-CORE-30 frames through the ring unpack to the frames the core built, deep books packed beside them', () => {
    const arbBook = fc
      .record({
        symbol: fc.constantFrom('BTC/USD', 'ETH/USD', 'SOL/USD'),
        seq: fc.integer({ min: 1, max: 1e6 }),
        levels: fc.integer({ min: 0, max: 12 }),
        synced: fc.boolean(),
      })
      .map(({ symbol, seq, levels, synced }): BookState => ({
        ...book(symbol, seq, levels),
        status: synced ? 'synced' : 'resyncing',
      }));
    const arbTopic = fc.oneof(arbBook, fc.constantFrom(ticker('BTC/USD'), ticker('ETH/USD')));
    fc.assert(
      fc.property(fc.array(fc.array(arbTopic, { maxLength: 6 }), { maxLength: 8 }), (frames) => {
        const writer = new BookRingWriter(64, 8);
        const tab = tabSide(writer);
        frames.forEach((topics, i) => {
          const frame = frameOf(topics, i + 1);
          const ring = { writer, sendBuffer: i === 0, packed: new Set<TopicKey>() };
          const { wire } = packFrame(frame, ring);
          expect(unpackFrame(wire, tab)).toEqual(frame);
          expect(unpackFrame(packFrame(frame).wire)).toEqual(frame);
        });
        expect(tab.lost).toEqual([]);
      }),
    );
  });

  it('R-CORE-29 a slow reader loses the overwritten books, keeps the rest in order, and says which it lost', () => {
    const writer = new BookRingWriter(4, 4);
    const tab = tabSide(writer);
    const btc = book('BTC/USD', 7, 2);
    const frame = frameOf([btc, ticker('BTC/USD'), book('ETH/USD', 3, 2)]);
    const { wire } = packFrame(frame, { writer, sendBuffer: true, packed: new Set() });
    // The core wrote on for other tabs before this one read its frame.
    for (let i = 0; i < 4; i++) writer.put(book('SOL/USD', 100 + i, 2));
    expect(unpackFrame(wire, tab).topics).toEqual([ticker('BTC/USD')]);
    expect(tab.lost).toEqual(['book:BTC/USD', 'book:ETH/USD']);
    // Asked again, those books travel packed and arrive whole.
    const again = packFrame(frameOf([btc]), {
      writer,
      sendBuffer: false,
      packed: new Set(['book:BTC/USD']),
    });
    expect(again.wire.ring).toBeUndefined();
    expect(unpackFrame(again.wire, tab).topics).toEqual([btc]);
  });
});
