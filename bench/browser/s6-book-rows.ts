// S6: book rows under churn (the mid moves, levels appear and vanish), slot-keyed rows (the
// product's way) vs price-keyed rows, committed with flushSync and timed in the page; and the
// product's 100k-row blotter scrolled for seconds, pooled slot rows vs rows keyed by id (S6c).
import { BROWSER_FULL_PLAN } from './plan';
import { formatValue } from '../harness/format';
import { oursAtLeast, oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec, PairSpec, TargetSpec } from '../harness/types';
import { startPageStage } from './pages-stage';
import { FRAME_MS, percentileOf } from './samples';
import { callPage } from './tab-api';

const P99: MetricSpec = {
  key: 'commitP99',
  label: 'Commit p99 per update',
  unit: 'ms',
  better: 'lower',
};
const P50: MetricSpec = {
  key: 'commitP50',
  label: 'Commit p50 per update',
  unit: 'ms',
  better: 'lower',
};
const LAYOUT: MetricSpec = {
  key: 'layoutP99',
  label: 'Style + layout after the commit p99',
  unit: 'ms',
  better: 'lower',
};
const VIEW: MetricSpec = {
  key: 'bookViewP50',
  label: 'of which bookView (the view model) p50',
  unit: 'ms',
  better: 'lower',
};
const ADDED: MetricSpec = {
  key: 'rowsCreated',
  label: 'DOM elements created per update',
  unit: 'elements',
  better: 'lower',
};

const DRAW: MetricSpec = {
  key: 'drawP99',
  label: 'Canvas draw in the next animation frame p99 (DOM rows: painted by the browser)',
  unit: 'ms',
  better: 'lower',
};
const FRAME: MetricSpec = {
  key: 'frameP99',
  label: 'Script + style + layout per update (commit + layout + draw) p99',
  unit: 'ms',
  better: 'lower',
};
const UPDATES = { quick: 60, full: 300 } as const;

interface RunResult {
  commits: number[];
  layouts: number[];
  draws: number[];
  views: number[];
  addedPerUpdate: number;
}

function pair(
  id: string,
  title: string,
  a: string,
  b: string,
  rows: number,
  labelA: string,
  labelB = 'price-keyed rows (same markup)',
): PairSpec {
  return {
    id,
    title,
    metrics: [P99, P50, FRAME, DRAW, LAYOUT, VIEW, ADDED],
    async prepare({ size }) {
      const stage = await startPageStage();
      const way = (query: string, label: string) => ({
        label,
        async round() {
          const page = await stage.open(`/bench/book-rows.html?${query}`);
          try {
            const r = await callPage<RunResult>(page, 'run', UPDATES[size]);
            const frames = r.commits.map((c, i) => c + (r.layouts[i] ?? 0) + (r.draws[i] ?? 0));
            return {
              commitP99: percentileOf(r.commits, 0.99, label),
              commitP50: percentileOf(r.commits, 0.5, label),
              frameP99: percentileOf(frames, 0.99, label),
              drawP99: percentileOf(r.draws, 0.99, label),
              bookViewP50: percentileOf(r.views, 0.5, label),
              layoutP99: percentileOf(r.layouts, 0.99, label),
              rowsCreated: r.addedPerUpdate,
            };
          } finally {
            await page.close();
          }
        },
      });
      return {
        a: way(a, labelA),
        b: way(b, labelB),
        settings: {
          rows: `${rows} a side (${rows * 2} rows)`,
          'updates per round': `${UPDATES[size]}, one per animation frame`,
          churn: 'seeded: the mid walks ±3 ticks, about 1 level in 5 missing each update',
          commit:
            'DOM rows: flushSync(store update) → bookView + React render + commit + layout effects; ' +
            'canvas: the store update → bookView + lines + diff (no React), performance.now()',
          layout: 'then document.body.offsetHeight: the style and layout that commit caused',
          draw: 'time inside requestAnimationFrame callbacks in the frame after the update (the canvas redraws its changed lines there)',
          mirror:
            'the canvas book’s visually hidden table re-renders in a task of its own at most every 250 ms: ' +
            'not in these figures (S5b’s trace counts it)',
          markup:
            'DOM: the product’s BookRowView (memoised on what the row shows), keyed by slot or price; canvas: CanvasBook',
        },
        dispose: () => stage.stop(),
      };
    },
  };
}

const DROPPED: MetricSpec = {
  key: 'droppedPerSec',
  label: 'Dropped frames while scrolling (gap > 1.5 frames)',
  unit: 'frames/s',
  better: 'lower',
};
const MAX_GAP: MetricSpec = {
  key: 'maxGap',
  label: 'Longest gap between frames',
  unit: 'ms',
  better: 'lower',
};
const SCROLL_P99: MetricSpec = {
  key: 'scrollWorkP99',
  label: 'Scroll handler (render + commit) per frame p99',
  unit: 'ms',
  better: 'lower',
};
const LOAF: MetricSpec = {
  key: 'longFrames',
  label: 'Long animation frames (> 50 ms) per second',
  unit: 'frames/s',
  better: 'lower',
};
const INSERTED: MetricSpec = {
  key: 'rowsInserted',
  label: 'Row elements inserted per frame',
  unit: 'rows',
  better: 'lower',
};

const SCROLL = {
  seconds: { quick: 2, full: 6 },
  /** 40 px a frame: 2,400 px/s, four 600 px screens a second. */
  pxPerFrame: 40,
  /** Once a second a jump of 20,000 rows (a drag of the scrollbar thumb). */
  jumpEvery: 60,
  jumpRows: 20_000,
} as const;

interface ScrollResultJson {
  frames: number;
  seconds: number;
  dropped: number;
  maxGapMs: number;
  renderPerFrame: number[];
  longFrames: number;
  addedPerFrame: number;
  rowsShown: number;
}

const blotterPair: PairSpec = {
  id: 'S6c',
  title: 'The 100k-row blotter scrolled (order history, 600 px)',
  // The longest gap leads: it is never 0, so the A/B ratio exists when A drops no frame.
  metrics: [MAX_GAP, DROPPED, SCROLL_P99, LOAF, INSERTED],
  async prepare({ size }) {
    const stage = await startPageStage();
    const seconds = SCROLL.seconds[size];
    const way = (rows: 'slot' | 'row', label: string) => ({
      label,
      async round() {
        const page = await stage.open(`/bench/book-rows.html?view=blotter&rows=${rows}`);
        try {
          await page.waitForFunction(() => document.querySelector('.vt-row') !== null);
          const r = await callPage<ScrollResultJson>(
            page,
            'scroll',
            seconds,
            SCROLL.pxPerFrame,
            SCROLL.jumpEvery,
            SCROLL.jumpRows,
          );
          if (r.rowsShown < 20) throw new Error(`${label}: only ${r.rowsShown} rows rendered`);
          return {
            droppedPerSec: r.dropped / r.seconds,
            maxGap: r.maxGapMs,
            scrollWorkP99: percentileOf(r.renderPerFrame, 0.99, label),
            longFrames: r.longFrames / r.seconds,
            rowsInserted: r.addedPerFrame,
          };
        } finally {
          await page.close();
        }
      },
    });
    return {
      a: way('slot', 'the product VirtualTable (pooled slot keys, memoised rows)'),
      b: way('row', 'the same table keyed by order id (rows mount and unmount)'),
      settings: {
        table:
          '100,000 orders in the product’s OrderHistory (VirtualTable, real columns), 1200 × 600 px',
        scroll: `${seconds} s; scrollTop +${SCROLL.pxPerFrame} px each animation frame (${(SCROLL.pxPerFrame * 60) / 600} screens/s), every ${SCROLL.jumpEvery}th frame a jump of ${SCROLL.jumpRows.toLocaleString('en')} rows`,
        'dropped frame': `a requestAnimationFrame gap over 1.5 × ${FRAME_MS.toFixed(1)} ms`,
        'scroll work':
          'window capture → element scroll listener: the virtualizer’s flushSync re-render and commit, summed per frame',
        'long frames': 'PerformanceObserver long-animation-frame entries',
        baseline:
          'the same component, virtualizer, columns and memoised rows, only keyed by order id: ' +
          'what a straightforward virtualised list does (the product did until S6c); rendering ' +
          'all 100k rows is not a usable baseline (seconds per render)',
      },
      dispose: () => stage.stop(),
    };
  },
};

function worstOfRounds(
  pairs: Parameters<TargetSpec['evaluate']>[0],
  key: string,
): { value: number; unit: string } | null {
  const m = pairs.get('S6c')?.metrics.find((x) => x.spec.key === key);
  if (!m?.a) return null;
  return { value: m.a.max, unit: m.spec.unit };
}

const noDroppedFrame: TargetSpec = {
  label: 'No dropped frame while scrolling the 100k-row blotter (worst round)',
  evaluate(pairs) {
    const dropped = worstOfRounds(pairs, DROPPED.key);
    const gap = worstOfRounds(pairs, MAX_GAP.key);
    if (!dropped || !gap) return null;
    return {
      met: dropped.value === 0,
      actual: `${formatValue(dropped.value, dropped.unit)}, longest gap ${formatValue(gap.value, gap.unit)}`,
    };
  },
};

export const s6: MeasuredScenario = {
  kind: 'measured',
  fullPlan: BROWSER_FULL_PLAN,
  id: 'S6',
  title: 'Book and blotter rendering under churn (inserts, deletes, 100k-row blotter scroll)',
  meaning: 'Whether rows flicker, jump or stall while levels come and go.',
  pairs: [
    pair(
      'S6a',
      '100 rows (50 a side): the canvas book vs DOM rows',
      'view=canvas&rows=50',
      'view=slot&rows=50',
      50,
      'the canvas book (the product’s way)',
      'slot-keyed DOM rows (the product before the canvas)',
    ),
    pair(
      'S6b',
      'The product OrderBook (14 a side): canvas vs the same book as DOM rows',
      'view=product',
      'view=dom-product',
      14,
      'the product OrderBook (canvas)',
      'DomOrderBook (slot-keyed DOM rows)',
    ),
    blotterPair,
    pair(
      'S6d',
      '100 DOM rows: slot keys vs price keys',
      'view=slot&rows=50',
      'view=price&rows=50',
      50,
      'slot-keyed rows (the DOM book’s keying)',
    ),
  ],
  targets: [
    oursAtLeast('Commit at most 2 ms for 100 rows (p99)', 'S6a', P99.key, 2),
    oursAtLeast(
      'Script + style + layout + draw at most 2 ms per update for 100 rows (p99)',
      'S6a',
      FRAME.key,
      2,
    ),
    oursBetterBy('Slot keys commit faster than price keys (100 DOM rows, p99)', 'S6d', P99.key, 1),
    noDroppedFrame,
  ],
  notes: [
    'S6a: the product draws the book on a canvas (CanvasBook); the baseline is the DOM rows it ' +
      'drew before (BookRowView keyed by slot). S6d keeps the DOM keying comparison (it was S6a ' +
      'before the canvas). The product OrderBook itself shows 14 rows a side (S6b).',
    'S6c scrolls the product’s order-history blotter over 100,000 rows in headless Chromium ' +
      '(software rendering, no GPU): dropped frames include paint and raster, not only React.',
  ],
};
