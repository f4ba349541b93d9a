// The only module of workers/ that the tab (src/) imports; lint enforces it. connectCore()
// opens the data core: a SharedWorker serving every tab of the browser, or, where
// SharedWorker is missing, a dedicated worker for this tab (whose core talks to the other
// tabs' cores over BroadcastChannel 'desk-core'). The contract's types are re-exported here,
// and so are the order wire codecs: the tab encodes an order once per user action so that a
// retry resends the same bytes with the same client order id.
import * as Comlink from 'comlink';
import { createCoreClient } from './client';
import type { ClientEnv, PageLifecycle, TabLockHolder } from './client';
import type { CoreEndpoint } from './endpoint';
import { randomId } from './ids';
import { realTimers } from './realTime';
import { CORE_CHANGED_MESSAGE } from './relay/protocol';
import type { CoreClient } from './types';

export type * from './types';
export {
  decodeCancelAnswer,
  decodeCreateAnswer,
  encodeCancel,
  encodeCreate,
  encodeEdit,
  type CancelFields,
  type CreateOrderFields,
  type EditFields,
  type VenueRef,
} from './orders/wire';

export interface ConnectOptions {
  /** Use the per-tab dedicated worker even where SharedWorker exists (tests, diagnostics). */
  readonly forceDedicated?: boolean;
}

function openPort(options: ConnectOptions): Comlink.Endpoint & { kind: 'shared' | 'dedicated' } {
  if (typeof SharedWorker !== 'undefined' && options.forceDedicated !== true) {
    const worker = new SharedWorker(new URL('./core.shared.ts', import.meta.url), {
      type: 'module',
      name: 'desk-core',
    });
    worker.port.start();
    return Object.assign(worker.port, { kind: 'shared' as const });
  }
  const worker = new Worker(new URL('./core.dedicated.ts', import.meta.url), { type: 'module' });
  return Object.assign(worker, { kind: 'dedicated' as const });
}

function browserLocks(): TabLockHolder | null {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks === undefined) return null;
  return {
    hold: (name) =>
      new Promise<() => void>((acquired, failed) => {
        locks
          // The callback's promise settles only on release: the lock lives as long as the tab.
          .request(name, () => new Promise<void>((release) => acquired(release)))
          .catch(failed);
      }),
  };
}

function browserLifecycle(): PageLifecycle | null {
  if (typeof window === 'undefined') return null;
  return {
    onHide: (listener) => window.addEventListener('pagehide', listener),
    onRestore: (listener) =>
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) listener();
      }),
  };
}

/** Opens this tab's connection to the data core. Call once per tab. */
export function connectCore(options: ConnectOptions = {}): CoreClient {
  const env: ClientEnv = {
    tabId: randomId(),
    timers: realTimers,
    locks: browserLocks(),
    lifecycle: browserLifecycle(),
    proxy: (listener) => Comlink.proxy(listener),
    readsRing: typeof SharedArrayBuffer !== 'undefined' && globalThis.crossOriginIsolated === true,
  };
  const port = openPort(options);
  const client = createCoreClient(Comlink.wrap<CoreEndpoint>(port), env);
  if (port.kind === 'dedicated') {
    // The fallback's leader moved to another tab's worker: attach to it at once.
    port.addEventListener('message', (event) => {
      const data = (event as MessageEvent<unknown>).data as { type?: unknown } | null;
      if (data?.type === CORE_CHANGED_MESSAGE) client.coreChanged();
    });
  }
  return client;
}
