// reconnecting-websocket, under StreamSocket, schedules its retries, connect timeouts and
// uptime with the global setTimeout/clearTimeout: it takes no timers. For the length of the
// current test this routes those two globals to the test's FakeTime, so the library runs on
// the same hand-driven clock as the rest of the core (vitest's fake timers would be a second
// clock, and their order against FakeTime's would be undefined).
import { onTestFinished, vi } from 'vitest';
import type { FakeTime } from '../../core/testing/fakes';

export function libraryTimersOn(time: FakeTime): void {
  const realClearTimeout = globalThis.clearTimeout;
  vi.stubGlobal('setTimeout', (fn: () => void, ms?: number) => time.setTimeout(fn, ms ?? 0));
  vi.stubGlobal('clearTimeout', (handle: unknown) => {
    // FakeTime's handles are numbers; anything else is a real timer made before the stub.
    if (typeof handle === 'number') time.clearTimeout(handle);
    else realClearTimeout(handle as Parameters<typeof clearTimeout>[0]);
  });
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}
