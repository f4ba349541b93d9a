// Percentiles over a sliding time window of samples: the health panel's feed-age p50/p99.
import type { Millis } from '../../../workers/api';

export interface Sample {
  readonly at: Millis;
  readonly value: number;
}

/** Nearest-rank percentile (p in 0..100) of the values; null when there are none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(100, Math.max(0, p)) / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)] ?? null;
}

/** Samples newer than `now - windowMillis`, oldest first (input must be oldest first). */
export function withinWindow(
  samples: readonly Sample[],
  now: Millis,
  windowMillis: Millis,
): Sample[] {
  const from = now - windowMillis;
  let i = 0;
  while (i < samples.length && (samples[i]?.at ?? Infinity) <= from) i++;
  return samples.slice(i);
}
