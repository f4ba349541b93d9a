// Test-only: the real routes, stores and tab adapter over a fake core and memory router.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildRoutes } from '../app/routes';
import { routerPort } from '../app/routerPort';
import { createMarketStores } from '../tab/market/applyMarketFrame';
import { createQueryStore } from '../tab/queries/queryStore';
import type { PaintPort } from '../tab/market/paint';
import { ShellProvider } from '../tab/react/ShellProvider';
import { createSessionStore } from '../tab/sessionStore';
import type { HedgeVenuesOptions, User, UserConfig } from '../tab/sessionTypes';
import { startTabAdapter } from '../tab/tabAdapter';
import { TOKEN_KEY, type TabEnv } from '../tab/tabEnv';
import { createToastStore, type ToastStore } from '../tab/toastStore';
import { createFakeCore, memoryStorage, ok, type FakeCore } from './fakeCore';
import { immediatePaint } from './paint';
import { accountsFixture, configFixture, entitiesFixture, userFixture } from './fixtures';

export interface AppOptions {
  readonly token?: string | null;
  readonly core?: FakeCore;
  readonly toasts?: ToastStore;
  readonly user?: User;
  readonly config?: UserConfig;
  readonly accounts?: HedgeVenuesOptions;
  readonly paint?: PaintPort;
  /** Runs before render, e.g. to put things in localStorage. */
  readonly prepare?: (env: TabEnv) => void;
}

/** Answers the four session calls of the guard. */
export function serveSession(core: FakeCore, o: AppOptions = {}): void {
  core.on('GET', '/api/user/current_user', () => ok(o.user ?? userFixture()));
  core.on('GET', '/api/user_config', () => ok(o.config ?? configFixture()));
  core.on('GET', '/v2/user/legal-entities', () => ok(entitiesFixture));
  core.on('GET', '/uapi/v1/all_accounts', () => ok(o.accounts ?? accountsFixture));
  // The top bar's Downloads panel (docs/reports.md): no report jobs.
  core.on('GET', '/uapi/v1/reports', () => ok({ jobs: [] }));
}

export function renderApp(path: string, o: AppOptions = {}) {
  const core = o.core ?? createFakeCore();
  const token = o.token === undefined ? 'tok' : o.token;
  const env: TabEnv = {
    session: memoryStorage(),
    local: memoryStorage(),
    readCookies: () => 'csrf_token=csrf-1',
    randomId: () => 'visitor-1',
  };
  if (token) env.session.setItem(TOKEN_KEY, token);
  o.prepare?.(env);
  const market = createMarketStores();
  const queries = createQueryStore();
  const session = createSessionStore(token);
  const toasts = o.toasts ?? createToastStore();
  const page = { reloads: 0, assigned: [] as string[] };
  const reload = () => void page.reloads++;
  const router = createMemoryRouter(buildRoutes({ reload }), { initialEntries: [path] });
  const adapter = startTabAdapter({
    core,
    env,
    router: routerPort(router),
    page: { assign: (u) => void page.assigned.push(u), reload },
    session,
    toasts,
    market,
    queries,
    paint: o.paint ?? immediatePaint,
  });
  const view = render(
    <ShellProvider shell={{ core: adapter.core, session, toasts, env, market, queries }}>
      <RouterProvider router={router} />
    </ShellProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, core, env, session, toasts, market, router, adapter, page, location };
}
