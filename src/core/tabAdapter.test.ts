import { describe, expect, it } from 'vitest';
import { createFakeCore, memoryStorage, ok } from '../testing/fakeCore';
import { createToastStore } from '../ui/toasts/toastStore';
import { createSessionStore } from './sessionStore';
import { startTabAdapter, type RouterPort } from './tabAdapter';
import { TOKEN_KEY, VISITOR_KEY, type TabEnv } from './tabEnv';

function setup(o: { token?: string; attachToken?: string | null } = {}) {
  let cookies = 'theme=dark; csrf_token=c1';
  const env: TabEnv = {
    session: memoryStorage(),
    local: memoryStorage(),
    readCookies: () => cookies,
    randomId: () => 'visitor-xyz',
  };
  if (o.token) env.session.setItem(TOKEN_KEY, o.token);
  let path = '/login';
  const listeners: ((p: string) => void)[] = [];
  const router: RouterPort = {
    currentPath: () => path,
    navigate: (to) => {
      path = to;
      listeners.forEach((l) => l(to));
    },
    subscribe: (fn) => {
      listeners.push(fn);
      return () => undefined;
    },
  };
  const core = createFakeCore({ token: o.attachToken ?? null, mode: 'dedicated' });
  const session = createSessionStore(o.token ?? null);
  const adapter = startTabAdapter({
    core,
    env,
    router,
    page: { assign: () => undefined, reload: () => undefined },
    session,
    toasts: createToastStore(),
  });
  return { core, env, session, adapter, router, setCookies: (c: string) => (cookies = c) };
}

describe('tab adapter', () => {
  it('attaches once with the tab context and records the core mode', async () => {
    const t = setup({ token: 'tok' });
    await t.adapter.attached;
    expect(t.core.contexts[0]).toEqual({
      token: 'tok',
      csrf: 'c1',
      visitorId: 'visitor-xyz',
      entityId: null,
      accountId: null,
      route: '/login',
    });
    expect(t.env.local.getItem(VISITOR_KEY)).toBe('visitor-xyz');
    expect(t.session.getState().coreMode).toBe('dedicated');
  });

  it('a new tab takes the token another tab holds', async () => {
    const t = setup({ attachToken: 'shared-tok' });
    await t.adapter.attached;
    expect(t.session.getState().token).toBe('shared-tok');
    expect(t.env.session.getItem(TOKEN_KEY)).toBe('shared-tok');
  });

  it('sends the route on navigation', async () => {
    const t = setup();
    t.router.navigate('/faqs');
    await t.adapter.attached;
    await Promise.resolve();
    expect(t.core.contexts).toContainEqual({ route: '/faqs' });
  });

  it('passes a changed CSRF cookie to the core before the next request', async () => {
    const t = setup();
    t.core.on('GET', '/x', () => ok(1));
    await t.adapter.core.request({ method: 'GET', path: '/x' });
    expect(t.core.contexts).toHaveLength(1);
    t.setCookies('csrf_token=c2');
    await t.adapter.core.request({ method: 'GET', path: '/x' });
    expect(t.core.contexts.at(-1)).toEqual({ csrf: 'c2' });
  });

  it('setSession applies locally first and tells the core', async () => {
    const t = setup();
    await t.adapter.core.setSession('fresh');
    expect(t.session.getState().token).toBe('fresh');
    expect(t.env.session.getItem(TOKEN_KEY)).toBe('fresh');
    expect(t.core.sessions).toEqual(['fresh']);
    await Promise.resolve();
    expect(t.core.contexts).toContainEqual({ token: 'fresh' });
  });
});
