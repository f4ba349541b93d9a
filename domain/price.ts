// Reference price choice (spec 5): book mid for the orderbook source, else the last price.

import { midpointDecimal, toPlainDecimal } from './decimal';

export const PRICE_SOURCES = ['orderbook', 'last'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** Best bid and ask as decimal strings; absent or empty when that side of the book is empty. */
export interface BookTop {
  readonly bestBid?: string | null;
  readonly bestAsk?: string | null;
}

const usable = (s: string | null | undefined): string | null =>
  s === null || s === undefined ? null : toPlainDecimal(s);

/**
 * R-PRICE-1: for 'orderbook', the exact mid of best bid and ask, or whichever side exists,
 * else '0'. For 'last', the last price ('0' when there is none). Results are decimal strings.
 */
export function choosePrice(
  source: PriceSource,
  book: BookTop | null | undefined,
  lastPrice: string | null | undefined,
): string {
  if (source === 'last') return usable(lastPrice) ?? '0';
  const bid = usable(book?.bestBid);
  const ask = usable(book?.bestAsk);
  if (bid !== null && ask !== null) return midpointDecimal(bid, ask);
  return bid ?? ask ?? '0';
}
