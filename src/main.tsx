// Tab entry: connect to the data core once, wire the stores and the router, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { connectCore } from '../workers/api';
import type { CoreClient } from '../workers/api';
import { buildRoutes } from './app/routes';
import { routerPort } from './app/routerPort';
import { createMarketStores } from './tab/market/applyMarketFrame';
import { createQueryStore } from './tab/queries/queryStore';
import { marketProbe, type MarketProbe } from './tab/market/marketProbe';
import { ShellProvider } from './tab/react/ShellProvider';
import { createSessionStore } from './tab/sessionStore';
import { startTabAdapter } from './tab/tabAdapter';
import { browserTabEnv, readToken } from './tab/tabEnv';
import { createToastStore } from './tab/toastStore';
import './theme/global.css';

declare global {
  interface Window {
    /** The tab's core client, for the end-to-end harness (stats, blockRequests, reloadAllTabs). */
    __deskCore?: CoreClient;
    /** This tab's market stores as decimal strings, for the end-to-end harness. */
    __deskMarket?: MarketProbe;
  }
}

const env = browserTabEnv();
const session = createSessionStore(readToken(env));
const toasts = createToastStore();
const market = createMarketStores();
const queries = createQueryStore();
const reload = () => window.location.reload();
const router = createBrowserRouter(buildRoutes({ reload }));

const adapter = startTabAdapter({
  core: connectCore(),
  env,
  router: routerPort(router),
  page: { assign: (url) => window.location.assign(url), reload },
  session,
  toasts,
  market,
  queries,
});
window.__deskCore = adapter.core;
window.__deskMarket = marketProbe(market);
window.addEventListener('pagehide', (e) => {
  if (!e.persisted) adapter.stop();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ShellProvider shell={{ core: adapter.core, session, toasts, env, market, queries }}>
      <RouterProvider router={router} />
    </ShellProvider>
  </StrictMode>,
);
