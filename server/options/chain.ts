// The options chain and the vol-surface grid of an underlying (docs/api.md "Options"):
// seeded expiries not yet expired, each with the seeded strikes plus generated ones.
import type { OptionKind } from './black-scholes';
import { generatedStrikes, optionSymbol, type OptionCatalogue, type OptionSpec } from './catalogue';
import { fmt, VOL_PLACES } from './format';
import { figuresOf, priceOption, yearsTo, type OptionFigures } from './pricing';
import {
  atmVol,
  forwardOf,
  OPTION_RATE,
  SURFACE_MONEYNESS,
  SURFACE_PARAMS,
  surfaceVol,
  type Underlying,
} from './vol-surface';

export interface OptionRow extends OptionFigures {
  readonly symbol: string;
  readonly strike: string;
  readonly expiry: string;
  readonly optionType: OptionKind;
}

export interface OptionChain {
  readonly underlying: Underlying;
  readonly spot: string;
  readonly server_time: number;
  readonly expiries: {
    readonly expiry: string;
    readonly expiry_time: number;
    readonly tte_years: string;
    readonly strikes: {
      readonly strike: string;
      readonly call: OptionRow | null;
      readonly put: OptionRow | null;
    }[];
  }[];
}

export interface Spot {
  readonly text: string;
  readonly value: number;
}

function row(spec: OptionSpec, spot: number, now: number): OptionRow | null {
  const priced = priceOption(spec, spot, now);
  if (!priced) return null;
  return {
    symbol: spec.symbol,
    strike: String(spec.strike),
    expiry: spec.expiry,
    optionType: spec.kind,
    ...figuresOf(priced),
  };
}

export function buildChain(
  catalogue: OptionCatalogue,
  underlying: Underlying,
  spot: Spot,
  now: number,
): OptionChain {
  const generated = generatedStrikes(underlying, spot.value);
  const expiries = catalogue
    .expiriesOf(underlying)
    .filter((e) => e.time > now)
    .map((e) => {
      const seeded = catalogue.seededOn(underlying, e.code);
      const strikes = [...new Set([...seeded.map((s) => s.strike), ...generated])].sort(
        (a, b) => a - b,
      );
      const specOf = (strike: number, kind: OptionKind): OptionSpec | null => {
        const listed = seeded.find((s) => s.strike === strike && s.kind === kind);
        if (listed) return listed;
        if (!generated.includes(strike)) return null;
        return {
          symbol: optionSymbol(underlying, e.code, strike, kind),
          underlying,
          expiryCode: e.code,
          expiry: e.iso,
          expiryTime: e.time,
          strike,
          kind,
          seeded: false,
        };
      };
      const side = (strike: number, kind: OptionKind) => {
        const spec = specOf(strike, kind);
        return spec ? row(spec, spot.value, now) : null;
      };
      return {
        expiry: e.iso,
        expiry_time: e.time,
        tte_years: fmt(yearsTo(e.time, now), 8),
        strikes: strikes.map((strike) => ({
          strike: String(strike),
          call: side(strike, 'CALL'),
          put: side(strike, 'PUT'),
        })),
      };
    });
  return { underlying, spot: spot.text, server_time: now, expiries };
}

export interface VolSurface {
  readonly underlying: Underlying;
  readonly spot: string;
  readonly rate: string;
  readonly server_time: number;
  readonly params: (typeof SURFACE_PARAMS)[Underlying];
  readonly moneyness: string[];
  readonly expiries: {
    readonly expiry: string;
    readonly expiry_time: number;
    readonly tte_years: string;
    readonly forward: string;
    readonly atm_vol: string;
    readonly points: {
      readonly moneyness: string;
      readonly log_moneyness: string;
      readonly strike: string;
      readonly vol: string;
    }[];
  }[];
}

/** The surface on a grid: live seeded expiries × moneyness K/F. */
export function buildSurface(
  catalogue: OptionCatalogue,
  underlying: Underlying,
  spot: Spot,
  now: number,
): VolSurface {
  return {
    underlying,
    spot: spot.text,
    rate: String(OPTION_RATE),
    server_time: now,
    params: SURFACE_PARAMS[underlying],
    moneyness: SURFACE_MONEYNESS.map(String),
    expiries: catalogue
      .expiriesOf(underlying)
      .filter((e) => e.time > now)
      .map((e) => {
        const years = yearsTo(e.time, now);
        const forward = forwardOf(spot.value, years);
        return {
          expiry: e.iso,
          expiry_time: e.time,
          tte_years: fmt(years, 8),
          forward: fmt(forward, 2),
          atm_vol: fmt(atmVol(underlying, years), VOL_PLACES),
          points: SURFACE_MONEYNESS.map((m) => ({
            moneyness: String(m),
            log_moneyness: fmt(Math.log(m), 8),
            strike: fmt(forward * m, 2),
            vol: fmt(surfaceVol(underlying, spot.value, forward * m, years), VOL_PLACES),
          })),
        };
      }),
  };
}
