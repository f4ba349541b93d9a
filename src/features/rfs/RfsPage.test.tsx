// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteLadderState } from '../../../workers/api';
import { createFakeCore, ok } from '../../testing/fakeCore';
import { MARKETS, renderQuotes } from '../rfq/testShell';
import RfsPage from './RfsPage';

afterEach(cleanup);

const ladder = (symbol: string, seq: number, bid: string, ask: string): QuoteLadderState => ({
  kind: 'rfs',
  topic: `rfs:${symbol}`,
  symbol,
  seq,
  serverTime: seq,
  validUntil: Date.now() + 60_000,
  quoteCurrency: 'USD',
  tiers: [
    { quantity: '0.1', bid, ask },
    { quantity: '1', bid: '96900', ask: '97100' },
  ],
});

function core() {
  const c = createFakeCore();
  c.on('GET', '/v3/browser/markets', () => ok(MARKETS));
  return c;
}

const flush = () => act(async () => {});
const cardOrder = () =>
  screen.getAllByRole('article').map((a) => a.getAttribute('aria-label') ?? '');
const options = () =>
  Array.from((screen.getByTestId('rfs-add-select') as HTMLSelectElement).options, (o) => o.value);

describe('RFS screen', () => {
  it('streams a ladder per card through the core and flashes a changed price', async () => {
    const c = core();
    const view = renderQuotes(<RfsPage />, c);
    await flush();
    expect(cardOrder()).toEqual(['BTC/USD', 'ETH/USD']);
    expect(c.liveCount('rfs:BTC/USD')).toBe(1);
    expect(c.liveCount('rfs:ETH/USD')).toBe(1);
    act(() => view.push(ladder('BTC/USD', 1, '97000', '97001')));
    const bid = () => screen.getByTestId('rfs-bid-BTC-USD-0.1');
    expect(bid().textContent).toBe('97,000.00');
    expect(bid().className).not.toContain('rfs-flash');
    act(() => view.push(ladder('BTC/USD', 2, '97005', '97001')));
    expect(bid().textContent).toBe('97,005.00');
    expect(bid().className).toContain('rfs-flash-up');
    expect(screen.getByTestId('rfs-ask-BTC-USD-0.1').className).not.toContain('rfs-flash');
  });

  it('adds a market first and removes it back to the sorted available list (spec 4)', async () => {
    const c = core();
    renderQuotes(<RfsPage />, c);
    await flush();
    expect(options()).toEqual(['SOL/USD']);
    fireEvent.click(screen.getByTestId('rfs-add-button'));
    expect(cardOrder()).toEqual(['SOL/USD', 'BTC/USD', 'ETH/USD']);
    expect(options()).toEqual([]);
    fireEvent.click(screen.getByTestId('rfs-remove-BTC-USD'));
    fireEvent.click(screen.getByTestId('rfs-remove-SOL-USD'));
    expect(cardOrder()).toEqual(['ETH/USD']);
    expect(options()).toEqual(['BTC/USD', 'SOL/USD']);
    await flush();
    expect(c.liveCount('rfs:BTC/USD')).toBe(0);
  });

  it('click-to-trade asks for confirmation, then sends the order at the clicked price', async () => {
    const c = core();
    c.on('POST', '/v3/browser/order', () =>
      ok({
        success: true,
        execution: {
          trade_id: 't',
          symbol: 'BTC/USD',
          side: 'BUY',
          price: '97001',
          quantity: '0.1',
          quote_quantity: '9700.1',
          subaccountId: 7,
        },
      }),
    );
    const view = renderQuotes(<RfsPage />, c);
    await flush();
    act(() => view.push(ladder('BTC/USD', 1, '97000', '97001')));
    fireEvent.click(within(screen.getByTestId('rfs-ask-BTC-USD-0.1')).getByRole('button'));
    expect(c.calls.some((x) => x.path === '/v3/browser/order')).toBe(false);
    fireEvent.click(screen.getByTestId('rfs-confirm-submit'));
    await flush();
    const sent = c.calls.find((x) => x.path === '/v3/browser/order');
    expect(sent?.body).toEqual({
      kind: 'json',
      value: {
        symbol: 'BTC/USD',
        side: 'BUY',
        quantity: '0.1',
        price: '97001',
        client_order_id: 'id-1',
      },
    });
    expect(screen.getByTestId('rfs-confirm-result').textContent).toContain('Bought 0.1');
  });

  it('shows the trading error kind', async () => {
    const view = renderQuotes(<RfsPage />, core());
    await flush();
    act(() =>
      view.market.feed.apply(
        {
          order: { initialized: true, error: false },
          streaming: { initialized: false, error: true },
          tradingError: 'ConnectionError',
          socket: 'reconnecting',
          updatesPerSecond: 0,
          lastServerTime: null,
          reconnects: 1,
          resyncs: 0,
          lagMillis: null,
        },
        undefined,
      ),
    );
    expect(screen.getByTestId('rfs-trading-state').getAttribute('data-kind')).toBe(
      'ConnectionError',
    );
    expect(screen.getByTestId('rfs-socket').textContent).toContain('reconnecting');
    // No click-to-trade while the connection reports an error kind.
    act(() => view.push(ladder('BTC/USD', 1, '97000', '97001')));
    const button = within(screen.getByTestId('rfs-ask-BTC-USD-0.1')).getByRole('button');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('a stale ladder is shown but cannot be traded', async () => {
    const view = renderQuotes(<RfsPage />, core());
    await flush();
    act(() => view.push({ ...ladder('BTC/USD', 1, '97000', '97001'), validUntil: 1 }));
    expect(screen.getByTestId('rfs-note-BTC-USD').textContent).toBe('Prices are stale');
    const button = within(screen.getByTestId('rfs-bid-BTC-USD-0.1')).getByRole('button');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves the cards as a watchlist and loads it back', async () => {
    renderQuotes(<RfsPage />, core());
    await flush();
    fireEvent.change(screen.getByTestId('rfs-watchlist-name'), { target: { value: 'majors' } });
    fireEvent.click(screen.getByTestId('rfs-watchlist-save'));
    fireEvent.click(screen.getByTestId('rfs-add-button'));
    fireEvent.click(screen.getByTestId('rfs-remove-ETH-USD'));
    expect(cardOrder()).toEqual(['SOL/USD', 'BTC/USD']);
    fireEvent.click(screen.getByTestId('rfs-watchlist-load'));
    expect(cardOrder()).toEqual(['BTC/USD', 'ETH/USD']);
    expect(options()).toEqual(['SOL/USD']);
  });
});
