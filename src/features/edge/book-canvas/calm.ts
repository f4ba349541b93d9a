// At most one call per interval, the first at once and the last never lost (leading and
// trailing): the book's text mirror follows the canvas at a calmer rate with it.
export interface Calmed {
  (): void;
  cancel(): void;
}

export interface CalmTimers {
  now(): number;
  setTimeout(cb: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const browserTimers: CalmTimers = {
  now: () => performance.now(),
  setTimeout: (cb, ms) => globalThis.setTimeout(cb, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export function calmed(run: () => void, intervalMs: number, timers = browserTimers): Calmed {
  let last = -Infinity;
  let pending: unknown = null;
  const fire = (): void => {
    pending = null;
    last = timers.now();
    run();
  };
  const call = (): void => {
    if (pending !== null) return;
    const wait = last + intervalMs - timers.now();
    if (wait <= 0) fire();
    else pending = timers.setTimeout(fire, wait);
  };
  call.cancel = (): void => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return call;
}
