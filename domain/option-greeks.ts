// Option greeks in desk conventions (docs/quotes.md "Greeks"): the venue sends the model's raw
// partial derivatives of a structure's USD value (vega per 1.00 of vol, theta per year, rho per
// 1.00 of rate); a desk reads delta in units of the underlying, gamma per 1 unit of it, vega
// per vol point, theta per calendar day and rho per 1 % of rate.
import { decimalFromNumber, multiplyDecimal, toFixedDecimal, toPlainDecimal } from './decimal';

export interface RawGreeks {
  readonly delta: string;
  readonly gamma: string;
  readonly vega: string;
  readonly theta: string;
  readonly rho: string;
}

export interface DeskGreek {
  readonly key: keyof RawGreeks;
  readonly label: string;
  /** What one unit of the value means, e.g. "USD per vol point". */
  readonly unit: string;
  /** Decimal string at fixed display places ('' when the venue sent none). */
  readonly value: string;
}

const DAYS_PER_YEAR = 365;
/** Display places: gamma is small per unit of spot. */
const PLACES: Readonly<Record<keyof RawGreeks, number>> = {
  delta: 4,
  gamma: 6,
  vega: 2,
  theta: 2,
  rho: 2,
};

function scaled(raw: string, by: (plain: string) => string, places: number): string {
  const plain = toPlainDecimal(raw);
  return plain === null ? '' : toFixedDecimal(by(plain), places);
}

/** The underlying of an option symbol such as BTC-27DEC26-60000-C ('BTC'). */
export function underlyingOf(symbol: string): string {
  const dash = symbol.indexOf('-');
  return dash > 0 ? symbol.slice(0, dash) : symbol;
}

export function deskGreeks(raw: RawGreeks, underlying: string): DeskGreek[] {
  const same = (p: string) => p;
  return [
    {
      key: 'delta',
      label: 'Delta',
      unit: underlying,
      value: scaled(raw.delta, same, PLACES.delta),
    },
    {
      key: 'gamma',
      label: 'Gamma',
      unit: `${underlying} per 1 ${underlying}`,
      value: scaled(raw.gamma, same, PLACES.gamma),
    },
    {
      key: 'vega',
      label: 'Vega',
      unit: 'USD per vol point',
      value: scaled(raw.vega, (p) => multiplyDecimal(p, '0.01'), PLACES.vega),
    },
    {
      key: 'theta',
      label: 'Theta',
      unit: 'USD per day',
      value: scaled(raw.theta, (p) => decimalFromNumber(Number(p) / DAYS_PER_YEAR), PLACES.theta),
    },
    {
      key: 'rho',
      label: 'Rho',
      unit: 'USD per 1% rate',
      value: scaled(raw.rho, (p) => multiplyDecimal(p, '0.01'), PLACES.rho),
    },
  ];
}
