// Risk info of a futures subaccount (spec 2.4): risk meter, margin ratio, maintenance margin,
// margin balance, unrealised PnL, max withdraw, total equity, initial margin, adjusted equity,
// position value, frozen equity and leverage.
import type { RiskView } from '../../../../workers/api';
import { useRisk } from '../../../tab/react/account';
import { formatLeverage, formatMarginRatio } from '../../../../domain/leverage';
import { money, num } from './format';

type Unit = 'percent' | 'token' | 'leverage';

const ROWS: readonly (readonly [keyof RiskView, string, Unit])[] = [
  ['marginRatio', 'Margin ratio', 'percent'],
  ['maintenanceMargin', 'Maintenance margin', 'token'],
  ['marginBalance', 'Margin balance', 'token'],
  ['unrealisedPnl', 'Unrealized PnL', 'token'],
  ['maxWithdraw', 'Max withdraw', 'token'],
  ['totalEquity', 'Total equity', 'token'],
  ['initialMargin', 'Initial margin', 'token'],
  ['adjustedEquity', 'Adjusted equity', 'token'],
  ['positionValue', 'Position value', 'token'],
  ['frozenEquity', 'Frozen equity', 'token'],
  ['leverage', 'Leverage', 'leverage'],
];

/** One figure as shown: amounts at the collateral token's decimals (R-FMT-3); the margin ratio
 *  (as a percentage) and leverage recomputed from the full-precision amounts. */
function figure(risk: RiskView, key: keyof RiskView, unit: Unit): string {
  if (unit === 'leverage') return formatLeverage(risk.positionValue, risk.marginBalance);
  const value = String(risk[key]);
  if (unit === 'percent') return formatMarginRatio(risk.maintenanceMargin, risk.marginBalance);
  const shown = money(value, risk.collateralToken);
  return shown === '—' ? shown : `${shown} ${risk.collateralToken}`;
}

export function RiskPanel({ subaccountId }: { readonly subaccountId: number }) {
  const risk = useRisk(subaccountId)?.risk ?? null;
  const meter = Math.min(100, Math.max(0, Number(risk?.riskMeter ?? 0) || 0));
  const tone = meter >= 80 ? 'bad' : meter >= 50 ? 'warn' : 'ok';
  return (
    <section className="risk" data-testid="risk-panel" aria-label="Risk info">
      <div className="risk-head">
        <span>Risk</span>
        <span className={`risk-meter-value ${tone} num`} data-testid="risk-meter">
          {risk ? `${num(risk.riskMeter)}%` : '—'}
        </span>
      </div>
      <div
        className="risk-meter"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={meter}
        aria-label="Risk meter"
      >
        <span
          className={`risk-meter-bar ${tone}`}
          style={{ transform: `scaleX(${meter / 100})` }}
        />
      </div>
      <dl className="risk-grid">
        {ROWS.map(([key, label, unit]) => (
          <div key={key} className="risk-row">
            <dt>{label}</dt>
            <dd className="num" data-testid={`risk-${key}`}>
              {risk === null ? '—' : figure(risk, key, unit)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
