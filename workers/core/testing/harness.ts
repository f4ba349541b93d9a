// Builds a DataCore on fakes and records the frames each tab receives.
import type { CoreEvent, Frame, FrameListener, TabContext } from '../../types';
import { DataCore } from '../core';
import type { AttachReply } from '../core';
import { tabLockName } from '../liveness';
import type { Broadcast } from '../ports';
import type { WebSocketFactory } from '../../stream/transport/ports';
import { FakeLocks, FakeTime, FakeTransport } from './fakes';

export const ORIGIN = 'https://desk.test';

export interface Harness {
  readonly core: DataCore;
  readonly time: FakeTime;
  readonly transport: FakeTransport;
  readonly locks: FakeLocks;
  /** The events of each frame (with events) each tab received, in order. */
  readonly frames: Map<string, CoreEvent[][]>;
  /** Every frame each tab received, in order. */
  readonly allFrames: Map<string, Frame[]>;
  events(tabId: string): CoreEvent[];
  attach(
    tabId: string,
    ctx?: Partial<TabContext>,
    holdsLock?: boolean,
    listener?: FrameListener,
  ): AttachReply;
}

export function context(patch: Partial<TabContext> = {}): TabContext {
  return {
    token: null,
    csrf: 'csrf-1',
    visitorId: 'visitor-1',
    entityId: null,
    accountId: null,
    route: '/trading/rfq',
    ...patch,
  };
}

export function makeHarness(
  options: {
    mode?: 'shared' | 'dedicated';
    broadcast?: Broadcast | null;
    useLocks?: boolean;
    socketFactory?: WebSocketFactory;
    random?: () => number;
    timeSync?: boolean;
  } = {},
): Harness {
  const time = new FakeTime();
  const transport = new FakeTransport();
  const locks = new FakeLocks();
  const core = new DataCore({
    clock: time,
    timers: time,
    transport,
    origin: ORIGIN,
    mode: options.mode ?? 'shared',
    instanceId: 'core-1',
    broadcast: options.broadcast ?? null,
    locks: options.useLocks === false ? null : locks,
    socketFactory: options.socketFactory ?? null,
    random: options.random ?? (() => 0.5),
    timeSync: options.timeSync ?? false,
  });
  const frames = new Map<string, CoreEvent[][]>();
  const allFrames = new Map<string, Frame[]>();
  return {
    core,
    time,
    transport,
    locks,
    frames,
    allFrames,
    events: (tabId) => (frames.get(tabId) ?? []).flat(),
    attach(tabId, ctx = {}, holdsLock = true, listener) {
      frames.set(tabId, frames.get(tabId) ?? []);
      allFrames.set(tabId, allFrames.get(tabId) ?? []);
      // Like the browser facade: hold the tab's lock before attaching.
      if (holdsLock) locks.hold(tabLockName(tabId));
      return core.attach(
        tabId,
        context(ctx),
        (frame) => {
          allFrames.get(tabId)?.push(frame);
          if (frame.events.length > 0) frames.get(tabId)?.push([...frame.events]);
          return listener?.(frame);
        },
        holdsLock,
      );
    },
  };
}
