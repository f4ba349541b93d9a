// A multi-leg options structure (docs/api.md "Options", docs/quotes.md "Options model"):
// validation with errors per leg, per-leg prices and greeks from the surface, signed and
// scaled structure greeks, total cost (premium + spread), 1-day 99 % VaR and margin.
import {
  addDecimal,
  compareDecimal,
  isDecimalString,
  multiplyDecimal,
  negateDecimal,
  normalizeDecimal,
  signDecimal,
} from '../../domain/decimal';
import type { Greeks } from './black-scholes';
import type { OptionCatalogue, OptionSpec } from './catalogue';
import { ceilTo, fmt, GREEK_PLACES, PRICE_PLACES } from './format';
import { scenarioLoss, type MarginLeg } from './margin';
import { figuresOf, priceOption, type OptionFigures, type PricedOption } from './pricing';
import { dailySpotSigma, deltaGammaVar } from './var';
import { atmVol, type Underlying } from './vol-surface';

export type Side = 'BUY' | 'SELL';

export const MAX_LEGS = 8;
export const MAX_RATIO = 10;
/** Largest size of one leg (ratio × quantity), contracts. */
export const MAX_LEG_CONTRACTS = '1000';
export const QUANTITY_PLACES = 2;
/** The venue's half-spread per contract: half a vol point of vega … */
export const HALF_SPREAD_VOL = 0.005;
/** … and at least one option tick (USD). */
export const MIN_HALF_SPREAD = 0.1;

export interface LegInput {
  readonly symbol: string;
  readonly side: Side;
  readonly ratio: number;
  readonly quantity: string;
}

export interface StructureInput {
  readonly underlying: Underlying;
  readonly strategy: Side;
  readonly legs: readonly LegInput[];
}

export interface StructureError {
  readonly leg: number | null;
  readonly field: string;
  readonly message: string;
}

export interface PricedLeg extends OptionFigures {
  readonly symbol: string;
  readonly side: Side;
  readonly ratio: number;
  readonly quantity: string;
}

export type StructureGreeks = Record<Exclude<keyof Greeks, 'price'>, string>;

export interface PricedStructure {
  readonly legs: PricedLeg[];
  readonly greeks: StructureGreeks;
  /** Σ signed size × price (customer pays when > 0). */
  readonly premium: string;
  /** Σ size × half-spread (always ≥ 0, the venue's). */
  readonly spread: string;
  readonly total_cost: string;
  /** Σ size × (price + half-spread): what counts against credit. */
  readonly gross_premium: string;
  readonly var_99_1d: string;
  readonly incremental_margin: string;
  /** Effective side per leg (strategy applied) and signed contracts, for booking. */
  readonly effective: { side: Side; contracts: string }[];
}

export interface StructureContext {
  readonly catalogue: OptionCatalogue;
  readonly spotOf: (u: Underlying) => number | null;
  readonly now: number;
  readonly markupBps: number;
}

const flip = (s: Side): Side => (s === 'BUY' ? 'SELL' : 'BUY');

interface Resolved {
  readonly input: LegInput;
  readonly spec: OptionSpec;
  readonly priced: PricedOption;
  readonly size: string;
}

/** Every problem of the structure, or its resolved legs. */
export function validateStructure(
  s: StructureInput,
  ctx: StructureContext,
): { errors: StructureError[]; legs: Resolved[] } {
  const errors: StructureError[] = [];
  const legs: Resolved[] = [];
  if (s.legs.length === 0)
    errors.push({ leg: null, field: 'legs', message: 'Add at least one leg' });
  if (s.legs.length > MAX_LEGS)
    errors.push({ leg: null, field: 'legs', message: `At most ${MAX_LEGS} legs` });
  const seen = new Set<string>();
  s.legs.forEach((leg, i) => {
    const err = (field: string, message: string) => errors.push({ leg: i, field, message });
    const before = errors.length;
    const name = leg.symbol.slice(0, 40);
    const spec = ctx.catalogue.resolve(leg.symbol, ctx.spotOf);
    if (!spec) err('symbol', `Unknown option ${name}`);
    else if (spec.underlying !== s.underlying)
      err('symbol', `${name} is not an option on ${s.underlying}`);
    else if (spec.expiryTime <= ctx.now) err('symbol', `Option ${name} has expired`);
    else if (seen.has(spec.symbol)) err('symbol', `Duplicate leg ${name}`);
    if (spec) seen.add(spec.symbol);
    const ratioOk = Number.isInteger(leg.ratio) && leg.ratio >= 1 && leg.ratio <= MAX_RATIO;
    if (!ratioOk) err('ratio', `Ratio must be a whole number from 1 to ${MAX_RATIO}`);
    const q = leg.quantity.trim();
    if (!isDecimalString(q) || signDecimal(q) <= 0)
      err('quantity', 'Quantity must be a positive number');
    else if ((normalizeDecimal(q).split('.')[1] ?? '').length > QUANTITY_PLACES)
      err('quantity', `Quantity must be a multiple of 0.${'0'.repeat(QUANTITY_PLACES - 1)}1`);
    else if (
      ratioOk &&
      compareDecimal(multiplyDecimal(q, String(leg.ratio)), MAX_LEG_CONTRACTS) > 0
    )
      err('quantity', `Ratio × quantity above the maximum ${MAX_LEG_CONTRACTS} contracts`);
    if (errors.length > before || !spec) return;
    const spot = ctx.spotOf(spec.underlying);
    const priced = spot === null ? null : priceOption(spec, spot, ctx.now);
    if (!priced) {
      err('symbol', `No price for ${name}`);
      return;
    }
    legs.push({
      input: { ...leg, quantity: normalizeDecimal(q) },
      spec,
      priced,
      size: multiplyDecimal(normalizeDecimal(q), String(leg.ratio)),
    });
  });
  return { errors, legs };
}

/** Prices a validated structure (legs from validateStructure with no errors). */
export function priceStructure(
  s: StructureInput,
  legs: readonly Resolved[],
  spot: number,
  markupBps: number,
): PricedStructure {
  const sum = { delta: 0, gamma: 0, vega: 0, theta: 0, rho: 0 };
  let premium = '0';
  let spread = '0';
  let gross = '0';
  let longOnly = true;
  let nearest = Infinity;
  const effective: { side: Side; contracts: string }[] = [];
  const marginLegs: MarginLeg[] = [];
  const out = legs.map((l) => {
    const side = s.strategy === 'SELL' ? flip(l.input.side) : l.input.side;
    const sign = side === 'BUY' ? 1 : -1;
    const n = Number(l.size);
    const g = l.priced.greeks;
    sum.delta += sign * n * g.delta;
    sum.gamma += sign * n * g.gamma;
    sum.vega += sign * n * g.vega;
    sum.theta += sign * n * g.theta;
    sum.rho += sign * n * g.rho;
    const figures = figuresOf(l.priced);
    const half = ceilTo(
      Math.max(MIN_HALF_SPREAD, HALF_SPREAD_VOL * g.vega + (markupBps / 10_000) * g.price),
      PRICE_PLACES,
    );
    const legPremium = multiplyDecimal(l.size, figures.price);
    premium = addDecimal(premium, sign > 0 ? legPremium : negateDecimal(legPremium));
    spread = addDecimal(spread, multiplyDecimal(l.size, half));
    gross = addDecimal(gross, multiplyDecimal(l.size, addDecimal(figures.price, half)));
    if (side === 'SELL') longOnly = false;
    nearest = Math.min(nearest, l.priced.years);
    effective.push({ side, contracts: l.size });
    marginLegs.push({
      kind: l.spec.kind,
      strike: l.spec.strike,
      vol: l.priced.vol,
      years: l.priced.years,
      contracts: sign * n,
    });
    return {
      symbol: l.spec.symbol,
      side: l.input.side,
      ratio: l.input.ratio,
      quantity: l.input.quantity,
      ...figures,
    };
  });
  const totalCost = addDecimal(premium, spread);
  const varSigma = dailySpotSigma(spot, atmVol(s.underlying, nearest));
  const var99 = deltaGammaVar({ delta: sum.delta, gamma: sum.gamma }, varSigma);
  const margin = longOnly
    ? signDecimal(totalCost) > 0
      ? totalCost
      : '0'
    : ceilTo(scenarioLoss(marginLegs, spot), PRICE_PLACES);
  return {
    legs: out,
    greeks: {
      delta: fmt(sum.delta, GREEK_PLACES),
      gamma: fmt(sum.gamma, GREEK_PLACES),
      vega: fmt(sum.vega, GREEK_PLACES),
      theta: fmt(sum.theta, GREEK_PLACES),
      rho: fmt(sum.rho, GREEK_PLACES),
    },
    premium,
    spread,
    total_cost: totalCost,
    gross_premium: gross,
    var_99_1d: ceilTo(var99, PRICE_PLACES),
    incremental_margin: margin,
    effective,
  };
}
