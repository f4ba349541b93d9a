// The tab facade against a real endpoint over real MessagePorts and Comlink,
// as in the browser, with the core on fake time and a scripted server.
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { createCoreClient, type CoreClientHandle } from './client';
import type { ClientEnv } from './client';
import { DataCore } from './core/core';
import { FakeLocks, FakeTime, FakeTransport, settle } from './core/testing/fakes';
import { createEndpoint } from './endpoint';
import { BookRingWriter } from './stream/ring/book-ring';
import type { CoreEndpoint } from './endpoint';
import { BookFeed, FakeStreamServer } from './stream/testing/fake-socket';
import { libraryTimersOn } from './stream/testing/library-timers';
import type { BookState, CoreEvent, CoreFailure, Frame, TabContext } from './types';

const ctx: TabContext = {
  token: null,
  csrf: 'c',
  visitorId: 'v',
  entityId: null,
  accountId: null,
  route: '/login',
};

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1)
    await new Promise<void>((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

function setup(options: { ring?: BookRingWriter } = {}) {
  const time = new FakeTime();
  const transport = new FakeTransport();
  const locks = new FakeLocks();
  const stream = new FakeStreamServer();
  const core = new DataCore({
    socketFactory: stream.factory,
    timeSync: false,
    clock: time,
    timers: time,
    transport,
    origin: 'https://desk.test',
    mode: 'shared',
    instanceId: 'shared-1',
    broadcast: null,
    locks,
    random: () => 0.5,
  });
  const endpoint = createEndpoint(core, { ring: options.ring ?? null });
  let tabs = 0;
  function openTab(readsRing = false): { client: CoreClientHandle; events: CoreEvent[] } {
    const channel = new MessageChannel();
    ports.push(channel.port1, channel.port2);
    Comlink.expose(endpoint, channel.port1);
    tabs += 1;
    const env: ClientEnv = {
      tabId: `tab-${tabs}`,
      timers: time,
      locks: {
        hold: async (name) => {
          locks.hold(name);
          return () => locks.release(name);
        },
      },
      lifecycle: null,
      proxy: (listener) => Comlink.proxy(listener),
      readsRing,
    };
    const events: CoreEvent[] = [];
    const client = createCoreClient(Comlink.wrap<CoreEndpoint>(channel.port2), env);
    return { client, events };
  }
  return { time, transport, core, openTab, stream };
}

describe('createCoreClient over Comlink', () => {
  it('R-CORE-7 R-CORE-8 two tabs share one core: same instance, one tab count, shared token', async () => {
    const { openTab, core } = setup();
    const one = openTab();
    const two = openTab();
    const first = await one.client.attach(
      { ...ctx, token: 'tok' },
      (frame) => void one.events.push(...frame.events),
    );
    expect(first).toEqual({
      tabId: 'tab-1',
      mode: 'shared',
      token: 'tok',
      requestsBlocked: false,
      lastSync: null,
    });
    const second = await two.client.attach(ctx, (frame) => void two.events.push(...frame.events));
    expect(second.token).toBe('tok');
    const [statsOne, statsTwo] = await Promise.all([one.client.stats(), two.client.stats()]);
    expect(statsOne).toEqual({
      tabs: 2,
      syncRuns: 0,
      instanceId: 'shared-1',
      upstreamTopics: [],
      socketOpens: 0,
    });
    expect(statsTwo.instanceId).toBe(statsOne.instanceId);

    two.client.detach();
    await until(() => core.stats().tabs === 1);
    await expect(one.client.stats()).resolves.toMatchObject({ tabs: 1 });
  });

  it('R-CORE-5 requests resolve across the port; failures arrive as CoreFailure; toasts come as frames', async () => {
    const { openTab, transport, time } = setup();
    transport.on('GET', '/api/ok', { status: 200, json: { hello: 'world' } });
    transport.on('POST', '/api/fail', {
      status: 409,
      json: { errors: [{ code: 'CONFLICT', message: 'Taken' }] },
    });
    const tab = openTab();
    await tab.client.attach(ctx, (frame) => void tab.events.push(...frame.events));
    await expect(tab.client.request({ method: 'GET', path: '/api/ok' })).resolves.toEqual({
      ok: true,
      status: 200,
      data: { hello: 'world' },
    });
    let failure: CoreFailure | null = null;
    await tab.client
      .request({ method: 'POST', path: '/api/fail' })
      .catch((error: CoreFailure) => (failure = error));
    expect(failure).toEqual({
      kind: 'http',
      status: 409,
      message: 'Taken',
      errors: [{ code: 'CONFLICT', message: 'Taken' }],
    });
    await time.advance(0);
    await until(() => tab.events.length === 1);
    expect(tab.events).toEqual([{ kind: 'toast', text: 'Taken', tone: 'error' }]);
  });

  it('binary answers arrive as bytes', async () => {
    const { openTab, transport } = setup();
    transport.on('POST', '/uapi/v1/order/create', {
      status: 200,
      bytes: new Uint8Array([8, 150, 1]),
    });
    const tab = openTab();
    await tab.client.attach(ctx, () => undefined);
    const result = await tab.client.request({
      method: 'POST',
      path: '/uapi/v1/order/create',
      body: { kind: 'protobuf', bytes: new Uint8Array([1, 2]) },
      binaryResponse: true,
    });
    expect(result.ok && result.bytes).toEqual(new Uint8Array([8, 150, 1]));
  });

  it('R-CORE-7 R-CORE-24 session events keep the facade in step, and a dropped tab attaches again on its next heartbeat', async () => {
    const { openTab, core, time } = setup();
    const one = openTab();
    const two = openTab();
    await one.client.attach(ctx, (frame) => void one.events.push(...frame.events));
    await two.client.attach(ctx, (frame) => void two.events.push(...frame.events));
    await one.client.setSession('fresh');
    await time.advance(0);
    await until(() => two.events.length === 1);
    expect(two.events).toEqual([{ kind: 'session', token: 'fresh' }]);

    core.detach('tab-2'); // as if the core had judged it dead
    expect(core.stats().tabs).toBe(1);
    await time.advance(5_000);
    await until(() => core.stats().tabs === 2);
  });

  it('R-CORE-27 told that its core changed, a tab attaches again at once with its subscriptions', async () => {
    const { openTab, core } = setup();
    const subscribed: string[] = [];
    const subscribe = core.subscribe.bind(core);
    core.subscribe = (tabId, subId, topic, options) => {
      subscribed.push(`${tabId} ${topic}`);
      subscribe(tabId, subId, topic, options);
    };
    const one = openTab();
    await one.client.attach(ctx, (frame) => void one.events.push(...frame.events));
    one.client.subscribe('trades:BTC-USD');
    await until(() => subscribed.length === 1);
    core.detach('tab-1'); // the new leader's core does not know the tab yet
    expect(core.stats().tabs).toBe(0);
    one.client.coreChanged(); // no heartbeat needed
    await until(() => core.stats().tabs === 1 && subscribed.length === 2);
    expect(subscribed).toEqual(['tab-1 trades:BTC-USD', 'tab-1 trades:BTC-USD']);
  });
});

describe('market data through the facade', () => {
  it('R-CORE-22 R-CORE-23 subscribe returns its undo; book frames arrive as typed arrays and are acknowledged', async () => {
    const { openTab, core, time, stream } = setup();
    libraryTimersOn(time);
    const tab = openTab();
    const frames: Frame[] = [];
    await tab.client.attach({ ...ctx, token: 'tok', route: '/trading/edge' }, async (frame) => {
      frames.push(frame);
    });
    const unsubscribe = tab.client.subscribe('book:BTC/USD', { depth: 2 });
    await until(() => core.stats().upstreamTopics.length === 1);
    await time.advance(0); // the library opens on its next tick
    stream.last.accept();
    const feed = new BookFeed();
    stream.last.serve(feed.snapshot());
    await time.advance(0);
    const book = (): BookState | undefined =>
      frames
        .flatMap((frame) => frame.topics)
        .filter((topic): topic is BookState => topic.kind === 'book')
        .at(-1);
    await until(() => book() !== undefined);
    expect(book()?.bidPrices).toBeInstanceOf(Float64Array);
    expect(Array.from(book()?.bidPrices ?? [])).toEqual([100_000, 99_999]);
    // The tab acknowledged (its listener settled), so the next change arrives too.
    stream.last.serve(feed.delta(100_000, 77));
    await time.advance(0);
    await until(() => book()?.bidSizes[0] === 77);

    await tab.client.updateSubscription('book:BTC/USD', { groupTicks: 10 });
    await time.advance(0);
    await until(() => book()?.groupTicks === 10);

    unsubscribe();
    unsubscribe(); // idempotent
    await settle(); // the unsubscribe crosses the port
    await time.advance(1_500);
    expect(stream.last.unsubscribes()).toEqual(['book:BTC/USD']);
    expect(core.stats().upstreamTopics).toEqual([]);
  });
});

describe('books through the shared ring', () => {
  it('R-CORE-29 R-CORE-30 a ring-reading tab ends with the same books as a transfer tab; books it read too late come again packed', async () => {
    // Two slots for three books: every frame's first book is overwritten before the tab reads.
    const ring = new BookRingWriter(2, 8);
    const { openTab, core, time, stream } = setup({ ring });
    libraryTimersOn(time);
    const attachBooks = async (readsRing: boolean) => {
      const tab = openTab(readsRing);
      const books = new Map<string, BookState>();
      await tab.client.attach({ ...ctx, token: 'tok', route: '/trading/edge' }, (frame) => {
        for (const t of frame.topics) if (t.kind === 'book') books.set(t.topic, t);
      });
      return { tab, books };
    };
    const reading = await attachBooks(true);
    const copying = await attachBooks(false);
    const symbols = ['BTC/USD', 'ETH/USD', 'SOL/USD'];
    const resends: string[] = [];
    const resend = core.resend.bind(core);
    core.resend = (tabId, topics) => {
      resends.push(...topics.map((t) => `${tabId} ${t}`));
      resend(tabId, topics);
    };
    for (const s of symbols) {
      reading.tab.client.subscribe(`book:${s}`, { depth: 5 });
      copying.tab.client.subscribe(`book:${s}`, { depth: 5 });
    }
    await until(() => core.stats().upstreamTopics.length === 3);
    await time.advance(0);
    stream.last.accept();
    const feeds = symbols.map((s) => new BookFeed(s));
    for (const feed of feeds) stream.last.serve(feed.snapshot());
    await time.advance(0);
    for (const feed of feeds) stream.last.serve(feed.delta(100_000, 55));
    await time.advance(0);
    const synced = (books: Map<string, BookState>) =>
      symbols.every((s) => books.get(`book:${s}`)?.bidSizes[0] === 55);
    await until(() => synced(reading.books) && synced(copying.books));
    expect(resends.length).toBeGreaterThan(0);
    expect(resends.every((r) => r.startsWith('tab-1 '))).toBe(true);
    expect(ring.writes).toBeGreaterThan(0);
    expect([...reading.books.entries()].sort()).toEqual([...copying.books.entries()].sort());
  });
});
