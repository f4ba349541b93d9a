// The performance read (issue 13 "Performance"), computed on the server so a tab receives one
// small series however much history there is: per-day sums of the selection's snapshots (one
// SQL aggregate per cut-off and subaccount), the live intraday point, the time-weighted return
// and the PnL split (domain/portfolio.ts), and the same summary per venue and subaccount.
import { sql, type Kysely } from 'kysely';
import {
  cutoffAtOrBefore,
  performanceSeries,
  sumByTime,
  type EquityPoint,
  type PerformancePoint,
  type PerformanceWindow,
} from '../../domain/portfolio';
import type { Database } from '../db/schema';
import type { PortfolioSubaccount } from './accounts';

/** Per cut-off and subaccount sums of the snapshots in the window (base day included). */
export async function snapshotSums(
  db: Kysely<Database>,
  subs: readonly number[],
  window: PerformanceWindow,
): Promise<Map<number, EquityPoint[]>> {
  const out = new Map<number, EquityPoint[]>();
  if (subs.length === 0) return out;
  // The totals written with the snapshots (migration 058): one row per cut-off and subaccount.
  const rows = await db
    .selectFrom('eod_subaccount_totals')
    .select([
      'cutoff',
      'subaccount_id',
      sql<string>`value_usd::text`.as('value'),
      sql<string>`unrealised_usd::text`.as('unrealised'),
      sql<string>`flow_usd::text`.as('flow'),
      sql<string>`realised_usd::text`.as('realised'),
    ])
    .where('subaccount_id', 'in', [...subs])
    .where('cutoff', '>=', cutoffAtOrBefore(window.tStart))
    .where('cutoff', '<=', window.tEnd)
    .orderBy('cutoff')
    .execute();
  for (const r of rows) {
    const list = out.get(r.subaccount_id) ?? [];
    list.push({
      t: Number(r.cutoff),
      value: Number(r.value),
      unrealised: Number(r.unrealised),
      flow: Number(r.flow),
      realised: Number(r.realised),
    });
    out.set(r.subaccount_id, list);
  }
  return out;
}

/**
 * Adds spot PnL realised at average cost (spot-cost.ts, per subaccount and day-ending cut-off)
 * to the snapshot points and the live point (which takes every sale after the last cut-off).
 */
export function withSpotRealised(
  sums: ReadonlyMap<number, readonly EquityPoint[]>,
  live: ReadonlyMap<number, EquityPoint> | null,
  spot: ReadonlyMap<number, ReadonlyMap<number, number>>,
): { sums: Map<number, EquityPoint[]>; live: Map<number, EquityPoint> | null } {
  const outSums = new Map<number, EquityPoint[]>();
  for (const [sub, points] of sums) {
    const days = spot.get(sub);
    outSums.set(
      sub,
      points.map((p) => ({ ...p, spotRealised: days?.get(p.t) ?? 0 })),
    );
  }
  if (live === null) return { sums: outSums, live: null };
  const outLive = new Map<number, EquityPoint>();
  for (const [sub, p] of live) {
    const since = cutoffAtOrBefore(p.t);
    let realised = 0;
    for (const [day, amount] of spot.get(sub) ?? []) if (day > since) realised += amount;
    outLive.set(sub, { ...p, spotRealised: realised });
  }
  return { sums: outSums, live: outLive };
}

const money = (n: number) => n.toFixed(2);

export interface PerformanceSummary {
  readonly startEquity: string;
  readonly endEquity: string;
  readonly netFlows: string;
  readonly pnl: string;
  readonly realisedPnl: string;
  readonly unrealisedPnl: string;
  readonly spotPnl: string;
  readonly derivativesPnl: string;
  /** Fraction, 8 places. */
  readonly twr: string;
}

export function summarise(series: readonly PerformancePoint[]): PerformanceSummary {
  const first = series[0];
  const last = series[series.length - 1];
  return {
    startEquity: money(first?.equity ?? 0),
    endEquity: money(last?.equity ?? 0),
    netFlows: money(last?.flows ?? 0),
    pnl: money(last?.pnl ?? 0),
    realisedPnl: money(last?.realised ?? 0),
    unrealisedPnl: money(last?.unrealised ?? 0),
    spotPnl: money(last?.spotPnl ?? 0),
    derivativesPnl: money(last?.derivativesPnl ?? 0),
    twr: (last?.twr ?? 0).toFixed(8),
  };
}

function withLive(points: readonly EquityPoint[], live: EquityPoint | undefined): EquityPoint[] {
  if (!live) return [...points];
  const last = points[points.length - 1];
  return last && last.t >= live.t ? [...points] : [...points, live];
}

export interface PerformanceReport {
  readonly method: 'time_weighted_return';
  readonly base: 'USD';
  readonly tStart: number;
  readonly tEnd: number;
  readonly live: boolean;
  readonly points: {
    t: number;
    equity: string;
    flows: string;
    pnl: string;
    realised: string;
    unrealised: string;
    spotPnl: string;
    derivativesPnl: string;
    twr: string;
  }[];
  readonly summary: PerformanceSummary;
  readonly byVenue: (PerformanceSummary & { venue: string; venueName: string })[];
  readonly bySubaccount: (PerformanceSummary & {
    subaccountId: number;
    subaccountName: string;
    venue: string;
    group: string;
  })[];
  readonly byInstrumentClass: { instrumentClass: 'spot' | 'derivatives'; pnl: string }[];
}

/** Assembles the report from per-subaccount sums and (when the window reaches now) live points. */
export function performanceReport(
  subs: readonly PortfolioSubaccount[],
  sums: ReadonlyMap<number, readonly EquityPoint[]>,
  live: ReadonlyMap<number, EquityPoint> | null,
  window: PerformanceWindow,
): PerformanceReport {
  const seriesOf = (members: readonly PortfolioSubaccount[]) =>
    performanceSeries(
      sumByTime(members.flatMap((s) => withLive(sums.get(s.id) ?? [], live?.get(s.id)))),
    );
  const total = seriesOf(subs);
  const summary = summarise(total);
  const venues = [...new Map(subs.map((s) => [s.venue, s.venueName]))];
  return {
    method: 'time_weighted_return',
    base: 'USD',
    tStart: window.tStart,
    tEnd: window.tEnd,
    live: live !== null,
    points: total.map((p) => ({
      t: p.t,
      equity: money(p.equity),
      flows: money(p.flows),
      pnl: money(p.pnl),
      realised: money(p.realised),
      unrealised: money(p.unrealised),
      spotPnl: money(p.spotPnl),
      derivativesPnl: money(p.derivativesPnl),
      twr: p.twr.toFixed(8),
    })),
    summary,
    byVenue: venues.map(([venue, venueName]) => ({
      venue,
      venueName,
      ...summarise(seriesOf(subs.filter((s) => s.venue === venue))),
    })),
    bySubaccount: subs.map((s) => ({
      subaccountId: s.id,
      subaccountName: s.name,
      venue: s.venue,
      group: s.group,
      ...summarise(seriesOf([s])),
    })),
    byInstrumentClass: [
      { instrumentClass: 'spot', pnl: summary.spotPnl },
      { instrumentClass: 'derivatives', pnl: summary.derivativesPnl },
    ],
  };
}
