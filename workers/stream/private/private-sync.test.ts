import { describe, expect, it } from 'vitest';
import type { TimerHandle, Timers } from '../../core/ports';
import { PrivateStore } from './private';
import { PrivateSync } from './private-sync';
import { orderView } from '../testing/order-fixture';

const timers: Timers = {
  setTimeout: () => 0 as unknown as TimerHandle,
  clearTimeout: () => undefined,
  setInterval: () => 0 as unknown as TimerHandle,
  clearInterval: () => undefined,
};

const order = orderView;

describe('R-CORE-26 private topics: stream updates and REST reconcile', () => {
  it('after a dropped stream, open orders are re-read and an order closed meanwhile leaves', async () => {
    const changes: string[] = [];
    const store = new PrivateStore((t) => changes.push(t));
    const replies: Record<string, unknown> = {
      '/uapi/v1/open_orders': { orders: [] },
      '/uapi/v1/order_history': { orders: [] },
    };
    const sync = new PrivateSync({ store, timers, getJson: async (path) => replies[path] });
    store.hold('orders:7');
    sync.load('orders:7');
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    sync.apply({
      kind: 'orderUpdate',
      scope: { seq: 5, accountId: 1, subaccountId: 7 },
      order: order({ orderId: '1', seq: 5 }),
    });
    sync.apply({
      kind: 'orderUpdate',
      scope: { seq: 6, accountId: 1, subaccountId: 7 },
      order: order({ orderId: '2', seq: 6 }),
    });
    expect(store.view('orders:7')).toMatchObject({ status: 'live' });

    sync.onStreamLost();
    expect(store.view('orders:7')).toMatchObject({ status: 'reconciling' });
    replies['/uapi/v1/open_orders'] = {
      orders: [
        {
          orderId: '2',
          status: 'PARTIALLY_FILLED',
          executedQuantity: '0.5',
          updateTime: 2000,
          symbol: 'BTC/USD',
          side: 'BUY',
        },
      ],
    };
    replies['/uapi/v1/order_history'] = {
      orders: [
        {
          orderId: '1',
          status: 'FILLED',
          executedQuantity: '1',
          updateTime: 1900,
          symbol: 'BTC/USD',
          side: 'BUY',
        },
      ],
    };
    sync.load('orders:7');
    await new Promise((r) => setTimeout(r, 0));
    const view = store.view('orders:7');
    expect(view?.kind === 'orders' && view.status).toBe('live');
    expect(view?.kind === 'orders' && view.open.map((o) => [o.orderId, o.status])).toEqual([
      ['2', 'PARTIALLY_FILLED'],
    ]);
    expect(view?.kind === 'orders' && view.history.map((o) => [o.orderId, o.status])).toEqual([
      ['1', 'FILLED'],
    ]);
  });

  it('balances: a REST read never overwrites a newer stream value; zero positions leave', async () => {
    const store = new PrivateStore(() => undefined);
    let release: (v: unknown) => void = () => undefined;
    const sync = new PrivateSync({
      store,
      timers,
      getJson: () => new Promise((r) => (release = r)),
    });
    store.hold('balances:7');
    sync.load('balances:7');
    sync.apply({
      kind: 'balanceUpdate',
      scope: { seq: 9, accountId: 1, subaccountId: 7 },
      balance: { token: 'USD', total: '90', available: '80', locked: '10', serverTime: 5000 },
    });
    release({
      balances: [
        { subaccountId: 7, token: 'USD', total: '100', available: '100', locked: '0' },
        { subaccountId: 7, token: 'BTC', total: '1', available: '1', locked: '0' },
        { subaccountId: 8, token: 'ETH', total: '5', available: '5', locked: '0' },
      ],
    });
    await new Promise((r) => setTimeout(r, 0));
    const b = store.view('balances:7');
    expect(b?.kind === 'balances' && b.balances.map((x) => [x.token, x.total])).toEqual([
      ['BTC', '1'],
      ['USD', '90'],
    ]);

    store.hold('positions:7');
    sync.apply({
      kind: 'positionUpdate',
      scope: { seq: 10, accountId: 1, subaccountId: 7 },
      position: {
        symbol: 'BTC-PERP',
        side: 'LONG',
        size: '0.5',
        entryPrice: '1',
        markPrice: '1',
        unrealisedPnl: '0',
        margin: '1',
        liquidationPrice: '',
        leverage: '10',
        marginMode: 'CROSSED',
        positionSide: 'BOTH',
        realizedPnl: '0',
        serverTime: 6000,
      },
    });
    sync.apply({
      kind: 'positionUpdate',
      scope: { seq: 11, accountId: 1, subaccountId: 7 },
      position: {
        symbol: 'BTC-PERP',
        side: 'LONG',
        size: '0',
        entryPrice: '',
        markPrice: '1',
        unrealisedPnl: '0',
        margin: '0',
        liquidationPrice: '',
        leverage: '10',
        marginMode: 'CROSSED',
        positionSide: 'BOTH',
        realizedPnl: '1',
        serverTime: 7000,
      },
    });
    const p = store.view('positions:7');
    expect(p?.kind === 'positions' && p.positions).toEqual([]);
  });
});

describe('fills read over REST', () => {
  it('keep the liquidation flag of get_fills (docs/orders.md "Liquidation")', async () => {
    const store = new PrivateStore(() => undefined);
    const row = { fillId: 'f', orderId: 'o', symbol: 'ETH-PERP', side: 'SELL', time: 5 };
    const replies: Record<string, unknown> = {
      '/uapi/v1/get_fills': {
        fills: [
          { ...row, fillId: 'f1', liquidation: true },
          { ...row, fillId: 'f2', liquidation: false, time: 4 },
        ],
      },
    };
    const sync = new PrivateSync({ store, timers, getJson: async (path) => replies[path] });
    store.hold('fills:7');
    sync.load('fills:7');
    await new Promise((r) => setTimeout(r, 0));
    const view = store.view('fills:7');
    expect(view?.kind === 'fills' ? view.fills.map((f) => [f.fillId, f.liquidation]) : []).toEqual([
      ['f1', true],
      ['f2', false],
    ]);
  });
});
