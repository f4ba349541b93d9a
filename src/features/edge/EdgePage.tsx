// The Edge screen (spec 2.4): market drawer, ticker, chart, order book and trade tape, live from
// the data core; the order ticket with its account selector and risk panel, and the blotters.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { valueOf } from '../../tab/loadable';
import { CandleChart } from './CandleChart';
import { MarketDrawer } from './MarketDrawer';
import { DomOrderBook, OrderBook } from './OrderBook';
import { TickerHeader } from './TickerHeader';
import { TicketRegion } from './TicketRegion';
import { TradeTape } from './TradeTape';
import { Blotters } from './trading/Blotters';
import type { PriceRequest } from './trading/Ticket';
import { useInstruments } from './useInstruments';
import { firstTradeableMarket, useSelectedMarket } from './useSelectedMarket';
import { useTradingAccount } from './useTradingAccount';
import './edge.css';
import './trading/trading.css';

export default function EdgePage() {
  const { list, flags, retry } = useInstruments();
  const instruments = valueOf(list);
  const [symbol, select] = useSelectedMarket(firstTradeableMarket(instruments, flags));
  const instrument = instruments?.find((i) => i.symbol === symbol) ?? null;
  const unknown = instruments !== null && instrument === null;
  const tick = instrument?.tickSize ?? null;
  const { accounts, account, select: selectAccount } = useTradingAccount(instrument?.kind ?? null);
  // `?book=dom` draws the book as DOM rows, as before the canvas: bench S5 compares the two.
  const [params] = useSearchParams();
  const Book = params.get('book') === 'dom' ? DomOrderBook : OrderBook;
  const [priceRequest, setPriceRequest] = useState<PriceRequest | null>(null);
  const onPriceClick = useCallback(
    (price: string) => setPriceRequest((p) => ({ price, n: (p?.n ?? 0) + 1 })),
    [],
  );
  const units = useCallback(
    (s: string) => {
      const i = instruments?.find((x) => x.symbol === s);
      return i ? { tickSize: i.tickSize, lotSize: i.lotSize, quoteToken: i.quoteToken } : null;
    },
    [instruments],
  );

  return (
    <div className="edge" data-testid="edge-screen">
      <MarketDrawer instruments={list} selected={symbol ?? ''} onSelect={select} onRetry={retry} />
      {symbol === null ? (
        <section className="edge-panel edge-unknown" aria-busy="true">
          <p className="edge-muted">Loading markets…</p>
        </section>
      ) : unknown ? (
        <section className="edge-panel edge-unknown" role="alert">
          <h1>{symbol}</h1>
          <p>This market is not listed on Edge. Choose one from the list.</p>
        </section>
      ) : (
        // Keyed by market: a new market starts with fresh subscriptions and view state.
        <div className="edge-main" key={symbol}>
          <TickerHeader symbol={symbol} instrument={instrument} />
          <CandleChart symbol={symbol} tickSize={tick} />
          <Book
            symbol={symbol}
            tickSize={tick}
            {...(instrument
              ? { baseToken: instrument.baseToken, quoteToken: instrument.quoteToken }
              : {})}
            onPriceClick={onPriceClick}
          />
          <TradeTape symbol={symbol} tickSize={tick} lotSize={instrument?.lotSize ?? null} />
          <TicketRegion
            instrument={instrument}
            flags={flags.get(symbol)}
            accounts={accounts}
            account={account}
            onSelectAccount={selectAccount}
            priceRequest={priceRequest}
          />
          <Blotters account={account} units={units} />
        </div>
      )}
    </div>
  );
}
