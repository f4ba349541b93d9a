// The core's endpoint as a relay serves it: every method answers a promise (what a Comlink
// caller sees anyway).
import type { CoreEndpoint } from '../endpoint';

export type AsyncEndpoint = {
  [K in keyof CoreEndpoint]: (
    ...args: Parameters<CoreEndpoint[K]>
  ) => Promise<Awaited<ReturnType<CoreEndpoint[K]>>>;
};

/** Every method of CoreEndpoint: the only names a leader will call for a follower. */
export const ENDPOINT_METHODS: readonly (keyof CoreEndpoint)[] = [
  'attach',
  'heartbeat',
  'detach',
  'updateContext',
  'request',
  'cancel',
  'setSession',
  'blockRequests',
  'unblockRequests',
  'reloadAllTabs',
  'stats',
  'resendBooks',
  'subscribe',
  'unsubscribe',
  'updateSubscription',
  'watchQuery',
  'unwatchQuery',
  'refetchQuery',
  'mutate',
  'streamMutate',
];

/** A local endpoint with the relay's promise-returning shape. */
export function asyncEndpoint(endpoint: CoreEndpoint): AsyncEndpoint {
  const out: Record<string, unknown> = {};
  for (const method of ENDPOINT_METHODS) {
    const fn = endpoint[method] as (...args: unknown[]) => unknown;
    out[method] = (...args: unknown[]) => Promise.resolve().then(() => fn.apply(endpoint, args));
  }
  return out as AsyncEndpoint;
}
