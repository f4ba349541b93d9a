// The real world behind the core's ports: Date.now, the global timers, fetch,
// BroadcastChannel and Web Locks. Only the worker entries use this file.
import { DataCore } from './core/core';
import type { Broadcast, HttpTransport, LockWaiter, PeerMessage } from './core/ports';
import { realClock, realTimers } from './realTime';
import { randomId } from './ids';
import type { ChannelOpener, RelayChannel } from './relay/protocol';
import type { NetworkEvents, WebSocketFactory, WebSocketLike } from './stream/transport/ports';

export const PEER_CHANNEL = 'desk-core';

export const fetchTransport: HttpTransport = {
  async send(request) {
    const init: RequestInit = {
      method: request.method,
      headers: request.headers,
      signal: request.signal,
      credentials: request.credentials,
    };
    if (request.body !== undefined) init.body = request.body as BodyInit;
    const response = await fetch(request.url, init);
    return {
      status: response.status,
      text: () => response.text(),
      bytes: async () => new Uint8Array(await response.arrayBuffer()),
      chunks: () => textChunks(response),
    };
  },
};

/** A response body as UTF-8 text pieces, each as soon as it arrives. */
async function* textChunks(response: Response): AsyncIterable<string> {
  if (response.body === null) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

export function channelBroadcast(name: string): Broadcast | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen(onMessage) {
      const handler = (event: MessageEvent<PeerMessage>): void => onMessage(event.data);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}

/** BroadcastChannels for the fallback leader's relay (workers/relay/). */
export const broadcastChannelOpener: ChannelOpener = <M>(name: string): RelayChannel<M> => {
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen(onMessage) {
      const handler = (event: MessageEvent<M>): void => onMessage(event.data);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
    close: () => channel.close(),
  };
};

export function webLocks(): LockWaiter | null {
  // The same Web Locks API in a SharedWorker, a dedicated worker and a tab.
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks === undefined) return null;
  return {
    waitForRelease: async (name) => {
      await locks.request(name, () => undefined);
    },
  };
}

/** The browser's WebSocket behind the socket owner's small interface. */
export const browserSocketFactory: WebSocketFactory | null =
  typeof WebSocket === 'undefined' ? null : (url) => new WebSocket(url) as unknown as WebSocketLike;

/** The `online` event of the worker's global scope (SharedWorker and Worker both fire it). */
export const browserNetworkEvents: NetworkEvents | null =
  typeof globalThis.addEventListener !== 'function'
    ? null
    : {
        onOnline(listener) {
          globalThis.addEventListener('online', listener);
          return () => globalThis.removeEventListener('online', listener);
        },
      };

/** The core as the worker entries build it: real clock, timers, fetch and channels. */
export function createPlatformCore(mode: 'shared' | 'dedicated'): DataCore {
  return new DataCore({
    clock: realClock,
    timers: realTimers,
    transport: fetchTransport,
    origin: globalThis.location.origin,
    mode,
    instanceId: randomId(),
    broadcast: mode === 'dedicated' ? channelBroadcast(PEER_CHANNEL) : null,
    locks: webLocks(),
    socketFactory: browserSocketFactory,
    network: browserNetworkEvents,
    random: Math.random,
  });
}
