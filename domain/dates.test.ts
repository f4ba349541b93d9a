import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  endOfDayUtc,
  formatDateTimeUtc,
  formatDateUtc,
  formatIsoDateUtc,
  formatMinSec,
  formatQueryDate,
  formatTimeUtc,
  performanceDefaultWindow,
  quickRangeWindow,
  startOfMonthUtc,
  tradeStatisticsDefaultWindow,
} from './dates';

const at = (iso: string): number => Date.parse(iso);

describe('R-DATE-1 MM/DD/YYYY hh:mm:ss AM/PM in UTC', () => {
  it.each([
    ['2026-11-22T00:00:00.000Z', '11/22/2026 12:00:00 AM'],
    ['2026-11-22T00:59:59.999Z', '11/22/2026 12:59:59 AM'],
    ['2026-11-22T11:59:59Z', '11/22/2026 11:59:59 AM'],
    ['2026-11-22T12:00:00Z', '11/22/2026 12:00:00 PM'],
    ['2026-11-22T13:05:09Z', '11/22/2026 01:05:09 PM'],
    ['2026-01-02T23:59:59Z', '01/02/2026 11:59:59 PM'],
    ['1970-01-01T00:00:00Z', '01/01/1970 12:00:00 AM'],
    ['2024-02-29T06:07:08Z', '02/29/2024 06:07:08 AM'],
    ['0999-03-04T05:06:07Z', '03/04/0999 05:06:07 AM'],
  ])('formatDateTimeUtc(%s) = %s', (iso, out) => {
    expect(formatDateTimeUtc(at(iso))).toBe(out);
  });

  it('date and time parts alone', () => {
    expect(formatDateUtc(at('2026-07-04T21:30:00Z'))).toBe('07/04/2026');
    expect(formatTimeUtc(at('2026-07-04T21:30:00Z'))).toBe('09:30:00 PM');
  });

  it.each([NaN, Infinity, -Infinity, 8.64e15 + 1])('non-dates (%s) give an empty string', (ms) => {
    expect(formatDateTimeUtc(ms)).toBe('');
    expect(formatDateUtc(ms)).toBe('');
    expect(formatQueryDate(ms)).toBe('');
  });
});

describe('R-DATE-2 query date YYYY-MM-DD HH:mm:ss', () => {
  it.each([
    ['2026-11-22T00:00:00Z', '2026-11-22 00:00:00'],
    ['2026-11-22T13:05:09.999Z', '2026-11-22 13:05:09'],
    ['2026-12-31T23:59:59Z', '2026-12-31 23:59:59'],
  ])('formatQueryDate(%s) = %s', (iso, out) => {
    expect(formatQueryDate(at(iso))).toBe(out);
  });
});

describe('R-DATE-3 trade-statistics default window: 15 days, yyyy-mm-dd', () => {
  it.each([
    ['2026-11-22T10:00:00Z', '2026-11-07', '2026-11-22'],
    ['2026-11-22T23:59:59Z', '2026-11-07', '2026-11-22'],
    ['2026-01-10T00:00:00Z', '2025-12-26', '2026-01-10'],
    ['2024-03-01T12:00:00Z', '2024-02-15', '2024-03-01'],
  ])('now %s → %s .. %s', (iso, start, end) => {
    expect(tradeStatisticsDefaultWindow(at(iso))).toEqual({ startDate: start, endDate: end });
  });

  it('formatIsoDateUtc', () => {
    expect(formatIsoDateUtc(at('2026-02-03T23:00:00Z'))).toBe('2026-02-03');
  });
});

describe('R-DATE-4 seconds as m:ss', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59.9, '0:59'],
    [60, '1:00'],
    [90, '1:30'],
    [599, '9:59'],
    [3600, '60:00'],
    [4505, '75:05'],
    [-3, '0:00'],
    [NaN, '0:00'],
    [Infinity, '0:00'],
  ])('formatMinSec(%s) = %s', (s, out) => {
    expect(formatMinSec(s)).toBe(out);
  });
});

describe('R-DATE-5 performance default window: start of month to end of day (UTC)', () => {
  it.each([
    ['2026-11-22T10:11:12Z', '2026-11-01T00:00:00.000Z', '2026-11-22T23:59:59.999Z'],
    ['2026-11-01T00:00:00Z', '2026-11-01T00:00:00.000Z', '2026-11-01T23:59:59.999Z'],
    ['2024-02-29T23:59:59.999Z', '2024-02-01T00:00:00.000Z', '2024-02-29T23:59:59.999Z'],
  ])('now %s', (iso, start, end) => {
    const w = performanceDefaultWindow(at(iso));
    expect(new Date(w.t_start).toISOString()).toBe(start);
    expect(new Date(w.t_end).toISOString()).toBe(end);
    expect(startOfMonthUtc(at(iso))).toBe(at(start));
    expect(endOfDayUtc(at(iso))).toBe(at(end));
  });
});

describe('R-DATE-6 quick ranges', () => {
  const now = at('2026-11-22T10:00:00Z');
  const end = at('2026-11-22T23:59:59.999Z');
  it.each([
    ['last_7_days', '2026-11-15T00:00:00Z'],
    ['last_30_days', '2026-10-23T00:00:00Z'],
    ['month_to_date', '2026-11-01T00:00:00Z'],
    ['quarter_to_date', '2026-10-01T00:00:00Z'],
    ['year_to_date', '2026-01-01T00:00:00Z'],
  ] as const)('%s starts %s and ends at the end of today', (range, start) => {
    expect(quickRangeWindow(range, now)).toEqual({ t_start: at(start), t_end: end });
  });

  it('quarter boundaries', () => {
    expect(quickRangeWindow('quarter_to_date', at('2026-03-31T23:00:00Z')).t_start).toBe(
      at('2026-01-01T00:00:00Z'),
    );
    expect(quickRangeWindow('quarter_to_date', at('2026-04-01T00:00:00Z')).t_start).toBe(
      at('2026-04-01T00:00:00Z'),
    );
    expect(DAY_MS).toBe(86_400_000);
  });
});
