// Portfolio → Composition (spec 2.4 "portfolio composition and allocation"): the selection's
// USD value by asset (donut), by venue and subaccount (treasury-style treemap), by account kind
// and by instrument class (spot holdings vs. open derivative positions' unrealised PnL).
import { useMemo } from 'react';
import { formatUsd } from '../../../domain/numbers';
import { PORTFOLIO_ACCOUNT_GROUPS } from '../../../domain/portfolio';
import { portfolioBalanceQuery, positionsQuery, type HoldingRow } from '../../tab/portfolio/wire';
import { useQuery } from '../../tab/react/query';
import { donutOption, EChart, treemapOption, type Slice } from './EChart';
import { PageState } from './Outcome';
import { GROUP_LABELS } from './PortfolioLayout';
import { useSelection } from './usePortfolio';

function sumBy(rows: readonly HoldingRow[], key: (r: HoldingRow) => string): Slice[] {
  const m = new Map<string, number>();
  for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + Number(r.valueUsd));
  return [...m].map(([name, value]) => ({ name, value })).sort((a, b) => b.value - a.value);
}

export function CompositionPage() {
  const { params } = useSelection();
  const balances = useQuery(useMemo(() => portfolioBalanceQuery(params), [params]));
  const positions = useQuery(useMemo(() => positionsQuery(params), [params]));
  const derivatives = useMemo(() => {
    const v = positions.data.status === 'ready' ? positions.data.value : [];
    return v.reduce((a, p) => a + Number(p.unrealisedPnl), 0);
  }, [positions.data]);

  return (
    <section className="pf-page" data-testid="portfolio-composition">
      <PageState data={balances.data} retry={balances.refetch}>
        {(value) => {
          const total = Number(value.totals.equityUsd);
          const byAsset = sumBy(value.rows, (r) => r.token);
          const byKind = PORTFOLIO_ACCOUNT_GROUPS.map((g) => ({
            name: GROUP_LABELS[g],
            value: value.rows
              .filter((r) => r.group === g)
              .reduce((a, r) => a + Number(r.valueUsd), 0),
          })).filter((s) => s.value !== 0);
          const venues = [...new Set(value.rows.map((r) => r.venueName))];
          const tree = venues.map((v) => ({
            name: v,
            children: sumBy(
              value.rows.filter((r) => r.venueName === v),
              (r) => `${r.subaccountName} · ${r.token}`,
            ),
          }));
          const classes: Slice[] = [
            { name: 'Spot holdings', value: total },
            { name: 'Derivatives (unrealised PnL)', value: derivatives },
          ];
          return (
            <>
              <div className="pf-grid-2">
                <div className="card pf-card">
                  <h2 className="pf-card-title">By asset</h2>
                  <EChart
                    option={donutOption(byAsset)}
                    testId="composition-donut"
                    label="Allocation by asset"
                  />
                </div>
                <div className="card pf-card">
                  <h2 className="pf-card-title">By venue and subaccount</h2>
                  <EChart
                    option={treemapOption(tree)}
                    testId="composition-treemap"
                    label="Allocation by venue"
                  />
                </div>
              </div>
              <div className="pf-grid-3">
                <Allocation title="By asset" slices={byAsset} total={total} testId="alloc-asset" />
                <Allocation
                  title="By account kind"
                  slices={byKind}
                  total={total}
                  testId="alloc-kind"
                />
                <Allocation
                  title="By instrument class"
                  slices={classes}
                  total={total}
                  testId="alloc-class"
                />
              </div>
            </>
          );
        }}
      </PageState>
    </section>
  );
}

function Allocation({
  title,
  slices,
  total,
  testId,
}: {
  readonly title: string;
  readonly slices: readonly Slice[];
  readonly total: number;
  readonly testId: string;
}) {
  return (
    <div className="card pf-card" data-testid={testId}>
      <h2 className="pf-card-title">{title}</h2>
      <table className="pf-data">
        <thead>
          <tr>
            <th>Name</th>
            <th className="num">Value (USD)</th>
            <th className="num">Share</th>
          </tr>
        </thead>
        <tbody>
          {slices.map((s) => (
            <tr key={s.name}>
              <td>{s.name}</td>
              <td className="num mono">{formatUsd(s.value.toFixed(2))}</td>
              <td className="num mono">
                {total > 0 ? `${((s.value / total) * 100).toFixed(2)}%` : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default CompositionPage;
