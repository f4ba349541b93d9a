// End-of-day snapshots (issue 16 item 5): the portfolio's daily snapshots as a dashboard — pick
// a day and a day to compare it with; totals, change and every subaccount and token.
import { useMemo, useState } from 'react';
import { formatAmount, formatUsd } from '../../../domain/numbers';
import { eodQuery, type EodRow } from '../../tab/posttrade/wire';
import { useQuery } from '../../tab/react/query';
import { VirtualTable, type Column } from '../edge/trading/VirtualTable';
import '../edge/trading/trading.css';
import { PageState, Stat } from '../portfolio/Outcome';
import { PostTradeShell } from './Shell';
import { ExportMenu } from '../downloads/ExportMenu';

/**
 * The snapshot of day D is the one at the cut-off ending D (00:00 UTC of D+1): the report
 * window that holds exactly it ends there (spec 9 query date).
 */
export function cutoffOf(day: string): string {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return `${next} 00:00:00`;
}

const usdCell = (v: string) => formatUsd(v);

const COLUMNS: readonly Column<EodRow>[] = [
  { id: 'venue', label: 'Venue', width: 100, render: (r) => r.venue, sortValue: (r) => r.venue },
  {
    id: 'sub',
    label: 'Subaccount',
    width: 170,
    render: (r) => r.subaccountName,
    sortValue: (r) => r.subaccountName,
  },
  { id: 'token', label: 'Token', width: 70, render: (r) => r.token, sortValue: (r) => r.token },
  {
    id: 'balance',
    label: 'Balance',
    width: 150,
    align: 'right',
    render: (r) => formatAmount(r.balance, r.token),
    sortValue: (r) => Number(r.balance),
  },
  {
    id: 'value',
    label: 'Value (USD)',
    width: 150,
    align: 'right',
    render: (r) => usdCell(r.valueUsd),
    sortValue: (r) => Number(r.valueUsd),
  },
  {
    id: 'cbalance',
    label: 'Compared balance',
    width: 150,
    align: 'right',
    render: (r) => formatAmount(r.compareBalance, r.token),
  },
  {
    id: 'cvalue',
    label: 'Compared value',
    width: 150,
    align: 'right',
    render: (r) => usdCell(r.compareValueUsd),
  },
  {
    id: 'change',
    label: 'Change (USD)',
    width: 140,
    align: 'right',
    render: (r) => (
      <span className={r.changeUsd.startsWith('-') ? 'pt-neg' : 'pt-pos'}>
        {usdCell(r.changeUsd)}
      </span>
    ),
    sortValue: (r) => Number(r.changeUsd),
  },
];

export function EodSnapshotsPage() {
  const [date, setDate] = useState<string | null>(null);
  const [compare, setCompare] = useState<string | null>(null);
  const { data, refetch } = useQuery(useMemo(() => eodQuery(date, compare), [date, compare]));
  return (
    <PostTradeShell
      title="End-of-day snapshots"
      subtitle="Balances and values at each day's 00:00 UTC cut-off; compare any two days."
      testId="post-trade-eod"
    >
      <PageState data={data} retry={refetch}>
        {(v) => (
          <>
            <div className="pt-toolbar">
              <label className="pt-field">
                Day
                <select
                  value={v.date ?? ''}
                  onChange={(e) => setDate(e.target.value)}
                  data-testid="pt-eod-date"
                >
                  {v.dates.map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </select>
              </label>
              <label className="pt-field">
                Compared with
                <select
                  value={v.compare ?? ''}
                  onChange={(e) => setCompare(e.target.value)}
                  data-testid="pt-eod-compare"
                >
                  {v.dates.map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </select>
              </label>
              {v.date ? (
                <span className="pt-toolbar-end">
                  <ExportMenu kind="eodsnapshot" label="Export day" endDate={cutoffOf(v.date)} />{' '}
                  {v.compare ? (
                    <ExportMenu
                      kind="eod_snapshot_dashboard"
                      label="Export range"
                      startDate={cutoffOf(v.compare < v.date ? v.compare : v.date)}
                      endDate={cutoffOf(v.compare < v.date ? v.date : v.compare)}
                    />
                  ) : null}
                </span>
              ) : null}
            </div>
            <div className="pf-stats">
              <Stat
                label={`Value ${v.date ?? ''}`}
                value={formatUsd(v.totals.valueUsd)}
                testId="pt-eod-value"
              />
              <Stat
                label={`Value ${v.compare ?? ''}`}
                value={formatUsd(v.totals.compareValueUsd)}
              />
              <Stat
                label="Change"
                value={formatUsd(v.totals.changeUsd)}
                tone={v.totals.changeUsd.startsWith('-') ? 'down' : 'up'}
              />
              <Stat
                label={`External flows on ${v.date ?? ''}`}
                value={formatUsd(v.totals.flowUsd)}
              />
            </div>
            <div className="card pf-card">
              <h2 className="pf-card-title">By subaccount and token</h2>
              <div className="pf-table">
                <VirtualTable
                  table="posttrade.eod"
                  columns={COLUMNS}
                  rows={v.rows}
                  rowKey={(r) => `${r.subaccountId}:${r.token}`}
                  rowTestId="pt-eod-row"
                  empty="No snapshot on this day"
                />
              </div>
            </div>
          </>
        )}
      </PageState>
    </PostTradeShell>
  );
}

export default EodSnapshotsPage;
