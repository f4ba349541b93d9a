// S7: candle ticks on a lightweight-charts candlestick series holding `bars` bars. way=update
// applies each tick with series.update(bar); way=setData hands the whole history again with
// the last bar changed. One tick per animation frame; each call is timed, and the gap between
// animation frames shows dropped frames.
import {
  CandlestickSeries,
  createChart,
  type CandlestickData,
  type UTCTimestamp,
} from 'lightweight-charts';

const host = document.getElementById('root') as HTMLDivElement;
host.style.width = '1200px';
host.style.height = '600px';
const chart = createChart(host, { width: 1200, height: 600 });
const series = chart.addSeries(CandlestickSeries);
let bars: CandlestickData<UTCTimestamp>[] = [];

function load(count: number): number {
  const t0 = performance.now();
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
  series.setData(bars);
  return performance.now() - t0;
}

const nextFrame = (): Promise<number> => new Promise((r) => requestAnimationFrame(r));

async function run(way: 'update' | 'setData', ticks: number) {
  const calls: number[] = [];
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
    const t0 = performance.now();
    if (way === 'update') series.update(bar);
    else series.setData(bars);
    calls.push(performance.now() - t0);
    const now = await nextFrame();
    gaps.push(now - prev);
    prev = now;
  }
  return { calls, gaps, bars: series.data().length };
}

declare global {
  interface Window {
    __bench?: unknown;
  }
}
window.__bench = { isolated: () => crossOriginIsolated, load, run };
