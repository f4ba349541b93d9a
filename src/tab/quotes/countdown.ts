// Quote countdown on server time (spec 9: 1000 ms steps). Framework-free: the caller passes
// the current server time, so tests inject it.
import type { Millis, ServerMillis } from '../../../workers/api';

export const COUNTDOWN_STEP_MILLIS: Millis = 1_000;

export type CountdownState =
  { readonly kind: 'live'; readonly secondsLeft: number } | { readonly kind: 'expired' };

/** Whole seconds left until `expiresAt` (rounded up, so "1" shows until the last moment);
 *  expired once server time reaches the expiry. */
export function countdown(expiresAt: ServerMillis, now: ServerMillis): CountdownState {
  const left = expiresAt - now;
  if (!Number.isFinite(left) || left <= 0) return { kind: 'expired' };
  return { kind: 'live', secondsLeft: Math.ceil(left / COUNTDOWN_STEP_MILLIS) };
}

/** Shown as minutes:seconds (spec 5). */
export function formatSecondsLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
