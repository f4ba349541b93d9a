// Date and time formatting in UTC (spec 3.7, 9). Functions take `now` as a parameter:
// nothing here reads the clock, so callers and tests control time.

import { TRADE_STATISTICS_DEFAULT_DAYS } from './constants';
import type { Millis } from './time';

export type { Millis } from './time';

export const DAY_MS = 86_400_000;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function utcDate(ms: Millis): Date | null {
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? null : d;
}

function datePart(d: Date): string {
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${pad(d.getUTCFullYear(), 4)}`;
}

function timePart12(d: Date): string {
  const h24 = d.getUTCHours();
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const suffix = h24 < 12 ? 'AM' : 'PM';
  return `${pad(h12)}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${suffix}`;
}

/** R-DATE-1: 'MM/DD/YYYY hh:mm:ss AM' in UTC (12-hour clock); '' for a non-finite or out-of-range time. */
export function formatDateTimeUtc(ms: Millis): string {
  const d = utcDate(ms);
  return d === null ? '' : `${datePart(d)} ${timePart12(d)}`;
}

/** R-DATE-1: 'MM/DD/YYYY' in UTC. */
export function formatDateUtc(ms: Millis): string {
  const d = utcDate(ms);
  return d === null ? '' : datePart(d);
}

/** R-DATE-1: 'hh:mm:ss AM' in UTC. */
export function formatTimeUtc(ms: Millis): string {
  const d = utcDate(ms);
  return d === null ? '' : timePart12(d);
}

/** R-DATE-2: query date 'YYYY-MM-DD HH:mm:ss' (24-hour, UTC). */
export function formatQueryDate(ms: Millis): string {
  const d = utcDate(ms);
  if (d === null) return '';
  return `${formatIsoDateUtc(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** R-DATE-3: 'YYYY-MM-DD' in UTC (the trade-statistics filter format). */
export function formatIsoDateUtc(ms: Millis): string {
  const d = utcDate(ms);
  if (d === null) return '';
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * R-DATE-4: seconds as 'm:ss' (minutes unpadded and unbounded: 0:05, 1:30, 75:00).
 * Fractions are floored; negative and non-finite values show '0:00'.
 */
export function formatMinSec(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(total / 60)}:${pad(total % 60)}`;
}

export function startOfDayUtc(now: Millis): Millis {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

/** Last millisecond of the UTC day: 23:59:59.999. */
export function endOfDayUtc(now: Millis): Millis {
  return startOfDayUtc(now) + DAY_MS - 1;
}

export function startOfMonthUtc(now: Millis): Millis {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

export function startOfQuarterUtc(now: Millis): Millis {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), Math.floor(d.getUTCMonth() / 3) * 3, 1);
}

export function startOfYearUtc(now: Millis): Millis {
  return Date.UTC(new Date(now).getUTCFullYear(), 0, 1);
}

/** R-DATE-5: default performance window: start of the month to the end of the day, UTC. */
export function performanceDefaultWindow(now: Millis): { t_start: Millis; t_end: Millis } {
  return { t_start: startOfMonthUtc(now), t_end: endOfDayUtc(now) };
}

export const QUICK_RANGES = [
  'last_7_days',
  'last_30_days',
  'month_to_date',
  'quarter_to_date',
  'year_to_date',
] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/**
 * R-DATE-6: performance quick ranges (spec 9). 'Last N days' starts at the UTC midnight N days
 * before today; every range ends at the end of today (UTC).
 */
export function quickRangeWindow(
  range: QuickRange,
  now: Millis,
): { t_start: Millis; t_end: Millis } {
  const t_end = endOfDayUtc(now);
  switch (range) {
    case 'last_7_days':
      return { t_start: startOfDayUtc(now) - 7 * DAY_MS, t_end };
    case 'last_30_days':
      return { t_start: startOfDayUtc(now) - 30 * DAY_MS, t_end };
    case 'month_to_date':
      return { t_start: startOfMonthUtc(now), t_end };
    case 'quarter_to_date':
      return { t_start: startOfQuarterUtc(now), t_end };
    case 'year_to_date':
      return { t_start: startOfYearUtc(now), t_end };
  }
}

/** R-DATE-3: trade-statistics default: startDate 15 days before today, endDate today (UTC, yyyy-mm-dd). */
export function tradeStatisticsDefaultWindow(now: Millis): { startDate: string; endDate: string } {
  return {
    startDate: formatIsoDateUtc(now - TRADE_STATISTICS_DEFAULT_DAYS * DAY_MS),
    endDate: formatIsoDateUtc(now),
  };
}
