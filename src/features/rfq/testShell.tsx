// Test-only: a Shell over a fake core for the quote screens (no session guard needed).
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { TopicState } from '../../../workers/api';
import { createMarketStores } from '../../tab/market/applyMarketFrame';
import { applyQuoteTopics } from '../../tab/quotes/quoteStore';
import { ShellProvider } from '../../tab/react/ShellProvider';
import { createSessionStore } from '../../tab/sessionStore';
import type { TabEnv } from '../../tab/tabEnv';
import { ready } from '../../tab/loadable';
import {
  boundQueryStore,
  createFakeCore,
  memoryStorage,
  type FakeCore,
} from '../../testing/fakeCore';
import {
  accountsFixture,
  configFixture,
  entitiesFixture,
  userFixture,
} from '../../testing/fixtures';
import { createToastStore } from '../../tab/toastStore';

export const MARKETS = {
  availableRFQMarkets: [
    { symbol: 'BTC/USD', baseToken: 'BTC', quoteToken: 'USD', displayName: 'BTC/USD' },
    { symbol: 'ETH/USD', baseToken: 'ETH', quoteToken: 'USD', displayName: 'ETH/USD' },
    { symbol: 'SOL/USD', baseToken: 'SOL', quoteToken: 'USD', displayName: 'SOL/USD' },
  ],
  availableStreamingMarkets: [
    { symbol: 'BTC/USD', baseToken: 'BTC', quoteToken: 'USD', displayName: 'BTC/USD' },
    { symbol: 'ETH/USD', baseToken: 'ETH', quoteToken: 'USD', displayName: 'ETH/USD' },
    { symbol: 'SOL/USD', baseToken: 'SOL', quoteToken: 'USD', displayName: 'SOL/USD' },
  ],
  settlementCurrencies: ['USD', 'USDC'],
  quoteTtlMillis: 10_000,
  rfsIntervalMillis: 500,
  lastLookToleranceBps: 5,
};

export function renderQuotes(
  ui: ReactNode,
  core: FakeCore = createFakeCore(),
  local = memoryStorage(),
) {
  const env: TabEnv = {
    session: memoryStorage(),
    local,
    readCookies: () => '',
    randomId: () => 'id-1',
  };
  const market = createMarketStores();
  const session = createSessionStore('tok');
  session.setState({
    session: ready({
      user: userFixture(),
      config: configFixture(),
      entities: entitiesFixture,
      accounts: accountsFixture,
    }),
  });
  const shell = {
    core,
    session,
    toasts: createToastStore(),
    env,
    market,
    queries: boundQueryStore(core),
  };
  const wrap = (node: ReactNode) => <ShellProvider shell={shell}>{node}</ShellProvider>;
  const view = render(wrap(ui));
  /** Delivers topic states as a frame would. */
  const push = (...topics: TopicState[]) => applyQuoteTopics(market.quotes, topics);
  return { ...view, rerender: (n: ReactNode) => view.rerender(wrap(n)), core, env, market, push };
}
