// One side of an order book in integer ticks (price) and lots (size): a sorted pair of
// Float64Arrays with binary search and in-place shifting. Capacity grows by doubling; nothing
// is allocated per level. The best level sits at the END of the arrays, where most updates
// land, so inserts and deletes near the top shift few entries.

export type SideName = 'bid' | 'ask';

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
    const key = this.sign * price;
    const i = this.lowerBound(key);
    const found = i < this.n && this.keys[i] === key;
    if (found) {
      if (size === 0) {
        this.keys.copyWithin(i, i + 1, this.n);
        this.qty.copyWithin(i, i + 1, this.n);
        this.n--;
      } else {
        this.qty[i] = size;
      }
      return;
    }
    if (size === 0) return;
    if (this.n === this.keys.length) this.grow();
    this.keys.copyWithin(i + 1, i, this.n);
    this.qty.copyWithin(i + 1, i, this.n);
    this.keys[i] = key;
    this.qty[i] = size;
    this.n++;
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
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.keys[mid] as number) < key) lo = mid + 1;
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
