// The traded subaccount's balances for the tokens of the cards shown.
import { displayAmount } from '../../../domain/numbers';
import type { Loadable } from '../../tab/loadable';
import type { TokenBalance } from '../../tab/quotes/wire';

export function BalancesPanel(props: {
  balances: Loadable<TokenBalance[]>;
  tokens: readonly string[];
}) {
  const { balances } = props;
  return (
    <section className="quotes-balances" data-testid="quote-balances" aria-label="Balances">
      <h2>Balances</h2>
      {balances.status === 'ready' ? (
        <dl>
          {props.tokens.map((token) => {
            const b = balances.value.find((x) => x.token === token);
            return (
              <div key={token} data-testid={`balance-${token}`}>
                <dt>{token}</dt>
                <dd className="num">{b ? displayAmount(b.total, token) : '—'}</dd>
              </div>
            );
          })}
        </dl>
      ) : balances.status === 'error' ? (
        <p role="alert">{balances.message}</p>
      ) : (
        <p className="quotes-muted">Loading…</p>
      )}
    </section>
  );
}
