import type { UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { BarColumns, type Bar } from './chartBars';

const bar = (time: number, close: number): Bar => ({
  time: time as UTCTimestamp,
  open: close - 1,
  high: close + 2,
  low: close - 3,
  close,
});

function columns(...times: number[]): BarColumns {
  const c = new BarColumns();
  c.reset(times.length, (i) => bar(times[i] as number, i));
  return c;
}

describe('chart history columns', () => {
  it('holds the bars it was reset with, oldest first, as bar objects', () => {
    const c = columns(60, 120, 180);
    expect(c.length).toBe(3);
    expect(c.at(1)).toEqual(bar(120, 1));
    expect(c.slice(1).map((b) => b.time)).toEqual([120, 180]);
    expect(c.slice(-5, 2).map((b) => b.time)).toEqual([60, 120]);
    expect(() => c.at(3)).toThrow(RangeError);
  });

  it('same time as the newest replaces it; a newer time appends', () => {
    const c = columns(60, 120);
    expect(c.upsert(bar(120, 9))).toEqual({ kind: 'last', index: 1 });
    expect(c.at(1).close).toBe(9);
    expect(c.upsert(bar(180, 4))).toEqual({ kind: 'append', index: 2 });
    expect(c.length).toBe(3);
  });

  it('an older time replaces its bar, or is inserted in order', () => {
    const c = columns(60, 180, 240);
    expect(c.upsert(bar(60, 7))).toEqual({ kind: 'replace', index: 0 });
    expect(c.upsert(bar(120, 8))).toEqual({ kind: 'insert', index: 1 });
    expect(c.slice(0).map((b) => [b.time, b.close])).toEqual([
      [60, 7],
      [120, 8],
      [180, 1],
      [240, 2],
    ]);
  });

  it('grows past its capacity and keeps every bar', () => {
    const c = new BarColumns();
    for (let i = 0; i < 1_000; i++) c.upsert(bar(60 * (i + 1), i));
    expect(c.length).toBe(1_000);
    expect(c.at(0)).toEqual(bar(60, 0));
    expect(c.at(999)).toEqual(bar(60_000, 999));
  });

  it('a reset drops the old history', () => {
    const c = columns(60, 120, 180);
    c.reset(1, () => bar(600, 5));
    expect(c.slice(0)).toEqual([bar(600, 5)]);
  });
});
