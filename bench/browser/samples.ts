// Percentiles of raw samples (latencies in a round), and a guard against reporting a figure
// from too few of them.
import { quantile } from '../harness/stats';

export function percentileOf(values: readonly number[], q: number, what: string, min = 20): number {
  if (values.length < min)
    throw new Error(`${what}: only ${values.length} samples (need ${min}); nothing to report`);
  return quantile(values, q);
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 30_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** 60 Hz frame in ms: latencies are also reported in frames. */
export const FRAME_MS = 1000 / 60;
