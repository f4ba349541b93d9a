// S5: main-thread load of the real Edge screen (the product build, /trading/dma) while the
// venue streams 20k level updates/s into its book, against the same tab with the market
// paused (idle). Busy % is the page's main-thread task time over the window (CDP Performance
// metrics, TaskDuration); long animation frames come from a PerformanceObserver installed
// before the page loads.
import { BROWSER_FULL_PLAN } from './plan';
import type { CDPSession, Page } from 'playwright-core';
import { oursAtLeast } from '../harness/targets';
import type { MeasuredScenario, MetricSpec } from '../harness/types';
import { BOOK_RATE } from './s4-tick-to-paint';
import { sleep } from './samples';
import { startStage } from './venue';

const BUSY: MetricSpec = {
  key: 'busyPercent',
  label: 'Main thread busy',
  unit: '%',
  better: 'lower',
};
const LOAF_MAX: MetricSpec = {
  key: 'loafMaxMs',
  label: 'Longest animation frame',
  unit: 'ms',
  better: 'lower',
};
const LOAF_50: MetricSpec = {
  key: 'loafOver50',
  label: 'Long animation frames over 50 ms',
  unit: 'frames',
  better: 'lower',
};

const SYMBOL = 'BTC/USD';
const WINDOW = { quick: 3000, full: 8000 } as const;

interface LoafWindow {
  __loaf?: { duration: number; startTime: number }[];
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = metrics.find((x) => x.name === 'TaskDuration');
  if (!m) throw new Error('CDP Performance metrics have no TaskDuration');
  return m.value;
}

async function openEdge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as LoafWindow;
    w.__loaf = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.__loaf?.push({ duration: e.duration, startTime: e.startTime });
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await page.goto(`/trading/dma?market=${encodeURIComponent(SYMBOL)}`);
  await page.getByTestId('orderbook-bid-row').first().waitFor({ timeout: 60_000 });
  if (!(await page.evaluate(() => crossOriginIsolated)))
    throw new Error('Edge is not cross-origin isolated');
}

export const s5: MeasuredScenario = {
  kind: 'measured',
  fullPlan: BROWSER_FULL_PLAN,
  id: 'S5',
  title: 'Main-thread load of a full Edge tab under that feed',
  meaning: 'Whether the page stays responsive to clicks while the market is busy.',
  pairs: [
    {
      id: 'S5a',
      title: `Edge on ${SYMBOL}: feed at 20k level updates/s vs market paused`,
      metrics: [BUSY, LOAF_MAX, LOAF_50],
      async prepare({ size }) {
        const stage = await startStage(BOOK_RATE);
        const context = await stage.newContext();
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
        await openEdge(page);
        // Edge draws one book; holding every book makes the tab's core take the whole feed.
        await page.evaluate((symbols) => {
          const core = (
            window as unknown as { __deskCore?: { subscribe(t: string, o: object): unknown } }
          ).__deskCore;
          if (!core) throw new Error('the product tab exposes no __deskCore');
          for (const s of symbols) core.subscribe(`book:${s}`, { depth: 50 });
        }, stage.symbols);
        const way = (live: boolean, label: string) => ({
          label,
          async round() {
            if (live) stage.venue.market.resume();
            else stage.venue.market.pause();
            await sleep(1000);
            const from = await page.evaluate(() => performance.now());
            const busy0 = await taskSeconds(cdp);
            const t0 = performance.now();
            await sleep(WINDOW[size]);
            const busy1 = await taskSeconds(cdp);
            const wall = (performance.now() - t0) / 1000;
            const frames = await page.evaluate(
              (since) =>
                ((window as unknown as LoafWindow).__loaf ?? []).filter(
                  (e) => e.startTime >= since,
                ),
              from,
            );
            const rows = await page.getByTestId('orderbook-bid-row').count();
            if (rows === 0) throw new Error('the Edge book shows no rows');
            return {
              busyPercent: ((busy1 - busy0) / wall) * 100,
              loafMaxMs: frames.reduce((m, e) => Math.max(m, e.duration), 0),
              loafOver50: frames.filter((e) => e.duration > 50).length,
            };
          },
        });
        return {
          a: way(true, 'Edge tab under the feed'),
          b: way(false, 'the same Edge tab, market paused (idle)'),
          settings: {
            page: `/trading/dma?market=${SYMBOL} (product build), 1440×900, signed in as the demo trader`,
            'feed rate': `${BOOK_RATE} level updates/s over ${stage.symbols.length} books, every book held by the tab (depth 50)`,
            'window per round': `${WINDOW[size]} ms (full run: 15 rounds = 2 minutes under the feed)`,
            'busy %': 'CDP Performance.getMetrics TaskDuration delta / wall time',
            'long animation frames': "PerformanceObserver('long-animation-frame')",
          },
          async dispose() {
            await context.close();
            await stage.stop();
          },
        };
      },
    },
  ],
  targets: [
    oursAtLeast('Busy at most 25%', 'S5a', BUSY.key, 25),
    oursAtLeast('No long animation frame over 50 ms (worst round)', 'S5a', LOAF_50.key, 0, 'max'),
  ],
};
