// What a worker exposes over Comlink: the core's methods, keyed by the caller's
// tab id. One endpoint object serves every port of the SharedWorker.
import * as Comlink from 'comlink';
import type { AttachReply, DataCore } from './core/core';
import type { CoreStats, FrameListener, RestCall, RestResult, TabContext } from './types';

export interface CoreEndpoint {
  attach(tabId: string, ctx: TabContext, onFrame: FrameListener, holdsLock: boolean): AttachReply;
  /** False when the core does not know the tab (it was dropped): the tab attaches again. */
  heartbeat(tabId: string): boolean;
  detach(tabId: string): void;
  updateContext(tabId: string, patch: Partial<TabContext>): void;
  request(tabId: string, call: RestCall): Promise<RestResult>;
  cancel(tabId: string, requestId: string): void;
  setSession(token: string | null): void;
  blockRequests(): void;
  unblockRequests(): void;
  reloadAllTabs(): void;
  stats(): CoreStats;
}

export function createEndpoint(core: DataCore): CoreEndpoint {
  return {
    attach: (tabId, ctx, onFrame, holdsLock) => core.attach(tabId, ctx, onFrame, holdsLock),
    heartbeat: (tabId) => core.heartbeat(tabId),
    detach: (tabId) => core.detach(tabId),
    updateContext: (tabId, patch) => core.updateContext(tabId, patch),
    async request(tabId, call) {
      const result = await core.request(tabId, call);
      // Binary answers move to the tab instead of being copied.
      return result.ok && result.bytes !== undefined
        ? Comlink.transfer(result, [result.bytes.buffer])
        : result;
    },
    cancel: (tabId, requestId) => core.cancel(tabId, requestId),
    setSession: (token) => core.setSession(token),
    blockRequests: () => core.blockRequests(),
    unblockRequests: () => core.unblockRequests(),
    reloadAllTabs: () => core.reloadAllTabs(),
    stats: () => core.stats(),
  };
}
