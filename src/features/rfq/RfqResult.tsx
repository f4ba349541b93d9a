// What happened on a card, in the spec's texts: the server's reason on a refusal (e.g.
// 'Insufficient Credit Remaining', 'Request Expired'), the fill on success.
import type { RfqCardState } from '../../tab/quotes/rfqCard';
import { displayAmount, displayPrice } from '../../../domain/numbers';

export function RfqResult(props: { state: RfqCardState; testId: string }) {
  const { state } = props;
  if (state.kind === 'executed') {
    const e = state.execution;
    const [base, quoteToken] = [state.quote.baseToken, state.quote.quoteToken];
    return (
      <p className="quotes-result quotes-ok" role="status" data-testid={props.testId}>
        {e.side === 'BUY' ? 'Bought' : 'Sold'} {displayAmount(e.quantity, base)} {base} at{' '}
        {displayPrice(e.price)} ({displayAmount(e.quoteQuantity, quoteToken)} {quoteToken})
      </p>
    );
  }
  if (state.kind === 'refused') {
    return (
      <p className="quotes-result quotes-bad" role="alert" data-testid={props.testId}>
        {state.message}
      </p>
    );
  }
  if (state.kind === 'requesting' || state.kind === 'executing') {
    return (
      <p className="quotes-result quotes-muted" data-testid={props.testId}>
        {state.kind === 'requesting' ? 'Requesting a quote…' : 'Executing…'}
      </p>
    );
  }
  return null;
}
