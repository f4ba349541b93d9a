// Candles with lightweight-charts v5. The history goes in with setData() only when the series
// resets (first frame, resync, new interval); every other frame calls update() per changed
// candle: never setData() per tick. The chart holds the whole history itself
// (WindowedCandles, chartFeed.ts) and the series only a window of the newest bars that follows
// the view back: lightweight-charts' per-tick work grows with the bars in the series.
import {
  CandlestickSeries,
  ColorType,
  createChart,
  type CandlestickData,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import type { Candle } from '../../../workers/api';
import type { CandleSeries } from '../../tab/market/marketStore';
import { CHART_INTERVALS, type ChartInterval } from '../../tab/market/topicKeys';
import { useCandles } from '../../tab/react/market';
import { groupThousands } from '../../../domain/numbers';
import { stepDecimals } from '../../../domain/ticks';
import { WindowedCandles } from './chartFeed';

/** Chart bars are floats: a chart draws, it never reaches balances. */
function toBar(c: Candle): CandlestickData<UTCTimestamp> {
  return {
    time: Math.floor(c.openTime / 1000) as UTCTimestamp,
    open: Number(c.open),
    high: Number(c.high),
    low: Number(c.low),
    close: Number(c.close),
  };
}

function token(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

interface ChartHandle {
  readonly chart: IChartApi;
  readonly series: ISeriesApi<'Candlestick'>;
  readonly feed: WindowedCandles;
}

export function CandleChart({
  symbol,
  tickSize,
}: {
  readonly symbol: string;
  readonly tickSize: string | null;
}) {
  const [interval, setChartInterval] = useState<ChartInterval>('1m');
  const series = useCandles(symbol, interval);
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<ChartHandle | null>(null);
  const applied = useRef<{ topic: string; version: number } | null>(null);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const chart = createChart(el, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: token('--bg-surface', '#111821') },
        textColor: token('--text-muted', '#8b9bb0'),
        fontSize: 11,
      },
      grid: {
        vertLines: { color: token('--chart-grid', '#17212c') },
        horzLines: { color: token('--chart-grid', '#17212c') },
      },
      rightPriceScale: { borderColor: token('--border', '#223040') },
      timeScale: { borderColor: token('--border', '#223040'), timeVisible: true },
    });
    const bid = token('--bid', '#22c55e');
    const ask = token('--ask', '#f05252');
    const candles = chart.addSeries(CandlestickSeries, {
      upColor: bid,
      downColor: ask,
      borderUpColor: bid,
      borderDownColor: ask,
      wickUpColor: bid,
      wickDownColor: ask,
    });
    const feed = new WindowedCandles(candles, () => chart.timeScale());
    handle.current = { chart, series: candles, feed };
    applied.current = null;
    return () => {
      handle.current = null;
      feed.dispose();
      chart.remove();
    };
  }, []);

  useEffect(() => {
    const h = handle.current;
    if (!h || !tickSize) return;
    const decimals = stepDecimals(tickSize);
    // R-FMT-7: the axis groups thousands like every other price on the screen.
    h.series.applyOptions({
      priceFormat: {
        type: 'custom',
        minMove: Number(tickSize),
        formatter: (price: number) => groupThousands(price.toFixed(decimals)),
      },
    });
  }, [tickSize]);

  useEffect(() => {
    const h = handle.current;
    if (!h) return;
    applied.current = applyCandles(h.feed, series, applied.current);
  }, [series]);

  return (
    <section className="edge-panel edge-chart" aria-label="Chart">
      <div className="edge-panel-head">
        <h2>Chart</h2>
        <div className="edge-intervals" role="group" aria-label="Candle interval">
          {CHART_INTERVALS.map((i) => (
            <button
              key={i}
              type="button"
              className={`edge-filter${i === interval ? ' active' : ''}`}
              aria-pressed={i === interval}
              onClick={() => setChartInterval(i)}
            >
              {i}
            </button>
          ))}
        </div>
      </div>
      <div className="edge-chart-host" ref={host} data-testid="candle-chart" />
    </section>
  );
}

/**
 * Brings the chart from what it last applied to `next`. setData() on a reset, on a new topic,
 * or when a version was skipped (the view missed a frame's changes: rare, one redraw);
 * otherwise update() per changed candle.
 */
export function applyCandles(
  target: Pick<WindowedCandles, 'reset' | 'apply' | 'clear'>,
  next: CandleSeries | null,
  last: { topic: string; version: number } | null,
): { topic: string; version: number } | null {
  if (next === null) {
    if (last !== null) target.clear();
    return null;
  }
  const continues = last !== null && last.topic === next.topic && next.version === last.version + 1;
  const history = next.history;
  const resetAll = () => target.reset(history.length, (i) => toBar(history[i] as Candle));
  if (next.reset || !continues) {
    resetAll();
  } else {
    try {
      for (const c of next.changed) target.apply(toBar(c));
    } catch {
      // The chart refused a candle (out of order for the series): hand it everything again.
      resetAll();
    }
  }
  return { topic: next.topic, version: next.version };
}
