// One side of the users' order book: price levels, each a FIFO queue (price-time priority).
// Levels sit in a sorted array worst first, best LAST, so the level most often emptied (the
// best, by fills) is a pop and new levels near the spread are cheap inserts; a map finds a
// level by its integer tick price in O(1). No closures or per-call allocation on the hot path.
import type { EngineOrder } from './types';

/** A price level: its orders in time priority (front = first to fill). */
export interface Level {
  readonly priceTicks: number;
  readonly orders: EngineOrder[];
}

export class BookSide {
  /** Worst first, best last. */
  private readonly levels: Level[] = [];
  private readonly byPrice = new Map<number, Level>();
  private count = 0;

  /** bids: higher price is better; asks: lower is better. */
  constructor(private readonly isBid: boolean) {}

  /** Number of price levels. */
  get levelCount(): number {
    return this.levels.length;
  }

  /** Level by rank, 0 = best; undefined beyond the book. */
  levelAt(rank: number): Level | undefined {
    return this.levels[this.levels.length - 1 - rank];
  }

  /** Appends at the back of its price level (orders arrive in priority order). */
  add(order: EngineOrder): void {
    const price = order.priceTicks;
    if (price === null) throw new RangeError('Only priced orders rest in the book');
    this.count++;
    const level = this.byPrice.get(price);
    if (level === undefined) {
      const created: Level = { priceTicks: price, orders: [order] };
      this.levels.splice(this.slot(price), 0, created);
      this.byPrice.set(price, created);
      return;
    }
    const orders = level.orders;
    const last = orders[orders.length - 1];
    if (last === undefined || last.priority <= order.priority) {
      orders.push(order);
      return;
    }
    // Keep priority order even when restoring out of order.
    let at = 0;
    while (at < orders.length && (orders[at] as EngineOrder).priority <= order.priority) at++;
    orders.splice(at, 0, order);
  }

  remove(order: EngineOrder): boolean {
    const price = order.priceTicks;
    if (price === null) return false;
    const level = this.byPrice.get(price);
    if (level === undefined) return false;
    const orders = level.orders;
    const at = orders.indexOf(order);
    if (at < 0) return false;
    if (at === 0) orders.shift();
    else orders.splice(at, 1);
    this.count--;
    if (orders.length === 0) {
      const i = this.slot(price);
      if (i === this.levels.length - 1) this.levels.pop();
      else this.levels.splice(i, 1);
      this.byPrice.delete(price);
    }
    return true;
  }

  /** Best order (front of the best level), or undefined. */
  best(): EngineOrder | undefined {
    return this.levels[this.levels.length - 1]?.orders[0];
  }

  /** Orders best first, in priority within a level. */
  *orders(): Iterable<EngineOrder> {
    for (let i = this.levels.length - 1; i >= 0; i--) yield* (this.levels[i] as Level).orders;
  }

  /** Resting lots per price, best first. */
  depth(): [number, number][] {
    const out: [number, number][] = [];
    for (let i = this.levels.length - 1; i >= 0; i--) {
      const level = this.levels[i] as Level;
      out.push([level.priceTicks, restingLots(level)]);
    }
    return out;
  }

  lotsAt(priceTicks: number): number {
    const level = this.byPrice.get(priceTicks);
    return level ? restingLots(level) : 0;
  }

  get size(): number {
    return this.count;
  }

  /** Index of the level at price, or where it would be inserted (array is worst → best). */
  private slot(price: number): number {
    const levels = this.levels;
    let lo = 0;
    let hi = levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const p = (levels[mid] as Level).priceTicks;
      if (this.isBid ? p < price : p > price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function restingLots(level: Level): number {
  let sum = 0;
  for (const o of level.orders) sum += o.lots - o.filledLots;
  return sum;
}
