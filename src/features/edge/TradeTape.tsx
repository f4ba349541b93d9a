// The trade tape: the newest prints first, coloured by taker side.
import { useTrades } from '../../tab/react/market';
import { formatTimeUtc } from '../../../domain/dates';
import { toFixedDecimal } from '../../../domain/decimal';
import { stepDecimals } from '../../../domain/ticks';
import { priceText } from './TickerHeader';

function quantityText(quantity: string, lotSize: string | null): string {
  try {
    return lotSize ? toFixedDecimal(quantity, stepDecimals(lotSize)) : quantity;
  } catch {
    return quantity;
  }
}

export function TradeTape({
  symbol,
  tickSize,
  lotSize,
}: {
  readonly symbol: string;
  readonly tickSize: string | null;
  readonly lotSize: string | null;
}) {
  const trades = useTrades(symbol);
  return (
    <section className="edge-panel edge-tape" data-testid="trade-tape" aria-label="Trades">
      <div className="edge-panel-head">
        <h2>Trades</h2>
      </div>
      <div className="edge-tape-cols" aria-hidden="true">
        <span>Price</span>
        <span>Size</span>
        <span>Time (UTC)</span>
      </div>
      <div className="edge-tape-body">
        {trades === null ? (
          <p className="edge-muted">Waiting for trades…</p>
        ) : trades.trades.length === 0 ? (
          <p className="edge-muted">No trades yet.</p>
        ) : (
          trades.trades.map((t) => (
            <div
              key={t.tradeId}
              className={`edge-tape-row ${t.side === 'BUY' ? 'buy' : 'sell'}`}
              data-testid="trade-row"
              data-side={t.side}
            >
              <span className="num price">{priceText(t.price, tickSize)}</span>
              <span className="num">{quantityText(t.quantity, lotSize)}</span>
              <span className="num time">{formatTimeUtc(t.serverTime)}</span>
            </div>
          ))
        )}
      </div>
    </section>
  );
}
