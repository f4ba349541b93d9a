// Portfolio history and performance over the user's readable subaccounts (issue 18 tools): the
// portfolio's own end-of-day snapshots plus the live point, the same time-weighted return and
// PnL split as /v4/portfolio_performance (docs/portfolio.md), by venue.
import { groupThousands } from '../../../domain/numbers';
import {
  defaultPerformanceWindow,
  performanceSeries,
  PORTFOLIO_DAY_MS,
  sumByTime,
  type EquityPoint,
} from '../../../domain/portfolio';
import { liveEquity } from '../../portfolio/live';
import { snapshotSums, summarise, withSpotRealised } from '../../portfolio/performance';
import { spotRealisedByDay } from '../../portfolio/spot-cost';
import type { AssistantTool } from './registry';

const usd = (s: string) => `$${groupThousands(s)}`;
const pct = (fraction: string) => `${(Number(fraction) * 100).toFixed(2)} %`;

export const portfolioPerformanceTool: AssistantTool = {
  name: 'portfolio_performance',
  description:
    "The portfolio's history and performance over the user's readable subaccounts: equity at the start and now, time-weighted return (flows excluded), PnL realised and unrealised, net flows, by venue. Default window: the start of the month to now; or the last N days.",
  parameters: {
    type: 'object',
    properties: { days: { type: 'integer', minimum: 1, maximum: 366 } },
    additionalProperties: false,
  },
  async run(ctx, args) {
    const now = ctx.now();
    const days = typeof args['days'] === 'number' ? Math.floor(args['days']) : null;
    const window =
      days === null
        ? defaultPerformanceWindow(now)
        : { tStart: now - days * PORTFOLIO_DAY_MS, tEnd: defaultPerformanceWindow(now).tEnd };
    const ids = ctx.readable.map((s) => s.id);
    const rates = ctx.market.conversionRates();
    await ctx.orders.idle();
    const [sums, live, spot] = await Promise.all([
      snapshotSums(ctx.db, ids, window),
      liveEquity(ctx.db, ctx.orders, ids, rates, now),
      spotRealisedByDay(ctx.db, ids, now, rates),
    ]);
    const all = withSpotRealised(sums, live, spot);
    const seriesOf = (subs: readonly number[]) =>
      summarise(
        performanceSeries(
          sumByTime(
            subs.flatMap((id): EquityPoint[] => {
              const points = all.sums.get(id) ?? [];
              const point = all.live?.get(id);
              return point ? [...points, point] : [...points];
            }),
          ),
        ),
      );
    const total = seriesOf(ids);
    const venues = [...new Set(ctx.readable.map((s) => s.venueName))];
    const from = new Date(window.tStart).toISOString().slice(0, 10);
    return {
      headline: `From ${from} to now your portfolio went from **${usd(total.startEquity)}** to **${usd(total.endEquity)}**: time-weighted return **${pct(total.twr)}** (deposits, withdrawals and transfers excluded), PnL **${usd(total.pnl)}** (realised ${usd(total.realisedPnl)}, unrealised ${usd(total.unrealisedPnl)}), net flows ${usd(total.netFlows)}.`,
      table: {
        columns: ['Venue', 'Equity', 'Return (TWR)', 'PnL'],
        rows: venues.map((v) => {
          const s = seriesOf(ctx.readable.filter((x) => x.venueName === v).map((x) => x.id));
          return [v, usd(s.endEquity), pct(s.twr), usd(s.pnl)];
        }),
      },
      notes: [
        'Time-weighted return: daily returns chained by multiplication, so flows do not count as performance.',
      ],
      data: { window, ...total },
    };
  },
};
