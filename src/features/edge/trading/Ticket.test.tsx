// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { desk } from '../../../../proto/gen/messages.js';
import type { RestCall } from '../../../../workers/api';
import { NO_ORDER_FLAGS, type OrderFlags } from '../../../tab/orders/instrumentFlags';
import { CREATE_PATH } from '../../../tab/orders/orderClient';
import { createFakeCore, ok } from '../../../testing/fakeCore';
import { BTC, BTC_PERP, EDGE_MAIN, renderWithShell } from './testShell';
import { Ticket } from './Ticket';

afterEach(cleanup);

const ALL: OrderFlags = {
  allowsLimitOrder: true,
  allowsMarketOrder: true,
  allowsStopOrder: true,
  allowsFOKOrder: true,
  allowsTWAPOrder: true,
  isSpotTradeable: true,
};

const account = EDGE_MAIN;

function core() {
  const c = createFakeCore();
  c.on('GET', '/api/otc/order/allowed_time_in_force', () =>
    ok({ allowedTimeInForce: { LIMIT: ['GTC', 'IOC', 'FOK', 'GTX'] } }),
  );
  c.on('GET', '/uapi/v1/fees_estimate', () =>
    ok({ success: true, feesEstimate: '1.25', feesToken: 'USD' }),
  );
  c.on('GET', '/uapi/v1/leverage_info', () =>
    ok({ symbol: 'BTC-PERP', leverage: '10', maxLeverage: '50', marginMode: 'CROSSED' }),
  );
  return c;
}

const createdIds = (calls: readonly RestCall[]) =>
  calls
    .filter((c) => c.path === CREATE_PATH)
    .map((c) =>
      c.body?.kind === 'protobuf' ? desk.orders.OrderRequest.decode(c.body.bytes) : null,
    );

function accept(call: RestCall) {
  const req =
    call.body?.kind === 'protobuf' ? desk.orders.OrderRequest.decode(call.body.bytes) : null;
  const bytes = desk.orders.CreateOrderResponse.encode({
    success: true,
    data: { orderId: '900', status: desk.orders.OrderStatus.NEW, request: req ?? {} },
  }).finish();
  return { ok: true as const, status: 200, data: null, bytes };
}

describe('R-SHELL-27 ticket: order types follow the instrument flags (spec 3.4)', () => {
  it('offers only the flagged types', () => {
    renderWithShell(
      <Ticket
        instrument={BTC}
        flags={{ ...NO_ORDER_FLAGS, allowsLimitOrder: true, allowsMarketOrder: true }}
        account={account}
        priceRequest={null}
      />,
      core(),
    );
    expect(screen.getByTestId('ticket-type-Limit')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-type-Market')).toBeInTheDocument();
    for (const t of ['Stop', 'FOK', 'TWAP'])
      expect(screen.queryByTestId(`ticket-type-${t}`)).toBeNull();
  });

  it('says so when no type is allowed', () => {
    renderWithShell(
      <Ticket instrument={BTC} flags={NO_ORDER_FLAGS} account={account} priceRequest={null} />,
      core(),
    );
    expect(screen.getByTestId('ticket-no-types')).toBeInTheDocument();
  });
});

describe('R-SHELL-27 ticket: exactly the fields each type needs', () => {
  it('limit, market, stop, FOK and TWAP', () => {
    renderWithShell(
      <Ticket instrument={BTC} flags={ALL} account={account} priceRequest={null} />,
      core(),
    );
    expect(screen.getByTestId('ticket-limitPrice')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-tif')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-post-only')).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-reduce-only')).toBeNull(); // spot

    fireEvent.click(screen.getByTestId('ticket-type-Market'));
    expect(screen.queryByTestId('ticket-limitPrice')).toBeNull();
    expect(screen.queryByTestId('ticket-tif')).toBeNull();
    expect(screen.getByTestId('ticket-quantity')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('ticket-type-Stop'));
    expect(screen.getByTestId('ticket-stopPrice')).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-limitPrice')).toBeNull(); // STOP_LOSS: no limit price
    fireEvent.change(screen.getByTestId('ticket-stop-type'), {
      target: { value: 'STOP_LOSS_LIMIT' },
    });
    expect(screen.getByTestId('ticket-limitPrice')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('ticket-type-FOK'));
    expect(screen.getByTestId('ticket-limitPrice')).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-tif')).toBeNull(); // fixed FOK

    fireEvent.click(screen.getByTestId('ticket-type-TWAP'));
    expect(screen.getByTestId('ticket-twapSeconds')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-twapSlices')).toBeInTheDocument();
  });

  it('futures and perpetuals add reduce-only, leverage and margin mode; stops are the derivative ones', async () => {
    renderWithShell(
      <Ticket
        instrument={BTC_PERP}
        flags={ALL}
        account={{ ...account, derivatives: true }}
        priceRequest={null}
      />,
      core(),
    );
    expect(screen.getByTestId('ticket-reduce-only')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('ticket-leverage-select')).toHaveValue('10'));
    expect(screen.getByTestId('ticket-margin-mode')).toHaveValue('CROSSED');
    fireEvent.click(screen.getByTestId('ticket-type-Stop'));
    const options = [...screen.getByTestId('ticket-stop-type').querySelectorAll('option')].map(
      (o) => o.value,
    );
    expect(options).toContain('TRAILING_STOP_MARKET');
    fireEvent.change(screen.getByTestId('ticket-stop-type'), {
      target: { value: 'TRAILING_STOP_MARKET' },
    });
    expect(screen.getByTestId('ticket-callbackRate')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-activationPrice')).toBeInTheDocument();
  });
});

describe('R-SHELL-28 ticket: spec 5 validation', () => {
  it("shows '{field} is required' and refuses to send", async () => {
    const c = core();
    renderWithShell(
      <Ticket instrument={BTC} flags={ALL} account={account} priceRequest={null} />,
      c,
    );
    fireEvent.click(screen.getByTestId('ticket-submit'));
    expect(await screen.findByTestId('ticket-quantity-error')).toHaveTextContent(
      'Quantity is required',
    );
    expect(screen.getByTestId('ticket-limitPrice-error')).toHaveTextContent('Price is required');
    expect(createdIds(c.calls)).toHaveLength(0);
  });

  it('sanitises amounts to the tick and lot decimals and checks positivity', async () => {
    renderWithShell(
      <Ticket instrument={BTC} flags={ALL} account={account} priceRequest={null} />,
      core(),
    );
    fireEvent.change(screen.getByTestId('ticket-limitPrice'), { target: { value: 'a1,00.4567' } });
    expect(screen.getByTestId('ticket-limitPrice')).toHaveValue('100.45');
    fireEvent.change(screen.getByTestId('ticket-quantity'), { target: { value: '0.123456789' } });
    expect(screen.getByTestId('ticket-quantity')).toHaveValue('0.12345');
    fireEvent.change(screen.getByTestId('ticket-quantity'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('ticket-submit'));
    expect(await screen.findByTestId('ticket-quantity-error')).toHaveTextContent(
      'Quantity must be a positive number',
    );
  });
});

/** A click on Buy/Sell opens the review (R-SHELL-36); Confirm sends. */
function sendByMouse(): void {
  fireEvent.click(screen.getByTestId('ticket-submit'));
  fireEvent.click(screen.getByTestId('ticket-confirm-send'));
}

describe('R-SHELL-36 ticket: mouse and keyboard follow one review-then-send rule', () => {
  it('a click reviews first and sends only on Confirm', async () => {
    const c = core();
    c.on('POST', CREATE_PATH, accept);
    renderWithShell(
      <Ticket instrument={BTC} flags={ALL} account={account} priceRequest={null} />,
      c,
    );
    fireEvent.change(screen.getByTestId('ticket-limitPrice'), { target: { value: '97000' } });
    fireEvent.change(screen.getByTestId('ticket-quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('ticket-submit'));
    expect(screen.getByTestId('ticket-confirm')).toHaveTextContent('Buy 2 BTC Limit @ 97000');
    expect(createdIds(c.calls)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('ticket-confirm-send'));
    await waitFor(() => expect(createdIds(c.calls)).toHaveLength(1));
  });

  it('with review turned off, a click and Enter both send at once, and the choice is kept', async () => {
    const c = core();
    c.on('POST', CREATE_PATH, accept);
    const first = renderWithShell(
      <Ticket instrument={BTC} flags={ALL} account={account} priceRequest={null} />,
      c,
    );
    expect(screen.getByTestId('ticket-review-orders')).toBeChecked();
    fireEvent.click(screen.getByTestId('ticket-review-orders'));
    expect(screen.getByTestId('ticket')).toHaveTextContent('Enter or click sends at once');
    fireEvent.change(screen.getByTestId('ticket-limitPrice'), { target: { value: '97000' } });
    fireEvent.change(screen.getByTestId('ticket-quantity'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('ticket-submit'));
    await waitFor(() => expect(createdIds(c.calls)).toHaveLength(1));
    expect(screen.queryByTestId('ticket-confirm')).toBeNull();
    // The accepted order clears the quantity; type the next one after that.
    await waitFor(() => expect(screen.getByTestId('ticket-quantity')).toHaveValue(''));
    const qty = screen.getByTestId('ticket-quantity');
    fireEvent.change(qty, { target: { value: '1' } });
    fireEvent.keyDown(qty, { key: 'Enter' });
    await waitFor(() => expect(createdIds(c.calls)).toHaveLength(2));
    cleanup();
    renderWithShell(
      <Ticket instrument={BTC} flags={ALL} account={account} priceRequest={null} />,
      c,
      first.env.local,
    );
    expect(screen.getByTestId('ticket-review-orders')).not.toBeChecked();
  });
});

describe('ticket: sending', () => {
  it('R-SHELL-29 retries a dropped connection with the same client order id and places one order', async () => {
    const c = core();
    let attempts = 0;
    c.on('POST', CREATE_PATH, (call) => {
      attempts += 1;
      if (attempts === 1)
        return { kind: 'network', status: null, message: 'Something went wrong', errors: [] };
      return accept(call);
    });
    const { ids } = renderWithShell(
      <Ticket instrument={BTC} flags={ALL} account={account} priceRequest={null} />,
      c,
    );
    fireEvent.change(screen.getByTestId('ticket-limitPrice'), { target: { value: '97000' } });
    fireEvent.change(screen.getByTestId('ticket-quantity'), { target: { value: '0.5' } });
    sendByMouse();
    expect(await screen.findByTestId('ticket-result')).toHaveTextContent('NEW');
    const sent = createdIds(c.calls);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.clientOrderId).toBe(sent[1]?.clientOrderId);
    expect(ids).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      market: 'BTC/USD',
      quantity: '0.5',
      limitPrice: '97000',
      side: desk.orders.Side.BUY,
    });
    expect(String(sent[0]?.hedgeVenue?.subaccountId)).toBe('101');
  });

  it('keys: S picks sell, Enter asks to confirm, Enter again sends; Esc clears', async () => {
    const c = core();
    c.on('POST', CREATE_PATH, accept);
    renderWithShell(
      <Ticket instrument={BTC} flags={ALL} account={account} priceRequest={null} />,
      c,
    );
    const qty = screen.getByTestId('ticket-quantity');
    fireEvent.change(screen.getByTestId('ticket-limitPrice'), { target: { value: '97000' } });
    fireEvent.change(qty, { target: { value: '1' } });
    fireEvent.keyDown(qty, { key: 's' });
    expect(screen.getByTestId('ticket-side-sell')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(qty, { key: 'Enter' });
    expect(screen.getByTestId('ticket-confirm')).toHaveTextContent('Sell 1 BTC Limit @ 97000');
    expect(createdIds(c.calls)).toHaveLength(0);
    fireEvent.keyDown(qty, { key: 'Enter' });
    await waitFor(() => expect(createdIds(c.calls)).toHaveLength(1));
    expect(createdIds(c.calls)[0]?.side).toBe(desk.orders.Side.SELL);
    fireEvent.keyDown(qty, { key: 'Escape' });
    expect(screen.getByTestId('ticket-limitPrice')).toHaveValue('');
  });

  it('a post-only limit is sent as LIMIT_MAKER with GTX', async () => {
    const c = core();
    c.on('POST', CREATE_PATH, accept);
    renderWithShell(
      <Ticket instrument={BTC} flags={ALL} account={account} priceRequest={null} />,
      c,
    );
    fireEvent.change(screen.getByTestId('ticket-limitPrice'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('ticket-quantity'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('ticket-post-only'));
    sendByMouse();
    await waitFor(() => expect(createdIds(c.calls)).toHaveLength(1));
    expect(createdIds(c.calls)[0]).toMatchObject({
      orderType: desk.orders.OrderType.LIMIT_MAKER,
      timeInForce: desk.orders.TimeInForce.GTX,
      postOnly: true,
    });
  });

  it('without a trading account nothing can be sent', () => {
    renderWithShell(
      <Ticket instrument={BTC} flags={ALL} account={null} priceRequest={null} />,
      core(),
    );
    expect(screen.getByTestId('ticket-no-account')).toBeInTheDocument();
    expect(screen.queryByTestId('ticket-submit')).toBeNull();
  });

  it('a book price click fills the limit price; a live fee estimate shows', async () => {
    const c = core();
    const { rerender } = renderWithShell(
      <Ticket instrument={BTC} flags={ALL} account={account} priceRequest={null} />,
      c,
    );
    rerender(
      <Ticket
        instrument={BTC}
        flags={ALL}
        account={account}
        priceRequest={{ price: '97000.10', n: 1 }}
      />,
    );
    expect(screen.getByTestId('ticket-limitPrice')).toHaveValue('97000.10');
    fireEvent.change(screen.getByTestId('ticket-quantity'), { target: { value: '2' } });
    await act(async () => new Promise((r) => setTimeout(r, 350)));
    await waitFor(() => expect(screen.getByTestId('ticket-fee')).toHaveTextContent('1.25 USD'));
    const feeCall = c.calls.find((x) => x.path === '/uapi/v1/fees_estimate');
    expect(feeCall?.query).toMatchObject({
      quantity: '2',
      price: '97000.10',
      side: 'BUY',
      orderType: 'LIMIT',
    });
  });
});
