// Simulated market makers of one instrument: they keep ladders of at least `minLevels` levels
// a side around the mid, re-quote when the mid moves, and churn sizes, inserts and cancels.
// Every level they touch is recorded so the instrument can publish one delta per step.
import type { OrderBook } from '../../domain/market/book';
import type { BookSide } from '../../domain/market/book-side';
import type { Prng } from './prng';

export interface MakerParams {
  readonly minLevels: number;
  readonly maxLevels: number;
  /** Typical gap between levels, in ticks (gaps are drawn from 1..2×spacing). */
  readonly spacingTicks: number;
  /** Typical level size, in lots. */
  readonly typicalLots: number;
}

export class Maker {
  /** Prices touched since the last flush, per side (insertion-ordered for determinism). */
  readonly changedBids = new Set<number>();
  readonly changedAsks = new Set<number>();
  /** Distinct levels changed since the last flush (what the next delta will carry). */
  get updates(): number {
    return this.changedBids.size + this.changedAsks.size;
  }

  constructor(
    private readonly book: OrderBook,
    private readonly prng: Prng,
    readonly params: MakerParams,
  ) {}

  /** A random level size in lots (log-normal around typicalLots). */
  size(): number {
    return Math.max(1, Math.round(this.params.typicalLots * Math.exp(0.8 * this.prng.normal())));
  }

  set(side: BookSide, price: number, size: number): void {
    side.set(price, size);
    (side.side === 'bid' ? this.changedBids : this.changedAsks).add(price);
  }

  /** Pulls quotes that the mid crossed and quotes the new inside; keeps the book uncrossed. */
  requote(midTicks: number): void {
    const { bids, asks } = this.book;
    const half = Math.max(0.5, this.params.spacingTicks / 2);
    const targetBid = Math.floor(midTicks - half);
    const targetAsk = Math.max(targetBid + 1, Math.ceil(midTicks + half));
    for (let p = bids.priceAt(0); p !== undefined && p > targetBid; p = bids.priceAt(0))
      this.set(bids, p, 0);
    for (let p = asks.priceAt(0); p !== undefined && p < targetAsk; p = asks.priceAt(0))
      this.set(asks, p, 0);
    const bestBid = bids.priceAt(0);
    if (
      targetBid > 0 &&
      (bestBid === undefined || bestBid < targetBid - this.params.spacingTicks)
    ) {
      this.set(bids, targetBid, this.size());
    }
    const bestAsk = asks.priceAt(0);
    if (bestAsk === undefined || bestAsk > targetAsk + this.params.spacingTicks)
      this.set(asks, targetAsk, this.size());
  }

  /** One random change: mostly size updates near the top, some inserts and cancels. */
  churn(): void {
    const side = this.prng.chance(0.5) ? this.book.bids : this.book.asks;
    if (side.length === 0) return;
    const rank = Math.min(side.length - 1, Math.floor(-Math.log(1 - this.prng.next()) * 20));
    const price = side.priceAt(rank) as number;
    const r = this.prng.next();
    if (r < 0.65) {
      this.set(side, price, this.size());
    } else if (r < 0.82) {
      if (side.length > this.params.minLevels && rank > 0) this.set(side, price, 0);
      else this.set(side, price, this.size());
    } else {
      const deeper = side.priceAt(rank + 1);
      const direction = side.side === 'bid' ? -1 : 1;
      const gap =
        deeper === undefined
          ? 1 + this.prng.int(2 * this.params.spacingTicks)
          : Math.abs(deeper - price);
      if (gap > 1) {
        const inside = price + direction * (1 + this.prng.int(gap - 1));
        if (inside > 0) this.set(side, inside, this.size());
      } else {
        this.set(side, price, this.size());
      }
    }
  }

  /** Refills each side to minLevels at the far end and trims it to maxLevels. */
  keepDepth(): void {
    for (const side of [this.book.bids, this.book.asks]) {
      const direction = side.side === 'bid' ? -1 : 1;
      while (side.length < this.params.minLevels) {
        const far = side.priceAt(side.length - 1);
        if (far === undefined) break;
        const price = far + direction * (1 + this.prng.int(2 * this.params.spacingTicks));
        if (price <= 0) break;
        this.set(side, price, this.size());
      }
      while (side.length > this.params.maxLevels)
        this.set(side, side.priceAt(side.length - 1) as number, 0);
    }
  }

  /** Builds the initial ladders around the mid. */
  seed(midTicks: number): void {
    this.requote(midTicks);
    this.keepDepth();
    this.flush();
  }

  /** Forgets the recorded changes. */
  flush(): void {
    this.changedBids.clear();
    this.changedAsks.clear();
  }
}
