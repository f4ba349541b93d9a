// USD value of every token reachable from USD through spot pairs, from book mids. Direct
// X/USD and USD/X pairs win; other tokens go through a token already valued (breadth
// first, so the shortest chain of pairs), e.g. USDC through BTC/USDC and BTC/USD.
import { multiplyDecimal, normalizeDecimal } from '../../domain/decimal';

export const USD = 'USD';
/** Fraction digits kept by a division. */
export const RATE_PLACES = 12;

export interface PairMid {
  readonly base: string;
  readonly quote: string;
  /** Price of one base in quote, a positive decimal string. */
  readonly mid: string;
}

export function conversionRates(pairs: readonly PairMid[]): Record<string, string> {
  const rates = new Map<string, string>([[USD, '1']]);
  let frontier = [USD];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const known of frontier) {
      const value = rates.get(known) as string;
      for (const pair of pairs) {
        if (!(Number(pair.mid) > 0)) continue;
        if (pair.quote === known && !rates.has(pair.base)) {
          rates.set(pair.base, trim(multiplyDecimal(pair.mid, value)));
          next.push(pair.base);
        } else if (pair.base === known && !rates.has(pair.quote)) {
          rates.set(pair.quote, divideDecimal(value, pair.mid, RATE_PLACES));
          next.push(pair.quote);
        }
      }
    }
    frontier = next;
  }
  return Object.fromEntries([...rates].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function trim(value: string): string {
  const [int, frac = ''] = value.split('.');
  return normalizeDecimal(
    frac.length > RATE_PLACES ? `${int}.${frac.slice(0, RATE_PLACES)}` : value,
  );
}

const PLAIN = /^(\d+)(?:\.(\d+))?$/;

function scaled(value: string): { coef: bigint; scale: number } {
  const m = PLAIN.exec(value);
  if (!m) throw new RangeError(`Not a non-negative plain decimal: ${value}`);
  const frac = m[2] ?? '';
  return { coef: BigInt((m[1] ?? '0') + frac), scale: frac.length };
}

/** a / b for non-negative plain decimals, rounded half up to `places` fraction digits. */
export function divideDecimal(a: string, b: string, places: number): string {
  const x = scaled(a);
  const y = scaled(b);
  if (y.coef === 0n) throw new RangeError('Division by zero');
  // a/b = (xc / 10^xs) / (yc / 10^ys); times 10^places, times 2 for half-up rounding.
  const numerator = x.coef * 10n ** BigInt(y.scale + places) * 2n;
  const denominator = y.coef * 10n ** BigInt(x.scale);
  const q = (numerator / denominator + 1n) / 2n;
  const digits = q.toString().padStart(places + 1, '0');
  const int = digits.slice(0, digits.length - places);
  const frac = digits.slice(digits.length - places);
  return normalizeDecimal(places > 0 ? `${int}.${frac}` : int);
}
