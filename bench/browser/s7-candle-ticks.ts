// S7: live candle ticks on a lightweight-charts candlestick chart with 1M bars loaded, through
// the product chart's data path (WindowedCandles: the chart holds every bar, the series a
// window of the newest): update() per live candle vs the whole history handed again (the
// product's reset path: every bar into the chart's history, setData of the window).
import { BROWSER_FULL_PLAN } from './plan';
import { oursAtLeast, oursBetterBy } from '../harness/targets';
import type { MeasuredScenario, MetricSpec, PairSpec } from '../harness/types';
import { startPageStage } from './pages-stage';
import { FRAME_MS, percentileOf } from './samples';
import { callPage } from './tab-api';

const P99: MetricSpec = { key: 'callP99', label: 'Tick call p99', unit: 'ms', better: 'lower' };
const P50: MetricSpec = { key: 'callP50', label: 'Tick call p50', unit: 'ms', better: 'lower' };
const PAINT: MetricSpec = {
  key: 'paintP99',
  label: "Chart's paint after a tick, p99",
  unit: 'ms',
  better: 'lower',
};
const GAP: MetricSpec = {
  key: 'frameGapP99',
  label: 'Frame interval p99 while ticking',
  unit: 'frames',
  better: 'lower',
};

interface RunResult {
  calls: number[];
  paints: number[];
  gaps: number[];
  /** Bars the chart holds (its history), bars in its series' window, bars in the series. */
  total: number;
  held: number;
  series: number;
}

type Ticks = Readonly<Record<'quick' | 'full', number>>;

function pair(id: string, bars: number, ticks: { update: Ticks; setData: Ticks }): PairSpec {
  return {
    id,
    title: `${bars.toLocaleString('en')} bars, one tick per frame`,
    metrics: [P99, P50, PAINT, GAP],
    async prepare({ size }) {
      const stage = await startPageStage();
      const page = await stage.open('/bench/candles.html');
      const load = await callPage<{ ms: number; held: number }>(page, 'load', bars);
      const way = (kind: 'update' | 'setData', label: string) => ({
        label,
        async round() {
          const r = await callPage<RunResult>(page, 'run', kind, ticks[kind][size]);
          if (r.total !== bars) throw new Error(`the chart holds ${r.total} bars, not ${bars}`);
          if (r.series !== r.held) throw new Error(`series ${r.series} ≠ window ${r.held}`);
          return {
            callP99: percentileOf(r.calls, 0.99, label, 3),
            callP50: percentileOf(r.calls, 0.5, label, 3),
            paintP99: percentileOf(r.paints, 0.99, label, 3),
            frameGapP99: percentileOf(r.gaps, 0.99, label, 3) / FRAME_MS,
          };
        },
      });
      return {
        a: way('update', 'update() of the last bar'),
        b: way('setData', 'whole history again'),
        settings: {
          'bars held by the chart': bars,
          'bars in the series (window)': load.held,
          'ticks per round': `update ${ticks.update[size]}, setData ${ticks.setData[size]}`,
          chart: 'lightweight-charts candlestick series, 1200×600 canvas',
          'data path': 'WindowedCandles (src/features/edge/chartFeed.ts), as CandleChart',
          'initial load': `${load.ms.toFixed(0)} ms (history into the chart, setData of the window)`,
          'call time': 'the synchronous call, performance.now()',
          paint: "the chart's animation-frame paint after the tick",
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
    pair('S7a', 1_000_000, { update: { quick: 60, full: 300 }, setData: { quick: 10, full: 30 } }),
    pair('S7b', 10_000, { update: { quick: 60, full: 300 }, setData: { quick: 20, full: 60 } }),
  ],
  targets: [
    oursAtLeast('p99 at most 0.5 ms', 'S7a', P99.key, 0.5),
    oursBetterBy('update() beats setData() (p99, 1M bars)', 'S7a', P99.key, 1),
    oursAtLeast('p99 at most 0.5 ms with 10k bars (a shorter history)', 'S7b', P99.key, 0.5),
  ],
};
