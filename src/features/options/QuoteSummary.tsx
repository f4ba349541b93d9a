// The quoted structure: greeks, VaR, total cost, incremental margin, countdown on server time,
// execute; and the validation error area.
import { countdown, formatSecondsLeft } from '../../tab/quotes/countdown';
import type { OptionQuote, QuoteError } from '../../tab/quotes/options';
import { useServerTime } from '../../tab/react/market';
import { COUNTDOWN_STEP_MS } from '../../../domain/constants';
import { formatUsd, groupThousands, roundDisplay } from '../../../domain/numbers';

/** Greeks per structure: 4 decimals (gamma 6, it is small per unit of spot). */
const greek = (v: string, decimals = 4): string => {
  const r = roundDisplay(v, decimals);
  return r === '' ? '—' : groupThousands(r);
};

export function ValidationErrors(props: { errors: readonly QuoteError[] }) {
  if (props.errors.length === 0) return null;
  return (
    <ul className="options-errors" role="alert" data-testid="options-errors">
      {props.errors.map((e, i) => (
        <li key={i}>
          {e.leg === null ? '' : `Leg ${e.leg + 1}: `}
          {e.message}
        </li>
      ))}
    </ul>
  );
}

export function QuoteSummary(props: {
  quote: OptionQuote;
  busy: boolean;
  executed: boolean;
  onExecute(): void;
}) {
  const { quote } = props;
  const now = useServerTime(COUNTDOWN_STEP_MS);
  const timer = countdown(quote.expiresAt, now);
  const rows: [string, string, string][] = [
    ['Delta', greek(quote.greeks.delta), 'delta'],
    ['Gamma', greek(quote.greeks.gamma, 6), 'gamma'],
    ['Vega', greek(quote.greeks.vega), 'vega'],
    ['Theta', greek(quote.greeks.theta), 'theta'],
    ['Rho', greek(quote.greeks.rho), 'rho'],
    ['VaR (99%, 1 day)', formatUsd(quote.var99), 'var'],
    ['Total cost', formatUsd(quote.totalCost), 'cost'],
    ['Incremental margin', formatUsd(quote.incrementalMargin), 'margin'],
  ];
  return (
    <section className="quotes-panel" data-testid="options-quote" aria-label="Quote">
      <h2>Quote</h2>
      <dl className="options-summary">
        {rows.map(([label, value, key]) => (
          <div key={key} className="options-summary-row">
            <dt>{label}</dt>
            <dd className="num" data-testid={`options-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {props.executed ? null : (
        <>
          <span
            className={timer.kind === 'expired' ? 'quotes-expired' : 'quotes-timer'}
            data-testid="options-countdown"
          >
            {timer.kind === 'live'
              ? `Expires in ${formatSecondsLeft(timer.secondsLeft)}`
              : 'Request Expired'}
          </span>
          <button
            type="button"
            data-testid="options-execute"
            disabled={props.busy || timer.kind === 'expired'}
            onClick={props.onExecute}
          >
            Execute
          </button>
        </>
      )}
    </section>
  );
}
