// Order statistics over per-round values: medians and spreads, robust to the odd slow round
// a noisy machine produces.
import type { Better, Spread } from './types';

/** Linear-interpolated quantile (q in [0, 1]) of unsorted values; NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const low = sorted[lo] as number;
  const high = sorted[hi] as number;
  return low + (high - low) * (at - lo);
}

export function spread(values: readonly number[]): Spread {
  return {
    median: quantile(values, 0.5),
    p10: quantile(values, 0.1),
    p90: quantile(values, 0.9),
    q1: quantile(values, 0.25),
    q3: quantile(values, 0.75),
    min: quantile(values, 0),
    max: quantile(values, 1),
  };
}

/** Times A beats B: A/B when higher is better, B/A when lower is better. */
/** How many times better A is; null when a ratio means nothing (a zero or negative median). */
export function advantage(a: number, b: number, better: Better): number | null {
  if (!(a > 0) || !(b > 0)) return null;
  return better === 'higher' ? a / b : b / a;
}
