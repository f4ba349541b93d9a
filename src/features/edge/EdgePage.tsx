// The Edge screen (spec 2.4): market drawer, ticker, chart, order book and trade tape, live from
// the data core; the ticket and blotters have their place, filled by the Edge trading release.
import { valueOf } from '../../core/loadable';
import { CandleChart } from './CandleChart';
import { MarketDrawer } from './MarketDrawer';
import { OrderBook } from './OrderBook';
import { TickerHeader } from './TickerHeader';
import { BlotterRegion, TicketRegion } from './TicketRegion';
import { TradeTape } from './TradeTape';
import { useInstruments } from './useInstruments';
import { useSelectedMarket } from './useSelectedMarket';
import './edge.css';

export default function EdgePage() {
  const [symbol, select] = useSelectedMarket();
  const { list, retry } = useInstruments();
  const instruments = valueOf(list);
  const instrument = instruments?.find((i) => i.symbol === symbol) ?? null;
  const unknown = instruments !== null && instrument === null;
  const tick = instrument?.tickSize ?? null;

  return (
    <div className="edge" data-testid="edge-screen">
      <MarketDrawer instruments={list} selected={symbol} onSelect={select} onRetry={retry} />
      {unknown ? (
        <section className="edge-panel edge-unknown" role="alert">
          <h1>{symbol}</h1>
          <p>This market is not listed on Edge. Choose one from the list.</p>
        </section>
      ) : (
        // Keyed by market: a new market starts with fresh subscriptions and view state.
        <div className="edge-main" key={symbol}>
          <TickerHeader symbol={symbol} instrument={instrument} />
          <CandleChart symbol={symbol} tickSize={tick} />
          <OrderBook
            symbol={symbol}
            tickSize={tick}
            {...(instrument
              ? { baseToken: instrument.baseToken, quoteToken: instrument.quoteToken }
              : {})}
          />
          <TradeTape symbol={symbol} tickSize={tick} lotSize={instrument?.lotSize ?? null} />
          <TicketRegion />
          <BlotterRegion />
        </div>
      )}
    </div>
  );
}
