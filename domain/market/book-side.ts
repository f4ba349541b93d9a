// One side of an order book in integer ticks (price) and lots (size): a sorted pair of
// Float64Arrays with binary search and in-place shifting. Capacity grows by doubling; nothing
// is allocated per level. The best level sits at the END of the arrays, where most updates
// land, so inserts and deletes near the top shift few entries.

export type SideName = 'bid' | 'ask';

/** Shifts up to this many entries with a loop; longer ones with copyWithin. */
const SHORT_MOVE = 32;
/** Size of the window near the best level that lower-bound searches first. */
const TOP_WINDOW = 64;

export class BookSide {
  /** Ascending sort keys: the price for bids, minus the price for asks (best is the largest). */
  private keys: Float64Array;
  private qty: Float64Array;
  private n = 0;
  private readonly sign: 1 | -1;

  constructor(
    readonly side: SideName,
    initialCapacity = 256,
  ) {
    const capacity = Math.max(4, initialCapacity);
    this.keys = new Float64Array(capacity);
    this.qty = new Float64Array(capacity);
    this.sign = side === 'bid' ? 1 : -1;
  }

  /** Number of price levels. */
  get length(): number {
    return this.n;
  }

  /** Price (ticks) at rank (0 = best); undefined beyond the book. */
  priceAt(rank: number): number | undefined {
    return rank >= 0 && rank < this.n
      ? this.sign * (this.keys[this.n - 1 - rank] as number)
      : undefined;
  }

  /** Size (lots) at rank (0 = best); 0 beyond the book. */
  sizeAt(rank: number): number {
    return rank >= 0 && rank < this.n ? (this.qty[this.n - 1 - rank] as number) : 0;
  }

  /** Size at a price, 0 when there is no level. */
  sizeOf(price: number): number {
    const key = this.sign * price;
    const i = this.lowerBound(key);
    return i < this.n && this.keys[i] === key ? (this.qty[i] as number) : 0;
  }

  /** Rank of the level at price, or -1. */
  rankOf(price: number): number {
    const key = this.sign * price;
    const i = this.lowerBound(key);
    return i < this.n && this.keys[i] === key ? this.n - 1 - i : -1;
  }

  /** Sets a level; size 0 deletes it (deleting an absent level is a no-op). */
  set(price: number, size: number): void {
    const keys = this.keys;
    const qty = this.qty;
    const n = this.n;
    const key = this.sign * price;
    const i = this.lowerBound(key);
    if (i < n && keys[i] === key) {
      if (size !== 0) {
        qty[i] = size;
        return;
      }
      // Delete: shift the better levels (at the end) down by one. Most changes land near the
      // top, so the move is short and a plain loop beats the copyWithin call.
      if (n - i <= SHORT_MOVE) {
        for (let j = i + 1; j < n; j++) {
          keys[j - 1] = keys[j] as number;
          qty[j - 1] = qty[j] as number;
        }
      } else {
        keys.copyWithin(i, i + 1, n);
        qty.copyWithin(i, i + 1, n);
      }
      this.n = n - 1;
      return;
    }
    if (size === 0) return;
    if (n === keys.length) {
      this.grow();
      this.set(price, size);
      return;
    }
    if (n - i <= SHORT_MOVE) {
      for (let j = n; j > i; j--) {
        keys[j] = keys[j - 1] as number;
        qty[j] = qty[j - 1] as number;
      }
    } else {
      keys.copyWithin(i + 1, i, n);
      qty.copyWithin(i + 1, i, n);
    }
    keys[i] = key;
    qty[i] = size;
    this.n = n + 1;
  }

  /** Removes every level (keeps the capacity). */
  clear(): void {
    this.n = 0;
  }

  /**
   * Copies the best `depth` levels, best first, into caller-provided arrays (for example
   * typed arrays later transferred to a tab). Returns the number of levels written.
   */
  writeTop(depth: number, outPrices: Float64Array, outSizes: Float64Array): number {
    const count = Math.min(depth, this.n, outPrices.length, outSizes.length);
    for (let r = 0; r < count; r++) {
      const i = this.n - 1 - r;
      outPrices[r] = this.sign * (this.keys[i] as number);
      outSizes[r] = this.qty[i] as number;
    }
    return count;
  }

  /**
   * Price grouping (the order-book zoom level): levels are summed into buckets of
   * `groupTicks`; bids floor to their bucket and asks ceil, so a group never claims a better
   * price than its levels. Writes up to `depth` groups best first; returns how many.
   */
  writeGrouped(
    groupTicks: number,
    depth: number,
    outPrices: Float64Array,
    outSizes: Float64Array,
  ): number {
    if (!Number.isSafeInteger(groupTicks) || groupTicks < 1) {
      throw new RangeError(`Group size must be a positive integer of ticks, got ${groupTicks}`);
    }
    const limit = Math.min(depth, outPrices.length, outSizes.length);
    let count = 0;
    let current = Number.NaN;
    for (let r = 0; r < this.n; r++) {
      const i = this.n - 1 - r;
      const price = this.sign * (this.keys[i] as number);
      const bucket =
        this.side === 'bid'
          ? Math.floor(price / groupTicks) * groupTicks
          : Math.ceil(price / groupTicks) * groupTicks;
      if (bucket === current) {
        outSizes[count - 1] = (outSizes[count - 1] as number) + (this.qty[i] as number);
        continue;
      }
      if (count === limit) break;
      current = bucket;
      outPrices[count] = bucket;
      outSizes[count] = this.qty[i] as number;
      count++;
    }
    return count;
  }

  /** First index whose key is >= key. */
  private lowerBound(key: number): number {
    const keys = this.keys;
    let lo = 0;
    let hi = this.n;
    // Most changes land near the best level (the end): search the top window first.
    const window = hi - TOP_WINDOW;
    if (window > 0) {
      if ((keys[window] as number) <= key) lo = window;
      else hi = window;
    }
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((keys[mid] as number) < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    const qty = new Float64Array(this.qty.length * 2);
    keys.set(this.keys);
    qty.set(this.qty);
    this.keys = keys;
    this.qty = qty;
  }
}

/** Running totals: out[i] = sizes[0] + … + sizes[i], for cumulative-depth bars. */
export function writeCumulative(sizes: ArrayLike<number>, count: number, out: Float64Array): void {
  let total = 0;
  const n = Math.min(count, sizes.length, out.length);
  for (let i = 0; i < n; i++) {
    total += sizes[i] as number;
    out[i] = total;
  }
}
