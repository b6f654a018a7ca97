import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatNumber } from './format';

/*
 * The dashboard's charts, drawn here as SVG: columns by month or year (one per series side by side), horizontal
 * bars by category, and a ring of shares. They replaced @ant-design/charts (G2), whose code was 460 KB of gzipped
 * JavaScript on the dashboard's first visit, nearly the whole visit's budget, for three kinds of chart that take a
 * few kilobytes to draw (packages/server/bench/README.md says what was weighed). Each bar and slice has its
 * number as a tooltip (<title>); the panel's 'Ver tabela' shows every number as a table, and the panel names the
 * chart as an image (PanelCard), so the drawing itself is hidden from screen readers. Values are pt-BR numbers.
 */

export interface SeriesPoint {
  x: string;
  serie: string;
  y: number;
}

/** The colours of the series and slices, in order (G2's default palette, as the charts had before). */
export const CHART_COLORS = ['#1783FF', '#00C9C9', '#F0884D', '#D580FF', '#7863FF', '#60C42D', '#BD8F24', '#FF80CA', '#2491B3', '#17C76F'];
const colorAt = (i: number) => CHART_COLORS[i % CHART_COLORS.length]!;
const AXIS = '#8c8c8c';
const GRID = '#f0f0f0';
const TEXT = '#595959';
const FONT = 12;

/** Round steps for an axis up to `max`: about five ticks of 1, 2 or 5 × 10ⁿ. */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/** The width the chart has on screen (followed as it changes), 0 until measured. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function Frame({ height, children }: { height: number; children: (width: number) => ReactNode }) {
  const { ref, width } = useWidth();
  return (
    <div ref={ref} style={{ width: '100%', height }}>
      {width > 0 && (
        <svg width={width} height={height} aria-hidden="true" focusable="false" style={{ display: 'block', fontSize: FONT, fontFamily: 'inherit' }}>
          {children(width)}
        </svg>
      )}
    </div>
  );
}

/** The legend: a swatch and the name of each series, in a row. */
function Legend({ names }: { names: string[] }) {
  return (
    <ul aria-hidden="true" style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: '4px 16px', justifyContent: 'center', margin: '0 0 4px', padding: 0, fontSize: FONT, color: TEXT }}>
      {names.map((name, i) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span style={{ width: 10, height: 10, borderRadius: 2, background: colorAt(i), display: 'inline-block' }} />
          {name}
        </li>
      ))}
    </ul>
  );
}

/** A text's width in the chart's font, estimated (no layout pass needed): digits and letters about 0.6 em. */
const textWidth = (text: string) => text.length * FONT * 0.6;

/** Columns by month (or year), one per series side by side. */
export function ColumnChart({ data, height = 300 }: { data: SeriesPoint[]; height?: number }) {
  const categories = [...new Set(data.map((d) => d.x))];
  const series = [...new Set(data.map((d) => d.serie))];
  const value = new Map(data.map((d) => [`${d.x}\u0000${d.serie}`, d.y]));
  const ticks = niceTicks(Math.max(0, ...data.map((d) => d.y)));
  const top = ticks[ticks.length - 1]!;
  const legendHeight = series.length > 1 ? 24 : 0;
  const plotHeight = height - legendHeight;
  return (
    <>
      {series.length > 1 && <Legend names={series} />}
      <Frame height={plotHeight}>
        {(width) => {
          const left = Math.max(...ticks.map((t) => textWidth(formatNumber(t)))) + 8;
          const margin = { top: 8, right: 8, bottom: 24 };
          const w = Math.max(1, width - left - margin.right);
          const h = Math.max(1, plotHeight - margin.top - margin.bottom);
          const band = w / Math.max(1, categories.length);
          const barWidth = Math.max(1, (band * 0.7) / series.length);
          const y = (v: number) => margin.top + h - (v / top) * h;
          // Category labels thinned out when they would overlap (a phone's width, many years).
          const every = Math.max(1, Math.ceil(Math.max(...categories.map((c) => textWidth(c) + 6)) / band));
          return (
            <>
              {ticks.map((t) => (
                <g key={t}>
                  <line x1={left} x2={left + w} y1={y(t)} y2={y(t)} stroke={t === 0 ? AXIS : GRID} />
                  <text x={left - 6} y={y(t)} dy="0.32em" textAnchor="end" fill={TEXT}>
                    {formatNumber(t)}
                  </text>
                </g>
              ))}
              {categories.map((category, i) => {
                const x0 = left + i * band + band * 0.15;
                return (
                  <g key={category}>
                    {series.map((serie, s) => {
                      const v = value.get(`${category}\u0000${serie}`) ?? 0;
                      return (
                        <rect key={serie} x={x0 + s * barWidth} y={y(v)} width={Math.max(1, barWidth - 1)} height={Math.max(0, margin.top + h - y(v))} fill={colorAt(s)}>
                          <title>{`${category} — ${serie}: ${formatNumber(v)}`}</title>
                        </rect>
                      );
                    })}
                    {i % every === 0 && (
                      <text x={left + i * band + band / 2} y={margin.top + h + 16} textAnchor="middle" fill={TEXT}>
                        {category}
                      </text>
                    )}
                  </g>
                );
              })}
            </>
          );
        }}
      </Frame>
    </>
  );
}

/** Horizontal bars by category (referral types, states), each with its number after it. */
export function BarChart({ data, height }: { data: { x: string; y: number }[]; height?: number }) {
  const total = height ?? Math.max(200, data.length * 34 + 60);
  const max = Math.max(0, ...data.map((d) => d.y)) || 1;
  return (
    <Frame height={total}>
      {(width) => {
        const labelWidth = Math.min(width * 0.4, Math.max(0, ...data.map((d) => textWidth(d.x))) + 8);
        const valueWidth = Math.max(0, ...data.map((d) => textWidth(formatNumber(d.y)))) + 8;
        const w = Math.max(1, width - labelWidth - valueWidth);
        const row = (total - 16) / Math.max(1, data.length);
        const barHeight = Math.min(24, row * 0.7);
        return data.map((d, i) => {
          const cy = 8 + i * row + row / 2;
          const length = (d.y / max) * w;
          const label = textWidth(d.x) > labelWidth - 8 ? `${d.x.slice(0, Math.max(1, Math.floor((labelWidth - 8) / (FONT * 0.6)) - 1))}…` : d.x;
          return (
            <g key={d.x}>
              <text x={labelWidth - 8} y={cy} dy="0.32em" textAnchor="end" fill={TEXT}>
                <title>{d.x}</title>
                {label}
              </text>
              <rect x={labelWidth} y={cy - barHeight / 2} width={Math.max(d.y ? 1 : 0, length)} height={barHeight} fill={colorAt(0)}>
                <title>{`${d.x}: ${formatNumber(d.y)}`}</title>
              </rect>
              <text x={labelWidth + length + 6} y={cy} dy="0.32em" fill={TEXT}>
                {d.y ? formatNumber(d.y) : ''}
              </text>
            </g>
          );
        });
      }}
    </Frame>
  );
}

/** A point on a circle of radius `r` around (cx, cy), at `turn` (0 at the top, clockwise, 1 a full turn). */
const at = (cx: number, cy: number, r: number, turn: number): [number, number] => [cx + r * Math.sin(turn * 2 * Math.PI), cy - r * Math.cos(turn * 2 * Math.PI)];

/** A ring slice from turn `a` to turn `b`, between radii `inner` and `outer`. */
function slicePath(cx: number, cy: number, inner: number, outer: number, a: number, b: number): string {
  // A whole ring is two halves (an arc cannot start and end at the same point).
  if (b - a >= 0.9999) return `${slicePath(cx, cy, inner, outer, 0, 0.5)} ${slicePath(cx, cy, inner, outer, 0.5, 1)}`;
  const large = b - a > 0.5 ? 1 : 0;
  const [x1, y1] = at(cx, cy, outer, a);
  const [x2, y2] = at(cx, cy, outer, b);
  const [x3, y3] = at(cx, cy, inner, b);
  const [x4, y4] = at(cx, cy, inner, a);
  return `M${x1} ${y1}A${outer} ${outer} 0 ${large} 1 ${x2} ${y2}L${x3} ${y3}A${inner} ${inner} 0 ${large} 0 ${x4} ${y4}Z`;
}

/** A ring of categories with the share of each (shares of 5 % or more written on their slice), the legend beside it. */
export function PieChart({ data, height = 300 }: { data: { x: string; y: number }[]; height?: number }) {
  const shown = data.filter((d) => d.y > 0);
  const total = shown.reduce((n, d) => n + d.y, 0) || 1;
  let turn = 0;
  const slices = shown.map((d, i) => {
    const start = turn;
    turn += d.y / total;
    return { ...d, start, end: turn, color: colorAt(i) };
  });
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
      <div style={{ flex: '1 1 200px', minWidth: 0 }}>
        <Frame height={height}>
          {(width) => {
            const outer = Math.max(10, Math.min(width, height) / 2 - 8);
            const inner = outer * 0.5;
            const cx = width / 2;
            const cy = height / 2;
            return slices.map((s) => {
              const share = Math.round(((s.end - s.start) * 1000) / 10);
              const [lx, ly] = at(cx, cy, (inner + outer) / 2, (s.start + s.end) / 2);
              return (
                <g key={s.x}>
                  <path d={slicePath(cx, cy, inner, outer, s.start, s.end)} fill={s.color} stroke="#fff" strokeWidth={1}>
                    <title>{`${s.x}: ${formatNumber(s.y)} (${formatNumber(share)}%)`}</title>
                  </path>
                  {s.end - s.start >= 0.05 && (
                    <text x={lx} y={ly} dy="0.32em" textAnchor="middle" fill="#fff" fontWeight={600} pointerEvents="none">
                      {`${Math.round((s.y / total) * 100)}%`}
                    </text>
                  )}
                </g>
              );
            });
          }}
        </Frame>
      </div>
      <ul aria-hidden="true" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4, fontSize: FONT, color: TEXT, flex: '0 1 auto' }}>
        {slices.map((s) => (
          <li key={s.x} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span style={{ width: 10, height: 10, borderRadius: '50%', background: s.color, display: 'inline-block', flex: 'none' }} />
            {s.x}
          </li>
        ))}
      </ul>
    </div>
  );
}
