// The naive baseline's book: snapshot, deltas (set, delete), batches, and the top rows.
import { describe, expect, it } from 'vitest';
import { applyMessage, messagesOf, topOfBook, type NaiveBook } from './naive-book';

const snapshot = {
  bookSnapshot: {
    symbol: 'BTC/USD',
    seq: 1,
    serverTime: 10,
    bidPrices: [100, 99, 98],
    bidSizes: [5, 6, 7],
    askPrices: [101, 102],
    askSizes: [1, 2],
    tickSize: '0.01',
    lotSize: '0.001',
  },
};

describe('naive baseline book', () => {
  it('applies a snapshot, then deltas that set and delete levels, in batch order', () => {
    let books: Readonly<Record<string, NaiveBook>> = applyMessage({}, snapshot);
    const frame = {
      batch: {
        messages: [
          {
            bookDelta: {
              symbol: 'BTC/USD',
              seq: 2,
              serverTime: 11,
              bidPrices: [100],
              bidSizes: [0],
            },
          },
          {
            bookDelta: {
              symbol: 'BTC/USD',
              seq: 3,
              serverTime: 12,
              askPrices: [100.5 * 1, 102],
              askSizes: [4, 0],
            },
          },
          { bookDelta: { symbol: 'ETH/USD', seq: 9, bidPrices: [1], bidSizes: [1] } },
        ],
      },
    };
    for (const m of messagesOf(frame)) books = applyMessage(books, m);
    const book = books['BTC/USD'] as NaiveBook;
    expect(book.seq).toBe(3);
    expect(book.version).toBe(2);
    expect(books['ETH/USD']).toBeUndefined();
    const view = topOfBook(book, 2);
    expect([...view.bidPrices]).toEqual([99, 98]);
    expect([...view.bidSizes]).toEqual([6, 7]);
    expect([...view.askPrices]).toEqual([100.5, 101]);
    expect([...view.askSizes]).toEqual([4, 1]);
    expect(view.serverTime).toBe(12);
  });

  it('returns the same books for a message that is not a book', () => {
    const books = applyMessage({}, snapshot);
    expect(applyMessage(books, {})).toBe(books);
  });
});
