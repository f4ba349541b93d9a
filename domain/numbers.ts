// Number checks, amount input sanitising and display formatting (spec 5, 9).
// Everything that touches money works on decimal strings (see decimal.ts).

import {
  CURRENCY_MAX_FRACTION_DIGITS,
  DEFAULT_AMOUNT_DECIMALS,
  DEFAULT_DISPLAY_DECIMALS,
  FIAT_AMOUNT_DECIMALS,
  MAX_PRICE_DECIMALS,
  MIN_PRICE_DECIMALS,
} from './constants';
import { decimalFromNumber, roundDecimalHalfUp, toFixedDecimal, toPlainDecimal } from './decimal';
import { TWO_DECIMAL_TOKENS } from './enums';

/** R-NUM-1: numeric means a finite number; numeric strings, NaN and ±Infinity are not. */
export function isNumeric(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

/** Plain decimal string for a finite number or a decimal string, else null. */
export function toDecimalOrNull(value: string | number): string | null {
  if (typeof value === 'number') return isNumeric(value) ? decimalFromNumber(value) : null;
  return toPlainDecimal(value);
}

/**
 * R-NUM-2: keep only ASCII digits and the first decimal point, and drop fraction digits
 * beyond `decimals` (truncation, never rounding). With 0 decimals the point and the fraction
 * are dropped ('1.9' → '1').
 * A trailing point is kept so a user can type '1.' on the way to '1.5'.
 */
export function sanitizeAmountInput(raw: string, decimals: number): string {
  const maxFraction = Number.isFinite(decimals) ? Math.max(0, Math.floor(decimals)) : 0;
  let out = '';
  let seenPoint = false;
  let fractionDigits = 0;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (!seenPoint) out += ch;
      else if (fractionDigits < maxFraction) {
        out += ch;
        fractionDigits += 1;
      }
    } else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      if (maxFraction > 0) out += ch;
    }
  }
  return out;
}

/**
 * R-NUM-3: optional plus sign, then digits with an optional fractional part ('1', '1.', '1.5'),
 * or a leading-dot fraction ('.5'). No sign minus, no exponent, no spaces. Zero matches:
 * the pattern is about syntax; callers that need > 0 compare the value as well.
 */
export const POSITIVE_DECIMAL_PATTERN = /^\+?(?:\d+(?:\.\d*)?|\.\d+)$/;

export function isPositiveDecimal(s: string): boolean {
  return POSITIVE_DECIMAL_PATTERN.test(s);
}

/**
 * R-SECH-9: the one wire grammar of an amount (quantity, price, amount) every endpoint takes:
 * 1-20 integer digits, optionally a point and 1-18 fraction digits, not zero. No sign, no
 * exponent, no spaces, no bare point: what a user types (R-NUM-3's looser pattern) is turned
 * into this form by toWireAmount before it is sent. Instrument precision (lot and tick
 * multiples) is checked on top by the endpoint that knows the instrument.
 */
export const WIRE_AMOUNT_PATTERN = '^(?=[0-9.]*[1-9])[0-9]{1,20}(?:\\.[0-9]{1,18})?$';
const WIRE_AMOUNT = new RegExp(WIRE_AMOUNT_PATTERN);

export function isWireAmount(s: string): boolean {
  return WIRE_AMOUNT.test(s);
}

/** A typed amount of the spec pattern ('+1', '1.', '.5', trimmed) in wire form; null if none. */
export function toWireAmount(typed: string): string | null {
  const text = typed.trim();
  if (!isPositiveDecimal(text)) return null;
  let plain = text.replace(/^\+/, '').replace(/\.$/, '');
  if (plain.startsWith('.')) plain = `0${plain}`;
  return isWireAmount(plain) ? plain : null;
}

/** R-FMT-1: round half-up to `decimals` (default 8), trailing zeros dropped; '' if not a number. */
export function roundDisplay(value: string | number, decimals = DEFAULT_DISPLAY_DECIMALS): string {
  const plain = toDecimalOrNull(value);
  return plain === null ? '' : roundDecimalHalfUp(plain, decimals);
}

const TWO_DECIMALS: ReadonlySet<string> = new Set(TWO_DECIMAL_TOKENS);

/** R-FMT-2: 2 decimals for USD, BUSD, USDT and USDC (any case), 8 for every other token. */
export function amountDecimals(token: string): number {
  return TWO_DECIMALS.has(token.trim().toUpperCase())
    ? FIAT_AMOUNT_DECIMALS
    : DEFAULT_AMOUNT_DECIMALS;
}

/** R-FMT-3: the amount rounded half-up to the token's decimals and padded with zeros. */
export function formatAmount(value: string | number, token: string): string {
  const plain = toDecimalOrNull(value);
  return plain === null ? '' : toFixedDecimal(plain, amountDecimals(token));
}

/**
 * Decimal exponent of |value| (floor(log10|value|)), read from the digits; null for zero.
 * '95000' → 4, '1' → 0, '0.05' → -2.
 */
function magnitude(plain: string): number | null {
  const [int = '0', frac = ''] = plain.replace(/^-/, '').split('.');
  if (int !== '0') return int.length - 1;
  const zeros = /^0*/.exec(frac)?.[0].length ?? 0;
  return zeros === frac.length ? null : -(zeros + 1);
}

/**
 * R-FMT-4: price precision from magnitude, clamped to 2..8: decimals = 5 − floor(log10|p|).
 * ≥1000 → 2, 100-999 → 3, 10-99 → 4, 1-9 → 5, 0.1 → 6, 0.01 → 7, below → 8.
 * Zero and non-numbers → 2. About six significant digits, like venue tick sizes.
 */
export function priceDecimals(price: string | number): number {
  const plain = toDecimalOrNull(price);
  const exponent = plain === null ? null : magnitude(plain);
  if (exponent === null) return MIN_PRICE_DECIMALS;
  return Math.min(MAX_PRICE_DECIMALS, Math.max(MIN_PRICE_DECIMALS, 5 - exponent));
}

/** R-FMT-5: the price at priceDecimals, rounded half-up and padded; '' if not a number. */
export function formatPrice(price: string | number): string {
  const plain = toDecimalOrNull(price);
  return plain === null ? '' : toFixedDecimal(plain, priceDecimals(plain));
}

/** Insert ',' every three integer digits of a plain decimal string. */
export function groupThousands(plain: string): string {
  const negative = plain.startsWith('-');
  const [int = '', frac] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac === undefined ? '' : `.${frac}`}`;
}

/**
 * R-FMT-6: US dollars: '$1,234.50', '-$0.25'; 2 fraction digits by default, at most 20
 * (spec 9). '' if not a number.
 */
export function formatUsd(value: string | number, fractionDigits = FIAT_AMOUNT_DECIMALS): string {
  const plain = toDecimalOrNull(value);
  if (plain === null) return '';
  const digits = Math.min(CURRENCY_MAX_FRACTION_DIGITS, Math.max(0, Math.floor(fractionDigits)));
  const fixed = toFixedDecimal(plain, digits);
  const negative = fixed.startsWith('-');
  return `${negative ? '-' : ''}$${groupThousands(negative ? fixed.slice(1) : fixed)}`;
}

/**
 * R-FMT-7: the one way a screen or a message shows a price: R-FMT-5 precision, grouped by
 * thousands ('97,052.14', '0.5123'); '' if not a number.
 */
export function displayPrice(price: string | number): string {
  const formatted = formatPrice(price);
  return formatted === '' ? '' : groupThousands(formatted);
}

/** R-FMT-7: the one way a screen or a message shows an amount: R-FMT-3, grouped by thousands. */
export function displayAmount(value: string | number, token: string): string {
  const formatted = formatAmount(value, token);
  return formatted === '' ? '' : groupThousands(formatted);
}
