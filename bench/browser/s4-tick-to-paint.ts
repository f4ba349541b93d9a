// S4: tick-to-paint latency in 8 visible product tabs on one SharedWorker core, with the feed
// at 20k level updates/s into the book they show. Our way is the product's: a frame per paint
// (the tab acks after it painted, the core coalesces meanwhile). The baseline acks every frame
// at once, so each socket message becomes its own frame and React state update.
import { BROWSER_FULL_PLAN } from './plan';
import { oursAtLeast, oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec } from '../harness/types';
import { FRAME_MS, percentileOf } from './samples';
import { tabRound } from './tabs';
import { startStage } from './venue';

const P99: MetricSpec = { key: 'p99', label: 'Tick-to-paint p99', unit: 'frames', better: 'lower' };
const P50: MetricSpec = { key: 'p50', label: 'Tick-to-paint p50', unit: 'frames', better: 'lower' };
const FRAMES: MetricSpec = {
  key: 'framesPerTab',
  label: 'Frames per tab per second',
  unit: 'frames/s',
  better: 'lower',
};

export const BOOK_RATE = 20_000;
const TABS = 8;
const SYMBOL = 'BTC/USD';
const WINDOW = { quick: 2000, full: 5000 } as const;
/** Simulator step: 10 ms spreads the feed over a frame instead of 20 bursts a second. */
const STEP_MILLIS = 10;

export const s4: MeasuredScenario = {
  kind: 'measured',
  fullPlan: BROWSER_FULL_PLAN,
  id: 'S4',
  title: 'Tick-to-paint latency at 20k level updates/s across 8 visible tabs',
  meaning:
    'How old the price a trader sees is when it reaches the screen, with eight tabs open on ' +
    'a busy market.',
  pairs: [
    {
      id: 'S4a',
      title: `${TABS} tabs on one core taking 20k level updates/s`,
      metrics: [P99, P50, FRAMES],
      async prepare({ size }) {
        const stage = await startStage(BOOK_RATE, STEP_MILLIS);
        const way = (ack: 'paint' | 'immediate', label: string) => ({
          label,
          async round() {
            const r = await tabRound(stage, {
              tabs: TABS,
              mode: 'shared',
              ack,
              symbol: SYMBOL,
              also: stage.symbols,
              warmMs: 1000,
              windowMs: WINDOW[size],
            });
            const lat = r.samples.flatMap((s) => s.tickToPaint).map((ms) => ms / FRAME_MS);
            const frames = r.samples.reduce((n, s) => n + s.frames, 0);
            return {
              p99: percentileOf(lat, 0.99, `${label} tick-to-paint`),
              p50: percentileOf(lat, 0.5, `${label} tick-to-paint`),
              framesPerTab: frames / TABS / (r.windowMs / 1000),
              levelsPerSecond: r.levelsPerSecond,
            };
          },
        });
        return {
          a: way('paint', 'a frame per paint, coalesced (the product)'),
          b: way('immediate', 'a React state update per message (ack at once)'),
          settings: {
            tabs: TABS,
            'feed rate': `${BOOK_RATE} level updates/s over ${stage.symbols.length} books, every book held by every tab`,
            'market step': `${STEP_MILLIS} ms (${1000 / STEP_MILLIS} bursts/s)`,
            'each tab': `product OrderBook of ${SYMBOL} (14 rows a side) drawn, visible page 1440×900`,
            core: 'the product SharedWorker core (one socket)',
            'window per round': `${WINDOW[size]} ms after 1 s of warm-up`,
            'tick-to-paint':
              'every socket message: core receipt → the first paint after the frame carrying it ' +
              '(a task posted from requestAnimationFrame), in 60 Hz frames (16.7 ms)',
          },
          dispose: () => stage.stop(),
        };
      },
    },
  ],
  targets: [
    oursAtLeast('p50 at most 0.6 frame', 'S4a', P50.key, 0.6),
    oursAtLeast('p99 at most 1.25 frames', 'S4a', P99.key, 1.25),
    oursBetterBy('p99 at least 5× better than the baseline', 'S4a', P99.key, 5),
  ],
};
