// The S4 naive baseline's book keeping, as a typical trading UI writes it over a JSON feed:
// a Map of price → size per side, a snapshot replaces it, a delta sets or deletes levels (no
// sequence or checksum checks), and the rows on screen come from sorting the map on render.
// Pure: the naive page (pages/naive.tsx) holds these in React state.
import type { BookState } from '../../workers/api';

/** A book message of the stream's JSON encoding (docs/stream-protocol.md "JSON encoding"). */
export interface JsonBookLevels {
  readonly symbol: string;
  readonly seq?: number;
  readonly serverTime?: number;
  readonly bidPrices?: readonly number[];
  readonly bidSizes?: readonly number[];
  readonly askPrices?: readonly number[];
  readonly askSizes?: readonly number[];
  readonly tickSize?: string;
  readonly lotSize?: string;
}

export interface JsonServerMessage {
  readonly batch?: { readonly messages?: readonly JsonServerMessage[] };
  readonly bookSnapshot?: JsonBookLevels;
  readonly bookDelta?: JsonBookLevels;
}

export interface NaiveBook {
  readonly symbol: string;
  readonly tickSize: string;
  readonly lotSize: string;
  readonly seq: number;
  readonly serverTime: number;
  /** Ticks → lots. Mutated in place by applyDelta; `version` says it changed. */
  readonly bids: Map<number, number>;
  readonly asks: Map<number, number>;
  readonly version: number;
}

/** The messages of one socket frame, a batch spread in order. */
export function messagesOf(frame: JsonServerMessage): readonly JsonServerMessage[] {
  return frame.batch ? (frame.batch.messages ?? []) : [frame];
}

function levels(
  prices: readonly number[] = [],
  sizes: readonly number[] = [],
): Map<number, number> {
  const out = new Map<number, number>();
  prices.forEach((p, i) => {
    const size = sizes[i] ?? 0;
    if (size > 0) out.set(p, size);
  });
  return out;
}

export function fromSnapshot(s: JsonBookLevels): NaiveBook {
  return {
    symbol: s.symbol,
    tickSize: s.tickSize ?? '0.01',
    lotSize: s.lotSize ?? '0.00001',
    seq: s.seq ?? 0,
    serverTime: s.serverTime ?? 0,
    bids: levels(s.bidPrices, s.bidSizes),
    asks: levels(s.askPrices, s.askSizes),
    version: 0,
  };
}

function update(
  side: Map<number, number>,
  prices: readonly number[] = [],
  sizes: readonly number[] = [],
): void {
  prices.forEach((p, i) => {
    const size = sizes[i] ?? 0;
    if (size > 0) side.set(p, size);
    else side.delete(p);
  });
}

/** A delta applied to the book's maps; a new book object (React sees the change). */
export function applyDelta(book: NaiveBook, d: JsonBookLevels): NaiveBook {
  update(book.bids, d.bidPrices, d.bidSizes);
  update(book.asks, d.askPrices, d.askSizes);
  return {
    ...book,
    seq: d.seq ?? book.seq,
    serverTime: d.serverTime ?? book.serverTime,
    version: book.version + 1,
  };
}

/** Books by symbol after one message (the same object when the message is not a book's). */
export function applyMessage(
  books: Readonly<Record<string, NaiveBook>>,
  m: JsonServerMessage,
): Readonly<Record<string, NaiveBook>> {
  if (m.bookSnapshot) return { ...books, [m.bookSnapshot.symbol]: fromSnapshot(m.bookSnapshot) };
  const d = m.bookDelta;
  const book = d ? books[d.symbol] : undefined;
  if (!d || !book) return books;
  return { ...books, [d.symbol]: applyDelta(book, d) };
}

function top(
  side: Map<number, number>,
  rows: number,
  descending: boolean,
): [Float64Array, Float64Array] {
  const prices = [...side.keys()].sort((a, b) => (descending ? b - a : a - b)).slice(0, rows);
  return [Float64Array.from(prices), Float64Array.from(prices, (p) => side.get(p) ?? 0)];
}

/** The best `rows` levels a side as the product's BookState, so its bookView and rows draw it. */
export function topOfBook(book: NaiveBook, rows: number): BookState {
  const [bidPrices, bidSizes] = top(book.bids, rows, true);
  const [askPrices, askSizes] = top(book.asks, rows, false);
  return {
    kind: 'book',
    topic: `book:${book.symbol}`,
    symbol: book.symbol,
    status: 'synced',
    seq: book.seq,
    serverTime: book.serverTime,
    tickSize: book.tickSize,
    lotSize: book.lotSize,
    groupTicks: 1,
    bidPrices,
    bidSizes,
    askPrices,
    askSizes,
  };
}
