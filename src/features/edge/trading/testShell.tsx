// Test-only: a Shell over a fake core for the trading components, and an order client whose
// ids and waits the test controls.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { PrivateTopicState } from '../../../../workers/api';
import { createMarketStores } from '../../../tab/market/applyMarketFrame';
import type { EdgeInstrument } from '../../../tab/market/instruments';
import type { TradingAccount } from '../../../tab/orders/accounts';
import { applyAccountTopics } from '../../../tab/orders/accountStore';
import { createOrderClient } from '../../../tab/orders/orderClient';
import { OrderClientContext } from '../../../tab/react/account';
import { ShellProvider } from '../../../tab/react/ShellProvider';
import { createSessionStore } from '../../../tab/sessionStore';
import type { TabEnv } from '../../../tab/tabEnv';
import {
  boundQueryStore,
  createFakeCore,
  memoryStorage,
  type FakeCore,
} from '../../../testing/fakeCore';
import { createToastStore } from '../../../tab/toastStore';

export const BTC: EdgeInstrument = {
  symbol: 'BTC/USD',
  displayName: 'BTC/USD',
  baseToken: 'BTC',
  quoteToken: 'USD',
  instrumentType: 0,
  kind: 'spot',
  tickSize: '0.01',
  lotSize: '0.00001',
};

export const BTC_PERP: EdgeInstrument = {
  ...BTC,
  symbol: 'BTC-PERP',
  displayName: 'BTC-PERP',
  quoteToken: 'USDT',
  instrumentType: 3,
  kind: 'perpetual',
  tickSize: '0.1',
  lotSize: '0.001',
};

/** The spot Edge subaccount 101 of account 11 the trading tests place orders for. */
export const EDGE_MAIN: TradingAccount = {
  key: 'edge:101',
  venueKey: 'edge',
  venueLabel: 'Edge',
  account: {
    accountType: 0,
    accountId: 11,
    displayText: 'Edge Main',
    subaccountId: 101,
    canRead: true,
    canTrade: true,
    canWithdraw: false,
    canTransfer: true,
  },
  ref: { accountType: 0, accountId: 11, subaccountId: 101 },
  derivatives: false,
  spot: true,
};

export function renderWithShell(
  ui: ReactNode,
  core: FakeCore = createFakeCore(),
  local = memoryStorage(),
) {
  const env: TabEnv = {
    session: memoryStorage(),
    local,
    readCookies: () => '',
    randomId: () => 'v',
  };
  const market = createMarketStores();
  const toasts = createToastStore();
  const ids: string[] = [];
  let n = 0;
  const client = createOrderClient({
    core,
    newId: () => {
      const id = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
      ids.push(id);
      return id;
    },
    sleep: async () => undefined,
    toast: (t) => void toasts.show(t, 'error'),
  });
  const shell = {
    core,
    session: createSessionStore('tok'),
    toasts,
    env,
    market,
    queries: boundQueryStore(core),
  };
  const wrap = (node: ReactNode) => (
    <ShellProvider shell={shell}>
      <OrderClientContext value={client}>{node}</OrderClientContext>
    </ShellProvider>
  );
  const view = render(wrap(ui));
  const rerender = (node: ReactNode) => view.rerender(wrap(node));
  /** Delivers private topic states as a frame would. */
  const push = (...topics: PrivateTopicState[]) => applyAccountTopics(market.account, topics);
  return { ...view, rerender, core, env, toasts, market, ids, push };
}
