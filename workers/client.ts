// The tab side of the facade: turns the worker endpoint into the CoreClient
// views use, and keeps the tab known to the core (lock, heartbeat, pagehide).
import type { Remote } from 'comlink';
import { HEARTBEAT_EVERY, tabLockName } from './core/liveness';
import type { Timers, TimerHandle } from './core/ports';
import type { CoreEndpoint } from './endpoint';
import { BookRingReader } from './stream/ring/book-ring';
import { unpackFrame, type WireFrameListener } from './stream/transport/frame-wire';
import type {
  AttachResult,
  CoreClient,
  CoreStats,
  FrameListener,
  Invalidation,
  QuerySpec,
  RestCall,
  RestResult,
  SubscribeOptions,
  TabContext,
  TopicKey,
  Unsubscribe,
} from './types';

/** Holds a Web Lock for the tab's life; resolves once held with its release. */
export interface TabLockHolder {
  hold(name: string): Promise<() => void>;
}

export interface PageLifecycle {
  /** pagehide: the tab is leaving (or entering the back/forward cache). */
  onHide(listener: () => void): void;
  /** pageshow from the back/forward cache: the tab is back. */
  onRestore(listener: () => void): void;
}

export interface ClientEnv {
  readonly tabId: string;
  readonly timers: Timers;
  readonly locks: TabLockHolder | null;
  readonly lifecycle: PageLifecycle | null;
  /** Comlink.proxy in browsers: the listener stays in the tab and is called remotely. */
  readonly proxy: <F extends (...args: never[]) => unknown>(listener: F) => F;
  /**
   * The tab can read books from a SharedArrayBuffer ring (it is cross-origin isolated); the
   * core uses one only where it shares memory with the tab (its own dedicated worker).
   */
  readonly readsRing?: boolean;
}

interface Attachment {
  ctx: TabContext;
  readonly onFrame: FrameListener;
}

/** The client as workers/api.ts holds it: the views' CoreClient, plus what its worker says. */
export interface CoreClientHandle extends CoreClient {
  /** The core serving this tab changed (the fallback's leader moved): attach again now. */
  coreChanged(): void;
}

export function createCoreClient(remote: Remote<CoreEndpoint>, env: ClientEnv): CoreClientHandle {
  let attachment: Attachment | null = null;
  let releaseLock: (() => void) | null = null;
  let heartbeat: TimerHandle | null = null;
  let hidden = false;
  /** Live subscriptions of this tab, sent again whenever the tab (re)attaches. */
  const subscriptions = new Map<string, { topic: TopicKey; options: SubscribeOptions }>();
  let nextSubId = 0;
  /** Live query watches of this tab, likewise sent again on (re)attach. */
  const watches = new Map<string, QuerySpec>();

  async function holdLock(): Promise<boolean> {
    if (releaseLock !== null) return true;
    if (env.locks === null) return false;
    try {
      releaseLock = await env.locks.hold(tabLockName(env.tabId));
      return true;
    } catch {
      return false; // e.g. locks unavailable in this context: heartbeats do the job
    }
  }

  function stopHeartbeat(): void {
    if (heartbeat !== null) env.timers.clearInterval(heartbeat);
    heartbeat = null;
  }

  function startHeartbeat(): void {
    stopHeartbeat();
    heartbeat = env.timers.setInterval(() => {
      void remote.heartbeat(env.tabId).then((known) => {
        // The core dropped us (e.g. a missed heartbeat while frozen): attach again.
        if (!known && attachment !== null && !hidden) void connect(attachment);
      });
    }, HEARTBEAT_EVERY);
  }

  async function connect(current: Attachment): Promise<AttachResult> {
    const holdsLock = await holdLock();
    // The core's book ring, once its buffer came (the first frame after attach).
    let reader: BookRingReader | null = null;
    const ring = {
      get reader() {
        return reader;
      },
      // Read too late (the slot was reused): the next frame carries those books packed.
      missed: (topics: string[]) => void remote.resendBooks(env.tabId, topics),
    };
    // Keep the tab's copy of the token in step with the shared session.
    const listener: WireFrameListener = (wire) => {
      if (wire.ring?.buffer !== undefined) reader = new BookRingReader(wire.ring.buffer);
      const frame = unpackFrame(wire, ring);
      for (const event of frame.events)
        if (event.kind === 'session') current.ctx = { ...current.ctx, token: event.token };
      // The returned promise is the acknowledgement: the core sends the next frame after it.
      return current.onFrame(frame);
    };
    const reply = await remote.attach(
      env.tabId,
      current.ctx,
      env.proxy(listener),
      holdsLock,
      env.readsRing === true,
    );
    current.ctx = { ...current.ctx, token: reply.token };
    for (const [subId, sub] of subscriptions)
      void remote.subscribe(env.tabId, subId, sub.topic, sub.options);
    for (const [watchId, spec] of watches) void remote.watchQuery(env.tabId, watchId, spec);
    startHeartbeat();
    return {
      tabId: reply.tabId,
      mode: reply.mode,
      token: reply.token,
      requestsBlocked: reply.requestsBlocked,
      lastSync: reply.lastSync,
    };
  }

  function leave(): void {
    stopHeartbeat();
    void remote.detach(env.tabId);
    releaseLock?.();
    releaseLock = null;
  }

  env.lifecycle?.onHide(() => {
    if (attachment === null) return;
    hidden = true;
    leave();
  });
  env.lifecycle?.onRestore(() => {
    if (!hidden || attachment === null) return;
    hidden = false;
    void connect(attachment);
  });

  return {
    coreChanged(): void {
      if (attachment !== null && !hidden) void connect(attachment);
    },
    attach(ctx: TabContext, onFrame: FrameListener): Promise<AttachResult> {
      attachment = { ctx, onFrame };
      hidden = false;
      return connect(attachment);
    },
    async updateContext(patch: Partial<TabContext>): Promise<void> {
      if (attachment !== null) attachment.ctx = { ...attachment.ctx, ...patch };
      await remote.updateContext(env.tabId, patch);
    },
    request<T = unknown>(call: RestCall): Promise<RestResult<T>> {
      return remote.request(env.tabId, call) as Promise<RestResult<T>>;
    },
    cancel: (requestId: string): Promise<void> => remote.cancel(env.tabId, requestId),
    async setSession(token: string | null): Promise<void> {
      if (attachment !== null) attachment.ctx = { ...attachment.ctx, token };
      await remote.setSession(token);
    },
    blockRequests: (): Promise<void> => remote.blockRequests(),
    unblockRequests: (): Promise<void> => remote.unblockRequests(),
    reloadAllTabs: (): Promise<void> => remote.reloadAllTabs(),
    stats: (): Promise<CoreStats> => remote.stats(),
    subscribe(topic: TopicKey, options: SubscribeOptions = {}): Unsubscribe {
      nextSubId += 1;
      const subId = `s${nextSubId}`;
      subscriptions.set(subId, { topic, options });
      if (attachment !== null && !hidden) void remote.subscribe(env.tabId, subId, topic, options);
      return () => {
        if (!subscriptions.delete(subId)) return;
        void remote.unsubscribe(env.tabId, subId);
      };
    },
    async updateSubscription(topic: TopicKey, options: SubscribeOptions): Promise<void> {
      for (const sub of subscriptions.values())
        if (sub.topic === topic) sub.options = { ...sub.options, ...options };
      await remote.updateSubscription(env.tabId, topic, options);
    },
    watchQuery(watchId: string, spec: QuerySpec): Unsubscribe {
      watches.set(watchId, spec);
      if (attachment !== null && !hidden) void remote.watchQuery(env.tabId, watchId, spec);
      return () => {
        if (watches.get(watchId) !== spec) return;
        watches.delete(watchId);
        void remote.unwatchQuery(env.tabId, watchId);
      };
    },
    refetchQuery: (watchId: string): Promise<void> => remote.refetchQuery(env.tabId, watchId),
    mutate<T = unknown>(call: RestCall, invalidates: Invalidation): Promise<RestResult<T>> {
      return remote.mutate(env.tabId, call, invalidates) as Promise<RestResult<T>>;
    },
    streamMutate(
      call: RestCall,
      invalidates: Invalidation,
      onChunk: (text: string) => void,
    ): Promise<RestResult<string>> {
      return remote.streamMutate(env.tabId, call, invalidates, env.proxy(onChunk)) as Promise<
        RestResult<string>
      >;
    },
    detach(): void {
      attachment = null;
      leave();
    },
  };
}
