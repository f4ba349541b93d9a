// The data core in Node against the real server: a real socket (the `ws` package stands in for
// the browser's WebSocket), real fetch, real timers. Two fake tabs share one core, so one
// stream connection; the book syncs and matches the server's own book; killed sockets recover.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../../server/seed/demo-constants';
import { createTestVenue, signIn, type TestVenue } from '../../server/testing/test-app';
import type { DataCore } from '../../workers/core/core';
import { expectBookMatchesServer, nodeCore, openTab, tabContext, until } from './core-helpers';

const BOOK = 'book:BTC/USD';

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

  it('R-CORE-12 R-CORE-17 R-CORE-18 one socket for two tabs; the book syncs, matches the server, and survives killed sockets', async () => {
    const token = await signIn(venue, DEMO_TRADER);
    core = nodeCore(origin);
    const ctx = tabContext(token);
    const a = openTab(core, 'tab-a', ctx);
    const b = openTab(core, 'tab-b', { ...ctx, token: null });
    core.subscribe('tab-a', '1', BOOK, { depth: 20 });
    core.subscribe('tab-b', '1', BOOK, { depth: 10 });
    core.subscribe('tab-b', '2', 'trades:BTC/USD');

    await until('both tabs synced', () =>
      [a, b].every((tab) => tab.book(BOOK)?.status === 'synced'),
    );
    expect(venue.stream.connectionCount()).toBe(1);
    expect(core.stats()).toMatchObject({ socketOpens: 1, tabs: 2 });
    expect([...core.stats().upstreamTopics].sort()).toEqual([BOOK, 'trades:BTC/USD']);
    expect(b.book(BOOK)?.bidPrices.length).toBe(10);

    await expectBookMatchesServer(venue, a, BOOK, 20);

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
    await until('book synced again', () => a.book(BOOK)?.status === 'synced');
    expect(venue.stream.connectionCount()).toBe(1);
    const connection = a.frames.flatMap((f) => (f.connection ? [f.connection] : [])).at(-1);
    expect(connection?.reconnects).toBeGreaterThanOrEqual(1);
    await expectBookMatchesServer(venue, a, BOOK, 20);

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
});
