// "Show matrix": strikes by expiries, a call and a put column per expiry, each cell the price
// per contract; a click adds that leg. The strike nearest spot is marked. Premiums are USD
// amounts, so every cell has cents (R-FMT-7), like the legs table: a price-by-magnitude
// precision would put '813.230' beside '1,043.23' in one column.
import type { OptionChain, OptionRow } from '../../tab/quotes/options';
import { displayAmount, displayPrice, groupThousands } from '../../../domain/numbers';

export function ChainMatrix(props: { chain: OptionChain; onPick(row: OptionRow): void }) {
  const { chain } = props;
  const strikes = [...new Set(chain.expiries.flatMap((e) => e.strikes.map((s) => s.strike)))].sort(
    (a, b) => Number(a) - Number(b),
  );
  const spot = Number(chain.spot);
  const atm = strikes.reduce<string | null>(
    (best, k) =>
      best === null || Math.abs(Number(k) - spot) < Math.abs(Number(best) - spot) ? k : best,
    null,
  );
  const cell = (row: OptionRow | null, key: string) => (
    <td key={key} className="options-matrix-cell">
      {row === null ? null : (
        <button
          type="button"
          title={`Add ${row.symbol} (vol ${(Number(row.vol) * 100).toFixed(1)}%)`}
          data-testid={`matrix-${row.symbol}`}
          onClick={() => props.onPick(row)}
        >
          {displayAmount(row.price, 'USD')}
        </button>
      )}
    </td>
  );
  return (
    <div className="quotes-panel" data-testid="options-matrix">
      <h2>
        {chain.underlying} chain · spot <span className="num">{displayPrice(chain.spot)}</span>
      </h2>
      <table className="options-table options-matrix">
        <colgroup>
          <col className="options-matrix-strike" />
          {chain.expiries.flatMap((e) => [
            <col key={`${e.expiry}-c`} />,
            <col key={`${e.expiry}-p`} />,
          ])}
        </colgroup>
        <thead>
          <tr>
            <th rowSpan={2}>Strike</th>
            {chain.expiries.map((e) => (
              <th key={e.expiry} colSpan={2} className="options-matrix-expiry">
                {e.expiry.slice(0, 10)}
              </th>
            ))}
          </tr>
          <tr>
            {chain.expiries.flatMap((e) => [
              <th key={`${e.expiry}-c`}>Call</th>,
              <th key={`${e.expiry}-p`}>Put</th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {strikes.map((strike) => (
            <tr key={strike} className={strike === atm ? 'options-atm' : undefined}>
              <td className="num">{groupThousands(strike)}</td>
              {chain.expiries.flatMap((e) => {
                const s = e.strikes.find((x) => x.strike === strike);
                return [
                  cell(s?.call ?? null, `${e.expiry}-c`),
                  cell(s?.put ?? null, `${e.expiry}-p`),
                ];
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
