// Prices one option from the surface (docs/quotes.md "Options model"): BSM with r = 4 %, no
// carry, the surface vol at the option's strike and time to expiry.
import { blackScholes, type Greeks } from './black-scholes';
import type { OptionSpec } from './catalogue';
import { fmt, GREEK_PLACES, PRICE_PLACES, VOL_PLACES } from './format';
import { OPTION_RATE, surfaceVol } from './vol-surface';

export const YEAR_MILLIS = 365 * 86_400_000;

export interface PricedOption {
  readonly vol: number;
  readonly years: number;
  readonly greeks: Greeks;
}

export const yearsTo = (expiryTime: number, now: number): number =>
  (expiryTime - now) / YEAR_MILLIS;

/** Null when the option has expired (no time value left to price). */
export function priceOption(spec: OptionSpec, spot: number, now: number): PricedOption | null {
  const years = yearsTo(spec.expiryTime, now);
  if (!(years > 0) || !(spot > 0)) return null;
  const vol = surfaceVol(spec.underlying, spot, spec.strike, years);
  const greeks = blackScholes({
    kind: spec.kind,
    spot,
    strike: spec.strike,
    rate: OPTION_RATE,
    vol,
    years,
  });
  return { vol, years, greeks };
}

export interface OptionFigures {
  readonly vol: string;
  readonly price: string;
  readonly delta: string;
  readonly gamma: string;
  readonly vega: string;
  readonly theta: string;
  readonly rho: string;
}

/** Per contract, long one option: price in USD (cents), vol and greeks as decimals. */
export function figuresOf(p: PricedOption): OptionFigures {
  return {
    vol: fmt(p.vol, VOL_PLACES),
    price: fmt(p.greeks.price, PRICE_PLACES),
    delta: fmt(p.greeks.delta, GREEK_PLACES),
    gamma: fmt(p.greeks.gamma, GREEK_PLACES),
    vega: fmt(p.greeks.vega, GREEK_PLACES),
    theta: fmt(p.greeks.theta, GREEK_PLACES),
    rho: fmt(p.greeks.rho, GREEK_PLACES),
  };
}
