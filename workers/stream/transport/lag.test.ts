import { describe, expect, it } from 'vitest';
import { LagMeter, MAX_LAG_SAMPLE } from './lag';

describe('R-STREAM-5 LagMeter: decaying average of the ping round trip', () => {
  it('is null before the first pong, then the first pong itself', () => {
    const lag = new LagMeter();
    expect(lag.millis).toBeNull();
    lag.add(42.4);
    expect(lag.millis).toBe(42);
  });

  it('weighs the first four pongs 1, 1/2, 1/3, 1/4 and every later one 1/10', () => {
    const lag = new LagMeter();
    for (const rtt of [100, 50, 20, 10]) lag.add(rtt);
    // 100 → 75 → 56.67 → 45
    expect(lag.millis).toBe(45);
    lag.add(145);
    expect(lag.millis).toBe(55); // 45 + (145 - 45) / 10
  });

  it('a new connection starts the weights again; the figure stays until its first pong', () => {
    const lag = new LagMeter();
    for (let i = 0; i < 10; i++) lag.add(200);
    lag.restart();
    expect(lag.millis).toBe(200);
    lag.add(20);
    expect(lag.millis).toBe(20);
  });

  it('clamps a sample to [0, MAX_LAG_SAMPLE] and ignores a non-finite one', () => {
    const lag = new LagMeter();
    lag.add(Number.NaN);
    expect(lag.millis).toBeNull();
    lag.add(10 * MAX_LAG_SAMPLE);
    expect(lag.millis).toBe(MAX_LAG_SAMPLE);
    lag.restart();
    lag.add(-5);
    expect(lag.millis).toBe(0);
  });
});
