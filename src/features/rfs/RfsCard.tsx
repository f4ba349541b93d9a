// One streaming market card: the live ladder (two-way prices by size tier), a changed price
// flashes; clicking a price opens the click-to-trade confirmation.
import type { QuoteTierView } from '../../../workers/api';
import type { QuoteMarket, Side } from '../../tab/quotes/wire';
import { useServerTime } from '../../tab/react/market';
import { COUNTDOWN_STEP_MS } from '../../../domain/constants';
import { displayPrice } from '../../../domain/numbers';
import { useFlashes } from './useFlashes';
import { useLadder } from './useLadder';

export function RfsCard(props: {
  market: QuoteMarket;
  onRemove(symbol: string): void;
  onTrade(market: QuoteMarket, side: Side, tier: QuoteTierView): void;
  /** False while the connection reports a trading error kind (spec 4). */
  tradable: boolean;
}) {
  const { market } = props;
  const ladder = useLadder(market.symbol);
  const now = useServerTime(COUNTDOWN_STEP_MS);
  // A ladder past its valid_until is stale: shown, but not tradeable.
  const stale = ladder !== null && ladder.validUntil > 0 && now > ladder.validUntil;
  const canTrade = props.tradable && !stale;
  const flashes = useFlashes(ladder);
  const id = market.symbol.replace(/\W/g, '-');
  const cell = (tier: QuoteTierView, side: 'bid' | 'ask') => {
    const move = flashes.get(`${tier.quantity}:${side}`);
    return (
      <td
        // A moved cell remounts (keyed by seq) so its flash animation restarts.
        key={move ? `${side}-${ladder?.seq ?? 0}` : side}
        className={`num quotes-price-cell rfs-${side}${move ? ` rfs-flash-${move.direction}` : ''}`}
        data-testid={`rfs-${side}-${id}-${tier.quantity}`}
      >
        <button
          type="button"
          className="quotes-price-cell"
          disabled={!canTrade}
          onClick={() => props.onTrade(market, side === 'ask' ? 'BUY' : 'SELL', tier)}
          aria-label={`${side === 'ask' ? 'Buy' : 'Sell'} ${tier.quantity} ${market.baseToken} at ${tier[side]}`}
        >
          {displayPrice(tier[side])}
        </button>
      </td>
    );
  };
  return (
    <article
      className="quotes-card"
      data-testid={`rfs-card-${id}`}
      data-seq={ladder?.seq ?? 0}
      aria-label={market.symbol}
    >
      <header>
        <h2>{market.displayName}</h2>
        <button
          type="button"
          className="quotes-remove"
          aria-label={`Remove ${market.symbol}`}
          data-testid={`rfs-remove-${id}`}
          onClick={() => props.onRemove(market.symbol)}
        >
          ×
        </button>
      </header>
      {ladder === null ? (
        <p className="quotes-muted">Waiting for prices…</p>
      ) : (
        <table className="rfs-ladder">
          <thead>
            <tr>
              <th>Qty ({market.baseToken})</th>
              <th>Sell (bid)</th>
              <th>Buy (ask)</th>
            </tr>
          </thead>
          <tbody>
            {ladder.tiers.map((tier) => (
              <tr key={tier.quantity}>
                <td className="num">{tier.quantity}</td>
                {cell(tier, 'bid')}
                {cell(tier, 'ask')}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {ladder ? (
        <span className={stale ? 'quotes-bad' : 'quotes-muted'} data-testid={`rfs-note-${id}`}>
          {stale ? 'Prices are stale' : `Prices in ${ladder.quoteCurrency}`}
        </span>
      ) : null}
    </article>
  );
}
