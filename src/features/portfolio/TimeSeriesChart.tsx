// Performance charts with lightweight-charts: equity as an area, PnL as a baseline around zero
// (green above, red below). The series is small (one point per day plus the live point: the
// venue computes it), so setData() on each change is cheap.
import {
  AreaSeries,
  BaselineSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';

function token(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

export interface ChartPoint {
  readonly t: number;
  readonly value: number;
}

/** One value per second at most (the chart's time unit); later points of a second win. */
function toData(points: readonly ChartPoint[]) {
  const bySecond = new Map<number, number>();
  for (const p of points) bySecond.set(Math.floor(p.t / 1000), p.value);
  return [...bySecond]
    .sort((a, b) => a[0] - b[0])
    .map(([time, value]) => ({ time: time as UTCTimestamp, value }));
}

export function TimeSeriesChart({
  kind,
  points,
  testId,
  label,
}: {
  readonly kind: 'area' | 'baseline';
  readonly points: readonly ChartPoint[];
  readonly testId: string;
  readonly label: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<{ chart: IChartApi; series: ISeriesApi<'Area' | 'Baseline'> } | null>(null);

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
      timeScale: { borderColor: token('--border', '#223040'), timeVisible: false },
      localization: {
        priceFormatter: (p: number) => p.toLocaleString('en-US', { maximumFractionDigits: 0 }),
      },
    });
    const accent = token('--accent', '#14b8a6');
    const series =
      kind === 'area'
        ? chart.addSeries(AreaSeries, {
            lineColor: accent,
            topColor: token('--accent-soft', 'rgba(20,184,166,0.3)'),
            bottomColor: 'rgba(20,184,166,0.02)',
            lineWidth: 2,
          })
        : chart.addSeries(BaselineSeries, {
            baseValue: { type: 'price', price: 0 },
            topLineColor: token('--bid', '#22c55e'),
            topFillColor1: 'rgba(34,197,94,0.28)',
            topFillColor2: 'rgba(34,197,94,0.04)',
            bottomLineColor: token('--ask', '#f05252'),
            bottomFillColor1: 'rgba(240,82,82,0.04)',
            bottomFillColor2: 'rgba(240,82,82,0.28)',
            lineWidth: 2,
          });
    handle.current = { chart, series };
    return () => {
      handle.current = null;
      chart.remove();
    };
  }, [kind]);

  useEffect(() => {
    const h = handle.current;
    if (!h) return;
    h.series.setData(toData(points));
    h.chart.timeScale().fitContent();
  }, [points]);

  return <div className="pf-chart" ref={host} data-testid={testId} role="img" aria-label={label} />;
}
