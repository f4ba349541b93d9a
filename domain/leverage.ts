// Account ratios for display (spec 2.4 risk info): effective leverage = position value ÷ margin
// balance, and margin ratio = maintenance margin ÷ margin balance (in percent). The venue sends
// both rounded (2 and 6 decimals), which shows a small position as "0×" / "0%"; they are
// recomputed here from the full-precision figures.
import { toDecimalOrNull } from './numbers';

/** Significant digits kept for a figure below 0.01. */
const SMALL_SIGNIFICANT = 2;
/** Below this a figure is shown as "<0.00000001" (R-FMT-1's 8 decimals). */
const SMALLEST = 1e-8;

/** 2 decimals from 0.01 up ('0.12'), 2 significant digits below ('0.0012'). */
export function formatSmallRatio(x: number): string {
  if (x === 0) return '0.00';
  if (x < SMALLEST) return '<0.00000001';
  const rounded = Number(x.toPrecision(SMALL_SIGNIFICANT));
  if (rounded >= 0.01) return x.toFixed(2);
  const decimals = SMALL_SIGNIFICANT - 1 - Math.floor(Math.log10(rounded));
  return rounded.toFixed(Math.min(8, decimals));
}

/** |numerator| ÷ denominator, or null when the denominator is not positive or junk. */
function ratioOf(numerator: string, denominator: string): number | null {
  const n = toDecimalOrNull(numerator);
  const d = toDecimalOrNull(denominator);
  if (n === null || d === null) return null;
  const b = Number(d);
  // Display only: a ratio of two decimals, never fed back into balances.
  return b > 0 ? Math.abs(Number(n)) / b : null;
}

/** '0.12×', '0.0012×'; '0.00×' without positions; '—' without a positive margin balance. */
export function formatLeverage(positionValue: string, marginBalance: string): string {
  const r = ratioOf(positionValue, marginBalance);
  return r === null ? '—' : `${formatSmallRatio(r)}×`;
}

/** Maintenance margin over margin balance in percent: '12.50%', '0.00040%'. */
export function formatMarginRatio(maintenanceMargin: string, marginBalance: string): string {
  const r = ratioOf(maintenanceMargin, marginBalance);
  return r === null ? '—' : `${formatSmallRatio(r * 100)}%`;
}
