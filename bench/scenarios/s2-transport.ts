// S2: core-to-tab transport of book frames, in Node worker_threads (the same V8 serializer and
// transfer semantics as browser postMessage; the in-browser run comes with the Chromium
// harness).
import { oursAtLeast, oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec, PairContext, PairSpec } from '../harness/types';
import { buildDeltaStream } from './s1/delta-stream';
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
  pairs: [pair('S2a', 500, 'Deep book frames'), pair('S2b', 50, 'Visible-depth frames')],
  targets: [
    oursAtLeast('At least 10M levels/s', 'S2a', LEVELS.key, 10e6),
    oursAtLeast(
      'Tab handler at most 0.5 ms per frame (main-thread busy time per frame, deep frames)',
      'S2a',
      TAB_BUSY.key,
      500,
    ),
    oursAtLeast(
      'Tab handler at most 0.5 ms per frame (handler p99, deep frames)',
      'S2a',
      HANDLER_P99.key,
      500,
    ),
    oursBetterBy('Transferables beat objects per level (deep frames)', 'S2a', LEVELS.key, 1),
  ],
  notes: [
    'Measured in Node worker_threads, which use the same V8 structured clone and transfer ' +
      'as a browser postMessage; the Chromium run (SharedWorker → tab) comes with the ' +
      'browser harness of S3–S8.',
  ],
};
