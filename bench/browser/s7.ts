// S7: live candle ticks on a lightweight-charts candlestick series with 1M bars loaded:
// series.update(bar) (what the product's chart does per live candle) vs setData(all bars).
import { BROWSER_FULL_PLAN } from './plan';
import { oursAtLeast, oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec, PairSpec } from '../harness/types';
import { startPageStage } from './pages-stage';
import { FRAME_MS, percentileOf } from './samples';
import { callPage } from './tab-api';

const P99: MetricSpec = { key: 'callP99', label: 'Tick call p99', unit: 'ms', better: 'lower' };
const P50: MetricSpec = { key: 'callP50', label: 'Tick call p50', unit: 'ms', better: 'lower' };
const GAP: MetricSpec = {
  key: 'frameGapP99',
  label: 'Frame interval p99 while ticking',
  unit: 'frames',
  better: 'lower',
};

interface RunResult {
  calls: number[];
  gaps: number[];
  bars: number;
}

type Ticks = Readonly<Record<'quick' | 'full', number>>;

function pair(id: string, bars: number, ticks: { update: Ticks; setData: Ticks }): PairSpec {
  return {
    id,
    title: `${bars.toLocaleString('en')} bars, one tick per frame`,
    metrics: [P99, P50, GAP],
    async prepare({ size }) {
      const stage = await startPageStage();
      const page = await stage.open('/bench/s7.html');
      const loadMs = await callPage<number>(page, 'load', bars);
      const way = (kind: 'update' | 'setData', label: string) => ({
        label,
        async round() {
          const r = await callPage<RunResult>(page, 'run', kind, ticks[kind][size]);
          if (r.bars !== bars) throw new Error(`series holds ${r.bars} bars`);
          return {
            callP99: percentileOf(r.calls, 0.99, label, 3),
            callP50: percentileOf(r.calls, 0.5, label, 3),
            frameGapP99: percentileOf(r.gaps, 0.99, label, 3) / FRAME_MS,
          };
        },
      });
      return {
        a: way('update', 'series.update(bar)'),
        b: way('setData', 'series.setData(all bars)'),
        settings: {
          bars,
          'ticks per round': `update ${ticks.update[size]}, setData ${ticks.setData[size]}`,
          chart: 'lightweight-charts candlestick series, 1200×600 canvas',
          'initial setData': `${loadMs.toFixed(0)} ms`,
          'call time': 'the synchronous update()/setData() call, performance.now()',
          'frame interval': 'requestAnimationFrame to requestAnimationFrame across each tick',
        },
        dispose: () => stage.stop(),
      };
    },
  };
}

export const s7: MeasuredScenario = {
  kind: 'measured',
  fullPlan: BROWSER_FULL_PLAN,
  id: 'S7',
  title: 'Candle chart ticks with 1M bars loaded',
  meaning: 'Whether the chart keeps up with live candles on long histories.',
  pairs: [
    pair('S7a', 1_000_000, { update: { quick: 6, full: 10 }, setData: { quick: 3, full: 4 } }),
    pair('S7b', 10_000, { update: { quick: 60, full: 300 }, setData: { quick: 20, full: 60 } }),
  ],
  targets: [
    oursAtLeast('p99 at most 0.5 ms', 'S7a', P99.key, 0.5),
    oursBetterBy('update() beats setData() (p99, 1M bars)', 'S7a', P99.key, 1),
    oursAtLeast('p99 at most 0.5 ms with 10k bars (a shorter history)', 'S7b', P99.key, 0.5),
  ],
};
