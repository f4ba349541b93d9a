// The packed frame (core → tab) must give the tab exactly the frame the core built.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookState, Frame, TickerState, TopicState } from '../../types';
import { packFrame, unpackFrame } from './frame-wire';

function book(symbol: string, bids: number[], asks: number[], synced = true): BookState {
  return {
    kind: 'book',
    topic: `book:${symbol}`,
    symbol,
    status: synced ? 'synced' : 'resyncing',
    seq: 42,
    serverTime: 1_700_000_000_123,
    tickSize: '0.01',
    lotSize: '0.0001',
    groupTicks: 1,
    bidPrices: Float64Array.from(bids),
    bidSizes: Float64Array.from(bids, (p) => p / 1000),
    askPrices: Float64Array.from(asks),
    askSizes: Float64Array.from(asks, (p) => p / 999),
  };
}

function ticker(symbol: string): TickerState {
  return {
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
  };
}

const frameOf = (topics: TopicState[]): Frame => ({ seq: 3, events: [], topics });

describe('R-CORE-23 packed frames (core → tab)', () => {
  it('books travel in one transferred buffer and come back equal, in their places', () => {
    const frame = frameOf([
      ticker('ETH/USD'),
      book('BTC/USD', [100, 99], [101]),
      ticker('BTC/USD'),
      book('ETH/USD', [], [], false),
      book('SOL/USD', [5], [6, 7, 8]),
    ]);
    const { wire, transfer } = packFrame(frame);
    expect(transfer).toHaveLength(1);
    expect(wire.topics.map((t) => t.kind)).toEqual(['ticker', 'ticker']);
    expect(unpackFrame(wire)).toEqual(frame);
  });

  it('a frame without books goes as it is, with nothing to transfer', () => {
    const frame: Frame = {
      ...frameOf([ticker('BTC/USD')]),
      clock: { offsetMillis: 0, bestRoundTripMillis: 1, samples: 1 },
    };
    const { wire, transfer } = packFrame(frame);
    expect(wire).toBe(frame);
    expect(transfer).toEqual([]);
    expect(unpackFrame(wire)).toBe(frame);
  });

  it('any mix of books and other topics round-trips', () => {
    const level = fc.double({ noNaN: true, min: 0, max: 1e12 });
    const topic = fc.oneof(
      fc
        .record({
          bids: fc.array(level, { maxLength: 30 }),
          asks: fc.array(level, { maxLength: 30 }),
          synced: fc.boolean(),
        })
        .map((b) => ({ kind: 'b' as const, ...b })),
      fc.constant({ kind: 't' as const }),
    );
    fc.assert(
      fc.property(fc.array(topic, { maxLength: 12 }), (list) => {
        const topics = list.map((t, i) =>
          t.kind === 'b' ? book(`S${i}/USD`, t.bids, t.asks, t.synced) : ticker(`S${i}/USD`),
        );
        const frame = frameOf(topics);
        expect(unpackFrame(packFrame(frame).wire)).toEqual(frame);
      }),
    );
  });

  it('a truncated packed buffer is refused, never read past its end', () => {
    const { wire } = packFrame(frameOf([book('BTC/USD', [100, 99], [101])]));
    const books = wire.books;
    if (books === undefined) throw new Error('no books');
    const cut = { ...wire, books: { ...books, numbers: books.numbers.subarray(0, 9) } };
    expect(() => unpackFrame(cut)).toThrow(/truncated/);
    const noStrings = { ...wire, books: { ...books, strings: [] } };
    expect(() => unpackFrame(noStrings)).toThrow(/truncated/);
  });
});
