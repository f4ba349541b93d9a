// One side of the users' order book: price levels best first, each a FIFO queue (price-time
// priority). Levels are few (user orders), so a sorted array is simple and fast enough.
import type { EngineOrder } from './types';

interface Level {
  readonly priceTicks: number;
  readonly orders: EngineOrder[];
}

export class BookSide {
  private readonly levels: Level[] = [];

  /** bids: higher price is better; asks: lower is better. */
  constructor(private readonly isBid: boolean) {}

  private better(a: number, b: number): boolean {
    return this.isBid ? a > b : a < b;
  }

  /** Appends at the back of its price level (orders arrive in priority order). */
  add(order: EngineOrder): void {
    const price = order.priceTicks;
    if (price === null) throw new RangeError('Only priced orders rest in the book');
    let i = 0;
    while (i < this.levels.length && this.better((this.levels[i] as Level).priceTicks, price)) i++;
    const level = this.levels[i];
    if (level && level.priceTicks === price) {
      // Keep priority order even when restoring out of order.
      const at = level.orders.findIndex((o) => o.priority > order.priority);
      if (at < 0) level.orders.push(order);
      else level.orders.splice(at, 0, order);
    } else this.levels.splice(i, 0, { priceTicks: price, orders: [order] });
  }

  remove(order: EngineOrder): boolean {
    const i = this.levels.findIndex((l) => l.priceTicks === order.priceTicks);
    const level = this.levels[i];
    if (!level) return false;
    const at = level.orders.indexOf(order);
    if (at < 0) return false;
    level.orders.splice(at, 1);
    if (level.orders.length === 0) this.levels.splice(i, 1);
    return true;
  }

  /** Best order (front of the best level), or undefined. */
  best(): EngineOrder | undefined {
    return this.levels[0]?.orders[0];
  }

  /** Orders best first, in priority within a level. */
  *orders(): Iterable<EngineOrder> {
    for (const level of this.levels) yield* level.orders;
  }

  /** Resting lots per price, best first. */
  depth(): [number, number][] {
    return this.levels.map((l) => [
      l.priceTicks,
      l.orders.reduce((sum, o) => sum + o.lots - o.filledLots, 0),
    ]);
  }

  lotsAt(priceTicks: number): number {
    const level = this.levels.find((l) => l.priceTicks === priceTicks);
    return level ? level.orders.reduce((sum, o) => sum + o.lots - o.filledLots, 0) : 0;
  }

  get size(): number {
    return this.levels.reduce((n, l) => n + l.orders.length, 0);
  }
}
