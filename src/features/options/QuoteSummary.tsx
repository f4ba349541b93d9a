// The quoted structure: greeks, VaR, total cost, incremental margin, countdown on server time,
// execute; and the validation error area.
import { countdown, formatSecondsLeft } from '../../tab/quotes/countdown';
import type { OptionQuote, QuoteError } from '../../tab/quotes/options';
import { useServerTime } from '../../tab/react/market';
import { COUNTDOWN_STEP_MS } from '../../../domain/constants';
import { formatUsd, groupThousands } from '../../../domain/numbers';
import { deskGreeks, underlyingOf } from '../../../domain/option-greeks';

const shown = (v: string): string => (v === '' ? '—' : groupThousands(v));

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
  // Greeks of the whole structure in desk units (domain/option-greeks.ts).
  const underlying = underlyingOf(quote.legs[0]?.symbol ?? '');
  const rows: [string, string, string][] = [
    ...deskGreeks(quote.greeks, underlying).map((g): [string, string, string] => [
      `${g.label} (${g.unit})`,
      shown(g.value),
      g.key,
    ]),
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
