// Portfolio → Risk: the spec 2.4 risk info display in total and per venue (risk meter, margin
// ratio, maintenance margin, margin balance, unrealised PnL, max withdraw, total equity, initial
// margin, adjusted equity, position value, frozen equity, leverage), in USD. Live: the read is
// stale whenever the private stream moves a balance, a position or a risk figure.
import { useMemo } from 'react';
import { formatUsd } from '../../../domain/numbers';
import {
  RISK_FIELDS,
  RISK_LABELS,
  riskQuery,
  type RiskField,
  type RiskTotals,
} from '../../tab/portfolio/wire';
import { useQuery } from '../../tab/react/query';
import { PageState } from './Outcome';
import { useSelection } from './usePortfolio';

function show(field: RiskField, value: string): string {
  if (field === 'riskMeter') return `${Number(value).toFixed(2)}%`;
  if (field === 'marginRatio') return `${(Number(value) * 100).toFixed(2)}%`;
  if (field === 'leverage') return `${Number(value).toFixed(2)}×`;
  return formatUsd(value);
}

export function RiskPage() {
  const { params } = useSelection();
  const { data, refetch } = useQuery(useMemo(() => riskQuery(params), [params]));
  return (
    <section className="pf-page" data-testid="portfolio-risk">
      <PageState data={data} retry={refetch}>
        {(value) => (
          <div className="pf-risk-grid">
            <RiskCard title="All venues" totals={value.total} testId="risk-total" />
            {value.venues.map((v) => (
              <RiskCard
                key={v.venue}
                title={v.venueName}
                totals={v.totals}
                testId={`risk-${v.venue}`}
              />
            ))}
          </div>
        )}
      </PageState>
    </section>
  );
}

function RiskCard({
  title,
  totals,
  testId,
}: {
  readonly title: string;
  readonly totals: RiskTotals;
  readonly testId: string;
}) {
  const meter = Math.min(100, Math.max(0, Number(totals.riskMeter)));
  const level = meter >= 80 ? 'high' : meter >= 50 ? 'mid' : 'low';
  return (
    <div className="card pf-card pf-risk" data-testid={testId}>
      <h2 className="pf-card-title">{title}</h2>
      <div
        className="pf-meter"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={meter}
        aria-label="Risk meter"
      >
        <div className={`pf-meter-fill pf-meter-${level}`} style={{ width: `${meter}%` }} />
      </div>
      <dl className="pf-dl">
        {RISK_FIELDS.map((f) => (
          <div key={f}>
            <dt>{RISK_LABELS[f]}</dt>
            <dd className="mono">{show(f, totals[f])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export default RiskPage;
