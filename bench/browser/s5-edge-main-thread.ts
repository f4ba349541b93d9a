// S5: main-thread load of the real Edge screen (the product build, /trading/dma) while the
// venue streams 20k level updates/s into its book, against the same tab with the market
// paused (idle). Busy % is the page's main-thread task time over the window (CDP Performance
// metrics, TaskDuration); long animation frames come from a PerformanceObserver installed
// before the page loads. S5b: main-thread work per paint from a Chromium trace, the product's
// canvas book against the same page drawing the book as DOM rows (`?book=dom`).
import { BROWSER_FULL_PLAN } from './plan';
import type { CDPSession, Page } from 'playwright-core';
import { oursAtLeast } from '../harness/targets';
import type { MeasuredScenario, MetricSpec } from '../harness/types';
import { BOOK_RATE } from './s4-tick-to-paint';
import { traceFrames } from './frame-trace';
import { percentileOf, sleep } from './samples';
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

async function openEdge(page: Page, query = ''): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as LoafWindow;
    w.__loaf = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.__loaf?.push({ duration: e.duration, startTime: e.startTime });
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await page.goto(`/trading/dma?market=${encodeURIComponent(SYMBOL)}${query}`);
  await page.getByTestId('orderbook-bid-row').first().waitFor({ timeout: 60_000 });
  if (!(await page.evaluate(() => crossOriginIsolated)))
    throw new Error('Edge is not cross-origin isolated');
}

const PAINT_P50: MetricSpec = {
  key: 'perPaintP50',
  label: 'Main-thread work per paint p50 (trace)',
  unit: 'ms',
  better: 'lower',
};
const PAINT_P99: MetricSpec = {
  key: 'perPaintP99',
  label: 'Main-thread work per paint p99 (trace)',
  unit: 'ms',
  better: 'lower',
};
const PAINT_MEAN: MetricSpec = {
  key: 'perPaintMean',
  label: 'Main-thread work per paint, mean (trace)',
  unit: 'ms',
  better: 'lower',
};
const FPS: MetricSpec = {
  key: 'framesPerSec',
  label: 'Main-thread frames per second',
  unit: 'frames/s',
  better: 'higher',
};
const TRACE_BUSY: MetricSpec = {
  key: 'traceBusy',
  label: 'Main thread busy (trace)',
  unit: '%',
  better: 'lower',
};
const TRACE_WINDOW = { quick: 2000, full: 4000 } as const;

/** Holds every book in the core (it then takes the whole feed, as in S5a), not sent to the tab. */
async function holdEveryBook(page: Page, symbols: readonly string[]): Promise<void> {
  await page.evaluate((list) => {
    const core = (
      window as unknown as { __deskCore?: { subscribe(t: string, o: object): unknown } }
    ).__deskCore;
    if (!core) throw new Error('the product tab exposes no __deskCore');
    // Held: the core takes the whole feed; the tab is sent only what its views show.
    for (const s of list) core.subscribe(`book:${s}`, { depth: 50, held: true });
  }, symbols);
}

const perPaint: MeasuredScenario['pairs'][number] = {
  id: 'S5b',
  title: `Edge on ${SYMBOL} under the feed: main-thread work per paint, canvas book vs DOM book`,
  metrics: [PAINT_P99, PAINT_P50, PAINT_MEAN, FPS, TRACE_BUSY],
  async prepare({ size }) {
    const stage = await startStage(BOOK_RATE);
    const context = await stage.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    stage.venue.market.resume();
    const way = (query: string, label: string) => ({
      label,
      async round() {
        await openEdge(page, query);
        await holdEveryBook(page, stage.symbols);
        await sleep(1000);
        const t = await traceFrames(cdp, TRACE_WINDOW[size]);
        const rows = await page.getByTestId('orderbook-bid-row').count();
        if (rows === 0) throw new Error(`${label}: the Edge book shows no rows`);
        return {
          perPaintP99: percentileOf(t.perFrame, 0.99, label),
          perPaintP50: percentileOf(t.perFrame, 0.5, label),
          perPaintMean: t.perFrame.reduce((a, b) => a + b, 0) / t.frames,
          framesPerSec: t.frames / (t.windowMs / 1000),
          traceBusy: (t.busyMs / t.windowMs) * 100,
        };
      },
    });
    return {
      a: way('', 'Edge with the canvas book (the product)'),
      b: way('&book=dom', 'the same Edge page drawing the book as DOM rows (?book=dom)'),
      settings: {
        page: `/trading/dma?market=${SYMBOL} (product build), 1440×900, signed in as the demo trader; reloaded each round`,
        'feed rate': `${BOOK_RATE} level updates/s over ${stage.symbols.length} books, every book held by the tab (depth 50)`,
        'trace window': `${TRACE_WINDOW[size]} ms per round, 1 s after the page shows its book`,
        'per paint':
          'CDP Tracing (toplevel, devtools.timeline, …timeline.frame): RunTask durations on the page’s ' +
          'CrRendererMain thread summed from one BeginMainThreadFrame to the next',
      },
      async dispose() {
        await context.close();
        await stage.stop();
      },
    };
  },
};

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
        await holdEveryBook(page, stage.symbols);
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
    perPaint,
  ],
  targets: [
    oursAtLeast('Busy at most 25%', 'S5a', BUSY.key, 25),
    oursAtLeast(
      'Main-thread work per paint at most 2 ms (p50, canvas book)',
      'S5b',
      PAINT_P50.key,
      2,
    ),
    oursAtLeast('No long animation frame over 50 ms (worst round)', 'S5a', LOAF_50.key, 0, 'max'),
  ],
};
