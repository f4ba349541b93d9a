// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RestCall } from '../../../workers/api';
import { createFakeCore, ok } from '../../testing/fakeCore';
import { renderQuotes } from '../rfq/testShell';
import OptionsPage from './OptionsPage';

afterEach(cleanup);

const row = (strike: string, optionType: 'CALL' | 'PUT', price: string) => ({
  symbol: `BTC-25DEC26-${strike}-${optionType === 'CALL' ? 'C' : 'P'}`,
  strike,
  expiry: '2026-12-25T08:00:00.000Z',
  optionType,
  vol: '0.55',
  price,
  delta: '0.5',
  gamma: '0',
  vega: '0',
  theta: '0',
  rho: '0',
});

const CHAIN = {
  underlying: 'BTC',
  spot: '97000',
  server_time: 0,
  expiries: [
    {
      expiry: '2026-12-25T08:00:00.000Z',
      expiry_time: 1_798_185_600_000,
      tte_years: 0.09,
      strikes: [
        { strike: '95000', call: row('95000', 'CALL', '4200'), put: row('95000', 'PUT', '2100') },
        {
          strike: '105000',
          call: row('105000', 'CALL', '1300'),
          put: row('105000', 'PUT', '813.2301'),
        },
      ],
    },
  ],
};

const QUOTE = {
  option_quote_id: 'oq-1',
  valid: true,
  errors: [],
  underlying: 'BTC',
  spot: '97000',
  strategy: 'BUY',
  legs: [],
  greeks: { delta: '0.31', gamma: '0.00002', vega: '85.1', theta: '-120.5', rho: '12.2' },
  total_cost: '2900',
  var_99_1d: '1534.27',
  incremental_margin: '2900',
  created_at: Date.now(),
  expires_at: Date.now() + 10_000,
  server_time: Date.now(),
};

function core() {
  const c = createFakeCore();
  c.on('GET', '/v3/browser/options/chain', () => ok(CHAIN));
  return c;
}

const flush = () => act(async () => {});
const body = (c: RestCall | undefined) => (c?.body?.kind === 'json' ? c.body.value : null);
const render = (ui: ReactNode, c = core()) => renderQuotes(ui, c);

describe('Options RFQ screen', () => {
  it('R-FMT-7 shows every premium in the matrix as a USD amount: cents in every cell, grouped', async () => {
    render(<OptionsPage />);
    await flush();
    fireEvent.click(screen.getByTestId('options-show-matrix'));
    expect(screen.getByTestId('matrix-BTC-25DEC26-95000-C').textContent).toBe('4,200.00');
    // Not '813.230' beside '1,300.00': one precision for the column.
    expect(screen.getByTestId('matrix-BTC-25DEC26-105000-P').textContent).toBe('813.23');
  });

  it('builds a two-leg structure from the matrix, quotes and executes it', async () => {
    const c = core();
    c.on('POST', '/v3/browser/options/quote', () => ok(QUOTE, 201));
    let usd = '100000';
    c.on('GET', '/uapi/v2/token_balances', () =>
      ok({ balances: [{ subaccountId: 1, token: 'USD', total: usd, available: usd }] }),
    );
    c.on('POST', '/v3/browser/options/execute', () => {
      usd = '97100';
      return ok({ success: true, execution: { trade_id: 'ot-1', total_cost: '2900' } });
    });
    render(<OptionsPage />, c);
    await flush();
    fireEvent.click(screen.getByTestId('options-add-leg'));
    fireEvent.click(screen.getByTestId('options-show-matrix'));
    fireEvent.click(screen.getByTestId('matrix-BTC-25DEC26-105000-C'));
    fireEvent.change(screen.getByTestId('options-leg-side-1'), { target: { value: 'SELL' } });
    fireEvent.click(screen.getByTestId('options-quote-button'));
    await flush();
    expect(body(c.calls.find((x) => x.path === '/v3/browser/options/quote'))).toEqual({
      underlying: 'BTC',
      strategy: 'BUY',
      legs: [
        { symbol: 'BTC-25DEC26-95000-C', side: 'BUY', ratio: 1, quantity: '1' },
        { symbol: 'BTC-25DEC26-105000-C', side: 'SELL', ratio: 1, quantity: '1' },
      ],
    });
    // Desk units (R-QUOTE-21): vega per vol point, theta per day, rho per 1 %.
    expect(screen.getByTestId('options-delta').textContent).toBe('0.3100');
    expect(screen.getByTestId('options-gamma').textContent).toBe('0.000020');
    expect(screen.getByTestId('options-vega').textContent).toBe('0.85');
    expect(screen.getByTestId('options-theta').textContent).toBe('-0.33');
    expect(screen.getByTestId('options-rho').textContent).toBe('0.12');
    expect(screen.getByText('Theta (USD per day)')).toBeTruthy();
    expect(screen.getByTestId('options-leg-price-1').textContent).toBe('$1,300.00');
    expect(screen.getByTestId('options-var').textContent).toContain('1,534.27');
    expect(screen.getByTestId('options-cost').textContent).toContain('2,900');
    expect(screen.getByTestId('options-margin').textContent).toContain('2,900');
    fireEvent.click(screen.getByTestId('options-execute'));
    await flush();
    expect(body(c.calls.find((x) => x.path === '/v3/browser/options/execute'))).toEqual({
      option_quote_id: 'oq-1',
    });
    expect(screen.getByTestId('options-result').textContent).toBe(
      'Executed: premium paid $2,900.00 (trade ot-1)',
    );
    // The premium left the balance: re-read after the execution.
    expect(screen.getByTestId('balance-USD').textContent).toContain('97,100.00');
  });

  it('shows validation errors: the client’s and the server’s', async () => {
    const c = core();
    c.on('POST', '/v3/browser/options/quote', () =>
      ok({
        ...QUOTE,
        option_quote_id: '',
        valid: false,
        errors: [{ leg: 0, field: 'quantity', message: 'Quantity above the maximum' }],
      }),
    );
    render(<OptionsPage />, c);
    await flush();
    fireEvent.click(screen.getByTestId('options-quote-button'));
    expect(screen.getByTestId('options-errors').textContent).toContain('Add at least one leg');
    expect(c.calls.some((x) => x.path === '/v3/browser/options/quote')).toBe(false);
    fireEvent.click(screen.getByTestId('options-add-leg'));
    fireEvent.click(screen.getByTestId('options-quote-button'));
    await flush();
    expect(screen.getByTestId('options-errors').textContent).toBe(
      'Leg 1: Quantity above the maximum',
    );
    expect(screen.queryByTestId('options-execute')).toBeNull();
  });

  it('equal ratio keeps every leg at 1; different ratio lets a leg change; clear all empties', async () => {
    render(<OptionsPage />);
    await flush();
    fireEvent.click(screen.getByTestId('options-add-leg'));
    const ratio = () => screen.getByTestId('options-leg-ratio-0') as HTMLInputElement;
    expect(ratio().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('options-ratio-different'));
    fireEvent.change(ratio(), { target: { value: '2' } });
    expect(ratio().value).toBe('2');
    fireEvent.click(screen.getByTestId('options-ratio-equal'));
    expect(ratio().value).toBe('1');
    fireEvent.click(screen.getByTestId('options-clear'));
    expect(screen.queryByTestId('options-legs')).toBeNull();
  });

  it('quotes for another entity of the user through customer_id', async () => {
    const c = core();
    c.on('POST', '/v3/browser/options/quote', () => ok(QUOTE, 201));
    render(<OptionsPage />, c);
    await flush();
    fireEvent.click(screen.getByTestId('options-add-leg'));
    fireEvent.change(screen.getByTestId('options-customer'), { target: { value: '22' } });
    fireEvent.click(screen.getByTestId('options-quote-button'));
    await flush();
    expect(body(c.calls.find((x) => x.path === '/v3/browser/options/quote'))).toMatchObject({
      customer_id: 22,
    });
  });

  it('shows the vol surface: expiries × moneyness, vols in percent', async () => {
    const c = core();
    c.on('GET', '/v3/browser/options/vol_surface', () =>
      ok({
        underlying: 'BTC',
        moneyness: ['0.9', '1'],
        expiries: [
          {
            expiry: '2026-12-25T08:00:00.000Z',
            forward: '97300',
            atm_vol: '0.55',
            points: [
              { moneyness: '0.9', strike: '87570', vol: '0.6012' },
              { moneyness: '1', strike: '97300', vol: '0.55' },
            ],
          },
        ],
      }),
    );
    render(<OptionsPage />, c);
    await flush();
    fireEvent.click(screen.getByTestId('options-show-surface'));
    await flush();
    const cells = [...screen.getByTestId('options-surface').querySelectorAll('tbody td')];
    expect(cells.map((td) => td.textContent)).toEqual(['2026-12-25', '55.0%', '60.1%', '55.0%']);
  });

  it('a quote past its server-time expiry says Request Expired and cannot be executed', async () => {
    const c = core();
    c.on('POST', '/v3/browser/options/quote', () =>
      ok({ ...QUOTE, created_at: Date.now() - 20_000, expires_at: Date.now() - 10_000 }, 201),
    );
    render(<OptionsPage />, c);
    await flush();
    fireEvent.click(screen.getByTestId('options-add-leg'));
    fireEvent.click(screen.getByTestId('options-quote-button'));
    await flush();
    expect(screen.getByTestId('options-countdown').textContent).toBe('Request Expired');
    expect(screen.getByTestId('options-execute')).toBeDisabled();
  });
});
