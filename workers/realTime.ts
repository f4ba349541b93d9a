// The real clock and timers, for the worker entries and the tab facade.
import type { Clock, Timers } from './core/ports';

export const realClock: Clock = { now: () => Date.now() };

export const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (handle) =>
    globalThis.clearInterval(handle as Parameters<typeof clearInterval>[0]),
};
