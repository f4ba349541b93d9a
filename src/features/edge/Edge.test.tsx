// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeCore, failure, ok, type FakeCore } from '../../testing/fakeCore';
import {
  bookState,
  candle,
  candlesState,
  connectionState,
  markState,
  tickerState,
  trade,
  tradesState,
} from '../../testing/marketFixtures';
import { renderApp, serveSession } from '../../testing/renderApp';
import { BOOK_ROWS } from './OrderBook';
import { lineBoxes } from './book-canvas/model';
import { LAST_MARKET_KEY } from './useSelectedMarket';

const charts = vi.hoisted(() => {
  const series = { setData: vi.fn(), update: vi.fn(), applyOptions: vi.fn() };
  const chart = { addSeries: vi.fn(() => series), remove: vi.fn() };
  return { series, chart, createChart: vi.fn(() => chart) };
});
vi.mock('lightweight-charts', () => ({
  createChart: charts.createChart,
  CandlestickSeries: { type: 'Candlestick' },
  ColorType: { Solid: 'solid' },
}));

afterEach(cleanup);
beforeEach(() => vi.clearAllMocks());

const SYMBOLS = {
  symbols: [
    {
      symbol: 'BTC/USD',
      baseToken: 'BTC',
      quoteToken: 'USD',
      instrumentType: 0,
      displayName: 'BTC/USD',
      tickSize: '0.01',
      lotSize: '0.00001',
    },
    {
      symbol: 'ETH/USD',
      baseToken: 'ETH',
      quoteToken: 'USD',
      instrumentType: 0,
      displayName: 'ETH/USD',
      tickSize: '0.01',
      lotSize: '0.0001',
    },
    {
      symbol: 'ETH/BTC',
      baseToken: 'ETH',
      quoteToken: 'BTC',
      instrumentType: 0,
      displayName: 'ETH/BTC',
      tickSize: '0.00001',
      lotSize: '0.0001',
    },
    {
      symbol: 'BTC-PERP',
      baseToken: 'BTC',
      quoteToken: 'USD',
      instrumentType: 3,
      displayName: 'BTC Perpetual',
      tickSize: '0.5',
      lotSize: '0.001',
    },
    {
      symbol: 'BTC-25DEC26',
      baseToken: 'BTC',
      quoteToken: 'USD',
      instrumentType: 1,
      displayName: 'BTC 25DEC26 Future',
      tickSize: '0.5',
      lotSize: '1',
    },
    { symbol: 'BTC-25DEC26-90000-C', instrumentType: 4, tickSize: '5' },
  ],
};

async function edge(path = '/trading/dma?market=BTC%2FUSD', prepare?: (core: FakeCore) => void) {
  const core = createFakeCore();
  serveSession(core);
  core.on('GET', '/uapi/v1/symbols/exchange_info', () => ok(SYMBOLS));
  prepare?.(core);
  const app = renderApp(path, { core });
  // The lazy screen chunk is transformed on first use: slow on a loaded machine.
  await screen.findByTestId('orderbook', {}, { timeout: 5000 });
  await screen.findAllByTestId('edge-market-item', {}, { timeout: 5000 });
  return app;
}

const bidRows = () => screen.getAllByTestId('orderbook-bid-row');

describe('Edge screen', () => {
  it('both routes render it; it subscribes on mount and unsubscribes on unmount', async () => {
    const app = await edge('/v2/trade/edge?market=BTC%2FUSD');
    for (const topic of ['book:BTC/USD', 'trades:BTC/USD', 'ticker:BTC/USD', 'kline:BTC/USD:1m']) {
      expect(app.core.liveCount(topic)).toBe(1);
    }
    expect(app.core.subscriptions).toContainEqual({
      op: 'subscribe',
      topic: 'book:BTC/USD',
      options: { depth: BOOK_ROWS, groupTicks: 1 },
    });
    // Spot: no mark price.
    expect(app.core.liveCount('mark:BTC/USD')).toBe(0);
    await act(() => app.router.navigate('/account/accounts'));
    await screen.findAllByTestId('account-row', {}, { timeout: 5000 });
    for (const topic of ['book:BTC/USD', 'trades:BTC/USD', 'ticker:BTC/USD', 'kline:BTC/USD:1m']) {
      expect(app.core.liveCount(topic)).toBe(0);
    }
    expect(app.market.market.getState().refs).toEqual({});
  });

  it('R-SHELL-25 renders book rows as decimal strings, keyed by slot: a new price reuses the row', async () => {
    const app = await edge();
    expect(screen.getByTestId('orderbook-status')).toHaveTextContent('Waiting for book');
    await act(() => app.core.emitTopics(bookState({ seq: 1 })));
    expect(bidRows().map((r) => [r.dataset['price'], r.dataset['size']])).toEqual([
      ['97000.00', '1.50000'],
      ['96999.00', '0.20000'],
    ]);
    const asks = screen.getAllByTestId('orderbook-ask-row');
    // Asks read upwards: the best ask is the last row above the spread.
    expect(asks.map((r) => r.dataset['price'])).toEqual(['97002.00', '97001.00']);
    expect(screen.getByTestId('orderbook-spread')).toHaveTextContent('1.00');
    expect(screen.getByTestId('orderbook-status')).toHaveTextContent('Live');

    const [first, second] = bidRows();
    await act(() =>
      app.core.emitTopics(
        bookState({
          seq: 2,
          bids: [
            [9_700_050, 150_000],
            [9_700_000, 90_000],
          ],
        }),
      ),
    );
    // The text mirror follows the canvas at most MIRROR_MS apart.
    await waitFor(() => expect(bidRows()[0]?.dataset['price']).not.toBe('97000.00'));
    const [first2, second2] = bidRows();
    expect(first2).toBe(first);
    expect(second2).toBe(second);
    expect(first2?.dataset['price']).toBe('97000.50');
    expect(second2?.dataset['price']).toBe('97000.00');
  });

  it('R-SHELL-25 a changed size at the same price flashes the row', async () => {
    const app = await edge();
    await act(() => app.core.emitTopics(bookState({ seq: 1 })));
    // The canvas draws the flash; the mirror counts each line's flashes.
    const flashes = (i: number) => bidRows()[i]?.dataset['flashes'];
    expect(flashes(0)).toBe('0');
    await act(() =>
      app.core.emitTopics(
        bookState({
          seq: 2,
          bids: [
            [9_700_000, 160_000],
            [9_699_900, 20_000],
          ],
        }),
      ),
    );
    await waitFor(() => expect(flashes(0)).toBe('1'));
    expect(flashes(1)).toBe('0');
    // A second change restarts the flash.
    await act(() =>
      app.core.emitTopics(
        bookState({
          seq: 3,
          bids: [
            [9_700_000, 170_000],
            [9_699_900, 20_000],
          ],
        }),
      ),
    );
    await waitFor(() => expect(flashes(0)).toBe('2'));
    expect(flashes(1)).toBe('0');
  });

  it('the grouping control changes the live subscription; resyncing is shown', async () => {
    const app = await edge();
    await act(() => app.core.emitTopics(bookState({ seq: 1 })));
    fireEvent.change(screen.getByTestId('orderbook-grouping'), { target: { value: '10' } });
    await waitFor(() =>
      expect(app.core.subscriptions).toContainEqual({
        op: 'update',
        topic: 'book:BTC/USD',
        options: { depth: BOOK_ROWS, groupTicks: 10 },
      }),
    );
    // Still one subscription: grouping never resubscribes.
    expect(app.core.liveCount('book:BTC/USD')).toBe(1);
    await act(() =>
      app.core.emitFrame({
        topics: [bookState({ seq: 3, status: 'resyncing', bids: [], asks: [] })],
        connection: connectionState({ socket: 'open' }),
      }),
    );
    expect(screen.getByTestId('orderbook-status')).toHaveTextContent('Resyncing…');
    expect(screen.getByTestId('health-indicator')).toHaveTextContent('Resyncing');
  });

  it('shows the trade tape newest first and the ticker', async () => {
    const app = await edge();
    await act(() =>
      app.core.emitTopics(
        tradesState([trade('t2', '97001.5', 'SELL', 2_000), trade('t1', '97000', 'BUY', 1_000)]),
        tickerState({ last: '97001.5' }),
      ),
    );
    const rows = within(screen.getByTestId('trade-tape')).getAllByTestId('trade-row');
    expect(rows.map((r) => [r.dataset['side'], r.textContent])).toEqual([
      ['SELL', expect.stringContaining('97,001.50')],
      ['BUY', expect.stringContaining('97,000.00')],
    ]);
    expect(screen.getByTestId('ticker-last')).toHaveTextContent('97,001.50');
  });

  it('perpetuals also subscribe to the mark price and show the funding countdown', async () => {
    const app = await edge('/trading/dma?market=BTC-PERP');
    await waitFor(() => expect(app.core.liveCount('mark:BTC-PERP')).toBe(1));
    await act(() =>
      app.core.emitTopics(
        markState({ fundingRate: '0.0001', nextFundingTime: Date.now() + 3_600_000 + 500 }),
      ),
    );
    expect(screen.getByTestId('ticker-funding')).toHaveTextContent(/0\.0100% · 0[01]:\d\d:\d\d/);
  });

  it('the chart: setData on a reset, update() per changed candle otherwise', async () => {
    const app = await edge();
    expect(charts.createChart).toHaveBeenCalledTimes(1);
    expect(charts.chart.addSeries).toHaveBeenCalledWith({ type: 'Candlestick' }, expect.anything());
    await act(() =>
      app.core.emitTopics(candlesState([candle(60_000, '1'), candle(120_000, '2')], true)),
    );
    expect(charts.series.setData).toHaveBeenCalledTimes(1);
    expect(charts.series.setData.mock.calls[0]?.[0]).toHaveLength(2);
    expect(charts.series.update).not.toHaveBeenCalled();

    await act(() =>
      app.core.emitTopics(candlesState([candle(120_000, '3'), candle(180_000, '4')], false)),
    );
    expect(charts.series.setData).toHaveBeenCalledTimes(1);
    expect(charts.series.update.mock.calls.map((c) => c[0])).toEqual([
      expect.objectContaining({ time: 120, close: 3 }),
      expect.objectContaining({ time: 180, close: 4 }),
    ]);

    await act(() => app.core.emitTopics(candlesState([candle(60_000, '9')], true)));
    expect(charts.series.setData).toHaveBeenCalledTimes(2);

    // A new interval is a new topic.
    await userEvent.setup().click(screen.getByRole('button', { name: '5m' }));
    expect(app.core.liveCount('kline:BTC/USD:1m')).toBe(0);
    expect(app.core.liveCount('kline:BTC/USD:5m')).toBe(1);
  });

  it('the market drawer searches fuzzily on space or slash and selects into the URL', async () => {
    const user = userEvent.setup();
    const app = await edge();
    const symbols = () =>
      screen.getAllByTestId('edge-market-item').map((el) => el.getAttribute('data-symbol'));
    // Options are not Edge markets.
    expect(symbols()).toEqual(['BTC/USD', 'ETH/USD', 'ETH/BTC', 'BTC-25DEC26', 'BTC-PERP']);
    await user.type(screen.getByTestId('edge-market-search'), 'eth usd');
    expect(symbols()).toEqual(['ETH/USD']);
    await user.clear(screen.getByTestId('edge-market-search'));
    await user.type(screen.getByTestId('edge-market-search'), 'btc/perp');
    expect(symbols()).toEqual(['BTC-PERP']);
    await user.click(within(screen.getByTestId('edge-market-item')).getByText('BTC-PERP'));
    expect(app.location()).toBe('/trading/dma?market=BTC-PERP');
    expect(app.env.local.getItem(LAST_MARKET_KEY)).toBe('BTC-PERP');
    await waitFor(() => expect(app.core.liveCount('book:BTC-PERP')).toBe(1));
    expect(app.core.liveCount('book:BTC/USD')).toBe(0);
  });

  it('R-SHELL-26 favourites come from the venue, toggle there (spec 3.6) and filter the list', async () => {
    const user = userEvent.setup();
    let venue = [{ symbol: 'BTC-PERP', instrumentType: 3 }];
    const app = await edge(undefined, (core) => {
      core.on('GET', '/uapi/v1/favorite_markets', () => ok({ favorites: venue }));
      core.on('POST', '/uapi/v1/toggle_favorite_market', (c) => {
        const b = (c.body?.kind === 'json' ? c.body.value : {}) as {
          symbol: string;
          instrumentType: number;
        };
        const had = venue.some((f) => f.symbol === b.symbol);
        venue = had ? venue.filter((f) => f.symbol !== b.symbol) : [...venue, b];
        return ok({ favorites: venue });
      });
    });
    const star = (s: string) => screen.getByRole('button', { name: `Favourite ${s}` });
    await waitFor(() => expect(star('BTC-PERP')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(star('ETH/BTC'));
    expect(app.core.calls.find((c) => c.path === '/uapi/v1/toggle_favorite_market')?.body).toEqual({
      kind: 'json',
      value: { symbol: 'ETH/BTC', instrumentType: 0 },
    });
    await waitFor(() => expect(star('ETH/BTC')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('tab', { name: '★' }));
    expect(screen.getAllByTestId('edge-market-item').map((el) => el.dataset['symbol'])).toEqual([
      'ETH/BTC',
      'BTC-PERP',
    ]);
    // Nothing is kept in the browser: the venue is the one list.
    expect(app.env.local.getItem('desk.edge.favourites')).toBeNull();
  });

  it('R-SHELL-26 a refused toggle reads the list again and says why', async () => {
    const user = userEvent.setup();
    await edge(undefined, (core) => {
      core.on('GET', '/uapi/v1/favorite_markets', () => ok({ favorites: [] }));
      core.on('POST', '/uapi/v1/toggle_favorite_market', () =>
        failure(404, 'Unknown market ETH/BTC'),
      );
    });
    const star = screen.getByRole('button', { name: 'Favourite ETH/BTC' });
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText('Unknown market ETH/BTC')).toBeInTheDocument();
  });

  it('without ?market= it opens the last market used and puts it in the URL', async () => {
    const core = createFakeCore();
    serveSession(core);
    core.on('GET', '/uapi/v1/symbols/exchange_info', () => ok(SYMBOLS));
    const app = renderApp('/trading/dma', {
      core,
      prepare: (env) => env.local.setItem(LAST_MARKET_KEY, 'ETH/USD'),
    });
    await screen.findByTestId('orderbook');
    await waitFor(() => expect(app.location()).toBe('/trading/dma?market=ETH%2FUSD'));
    expect(core.liveCount('book:ETH/USD')).toBe(1);
  });

  it('R-SHELL-34: a first visit opens the first listed market whose ticket has an order type', async () => {
    const core = createFakeCore();
    serveSession(core);
    // BTC/USD and ETH/USD keep spec 3.4's defaults (no order type); ETH/BTC allows limits.
    const symbols = SYMBOLS.symbols.map((s) =>
      s.symbol === 'ETH/BTC' ? { ...s, allowsLimitOrder: true } : s,
    );
    core.on('GET', '/uapi/v1/symbols/exchange_info', () => ok({ symbols }));
    const app = renderApp('/trading/dma', { core });
    await screen.findByTestId('orderbook', {}, { timeout: 5000 });
    await waitFor(() => expect(app.location()).toBe('/trading/dma?market=ETH%2FBTC'));
    expect(core.liveCount('book:ETH/BTC')).toBe(1);
    expect(core.liveCount('book:BTC/USD')).toBe(0);
    expect(app.env.local.getItem(LAST_MARKET_KEY)).toBe('ETH/BTC');
  });

  it('without an account that can trade, the ticket says so and offers no send button', async () => {
    await edge();
    const ticket = screen.getByTestId('edge-ticket-region');
    await within(ticket).findByTestId('ticket-no-types');
    expect(within(ticket).getByTestId('ticket-account')).toBeDisabled();
    expect(within(ticket).queryByTestId('ticket-submit')).toBeNull();
    expect(screen.getByTestId('edge-blotter-region')).toHaveTextContent(
      'Choose an account that can trade',
    );
  });

  it('R-SHELL-40 lists canTrade Edge accounts only; a clicked book price fills the ticket', async () => {
    const app = await edge('/trading/dma?market=BTC%2FUSD', (core) => {
      core.on('GET', '/uapi/v1/symbols/exchange_info', () =>
        ok({
          symbols: SYMBOLS.symbols.map((x) => ({
            ...x,
            allowsLimitOrder: true,
            allowsMarketOrder: true,
          })),
        }),
      );
      core.on('GET', '/uapi/v1/all_accounts', () =>
        ok({
          optionsMap: {
            edge: {
              hedgeVenuesList: [
                edgeAccount('Edge Main', 201, true),
                edgeAccount('Edge Audit (read only)', 202, false),
              ],
            },
          },
        }),
      );
    });
    const select = await screen.findByTestId('ticket-account');
    const options = [...select.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(['Edge · Edge Main']);
    expect(app.core.liveCount('orders:201')).toBe(1);
    expect(app.core.liveCount('orders:202')).toBe(0);
    await act(() => app.core.emitTopics(bookState()));
    // A click on the canvas at the best bid's line (the book's own layout) fills the ticket.
    const canvas = screen.getByTestId('orderbook-canvas');
    const bestBid = lineBoxes(canvas.clientHeight, BOOK_ROWS)[BOOK_ROWS + 1];
    fireEvent.click(canvas, { clientY: (bestBid?.top ?? 0) + 5 });
    expect(screen.getByTestId('ticket-limitPrice')).toHaveValue('97000.00');
    // The spread line is no price.
    fireEvent.click(canvas, {
      clientY: (lineBoxes(canvas.clientHeight, BOOK_ROWS)[BOOK_ROWS]?.top ?? 0) + 5,
    });
    expect(screen.getByTestId('ticket-limitPrice')).toHaveValue('97000.00');
  });
});

function edgeAccount(name: string, subaccountId: number, canTrade: boolean) {
  return {
    accountType: 0,
    accountId: 200,
    displayText: name,
    subaccountId,
    canRead: true,
    canTrade,
    canWithdraw: false,
    canTransfer: false,
    supportedProductTypesList: ['SPOT'],
  };
}
