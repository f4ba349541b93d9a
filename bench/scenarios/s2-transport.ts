// S2: core-to-tab transport of book frames, in Node worker_threads (the same V8 serializer and
// transfer semantics as browser postMessage; the in-browser run comes with the Chromium
// harness).
import { oursAtLeast, oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec, PairContext, PairSpec } from '../harness/types';
import { buildDeltaStream } from './s1/delta-stream';
import { BROWSER_HANDLER_P99, BROWSER_LEVELS, browserTransportPair } from '../browser/s2-transport';
import { FRAME_BOOKS, FRAME_LEVELS, frameWay } from './s2/frames';
import { TransportBench } from './s2/tab';

const LEVELS: MetricSpec = {
  key: 'levelsPerSecond',
  label: 'Levels delivered per second',
  unit: 'levels/s',
  better: 'higher',
};
const HANDLER_MEDIAN: MetricSpec = {
  key: 'handlerMicrosMedian',
  label: 'Tab handler per frame (median)',
  unit: 'µs',
  better: 'lower',
};
const HANDLER_P99: MetricSpec = {
  key: 'handlerMicrosP99',
  label: 'Tab handler per frame (p99)',
  unit: 'µs',
  better: 'lower',
};

const TAB_BUSY: MetricSpec = {
  key: 'tabBusyMicrosPerFrame',
  label: 'Tab main-thread busy per frame (receive + deserialise + handler)',
  unit: 'µs',
  better: 'lower',
};

const FRAME_COST: MetricSpec = {
  key: 'microsPerFrame',
  label: 'Whole hop per frame (post, transfer, receive, unpack)',
  unit: 'µs',
  better: 'lower',
};
const FRAME_RATE: MetricSpec = {
  key: 'framesPerSecond',
  label: 'Frames per second through one port',
  unit: 'frames/s',
  better: 'higher',
};

/** S2c: the product's packed frame vs per-array transfers, a frame of every demo book. */
const wholeFrames: PairSpec = {
  id: 'S2c',
  title: `Whole frames: ${FRAME_BOOKS} books of ${FRAME_LEVELS} levels a side`,
  metrics: [FRAME_COST, FRAME_RATE],
  prepare({ size }) {
    const frames = size === 'quick' ? 200 : 2000;
    return {
      a: frameWay('packed', frames, 'one packed buffer per frame (frame-wire.ts, the product)'),
      b: frameWay('perArray', frames, 'book states as they are, 4 transferred arrays per book'),
      settings: {
        'frames per round': frames,
        'books per frame': FRAME_BOOKS,
        'levels per book': `${FRAME_LEVELS} a side`,
        threads: 'both ends in one thread over a MessageChannel: the whole cost of the hop',
      },
    };
  },
};

const FRAMES: Readonly<Record<PairContext['size'], number>> = { quick: 100, full: 1000 };
const WINDOW = 16;

function pair(id: string, levelsPerSide: number, what: string): PairSpec {
  return {
    id,
    title: `${what}: ${levelsPerSide} levels a side per frame`,
    metrics: [LEVELS, TAB_BUSY, HANDLER_MEDIAN, HANDLER_P99],
    prepare({ size }) {
      const { snapshot } = buildDeltaStream(1);
      const frames = FRAMES[size] * (levelsPerSide >= 500 ? 1 : 4);
      const bench = new TransportBench(snapshot, { frames, levelsPerSide, window: WINDOW });
      return {
        a: bench.way('typed', 'transferable Float64Arrays (4 per frame)'),
        b: bench.way('objects', 'one {price, size} object per level (structured clone)'),
        settings: {
          'frames per round': frames,
          'levels per frame': levelsPerSide * 2,
          'frames in flight (window)': WINDOW,
          threads: 'core in a worker_threads Worker, tab on the main thread, one MessageChannel',
          'tab handler': 'keep the frame + cumulative depth per side',
          'timed span': 'core builds the frame from its OrderBook → tab handler done',
        },
        dispose: () => bench.dispose(),
      };
    },
  };
}

export const s2: MeasuredScenario = {
  kind: 'measured',
  id: 'S2',
  title: 'Core-to-tab transport of book frames',
  meaning:
    'The hop between the shared data core and each tab: if it is slow, every open tab adds ' +
    'latency and main-thread work, and a deep book costs frames.',
  pairs: [
    browserTransportPair('S2a', 500, 'deep book frames'),
    browserTransportPair('S2b', 50, 'visible-depth frames'),
    wholeFrames,
    pair('S2d', 500, 'In Node worker_threads, deep book frames'),
    pair('S2e', 50, 'In Node worker_threads, visible-depth frames'),
  ],
  targets: [
    oursAtLeast('At least 10M levels/s (Chromium, deep frames)', 'S2a', BROWSER_LEVELS.key, 10e6),
    oursAtLeast(
      'Tab handler at most 0.5 ms per frame (Chromium, handler p99, deep frames)',
      'S2a',
      BROWSER_HANDLER_P99.key,
      500,
    ),
    oursAtLeast(
      'Tab main-thread busy at most 0.5 ms per frame (Node, event-loop utilisation, deep frames)',
      'S2d',
      TAB_BUSY.key,
      500,
    ),
    oursBetterBy(
      'Transferables beat objects per level (Chromium, deep frames)',
      'S2a',
      LEVELS.key,
      1,
    ),
    oursBetterBy(
      'A packed frame beats per-array transfers (whole frames)',
      'S2c',
      FRAME_COST.key,
      1,
    ),
  ],
  notes: [
    'S2a and S2b run in Chromium: the core side in a SharedWorker, the tab a page, as the ' +
      'product runs. S2d and S2e repeat them in Node worker_threads (the same V8 structured ' +
      'clone and transfer), where the tab’s main-thread busy time (event-loop utilisation, ' +
      'which counts deserialising) can be measured. S2c (whole frames) runs in Node.',
  ],
};
