// Model floats leave the options code as decimal strings (docs/quotes.md "Options model").
import {
  addDecimal,
  decimalFromNumber,
  roundDecimalHalfUp,
  signDecimal,
  subtractDecimal,
  truncateDecimal,
} from '../../domain/decimal';

/** Half-up to `places` digits, canonical ('-0' never appears). */
export function fmt(x: number, places: number): string {
  return roundDecimalHalfUp(decimalFromNumber(Number.isFinite(x) ? x : 0), places);
}

/** Rounded up (toward +∞) to `places` digits: the venue's side of a money amount. */
export function ceilTo(x: number, places: number): string {
  const exact = decimalFromNumber(x);
  const cut = truncateDecimal(exact, places);
  if (signDecimal(subtractDecimal(exact, cut)) <= 0) return cut;
  return addDecimal(cut, `0.${'0'.repeat(places - 1)}1`);
}

export const PRICE_PLACES = 2;
export const VOL_PLACES = 6;
export const GREEK_PLACES = 10;
