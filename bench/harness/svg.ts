// Inline SVG charts for the HTML report: no scripts, no external assets.
import { formatCount } from './format';
import type { Spread } from './types';

export const COLOR_A = '#2dd4bf';
export const COLOR_B = '#8b9bb0';
const GRID = '#223040';
const TEXT = '#8b9bb0';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function ticks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0];
  const raw = max / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  // Enough steps that the last tick reaches max, so nothing is drawn past the axis.
  const steps = Math.max(1, Math.ceil(max / step - 1e-9));
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

export interface RangeRow {
  readonly label: string;
  readonly color: string;
  readonly spread: Spread;
}

/** Horizontal range bars from 0: min–max whisker, p10–p90 box, median mark. */
export function rangeChart(rows: readonly RangeRow[], unit: string): string {
  const width = 640;
  const left = 150;
  const right = 24;
  const rowH = 34;
  const top = 10;
  const height = top + rows.length * rowH + 28;
  const max = Math.max(...rows.map((r) => r.spread.max)) * 1.08;
  const axis = ticks(max);
  const scaleMax = axis.at(-1) ?? max;
  const x = (v: number): number => left + ((width - left - right) * v) / (scaleMax || 1);
  const parts: string[] = [];
  for (const t of axis) {
    parts.push(
      `<line x1="${x(t)}" x2="${x(t)}" y1="${top}" y2="${height - 22}" stroke="${GRID}"/>`,
      `<text x="${x(t)}" y="${height - 8}" fill="${TEXT}" font-size="11" text-anchor="middle">${formatCount(t)}</text>`,
    );
  }
  rows.forEach((row, i) => {
    const y = top + i * rowH + rowH / 2;
    const s = row.spread;
    parts.push(
      `<text x="${left - 10}" y="${y + 4}" fill="${TEXT}" font-size="12" text-anchor="end">${escapeHtml(row.label)}</text>`,
      `<line x1="${x(s.min)}" x2="${x(s.max)}" y1="${y}" y2="${y}" stroke="${row.color}" stroke-width="1.5"/>`,
      `<rect x="${x(s.p10)}" y="${y - 8}" width="${Math.max(2, x(s.p90) - x(s.p10))}" height="16" rx="2" fill="${row.color}" fill-opacity="0.28" stroke="${row.color}"/>`,
      `<line x1="${x(s.median)}" x2="${x(s.median)}" y1="${y - 11}" y2="${y + 11}" stroke="${row.color}" stroke-width="3"/>`,
    );
  });
  return (
    `<svg viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-label="${escapeHtml(`median, p10–p90 and min–max in ${unit}`)}">` +
    `${parts.join('')}</svg>`
  );
}

export interface Series {
  readonly label: string;
  readonly color: string;
  readonly values: readonly (number | null)[];
}

/** Values per round (or per run) as lines with dots, from 0. */
export function lineChart(series: readonly Series[], xLabel: string): string {
  const width = 640;
  const height = 150;
  const left = 56;
  const right = 16;
  const top = 10;
  const bottom = 26;
  const n = Math.max(...series.map((s) => s.values.length));
  const max = Math.max(...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const axis = ticks(max * 1.08);
  const scaleMax = axis.at(-1) ?? max;
  const x = (i: number): number => left + (n <= 1 ? 0 : ((width - left - right) * i) / (n - 1));
  const y = (v: number): number => top + (height - top - bottom) * (1 - v / (scaleMax || 1));
  const parts: string[] = [];
  for (const t of axis) {
    parts.push(
      `<line x1="${left}" x2="${width - right}" y1="${y(t)}" y2="${y(t)}" stroke="${GRID}"/>`,
      `<text x="${left - 6}" y="${y(t) + 4}" fill="${TEXT}" font-size="11" text-anchor="end">${formatCount(t)}</text>`,
    );
  }
  parts.push(
    `<text x="${(left + width - right) / 2}" y="${height - 6}" fill="${TEXT}" font-size="11" text-anchor="middle">${escapeHtml(xLabel)}</text>`,
  );
  for (const s of series) {
    const points = s.values
      .map((v, i) => (v === null ? null : `${x(i).toFixed(1)},${y(v).toFixed(1)}`))
      .filter((p): p is string => p !== null);
    if (points.length > 1) {
      parts.push(
        `<polyline points="${points.join(' ')}" fill="none" stroke="${s.color}" stroke-width="1.5" stroke-opacity="0.7"/>`,
      );
    }
    for (const p of points) {
      const [cx, cy] = p.split(',');
      parts.push(`<circle cx="${cx}" cy="${cy}" r="3" fill="${s.color}"/>`);
    }
  }
  return `<svg viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-label="${escapeHtml(xLabel)}">${parts.join('')}</svg>`;
}
