// S4: tick-to-paint latency in 1, 2, 4 and 8 visible tabs with the feed at 20k level updates/s
// (every tab subscribes every book; the one drawn is BTC/USD). Our way is the product's: one
// SharedWorker core holding the 20 books not drawn without sending them to the tab
// (SubscribeOptions.held); the tab applies the frames since its last paint once per animation
// frame, draws the canvas book in that frame and acknowledges after its paint, the core
// coalescing meanwhile. The baseline of S4a–d is the naive architecture a typical trading UI
// has: a WebSocket per tab on the main thread, JSON messages, a React state update per message,
// the product's DOM book rows (pages/naive.tsx). S4e keeps the earlier pair at 8 tabs: the
// product with every frame applied and acked at once (a store update per socket message).
import { BROWSER_FULL_PLAN } from './plan';
import { oursAtLeast, oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec, PairSpec } from '../harness/types';
import { FRAME_MS, percentileOf } from './samples';
import { tabRound, type TabRoundOptions } from './tabs';
import type { TabSamplesJson } from './tab-api';
import { startStage, type Stage } from './venue';
import { loadavg } from 'node:os';

const P99: MetricSpec = {
  key: 'p99',
  label: 'Tick-to-paint p99 (server time stamp → paint)',
  unit: 'frames',
  better: 'lower',
};
const P50: MetricSpec = {
  key: 'p50',
  label: 'Tick-to-paint p50 (server time stamp → paint)',
  unit: 'frames',
  better: 'lower',
};
const RP99: MetricSpec = {
  key: 'receiptP99',
  label: 'Receipt → paint p99',
  unit: 'frames',
  better: 'lower',
};
const RP50: MetricSpec = {
  key: 'receiptP50',
  label: 'Receipt → paint p50',
  unit: 'frames',
  better: 'lower',
};
const FRAMES: MetricSpec = {
  key: 'framesPerTab',
  label: 'Renders per tab per second (product: store applies; naive: React commits)',
  unit: 'frames/s',
  better: 'lower',
};
const METRICS = [P99, P50, RP99, RP50, FRAMES];

export const BOOK_RATE = 20_000;
export const TAB_COUNTS = [1, 2, 4, 8] as const;
const SYMBOL = 'BTC/USD';
const WINDOW = { quick: 2000, full: 5000 } as const;
/** Simulator step: 5 ms, 200 bursts a second, more than three per 60 Hz frame: a continuous
 *  feed as a paint sees it (the default 50 ms would be 20 bursts a second). */
export const STEP_MILLIS = 5;

type WayKind = 'product' | 'immediate' | 'naive';

const LABEL: Record<WayKind, string> = {
  product:
    'the product: SharedWorker core, applied once per animation frame, acked after the paint',
  immediate: 'the product with every frame applied and acked at once (a store update per message)',
  naive: 'naive: WebSocket per tab on the main thread, JSON, a React update per message',
};

function way(stage: Stage, kind: WayKind, tabs: number, size: 'quick' | 'full') {
  const options: TabRoundOptions = {
    tabs,
    mode: kind === 'naive' ? 'naive' : 'shared',
    ack: kind === 'immediate' ? 'immediate' : 'paint',
    symbol: SYMBOL,
    also: stage.symbols,
    // The product tab is sent only the book it draws; the core holds the other 20 (the feed).
    // BENCH_S4_DELIVER=all sends and applies every book in every tab, as before issue 17's step 2.
    deliver: process.env.BENCH_S4_DELIVER === 'all' ? 'all' : 'held',
    warmMs: 1000,
    windowMs: WINDOW[size],
  };
  return {
    label: LABEL[kind],
    async round() {
      const r = await tabRound(stage, options);
      const frames = (list: (x: TabSamplesJson) => readonly number[]) =>
        r.samples.flatMap(list).map((ms) => ms / FRAME_MS);
      const receipt = frames((x) => x.tickToPaint);
      const publish = frames((x) => x.publishToPaint);
      const values: Record<string, number> = {
        p99: percentileOf(publish, 0.99, `${kind} publish-to-paint`),
        p50: percentileOf(publish, 0.5, `${kind} publish-to-paint`),
        receiptP99: percentileOf(receipt, 0.99, `${kind} receipt-to-paint`),
        receiptP50: percentileOf(receipt, 0.5, `${kind} receipt-to-paint`),
        framesPerTab: r.samples.reduce((n, x) => n + x.frames, 0) / tabs / (r.windowMs / 1000),
        receivedPerTab:
          r.samples.reduce((n, x) => n + (x.received ?? x.frames), 0) / tabs / (r.windowMs / 1000),
        levelsPerSecond: r.levelsPerSecond,
      };
      const f = (k: string) => (values[k] ?? Number.NaN).toFixed(2);
      console.error(
        `    S4 ${kind} ×${tabs}: publish→paint p50 ${f('p50')} p99 ${f('p99')}, receipt→paint ` +
          `p50 ${f('receiptP50')} p99 ${f('receiptP99')} frames, ${f('framesPerTab')} ` +
          `renders/tab/s (${f('receivedPerTab')} frames received), ${Math.round(r.levelsPerSecond)} levels/s, load ${loadavg()[0]?.toFixed(1)}`,
      );
      return values;
    },
  };
}

function settings(stage: Stage, tabs: number, size: 'quick' | 'full', baseline: string) {
  return {
    tabs,
    'feed rate':
      `${BOOK_RATE} level updates/s over ${stage.symbols.length} books, every book subscribed by ` +
      'every tab (product: the books not drawn held in the core, not sent to the tab; naive: ' +
      'all on every socket)',
    'market step': `${STEP_MILLIS} ms (${1000 / STEP_MILLIS} bursts/s)`,
    'each tab': `${SYMBOL} (14 a side) drawn, visible page 1440×900: the product's canvas book (OrderBook), the naive page's DOM rows (BookRowView)`,
    baseline,
    'window per round': `${WINDOW[size]} ms after 1 s of warm-up`,
    'tick-to-paint':
      'every socket message with a book delta: the server time stamp of its oldest delta → ' +
      'the first paint after the frame (product) or React commit (naive) carrying it (a task ' +
      'posted from requestAnimationFrame), in 60 Hz frames (16.7 ms); server and browser ' +
      'share the machine clock',
    'receipt → paint':
      'the same from socket receipt: in the core (product), in onmessage on the tab (naive)',
  };
}

function naivePair(id: string, tabs: number): PairSpec {
  return {
    id,
    title: `${tabs} tab${tabs === 1 ? '' : 's'}: the product vs the naive architecture`,
    metrics: METRICS,
    async prepare({ size }) {
      const stage = await startStage(BOOK_RATE, STEP_MILLIS);
      return {
        a: way(stage, 'product', tabs, size),
        b: way(stage, 'naive', tabs, size),
        settings: settings(
          stage,
          tabs,
          size,
          'pages/naive.tsx: its own WebSocket (stream JSON encoding, subprotocol desk.json), ' +
            'JSON.parse, a React state update per book message, a Map per side sorted on render, ' +
            "the product's bookView + BookRowView rows",
        ),
        dispose: () => stage.stop(),
      };
    },
  };
}

const ackPair: PairSpec = {
  id: 'S4e',
  title: '8 tabs: coalesced frames vs every frame applied and acked at once',
  metrics: METRICS,
  async prepare({ size }) {
    const stage = await startStage(BOOK_RATE, STEP_MILLIS);
    return {
      a: way(stage, 'product', 8, size),
      b: way(stage, 'immediate', 8, size),
      settings: settings(
        stage,
        8,
        size,
        "the product tab with the adapter's paint option applying and acking every frame at once",
      ),
      dispose: () => stage.stop(),
    };
  },
};

export const s4: MeasuredScenario = {
  kind: 'measured',
  fullPlan: BROWSER_FULL_PLAN,
  id: 'S4',
  title: 'Tick-to-paint latency at 20k level updates/s in 1, 2, 4 and 8 visible tabs',
  meaning:
    'How old the price a trader sees is when it reaches the screen, with up to eight tabs ' +
    'open on a busy market, against what a typical trading UI would show.',
  pairs: [...TAB_COUNTS.map((tabs, i) => naivePair(`S4${'abcd'[i] ?? ''}`, tabs)), ackPair],
  targets: [
    oursAtLeast('1 tab: p50 at most 0.6 frame', 'S4a', P50.key, 0.6),
    oursAtLeast('1 tab: p99 at most 1.25 frames', 'S4a', P99.key, 1.25),
    oursAtLeast('8 tabs: p99 at most 2 frames', 'S4d', P99.key, 2),
    oursBetterBy('8 tabs: p99 at least 5× better than the naive architecture', 'S4d', P99.key, 5),
  ],
  notes: [
    'The naive baseline opens a socket per tab: at N tabs the server holds N stream sockets ' +
      'against one for the product. Targets are judged on publish → paint, the same for every ' +
      'way; receipt → paint is shown too, but receipt on a busy main thread (naive) hides the ' +
      'time a message waits before onmessage runs.',
  ],
};
