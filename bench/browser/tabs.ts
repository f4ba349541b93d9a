// One round of N product tabs (bench/browser/pages/tab.tsx) in a fresh browser context: open
// them, wait for the live book in each, measure over a window, close them. The context is
// closed after every round, so each round starts from zero sockets and cold cores.
import type { Page } from 'playwright-core';
import { sleep, waitFor } from './samples';
import { assertIsolated, callPage, type CoreStatsJson, type TabSamplesJson } from './tab-api';
import { cpuBetween, workerThreadCpu } from './threads';
import { settleConnections, type Stage } from './venue';

export interface TabRoundOptions {
  readonly tabs: number;
  /** The product over its SharedWorker core or a core per tab, or the naive baseline page
   *  (pages/naive.tsx: a JSON WebSocket per tab on the main thread, no core). */
  readonly mode: 'shared' | 'dedicated' | 'naive';
  readonly ack: 'paint' | 'immediate';
  /** The book each tab shows. */
  readonly symbol: string;
  /** More books each tab holds without drawing them (the core then takes the whole feed). */
  readonly also: readonly string[];
  /** Product tabs: the `also` books held in the core only (SubscribeOptions.held), or sent to
   *  every tab and applied (the default, as S3 measures the fan-out of every book). */
  readonly deliver?: 'held' | 'all';
  readonly warmMs: number;
  readonly windowMs: number;
  /**
   * false: the tabs say they cannot read the core's shared book ring (SharedArrayBuffer removed
   * from the page before it loads), so their frames come transferred. Default: the product's
   * way (a dedicated core hands its own isolated tab books through the ring).
   */
  readonly ring?: boolean;
}

/** Books the tabs received during the window, by the way they travelled. */
export interface BookDelivery {
  readonly ring: number;
  readonly packed: number;
}

export interface TabRound {
  readonly samples: TabSamplesJson[];
  /** Server-side stream connections, read in the middle of the window. */
  readonly sockets: number;
  /** CPU ms of the worker threads (the cores) per second of the window. */
  readonly coreCpuMsPerS: number;
  readonly windowMs: number;
  /** Socket messages the probed cores received during the window. */
  readonly coreMessages: number;
  readonly coreBytes: number;
  /** Book levels applied per second, as the product's connection state reports it. */
  readonly levelsPerSecond: number;
  readonly books: BookDelivery;
}

/**
 * Counts, in the page, the books of each frame message by how they travelled (a frame's
 * `ring.refs`: 3 numbers a book; `books.strings`: 4 strings a book). Installed before the page
 * loads; plain JavaScript text, so no compiler helper leaks into it.
 */
const countBookDelivery = (disableRing: boolean): string => `(() => {
  if (${String(disableRing)}) delete globalThis.SharedArrayBuffer;
  const counts = { ring: 0, packed: 0 };
  globalThis.__benchBooks = counts;
  const native = MessagePort.prototype.addEventListener;
  MessagePort.prototype.addEventListener = function (type, listener, options) {
    if (type === 'message' && typeof listener === 'function') {
      const inner = listener;
      const port = this;
      listener = (e) => {
        const wire = e.data && e.data.argumentList && e.data.argumentList[0] && e.data.argumentList[0].value;
        if (wire && typeof wire === 'object') {
          counts.ring += ((wire.ring && wire.ring.refs) || []).length / 3;
          counts.packed += ((wire.books && wire.books.strings) || []).length / 4;
        }
        inner.call(port, e);
      };
    }
    native.call(this, type, listener, options);
  };
})();`;

const readBooks = (page: Page): Promise<BookDelivery> =>
  page.evaluate(() => {
    const c = (globalThis as unknown as { __benchBooks: { ring: number; packed: number } })
      .__benchBooks;
    return { ring: c.ring, packed: c.packed };
  });

async function openTab(page: Page, o: TabRoundOptions): Promise<void> {
  const q = new URLSearchParams({
    mode: o.mode,
    ack: o.ack,
    symbol: o.symbol,
    also: o.also.join(','),
    deliver: o.deliver ?? 'all',
  });
  await page.goto(`/bench/${o.mode === 'naive' ? 'naive' : 'tab'}.html?${q.toString()}`);
  await assertIsolated(page);
  const mode = await callPage<string>(page, 'mode');
  if (mode !== o.mode) throw new Error(`tab attached to a ${mode} core, expected ${o.mode}`);
}

const sum = (stats: readonly CoreStatsJson[], k: 'messages' | 'bytes'): number =>
  stats.reduce((s, x) => s + x[k], 0);

export async function tabRound(stage: Stage, o: TabRoundOptions): Promise<TabRound> {
  await settleConnections(stage, 0);
  const context = await stage.newContext();
  await context.addInitScript({ content: countBookDelivery(o.ring === false) });
  try {
    const pages = await Promise.all(Array.from({ length: o.tabs }, () => context.newPage()));
    for (const p of pages) await openTab(p, o);
    await waitFor(
      `a live book in ${o.tabs} tabs`,
      async () =>
        (await Promise.all(pages.map((p) => callPage<boolean>(p, 'synced')))).every(Boolean),
      60_000,
    );
    await sleep(o.warmMs);
    const first = pages[0] as Page;
    const stats0 = await callPage<CoreStatsJson[]>(first, 'coreStats');
    await Promise.all(pages.map((p) => callPage(p, 'reset')));
    const books0 = await Promise.all(pages.map(readBooks));
    const cpu0 = workerThreadCpu();
    const t0 = performance.now();
    await sleep(o.windowMs / 2);
    const sockets = await stage.streamConnections();
    await sleep(o.windowMs / 2);
    const cpu1 = workerThreadCpu();
    const windowMs = performance.now() - t0;
    const samples = await Promise.all(pages.map((p) => callPage<TabSamplesJson>(p, 'read')));
    const books1 = await Promise.all(pages.map(readBooks));
    const books = (k: keyof BookDelivery) =>
      books1.reduce((n, b, i) => n + b[k] - (books0[i]?.[k] ?? 0), 0);
    const stats1 = await callPage<CoreStatsJson[]>(first, 'coreStats');
    const levels = await callPage<number | null>(first, 'updatesPerSecond');
    const cores = o.mode === 'shared' ? 1 : o.mode === 'dedicated' ? o.tabs : 0;
    if (stats1.length !== cores)
      throw new Error(`${stats1.length} probed cores answered, expected ${cores}`);
    if (cpu0.size === 0 && cores > 0) throw new Error('no Chromium worker thread found in /proc');
    return {
      samples,
      sockets,
      coreCpuMsPerS: (cpuBetween(cpu0, cpu1) / windowMs) * 1000,
      windowMs,
      coreMessages: sum(stats1, 'messages') - sum(stats0, 'messages'),
      coreBytes: sum(stats1, 'bytes') - sum(stats0, 'bytes'),
      levelsPerSecond: levels ?? Number.NaN,
      books: { ring: books('ring'), packed: books('packed') },
    };
  } finally {
    await context.close();
  }
}
