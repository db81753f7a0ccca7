import '@mantine/charts/styles.layer.css';
import { BarChart, LineChart } from '@mantine/charts';

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

export interface InsightChartProps {
  type: 'bar' | 'line';
  /** One object per point or bar group; `dataKey` names its label. */
  data: Record<string, string | number | null>[];
  dataKey: string;
  series: ChartSeries[];
  /** Horizontal bars for long category names (offices, routes). */
  horizontal?: boolean;
  /** What the chart shows, for screen readers (the table view has the numbers). */
  label: string;
}

/**
 * A chart of the dashboard (@mantine/charts over recharts). This module is its own chunk, loaded only
 * when the dashboard shows a chart (the charts library is large).
 */
export function InsightChart({ type, data, dataKey, series, horizontal, label }: InsightChartProps) {
  const common = { data, dataKey, series, withLegend: series.length > 1, tooltipAnimationDuration: 0 };
  const height = horizontal ? Math.max(160, data.length * (series.length > 1 ? 44 : 30) + 60) : 260;
  return (
    <div role="img" aria-label={label} data-testid="insight-chart">
      {type === 'line' ? (
        <LineChart h={height} {...common} curveType="linear" withDots />
      ) : (
        <BarChart h={height} {...common} orientation={horizontal ? 'vertical' : 'horizontal'} yAxisProps={horizontal ? { width: 160 } : undefined} />
      )}
    </div>
  );
}
