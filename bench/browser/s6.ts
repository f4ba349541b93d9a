// S6: book rows under churn (the mid moves, levels appear and vanish), slot-keyed rows (the
// product's way) vs price-keyed rows, committed with flushSync and timed in the page.
import { BROWSER_FULL_PLAN } from './plan';
import { oursAtLeast, oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec, PairSpec } from '../harness/types';
import { startPageStage } from './pages-stage';
import { percentileOf } from './samples';
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
const ADDED: MetricSpec = {
  key: 'rowsCreated',
  label: 'DOM elements created per update',
  unit: 'elements',
  better: 'lower',
};

const UPDATES = { quick: 60, full: 300 } as const;

interface RunResult {
  commits: number[];
  addedPerUpdate: number;
}

function pair(
  id: string,
  title: string,
  a: string,
  b: string,
  rows: number,
  labelA: string,
): PairSpec {
  return {
    id,
    title,
    metrics: [P99, P50, ADDED],
    async prepare({ size }) {
      const stage = await startPageStage();
      const way = (query: string, label: string) => ({
        label,
        async round() {
          const page = await stage.open(`/bench/s6.html?${query}`);
          try {
            const r = await callPage<RunResult>(page, 'run', UPDATES[size]);
            return {
              commitP99: percentileOf(r.commits, 0.99, label),
              commitP50: percentileOf(r.commits, 0.5, label),
              rowsCreated: r.addedPerUpdate,
            };
          } finally {
            await page.close();
          }
        },
      });
      return {
        a: way(a, labelA),
        b: way(b, 'price-keyed rows (same markup)'),
        settings: {
          rows: `${rows} a side (${rows * 2} rows)`,
          'updates per round': `${UPDATES[size]}, one per animation frame`,
          churn: 'seeded: the mid walks ±3 ticks, about 1 level in 5 missing each update',
          commit:
            'flushSync(store update) → React render + commit + layout effects, performance.now()',
        },
        dispose: () => stage.stop(),
      };
    },
  };
}

export const s6: MeasuredScenario = {
  kind: 'measured',
  fullPlan: BROWSER_FULL_PLAN,
  id: 'S6',
  title: 'Book rendering under churn (inserts, deletes)',
  meaning: 'Whether rows flicker, jump or stall while levels come and go.',
  pairs: [
    pair(
      'S6a',
      '100 rows (50 a side)',
      'view=slot&rows=50',
      'view=price&rows=50',
      50,
      'slot-keyed rows (the product’s keying)',
    ),
    pair(
      'S6b',
      'The product OrderBook (14 a side)',
      'view=product',
      'view=price&rows=14',
      14,
      'the product OrderBook (slot-keyed)',
    ),
  ],
  targets: [
    oursAtLeast('Commit at most 2 ms for 100 rows (p99)', 'S6a', P99.key, 2),
    oursBetterBy('Slot keys commit faster than price keys (100 rows, p99)', 'S6a', P99.key, 1),
  ],
  notes: [
    'The 100-row pair renders the product’s row markup and bookView keyed by slot or by price; ' +
      'the product OrderBook itself shows 14 rows a side (S6b).',
    'Not measured yet: the 100k-row blotter scroll (dropped frames while scrolling).',
  ],
};
