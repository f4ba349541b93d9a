import { describe, expect, it } from 'vitest';
import { createFakeCore, memoryStorage, ok } from '../testing/fakeCore';
import { bookState, connectionState } from '../testing/marketFixtures';
import { immediatePaint, manualPaint } from '../testing/paint';
import type { PaintPort } from './market/paint';
import { subscribeTopic } from './market/subscribeTopic';
import { bookTopic } from './market/topicKeys';
import { createMarketStores } from './market/applyMarketFrame';
import { createQueryStore } from './queries/queryStore';
import { createToastStore } from './toastStore';
import { createSessionStore } from './sessionStore';
import { startTabAdapter, type RouterPort } from './tabAdapter';
import { TOKEN_KEY, VISITOR_KEY, type TabEnv } from './tabEnv';

function setup(
  o: { token?: string; attachToken?: string | null; paint?: PaintPort; now?: () => number } = {},
) {
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
  const market = createMarketStores();
  const queries = createQueryStore();
  const adapter = startTabAdapter({
    core,
    env,
    queries,
    router,
    page: { assign: () => undefined, reload: () => undefined },
    session,
    toasts: createToastStore(),
    market,
    paint: o.paint ?? immediatePaint,
    ...(o.now ? { now: o.now } : {}),
  });
  return { core, env, session, market, adapter, router, setCookies: (c: string) => (cookies = c) };
}

describe('R-SHELL-15 tab adapter', () => {
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

  it('R-CORE-2 passes a changed CSRF cookie to the core before the next request', async () => {
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

describe('R-SHELL-16 market frames', () => {
  it('R-SHELL-42 R-SHELL-43: shell events at once; market state once, in the next animation frame, acked after its paint', async () => {
    const paint = manualPaint();
    let now = 50_000;
    const t = setup({ token: 'tok', paint, now: () => now });
    await t.adapter.attached;
    const unsubscribe = subscribeTopic(t.adapter.core, t.market.market, bookTopic('BTC/USD'));
    let renders = 0;
    t.market.market.subscribe(() => (renders += 1));
    let acked = 0;
    const first = t.core
      .emitFrame({
        events: [{ kind: 'requestsBlocked', blocked: true }],
        topics: [bookState({ seq: 7 })],
        connection: connectionState({ lastServerTime: 48_000 }),
        clock: { offsetMillis: 400, bestRoundTripMillis: 12, samples: 5 },
      })
      .then(() => (acked += 1));
    // Two more frames before the animation frame: all three are applied together.
    const later = [8, 9].map((seq) =>
      t.core
        .emitFrame({
          events: [],
          topics: [bookState({ seq })],
          connection: connectionState({ lastServerTime: 40_000 + seq * 1_000 }),
        })
        .then(() => (acked += 1)),
    );
    // Shell events at once...
    expect(t.session.getState().requestsBlocked).toBe(true);
    // ...market state not yet: it waits for the animation frame, and no frame is acked.
    expect(t.market.market.getState().books[bookTopic('BTC/USD')]).toBeUndefined();
    expect(t.market.feed.store.getState().connection).toBeNull();
    await Promise.resolve();
    await Promise.resolve();
    expect(acked).toBe(0);
    expect(paint.pending()).toBe(1); // one animation frame asked for, not one per frame
    now = 50_100;
    paint.paint();
    expect(t.market.market.getState().books[bookTopic('BTC/USD')]?.seq).toBe(9);
    expect(renders).toBe(1);
    expect(t.market.feed.store.getState().connection?.socket).toBe('open');
    expect(t.market.feed.store.getState().clock?.offsetMillis).toBe(400);
    await Promise.all([first, ...later]);
    expect(acked).toBe(3);
    // Feed age at paint: tab clock + offset − newest server time.
    expect(t.market.feed.store.getState().feedAge?.samples).toBeGreaterThan(0);
    expect(t.market.feed.store.getState().feedAge?.p99).toBe(1_500);
    unsubscribe();
  });

  it('R-SHELL-43: a frame that arrives after the apply waits for the next frame and its paint', async () => {
    const paint = manualPaint();
    const t = setup({ token: 'tok', paint });
    await t.adapter.attached;
    const unsubscribe = subscribeTopic(t.adapter.core, t.market.market, bookTopic('BTC/USD'));
    const acks: number[] = [];
    void t.core.emitFrame({ topics: [bookState({ seq: 1 })] }).then(() => acks.push(1));
    paint.paint();
    void t.core.emitFrame({ topics: [bookState({ seq: 2 })] }).then(() => acks.push(2));
    await Promise.resolve();
    await Promise.resolve();
    expect(acks).toEqual([1]);
    expect(t.market.market.getState().books[bookTopic('BTC/USD')]?.seq).toBe(1);
    expect(paint.pending()).toBe(1);
    paint.paint();
    await Promise.resolve();
    await Promise.resolve();
    expect(acks).toEqual([1, 2]);
    expect(t.market.market.getState().books[bookTopic('BTC/USD')]?.seq).toBe(2);
    unsubscribe();
  });

  it('R-SHELL-43: a hidden tab applies nothing, acks after the hidden-tab delay and catches up in one apply when shown', async () => {
    const paint = manualPaint({ visible: false });
    const t = setup({ token: 'tok', paint });
    await t.adapter.attached;
    const unsubscribe = subscribeTopic(t.adapter.core, t.market.market, bookTopic('BTC/USD'));
    let renders = 0;
    t.market.market.subscribe(() => (renders += 1));
    let acked = 0;
    for (const seq of [1, 2, 3])
      void t.core.emitFrame({ topics: [bookState({ seq })] }).then(() => (acked += 1));
    await Promise.resolve();
    expect(paint.pending()).toBe(0); // no animation frame asked for while hidden
    expect(acked).toBe(0);
    paint.delayPasses();
    await Promise.resolve();
    await Promise.resolve();
    expect(acked).toBe(3); // so the core keeps sending coalesced state, about once a second
    expect(t.market.market.getState().books[bookTopic('BTC/USD')]).toBeUndefined();
    paint.setVisible(true);
    expect(paint.pending()).toBe(1);
    paint.paint();
    expect(t.market.market.getState().books[bookTopic('BTC/USD')]?.seq).toBe(3);
    expect(renders).toBe(1);
    unsubscribe();
  });

  it('subscriptions wait for the attach and are undone by their own unsubscribe', async () => {
    const t = setup({ token: 'tok' });
    const undo = t.adapter.core.subscribe('ticker:BTC/USD');
    const early = t.adapter.core.subscribe('trades:BTC/USD');
    early(); // left before the attach finished: never reaches the core
    expect(t.core.subscriptions).toEqual([]);
    await t.adapter.attached;
    await Promise.resolve();
    expect(t.core.subscriptions).toEqual([{ op: 'subscribe', topic: 'ticker:BTC/USD' }]);
    undo();
    expect(t.core.liveCount('ticker:BTC/USD')).toBe(0);
    await t.adapter.core.updateSubscription('book:BTC/USD', { groupTicks: 10 });
    expect(t.core.subscriptions.at(-1)).toEqual({
      op: 'update',
      topic: 'book:BTC/USD',
      options: { groupTicks: 10 },
    });
  });
});
