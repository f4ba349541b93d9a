// Bar and line charts of the post-trade screens with ECharts (canvas, dark themed like the
// portfolio's); only the parts used are registered.
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHART_PALETTE, EChartView } from '../../ui/EChartView';

echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  CanvasRenderer,
]);

const AXIS = { axisLine: { lineStyle: { color: '#2e4154' } }, axisLabel: { color: '#8b9bb0' } };
const SPLIT = { splitLine: { lineStyle: { color: '#1b2733' } } };

export interface BarSeries {
  readonly name: string;
  readonly values: readonly number[];
  /** A line on the right axis instead of bars. */
  readonly line?: boolean;
}

export function barOption(
  categories: readonly string[],
  series: readonly BarSeries[],
  format: (v: number) => string,
): echarts.EChartsCoreOption {
  const hasLine = series.some((s) => s.line);
  return {
    color: CHART_PALETTE,
    backgroundColor: 'transparent',
    grid: { left: 64, right: hasLine ? 48 : 16, top: 32, bottom: 28 },
    tooltip: {
      trigger: 'axis',
      backgroundColor: '#1b2733',
      borderColor: '#2e4154',
      textStyle: { color: '#e6edf3' },
    },
    legend: { top: 0, textStyle: { color: '#8b9bb0' } },
    xAxis: { type: 'category', data: [...categories], ...AXIS },
    yAxis: [
      { type: 'value', ...AXIS, ...SPLIT, axisLabel: { color: '#8b9bb0', formatter: format } },
      ...(hasLine ? [{ type: 'value', ...AXIS, splitLine: { show: false } }] : []),
    ],
    series: series.map((s) => ({
      name: s.name,
      type: s.line ? 'line' : 'bar',
      yAxisIndex: s.line ? 1 : 0,
      data: [...s.values],
      barMaxWidth: 28,
    })),
  };
}

export function Chart(props: {
  readonly option: echarts.EChartsCoreOption;
  readonly testId: string;
  readonly label: string;
}) {
  return <EChartView {...props} className="pt-echart" />;
}
