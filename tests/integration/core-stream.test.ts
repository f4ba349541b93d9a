// The data core in Node against the real server: a real socket (the `ws` package stands in for
// the browser's WebSocket), real fetch, real timers. Two fake tabs share one core, so one
// stream connection; the book syncs and matches the server's own book; killed sockets recover.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { DEMO_TRADER } from '../../server/seed/demo-constants';
import { createTestVenue, signIn, type TestVenue } from '../../server/testing/test-app';
import { DataCore } from '../../workers/core/core';
import { fetchTransport } from '../../workers/platform';
import { realClock, realTimers } from '../../workers/realTime';
import type { WebSocketLike } from '../../workers/stream/ports';
import type { BookState, Frame, TabContext } from '../../workers/types';

const BOOK = 'book:BTC/USD';

// @types/ws is not installed: the little of `ws` used here, typed by hand.
const { WebSocket } = createRequire(import.meta.url)('ws') as {
  WebSocket: new (url: string, options: { origin: string }) => WebSocketLike;
};

async function until(what: string, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface Tab {
  readonly frames: Frame[];
  book(): BookState | undefined;
}

function openTab(core: DataCore, id: string, ctx: TabContext): Tab {
  const frames: Frame[] = [];
  core.attach(
    id,
    ctx,
    async (frame) => {
      frames.push(frame);
    },
    false,
  );
  return {
    frames,
    book: () =>
      frames
        .flatMap((frame) => frame.topics)
        .filter((topic): topic is BookState => topic.kind === 'book' && topic.topic === BOOK)
        .at(-1),
  };
}

describe('the data core against the real server', () => {
  let venue: TestVenue;
  let core: DataCore;
  let origin: string;

  beforeAll(async () => {
    venue = await createTestVenue('pglite', { marketHistoryMinutes: 120 });
    await venue.app.listen({ host: '127.0.0.1', port: 0 });
    const address = venue.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    origin = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    core?.dispose();
    await venue?.dispose();
  });

  it('one socket for two tabs; the book syncs, matches the server, and survives killed sockets', async () => {
    const token = await signIn(venue, DEMO_TRADER);
    core = new DataCore({
      clock: realClock,
      timers: realTimers,
      transport: fetchTransport,
      origin,
      mode: 'shared',
      instanceId: 'node-core',
      broadcast: null,
      locks: null,
      // A browser sends its page's Origin on the handshake; so do we.
      socketFactory: (url) => new WebSocket(url, { origin }),
      random: Math.random,
    });
    const ctx: TabContext = {
      token,
      csrf: null,
      visitorId: 'visitor-node',
      entityId: null,
      accountId: null,
      route: '/trading/edge',
    };
    const a = openTab(core, 'tab-a', ctx);
    const b = openTab(core, 'tab-b', { ...ctx, token: null });
    core.subscribe('tab-a', '1', BOOK, { depth: 20 });
    core.subscribe('tab-b', '1', BOOK, { depth: 10 });
    core.subscribe('tab-b', '2', 'trades:BTC/USD');

    await until('both tabs synced', () => [a, b].every((tab) => tab.book()?.status === 'synced'));
    expect(venue.stream.connectionCount()).toBe(1);
    expect(core.stats()).toMatchObject({ socketOpens: 1, tabs: 2 });
    expect([...core.stats().upstreamTopics].sort()).toEqual([BOOK, 'trades:BTC/USD']);
    expect(b.book()?.bidPrices.length).toBe(10);

    await expectMatchesServer(a);

    // The server kills every socket: the core reconnects, resubscribes, resyncs.
    venue.market.resume();
    const framesBefore = a.frames.length;
    venue.stream.closeAll();
    await until('book dropped while reconnecting', () =>
      a.frames
        .slice(framesBefore)
        .some((f) => f.topics.some((t) => t.kind === 'book' && t.status === 'resyncing')),
    );
    await until('reconnected', () => core.stats().socketOpens >= 2);
    await until('book synced again', () => a.book()?.status === 'synced');
    expect(venue.stream.connectionCount()).toBe(1);
    const connection = a.frames.flatMap((f) => (f.connection ? [f.connection] : [])).at(-1);
    expect(connection?.reconnects).toBeGreaterThanOrEqual(1);
    await expectMatchesServer(a);

    // Clock and connection reached the tabs.
    await until('clock sampled', () =>
      a.frames.some((f) => f.clock !== undefined && f.clock.samples > 0),
    );
    await until('streaming initialized', () =>
      a.frames
        .flatMap((f) => (f.connection ? [f.connection] : []))
        .some((c) => c.streaming.initialized && c.order.initialized && c.tradingError === 'None'),
    );
  }, 40_000);

  /** Pause the feed, let the last deltas land, compare the tab's top levels with the server's. */
  async function expectMatchesServer(tab: Tab): Promise<void> {
    venue.market.pause();
    const server = venue.market.snapshot('BTC/USD');
    if (server === null) throw new Error('no server book');
    await until('tab caught up with the paused feed', () => tab.book()?.seq === server.seq);
    await sleep(50);
    const book = tab.book();
    const depth = book?.bidPrices.length ?? 0;
    expect(depth).toBe(20);
    expect(Array.from(book?.bidPrices ?? [])).toEqual(server.bidPrices.slice(0, depth));
    expect(Array.from(book?.bidSizes ?? [])).toEqual(server.bidSizes.slice(0, depth));
    expect(Array.from(book?.askPrices ?? [])).toEqual(server.askPrices.slice(0, depth));
    expect(Array.from(book?.askSizes ?? [])).toEqual(server.askSizes.slice(0, depth));
    expect(book?.tickSize).toBe(server.tickSize);
  }
});
