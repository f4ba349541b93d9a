// Beside the quote cards: the latest executions of this kind on the subaccounts the user may
// read (R-QUOTE-23), live as balances move.
import { useMemo } from 'react';
import { formatTimeUtc } from '../../../domain/dates';
import { displayAmount, displayPrice } from '../../../domain/numbers';
import { recentExecutionsQuery, type ExecutionSource } from '../../tab/quotes/executions';
import { useQuery } from '../../tab/react/query';

const baseOf = (symbol: string) => symbol.split(/[/-]/)[0] ?? symbol;

export function RecentExecutions({ source }: { source: ExecutionSource }) {
  const def = useMemo(() => recentExecutionsQuery(source), [source]);
  const { data } = useQuery(def);
  return (
    <section
      className="quotes-panel quotes-executions"
      data-testid="recent-executions"
      aria-label="Recent executions"
    >
      <h2>Recent executions</h2>
      {data.status === 'ready' ? (
        data.value.length === 0 ? (
          <p className="quotes-muted">No executions yet.</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Time (UTC)</th>
                <th scope="col">Market</th>
                <th scope="col" className="num">
                  Qty
                </th>
                <th scope="col" className="num">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {data.value.map((e) => (
                <tr key={e.id} data-testid="recent-execution">
                  <td className="num">{formatTimeUtc(e.executedAt)}</td>
                  <td>
                    <span className={e.side === 'BUY' ? 'quotes-ok' : 'quotes-bad'}>
                      {e.side === 'BUY' ? 'Buy' : 'Sell'}
                    </span>{' '}
                    {e.symbol}
                  </td>
                  <td className="num">{displayAmount(e.quantity, baseOf(e.symbol))}</td>
                  <td className="num">{displayPrice(e.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      ) : data.status === 'error' ? (
        <p role="alert">{data.message}</p>
      ) : (
        <p className="quotes-muted">Loading…</p>
      )}
    </section>
  );
}
