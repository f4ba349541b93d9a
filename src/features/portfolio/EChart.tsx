// Category charts (composition: donut, treemap) with ECharts on the canvas renderer, dark
// themed from the theme tokens. Only the parts used are registered, to keep the chunk small.
import { PieChart, TreemapChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([PieChart, TreemapChart, TooltipComponent, LegendComponent, CanvasRenderer]);

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

export interface Slice {
  readonly name: string;
  readonly value: number;
}

const usd = (v: number) => `$${v.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

export function donutOption(slices: readonly Slice[]): echarts.EChartsCoreOption {
  return {
    color: CHART_PALETTE,
    backgroundColor: 'transparent',
    tooltip: {
      trigger: 'item',
      valueFormatter: (v: unknown) => usd(Number(v)),
      backgroundColor: '#1b2733',
      borderColor: '#2e4154',
      textStyle: { color: '#e6edf3' },
    },
    legend: { orient: 'vertical', right: 0, top: 'middle', textStyle: { color: '#8b9bb0' } },
    series: [
      {
        type: 'pie',
        radius: ['48%', '74%'],
        center: ['38%', '50%'],
        avoidLabelOverlap: true,
        itemStyle: { borderColor: '#111821', borderWidth: 2 },
        label: { show: false },
        data: slices.map((s) => ({ name: s.name, value: Math.max(0, s.value) })),
      },
    ],
  };
}

export function treemapOption(
  groups: readonly { name: string; children: readonly Slice[] }[],
): echarts.EChartsCoreOption {
  return {
    color: CHART_PALETTE,
    backgroundColor: 'transparent',
    tooltip: {
      valueFormatter: (v: unknown) => usd(Number(v)),
      backgroundColor: '#1b2733',
      borderColor: '#2e4154',
      textStyle: { color: '#e6edf3' },
    },
    series: [
      {
        type: 'treemap',
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        top: 0,
        left: 0,
        right: 0,
        bottom: 0,
        label: { color: '#04201c', fontSize: 11 },
        upperLabel: { show: true, height: 18, color: '#e6edf3' },
        itemStyle: { borderColor: '#111821', borderWidth: 1, gapWidth: 1 },
        levels: [
          { itemStyle: { borderColor: '#0b0f14', borderWidth: 3, gapWidth: 3 } },
          { colorSaturation: [0.35, 0.6] },
        ],
        data: groups.map((g) => ({
          name: g.name,
          children: g.children.map((c) => ({ name: c.name, value: Math.max(0, c.value) })),
        })),
      },
    ],
  };
}

export function EChart({
  option,
  testId,
  label,
}: {
  readonly option: echarts.EChartsCoreOption;
  readonly testId: string;
  readonly label: string;
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
    <div className="pf-echart" ref={host} data-testid={testId} role="img" aria-label={label} />
  );
}
