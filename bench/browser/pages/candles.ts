// S7: candle ticks on a lightweight-charts candlestick series with `bars` bars of history,
// through the product chart's data path (WindowedCandles, src/features/edge/chartFeed.ts): the
// chart holds the whole history and hands the series a window of the newest bars.
// way=update applies each tick as CandleChart does per live candle (one series.update() on
// the window); way=setData hands the whole history again as CandleChart does on a reset (all
// bars into the chart's history, setData of the window). One tick per animation frame. Timed:
// the synchronous call, the chart's paint in the next frame (its own animation-frame
// callback, bracketed by one queued before the call and one after), and the interval between
// animation frames.
import {
  CandlestickSeries,
  createChart,
  type CandlestickData,
  type UTCTimestamp,
} from 'lightweight-charts';
import { WindowedCandles } from '../../../src/features/edge/chartFeed';

const host = document.getElementById('root') as HTMLDivElement;
host.style.width = '1200px';
host.style.height = '600px';
const chart = createChart(host, { width: 1200, height: 600 });
const series = chart.addSeries(CandlestickSeries);
const feed = new WindowedCandles(series, () => chart.timeScale());
/** The history as the product receives it: bar objects, oldest first. */
let bars: CandlestickData<UTCTimestamp>[] = [];

function load(count: number): { ms: number; held: number } {
  bars = new Array<CandlestickData<UTCTimestamp>>(count);
  let close = 60_000;
  const start = 1_600_000_000;
  for (let i = 0; i < count; i++) {
    const open = close;
    close = open + Math.sin(i / 50) * 20 + ((i * 7919) % 13) - 6;
    bars[i] = {
      time: (start + i * 60) as UTCTimestamp,
      open,
      high: Math.max(open, close) + 5,
      low: Math.min(open, close) - 5,
      close,
    };
  }
  const t0 = performance.now();
  resetAll();
  return { ms: performance.now() - t0, held: feed.held };
}

function resetAll(): void {
  feed.reset(bars.length, (i) => bars[i] as CandlestickData<UTCTimestamp>);
}

const nextFrame = (): Promise<number> => new Promise((r) => requestAnimationFrame(r));

async function run(way: 'update' | 'setData', ticks: number) {
  const calls: number[] = [];
  const paints: number[] = [];
  const gaps: number[] = [];
  let prev = await nextFrame();
  for (let k = 0; k < ticks; k++) {
    const last = bars[bars.length - 1] as CandlestickData<UTCTimestamp>;
    const close = last.close + (k % 2 === 0 ? 1.5 : -1);
    const bar = {
      ...last,
      close,
      high: Math.max(last.high, close),
      low: Math.min(last.low, close),
    };
    bars[bars.length - 1] = bar;
    // Queued before the call: runs ahead of the paint callback the call schedules.
    const before = nextFrame();
    const t0 = performance.now();
    if (way === 'update') feed.apply(bar);
    else resetAll();
    calls.push(performance.now() - t0);
    const after = nextFrame();
    await before;
    const paintStart = performance.now();
    const now = await after;
    paints.push(performance.now() - paintStart);
    gaps.push(now - prev);
    prev = now;
  }
  return { calls, paints, gaps, total: feed.total, held: feed.held, series: series.data().length };
}

declare global {
  interface Window {
    __bench?: unknown;
  }
}
window.__bench = { isolated: () => crossOriginIsolated, load, run };
