// S4: tick-to-paint latency in 1, 2, 4 and 8 visible tabs with the feed at 20k level updates/s
// (every tab holds every book; the one drawn is BTC/USD). Our way is the product's: one
// SharedWorker core, a frame per paint (the tab acks after it painted, the core coalesces
// meanwhile). The baseline of S4a–d is the naive architecture a typical trading UI has: a
// WebSocket per tab on the main thread, JSON messages, a React state update per message, the
// product's DOM book rows (pages/naive.tsx). S4e keeps the earlier pair at 8 tabs: the
// product with every frame applied and acked at once (a React update per socket message).
import { BROWSER_FULL_PLAN } from './plan';
import { oursAtLeast, oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec, PairSpec } from '../harness/types';
import { FRAME_MS, percentileOf } from './samples';
import { tabRound, type TabRoundOptions } from './tabs';
import { startStage, type Stage } from './venue';

const P99: MetricSpec = { key: 'p99', label: 'Tick-to-paint p99', unit: 'frames', better: 'lower' };
const P50: MetricSpec = { key: 'p50', label: 'Tick-to-paint p50', unit: 'frames', better: 'lower' };
const FRAMES: MetricSpec = {
  key: 'framesPerTab',
  label: 'Frames (renders) per tab per second',
  unit: 'frames/s',
  better: 'lower',
};

export const BOOK_RATE = 20_000;
export const TAB_COUNTS = [1, 2, 4, 8] as const;
const SYMBOL = 'BTC/USD';
const WINDOW = { quick: 2000, full: 5000 } as const;
/** Simulator step: 5 ms, 200 bursts a second, more than three per 60 Hz frame: a continuous
 *  feed as a paint sees it (the default 50 ms would be 20 bursts a second). */
export const STEP_MILLIS = 5;

type WayKind = 'product' | 'immediate' | 'naive';

const LABEL: Record<WayKind, string> = {
  product: 'the product: SharedWorker core, a frame per paint (coalesced)',
  immediate: 'the product with every frame applied and acked at once (React update per message)',
  naive: 'naive: WebSocket per tab on the main thread, JSON, a React update per message',
};

function way(stage: Stage, kind: WayKind, tabs: number, size: 'quick' | 'full') {
  const options: TabRoundOptions = {
    tabs,
    mode: kind === 'naive' ? 'naive' : 'shared',
    ack: kind === 'immediate' ? 'immediate' : 'paint',
    symbol: SYMBOL,
    also: stage.symbols,
    warmMs: 1000,
    windowMs: WINDOW[size],
  };
  return {
    label: LABEL[kind],
    async round() {
      const r = await tabRound(stage, options);
      const lat = r.samples.flatMap((s) => s.tickToPaint).map((ms) => ms / FRAME_MS);
      const frames = r.samples.reduce((n, s) => n + s.frames, 0);
      const values: Record<string, number> = {
        p99: percentileOf(lat, 0.99, `${kind} tick-to-paint`),
        p50: percentileOf(lat, 0.5, `${kind} tick-to-paint`),
        framesPerTab: frames / tabs / (r.windowMs / 1000),
        levelsPerSecond: r.levelsPerSecond,
      };
      const publish = r.samples.flatMap((s) => s.publishToPaint ?? []).map((ms) => ms / FRAME_MS);
      if (publish.length > 0) {
        values['publishP99'] = percentileOf(publish, 0.99, `${kind} publish-to-paint`);
        values['publishP50'] = percentileOf(publish, 0.5, `${kind} publish-to-paint`);
      }
      // Seen in the run's log: the naive way's server stamp → paint, and the feed reached.
      console.error(
        `    S4 ${kind} ×${tabs}: p50 ${values['p50']?.toFixed(2)} p99 ${values['p99']?.toFixed(2)} frames` +
          (publish.length > 0
            ? `, publish→paint p50 ${values['publishP50']?.toFixed(2)} p99 ${values['publishP99']?.toFixed(2)}`
            : '') +
          `, ${values['framesPerTab']?.toFixed(1)} frames/tab/s, ${Math.round(r.levelsPerSecond)} levels/s`,
      );
      return values;
    },
  };
}

function settings(stage: Stage, tabs: number, size: 'quick' | 'full', baseline: string) {
  return {
    tabs,
    'feed rate': `${BOOK_RATE} level updates/s over ${stage.symbols.length} books, every book held by every tab`,
    'market step': `${STEP_MILLIS} ms (${1000 / STEP_MILLIS} bursts/s)`,
    'each tab': `the product's book rows of ${SYMBOL} (14 a side) drawn, visible page 1440×900`,
    baseline,
    'window per round': `${WINDOW[size]} ms after 1 s of warm-up`,
    'tick-to-paint':
      'every socket message: receipt (the product: in the core; naive: onmessage on the tab) → ' +
      'the first paint after the frame or commit carrying it (a task posted from ' +
      'requestAnimationFrame), in 60 Hz frames (16.7 ms)',
  };
}

function naivePair(id: string, tabs: number): PairSpec {
  return {
    id,
    title: `${tabs} tab${tabs === 1 ? '' : 's'}: the product vs the naive architecture`,
    metrics: [P99, P50, FRAMES],
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
  metrics: [P99, P50, FRAMES],
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
      'against one for the product. Its publish → paint (server time stamp of each delta → ' +
      'paint) is printed in the run log; receipt on a busy main thread hides the time a message ' +
      'waits before onmessage runs.',
  ],
};
