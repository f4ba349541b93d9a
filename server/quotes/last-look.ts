// Last look (docs/quotes.md "Last look"): at execution the venue re-prices the quoted size on
// the current book and refuses only when the market moved against the venue by more than the
// tolerance since the quote; moves in the venue's favour never refuse (asymmetric).
import { addDecimal, compareDecimal, multiplyDecimal, subtractDecimal } from '../../domain/decimal';

export const DEFAULT_LAST_LOOK_TOLERANCE_BPS = 10;

export type QuoteSide = 'BUY' | 'SELL';

/**
 * `quotedRaw` / `currentRaw`: the venue's book VWAP (no spread) for the size, on the side it
 * must hit: asks when the customer buys, bids when the customer sells.
 */
export function lastLookAccepts(
  side: QuoteSide,
  quotedRaw: string,
  currentRaw: string,
  toleranceBps: number,
): boolean {
  const tolerance = multiplyDecimal(String(toleranceBps), '0.0001');
  if (side === 'BUY') {
    // The venue must buy back at the asks: a higher ask costs the venue.
    const ceiling = multiplyDecimal(quotedRaw, addDecimal('1', tolerance));
    return compareDecimal(currentRaw, ceiling) <= 0;
  }
  const floor = multiplyDecimal(quotedRaw, subtractDecimal('1', tolerance));
  return compareDecimal(currentRaw, floor) >= 0;
}
