// One ECharts canvas host for every categorical chart (portfolio composition, post-trade
// statistics): init on mount, resize with its box, replace the option when it changes, dispose
// on unmount. The screens register the chart types they use (echarts.use) in their own modules.
import * as echarts from 'echarts/core';
import { useEffect, useRef } from 'react';

/** A palette that reads on the dark surface (teal first, the product's accent). */
export const CHART_PALETTE = [
  '#14b8a6',
  '#60a5fa',
  '#f5a524',
  '#a78bfa',
  '#f472b6',
  '#22c55e',
  '#f87171',
  '#facc15',
  '#38bdf8',
  '#fb923c',
];

export function EChartView({
  option,
  testId,
  label,
  className,
}: {
  readonly option: echarts.EChartsCoreOption;
  readonly testId: string;
  readonly label: string;
  readonly className: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const c = echarts.init(el, null, { renderer: 'canvas' });
    chart.current = c;
    const resize =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => c.resize());
    resize?.observe(el);
    return () => {
      resize?.disconnect();
      chart.current = null;
      c.dispose();
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return (
    <div className={className} ref={host} data-testid={testId} role="img" aria-label={label} />
  );
}
