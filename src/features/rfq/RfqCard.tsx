// One RFQ market card (spec 2.4 RFQ buy and sell sections): quantity in base or quote
// currency, request a firm quote, both prices with a countdown on server time (1000 ms
// steps); execution is disabled at expiry; execute one side or requote.
import { useCallback, useReducer, useState } from 'react';
import { countdown, formatSecondsLeft } from '../../tab/quotes/countdown';
import {
  readLastQuantity,
  writeLastQuantity,
  type RememberedQuantity,
} from '../../tab/quotes/lastQuantity';
import { RFQ_IDLE, rfqCardReducer, shownQuote } from '../../tab/quotes/rfqCard';
import { executeQuote, requestQuote, type QuoteMarket, type Side } from '../../tab/quotes/wire';
import { useShell } from '../../tab/react/hooks';
import { useServerTime } from '../../tab/react/market';
import { COUNTDOWN_STEP_MS } from '../../../domain/constants';
import { displayPrice, formatAmount, isPositiveDecimal } from '../../../domain/numbers';
import { RfqResult } from './RfqResult';

export function RfqCard(props: {
  market: QuoteMarket;
  onRemove(symbol: string): void;
  onExecuted(): void;
}) {
  const { market } = props;
  const { core, env } = useShell();
  const [entry, setEntry] = useState<RememberedQuantity>(
    () => readLastQuantity(env.local, 'rfq', market.symbol) ?? { quantity: '', currency: 'base' },
  );
  const [state, dispatch] = useReducer(rfqCardReducer, RFQ_IDLE);
  const now = useServerTime(COUNTDOWN_STEP_MS);
  const quote = shownQuote(state);
  const timer = quote === null ? null : countdown(quote.expiresAt, now);
  const expired = timer?.kind === 'expired';
  const valid = isPositiveDecimal(entry.quantity) && Number(entry.quantity) > 0;
  const id = market.symbol.replace(/\W/g, '-');

  const remember = (next: RememberedQuantity) => {
    setEntry(next);
    writeLastQuantity(env.local, 'rfq', market.symbol, next);
  };

  const request = useCallback(() => {
    dispatch({ kind: 'request' });
    void requestQuote(core, {
      symbol: market.symbol,
      quantity: entry.quantity,
      quantityCurrency: entry.currency,
    }).then((result) => dispatch({ kind: 'quoteAnswered', result }));
  }, [core, market.symbol, entry]);

  const execute = (side: Side) => {
    if (quote === null || expired) return;
    dispatch({ kind: 'execute', side });
    void executeQuote(core, quote.id, side).then((result) => {
      dispatch({ kind: 'executeAnswered', result });
      if (result.ok) props.onExecuted();
    });
  };

  const canExecute = state.kind === 'quoted' && !expired;
  const unit = entry.currency === 'base' ? market.baseToken : market.quoteToken;

  return (
    <article className="quotes-card" data-testid={`rfq-card-${id}`} aria-label={market.symbol}>
      <header>
        <h2>{market.displayName}</h2>
        <button
          type="button"
          className="quotes-remove"
          aria-label={`Remove ${market.symbol}`}
          data-testid={`rfq-remove-${id}`}
          onClick={() => props.onRemove(market.symbol)}
        >
          ×
        </button>
      </header>
      <div className="quotes-qty">
        <label>
          <span>Quantity ({unit})</span>
          <input
            inputMode="decimal"
            data-testid={`rfq-qty-${id}`}
            value={entry.quantity}
            onChange={(e) => remember({ ...entry, quantity: e.target.value.trim() })}
            aria-invalid={entry.quantity !== '' && !valid}
          />
        </label>
        <div className="quotes-ccy" role="group" aria-label="Quantity currency">
          {(['base', 'quote'] as const).map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={entry.currency === c}
              data-testid={`rfq-ccy-${c}-${id}`}
              onClick={() => remember({ ...entry, currency: c })}
            >
              {c === 'base' ? market.baseToken : market.quoteToken}
            </button>
          ))}
        </div>
      </div>
      <div className="quotes-sides">
        <section className="quotes-side quotes-sell" aria-label="Sell">
          <span className="quotes-side-label">Sell {market.baseToken}</span>
          <span className="num quotes-price" data-testid={`rfq-bid-${id}`}>
            {quote ? displayPrice(quote.bidPrice) : '—'}
          </span>
          <button
            type="button"
            className="quotes-sell-button"
            data-testid={`rfq-sell-${id}`}
            disabled={!canExecute}
            onClick={() => execute('SELL')}
          >
            Sell
          </button>
        </section>
        <section className="quotes-side quotes-buy" aria-label="Buy">
          <span className="quotes-side-label">Buy {market.baseToken}</span>
          <span className="num quotes-price" data-testid={`rfq-ask-${id}`}>
            {quote ? displayPrice(quote.askPrice) : '—'}
          </span>
          <button
            type="button"
            className="quotes-buy-button"
            data-testid={`rfq-buy-${id}`}
            disabled={!canExecute}
            onClick={() => execute('BUY')}
          >
            Buy
          </button>
        </section>
      </div>
      <footer>
        {quote && state.kind !== 'executed' ? (
          <span
            className={expired ? 'quotes-expired' : 'quotes-timer'}
            data-testid={`rfq-countdown-${id}`}
            role={expired ? 'status' : undefined}
          >
            {timer?.kind === 'live'
              ? `${formatAmount(quote.quantity, quote.quantityCurrency === 'base' ? quote.baseToken : quote.quoteToken)} ${
                  quote.quantityCurrency === 'base' ? quote.baseToken : quote.quoteToken
                } · expires in ${formatSecondsLeft(timer.secondsLeft)}`
              : 'Request Expired'}
          </span>
        ) : null}
        <button
          type="button"
          data-testid={`rfq-request-${id}`}
          disabled={!valid || state.kind === 'requesting' || state.kind === 'executing'}
          onClick={request}
        >
          {quote ? 'Requote' : 'Request quote'}
        </button>
      </footer>
      <RfqResult state={state} testId={`rfq-result-${id}`} />
    </article>
  );
}
