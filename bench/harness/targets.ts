// Small builders for the usual target shapes: a metric median against a bound, and an
// advantage over the baseline. Each returns null while the pair has no measured A.
import { formatTimes, formatValue } from './format';
import type { PairResult, TargetSpec } from './types';

function metricOf(pairs: ReadonlyMap<string, PairResult>, pairId: string, key: string) {
  return pairs.get(pairId)?.metrics.find((m) => m.spec.key === key) ?? null;
}

/** Median of our side at least (or at most, for lower-is-better metrics) `bound`. */
export function oursAtLeast(
  label: string,
  pairId: string,
  key: string,
  bound: number,
  statistic: 'median' | 'p90' | 'max' = 'median',
): TargetSpec {
  return {
    label,
    evaluate(pairs) {
      const m = metricOf(pairs, pairId, key);
      if (!m?.a) return null;
      const v = m.a[statistic];
      const met = m.spec.better === 'higher' ? v >= bound : v <= bound;
      const shown = statistic === 'median' ? '' : ` (${statistic} of rounds)`;
      return { met, actual: `${formatValue(v, m.spec.unit)}${shown}` };
    },
  };
}

/** Our median at least `times` × better than the baseline's. */
export function oursBetterBy(
  label: string,
  pairId: string,
  key: string,
  times: number,
): TargetSpec {
  return {
    label,
    evaluate(pairs) {
      const m = metricOf(pairs, pairId, key);
      if (m?.advantage === null || m?.advantage === undefined) return null;
      return { met: m.advantage >= times, actual: `${formatTimes(m.advantage)} the baseline` };
    },
  };
}
