// The tab's stores see the same data whether book frames come transferred or through the
// core's shared ring (docs/data-core.md "Shared ring"): the same frames fed both ways leave
// the same market state after every frame, and a book read too late arrives with the resend.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookState, Frame, TopicKey, TopicState } from '../../../workers/api';
import { BookRingReader, BookRingWriter, packFrame, unpackFrame } from '../../../workers/testing';
import { bookState } from '../../testing/marketFixtures';
import { applyMarketFrame, createMarketStores, type MarketStores } from './applyMarketFrame';
import { retainTopic } from './marketStore';

const SYMBOLS = ['BTC/USD', 'ETH/USD', 'SOL/USD'] as const;

function stores(): MarketStores {
  const s = createMarketStores();
  for (const symbol of SYMBOLS) retainTopic(s.market, `book:${symbol}`);
  return s;
}

const marketState = (s: MarketStores) => s.market.getState();

function arbBook(): fc.Arbitrary<BookState> {
  const side = (n: number, from: number, step: number) =>
    Float64Array.from({ length: n }, (_, i) => from + i * step);
  return fc
    .record({
      symbol: fc.constantFrom(...SYMBOLS),
      seq: fc.integer({ min: 1, max: 1e6 }),
      bids: fc.integer({ min: 0, max: 20 }),
      asks: fc.integer({ min: 0, max: 20 }),
      size: fc.double({ min: 0.001, max: 1e6, noNaN: true }),
    })
    .map(({ symbol, seq, bids, asks, size }) => ({
      ...bookState({ symbol, seq }),
      bidPrices: side(bids, 10_000, -1),
      bidSizes: side(bids, size, 1),
      askPrices: side(asks, 10_001, 1),
      askSizes: side(asks, size, 2),
    }));
}

describe('book frames through the ring or transferred', () => {
  it('R-CORE-30 the same frames leave the same market state either way, after every frame', () => {
    fc.assert(
      fc.property(fc.array(fc.array(arbBook(), { maxLength: 4 }), { maxLength: 10 }), (runs) => {
        const viaTransfer = stores();
        const viaRing = stores();
        // 16 levels a side per slot: the deeper books of the run travel packed beside the ring.
        const writer = new BookRingWriter(64, 16);
        const reader = new BookRingReader(writer.buffer);
        runs.forEach((topics: TopicState[], i) => {
          const frame: Frame = { seq: i + 1, events: [], topics };
          applyMarketFrame(unpackFrame(packFrame(frame).wire), viaTransfer, 0);
          const ring = { writer, sendBuffer: i === 0, packed: new Set<TopicKey>() };
          const missed: TopicKey[] = [];
          const wire = packFrame(frame, ring).wire;
          applyMarketFrame(
            unpackFrame(wire, { reader, missed: (t) => missed.push(...t) }),
            viaRing,
            0,
          );
          expect(missed).toEqual([]);
          expect(marketState(viaRing)).toEqual(marketState(viaTransfer));
        });
      }),
    );
  });

  it('R-CORE-29 R-CORE-30 a slow reader keeps its previous book until the resent frame, then matches', () => {
    const viaTransfer = stores();
    const viaRing = stores();
    const writer = new BookRingWriter(4, 16);
    const reader = new BookRingReader(writer.buffer);
    const missed: TopicKey[] = [];
    const ringIn = { reader, missed: (t: TopicKey[]) => missed.push(...t) };
    const deliver = (frame: Frame, packed: Set<TopicKey>, sendBuffer = false) =>
      packFrame(frame, { writer, sendBuffer, packed }).wire;
    const first: Frame = { seq: 1, events: [], topics: [bookState({ seq: 1 })] };
    applyMarketFrame(unpackFrame(deliver(first, new Set(), true), ringIn), viaRing, 0);
    applyMarketFrame(unpackFrame(packFrame(first).wire), viaTransfer, 0);

    const newer = bookState({ seq: 2, bids: [[9_700_000, 9]] });
    const second: Frame = { seq: 2, events: [], topics: [newer] };
    const late = deliver(second, new Set());
    // Other tabs' frames filled the ring before this tab read its frame.
    for (let i = 0; i < 4; i++) writer.put(bookState({ symbol: 'ETH/USD', seq: 10 + i }));
    applyMarketFrame(unpackFrame(late, ringIn), viaRing, 0);
    applyMarketFrame(unpackFrame(packFrame(second).wire), viaTransfer, 0);
    expect(missed).toEqual(['book:BTC/USD']);
    expect(marketState(viaRing).books['book:BTC/USD']?.seq).toBe(1); // kept, never torn

    // The core's answer to the resend request: the book's current state, packed.
    const resent: Frame = { seq: 3, events: [], topics: [newer] };
    applyMarketFrame(unpackFrame(deliver(resent, new Set(missed)), ringIn), viaRing, 0);
    expect(marketState(viaRing)).toEqual(marketState(viaTransfer));
  });
});
