// Dedicated-worker entry (fallback where SharedWorker is missing). The browser still gets one
// data core and one socket: the tabs' workers elect a leader with Web Locks; the leader runs
// the core for every tab and the others relay their tab's calls to it over BroadcastChannel
// (workers/relay/, docs/data-core.md "Fallback leader"). When the leader's tab closes, the
// next worker in the lock's queue takes over and every tab attaches again.
// Without Web Locks or BroadcastChannel each tab keeps its own core, as before.
// This worker shares memory with its own tab when both are cross-origin isolated: the core
// then hands that tab its books through a shared ring (stream/ring/); relayed tabs (other
// agent clusters) get transferred frames.
import * as Comlink from 'comlink';
import { createEndpoint } from './endpoint';
import { BookRingWriter } from './stream/ring/book-ring';
import { randomId } from './ids';
import { broadcastChannelOpener, createPlatformCore } from './platform';
import { asyncEndpoint, ENDPOINT_METHODS, type AsyncEndpoint } from './relay/endpoint-types';
import { FollowerRelay } from './relay/follower';
import { LeaderRelay } from './relay/leader';
import { CORE_CHANGED_MESSAGE, LEADER_LOCK } from './relay/protocol';

const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;

/** The ring for this worker's own tab, where memory can be shared. */
const ownTabRing = (): BookRingWriter | null =>
  typeof SharedArrayBuffer !== 'undefined' && globalThis.crossOriginIsolated === true
    ? new BookRingWriter()
    : null;

if (locks === undefined || typeof BroadcastChannel === 'undefined') {
  Comlink.expose(createEndpoint(createPlatformCore('dedicated'), { ring: ownTabRing() }));
} else {
  const workerId = randomId();
  const open = broadcastChannelOpener;
  /** Tells this worker's tab to attach again (to the new leader). */
  const coreChanged = () => globalThis.postMessage({ type: CORE_CHANGED_MESSAGE });
  let target: AsyncEndpoint | null = null;
  const waiting: ((t: AsyncEndpoint) => void)[] = [];
  const setTarget = (next: AsyncEndpoint) => {
    target = next;
    for (const resume of waiting.splice(0)) resume(next);
  };
  const ready = (): Promise<AsyncEndpoint> =>
    target !== null ? Promise.resolve(target) : new Promise((r) => waiting.push(r));

  const lead = (follower: FollowerRelay | null): Promise<never> => {
    const core = createPlatformCore('dedicated');
    const local = asyncEndpoint(createEndpoint(core, { ring: ownTabRing() }));
    follower?.stop(local);
    setTarget(local);
    new LeaderRelay(workerId, createEndpoint(core), open).start();
    if (follower !== null) coreChanged();
    // The lock is this worker's for as long as it lives.
    return new Promise<never>(() => undefined);
  };

  void locks.request(LEADER_LOCK, { ifAvailable: true }, (lock) => {
    if (lock !== null) return lead(null);
    const follower = new FollowerRelay(workerId, open, coreChanged);
    follower.start();
    setTarget(follower.endpoint());
    // Wait in the lock's queue: the first in it takes over when the leader's tab closes.
    void locks.request(LEADER_LOCK, () => lead(follower));
    return undefined;
  });

  const switching: Record<string, unknown> = {};
  for (const method of ENDPOINT_METHODS) {
    switching[method] = async (...args: unknown[]) => {
      const current = await ready();
      return (current[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    };
  }
  Comlink.expose(switching);
}
