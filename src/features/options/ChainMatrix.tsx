// "Show matrix": strikes by expiries, each cell the call / put price; a click adds that leg.
import type { OptionChain, OptionRow } from '../../core/quotes/options';
import { formatPrice } from '../../domain/numbers';

export function ChainMatrix(props: { chain: OptionChain; onPick(row: OptionRow): void }) {
  const { chain } = props;
  const strikes = [...new Set(chain.expiries.flatMap((e) => e.strikes.map((s) => s.strike)))].sort(
    (a, b) => Number(a) - Number(b),
  );
  const cell = (row: OptionRow | null, label: string) =>
    row === null ? null : (
      <button
        type="button"
        title={`${row.symbol} vol ${row.vol}`}
        data-testid={`matrix-${row.symbol}`}
        onClick={() => props.onPick(row)}
      >
        {label} {formatPrice(row.price)}
      </button>
    );
  return (
    <div className="quotes-panel" data-testid="options-matrix">
      <h2>
        {chain.underlying} chain · spot <span className="num">{formatPrice(chain.spot)}</span>
      </h2>
      <table className="options-table options-matrix">
        <thead>
          <tr>
            <th>Strike</th>
            {chain.expiries.map((e) => (
              <th key={e.expiry}>{e.expiry.slice(0, 10)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {strikes.map((strike) => (
            <tr key={strike}>
              <td className="num">{strike}</td>
              {chain.expiries.map((e) => {
                const s = e.strikes.find((x) => x.strike === strike);
                return (
                  <td key={e.expiry}>
                    {cell(s?.call ?? null, 'C')}
                    {cell(s?.put ?? null, 'P')}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
