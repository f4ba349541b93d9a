// Timers behind a small interface so tests can drive time by hand.
export type TimerHandle = { readonly __timer: unique symbol } | object;

export interface Timers {
  setInterval(callback: () => void, millis: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
  setTimeout(callback: () => void, millis: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Node's timers; unref'd so a forgotten timer never keeps a process alive. */
export const realTimers: Timers = {
  setInterval: (callback, millis) => setInterval(callback, millis).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
  setTimeout: (callback, millis) => setTimeout(callback, millis).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
