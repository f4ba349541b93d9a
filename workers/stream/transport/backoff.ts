// Reconnect delays: exponential with "equal jitter" — half the capped delay is fixed, the
// other half random — so a server restart is not met by every browser at the same instant,
// yet no retry comes sooner than half its step.
import type { Millis } from '../../types';
import type { Random } from './ports';

export interface BackoffPolicy {
  readonly initialMillis: Millis;
  readonly maxMillis: Millis;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialMillis: 250, maxMillis: 10_000 };

/** Delay before retry number `attempt` (0 = the first retry after a drop). */
export function backoffDelay(attempt: number, random: Random, policy = DEFAULT_BACKOFF): Millis {
  const cap = Math.min(policy.maxMillis, policy.initialMillis * 2 ** Math.min(attempt, 30));
  return cap / 2 + random() * (cap / 2);
}
