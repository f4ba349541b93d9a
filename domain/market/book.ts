// The order book model shared by the data core and the market simulator: integer ticks and
// lots, a snapshot then strictly sequenced deltas, each verified against the CRC32 checksum of
// the top levels (domain/book-checksum.ts). A gap, a checksum mismatch or nonsense values
// leave the book unsynced: its owner drops it and asks for a fresh snapshot.
import { sidesChecksum } from '../book-checksum';
import type { TopLevels } from '../book-checksum';
import { BookSide } from './book-side';

/** Level arrays as they travel (best first in snapshots; any order in deltas). */
export interface BookLevelsInput {
  readonly bidPrices: ArrayLike<number>;
  readonly bidSizes: ArrayLike<number>;
  readonly askPrices: ArrayLike<number>;
  readonly askSizes: ArrayLike<number>;
}

export interface BookSnapshotInput extends BookLevelsInput {
  readonly seq: number;
}

export interface BookDeltaInput extends BookLevelsInput {
  /** Strictly the previous seq + 1. */
  readonly seq: number;
  /** CRC32 of the top levels after applying this delta. */
  readonly checksum: number;
}

export type BookFault = 'gap' | 'checksum' | 'invalid';
export type ApplyResult =
  { readonly ok: true } | { readonly ok: false; readonly reason: BookFault };

const OK: ApplyResult = { ok: true };
const fail = (reason: BookFault): ApplyResult => ({ ok: false, reason });

function validSide(prices: ArrayLike<number>, sizes: ArrayLike<number>): boolean {
  if (prices.length !== sizes.length) return false;
  for (let i = 0; i < prices.length; i++) {
    const p = prices[i] as number;
    const s = sizes[i] as number;
    if (!Number.isSafeInteger(p) || p <= 0 || !Number.isSafeInteger(s) || s < 0) return false;
  }
  return true;
}

function validLevels(levels: BookLevelsInput): boolean {
  return (
    validSide(levels.bidPrices, levels.bidSizes) && validSide(levels.askPrices, levels.askSizes)
  );
}

export class OrderBook {
  readonly bids: BookSide;
  readonly asks: BookSide;
  /** Seq of the last snapshot or delta applied. */
  seq = 0;
  /** False until a snapshot is loaded, and again after any fault. */
  synced = false;
  private owesChecksum = false;
  private owedChecksum = 0;

  constructor(initialCapacity = 256) {
    this.bids = new BookSide('bid', initialCapacity);
    this.asks = new BookSide('ask', initialCapacity);
  }

  /** Replaces the whole book. Size-0 levels in a snapshot are ignored. */
  loadSnapshot(snapshot: BookSnapshotInput): ApplyResult {
    this.owesChecksum = false;
    this.bids.clear();
    this.asks.clear();
    if (!Number.isSafeInteger(snapshot.seq) || snapshot.seq < 0 || !validLevels(snapshot)) {
      this.synced = false;
      return fail('invalid');
    }
    this.applyLevels(snapshot);
    this.seq = snapshot.seq;
    this.synced = true;
    return OK;
  }

  /** Applies a delta after checking its sequence, its values and the resulting checksum. */
  apply(delta: BookDeltaInput): ApplyResult {
    const applied = this.applyUnverified(delta);
    return applied.ok ? this.verify() : applied;
  }

  /**
   * The first half of apply for bursts: checks the sequence and values and applies the levels,
   * but only records the checksum the book now owes. Several deltas of one burst can be applied
   * this way, then `verify()` once before the book is read (for example once per paint): it
   * compares the book with the checksum of the LAST delta applied. A mismatch faults the book
   * exactly as apply does (unsynced; the owner drops it and resubscribes).
   */
  applyUnverified(delta: BookDeltaInput): ApplyResult {
    if (!this.synced || delta.seq !== this.seq + 1) return this.fault('gap');
    if (!validLevels(delta)) return this.fault('invalid');
    this.applyLevels(delta);
    this.seq = delta.seq;
    this.owedChecksum = delta.checksum >>> 0;
    this.owesChecksum = true;
    return OK;
  }

  /** Checks the checksum owed by the last applyUnverified, if any (see there). */
  verify(): ApplyResult {
    if (!this.owesChecksum) return OK; // nothing applied since the last check
    this.owesChecksum = false;
    if (this.checksum() !== this.owedChecksum) return this.fault('checksum');
    return OK;
  }

  /** True while deltas were applied whose checksum verify() has not checked yet. */
  get unverified(): boolean {
    return this.owesChecksum;
  }

  /** Applies levels without checks (the simulator, which is the source of truth, uses this). */
  applyLevels(levels: BookLevelsInput): void {
    for (let i = 0; i < levels.bidPrices.length; i++) {
      this.bids.set(levels.bidPrices[i] as number, levels.bidSizes[i] as number);
    }
    for (let i = 0; i < levels.askPrices.length; i++) {
      this.asks.set(levels.askPrices[i] as number, levels.askSizes[i] as number);
    }
  }

  /** Forgets the content; the owner must load a snapshot before deltas apply again. */
  reset(): void {
    this.owesChecksum = false;
    this.bids.clear();
    this.asks.clear();
    this.seq = 0;
    this.synced = false;
  }

  /** CRC32 of the current top levels (see book-checksum.ts). Allocation-free. */
  checksum(): number {
    return sidesChecksum(this.bids, this.asks);
  }

  bestBid(): number | undefined {
    return this.bids.priceAt(0);
  }

  bestAsk(): number | undefined {
    return this.asks.priceAt(0);
  }

  /** Best ask − best bid in ticks; undefined when a side is empty. */
  spread(): number | undefined {
    const bid = this.bids.priceAt(0);
    const ask = this.asks.priceAt(0);
    return bid === undefined || ask === undefined ? undefined : ask - bid;
  }

  /** Top levels as fresh arrays (convenience off the hot path; the hot path uses writeTop). */
  top(depth: number): { readonly bids: TopLevels; readonly asks: TopLevels } {
    const side = (s: BookSide): TopLevels => {
      const prices = new Float64Array(Math.min(depth, s.length));
      const sizes = new Float64Array(prices.length);
      const count = s.writeTop(depth, prices, sizes);
      return { prices, sizes, count };
    };
    return { bids: side(this.bids), asks: side(this.asks) };
  }

  /** Grouped levels per side as fresh arrays (price zoom; see BookSide.writeGrouped). */
  grouped(
    groupTicks: number,
    depth: number,
  ): { readonly bids: TopLevels; readonly asks: TopLevels } {
    const side = (s: BookSide): TopLevels => {
      const prices = new Float64Array(Math.min(depth, s.length));
      const sizes = new Float64Array(prices.length);
      const count = s.writeGrouped(groupTicks, depth, prices, sizes);
      return { prices: prices.subarray(0, count), sizes: sizes.subarray(0, count), count };
    };
    return { bids: side(this.bids), asks: side(this.asks) };
  }

  private fault(reason: BookFault): ApplyResult {
    this.synced = false;
    this.owesChecksum = false;
    return fail(reason);
  }
}
