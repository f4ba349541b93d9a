// Issue 3 faults: the data core survives a server restart. The venue runs on a persisted
// PGlite folder, so the session outlives the process; the core reconnects on its own, signs
// the socket in again and ends with a book equal to the restarted server's.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, type VenueApp } from '../../server/app';
import { DEMO_TRADER } from '../../server/seed/demo-constants';
import { signIn, TEST_CSRF_KEY, TEST_PASSWORD_COST } from '../../server/testing/test-app';
import type { DataCore } from '../../workers/core/core';
import { expectBookMatchesServer, nodeCore, openTab, tabContext, until } from './core-helpers';

const BOOK = 'book:ETH/USD';

describe('R-CORE-18 the data core across a server restart', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  async function startVenue(dataDir: string, outboxDir: string, port: number): Promise<VenueApp> {
    const venue = await createApp({
      passwordCost: TEST_PASSWORD_COST,
      dataDir,
      outboxDir,
      logger: false,
      csrfKey: TEST_CSRF_KEY,
      marketHistoryMinutes: 60,
    });
    await venue.app.listen({ host: '127.0.0.1', port });
    return venue;
  }

  it('reconnects, re-authenticates and resyncs the book after the venue restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'desk-restart-db-'));
    const outboxDir = await mkdtemp(join(tmpdir(), 'desk-restart-outbox-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    cleanup.push(() => rm(outboxDir, { recursive: true, force: true }));

    let venue = await startVenue(dataDir, outboxDir, 0);
    const address = venue.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const port = address.port;
    const origin = `http://127.0.0.1:${port}`;

    const token = await signIn({ app: venue.app, outboxDir }, DEMO_TRADER);
    const core: DataCore = nodeCore(origin);
    cleanup.push(async () => core.dispose());
    const tab = openTab(core, 'tab-a', tabContext(token));
    core.subscribe('tab-a', '1', BOOK, { depth: 10 });
    await until('synced before the restart', () => tab.book(BOOK)?.status === 'synced');

    // The process goes away: sockets close, the port is free for a moment. (Counted before
    // the close: the core may tell the tab while close() is still finishing.)
    const framesBefore = tab.frames.length;
    await venue.close();
    await until('the tab is told the book is resyncing', () =>
      tab.frames
        .slice(framesBefore)
        .some((f) => f.topics.some((t) => t.kind === 'book' && t.status === 'resyncing')),
    );

    venue = await startVenue(dataDir, outboxDir, port);
    cleanup.push(() => venue.close());
    await until('synced after the restart', () => tab.book(BOOK)?.status === 'synced', 20_000);
    expect(core.stats().socketOpens).toBeGreaterThanOrEqual(2);
    expect(venue.stream.connectionCount()).toBe(1);
    await expectBookMatchesServer(venue, tab, BOOK, 10);
  }, 60_000);
});
