// Book states in a slot ring (slot-ring.ts). The core puts each book state once: a state
// object is built once per book version and view and shared by every tab with that view
// (docs/data-core.md "Frames"), so the second tab's frame finds it already written and only
// carries its reference. A state is written again once its slot is half a ring from reuse,
// so a reference handed out always has half a ring of writes before it goes stale.
import type { BookState } from '../../types';
import { SlotRingReader, SlotRingWriter, type RingRef } from './slot-ring';

/** Per book in a slot: seq, serverTime, groupTicks, status, bid levels, ask levels. */
const HEADER = 6;
const SYNCED = 1;

/** The default ring: 512 slots of up to 64 levels a side (about 1 MiB). */
export const BOOK_RING_SLOTS = 512;
export const BOOK_RING_LEVELS = 64;

/** What a tab needs besides the slot to rebuild a book state. */
export interface BookLabels {
  readonly topic: string;
  readonly symbol: string;
  readonly tickSize: string;
  readonly lotSize: string;
}

export class BookRingWriter {
  private readonly ring: SlotRingWriter;
  private readonly placed = new WeakMap<BookState, RingRef & { readonly write: number }>();

  constructor(slots = BOOK_RING_SLOTS, levelsPerSide = BOOK_RING_LEVELS) {
    this.ring = new SlotRingWriter({ slots, slotLength: HEADER + 4 * levelsPerSide });
  }

  get buffer(): SharedArrayBuffer {
    return this.ring.buffer;
  }

  /** Slot writes so far (each book version once, however many tabs read it). */
  get writes(): number {
    return this.ring.written;
  }

  /** The state's place in the ring (written now unless a fresh copy is there); null if too deep. */
  put(book: BookState): RingRef | null {
    const known = this.placed.get(book);
    if (known !== undefined && this.ring.isFresh(known.write)) return known;
    const header = [
      book.seq,
      book.serverTime,
      book.groupTicks,
      book.status === 'synced' ? SYNCED : 0,
      book.bidPrices.length,
      book.askPrices.length,
    ];
    const ref = this.ring.write([
      header,
      book.bidPrices,
      book.bidSizes,
      book.askPrices,
      book.askSizes,
    ]);
    if (ref !== null) this.placed.set(book, ref);
    return ref;
  }
}

export class BookRingReader {
  private readonly ring: SlotRingReader;

  constructor(buffer: SharedArrayBuffer) {
    this.ring = new SlotRingReader(buffer);
  }

  /** The book state the core put at `ref`, its arrays views over a private copy; null if lost. */
  read(ref: RingRef, labels: BookLabels): BookState | null {
    const record = this.ring.read(ref);
    if (record === null || record.length < HEADER) return null;
    const bids = record[4] as number;
    const asks = record[5] as number;
    if (record.length !== HEADER + 2 * (bids + asks)) return null;
    let o = HEADER;
    const take = (n: number): Float64Array => {
      const view = record.subarray(o, o + n);
      o += n;
      return view;
    };
    return {
      kind: 'book',
      topic: labels.topic,
      symbol: labels.symbol,
      status: record[3] === SYNCED ? 'synced' : 'resyncing',
      seq: record[0] as number,
      serverTime: record[1] as number,
      tickSize: labels.tickSize,
      lotSize: labels.lotSize,
      groupTicks: record[2] as number,
      bidPrices: take(bids),
      bidSizes: take(bids),
      askPrices: take(asks),
      askSizes: take(asks),
    };
  }
}
