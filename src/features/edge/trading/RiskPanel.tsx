// Risk info of a futures subaccount (spec 2.4): risk meter, margin ratio, maintenance margin,
// margin balance, unrealised PnL, max withdraw, total equity, initial margin, adjusted equity,
// position value, frozen equity and leverage.
import type { RiskView } from '../../../../workers/types';
import { useRisk } from '../../../core/react/account';
import { num } from './format';

const ROWS: readonly (readonly [keyof RiskView, string, boolean])[] = [
  ['marginRatio', 'Margin ratio', true],
  ['maintenanceMargin', 'Maintenance margin', false],
  ['marginBalance', 'Margin balance', false],
  ['unrealisedPnl', 'Unrealized PnL', false],
  ['maxWithdraw', 'Max withdraw', false],
  ['totalEquity', 'Total equity', false],
  ['initialMargin', 'Initial margin', false],
  ['adjustedEquity', 'Adjusted equity', false],
  ['positionValue', 'Position value', false],
  ['frozenEquity', 'Frozen equity', false],
  ['leverage', 'Leverage', false],
];

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
        {ROWS.map(([key, label, percent]) => (
          <div key={key} className="risk-row">
            <dt>{label}</dt>
            <dd className="num" data-testid={`risk-${key}`}>
              {risk === null
                ? '—'
                : key === 'leverage'
                  ? risk.leverage
                    ? `${num(risk.leverage)}×`
                    : '—'
                  : `${num(risk[key] as string)}${percent ? '%' : key === 'unrealisedPnl' || key.endsWith('Equity') || key.endsWith('Margin') || key.endsWith('Balance') || key === 'maxWithdraw' || key === 'positionValue' ? ` ${risk.collateralToken}` : ''}`}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
