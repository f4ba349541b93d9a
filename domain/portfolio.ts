// Portfolio rules shared by the server, the tab and the benchmark (docs/portfolio.md): the
// end-of-day cut-off, the performance window of spec 3.7/9 with its quick ranges, and the
// performance series (equity, time-weighted return with flows excluded, PnL split).

/** Milliseconds in a UTC day. */
export const PORTFOLIO_DAY_MS = 86_400_000;

/**
 * The end-of-day cut-off: 00:00 UTC. A snapshot taken at cut-off C holds the balances of the
 * UTC day that ends at C.
 */
export const EOD_CUTOFF_OFFSET_MS = 0;

/** The latest cut-off at or before `t`. */
export function cutoffAtOrBefore(t: number): number {
  return (
    Math.floor((t - EOD_CUTOFF_OFFSET_MS) / PORTFOLIO_DAY_MS) * PORTFOLIO_DAY_MS +
    EOD_CUTOFF_OFFSET_MS
  );
}

/** The first cut-off strictly after `t`. */
export function nextCutoffAfter(t: number): number {
  return cutoffAtOrBefore(t) + PORTFOLIO_DAY_MS;
}

// ---- performance window (spec 3.7, 9) ----

export interface PerformanceWindow {
  readonly tStart: number;
  readonly tEnd: number;
}

export const QUICK_RANGES = ['7d', '30d', 'month', 'quarter', 'year'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export const QUICK_RANGE_LABELS: Readonly<Record<QuickRange, string>> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'Start of month',
  quarter: 'Quarter',
  year: 'Year',
};

/** 23:59:59.999 UTC of the day of `t`. */
export function endOfDayUtc(t: number): number {
  return Math.floor(t / PORTFOLIO_DAY_MS) * PORTFOLIO_DAY_MS + PORTFOLIO_DAY_MS - 1;
}

export function startOfDayUtc(t: number): number {
  return Math.floor(t / PORTFOLIO_DAY_MS) * PORTFOLIO_DAY_MS;
}

/** Spec 3.7: the default window is the start of the month to the end of the day, UTC. */
export function defaultPerformanceWindow(now: number): PerformanceWindow {
  return quickRangeWindow('month', now);
}

/** A quick range ends at the end of today (UTC); it starts at 00:00 UTC of its first day. */
export function quickRangeWindow(range: QuickRange, now: number): PerformanceWindow {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const tEnd = endOfDayUtc(now);
  switch (range) {
    case '7d':
      return { tStart: startOfDayUtc(now) - 6 * PORTFOLIO_DAY_MS, tEnd };
    case '30d':
      return { tStart: startOfDayUtc(now) - 29 * PORTFOLIO_DAY_MS, tEnd };
    case 'month':
      return { tStart: Date.UTC(y, m, 1), tEnd };
    case 'quarter':
      return { tStart: Date.UTC(y, m - (m % 3), 1), tEnd };
    case 'year':
      return { tStart: Date.UTC(y, 0, 1), tEnd };
  }
}

// ---- performance series ----

/** Sums of the selection at one cut-off (or the live moment), in USD. */
export interface EquityPoint {
  /** The cut-off (or the live moment) in epoch ms. */
  readonly t: number;
  /** Balances valued at the point's prices. */
  readonly value: number;
  /** Unrealised PnL of open derivative positions at the point. */
  readonly unrealised: number;
  /** Net external flows (deposits, withdrawals, transfers in/out) since the previous point. */
  readonly flow: number;
  /** PnL realised by derivative fills since the previous point. */
  readonly realised: number;
  /** PnL realised by spot sales since the previous point (average cost, domain/cost-basis.ts). */
  readonly spotRealised?: number;
}

export interface PerformancePoint {
  readonly t: number;
  /** Balances + unrealised PnL of open positions. */
  readonly equity: number;
  /** Cumulative net flows since the start of the window. */
  readonly flows: number;
  /** Time-weighted return since the start of the window, as a fraction (0.012 = 1.2 %). */
  readonly twr: number;
  /** Cumulative PnL since the start: equity change minus flows. */
  readonly pnl: number;
  /** Cumulative realised PnL (closed derivative positions and spot sales at average cost). */
  readonly realised: number;
  /** pnl − realised: revaluation of holdings and open positions. */
  readonly unrealised: number;
  /** Derivatives' share of pnl: realised + change of open positions' unrealised PnL. */
  readonly derivativesPnl: number;
  /** pnl − derivativesPnl. */
  readonly spotPnl: number;
}

export const TWR_DESCRIPTION =
  'Time-weighted return: the daily returns (equity change minus net deposits, withdrawals and transfers, over the previous day’s equity) chained by multiplication, so flows in and out do not count as performance.';

/**
 * The performance series of points ordered by time. The first point is the base (return 0);
 * each later day's return is (E_i − F_i − E_{i−1}) / E_{i−1}, flows assumed at the end of the
 * day; the window's return chains them: Π(1 + r_i) − 1. A day that starts at zero or negative
 * equity contributes no return.
 */
export function performanceSeries(points: readonly EquityPoint[]): PerformancePoint[] {
  const out: PerformancePoint[] = [];
  const first = points[0];
  if (!first) return out;
  let growth = 1;
  let flows = 0;
  let pnl = 0;
  let realised = 0;
  let derivatives = 0;
  let prevEquity = first.value + first.unrealised;
  let prevUnrealised = first.unrealised;
  for (const [i, p] of points.entries()) {
    const equity = p.value + p.unrealised;
    if (i > 0) {
      const dayPnl = equity - prevEquity - p.flow;
      if (prevEquity > 0) growth *= 1 + dayPnl / prevEquity;
      flows += p.flow;
      pnl += dayPnl;
      realised += p.realised + (p.spotRealised ?? 0);
      derivatives += p.realised + (p.unrealised - prevUnrealised);
    }
    out.push({
      t: p.t,
      equity,
      flows,
      twr: growth - 1,
      pnl,
      realised,
      unrealised: pnl - realised,
      derivativesPnl: derivatives,
      spotPnl: pnl - derivatives,
    });
    prevEquity = equity;
    prevUnrealised = p.unrealised;
  }
  return out;
}

/** Sums rows of the same time (several subaccounts and tokens) into one point per time. */
export function sumByTime(rows: readonly EquityPoint[]): EquityPoint[] {
  const byTime = new Map<
    number,
    { value: number; unrealised: number; flow: number; realised: number; spotRealised: number }
  >();
  for (const r of rows) {
    const acc = byTime.get(r.t);
    if (acc) {
      acc.value += r.value;
      acc.unrealised += r.unrealised;
      acc.flow += r.flow;
      acc.realised += r.realised;
      acc.spotRealised += r.spotRealised ?? 0;
    } else
      byTime.set(r.t, {
        value: r.value,
        unrealised: r.unrealised,
        flow: r.flow,
        realised: r.realised,
        spotRealised: r.spotRealised ?? 0,
      });
  }
  return [...byTime.entries()].sort((a, b) => a[0] - b[0]).map(([t, v]) => ({ t, ...v }));
}

// ---- groupings ----

/** Spec 3.7: selected subaccounts are grouped by these account kinds (venue account types). */
export const PORTFOLIO_ACCOUNT_GROUPS = ['otc', 'custody', 'edge', 'off_exchange'] as const;
export type PortfolioAccountGroup = (typeof PORTFOLIO_ACCOUNT_GROUPS)[number];

/** Spec 3.7 instrument list of the performance filters. */
export const INSTRUMENT_CLASSES = ['spot', 'derivatives'] as const;
export type InstrumentClass = (typeof INSTRUMENT_CLASSES)[number];
