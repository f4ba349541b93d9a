// The structure's legs: instrument, side, ratio (editable only with "different" ratios),
// quantity in contracts, the chain's price per contract (the quoted one once quoted); remove.
import {
  rowsOfExpiry,
  type Leg,
  type LegSide,
  type OptionChain,
  type OptionQuote,
  type OptionRow,
  type RatioMode,
} from '../../tab/quotes/options';
import { formatUsd } from '../../../domain/numbers';

export function LegsTable(props: {
  chain: OptionChain;
  /** The chosen expiry: its instruments are the ones offered. */
  expiry: string;
  legs: readonly Leg[];
  ratioMode: RatioMode;
  onChange(index: number, leg: Leg): void;
  onRemove(index: number): void;
  /** The legs as last quoted (same order), whose prices replace the chain's. */
  quoted?: OptionQuote['legs'] | undefined;
}) {
  const rows = new Map<string, OptionRow>();
  for (const e of props.chain.expiries)
    for (const s of e.strikes) for (const r of [s.call, s.put]) if (r) rows.set(r.symbol, r);
  const symbols = rowsOfExpiry(props.chain, props.expiry)
    .sort((a, b) => Number(a.strike) - Number(b.strike) || a.optionType.localeCompare(b.optionType))
    .map((r) => r.symbol);
  const priceOf = (i: number, symbol: string): string => {
    const q = props.quoted?.[i];
    return q && q.symbol === symbol ? q.price : (rows.get(symbol)?.price ?? '');
  };
  if (props.legs.length === 0) return <p className="quotes-muted">No legs yet: add one.</p>;
  return (
    <table className="options-table" data-testid="options-legs">
      <thead>
        <tr>
          <th>Instrument</th>
          <th>Side</th>
          <th>Ratio</th>
          <th>Quantity</th>
          <th>Price</th>
          <th>Vol</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {props.legs.map((leg, i) => (
          <tr key={i} data-testid={`options-leg-${i}`}>
            <td>
              <select
                aria-label={`Leg ${i + 1} instrument`}
                data-testid={`options-leg-symbol-${i}`}
                value={leg.symbol}
                onChange={(e) => props.onChange(i, { ...leg, symbol: e.target.value })}
              >
                {(symbols.includes(leg.symbol) ? symbols : [leg.symbol, ...symbols]).map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </td>
            <td>
              <select
                aria-label={`Leg ${i + 1} side`}
                data-testid={`options-leg-side-${i}`}
                value={leg.side}
                onChange={(e) => props.onChange(i, { ...leg, side: e.target.value as LegSide })}
              >
                <option value="BUY">Buy</option>
                <option value="SELL">Sell</option>
              </select>
            </td>
            <td>
              <input
                aria-label={`Leg ${i + 1} ratio`}
                data-testid={`options-leg-ratio-${i}`}
                type="number"
                min={1}
                max={10}
                step={1}
                disabled={props.ratioMode === 'equal'}
                value={leg.ratio}
                onChange={(e) => props.onChange(i, { ...leg, ratio: Number(e.target.value) })}
              />
            </td>
            <td>
              <input
                aria-label={`Leg ${i + 1} quantity`}
                data-testid={`options-leg-qty-${i}`}
                inputMode="decimal"
                value={leg.quantity}
                onChange={(e) => props.onChange(i, { ...leg, quantity: e.target.value.trim() })}
              />
            </td>
            <td className="num" data-testid={`options-leg-price-${i}`}>
              {formatUsd(priceOf(i, leg.symbol))}
            </td>
            <td className="num">{volText(rows.get(leg.symbol)?.vol ?? '')}</td>
            <td>
              <button
                type="button"
                aria-label={`Remove leg ${i + 1}`}
                onClick={() => props.onRemove(i)}
              >
                ×
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Implied vol as a percentage with one decimal ('0.553' → '55.3%'). */
function volText(vol: string): string {
  const v = Number(vol);
  return vol === '' || !Number.isFinite(v) ? '—' : `${(v * 100).toFixed(1)}%`;
}
