// Trade statistics (spec 3.7, 9; docs/post-trade.md "Statistics"): trade and fees tabs (fees
// behind the fee_statistics flag), filters timeGrouping (Day default, Week, Month), startDate 15
// days before today and endDate today (yyyy-mm-dd), subaccount_ids; volume, count and average
// size per bucket, by token and venue; slippage of Edge executions against arrival price.
import { useMemo, useState } from 'react';
import {
  formatDateTimeUtc,
  formatDateUtc,
  tradeStatisticsDefaultWindow,
} from '../../../domain/dates';
import { formatUsd } from '../../../domain/numbers';
import {
  feeStatsQuery,
  tradeStatsQuery,
  type StatGroup,
  type StatsFilters,
  type TradeStats,
} from '../../tab/posttrade/wire';
import { useQuery } from '../../tab/react/query';
import { PageState, Stat } from '../portfolio/Outcome';
import { useFeatureFlag } from '../portfolio/useFeatureFlag';
import { useReadableSubaccounts } from '../portfolio/usePortfolio';
import { barOption, Chart } from './Chart';
import { PostTradeShell } from './Shell';

const usd0 = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;
const bucketLabel = (t: number, g: StatsFilters['timeGrouping']) =>
  g === 'Month' ? formatDateUtc(t).replace(/\/\d\d\//, '/') : formatDateUtc(t).slice(0, 5);

export function StatisticsPage() {
  const fees = useFeatureFlag('fee_statistics');
  const [tab, setTab] = useState<'trade' | 'fees'>('trade');
  // Spec 3.7 defaults: 15 days before today to today, by day, every subaccount.
  const [filters, setFilters] = useState<StatsFilters>(() => ({
    timeGrouping: 'Day',
    ...tradeStatisticsDefaultWindow(Date.now()),
    subaccountIds: [],
  }));
  const subs = useReadableSubaccounts();
  const shown = tab === 'fees' && fees ? 'fees' : 'trade';
  const def = useMemo(
    () => (shown === 'fees' ? feeStatsQuery(filters) : tradeStatsQuery(filters)),
    [shown, filters],
  );
  const { data, refetch } = useQuery(def);
  const toggleSub = (id: number) =>
    setFilters((f) => ({
      ...f,
      subaccountIds: f.subaccountIds.includes(id)
        ? f.subaccountIds.filter((x) => x !== id)
        : [...f.subaccountIds, id],
    }));

  return (
    <PostTradeShell
      title="Trade Statistics"
      subtitle="Volume, counts, sizes, fees and execution quality of your trades (USD at today's rates)."
      testId="trade-statistics"
    >
      <nav className="pf-subtabs" aria-label="Statistics tabs">
        <button
          type="button"
          className={`pf-chip${shown === 'trade' ? ' active' : ''}`}
          onClick={() => setTab('trade')}
          data-testid="pt-tab-trade"
        >
          Trade
        </button>
        {fees ? (
          <button
            type="button"
            className={`pf-chip${shown === 'fees' ? ' active' : ''}`}
            onClick={() => setTab('fees')}
            data-testid="pt-tab-fees"
          >
            Fees
          </button>
        ) : null}
      </nav>
      <div className="pt-toolbar">
        <label className="pt-field">
          Group by
          <select
            value={filters.timeGrouping}
            onChange={(e) =>
              setFilters({
                ...filters,
                timeGrouping:
                  e.target.value === 'Week' ? 'Week' : e.target.value === 'Month' ? 'Month' : 'Day',
              })
            }
            data-testid="pt-grouping"
          >
            <option value="Day">Day</option>
            <option value="Week">Week</option>
            <option value="Month">Month</option>
          </select>
        </label>
        <label className="pt-field">
          Start date
          <input
            type="date"
            value={filters.startDate}
            max={filters.endDate}
            onChange={(e) =>
              e.target.value && setFilters({ ...filters, startDate: e.target.value })
            }
          />
        </label>
        <label className="pt-field">
          End date
          <input
            type="date"
            value={filters.endDate}
            min={filters.startDate}
            onChange={(e) => e.target.value && setFilters({ ...filters, endDate: e.target.value })}
          />
        </label>
        <div className="pt-field">
          Subaccounts {filters.subaccountIds.length === 0 ? '(all)' : ''}
          <div>
            {subs.map((s) => (
              <button
                key={s.id}
                type="button"
                className={`pf-chip${filters.subaccountIds.includes(s.id) ? ' active' : ''}`}
                onClick={() => toggleSub(s.id)}
              >
                {s.name}
              </button>
            ))}
          </div>
        </div>
      </div>
      <PageState data={data} retry={refetch}>
        {(v) =>
          shown === 'fees' ? (
            <FeesTab stats={v} grouping={filters.timeGrouping} />
          ) : (
            <TradeTab stats={v} grouping={filters.timeGrouping} />
          )
        }
      </PageState>
    </PostTradeShell>
  );
}

function GroupTable({
  rows,
  label,
  fees,
  testId,
}: {
  readonly rows: readonly StatGroup[];
  readonly label: string;
  readonly fees: boolean;
  readonly testId: string;
}) {
  return (
    <table className="pf-data" data-testid={testId}>
      <thead>
        <tr>
          <th>{label}</th>
          <th className="num">{fees ? 'Fees' : 'Volume (USD)'}</th>
          <th className="num">{fees ? 'Fees (USD)' : 'Trades'}</th>
          <th className="num">{fees ? 'Charges' : 'Average size (USD)'}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={4}>Nothing in this window</td>
          </tr>
        ) : null}
        {rows.map((r) => (
          <tr key={r.key}>
            <td>{r.key}</td>
            <td className="num">{fees ? r.fees.toFixed(2) : formatUsd(r.volumeUsd)}</td>
            <td className="num">{fees ? formatUsd(r.feesUsd) : r.count}</td>
            <td className="num">{fees ? r.count : formatUsd(r.averageUsd)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TradeTab({
  stats,
  grouping,
}: {
  readonly stats: TradeStats;
  readonly grouping: StatsFilters['timeGrouping'];
}) {
  const t = stats.totals;
  const option = useMemo(
    () =>
      barOption(
        stats.series.map((p) => bucketLabel(p.t, grouping)),
        [
          { name: 'Volume (USD)', values: stats.series.map((p) => p.volumeUsd) },
          { name: 'Trades', values: stats.series.map((p) => p.count), line: true },
        ],
        usd0,
      ),
    [stats, grouping],
  );
  const slip = stats.slippage;
  return (
    <>
      <div className="pf-stats">
        <Stat label="Volume" value={formatUsd(Number(t['volume_usd'] ?? 0))} testId="pt-volume" />
        <Stat label="Trades" value={String(t['count'] ?? 0)} testId="pt-count" />
        <Stat label="Average size" value={formatUsd(Number(t['average_usd'] ?? 0))} />
        <Stat
          label="Slippage vs arrival (Edge)"
          value={
            slip?.weightedBps === null || slip === null ? '—' : `${slip.weightedBps.toFixed(2)} bps`
          }
          title="Notional-weighted: positive is a cost (a buy above or a sell below the arrival price)"
          testId="pt-slippage"
        />
      </div>
      <div className="card pf-card">
        <h2 className="pf-card-title">Volume and trades by {grouping.toLowerCase()}</h2>
        <Chart option={option} testId="pt-volume-chart" label="Volume and trade count per period" />
      </div>
      <div className="pf-grid-2">
        <div className="card pf-card">
          <h2 className="pf-card-title">By token</h2>
          <GroupTable rows={stats.byToken} label="Token" fees={false} testId="pt-by-token" />
        </div>
        <div className="card pf-card">
          <h2 className="pf-card-title">By venue</h2>
          <GroupTable rows={stats.byVenue} label="Venue" fees={false} testId="pt-by-venue" />
        </div>
      </div>
      {slip ? (
        <div className="card pf-card">
          <h2 className="pf-card-title">Edge executions against arrival price</h2>
          <table className="pf-data" data-testid="pt-slippage-table">
            <thead>
              <tr>
                <th>Order</th>
                <th>Time (UTC)</th>
                <th>Market</th>
                <th>Side</th>
                <th>Type</th>
                <th className="num">Arrival</th>
                <th className="num">Average</th>
                <th className="num">Slippage (bps)</th>
                <th className="num">Notional (USD)</th>
              </tr>
            </thead>
            <tbody>
              {slip.orders.slice(0, 30).map((o) => (
                <tr key={o.orderId}>
                  <td>{o.orderId}</td>
                  <td>{formatDateTimeUtc(o.createdAt)}</td>
                  <td>{o.symbol}</td>
                  <td>{o.side}</td>
                  <td>{o.orderType}</td>
                  <td className="num">{o.arrivalPrice ?? '—'}</td>
                  <td className="num">
                    {o.averagePrice === null ? '—' : o.averagePrice.toFixed(2)}
                  </td>
                  <td
                    className={`num ${o.slippageBps !== null && o.slippageBps > 0 ? 'pt-neg' : 'pt-pos'}`}
                  >
                    {o.slippageBps === null ? '—' : o.slippageBps.toFixed(2)}
                  </td>
                  <td className="num">{formatUsd(o.notionalUsd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

function FeesTab({
  stats,
  grouping,
}: {
  readonly stats: TradeStats;
  readonly grouping: StatsFilters['timeGrouping'];
}) {
  const t = stats.totals;
  const option = useMemo(
    () =>
      barOption(
        stats.series.map((p) => bucketLabel(p.t, grouping)),
        [{ name: 'Fees (USD)', values: stats.series.map((p) => p.feesUsd) }],
        usd0,
      ),
    [stats, grouping],
  );
  return (
    <>
      <div className="pf-stats">
        <Stat label="Fees" value={formatUsd(Number(t['fees_usd'] ?? 0))} testId="pt-fees" />
        <Stat label="Volume" value={formatUsd(Number(t['volume_usd'] ?? 0))} />
        <Stat label="Fees / volume" value={`${Number(t['fee_bps'] ?? 0).toFixed(2)} bps`} />
      </div>
      <div className="card pf-card">
        <h2 className="pf-card-title">Fees by {grouping.toLowerCase()}</h2>
        <Chart option={option} testId="pt-fees-chart" label="Fees per period" />
      </div>
      <div className="pf-grid-2">
        <div className="card pf-card">
          <h2 className="pf-card-title">By token</h2>
          <GroupTable rows={stats.byToken} label="Token" fees testId="pt-fees-by-token" />
        </div>
        <div className="card pf-card">
          <h2 className="pf-card-title">By venue</h2>
          <GroupTable rows={stats.byVenue} label="Venue" fees testId="pt-fees-by-venue" />
        </div>
      </div>
    </>
  );
}

export default StatisticsPage;
