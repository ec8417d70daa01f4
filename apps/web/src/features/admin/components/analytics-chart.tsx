import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use as registerEcharts, type ComposeOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';

// Only what the dashboard draws, so the chunk stays small; it loads with the analytics page only.
registerEcharts([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  AriaComponent,
  SVGRenderer,
]);

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

export interface ChartSeries {
  name: string;
  values: number[];
}

/** A bar or line chart; the table under it carries the same numbers for screen readers. */
export default function AnalyticsChart({
  kind,
  categories,
  series,
  label,
  color,
  horizontal = false,
}: {
  kind: 'bar' | 'line';
  categories: string[];
  series: ChartSeries[];
  label: string;
  color: string;
  horizontal?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const chart = init(element, undefined, { renderer: 'svg' });
    const categoryAxis = {
      type: 'category' as const,
      data: categories,
      axisLabel: { color: '#3f3f46', hideOverlap: true },
      axisLine: { lineStyle: { color: '#b4b4bc' } },
    };
    const valueAxis = {
      type: 'value' as const,
      minInterval: 1,
      axisLabel: { color: '#3f3f46' },
      splitLine: { lineStyle: { color: '#e8e8ec' } },
    };
    const option: ChartOption = {
      animation: false,
      color: [color, '#5c5c66', '#8a8a94'],
      grid: { left: 8, right: 16, top: series.length > 1 ? 36 : 12, bottom: 8, containLabel: true },
      legend: series.length > 1 ? { top: 0, textStyle: { color: '#111111' } } : { show: false },
      tooltip: { trigger: 'axis' },
      xAxis: horizontal ? valueAxis : categoryAxis,
      yAxis: horizontal ? { ...categoryAxis, inverse: true } : valueAxis,
      series: series.map((one) =>
        kind === 'bar'
          ? { type: 'bar' as const, name: one.name, data: one.values, barMaxWidth: 28 }
          : {
              type: 'line' as const,
              name: one.name,
              data: one.values,
              showSymbol: false,
              smooth: false,
            },
      ),
    };
    chart.setOption(option);
    const resize =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => chart.resize());
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      chart.dispose();
    };
  }, [kind, categories, series, color, horizontal]);
  const height = horizontal ? Math.max(160, categories.length * 28 + 40) : 240;
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
