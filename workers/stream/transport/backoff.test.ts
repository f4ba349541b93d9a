import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_BACKOFF } from './backoff';

describe('R-CORE-14 backoffDelay', () => {
  it('doubles per attempt up to the cap, with jitter in [cap/2, cap]', () => {
    const { initialMillis, maxMillis } = DEFAULT_BACKOFF;
    for (let attempt = 0; attempt < 12; attempt++) {
      const cap = Math.min(maxMillis, initialMillis * 2 ** attempt);
      expect(backoffDelay(attempt, () => 0)).toBe(cap / 2);
      expect(backoffDelay(attempt, () => 0.999_999)).toBeLessThanOrEqual(cap);
      expect(backoffDelay(attempt, () => 0.999_999)).toBeGreaterThan(cap * 0.99);
    }
    expect(backoffDelay(100, () => 0.5)).toBe(maxMillis * 0.75);
  });
});
