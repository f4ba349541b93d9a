// Portfolio → Performance (issue 13): equity over time from the end-of-day snapshots plus the
// live intraday point (area), PnL around zero (baseline), the time-weighted return labelled as
// such with how it is computed, and the same figures by venue, subaccount and instrument class.
// The window is the shared filter of spec 3.7 (default start of month → end of day, UTC).
import { useMemo, useState } from 'react';
import { formatDateUtc, formatIsoDateUtc } from '../../../domain/dates';
import { formatUsd } from '../../../domain/numbers';
import {
  INSTRUMENT_CLASSES,
  QUICK_RANGE_LABELS,
  QUICK_RANGES,
  TWR_DESCRIPTION,
  type InstrumentClass,
} from '../../../domain/portfolio';
import { filtersWindow } from '../../tab/portfolio/state';
import {
  performanceQuery,
  type PerformanceReport,
  type PerformanceSummary,
} from '../../tab/portfolio/wire';
import { useQuery } from '../../tab/react/query';
import { PageState, Stat, toneOf } from './Outcome';
import { TimeSeriesChart } from './TimeSeriesChart';
import { usePortfolioState, usePortfolioStore, useSelection } from './usePortfolio';

const pct = (fraction: string | number) => `${(Number(fraction) * 100).toFixed(2)}%`;
const dayMs = (date: string) => (date === '' ? null : Date.parse(`${date}T00:00:00Z`));

export function PerformancePage() {
  const { params } = useSelection();
  const filters = usePortfolioState((s) => s.filters);
  const store = usePortfolioStore();
  // "Now" of the window: when the page opened, or the last refresh or range change after it.
  const [openedAt] = useState(() => Date.now());
  const window = useMemo(
    () => filtersWindow(filters, Math.max(filters.refreshedAt ?? 0, openedAt)),
    [filters, openedAt],
  );
  const def = useMemo(() => performanceQuery(params, window), [params, window]);
  const { data, refetch } = useQuery(def);
  const setFilters = (patch: Partial<typeof filters>) =>
    store.update((s) => ({ ...s, filters: { ...s.filters, ...patch } }));

  return (
    <section className="pf-page" data-testid="portfolio-performance">
      <div className="pf-toolbar" role="group" aria-label="Performance window">
        {QUICK_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            className={`pf-chip${filters.range === r ? ' active' : ''}`}
            aria-pressed={filters.range === r}
            onClick={() => setFilters({ range: r, refreshedAt: Date.now() })}
            data-testid={`range-${r}`}
          >
            {QUICK_RANGE_LABELS[r]}
          </button>
        ))}
        <CustomRange
          start={window.tStart}
          end={window.tEnd}
          active={filters.range === 'custom'}
          apply={(tStart, tEnd) =>
            setFilters({ range: 'custom', tStart, tEnd, refreshedAt: Date.now() })
          }
        />
        <span className="pf-toolbar-gap" />
        {INSTRUMENT_CLASSES.map((c) => (
          <label key={c} className="pf-check">
            <input
              type="checkbox"
              checked={filters.instruments.includes(c)}
              onChange={(e) =>
                setFilters({
                  instruments: e.target.checked
                    ? [...filters.instruments, c]
                    : filters.instruments.filter((x) => x !== c),
                })
              }
            />
            {c === 'spot' ? 'Spot' : 'Derivatives'}
          </label>
        ))}
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => {
            setFilters({ refreshedAt: Date.now() });
            refetch();
          }}
        >
          Refresh
        </button>
      </div>
      <p className="muted pf-window" data-testid="performance-window">
        {formatDateUtc(window.tStart)} – {formatDateUtc(window.tEnd)} (UTC)
      </p>
      <PageState data={data} retry={refetch}>
        {(value) => <PerformanceBody report={value} instruments={filters.instruments} />}
      </PageState>
    </section>
  );
}

function pnlOf(
  p: { pnl: number; spotPnl: number; derivativesPnl: number },
  classes: readonly InstrumentClass[],
) {
  if (classes.length === 1) return classes[0] === 'spot' ? p.spotPnl : p.derivativesPnl;
  return classes.length === 0 ? 0 : p.pnl;
}

function PerformanceBody({
  report,
  instruments,
}: {
  readonly report: PerformanceReport;
  readonly instruments: readonly InstrumentClass[];
}) {
  const equity = useMemo(() => report.points.map((p) => ({ t: p.t, value: p.equity })), [report]);
  const pnl = useMemo(
    () => report.points.map((p) => ({ t: p.t, value: pnlOf(p, instruments) })),
    [report, instruments],
  );
  const s = report.summary;
  const shownPnl = pnlOf(
    { pnl: Number(s.pnl), spotPnl: Number(s.spotPnl), derivativesPnl: Number(s.derivativesPnl) },
    instruments,
  );
  return (
    <>
      <div className="pf-stats">
        <Stat label="Equity" value={formatUsd(s.endEquity)} testId="performance-equity" />
        <Stat
          label="Time-weighted return (?)"
          value={pct(s.twr)}
          tone={toneOf(s.twr)}
          title={TWR_DESCRIPTION}
          testId="performance-twr"
        />
        <Stat
          label="PnL"
          value={formatUsd(shownPnl)}
          tone={toneOf(shownPnl)}
          testId="performance-pnl"
        />
        <Stat label="Realised PnL" value={formatUsd(s.realisedPnl)} tone={toneOf(s.realisedPnl)} />
        <Stat
          label="Unrealised PnL"
          value={formatUsd(s.unrealisedPnl)}
          tone={toneOf(s.unrealisedPnl)}
        />
        <Stat label="Net flows (excluded)" value={formatUsd(s.netFlows)} />
      </div>
      <p className="muted pf-note" data-testid="twr-explainer">
        Return is a <strong>time-weighted return</strong>:{' '}
        {TWR_DESCRIPTION.replace(/^Time-weighted return: /, '')}{' '}
        {report.live ? 'The last point is live (since the last 00:00 UTC cut-off).' : ''}
      </p>
      <div className="pf-grid-2">
        <div className="card pf-card">
          <h2 className="pf-card-title">Equity (USD)</h2>
          <TimeSeriesChart
            kind="area"
            points={equity}
            testId="equity-chart"
            label="Equity over time"
          />
        </div>
        <div className="card pf-card">
          <h2 className="pf-card-title">
            PnL (USD)
            {instruments.length === 1
              ? ` — ${instruments[0] === 'spot' ? 'spot' : 'derivatives'}`
              : ''}
          </h2>
          <TimeSeriesChart kind="baseline" points={pnl} testId="pnl-chart" label="PnL over time" />
        </div>
      </div>
      <div className="pf-grid-2">
        <Breakdown
          title="By venue"
          rows={report.byVenue.map((v) => ({ key: v.venue, name: v.venueName, ...v }))}
        />
        <Breakdown
          title="By instrument class"
          rows={[
            { key: 'spot', name: 'Spot', ...s, pnl: s.spotPnl },
            { key: 'derivatives', name: 'Derivatives', ...s, pnl: s.derivativesPnl },
          ]}
          pnlOnly
        />
      </div>
      <Breakdown
        title="By subaccount"
        rows={report.bySubaccount.map((v) => ({
          key: String(v.subaccountId),
          name: v.subaccountName,
          ...v,
        }))}
      />
    </>
  );
}

function Breakdown({
  title,
  rows,
  pnlOnly = false,
}: {
  readonly title: string;
  readonly rows: readonly (PerformanceSummary & { key: string; name: string })[];
  readonly pnlOnly?: boolean;
}) {
  return (
    <div className="card pf-card">
      <h2 className="pf-card-title">{title}</h2>
      <table className="pf-data">
        <thead>
          <tr>
            <th>Name</th>
            {!pnlOnly && <th className="num">Start equity</th>}
            {!pnlOnly && <th className="num">End equity</th>}
            {!pnlOnly && <th className="num">Net flows</th>}
            <th className="num">PnL</th>
            {!pnlOnly && <th className="num">TWR</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`breakdown-${r.key}`}>
              <td>{r.name}</td>
              {!pnlOnly && <td className="num mono">{formatUsd(r.startEquity)}</td>}
              {!pnlOnly && <td className="num mono">{formatUsd(r.endEquity)}</td>}
              {!pnlOnly && <td className="num mono">{formatUsd(r.netFlows)}</td>}
              <td className={`num mono pf-${toneOf(r.pnl) ?? 'flat'}`}>{formatUsd(r.pnl)}</td>
              {!pnlOnly && (
                <td className={`num mono pf-${toneOf(r.twr) ?? 'flat'}`}>{pct(r.twr)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CustomRange({
  start,
  end,
  active,
  apply,
}: {
  readonly start: number;
  readonly end: number;
  readonly active: boolean;
  readonly apply: (tStart: number, tEnd: number) => void;
}) {
  const [from, setFrom] = useState(formatIsoDateUtc(start).slice(0, 10));
  const [to, setTo] = useState(formatIsoDateUtc(end).slice(0, 10));
  const a = dayMs(from);
  const b = dayMs(to);
  const valid = a !== null && b !== null && a <= b;
  return (
    <span className={`pf-custom${active ? ' active' : ''}`}>
      <input
        className="input input-sm"
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        aria-label="From (UTC)"
      />
      <input
        className="input input-sm"
        type="date"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        aria-label="To (UTC)"
      />
      <button
        type="button"
        className="btn btn-sm"
        disabled={!valid}
        onClick={() => valid && apply(a, b + 86_400_000 - 1)}
        data-testid="range-custom"
      >
        Custom
      </button>
    </span>
  );
}

export default PerformancePage;
