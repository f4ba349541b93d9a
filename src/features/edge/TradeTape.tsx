// The trade tape: the newest prints first, coloured by taker side. The rows are written by
// TapeWriter straight from the market store (R-SHELL-41): no React render per print.
import { useEffect, useRef } from 'react';
import type { TradesState } from '../../../workers/api';
import { formatTimeUtc } from '../../../domain/dates';
import { toFixedDecimal } from '../../../domain/decimal';
import { stepDecimals } from '../../../domain/ticks';
import { tradesTopic } from '../../tab/market/topicKeys';
import { useShell } from '../../tab/react/hooks';
import { useMarket, useTopicSubscription } from '../../tab/react/market';
import { priceText } from './TickerHeader';
import { TapeWriter } from './tapeWriter';

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
  const topic = tradesTopic(symbol);
  useTopicSubscription(topic);
  const { market } = useShell();
  // Re-renders only when the tape goes between waiting, empty and printing.
  const phase = useMarket((s) => {
    const t = s.trades[topic];
    return t === undefined ? 'waiting' : t.trades.length === 0 ? 'empty' : 'prints';
  });
  const rows = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = rows.current;
    if (!el) return;
    const writer = new TapeWriter(el);
    let last: TradesState | undefined;
    const apply = (tape: TradesState | undefined): void => {
      if (tape === last) return;
      last = tape;
      writer.write(
        (tape?.trades ?? []).map((t) => ({
          id: t.tradeId,
          side: t.side,
          price: priceText(t.price, tickSize),
          size: quantityText(t.quantity, lotSize),
          time: formatTimeUtc(t.serverTime),
        })),
      );
    };
    apply(market.market.getState().trades[topic]);
    return market.market.subscribe((s) => apply(s.trades[topic]));
  }, [market, topic, tickSize, lotSize]);

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
        {phase === 'waiting' ? (
          <p className="edge-muted">Waiting for trades…</p>
        ) : phase === 'empty' ? (
          <p className="edge-muted">No trades yet.</p>
        ) : null}
        {/* Written by TapeWriter only: React renders it empty and never reconciles its rows. */}
        <div ref={rows} data-testid="trade-rows" />
      </div>
    </section>
  );
}
