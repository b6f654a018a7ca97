import { Bar, Column, Pie } from '@ant-design/charts';
import { formatNumber } from './format';

/*
 * The dashboard's charts (@ant-design/charts), in their own chunk: the page frame, the year selectors
 * and the tables show at once, the chart library arrives after. Values are pt-BR numbers.
 */

export interface SeriesPoint {
  x: string;
  serie: string;
  y: number;
}

const label = { text: (d: { y: number }) => (d.y ? formatNumber(d.y) : ''), position: 'inside' as const };
const tooltip = { items: [{ channel: 'y', valueFormatter: (v: number) => formatNumber(v) }] };

/** Columns by month (or year), one per series side by side. */
export function ColumnChart({ data, height = 300 }: { data: SeriesPoint[]; height?: number }) {
  const series = new Set(data.map((d) => d.serie)).size;
  return (
    <Column
      data={data}
      xField="x"
      yField="y"
      colorField="serie"
      group={series > 1}
      height={height}
      autoFit
      axis={{ x: { title: false }, y: { title: false, labelFormatter: (v: number) => formatNumber(v) } }}
      legend={series > 1 ? { color: { position: 'top' } } : false}
      tooltip={tooltip}
      animate={false}
    />
  );
}

/** Horizontal bars by category (referral types, states). */
export function BarChart({ data, height }: { data: { x: string; y: number }[]; height?: number }) {
  return (
    <Bar
      data={data}
      xField="x"
      yField="y"
      height={height ?? Math.max(200, data.length * 34 + 60)}
      autoFit
      axis={{ x: { title: false }, y: { title: false, labelFormatter: (v: number) => formatNumber(v) } }}
      label={{ ...label, position: 'right' as const }}
      tooltip={tooltip}
      animate={false}
    />
  );
}

/** A pie of categories with the share of each. */
export function PieChart({ data, height = 300 }: { data: { x: string; y: number }[]; height?: number }) {
  const total = data.reduce((n, d) => n + d.y, 0);
  return (
    <Pie
      data={data.filter((d) => d.y > 0)}
      angleField="y"
      colorField="x"
      height={height}
      autoFit
      innerRadius={0.5}
      label={{ text: (d: { y: number }) => `${Math.round((d.y / total) * 100)}%`, position: 'inside', style: { fill: '#fff', fontWeight: 600 } }}
      legend={{ color: { position: 'right', rowPadding: 4 } }}
      tooltip={{ items: [{ channel: 'y', valueFormatter: (v: number) => formatNumber(v) }] }}
      animate={false}
    />
  );
}
