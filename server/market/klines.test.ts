import { describe, expect, it } from 'vitest';
import { KlineSeries } from './klines';

describe('KlineSeries', () => {
  it('aggregates trades into the current minute and flat minutes across a pause', () => {
    const k = new KlineSeries(10, 100, 500);
    k.trade(510, 2);
    k.trade(490, 3);
    expect(k.read(100, 1)).toMatchObject({
      open: 500,
      high: 510,
      low: 490,
      close: 490,
      volumeLots: 5,
    });
    expect(k.read(100, 1).quoteTickLots).toBe(510n * 2n + 490n * 3n);
    expect(k.advanceTo(103)).toEqual({ from: 100, to: 102 });
    expect(k.read(101, 2)).toMatchObject({
      open: 490,
      high: 490,
      low: 490,
      close: 490,
      volumeLots: 0,
    });
    expect(k.advanceTo(103)).toBeNull();
    k.trade(495, 1);
    expect(k.read(100, 5)).toMatchObject({
      open: 500,
      high: 510,
      low: 490,
      close: 495,
      volumeLots: 6,
    });
  });

  it('keeps only its capacity and clips reads to what it holds', () => {
    const k = new KlineSeries(4, 0, 100);
    k.trade(120, 1);
    k.advanceTo(10);
    expect(k.firstMinute).toBe(7);
    expect(k.read(0, 20)).toMatchObject({ open: 120, close: 120, volumeLots: 0 });
    expect(k.range(2, 0, 10, 100).map((c) => c.openMinute)).toEqual([6, 8, 10]);
    expect(k.range(2, 0, 10, 2).map((c) => c.openMinute)).toEqual([8, 10]);
    expect(k.range(2, 0, 10, 2, true).map((c) => c.openMinute)).toEqual([6, 8]);
  });

  it('loads history that ends right before the live minute', () => {
    const k = new KlineSeries(100, 50, 105);
    const c = (open: number, close: number) => ({
      openMinute: 0,
      minutes: 1,
      open,
      high: Math.max(open, close),
      low: Math.min(open, close),
      close,
      volumeLots: 1,
      quoteTickLots: 1n,
    });
    k.loadHistory([c(100, 102), c(102, 105)]);
    expect(k.firstMinute).toBe(48);
    expect(k.read(48, 3)).toMatchObject({
      open: 100,
      high: 105,
      low: 100,
      close: 105,
      volumeLots: 2,
    });
  });
});
