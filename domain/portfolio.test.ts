import { describe, expect, it } from 'vitest';
import {
  cutoffAtOrBefore,
  defaultPerformanceWindow,
  nextCutoffAfter,
  performanceSeries,
  PORTFOLIO_DAY_MS,
  quickRangeWindow,
  sumByTime,
} from './portfolio';

const DAY = PORTFOLIO_DAY_MS;
const point = (t: number, value: number, flow = 0, unrealised = 0, realised = 0) => ({
  t,
  value,
  flow,
  unrealised,
  realised,
});

describe('time-weighted return', () => {
  it('R-PORT-1: flows are excluded: a deposit is not performance, returns chain by multiplication', () => {
    const series = performanceSeries([
      point(0, 100),
      // +10 % market move, then a 50 deposit at the end of day 1.
      point(DAY, 160, 50),
      // +10 % on 160.
      point(2 * DAY, 176),
      // A 76 withdrawal and no market move.
      point(3 * DAY, 100, -76),
    ]);
    const last = series[series.length - 1];
    expect(last?.twr).toBeCloseTo(1.1 * 1.1 - 1, 12);
    expect(last?.pnl).toBeCloseTo(26, 9);
    expect(last?.flows).toBeCloseTo(-26, 9);
    expect(series[1]?.twr).toBeCloseTo(0.1, 12);
    // A simple (end/start) return would call this 0 %; TWR sees the two +10 % days.
    expect((last?.equity ?? 0) / (series[0]?.equity ?? 1) - 1).toBe(0);
  });

  it('R-PORT-1: realised and unrealised split; derivatives PnL is realised plus the change of open positions', () => {
    const series = performanceSeries([point(0, 1000, 0, 20), point(DAY, 1050, 0, 10, 40)]);
    const last = series[1];
    expect(last?.equity).toBe(1060);
    expect(last?.pnl).toBe(40);
    expect(last?.realised).toBe(40);
    expect(last?.unrealised).toBe(0);
    expect(last?.derivativesPnl).toBe(30);
    expect(last?.spotPnl).toBe(10);
  });

  it('R-PORT-1: a day starting at zero equity contributes no return (no division by zero)', () => {
    const series = performanceSeries([point(0, 0), point(DAY, 100, 100), point(2 * DAY, 110)]);
    expect(series[2]?.twr).toBeCloseTo(0.1, 12);
  });

  it('R-PORT-1: sums several subaccounts per time before chaining', () => {
    expect(sumByTime([point(DAY, 1, 1), point(0, 2), point(DAY, 3, 2)])).toEqual([
      { ...point(0, 2), spotRealised: 0 },
      { ...point(DAY, 4, 3), spotRealised: 0 },
    ]);
  });

  it('R-PORT-17: spot sales realised at average cost count in realised PnL, not in derivatives PnL', () => {
    const [, day] = performanceSeries(
      sumByTime([
        point(0, 1000),
        { ...point(DAY, 1100, 0, 0, 30), spotRealised: 25 },
        { ...point(DAY, 0), spotRealised: 15 },
      ]),
    );
    expect(day?.pnl).toBe(100);
    expect(day?.realised).toBe(70);
    expect(day?.unrealised).toBe(30);
    expect(day?.derivativesPnl).toBe(30);
    expect(day?.spotPnl).toBe(70);
  });
});

describe('cut-off and window', () => {
  it('R-PORT-2: the cut-off is 00:00 UTC', () => {
    const t = Date.UTC(2026, 10, 25, 18, 30);
    expect(cutoffAtOrBefore(t)).toBe(Date.UTC(2026, 10, 25));
    expect(nextCutoffAfter(t)).toBe(Date.UTC(2026, 10, 26));
    expect(cutoffAtOrBefore(Date.UTC(2026, 10, 25))).toBe(Date.UTC(2026, 10, 25));
  });

  it('R-PORT-6: default window is start of month to end of day UTC; quick ranges end today', () => {
    const now = Date.UTC(2026, 10, 25, 18, 30);
    const end = Date.UTC(2026, 10, 26) - 1;
    expect(defaultPerformanceWindow(now)).toEqual({ tStart: Date.UTC(2026, 10, 1), tEnd: end });
    expect(quickRangeWindow('7d', now).tStart).toBe(Date.UTC(2026, 10, 19));
    expect(quickRangeWindow('30d', now).tStart).toBe(Date.UTC(2026, 9, 27));
    expect(quickRangeWindow('quarter', now)).toEqual({ tStart: Date.UTC(2026, 9, 1), tEnd: end });
    expect(quickRangeWindow('year', now)).toEqual({ tStart: Date.UTC(2026, 0, 1), tEnd: end });
  });
});
