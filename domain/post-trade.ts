// Post-trade maths shared by the server and the screens (docs/post-trade.md): allocation of a
// block trade to subaccounts (quantities, quote values and fee shares that sum to the totals
// exactly), settlement netting per asset and counterparty account, and statistics buckets.
// Pure: decimal strings in, decimal strings out (domain/decimal.ts), no floats for money.
import {
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  signDecimal,
  subtractDecimal,
  truncateDecimal,
} from './decimal';

// ---- allocation ----

export type AllocationMode = 'percent' | 'quantity';

export interface AllocationLegInput {
  readonly subaccountId: number;
  /** A percentage (0–100] of the block, or a quantity in base units, per `mode`. */
  readonly value: string;
}

export interface AllocationInput {
  /** The block's total base quantity (positive). */
  readonly quantity: string;
  /** The block's total quote value (quantity × average price, as booked). */
  readonly notional: string;
  /** The block's total fee (may be zero), in `feeToken`. */
  readonly fee: string;
  readonly mode: AllocationMode;
  readonly legs: readonly AllocationLegInput[];
  /** Who takes what the legs leave (it may also be one of the legs' subaccounts). */
  readonly remainderSubaccountId: number;
  /** Fraction digits of the base quantity (the instrument's lot precision). */
  readonly quantityDecimals: number;
  /** Fraction digits of the quote token. */
  readonly quoteDecimals: number;
  /** Fraction digits of the fee token. */
  readonly feeDecimals: number;
}

export interface AllocationLeg {
  readonly subaccountId: number;
  readonly quantity: string;
  readonly quoteValue: string;
  readonly feeShare: string;
  /** The remainder leg (what the explicit legs left). */
  readonly remainder: boolean;
}

export type AllocationProblem =
  | { readonly code: 'NO_LEGS'; readonly message: string }
  | { readonly code: 'BAD_VALUE'; readonly message: string; readonly leg: number }
  | { readonly code: 'DUPLICATE_LEG'; readonly message: string; readonly leg: number }
  | { readonly code: 'OVER_ALLOCATED'; readonly message: string }
  | { readonly code: 'TOO_SMALL'; readonly message: string; readonly leg: number };

export type AllocationResult =
  | { readonly ok: true; readonly legs: readonly AllocationLeg[] }
  | { readonly ok: false; readonly problem: AllocationProblem };

/** 10^-places as a decimal string ('0.01' for 2). */
export const unitOf = (places: number): string =>
  places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`;

/**
 * Splits `total` in proportion to `weights` (decimal strings, summing to `weightTotal`), each
 * share cut to `places` digits, and gives the units the cutting lost one by one to the shares
 * with the largest cut-off fractions (ties: the earlier share). The shares sum to `total`
 * exactly whenever `total` has at most `places` digits (R-PT-2).
 */
export function proportionalSplit(
  total: string,
  weights: readonly string[],
  weightTotal: string,
  places: number,
): string[] {
  if (weights.length === 0) return [];
  if (signDecimal(weightTotal) === 0) return weights.map(() => '0');
  const exact = weights.map((w) => divide(multiplyDecimal(total, w), weightTotal, places + 12));
  const shares = exact.map((x) => truncateDecimal(x, places));
  let left = subtractDecimal(total, shares.reduce(addDecimal, '0'));
  const unit = unitOf(places);
  const order = exact
    .map((x, i) => ({ i, frac: subtractDecimal(x, shares[i] ?? '0') }))
    .sort((a, b) => compareDecimal(b.frac, a.frac) || a.i - b.i);
  const sign = signDecimal(left);
  for (let k = 0; sign !== 0 && compareDecimal(absolute(left), unit) >= 0; k++) {
    const at = order[k % order.length];
    if (!at) break;
    const step = sign > 0 ? unit : `-${unit}`;
    shares[at.i] = addDecimal(shares[at.i] ?? '0', step);
    left = subtractDecimal(left, step);
  }
  // Whatever finer than `places` remains (a total with more digits) goes to the first share.
  if (signDecimal(left) !== 0) shares[0] = addDecimal(shares[0] ?? '0', left);
  return shares;
}

/**
 * The legs of an allocation (R-PT-1, R-PT-2): each explicit leg's quantity is cut (toward zero)
 * to the instrument's precision; what they leave goes to the remainder subaccount (merged into
 * its leg when it is also an explicit one). Quote values and fee shares are proportional splits
 * of the block's notional and fee by quantity, so they sum to the block's totals exactly.
 */
export function allocate(input: AllocationInput): AllocationResult {
  if (input.legs.length === 0)
    return { ok: false, problem: { code: 'NO_LEGS', message: 'Add at least one subaccount' } };
  const seen = new Set<number>();
  const quantities: string[] = [];
  for (const [i, leg] of input.legs.entries()) {
    if (seen.has(leg.subaccountId))
      return {
        ok: false,
        problem: { code: 'DUPLICATE_LEG', message: 'Each subaccount may appear once', leg: i },
      };
    seen.add(leg.subaccountId);
    if (!/^\d+(\.\d+)?$/.test(leg.value) || signDecimal(leg.value) <= 0)
      return {
        ok: false,
        problem: { code: 'BAD_VALUE', message: 'Enter a positive number', leg: i },
      };
    if (input.mode === 'percent' && compareDecimal(leg.value, '100') > 0)
      return {
        ok: false,
        problem: { code: 'BAD_VALUE', message: 'A percentage is at most 100', leg: i },
      };
    const q =
      input.mode === 'percent'
        ? truncateDecimal(
            divide(multiplyDecimal(input.quantity, leg.value), '100', input.quantityDecimals + 4),
            input.quantityDecimals,
          )
        : leg.value;
    if (input.mode === 'quantity' && truncateDecimal(q, input.quantityDecimals) !== q)
      return {
        ok: false,
        problem: {
          code: 'BAD_VALUE',
          message: `At most ${input.quantityDecimals} decimals`,
          leg: i,
        },
      };
    if (signDecimal(q) <= 0)
      return {
        ok: false,
        problem: { code: 'TOO_SMALL', message: 'The share rounds to zero', leg: i },
      };
    quantities.push(q);
  }
  const explicit = quantities.reduce(addDecimal, '0');
  const rest = subtractDecimal(input.quantity, explicit);
  if (signDecimal(rest) < 0)
    return {
      ok: false,
      problem: { code: 'OVER_ALLOCATED', message: 'The legs exceed the trade quantity' },
    };
  const ids = input.legs.map((l) => l.subaccountId);
  const remainderAt = ids.indexOf(input.remainderSubaccountId);
  if (signDecimal(rest) > 0) {
    if (remainderAt >= 0)
      quantities[remainderAt] = addDecimal(quantities[remainderAt] ?? '0', rest);
    else {
      ids.push(input.remainderSubaccountId);
      quantities.push(rest);
    }
  }
  const values = proportionalSplit(input.notional, quantities, input.quantity, input.quoteDecimals);
  const fees = proportionalSplit(input.fee, quantities, input.quantity, input.feeDecimals);
  return {
    ok: true,
    legs: ids.map((subaccountId, i) => ({
      subaccountId,
      quantity: quantities[i] ?? '0',
      quoteValue: values[i] ?? '0',
      feeShare: fees[i] ?? '0',
      remainder: subaccountId === input.remainderSubaccountId,
    })),
  };
}

/** The volume-weighted average price of several trades (one price for a group, R-PT-3). */
export function averagePrice(
  trades: readonly { readonly quantity: string; readonly notional: string }[],
  places: number,
): string {
  const q = trades.reduce((s, t) => addDecimal(s, t.quantity), '0');
  if (signDecimal(q) === 0) return '0';
  return truncateDecimal(
    divide(
      trades.reduce((s, t) => addDecimal(s, t.notional), '0'),
      q,
      places + 2,
    ),
    places,
  );
}

// ---- settlement netting ----

export interface Obligation {
  /** The counterparty account (the subaccount facing the provider). */
  readonly subaccountId: number;
  readonly token: string;
  /** Signed: positive = the provider delivers to the institution, negative = it pays. */
  readonly amount: string;
}

export interface NettedLine {
  readonly subaccountId: number;
  readonly token: string;
  /** What the institution owes the provider (≥ 0). */
  readonly owed: string;
  /** What the provider owes the institution (≥ 0). */
  readonly receivable: string;
  /** receivable − owed. */
  readonly net: string;
  readonly count: number;
}

/**
 * Nets obligations per counterparty account and asset (R-PT-5): gross amounts each way and the
 * signed net, in a stable order (account, then token). Lines netting to zero stay listed.
 */
export function netObligations(obligations: readonly Obligation[]): NettedLine[] {
  const by = new Map<
    string,
    { subaccountId: number; token: string; owed: string; rec: string; n: number }
  >();
  for (const o of obligations) {
    const key = `${o.subaccountId}\u0000${o.token}`;
    let line = by.get(key);
    if (!line)
      by.set(
        key,
        (line = { subaccountId: o.subaccountId, token: o.token, owed: '0', rec: '0', n: 0 }),
      );
    if (signDecimal(o.amount) < 0) line.owed = subtractDecimal(line.owed, o.amount);
    else line.rec = addDecimal(line.rec, o.amount);
    line.n += 1;
  }
  return [...by.values()]
    .sort((a, b) => a.subaccountId - b.subaccountId || a.token.localeCompare(b.token))
    .map((l) => ({
      subaccountId: l.subaccountId,
      token: l.token,
      owed: l.owed,
      receivable: l.rec,
      net: subtractDecimal(l.rec, l.owed),
      count: l.n,
    }));
}

/** Fiat assets settle in fiat batches; every other asset in crypto batches (spec 9 lists). */
export const FIAT_SETTLEMENT_ASSETS: readonly string[] = ['USD', 'EUR', 'GBP', 'CHF', 'INR'];
export type SettlementKind = 'crypto' | 'fiat';
export const settlementKindOf = (token: string): SettlementKind =>
  FIAT_SETTLEMENT_ASSETS.includes(token) ? 'fiat' : 'crypto';

// ---- statistics ----

export type Grouping = 'Day' | 'Week' | 'Month';
const DAY = 86_400_000;

/** The start (epoch ms, UTC) of the bucket holding `t`: the day, the ISO week (Monday), the month. */
export function bucketStart(t: number, grouping: Grouping): number {
  const day = Math.floor(t / DAY) * DAY;
  if (grouping === 'Day') return day;
  if (grouping === 'Week') {
    const weekday = (new Date(day).getUTCDay() + 6) % 7;
    return day - weekday * DAY;
  }
  const d = new Date(day);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** Every bucket start from the bucket of `from` to that of `to` (both inclusive), in order. */
export function bucketsBetween(from: number, to: number, grouping: Grouping): number[] {
  const out: number[] = [];
  let b = bucketStart(from, grouping);
  const last = bucketStart(to, grouping);
  while (b <= last) {
    out.push(b);
    if (grouping === 'Day') b += DAY;
    else if (grouping === 'Week') b += 7 * DAY;
    else {
      const d = new Date(b);
      b = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    }
  }
  return out;
}

/**
 * Slippage of an execution against its arrival price, in basis points, signed so that a
 * positive figure is a cost: a buy filled above arrival, or a sell filled below it (R-PT-8).
 */
export function slippageBps(side: 'BUY' | 'SELL', arrival: number, average: number): number | null {
  if (!(arrival > 0) || !(average > 0)) return null;
  const raw = ((average - arrival) / arrival) * 10_000;
  return side === 'BUY' ? raw : -raw;
}

// ---- helpers ----

function absolute(a: string): string {
  return a.startsWith('-') ? a.slice(1) : a;
}

/** a / b cut to `places` digits (b ≠ 0), via scaled BigInt division. */
export function divide(a: string, b: string, places: number): string {
  const scale = (s: string) => {
    const neg = s.startsWith('-');
    const [i = '0', f = ''] = (neg ? s.slice(1) : s).split('.');
    return { n: BigInt(i + f) * (neg ? -1n : 1n), d: f.length };
  };
  const x = scale(a);
  const y = scale(b);
  if (y.n === 0n) throw new Error('division by zero');
  // a/b = (x.n / 10^x.d) / (y.n / 10^y.d); result × 10^places.
  const num = x.n * 10n ** BigInt(places + y.d);
  const den = y.n * 10n ** BigInt(x.d);
  const q = num / den;
  const neg = q < 0n;
  const digits = (neg ? -q : q).toString().padStart(places + 1, '0');
  const int = digits.slice(0, digits.length - places);
  const frac = places > 0 ? digits.slice(digits.length - places).replace(/0+$/, '') : '';
  const text = frac ? `${int}.${frac}` : int;
  return neg && text !== '0' ? `-${text}` : text;
}
