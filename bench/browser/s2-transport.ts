// S2 in Chromium: the SharedWorker → tab hop of book frames, in the browser the product runs
// in (pages/transport-tab.ts and s2-worker.ts on the bench page server, cross-origin isolated). A: the
// product's frame, a BookState of four Float64Arrays packed into one transferred buffer and
// unpacked by the tab (workers/stream/transport/frame-wire.ts); B: one
// {price, size} object per level, structured-cloned. The page's handler keeps the frame and
// computes cumulative depth per side, and is timed per frame.
import type { MetricSpec, PairSpec } from '../harness/types';
import { buildDeltaStream } from '../scenarios/s1/delta-stream';
import { startPageStage } from './pages-stage';
import { percentileOf } from './samples';
import { callPage } from './tab-api';

export const BROWSER_LEVELS: MetricSpec = {
  key: 'levelsPerSecond',
  label: 'Levels delivered per second',
  unit: 'levels/s',
  better: 'higher',
};
export const BROWSER_HANDLER_P99: MetricSpec = {
  key: 'handlerMicrosP99',
  label: 'Tab handler per frame (p99)',
  unit: 'µs',
  better: 'lower',
};
const BROWSER_HANDLER_MEDIAN: MetricSpec = {
  key: 'handlerMicrosMedian',
  label: 'Tab handler per frame (median)',
  unit: 'µs',
  better: 'lower',
};
const TAB_SPAN: MetricSpec = {
  key: 'tabMicrosPerFrame',
  label: 'Wall time per frame at the tab (receive + deserialise + handler + waits)',
  unit: 'µs',
  better: 'lower',
};

const WINDOW = 16;

interface S2Result {
  readonly levels: number;
  readonly millis: number;
  readonly handlerMicros: number[];
}

export function browserTransportPair(id: string, levelsPerSide: number, what: string): PairSpec {
  return {
    id,
    title: `In Chromium, ${what}: ${levelsPerSide} levels a side per frame`,
    metrics: [BROWSER_LEVELS, TAB_SPAN, BROWSER_HANDLER_MEDIAN, BROWSER_HANDLER_P99],
    async prepare({ size }) {
      const { snapshot } = buildDeltaStream(1);
      const frames = (size === 'quick' ? 100 : 1000) * (levelsPerSide >= 500 ? 1 : 4);
      const stage = await startPageStage();
      const page = await stage.open('/bench/transport.html');
      if (!(await callPage<boolean>(page, 'load', snapshot)))
        throw new Error('the S2 worker refused the snapshot');
      const way = (mode: 'typed' | 'objects', label: string) => ({
        label,
        async round() {
          const r = await callPage<S2Result>(page, 'run', mode, frames, levelsPerSide, WINDOW);
          const expected = frames * 2 * levelsPerSide;
          if (r.levels !== expected)
            throw new Error(`${mode}: received ${r.levels} levels, expected ${expected}`);
          return {
            levelsPerSecond: r.levels / (r.millis / 1000),
            tabMicrosPerFrame: (r.millis * 1000) / frames,
            handlerMicrosMedian: percentileOf(r.handlerMicros, 0.5, label),
            handlerMicrosP99: percentileOf(r.handlerMicros, 0.99, label),
          };
        },
      });
      return {
        a: way('typed', 'the product’s packed frame (one transferred buffer), SharedWorker → tab'),
        b: way('objects', 'one {price, size} object per level (structured clone)'),
        settings: {
          'frames per round': frames,
          'levels per frame': levelsPerSide * 2,
          'frames in flight (window)': WINDOW,
          threads: 'core in a SharedWorker, the tab a Chromium page (another process), one port',
          'tab handler': 'keep the frame + cumulative depth per side (timed, performance.now)',
          'timed span': 'the tab asks for the frames → its handler of the last one is done',
        },
        dispose: () => stage.stop(),
      };
    },
  };
}
