// Incremental margin of an options structure (docs/quotes.md "Incremental margin"): a
// SPAN-like scenario grid. Every scenario moves spot by one of SPOT_MOVES and scales every
// leg's vol by one of VOL_MOVES (sticky strike, same expiry), revalues the structure with
// BSM and takes the worst loss. A structure that is long only needs no margin beyond the
// premium it pays up front, so its margin is that premium.
import { blackScholes, type OptionKind } from './black-scholes';
import { OPTION_RATE } from './vol-surface';

export const SPOT_MOVES: readonly number[] = [-0.15, -0.1, -0.05, 0, 0.05, 0.1, 0.15];
export const VOL_MOVES: readonly number[] = [-0.25, 0, 0.25];

export interface MarginLeg {
  readonly kind: OptionKind;
  readonly strike: number;
  readonly vol: number;
  readonly years: number;
  /** Signed contracts: + long, − short (ratio × quantity, strategy applied). */
  readonly contracts: number;
}

export function structureValue(legs: readonly MarginLeg[], spot: number, volScale = 1): number {
  let v = 0;
  for (const l of legs)
    v +=
      l.contracts *
      blackScholes({
        kind: l.kind,
        spot,
        strike: l.strike,
        rate: OPTION_RATE,
        vol: l.vol * volScale,
        years: l.years,
      }).price;
  return v;
}

/** Worst loss over the scenario grid (≥ 0), in USD, as a float. */
export function scenarioLoss(legs: readonly MarginLeg[], spot: number): number {
  const base = structureValue(legs, spot);
  let worst = 0;
  for (const ds of SPOT_MOVES)
    for (const dv of VOL_MOVES)
      worst = Math.max(worst, base - structureValue(legs, spot * (1 + ds), 1 + dv));
  return worst;
}
