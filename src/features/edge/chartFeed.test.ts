import type { LogicalRange, UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import type { Bar } from './chartBars';
import { WindowedCandles, type SeriesTarget, type ViewSource } from './chartFeed';

const bar = (i: number, close = i): Bar => ({
  time: (60 * i) as UTCTimestamp,
  open: close,
  high: close,
  low: close,
  close,
});

/** What the series was handed: the bars it holds after every call, like lightweight-charts. */
class SeriesLog implements SeriesTarget {
  held: Bar[] = [];
  setDataCalls = 0;
  updates: { bar: Bar; historical: boolean }[] = [];
  setData(bars: Bar[]): void {
    this.setDataCalls++;
    this.held = [...bars];
  }
  update(b: Bar, historical = false): void {
    this.updates.push({ bar: b, historical });
    const at = this.held.findIndex((h) => h.time === b.time);
    if (at >= 0) this.held[at] = b;
    else this.held.push(b);
  }
}

/** A time scale whose visible range the test sets (as the user scrolling would). */
class View implements ViewSource {
  range: LogicalRange | null = null;
  handlers: ((r: LogicalRange | null) => void)[] = [];
  getVisibleLogicalRange(): LogicalRange | null {
    return this.range;
  }
  subscribeVisibleLogicalRangeChange(h: (r: LogicalRange | null) => void): void {
    this.handlers.push(h);
  }
  unsubscribeVisibleLogicalRangeChange(h: (r: LogicalRange | null) => void): void {
    this.handlers = this.handlers.filter((x) => x !== h);
  }
  async show(from: number, to: number): Promise<void> {
    this.range = { from, to } as LogicalRange;
    for (const h of this.handlers) h(this.range);
    await Promise.resolve();
  }
}

const POLICY = { base: 100, lead: 50 };

function feed(total: number) {
  const series = new SeriesLog();
  const view = new View();
  let asked = 0;
  const f = new WindowedCandles(
    series,
    () => {
      asked++;
      return view;
    },
    POLICY,
  );
  f.reset(total, (i) => bar(i));
  return { f, series, view, asked: () => asked };
}

describe('windowed candles: the chart holds the history, the series a window', () => {
  it('a short history goes to the series whole and never watches the view', () => {
    const { f, series, asked } = feed(80);
    expect(series.held).toHaveLength(80);
    expect(f.held).toBe(80);
    f.apply(bar(80));
    expect(asked()).toBe(0);
  });

  it('a long history: the series gets the newest base bars, the chart keeps them all', () => {
    const { f, series, view } = feed(10_000);
    expect(f.total).toBe(10_000);
    expect(series.held).toHaveLength(100);
    expect(series.held[0]).toEqual(bar(9_900));
    expect(view.handlers).toHaveLength(1);
  });

  it('a live tick is one update() of the last bar; a new candle appends', () => {
    const { f, series } = feed(10_000);
    f.apply(bar(9_999, 5));
    f.apply(bar(10_000));
    expect(series.setDataCalls).toBe(1);
    expect(series.updates.map((u) => [u.bar.time, u.historical])).toEqual([
      [9_999 * 60, false],
      [10_000 * 60, false],
    ]);
    expect(f.total).toBe(10_001);
  });

  it('a correction inside the window is a historical update; older ones wait in the history', () => {
    const { f, series } = feed(10_000);
    f.apply(bar(9_950, -1));
    expect(series.updates).toEqual([{ bar: bar(9_950, -1), historical: true }]);
    f.apply(bar(10, -2));
    expect(series.updates).toHaveLength(1);
    expect(f.history.at(10).close).toBe(-2);
  });

  it('scrolling back loads older bars into the series; the view keeps its bars', async () => {
    const { f, series, view } = feed(10_000);
    await view.show(20, 60); // near the window's first bar
    expect(series.setDataCalls).toBe(2);
    // Two leads (2 × 50) of bars left of the view's first bar, history index 9,920.
    expect(f.firstHeld).toBe(9_920 - 100);
    expect(series.held[0]).toEqual(bar(9_820));
    expect(series.held[100]).toEqual(bar(9_920));
    expect(series.held.at(-1)).toEqual(bar(9_999));
  });

  it('back at the live edge, the series is cut to the newest bars again', async () => {
    const { f, series, view } = feed(10_000);
    for (let k = 0; k < 20; k++) {
      const first = f.firstHeld;
      await view.show(9_000 - 400 * k - first, 9_040 - 400 * k - first);
    }
    expect(f.held).toBeGreaterThan(8_000);
    const first = f.firstHeld;
    await view.show(9_960 - first, 10_000 - first);
    expect(f.held).toBe(10_000 - (9_960 - 100));
    expect(series.held).toHaveLength(f.held);
    expect(series.held.at(-1)).toEqual(bar(9_999));
  });

  it('an inserted older candle outside the window shifts the window, not the series', () => {
    const { f, series } = feed(10_000);
    f.apply({ ...bar(5), time: (60 * 5 + 30) as UTCTimestamp });
    expect(f.total).toBe(10_001);
    expect(f.firstHeld).toBe(9_901);
    expect(f.history.at(f.firstHeld)).toEqual(series.held[0]);
    expect(series.setDataCalls).toBe(1);
  });

  it('dispose stops watching the view', async () => {
    const { f, series, view } = feed(10_000);
    f.dispose();
    expect(view.handlers).toHaveLength(0);
    await view.show(0, 10);
    expect(series.setDataCalls).toBe(1);
  });
});
