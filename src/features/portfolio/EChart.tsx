// Category charts (composition: donut, treemap) with ECharts on the canvas renderer, dark
// themed from the theme tokens. Only the parts used are registered, to keep the chunk small.
import { PieChart, TreemapChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_PALETTE, EChartView } from '../../ui/EChartView';

echarts.use([PieChart, TreemapChart, TooltipComponent, LegendComponent, CanvasRenderer]);

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

export function EChart(props: {
  readonly option: echarts.EChartsCoreOption;
  readonly testId: string;
  readonly label: string;
}) {
  return <EChartView {...props} className="pf-echart" />;
}
