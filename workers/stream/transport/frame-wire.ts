// A frame as it crosses from the core to a tab. Book states are packed into one Float64Array
// (a small header per book, then its four level arrays) plus one array of their strings, and
// that single buffer is transferred. Structured clone then sees one buffer and a few strings
// instead of an object and four transferred buffers per book: measured in Chromium, a frame
// of 12 books of 14 levels a side posts in about 40 % of the time (docs/data-core.md). The tab
// unpacks it back into the same BookState objects, their arrays views over that buffer.
import type { BookState, Frame, TopicState } from '../../types';

export interface PackedBooks {
  /** Per book: topic, symbol, tickSize, lotSize. */
  readonly strings: string[];
  /** Per book: HEADER numbers (see below), then bid prices, bid sizes, ask prices, ask sizes. */
  readonly numbers: Float64Array;
}

/** A Frame whose book states travel in `books`; `topics` holds the other topic states. */
export interface WireFrame extends Omit<Frame, 'topics'> {
  readonly topics: readonly TopicState[];
  readonly books?: PackedBooks;
}

export type WireFrameListener = (frame: WireFrame) => void | Promise<void>;

// Header: position among the frame's topics, seq, serverTime, groupTicks, status, bids, asks.
const HEADER = 7;
const STRINGS = 4;
const SYNCED = 1;
const RESYNCING = 0;

export function packFrame(frame: Frame): { wire: WireFrame; transfer: ArrayBuffer[] } {
  let books = 0;
  let size = 0;
  for (const t of frame.topics) {
    if (t.kind !== 'book') continue;
    books += 1;
    size += HEADER + 2 * (t.bidPrices.length + t.askPrices.length);
  }
  if (books === 0) return { wire: frame, transfer: [] };
  const numbers = new Float64Array(size);
  const strings: string[] = [];
  const others: TopicState[] = [];
  let o = 0;
  frame.topics.forEach((t, position) => {
    if (t.kind !== 'book') {
      others.push(t);
      return;
    }
    numbers[o++] = position;
    numbers[o++] = t.seq;
    numbers[o++] = t.serverTime;
    numbers[o++] = t.groupTicks;
    numbers[o++] = t.status === 'synced' ? SYNCED : RESYNCING;
    numbers[o++] = t.bidPrices.length;
    numbers[o++] = t.askPrices.length;
    for (const a of [t.bidPrices, t.bidSizes, t.askPrices, t.askSizes]) {
      numbers.set(a, o);
      o += a.length;
    }
    strings.push(t.topic, t.symbol, t.tickSize, t.lotSize);
  });
  return {
    wire: { ...frame, topics: others, books: { strings, numbers } },
    transfer: [numbers.buffer],
  };
}

/** The tab side: the frame the core built, book arrays as views over the one buffer. */
export function unpackFrame(wire: WireFrame): Frame {
  const packed = wire.books;
  if (packed === undefined) return wire;
  const { numbers, strings } = packed;
  const topics: TopicState[] = [];
  const others = wire.topics;
  let next = 0; // index into others
  let o = 0;
  let s = 0;
  const take = (n: number): Float64Array => {
    const view = numbers.subarray(o, o + n);
    o += n;
    return view;
  };
  while (o < numbers.length) {
    if (o + HEADER > numbers.length || s + STRINGS > strings.length)
      throw new Error('packed frame: truncated book header');
    const position = numbers[o] as number;
    const bids = numbers[o + 5] as number;
    const asks = numbers[o + 6] as number;
    if (o + HEADER + 2 * (bids + asks) > numbers.length)
      throw new Error('packed frame: truncated book levels');
    while (topics.length < position && next < others.length)
      topics.push(others[next++] as TopicState);
    const header = numbers.subarray(o, o + HEADER);
    o += HEADER;
    const book: BookState = {
      kind: 'book',
      topic: strings[s] as string,
      symbol: strings[s + 1] as string,
      status: header[4] === SYNCED ? 'synced' : 'resyncing',
      seq: header[1] as number,
      serverTime: header[2] as number,
      tickSize: strings[s + 2] as string,
      lotSize: strings[s + 3] as string,
      groupTicks: header[3] as number,
      bidPrices: take(bids),
      bidSizes: take(bids),
      askPrices: take(asks),
      askSizes: take(asks),
    };
    s += STRINGS;
    topics.push(book);
  }
  while (next < others.length) topics.push(others[next++] as TopicState);
  const { books: _books, ...rest } = wire;
  return { ...rest, topics };
}
