// @vitest-environment jsdom
import { orderView } from '../../../../workers/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { desk } from '../../../../proto/gen/messages.js';
import type { OrderView, OrdersState, RestCall } from '../../../../workers/api';
import { columnStateKey } from '../../../tab/orders/columnState';
import { CANCEL_PATH, EDIT_PATH } from '../../../tab/orders/orderClient';
import { createFakeCore } from '../../../testing/fakeCore';
import { Blotters } from './Blotters';
import { EDGE_MAIN, renderWithShell } from './testShell';

afterEach(cleanup);

const account = EDGE_MAIN;

const units = () => ({ tickSize: '0.01', lotSize: '0.00001' });

const order = (o: Partial<OrderView>): OrderView =>
  orderView({ accountId: 11, subaccountId: 101, ...o });

const orders = (open: OrderView[], history: OrderView[] = []): OrdersState => ({
  kind: 'orders',
  topic: 'orders:101',
  subaccountId: 101,
  status: 'live',
  open,
  history,
});

function answerEdit(call: RestCall) {
  const req =
    call.body?.kind === 'protobuf' ? desk.orders.EditOrderRequest.decode(call.body.bytes) : null;
  const bytes = desk.orders.CreateOrderResponse.encode({
    success: true,
    previousCancelled: true,
    cancelledOrderId: req?.cancelParams?.orderId ?? '',
    data: { orderId: '2', status: desk.orders.OrderStatus.NEW, request: {} },
  }).finish();
  return { ok: true as const, status: 200, data: null, bytes };
}

describe('blotters: live from the private topics', () => {
  it('subscribes to the subaccount topics and shows frames as they come', async () => {
    const core = createFakeCore();
    const { push } = renderWithShell(<Blotters account={account} units={units} />, core);
    for (const t of ['orders:101', 'fills:101', 'positions:101', 'balances:101'])
      expect(core.liveCount(t)).toBe(1);
    act(() => push(orders([order({ orderId: '1' }), order({ orderId: '2', limitPrice: '99' })])));
    expect(screen.getAllByTestId('open-order-row')).toHaveLength(2);
    expect(screen.getByTestId('blotter-tab-open')).toHaveTextContent('Open orders (2)');

    act(() =>
      push(
        orders(
          [order({ orderId: '2', limitPrice: '99' })],
          [
            order({
              orderId: '1',
              status: 'REJECTED',
              reason: 'Insufficient balance: 0 USD available, 100 needed',
            }),
          ],
        ),
      ),
    );
    expect(screen.getAllByTestId('open-order-row')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('blotter-tab-history'));
    const row = screen.getByTestId('history-row');
    expect(row).toHaveAttribute('data-status', 'REJECTED');
    expect(within(row).getByTestId('order-reason')).toHaveTextContent(
      'Insufficient balance: 0 USD available, 100 needed',
    );

    act(() =>
      push({
        kind: 'fills',
        topic: 'fills:101',
        subaccountId: 101,
        fills: [
          {
            fillId: 'f1',
            orderId: '2',
            clientOrderId: 'c',
            symbol: 'BTC/USD',
            side: 'BUY',
            price: '99',
            quantity: '0.5',
            fee: '0.05',
            feeToken: 'USD',
            liquidity: 'MAKER',
            realizedPnl: '',
            fillTime: 5000,
            liquidation: false,
            seq: 3,
          },
        ],
      }),
    );
    fireEvent.click(screen.getByTestId('blotter-tab-fills'));
    expect(screen.getByTestId('fill-row')).toHaveAttribute('data-quantity', '0.5');
  });

  it('liquidation: fills carry a Liquidation tag, orders their reason (docs/orders.md)', () => {
    const { push } = renderWithShell(<Blotters account={account} units={units} />);
    const fill = {
      clientOrderId: '',
      symbol: 'ETH-PERP',
      side: 'SELL' as const,
      price: '1900',
      quantity: '2',
      fee: '0.1',
      feeToken: 'USDT',
      liquidity: 'TAKER',
      realizedPnl: '-200',
      fillTime: 5000,
      liquidation: false,
      seq: 3,
    };
    act(() =>
      push(
        orders(
          [],
          [
            order({ orderId: '8', status: 'FILLED', reason: 'LIQUIDATION' }),
            order({ orderId: '7', status: 'CANCELED', reason: 'Canceled by liquidation' }),
          ],
        ),
        {
          kind: 'fills',
          topic: 'fills:101',
          subaccountId: 101,
          fills: [
            { ...fill, fillId: 'f2', orderId: '8', liquidation: true },
            { ...fill, fillId: 'f1', orderId: '6', side: 'BUY', fillTime: 4000 },
          ],
        },
      ),
    );
    fireEvent.click(screen.getByTestId('blotter-tab-history'));
    const reasons = screen
      .getAllByTestId('history-row')
      .map((r) => [
        r.getAttribute('data-order-id'),
        within(r).getByTestId('order-reason').textContent,
      ]);
    expect(reasons).toEqual([
      ['8', ': Liquidation'],
      ['7', ': Canceled by liquidation'],
    ]);
    fireEvent.click(screen.getByTestId('blotter-tab-fills'));
    const [liquidated, own] = screen.getAllByTestId('fill-row');
    expect(liquidated).toHaveAttribute('data-liquidation', 'true');
    expect(within(liquidated as HTMLElement).getByTestId('fill-liquidation')).toHaveTextContent(
      'Liquidation',
    );
    expect(own).toHaveAttribute('data-liquidation', 'false');
    expect(within(own as HTMLElement).queryByTestId('fill-liquidation')).toBeNull();
  });

  it('unsubscribes when unmounted', () => {
    const core = createFakeCore();
    const { unmount } = renderWithShell(<Blotters account={account} units={units} />, core);
    unmount();
    expect(core.liveCount('orders:101')).toBe(0);
  });

  it('R-SHELL-31 persists column state (spec 9)', () => {
    const { env, push } = renderWithShell(<Blotters account={account} units={units} />);
    act(() => push(orders([order({})])));
    fireEvent.click(screen.getByTestId('columns-open-orders'));
    fireEvent.click(screen.getByTestId('column-toggle-tif'));
    fireEvent.click(screen.getByTestId('th-price'));
    expect(JSON.parse(env.local.getItem(columnStateKey('open-orders')) ?? '{}')).toEqual({
      hidden: ['tif'],
      sort: { column: 'price', dir: 'asc' },
      widths: {},
    });
  });

  it('R-SHELL-31 columns resize from the header edge and keep their width (spec 9); double-click resets', () => {
    const { env, push } = renderWithShell(<Blotters account={account} units={units} />);
    act(() => push(orders([order({})])));
    const handle = screen.getByTestId('resize-price');
    const before = Number(handle.getAttribute('aria-valuenow'));
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(Number(handle.getAttribute('aria-valuenow'))).toBe(before + 16);
    const saved = () => JSON.parse(env.local.getItem(columnStateKey('open-orders')) ?? '{}');
    expect(saved().widths).toEqual({ price: before + 16 });
    // Every row follows the header's grid.
    expect(screen.getByTestId('open-order-row').style.gridTemplateColumns).toContain(
      `${before + 16}px`,
    );
    fireEvent.doubleClick(handle);
    expect(saved().widths).toEqual({});
  });

  it('positions: PnL and margin in the quote token at its decimals, never cut to "…"', () => {
    const { push } = renderWithShell(
      <Blotters
        account={account}
        units={() => ({ tickSize: '0.5', lotSize: '0.001', quoteToken: 'USDT' })}
      />,
    );
    act(() =>
      push({
        kind: 'positions',
        topic: 'positions:101',
        subaccountId: 101,
        positions: [
          {
            symbol: 'BTC-PERP',
            side: 'LONG',
            size: '0.25',
            entryPrice: '97000',
            markPrice: '95123.5',
            unrealisedPnl: '-469.125000000000001',
            margin: '2425.0000000001',
            liquidationPrice: '87785',
            leverage: '10',
            marginMode: 'CROSSED',
            positionSide: 'BOTH',
            realizedPnl: '0',
            serverTime: 1,
          },
        ],
      }),
    );
    fireEvent.click(screen.getByTestId('blotter-tab-positions'));
    const row = screen.getByTestId('position-row');
    expect(row.querySelector('[data-col="upnl"]')?.textContent).toBe('-469.13');
    expect(row.querySelector('[data-col="margin"]')?.textContent).toBe('2,425.00');
  });
});

describe('R-SHELL-30 blotters: inline edit follows the spec 5 field rules; cancel', () => {
  it('a LIMIT edit sends the limit price and no stop price, with cancel params', async () => {
    const core = createFakeCore();
    core.on('POST', EDIT_PATH, answerEdit);
    const { push } = renderWithShell(<Blotters account={account} units={units} />, core);
    act(() => push(orders([order({ orderId: '7', limitPrice: '100', quantity: '1' })])));
    fireEvent.click(screen.getByTestId('order-edit'));
    expect(screen.queryByTestId('edit-stopPrice')).toBeNull();
    fireEvent.change(screen.getByTestId('edit-limitPrice'), { target: { value: '101.555' } });
    fireEvent.change(screen.getByTestId('edit-quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(core.calls.some((c) => c.path === EDIT_PATH)).toBe(true));
    const call = core.calls.find((c) => c.path === EDIT_PATH);
    const req = desk.orders.EditOrderRequest.decode(
      call?.body?.kind === 'protobuf' ? call.body.bytes : new Uint8Array(),
    );
    expect(req.limitPrice).toBe('101.55');
    expect(req.stopPrice).toBe('');
    expect(req.quantity).toBe('2');
    expect(req.cancelParams?.orderId).toBe('7');
    expect(req.clientOrderId).toMatch(/^[A-Za-z0-9-]{36}$/);
  });

  it('a STOP_LOSS edit sends the stop price and no limit price', async () => {
    const core = createFakeCore();
    core.on('POST', EDIT_PATH, answerEdit);
    const { push } = renderWithShell(<Blotters account={account} units={units} />, core);
    act(() =>
      push(
        orders([order({ orderId: '8', orderType: 'STOP_LOSS', limitPrice: '', stopPrice: '90' })]),
      ),
    );
    fireEvent.click(screen.getByTestId('order-edit'));
    expect(screen.queryByTestId('edit-limitPrice')).toBeNull();
    fireEvent.change(screen.getByTestId('edit-stopPrice'), { target: { value: '91' } });
    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(core.calls.some((c) => c.path === EDIT_PATH)).toBe(true));
    const call = core.calls.find((c) => c.path === EDIT_PATH);
    const req = desk.orders.EditOrderRequest.decode(
      call?.body?.kind === 'protobuf' ? call.body.bytes : new Uint8Array(),
    );
    expect(req.stopPrice).toBe('91');
    expect(req.limitPrice).toBe('');
  });

  it("an empty quantity is refused with '{field} is required'", () => {
    const core = createFakeCore();
    const { push } = renderWithShell(<Blotters account={account} units={units} />, core);
    act(() => push(orders([order({ orderId: '9' })])));
    fireEvent.click(screen.getByTestId('order-edit'));
    fireEvent.change(screen.getByTestId('edit-quantity'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('edit-save'));
    expect(screen.getByTestId('edit-errors')).toHaveTextContent('Quantity is required');
    expect(core.calls.some((c) => c.path === EDIT_PATH)).toBe(false);
  });

  it('cancel sends the order id, market and side', async () => {
    const core = createFakeCore();
    core.on('POST', CANCEL_PATH, () => ({
      ok: true as const,
      status: 200,
      data: null,
      bytes: desk.orders.CancelOrderResponse.encode({
        success: true,
        executedQuantity: '0',
      }).finish(),
    }));
    const { push } = renderWithShell(<Blotters account={account} units={units} />, core);
    act(() => push(orders([order({ orderId: '5', side: 'SELL' })])));
    fireEvent.click(screen.getByTestId('order-cancel'));
    await waitFor(() => expect(core.calls.some((c) => c.path === CANCEL_PATH)).toBe(true));
    const call = core.calls.find((c) => c.path === CANCEL_PATH);
    const req = desk.orders.CancelOrderRequest.decode(
      call?.body?.kind === 'protobuf' ? call.body.bytes : new Uint8Array(),
    );
    expect(req).toMatchObject({ orderId: '5', market: 'BTC/USD', side: desk.orders.Side.SELL });
  });
});
