// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeCore, ok } from '../../testing/fakeCore';
import { RecentExecutions } from './RecentExecutions';
import { renderQuotes } from './testShell';

afterEach(cleanup);

const flush = () => act(async () => {});
const row = (id: string, price: string, side: 'BUY' | 'SELL') => ({
  id,
  source: 'RFS',
  subaccountId: 7,
  symbol: 'BTC/USD',
  side,
  price,
  quantity: '0.5',
  quoteQuantity: '48500',
  executedAt: Date.UTC(2026, 10, 25, 14, 3, 9),
});

describe('R-QUOTE-23 recent executions beside the cards', () => {
  it('shows the latest executions of its kind and follows a balance move', async () => {
    const c = createFakeCore();
    let rows = [row('1', '97000.5', 'BUY')];
    const asked: string[] = [];
    c.on('GET', '/uapi/v1/quote_trades', (call) => {
      asked.push(String(call.query?.['source']));
      return ok({ trades: rows });
    });
    c.on('POST', '/trade', () => ok({}));
    renderQuotes(<RecentExecutions source="RFS" />, c);
    await flush();
    expect(asked).toEqual(['RFS']);
    const shown = () => screen.getAllByTestId('recent-execution').map((tr) => tr.textContent ?? '');
    expect(shown()).toEqual(['02:03:09 PMBuy BTC/USD0.5000000097,000.50']);

    // An execution moves a balance: the private stream's 'balances' makes the list stale.
    rows = [row('2', '96999', 'SELL'), ...rows];
    await act(async () => {
      await c.mutate({ method: 'POST', path: '/trade' }, { tags: ['balances'] });
    });
    await flush();
    expect(shown()).toHaveLength(2);
    expect(shown()[0]).toContain('Sell BTC/USD');
    expect(shown()[0]).toContain('96,999.00');
  });

  it('says so when there are none', async () => {
    const c = createFakeCore();
    c.on('GET', '/uapi/v1/quote_trades', () => ok({ trades: [] }));
    renderQuotes(<RecentExecutions source="OPTIONS" />, c);
    await flush();
    expect(screen.getByTestId('recent-executions')).toHaveTextContent('No executions yet.');
  });
});
