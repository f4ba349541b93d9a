import { describe, expect, it } from 'vitest';
import { countdown, formatSecondsLeft } from './countdown';

describe('R-SHELL-23 quote countdown on injected server time', () => {
  const expiresAt = 1_000_000;

  it('counts whole seconds down in 1000 ms steps', () => {
    expect(countdown(expiresAt, expiresAt - 5_000)).toEqual({ kind: 'live', secondsLeft: 5 });
    expect(countdown(expiresAt, expiresAt - 4_001)).toEqual({ kind: 'live', secondsLeft: 5 });
    expect(countdown(expiresAt, expiresAt - 4_000)).toEqual({ kind: 'live', secondsLeft: 4 });
    expect(countdown(expiresAt, expiresAt - 1)).toEqual({ kind: 'live', secondsLeft: 1 });
  });

  it('is expired at and after the expiry', () => {
    expect(countdown(expiresAt, expiresAt)).toEqual({ kind: 'expired' });
    expect(countdown(expiresAt, expiresAt + 10)).toEqual({ kind: 'expired' });
    expect(countdown(Number.NaN, expiresAt)).toEqual({ kind: 'expired' });
  });

  it('formats minutes:seconds', () => {
    expect(formatSecondsLeft(9)).toBe('0:09');
    expect(formatSecondsLeft(75)).toBe('1:15');
  });
});
