// S3: one socket for N tabs. N product tabs (the product's tab adapter and OrderBook over
// the product's data core) in one browser; our way is the SharedWorker core, the baseline the
// per-tab dedicated core (connectCore forceDedicated: a socket per tab). S3e/S3f: the shared
// book ring against transferred frames, where a ring can exist at all: a dedicated core and
// its own cross-origin isolated tab (a SharedWorker cannot share memory with a page).
import { BROWSER_FULL_PLAN } from './plan';
import { formatValue } from '../harness/format';
import { oursAtLeast } from '../harness/targets';
import type {
  MeasuredScenario,
  MetricSpec,
  PairSpec,
  PairResult,
  TargetSpec,
} from '../harness/types';
import { DEFAULT_FEED_RATE } from '../../server/market-runtime/runtime';
import { percentileOf } from './samples';
import { tabRound, type TabRoundOptions } from './tabs';
import { startStage } from './venue';

const SOCKETS: MetricSpec = {
  key: 'sockets',
  label: 'Stream sockets on the server',
  unit: 'sockets',
  better: 'lower',
};
const CPU: MetricSpec = {
  key: 'coreCpu',
  label: 'Core CPU (worker threads)',
  unit: 'ms/s',
  better: 'lower',
};
const FAN99: MetricSpec = {
  key: 'fanOutP99',
  label: 'Fan-out p99 (core receipt → tab)',
  unit: 'ms',
  better: 'lower',
};
const FAN50: MetricSpec = {
  key: 'fanOutP50',
  label: 'Fan-out p50 (core receipt → tab)',
  unit: 'ms',
  better: 'lower',
};

const RING_SHARE: MetricSpec = {
  key: 'ringShare',
  label: 'Books the tabs read from the shared ring',
  unit: '%',
  better: 'higher',
};

const SYMBOL = 'BTC/USD';
const WINDOW = { quick: 2000, full: 5000 } as const;

function pair(id: string, tabs: number): PairSpec {
  return {
    id,
    title: `${tabs} tab${tabs === 1 ? '' : 's'}`,
    metrics: [CPU, SOCKETS, FAN99, FAN50],
    async prepare({ size }) {
      const stage = await startStage(DEFAULT_FEED_RATE);
      const way = (mode: TabRoundOptions['mode'], label: string) => ({
        label,
        async round() {
          const r = await tabRound(stage, {
            tabs,
            mode,
            ack: 'paint',
            symbol: SYMBOL,
            also: stage.symbols,
            warmMs: 500,
            windowMs: WINDOW[size],
          });
          const fan = r.samples.flatMap((s) => s.fanOut);
          return {
            sockets: r.sockets,
            coreCpu: r.coreCpuMsPerS,
            fanOutP99: percentileOf(fan, 0.99, `${label} fan-out`),
            fanOutP50: percentileOf(fan, 0.5, `${label} fan-out`),
          };
        },
      });
      return {
        a: way('shared', 'SharedWorker core (one for every tab)'),
        b: way('dedicated', 'dedicated core per tab (forceDedicated)'),
        settings: {
          tabs,
          'feed rate': `${DEFAULT_FEED_RATE} level updates/s over all books (the demo default)`,
          'each tab': `product OrderBook of ${SYMBOL} (14 rows a side) drawn, all ${stage.symbols.length} books held; visible page 1440×900`,
          'window per round': `${WINDOW[size]} ms after the book is live`,
          'core CPU': 'user+system time of Chromium worker threads (/proc), summed over cores',
          'fan-out': 'core receives a socket message → the frame carrying it reaches the tab',
          sockets: 'server /metrics stream_connections mid-window',
        },
        dispose: () => stage.stop(),
      };
    },
  };
}

/** The shared ring against transferred frames, both on the dedicated (fallback) core. */
function ringPair(id: string, tabs: number): PairSpec {
  return {
    id,
    title: `ring vs transfers, ${tabs} tab${tabs === 1 ? '' : 's'} (dedicated core)`,
    metrics: [FAN99, FAN50, CPU, RING_SHARE],
    async prepare({ size }) {
      const stage = await startStage(DEFAULT_FEED_RATE);
      const way = (ring: boolean, label: string) => ({
        label,
        async round() {
          const r = await tabRound(stage, {
            tabs,
            mode: 'dedicated',
            ack: 'paint',
            symbol: SYMBOL,
            also: stage.symbols,
            warmMs: 500,
            windowMs: WINDOW[size],
            ring,
          });
          const fan = r.samples.flatMap((s) => s.fanOut);
          const books = r.books.ring + r.books.packed;
          return {
            fanOutP99: percentileOf(fan, 0.99, `${label} fan-out`),
            fanOutP50: percentileOf(fan, 0.5, `${label} fan-out`),
            coreCpu: r.coreCpuMsPerS,
            ringShare: books === 0 ? 0 : (100 * r.books.ring) / books,
          };
        },
      });
      return {
        a: way(true, 'shared ring (the tab copies books out of the core’s SharedArrayBuffer)'),
        b: way(false, 'transferred packed frames (the tab without SharedArrayBuffer)'),
        settings: {
          tabs,
          'feed rate': `${DEFAULT_FEED_RATE} level updates/s over all books (the demo default)`,
          core:
            tabs === 1
              ? 'the tab’s own dedicated worker (forceDedicated)'
              : 'the fallback leader’s dedicated worker; only its own tab shares memory with it, the others are relayed (BroadcastChannel) with transferred frames either way',
          'window per round': `${WINDOW[size]} ms after the book is live`,
          'ring share': 'books carried as ring references over all books the tabs received',
        },
        dispose: () => stage.stop(),
      };
    },
  };
}

const median = (p: PairResult | undefined, key: string): number | null =>
  p?.metrics.find((m) => m.spec.key === key)?.a?.median ?? null;

const exactlyOneSocket: TargetSpec = {
  label: 'Exactly 1 socket (every tab count)',
  evaluate(pairs) {
    const counts = ['S3a', 'S3b', 'S3c', 'S3d'].map((id) => median(pairs.get(id), SOCKETS.key));
    if (counts.length === 0 || counts.some((c) => c === null)) return null;
    return { met: counts.every((c) => c === 1), actual: counts.join(', ') + ' sockets' };
  },
};

const cpuScaling: TargetSpec = {
  label: 'Core CPU at 8 tabs at most 1.5× that at 1 tab',
  evaluate(pairs) {
    const one = median(pairs.get('S3a'), CPU.key);
    const eight = median(pairs.get('S3c'), CPU.key);
    if (one === null || eight === null) return null;
    const x = eight / one;
    return {
      met: x <= 1.5,
      actual: `${x.toFixed(2)}× (${formatValue(eight, 'ms/s')} vs ${formatValue(one, 'ms/s')})`,
    };
  },
};

export const s3: MeasuredScenario = {
  kind: 'measured',
  fullPlan: BROWSER_FULL_PLAN,
  id: 'S3',
  title: 'One socket for N tabs (1, 4, 8, 16) in Chromium',
  meaning:
    'Opening more tabs must not multiply venue connections or the work of decoding the feed: ' +
    'with one shared core, the 16th tab costs about what the first did.',
  pairs: [
    pair('S3a', 1),
    pair('S3b', 4),
    pair('S3c', 8),
    pair('S3d', 16),
    ringPair('S3e', 1),
    ringPair('S3f', 8),
  ],
  targets: [
    exactlyOneSocket,
    cpuScaling,
    oursAtLeast('Fan-out p99 at most 1 ms (8 tabs)', 'S3c', FAN99.key, 1),
    oursAtLeast('Fan-out p99 at most 1 ms through the ring (1 tab)', 'S3e', FAN99.key, 1),
  ],
  notes: [
    'Timestamps come from a probe loaded before the product core in the bench worker entry ' +
      '(bench/browser/pages/probe): it stamps socket messages and the frames posted to tabs; ' +
      'the core code is the product’s, unchanged.',
  ],
};
