// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RestCall } from '../../../workers/api';
import { createFakeCore, failure, memoryStorage, ok } from '../../testing/fakeCore';
import { RfqCard } from './RfqCard';
import { renderQuotes } from './testShell';

const NOW = 1_800_000_000_000;
const BTC = { symbol: 'BTC/USD', baseToken: 'BTC', quoteToken: 'USD', displayName: 'BTC/USD' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function quoteCore() {
  const core = createFakeCore();
  core.on('POST', '/v3/browser/quotes', () =>
    ok(
      {
        fx_quote_id: 'q-1',
        symbol: 'BTC/USD',
        base_token: 'BTC',
        quote_token: 'USD',
        side: 'TWO_WAY',
        quantity: '0.5',
        quantity_currency: 'base',
        bid_price: '96990.5',
        ask_price: '97010.25',
        created_at: NOW,
        expires_at: NOW + 10_000,
        server_time: NOW,
        subaccountId: 7,
      },
      201,
    ),
  );
  return core;
}

const body = (c: RestCall | undefined) => (c?.body?.kind === 'json' ? c.body.value : null);
const flush = () => act(async () => {});

async function requestQuote() {
  fireEvent.change(screen.getByTestId('rfq-qty-BTC-USD'), { target: { value: '0.5' } });
  fireEvent.click(screen.getByTestId('rfq-request-BTC-USD'));
  await flush();
}

describe('RFQ card', () => {
  it('requests a quote, shows both prices and a countdown, executes one side', async () => {
    const core = quoteCore();
    core.on('POST', '/v3/browser/execute_quote', () =>
      ok({
        success: true,
        execution: {
          trade_id: 't-1',
          symbol: 'BTC/USD',
          side: 'BUY',
          price: '97010.25',
          quantity: '0.5',
          quote_quantity: '48505.125',
          subaccountId: 7,
        },
      }),
    );
    const onExecuted = vi.fn();
    renderQuotes(<RfqCard market={BTC} onRemove={() => {}} onExecuted={onExecuted} />, core);
    await requestQuote();
    expect(body(core.calls.find((c) => c.path === '/v3/browser/quotes'))).toEqual({
      symbol: 'BTC/USD',
      quantity: '0.5',
      quantity_currency: 'base',
    });
    expect(screen.getByTestId('rfq-bid-BTC-USD').textContent).toBe('96,990.50');
    expect(screen.getByTestId('rfq-ask-BTC-USD').textContent).toBe('97,010.25');
    expect(screen.getByTestId('rfq-countdown-BTC-USD').textContent).toContain('0:10');
    act(() => void vi.advanceTimersByTime(3_000));
    expect(screen.getByTestId('rfq-countdown-BTC-USD').textContent).toContain('0:07');
    fireEvent.click(screen.getByTestId('rfq-buy-BTC-USD'));
    await flush();
    expect(body(core.calls.find((c) => c.path === '/v3/browser/execute_quote'))).toEqual({
      fx_quote_id: 'q-1',
      side: 'BUY',
    });
    expect(screen.getByTestId('rfq-result-BTC-USD').textContent).toContain('Bought 0.5');
    expect(onExecuted).toHaveBeenCalledOnce();
  });

  it('disables execution at expiry on server time and offers a requote', async () => {
    renderQuotes(<RfqCard market={BTC} onRemove={() => {}} onExecuted={() => {}} />, quoteCore());
    await requestQuote();
    expect((screen.getByTestId('rfq-buy-BTC-USD') as HTMLButtonElement).disabled).toBe(false);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByTestId('rfq-countdown-BTC-USD').textContent).toBe('Request Expired');
    expect((screen.getByTestId('rfq-buy-BTC-USD') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('rfq-sell-BTC-USD') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('rfq-request-BTC-USD').textContent).toBe('Requote');
  });

  it("shows the server's refusal text", async () => {
    const core = quoteCore();
    core.on('POST', '/v3/browser/execute_quote', () =>
      failure(402, 'Insufficient Credit Remaining'),
    );
    renderQuotes(<RfqCard market={BTC} onRemove={() => {}} onExecuted={() => {}} />, core);
    await requestQuote();
    fireEvent.click(screen.getByTestId('rfq-sell-BTC-USD'));
    await flush();
    expect(screen.getByTestId('rfq-result-BTC-USD').textContent).toBe(
      'Insufficient Credit Remaining',
    );
    expect(core.calls.at(-1)?.hideAlertOnError).toBe(true);
  });

  it('remembers the last quantity entered per market card', () => {
    const local = memoryStorage();
    const first = renderQuotes(
      <RfqCard market={BTC} onRemove={() => {}} onExecuted={() => {}} />,
      createFakeCore(),
      local,
    );
    fireEvent.click(screen.getByTestId('rfq-ccy-quote-BTC-USD'));
    fireEvent.change(screen.getByTestId('rfq-qty-BTC-USD'), { target: { value: '2500' } });
    first.unmount();
    renderQuotes(
      <RfqCard market={BTC} onRemove={() => {}} onExecuted={() => {}} />,
      createFakeCore(),
      local,
    );
    expect((screen.getByTestId('rfq-qty-BTC-USD') as HTMLInputElement).value).toBe('2500');
    expect(screen.getByTestId('rfq-ccy-quote-BTC-USD').getAttribute('aria-pressed')).toBe('true');
  });
});
