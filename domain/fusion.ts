// Fusion (docs/fusion.md): one order routed across two sources of liquidity, the Edge venue's
// book and the provider's OTC streaming ladder (RFS tiers). Pure integer arithmetic in ticks and
// lots (BigInt for values), so the router's guarantees can be proved by property tests.
import {
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  signDecimal,
  truncateDecimal,
} from './decimal';

export type FusionSide = 'BUY' | 'SELL';
export type FusionSource = 'EDGE' | 'OTC';

/** One level of the Edge book on the side an order takes (asks for a BUY), best first. */
export interface TickLevel {
  readonly priceTicks: number;
  readonly lots: number;
}

/**
 * One OTC ladder tier: any amount up to `lots` trades at `priceTicks` for the whole amount
 * (the streamed price of that size), smallest tier first.
 */
export interface OtcTier {
  readonly lots: number;
  readonly priceTicks: number;
}

export interface RouteInput {
  readonly side: FusionSide;
  /** Requested quantity in lots (> 0). */
  readonly lots: number;
  /** Limit price in ticks; null for a market order. */
  readonly limitTicks: number | null;
  readonly book: readonly TickLevel[];
  readonly otc: readonly OtcTier[];
  /** Fee of a book execution in basis points of notional (the venue's taker fee). */
  readonly edgeFeeBps: number;
  /** Fee of an OTC execution (0: the spread is inside the streamed price). */
  readonly otcFeeBps: number;
  /** What the Edge account can pay for (absent: no bound). */
  readonly edgeBudget?: Budget;
  /** What the OTC account can pay for (absent: no bound). */
  readonly otcBudget?: Budget;
}

/**
 * What one source's account can pay for: a buyer pays quote, bounded as an all-in value (the
 * plan's units, fee included); a seller pays base, bounded in lots. A source is routed no more
 * than its budget, so its child is not refused for balance after routing.
 */
export type Budget = { readonly value: bigint } | { readonly lots: number };

/**
 * Values are in tick·lot·(1/10 000) units: price × quantity × (10 000 ± fee bps). A BUY's value
 * is what it pays all-in (lower is better), a SELL's what it receives all-in (higher is better).
 */
export interface RoutePlan {
  readonly side: FusionSide;
  readonly requestedLots: number;
  readonly filledLots: number;
  readonly edgeLots: number;
  readonly otcLots: number;
  /** The OTC tier price used (null when nothing goes to OTC). */
  readonly otcPriceTicks: number | null;
  /** Book levels taken, best first (the last may be partly taken). */
  readonly edgeLevels: readonly TickLevel[];
  /** All-in value of each part and of the whole. */
  readonly edgeValue: bigint;
  readonly otcValue: bigint;
  readonly value: bigint;
  /** Σ price × lots of the book part (no fee), tick·lots. */
  readonly edgeNotional: bigint;
  /** The best single source able to fill `filledLots` alone, and its all-in value. */
  readonly bestSingle: { readonly source: FusionSource; readonly value: bigint } | null;
}

const BPS = 10_000n;

/** Whether `priceTicks` is within the limit for the side (no limit: always). */
export function withinLimit(side: FusionSide, priceTicks: number, limit: number | null): boolean {
  if (limit === null) return true;
  return side === 'BUY' ? priceTicks <= limit : priceTicks >= limit;
}

/** +1 when a lower value is better (BUY), −1 when higher is better (SELL). */
const sign = (side: FusionSide): bigint => (side === 'BUY' ? 1n : -1n);

/** The all-in multiplier of a fee: a buyer pays it on top, a seller gives it up. */
function feeFactor(side: FusionSide, feeBps: number): bigint {
  return side === 'BUY' ? BPS + BigInt(feeBps) : BPS - BigInt(feeBps);
}

interface Prefix {
  readonly levels: readonly TickLevel[];
  readonly cumLots: readonly number[];
  readonly cumTickLots: readonly bigint[];
  readonly cap: number;
}

function prefixOf(levels: readonly TickLevel[]): Prefix {
  const cumLots = [0];
  const cumTickLots = [0n];
  for (const l of levels) {
    cumLots.push((cumLots[cumLots.length - 1] ?? 0) + l.lots);
    cumTickLots.push(
      (cumTickLots[cumTickLots.length - 1] ?? 0n) + BigInt(l.priceTicks) * BigInt(l.lots),
    );
  }
  return { levels, cumLots, cumTickLots, cap: cumLots[cumLots.length - 1] ?? 0 };
}

/** Σ price × lots of the first `x` lots of the book (x ≤ cap). */
function bookTickLots(p: Prefix, x: number): bigint {
  let k = 0;
  while (k < p.levels.length && (p.cumLots[k + 1] ?? 0) <= x) k++;
  const base = p.cumTickLots[k] ?? 0n;
  const rest = x - (p.cumLots[k] ?? 0);
  if (rest <= 0) return base;
  return base + BigInt(p.levels[k]?.priceTicks ?? 0) * BigInt(rest);
}

function takeLevels(p: Prefix, x: number): TickLevel[] {
  const out: TickLevel[] = [];
  let left = x;
  for (const l of p.levels) {
    if (left <= 0) break;
    const take = Math.min(left, l.lots);
    out.push({ priceTicks: l.priceTicks, lots: take });
    left -= take;
  }
  return out;
}

/** Eligible book levels: positive sizes within the limit, in the order given (best first). */
function eligibleBook(input: RouteInput): TickLevel[] {
  return input.book.filter(
    (l) =>
      l.lots > 0 && l.priceTicks > 0 && withinLimit(input.side, l.priceTicks, input.limitTicks),
  );
}

function eligibleTiers(input: RouteInput): OtcTier[] {
  return input.otc
    .filter(
      (t) =>
        t.lots > 0 && t.priceTicks > 0 && withinLimit(input.side, t.priceTicks, input.limitTicks),
    )
    .map((t) => ({ ...t, lots: affordableLots(input.side, t, input.otcFeeBps, input.otcBudget) }))
    .filter((t) => t.lots > 0);
}

/** Lots of one price a budget pays for (at most `level.lots`). */
function affordableLots(
  side: FusionSide,
  level: TickLevel,
  feeBps: number,
  budget: Budget | undefined,
): number {
  if (budget === undefined) return level.lots;
  if ('lots' in budget) return Math.max(0, Math.min(level.lots, Math.floor(budget.lots)));
  if (budget.value <= 0n) return 0;
  const perLot = allInValue(side, level.priceTicks, 1, feeBps);
  if (perLot <= 0n) return level.lots;
  const lots = budget.value / perLot;
  return lots >= BigInt(level.lots) ? level.lots : Number(lots);
}

/** The book's first levels a budget pays for: a value per lot is fixed per level, so the
 * affordable part of a best-first book is a prefix of it. */
function affordableBook(
  side: FusionSide,
  levels: readonly TickLevel[],
  feeBps: number,
  budget: Budget | undefined,
): TickLevel[] {
  if (budget === undefined) return [...levels];
  const out: TickLevel[] = [];
  let left: Budget = budget;
  for (const l of levels) {
    const take = affordableLots(side, l, feeBps, left);
    if (take > 0) out.push({ priceTicks: l.priceTicks, lots: take });
    if (take < l.lots) break;
    left =
      'lots' in left
        ? { lots: left.lots - take }
        : { value: left.value - allInValue(side, l.priceTicks, take, feeBps) };
  }
  return out;
}

/**
 * Routes an order: fills as much as both sources allow within the limit and the accounts'
 * budgets (min(requested, affordable book depth + largest affordable OTC tier)), and among the
 * splits of that quantity picks the best all-in value. The OTC part trades at one tier price for
 * its whole amount, so the value is piecewise linear in the OTC amount with kinks only at book
 * level boundaries: checking the ends of each tier's range and those boundaries finds the
 * optimum exactly. Ties prefer one source.
 */
export function routeOrder(input: RouteInput): RoutePlan {
  const side = input.side;
  const s = sign(side);
  const book = prefixOf(
    affordableBook(side, eligibleBook(input), input.edgeFeeBps, input.edgeBudget),
  );
  const tiers = eligibleTiers(input);
  const otcCap = tiers.reduce((m, t) => Math.max(m, t.lots), 0);
  const requested = Math.max(0, Math.floor(input.lots));
  const filled = Math.min(requested, book.cap + otcCap);
  const edgeF = feeFactor(side, input.edgeFeeBps);
  const otcF = feeFactor(side, input.otcFeeBps);

  const valueOf = (y: number, otcPrice: number): bigint =>
    bookTickLots(book, filled - y) * edgeF + BigInt(otcPrice) * BigInt(y) * otcF;

  let best: { y: number; price: number; value: bigint } | null = null;
  const consider = (y: number, price: number) => {
    const v = valueOf(y, price);
    if (best === null || s * v < s * best.value) best = { y, price, value: v };
  };

  // Single sources first, so a tie keeps one execution.
  let bestSingle: RoutePlan['bestSingle'] = null;
  if (filled > 0 && book.cap >= filled) {
    consider(0, 0);
    bestSingle = { source: 'EDGE', value: valueOf(0, 0) };
  }
  for (const t of tiers) {
    if (t.lots < filled || filled === 0) continue;
    const v = valueOf(filled, t.priceTicks);
    if (bestSingle === null || s * v < s * bestSingle.value)
      bestSingle = { source: 'OTC', value: v };
    consider(filled, t.priceTicks);
  }
  if (filled > 0) {
    for (const t of tiers) {
      const lo = Math.max(1, filled - book.cap);
      const hi = Math.min(t.lots, filled);
      if (lo > hi) continue;
      consider(lo, t.priceTicks);
      consider(hi, t.priceTicks);
      for (const c of book.cumLots) {
        const y = filled - c;
        if (y >= lo && y <= hi) consider(y, t.priceTicks);
      }
    }
  }

  const chosen: { y: number; price: number; value: bigint } = best ?? { y: 0, price: 0, value: 0n };
  const edgeLots = filled - chosen.y;
  const edgeNotional = bookTickLots(book, edgeLots);
  const otcValue = BigInt(chosen.price) * BigInt(chosen.y) * otcF;
  return {
    side,
    requestedLots: requested,
    filledLots: filled,
    edgeLots,
    otcLots: chosen.y,
    otcPriceTicks: chosen.y > 0 ? chosen.price : null,
    edgeLevels: takeLevels(book, edgeLots),
    edgeValue: edgeNotional * edgeF,
    otcValue,
    value: edgeNotional * edgeF + otcValue,
    edgeNotional,
    bestSingle,
  };
}

/** All-in value of `lots` at `priceTicks` with a fee (the same units as RoutePlan values). */
export function allInValue(
  side: FusionSide,
  priceTicks: number,
  lots: number,
  feeBps: number,
): bigint {
  return BigInt(priceTicks) * BigInt(lots) * feeFactor(side, feeBps);
}

// ---- the consolidated book (display) ----

export interface ConsolidatedRow {
  readonly source: FusionSource;
  /** Venue price (decimal string as streamed). */
  readonly price: string;
  /** Size of the level, or the OTC tier's size ("up to"). */
  readonly size: string;
  /** Price including the source's fee, rounded away from the customer to 8 places. */
  readonly allInPrice: string;
}

export interface ConsolidatedBook {
  /** Best first: highest all-in bid first. */
  readonly bids: readonly ConsolidatedRow[];
  /** Best first: lowest all-in ask first. */
  readonly asks: readonly ConsolidatedRow[];
}

/** Decimal all-in price of one unit at `price` with a fee, rounded against the customer. */
export function allInPrice(side: FusionSide, price: string, feeBps: number): string {
  const factor = side === 'BUY' ? 10_000 + feeBps : 10_000 - feeBps;
  const exact = multiplyDecimal(price, multiplyDecimal(String(factor), '0.0001'));
  const truncated = truncateDecimal(exact, 8);
  // A buyer's price rounds up, a seller's down: the shown all-in price is never flattering.
  if (side === 'BUY' && compareDecimal(truncated, exact) < 0)
    return addDecimal(truncated, '0.00000001');
  return truncated;
}

export interface BookSideInput {
  readonly prices: readonly string[];
  readonly sizes: readonly string[];
}

export interface LadderTierInput {
  readonly quantity: string;
  readonly bid: string;
  readonly ask: string;
}

/**
 * Merges the Edge book and the OTC ladder into one book per side, each row tagged with its
 * source and ordered by all-in price (best first; at the same all-in price Edge comes first).
 */
export function consolidateBook(
  edge: { readonly bids: BookSideInput; readonly asks: BookSideInput },
  ladder: readonly LadderTierInput[],
  fees: { readonly edgeFeeBps: number; readonly otcFeeBps: number },
): ConsolidatedBook {
  const side = (s: FusionSide): ConsolidatedRow[] => {
    const book = s === 'BUY' ? edge.asks : edge.bids;
    const rows: ConsolidatedRow[] = [];
    book.prices.forEach((price, i) => {
      const size = book.sizes[i] ?? '0';
      if (signDecimal(size) > 0 && signDecimal(price) > 0)
        rows.push({
          source: 'EDGE',
          price,
          size,
          allInPrice: allInPrice(s, price, fees.edgeFeeBps),
        });
    });
    for (const t of ladder) {
      const price = s === 'BUY' ? t.ask : t.bid;
      if (signDecimal(price) > 0 && signDecimal(t.quantity) > 0)
        rows.push({
          source: 'OTC',
          price,
          size: t.quantity,
          allInPrice: allInPrice(s, price, fees.otcFeeBps),
        });
    }
    const dir = s === 'BUY' ? 1 : -1;
    return rows
      .map((r, i) => ({ r, i }))
      .sort(
        (a, b) =>
          dir * compareDecimal(a.r.allInPrice, b.r.allInPrice) ||
          (a.r.source === b.r.source ? 0 : a.r.source === 'EDGE' ? -1 : 1) ||
          a.i - b.i,
      )
      .map((x) => x.r);
  };
  return { asks: side('BUY'), bids: side('SELL') };
}
