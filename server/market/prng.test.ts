import { describe, expect, it } from 'vitest';
import { createPrng, deriveSeed } from './prng';

describe('prng', () => {
  it('repeats the same sequence for the same seed and differs across seeds', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const c = createPrng(43);
    const xs = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(xs);
  });

  it('stays in range and looks uniform and normal', () => {
    const r = createPrng(7);
    let sum = 0;
    let sumN = 0;
    let sumN2 = 0;
    let inRange = true;
    const n = 20000;
    for (let i = 0; i < n; i++) {
      const x = r.next();
      const k = r.int(10);
      inRange &&= x >= 0 && x < 1 && Number.isInteger(k) && k >= 0 && k < 10;
      sum += x;
      const z = r.normal();
      sumN += z;
      sumN2 += z * z;
    }
    expect(inRange).toBe(true);
    expect(Math.abs(sum / n - 0.5)).toBeLessThan(0.02);
    expect(Math.abs(sumN / n)).toBeLessThan(0.05);
    expect(Math.abs(sumN2 / n - 1)).toBeLessThan(0.05);
  });

  it('derives distinct seeds per name', () => {
    expect(deriveSeed(1, 'BTC/USD')).not.toBe(deriveSeed(1, 'ETH/USD'));
    expect(deriveSeed(1, 'BTC/USD')).toBe(deriveSeed(1, 'BTC/USD'));
  });
});
