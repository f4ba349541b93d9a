// What the order book view shows: rows of decimal strings from a BookState in ticks and lots,
// cumulative depth, the spread. Pure; integers stay exact (lots sums < 2^53).
import type { BookState } from '../../../workers/api';
import { multiplyDecimal, toFixedDecimal } from '../../../domain/decimal';
import { lotsToQuantity, stepDecimals, ticksToPrice } from '../../../domain/ticks';

export interface BookRow {
  readonly price: string;
  readonly size: string;
  /** Cumulative size from the best level to this one. */
  readonly total: string;
  /** Cumulative lots over the largest cumulative of both sides, 0..1: the depth bar. */
  readonly depth: number;
  /** Raw units, to detect changes cheaply. */
  readonly priceTicks: number;
  readonly sizeLots: number;
}

export interface Spread {
  readonly price: string;
  /** Basis points of the mid, two decimals (display only). */
  readonly bps: string;
}

export interface BookView {
  readonly bids: readonly BookRow[];
  readonly asks: readonly BookRow[];
  readonly spread: Spread | null;
  readonly priceDecimals: number;
  readonly sizeDecimals: number;
}

/** Rows of at most `rows` levels per side, best first, formatted for display. */
export function bookView(book: BookState, rows: number): BookView {
  const priceStep = multiplyDecimal(book.tickSize, String(Math.max(1, book.groupTicks)));
  const priceDecimals = stepDecimals(priceStep);
  const sizeDecimals = stepDecimals(book.lotSize);
  const bidCum = cumulative(book.bidSizes, rows);
  const askCum = cumulative(book.askSizes, rows);
  const maxCum = Math.max(bidCum[bidCum.length - 1] ?? 0, askCum[askCum.length - 1] ?? 0);
  const side = (prices: Float64Array, sizes: Float64Array, cum: readonly number[]): BookRow[] =>
    cum.map((c, i) => {
      const ticks = prices[i] ?? 0;
      const lots = sizes[i] ?? 0;
      return {
        price: toFixedDecimal(ticksToPrice(ticks, book.tickSize), priceDecimals),
        size: toFixedDecimal(lotsToQuantity(lots, book.lotSize), sizeDecimals),
        total: toFixedDecimal(lotsToQuantity(c, book.lotSize), sizeDecimals),
        depth: maxCum > 0 ? c / maxCum : 0,
        priceTicks: ticks,
        sizeLots: lots,
      };
    });
  const bestBid = book.bidPrices[0];
  const bestAsk = book.askPrices[0];
  let spread: Spread | null = null;
  if (bestBid !== undefined && bestAsk !== undefined && bestAsk > bestBid) {
    const ticks = bestAsk - bestBid;
    spread = {
      price: toFixedDecimal(ticksToPrice(ticks, book.tickSize), stepDecimals(book.tickSize)),
      bps: ((ticks / ((bestAsk + bestBid) / 2)) * 10_000).toFixed(2),
    };
  }
  return {
    bids: side(book.bidPrices, book.bidSizes, bidCum),
    asks: side(book.askPrices, book.askSizes, askCum),
    spread,
    priceDecimals,
    sizeDecimals,
  };
}

function cumulative(sizes: Float64Array, rows: number): number[] {
  const n = Math.min(rows, sizes.length);
  const out: number[] = new Array<number>(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum += sizes[i] ?? 0;
    out[i] = sum;
  }
  return out;
}

/** Every level as canonical decimal strings [price, size] (the e2e hook, comparisons). */
export function bookLevels(book: BookState): {
  bids: [string, string][];
  asks: [string, string][];
} {
  const side = (prices: Float64Array, sizes: Float64Array): [string, string][] =>
    Array.from(prices, (p, i) => [
      ticksToPrice(p, book.tickSize),
      lotsToQuantity(sizes[i] ?? 0, book.lotSize),
    ]);
  return { bids: side(book.bidPrices, book.bidSizes), asks: side(book.askPrices, book.askSizes) };
}
