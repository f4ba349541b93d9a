// A frame as it crosses from the core to a tab. Book states are packed into one Float64Array
// (a small header per book, then its four level arrays) plus one array of their strings, and
// that single buffer is transferred. Structured clone then sees one buffer and a few strings
// instead of an object and four transferred buffers per book: measured in Chromium, a frame
// of 12 books of 14 levels a side posts in about 40 % of the time (docs/data-core.md). The tab
// unpacks it back into the same BookState objects, their arrays views over that buffer.
// Where the tab shares memory with its core (a cross-origin isolated tab and its own dedicated
// worker), books go through the core's shared ring instead (../ring/): the frame carries only
// each book's slot reference and strings, and the tab copies the book out of the ring.
import type { BookLabels, BookRingReader, BookRingWriter } from '../ring/book-ring';
import type { BookState, Frame, TopicKey, TopicState } from '../../types';

export interface PackedBooks {
  /** Per book: topic, symbol, tickSize, lotSize. */
  readonly strings: string[];
  /** Per book: HEADER numbers (see below), then bid prices, bid sizes, ask prices, ask sizes. */
  readonly numbers: Float64Array;
}

/** Books left in the core's shared ring: the frame carries where, the ring holds the levels. */
export interface RingBooks {
  /** The ring's memory, in a tab's first frame after attach (shared, not copied). */
  readonly buffer?: SharedArrayBuffer;
  /** Per book: position among the frame's topics, slot, stamp. */
  readonly refs: readonly number[];
  /** Per book: topic, symbol, tickSize, lotSize. */
  readonly strings: readonly string[];
}

/** A Frame whose book states travel in `books` or `ring`; `topics` holds the other states. */
export interface WireFrame extends Omit<Frame, 'topics'> {
  readonly topics: readonly TopicState[];
  readonly books?: PackedBooks;
  readonly ring?: RingBooks;
}

/** The core's side of the ring for one tab's frame. */
export interface RingOut {
  readonly writer: BookRingWriter;
  /** Send the ring's buffer with this frame (the tab's first since attach). */
  readonly sendBuffer: boolean;
  /** Books that go packed anyway: the tab lost them from the ring and asked again. */
  readonly packed: ReadonlySet<TopicKey>;
}

/** The tab's side of the ring: its reader (null until the buffer came) and what it lost. */
export interface RingIn {
  readonly reader: BookRingReader | null;
  /** Books the ring no longer held (a slow reader): the tab asks the core for them again. */
  missed(topics: TopicKey[]): void;
}

export type WireFrameListener = (frame: WireFrame) => void | Promise<void>;

// Header: position among the frame's topics, seq, serverTime, groupTicks, status, bids, asks.
const HEADER = 7;
const STRINGS = 4;
const SYNCED = 1;
const RESYNCING = 0;

export function packFrame(
  frame: Frame,
  ring?: RingOut,
): { wire: WireFrame; transfer: ArrayBuffer[] } {
  let books = 0;
  let size = 0;
  const refs: number[] = [];
  const ringStrings: string[] = [];
  const inRing = new Set<BookState>();
  frame.topics.forEach((t, position) => {
    if (t.kind !== 'book') return;
    const ref = ring !== undefined && !ring.packed.has(t.topic) ? ring.writer.put(t) : null;
    if (ref !== null) {
      inRing.add(t);
      refs.push(position, ref.slot, ref.stamp);
      ringStrings.push(t.topic, t.symbol, t.tickSize, t.lotSize);
      return;
    }
    books += 1;
    size += HEADER + 2 * (t.bidPrices.length + t.askPrices.length);
  });
  const ringPart: { ring?: RingBooks } =
    ring !== undefined && (refs.length > 0 || ring.sendBuffer)
      ? {
          ring: {
            ...(ring.sendBuffer ? { buffer: ring.writer.buffer } : {}),
            refs,
            strings: ringStrings,
          },
        }
      : {};
  if (books === 0) {
    if (inRing.size === 0 && ringPart.ring === undefined) return { wire: frame, transfer: [] };
    const others = frame.topics.filter((t) => t.kind !== 'book');
    return { wire: { ...frame, topics: others, ...ringPart }, transfer: [] };
  }
  const numbers = new Float64Array(size);
  const strings: string[] = [];
  const others: TopicState[] = [];
  let o = 0;
  frame.topics.forEach((t, position) => {
    if (t.kind !== 'book') {
      others.push(t);
      return;
    }
    if (inRing.has(t)) return;
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
    wire: { ...frame, topics: others, books: { strings, numbers }, ...ringPart },
    transfer: [numbers.buffer],
  };
}

/**
 * The tab side: the frame the core built, book arrays as views over the one buffer (or over
 * copies out of the ring). A ring book that is no longer in its slot is left out of the frame
 * (the tab keeps its previous state of it) and reported to `ring.missed`.
 */
export function unpackFrame(wire: WireFrame, ring?: RingIn): Frame {
  if (wire.books === undefined && wire.ring === undefined) return wire;
  const placed: [number, BookState | null][] = [];
  if (wire.books !== undefined) unpackBooks(wire.books, placed);
  if (wire.ring !== undefined) readRing(wire.ring, ring, placed);
  placed.sort((a, b) => a[0] - b[0]);
  const others = wire.topics;
  const topics: TopicState[] = [];
  let next = 0; // index into others
  let at = 0; // position in the frame the core built
  for (const [position, book] of placed) {
    while (at < position && next < others.length) {
      topics.push(others[next++] as TopicState);
      at++;
    }
    if (book !== null) topics.push(book);
    at++;
  }
  while (next < others.length) topics.push(others[next++] as TopicState);
  const { books: _books, ring: _ring, ...rest } = wire;
  return { ...rest, topics };
}

function readRing(part: RingBooks, ring: RingIn | undefined, placed: [number, BookState | null][]) {
  const { refs, strings } = part;
  if (refs.length % 3 !== 0 || strings.length !== (refs.length / 3) * STRINGS)
    throw new Error('ring frame: refs and strings disagree');
  const missed: TopicKey[] = [];
  for (let i = 0, s = 0; i < refs.length; i += 3, s += STRINGS) {
    const labels: BookLabels = {
      topic: strings[s] as string,
      symbol: strings[s + 1] as string,
      tickSize: strings[s + 2] as string,
      lotSize: strings[s + 3] as string,
    };
    const book =
      ring?.reader?.read({ slot: refs[i + 1] as number, stamp: refs[i + 2] as number }, labels) ??
      null;
    if (book === null) missed.push(labels.topic);
    placed.push([refs[i] as number, book]);
  }
  if (missed.length > 0) ring?.missed(missed);
}

function unpackBooks(packed: PackedBooks, placed: [number, BookState | null][]): void {
  const { numbers, strings } = packed;
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
    placed.push([position, book]);
  }
}
