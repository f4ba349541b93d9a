import { describe, expect, it } from 'vitest';
import {
  addLatency,
  balancerPlan,
  cpuTicksOfStat,
  LATENCY_BUCKET_MILLIS,
  LATENCY_MAX_MILLIS,
  latencyCount,
  latencyPercentile,
  machineTicksOfProcStat,
  mergeLatency,
  newLatencyHistogram,
  openFilesLimitOf,
  rssBytesOfStatus,
} from './stats';

describe('S13 helpers', () => {
  it('reads percentiles of merged worker histograms as bucket upper edges', () => {
    const a = newLatencyHistogram();
    const b = newLatencyHistogram();
    for (let i = 1; i <= 90; i++) addLatency(a, 2.04); // bucket [2.0, 2.1)
    for (let i = 1; i <= 10; i++) addLatency(b, 50.01); // bucket [50.0, 50.1)
    mergeLatency(a, b);
    expect(latencyCount(a)).toBe(100);
    expect(latencyPercentile(a, 50)).toBeCloseTo(2.1, 6);
    expect(latencyPercentile(a, 90)).toBeCloseTo(2.1, 6);
    expect(latencyPercentile(a, 91)).toBeCloseTo(50.1, 6);
    expect(latencyPercentile(a, 99)).toBeCloseTo(50.1, 6);
    expect(latencyPercentile(newLatencyHistogram(), 50)).toBeNaN();
  });

  it('clamps negative and huge latencies into the first and last bucket', () => {
    const h = newLatencyHistogram();
    addLatency(h, -3);
    addLatency(h, 1e9);
    expect(latencyPercentile(h, 50)).toBeCloseTo(LATENCY_BUCKET_MILLIS, 6);
    expect(latencyPercentile(h, 100)).toBe(LATENCY_MAX_MILLIS);
  });

  it('reads CPU ticks after the last parenthesis of a stat line', () => {
    const stat =
      '4242 (node (tsx) x) S 1 4242 4242 0 -1 4194304 100 0 0 0 731 129 0 0 20 0 11 0 5 0 0';
    expect(cpuTicksOfStat(stat)).toBe(731 + 129);
  });

  it('reads VmRSS and machine busy ticks', () => {
    expect(rssBytesOfStatus('Name:\tnode\nVmRSS:\t  123456 kB\nThreads: 7\n')).toBe(123456 * 1024);
    const ticks = machineTicksOfProcStat('cpu  100 5 50 800 20 3 2 0 0 0\ncpu0 1 1 1 1\n');
    expect(ticks).toEqual({ busy: 160, total: 980 });
    const limits =
      'Max processes  unlimited  unlimited  processes\nMax open files  1024  20000  files\n';
    expect(openFilesLimitOf(limits)).toEqual({ soft: 1024, hard: 20000 });
  });

  it('plans HAProxy processes by the open-files limit', () => {
    expect(balancerPlan(10_000, 20_000)).toEqual({ processes: 2, maxConnections: 9900 });
    expect(balancerPlan(1000, 20_000)).toEqual({ processes: 1, maxConnections: 9900 });
    expect(balancerPlan(10_000, 65_536)).toEqual({ processes: 1, maxConnections: 32_668 });
  });
});
