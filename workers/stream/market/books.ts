// One book topic in the core: an OrderBook fed by the snapshot then strictly sequenced
// deltas. A gap, a checksum mismatch or nonsense values drop the book (tabs see 'resyncing',
// never a wrong book) until a fresh snapshot arrives; deltas in between are ignored. Deltas
// apply without their checksum; verify() checks the last one's before the book is read (once
// per paint rather than once per delta of a burst).
import { OrderBook } from '../../../domain/market/book';
import type { BookFault } from '../../../domain/market/book';
import type { BookState, ServerMillis, TopicKey } from '../../types';
import type { WireBookDelta, WireBookSnapshot } from '../transport/codec';
import { MAX_DEPTH } from '../registry';
import type { ViewOptions } from '../registry';

export type BookStatus = 'waiting' | 'synced' | 'resyncing';

export type DeltaOutcome =
  | { readonly kind: 'applied'; readonly levels: number }
  /** No snapshot yet (first one, or after a fault): the delta is not ours to apply. */
  | { readonly kind: 'ignored' }
  | { readonly kind: 'fault'; readonly reason: BookFault };

export class BookSync {
  readonly book = new OrderBook();
  status: BookStatus = 'waiting';
  tickSize = '';
  lotSize = '';
  serverTime: ServerMillis = 0;
  /** Bumped on every change tabs should see. */
  version = 0;
  private readonly scratchPrices = new Float64Array(MAX_DEPTH);
  private readonly scratchSizes = new Float64Array(MAX_DEPTH);
  /** Views built at `viewsVersion`, by depth and grouping: tabs with the same view share one. */
  private views = new Map<string, BookState>();
  private viewsVersion = -1;

  constructor(
    readonly topic: TopicKey,
    readonly symbol: string,
  ) {}

  /** Loads a snapshot; false when it is invalid (the owner asks for another). */
  loadSnapshot(message: WireBookSnapshot): boolean {
    const result = this.book.loadSnapshot(message);
    if (!result.ok) {
      this.drop();
      return false;
    }
    this.status = 'synced';
    this.tickSize = message.tickSize;
    this.lotSize = message.lotSize;
    this.serverTime = message.serverTime;
    this.version += 1;
    return true;
  }

  applyDelta(message: WireBookDelta): DeltaOutcome {
    if (this.status !== 'synced') return { kind: 'ignored' };
    const result = this.book.applyUnverified(message);
    if (!result.ok) {
      this.drop();
      return { kind: 'fault', reason: result.reason };
    }
    this.serverTime = message.serverTime;
    this.version += 1;
    return {
      kind: 'applied',
      levels: message.bidPrices.length + message.askPrices.length,
    };
  }

  /**
   * Checks the checksum the last delta owes; null when it matches (or none is owed). On a
   * mismatch the book is dropped, as a fault on arrival: the owner asks for a snapshot.
   * Call before anything reads the book.
   */
  verify(): BookFault | null {
    if (this.status !== 'synced') return null;
    const result = this.book.verify();
    if (result.ok) return null;
    this.drop();
    return result.reason;
  }

  /** Forgets the content until the next snapshot; tabs are told the book is resyncing. */
  drop(): void {
    this.book.reset();
    if (this.status === 'resyncing') return;
    this.status = 'resyncing';
    this.version += 1;
  }

  /**
   * The book at a tab's depth and grouping. Built once per version and view and shared by
   * every tab that asks for it (frames copy it into their packed buffer, frame-wire.ts; nothing
   * writes to it). Only after verify(): an unverified book is never shown.
   */
  view(options: ViewOptions): BookState {
    if (this.viewsVersion !== this.version) {
      this.views = new Map();
      this.viewsVersion = this.version;
    }
    const key = `${options.depth}:${options.groupTicks}`;
    const cached = this.views.get(key);
    if (cached !== undefined) return cached;
    const state = this.build(options);
    this.views.set(key, state);
    return state;
  }

  private build(options: ViewOptions): BookState {
    const synced = this.status === 'synced';
    const [bidPrices, bidSizes] = synced ? this.side('bid', options) : empty();
    const [askPrices, askSizes] = synced ? this.side('ask', options) : empty();
    return {
      kind: 'book',
      topic: this.topic,
      symbol: this.symbol,
      status: synced ? 'synced' : 'resyncing',
      seq: this.book.seq,
      serverTime: this.serverTime,
      tickSize: this.tickSize,
      lotSize: this.lotSize,
      groupTicks: options.groupTicks,
      bidPrices,
      bidSizes,
      askPrices,
      askSizes,
    };
  }

  private side(which: 'bid' | 'ask', options: ViewOptions): [Float64Array, Float64Array] {
    const side = which === 'bid' ? this.book.bids : this.book.asks;
    const depth = Math.min(options.depth, MAX_DEPTH);
    const count =
      options.groupTicks === 1
        ? side.writeTop(depth, this.scratchPrices, this.scratchSizes)
        : side.writeGrouped(options.groupTicks, depth, this.scratchPrices, this.scratchSizes);
    // slice: the scratch arrays are reused by the next build.
    return [this.scratchPrices.slice(0, count), this.scratchSizes.slice(0, count)];
  }
}

function empty(): [Float64Array, Float64Array] {
  return [new Float64Array(0), new Float64Array(0)];
}
