// The data core: tabs, the shared session, CSRF, request blocking, the REST
// client with the spec 8 mapping, and the periodic sync. Environment-agnostic:
// everything outside comes in through CoreDeps.
import type {
  AttachResult,
  CoreEvent,
  CoreFailure,
  CoreStats,
  FrameListener,
  Invalidation,
  QuerySpec,
  RestCall,
  RestResult,
  SubscribeOptions,
  TabContext,
  TopicKey,
} from '../types';
import { StreamHub } from '../stream/hub';
import { streamUrl } from '../stream/transport/ports';
import type { NetworkEvents, Random, WebSocketFactory } from '../stream/transport/ports';
import type { SocketTiming } from '../stream/transport/socket';
import { TabView } from '../stream/tab-view';
import { interpretNetworkFailure, interpretResponse, isCoreFailure } from './errors';
import type { Effect, ResponseView } from './errors';
import { FrameQueue } from './frames';
import { QueryHub, type QueryScope } from './queries';
import { TabLiveness } from './liveness';
import type { LivenessMethod } from './liveness';
import type { Broadcast, Clock, HttpTransport, LockWaiter, PeerMessage, Timers } from './ports';
import { RestClient } from './rest';
import type { CallIdentity } from './rest';
import { isSyncExcludedRoute } from './routes';
import { PERIODIC_SYNC_PATH, PeriodicSyncRunner } from './sync';

export const CSRF_PATH = '/api/csrf';

export interface CoreDeps {
  readonly clock: Clock;
  readonly timers: Timers;
  readonly transport: HttpTransport;
  /** Origin requests go to, e.g. "http://localhost:8080". */
  readonly origin: string;
  readonly mode: 'shared' | 'dedicated';
  readonly instanceId: string;
  /** Channel to the cores of other tabs (dedicated mode); null in shared mode. */
  readonly broadcast: Broadcast | null;
  /** Web Locks, when the worker has them. */
  readonly locks: LockWaiter | null;
  /** Opens the stream WebSocket; absent or null: no market data streams. */
  readonly socketFactory?: WebSocketFactory | null;
  /** Jitter source for reconnect backoff. */
  readonly random: Random;
  /** Default: /stream on `origin` (ws: or wss:). */
  readonly streamUrl?: string;
  readonly socketTiming?: SocketTiming;
  /** The browser's `online` event, where the worker has it: the socket reconnects at once. */
  readonly network?: NetworkEvents | null;
  /** Sample the server clock (default true; off in tests that count every timer). */
  readonly timeSync?: boolean;
}

/** AttachResult plus how the core watches this tab, so the facade knows whether to heartbeat. */
export interface AttachReply extends AttachResult {
  readonly liveness: LivenessMethod;
}

interface Tab {
  readonly id: string;
  ctx: TabContext;
  readonly queue: FrameQueue;
  readonly view: TabView;
}

export class DataCore {
  private readonly tabs = new Map<string, Tab>();
  private token: string | null = null;
  private fetchedCsrf: string | null = null;
  private csrfLoading: Promise<string | null> | null = null;
  private readonly rest: RestClient;
  private readonly sync: PeriodicSyncRunner;
  private readonly liveness: TabLiveness;
  private readonly unlisten: () => void;
  private readonly hub: StreamHub;
  private readonly queries: QueryHub;

  constructor(private readonly deps: CoreDeps) {
    this.rest = new RestClient(deps.transport, deps.origin);
    this.queries = new QueryHub({
      timers: deps.timers,
      fetch: (tabId, call) => this.request(tabId, call),
      changed: (tabId) => this.tabs.get(tabId)?.queue.poke(),
    });
    this.hub = new StreamHub({
      clock: deps.clock,
      timers: deps.timers,
      random: deps.random,
      socketFactory: deps.socketFactory ?? null,
      streamUrl: deps.streamUrl ?? streamUrl(deps.origin),
      ...(deps.socketTiming === undefined ? {} : { socketTiming: deps.socketTiming }),
      network: deps.network ?? null,
      getJson: (path, query, bypassBlock) => this.getJson(path, query, bypassBlock),
      pokeAll: () => {
        for (const tab of this.tabs.values()) tab.queue.poke();
      },
      // What the private stream changes is stale in the query cache too (e.g. balances).
      onPrivateChange: (tag) => this.queries.invalidate({ tags: [tag] }),
    });
    this.liveness = new TabLiveness(deps.clock, deps.timers, deps.locks, (tabId) =>
      this.detach(tabId),
    );
    this.sync = new PeriodicSyncRunner({
      clock: deps.clock,
      timers: deps.timers,
      fetchSync: () => this.syncExchange(),
      isEligible: () => this.syncEligible(),
      emitAll: (event) => {
        if (event.kind === 'sync') this.hub.onSync(event.sync);
        this.emitAll(event);
      },
    });
    this.unlisten = deps.broadcast?.listen((message) => this.onPeer(message)) ?? (() => undefined);
  }

  attach(tabId: string, ctx: TabContext, listener: FrameListener, holdsLock: boolean): AttachReply {
    this.dropTab(tabId);
    const view = new TabView();
    const queue = new FrameQueue(
      (frame) => listener(frame) as unknown as Promise<unknown> | void,
      () => {
        const state = this.hub.frameState(tabId, view);
        const queries = this.queries.frameState(tabId);
        return queries === undefined ? state : { ...state, queries };
      },
    );
    if (this.tabs.size === 0 && this.deps.timeSync !== false) this.hub.start();
    this.tabs.set(tabId, { id: tabId, ctx, queue, view });
    this.queries.setScope(tabId, scopeOf(ctx));
    queue.poke(); // the first frame carries connection and clock
    if (this.token === null && ctx.token !== null) {
      // The first tab that brings a session shares it with the others.
      this.token = ctx.token;
      this.hub.setToken(ctx.token);
      this.queries.newSession();
      this.emitAll({ kind: 'session', token: ctx.token }, tabId);
    } else if (this.token === null) {
      this.deps.broadcast?.post({ type: 'sessionQuery' });
    }
    const liveness = this.liveness.watch(tabId, holdsLock);
    this.sync.reevaluate();
    return {
      tabId,
      mode: this.deps.mode,
      token: this.token,
      requestsBlocked: this.rest.isBlocked,
      lastSync: this.sync.lastSync,
      liveness,
    };
  }

  /** Explicit detach (pagehide) or a dead tab found by liveness. */
  detach(tabId: string): void {
    if (!this.dropTab(tabId)) return;
    this.sync.reevaluate();
  }

  heartbeat(tabId: string): boolean {
    return this.tabs.has(tabId) && this.liveness.beat(tabId);
  }

  updateContext(tabId: string, patch: Partial<TabContext>): void {
    const tab = this.tabs.get(tabId);
    if (tab === undefined) return;
    tab.ctx = { ...tab.ctx, ...patch };
    // One session per browser: a tab changing its token changes it for all.
    if (patch.token !== undefined && patch.token !== this.token) this.setSession(patch.token);
    this.queries.setScope(tabId, scopeOf(tab.ctx));
    this.sync.reevaluate();
  }

  async request<T = unknown>(
    tabId: string,
    call: RestCall,
    onChunk?: (text: string) => void,
  ): Promise<RestResult<T>> {
    const tab = this.tabs.get(tabId);
    if (tab === undefined) throw notAttached();
    const who = await this.identityOf(tab);
    const key = call.requestId === undefined ? null : requestKey(tabId, call.requestId);
    let response: ResponseView;
    try {
      response = await this.rest.exchange(call, who, key, onChunk);
    } catch (error) {
      if (isCoreFailure(error)) throw error;
      const outcome = interpretNetworkFailure(call);
      this.apply(tabId, outcome.effects);
      throw outcome.failure;
    }
    // A fetched value the server no longer takes (renewed at a privilege change, R-SECH-23):
    // the next call fetches the current one.
    if (response.status === 403 && who.csrf !== null && who.csrf === this.fetchedCsrf)
      if (hasErrorCode(response.body, 'CSRF')) {
        this.fetchedCsrf = null;
        this.csrfLoading = null;
      }
    const outcome = interpretResponse<T>(response, call, this.deps.origin);
    this.apply(tabId, outcome.effects);
    if (outcome.kind === 'reject') throw outcome.failure;
    return outcome.result;
  }

  cancel(tabId: string, requestId: string): void {
    this.rest.cancel(requestKey(tabId, requestId));
  }

  setSession(token: string | null): void {
    this.adoptSession(token);
    this.deps.broadcast?.post({ type: 'session', token });
  }

  blockRequests(): void {
    this.applyBlock(true);
    this.deps.broadcast?.post({ type: 'block' });
  }

  unblockRequests(): void {
    this.applyBlock(false);
    this.deps.broadcast?.post({ type: 'unblock' });
  }

  reloadAllTabs(): void {
    this.emitAll({ kind: 'reload' });
    this.deps.broadcast?.post({ type: 'reload' });
  }

  /** A tab's subscription `subId` (its own id) to a topic; reference-counted across tabs. */
  subscribe(tabId: string, subId: string, topic: TopicKey, options?: SubscribeOptions): void {
    if (!this.tabs.has(tabId)) return;
    this.hub.subscribe(tabId, subId, topic, options);
  }

  unsubscribe(tabId: string, subId: string): void {
    this.hub.unsubscribe(tabId, subId);
  }

  /** New depth or grouping for a tab's view of a topic: its next frame has the whole book. */
  updateSubscription(tabId: string, topic: TopicKey, options: SubscribeOptions): void {
    const tab = this.tabs.get(tabId);
    if (tab === undefined || !this.hub.registry.update(tabId, topic, options)) return;
    tab.view.invalidate(topic);
    tab.queue.poke();
  }

  /** The tab's next frame carries the whole state of these topics again (it lost them). */
  resend(tabId: string, topics: readonly TopicKey[]): void {
    const tab = this.tabs.get(tabId);
    if (tab === undefined) return;
    for (const topic of topics) tab.view.invalidate(topic);
    tab.queue.poke();
  }

  /** A tab's watch `watchId` (its own id) of a query; identical watches share one load. */
  watchQuery(tabId: string, watchId: string, spec: QuerySpec): void {
    if (!this.tabs.has(tabId)) return;
    this.queries.watch(tabId, watchId, spec);
  }

  unwatchQuery(tabId: string, watchId: string): void {
    this.queries.unwatch(tabId, watchId);
  }

  refetchQuery(tabId: string, watchId: string): Promise<void> {
    return this.queries.refetch(tabId, watchId);
  }

  /** A call that changes venue data; on success what it changed is stale in every tab. */
  async mutate<T = unknown>(
    tabId: string,
    call: RestCall,
    invalidates: Invalidation,
    onChunk?: (text: string) => void,
  ): Promise<RestResult<T>> {
    const result = await this.request<T>(tabId, call, onChunk);
    if (result.ok) this.queries.invalidate(invalidates);
    return result;
  }

  stats(): CoreStats {
    return {
      tabs: this.tabs.size,
      syncRuns: this.sync.runs,
      instanceId: this.deps.instanceId,
      upstreamTopics: this.hub.upstreamTopics,
      socketOpens: this.hub.socketOpens,
    };
  }

  /** Queries in the cache and loads sent to the server since start (tests, diagnostics). */
  queryStats(): { readonly queries: number; readonly loads: number } {
    return { queries: this.queries.size, loads: this.queries.loadCount };
  }

  dispose(): void {
    this.queries.dispose();
    this.sync.stop();
    this.hub.stop();
    this.unlisten();
    for (const tabId of [...this.tabs.keys()]) this.dropTab(tabId);
  }

  private dropTab(tabId: string): boolean {
    const tab = this.tabs.get(tabId);
    if (tab === undefined) return false;
    tab.queue.close();
    this.tabs.delete(tabId);
    this.liveness.forget(tabId);
    this.hub.releaseTab(tabId);
    this.queries.releaseTab(tabId);
    return true;
  }

  private adoptSession(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    // A fetched CSRF value is bound to the session it was fetched for (R-SECH-16).
    this.fetchedCsrf = null;
    this.csrfLoading = null;
    this.hub.setToken(token);
    this.queries.newSession();
    this.emitAll({ kind: 'session', token });
    this.sync.reevaluate();
  }

  private applyBlock(blocked: boolean): void {
    if (blocked) this.rest.block();
    else this.rest.unblock();
    this.emitAll({ kind: 'requestsBlocked', blocked });
  }

  private onPeer(message: PeerMessage): void {
    switch (message.type) {
      case 'block':
        return this.applyBlock(true);
      case 'unblock':
        return this.applyBlock(false);
      case 'reload':
        return this.emitAll({ kind: 'reload' });
      case 'session':
        return this.adoptSession(message.token);
      case 'sessionQuery':
        if (this.token !== null)
          this.deps.broadcast?.post({ type: 'sessionAnswer', token: this.token });
        return;
      case 'sessionAnswer':
        if (this.token === null) this.adoptSession(message.token);
        return;
      case 'event':
        return this.emitAll(message.event);
    }
  }

  private apply(tabId: string, effects: readonly Effect[]): void {
    for (const effect of effects) {
      if (effect.scope === 'caller') {
        this.emit(tabId, effect.event);
      } else {
        this.emitAll(effect.event);
        this.deps.broadcast?.post({ type: 'event', event: effect.event });
      }
    }
  }

  private emit(tabId: string, event: CoreEvent): void {
    this.tabs.get(tabId)?.queue.push(event);
  }

  private emitAll(event: CoreEvent, exceptTabId?: string): void {
    for (const tab of this.tabs.values()) if (tab.id !== exceptTabId) tab.queue.push(event);
  }

  private syncEligible(): boolean {
    if (this.token === null) return false;
    for (const tab of this.tabs.values()) if (!isSyncExcludedRoute(tab.ctx.route)) return true;
    return false;
  }

  private async syncExchange(): Promise<ResponseView> {
    const tab = [...this.tabs.values()].find(
      (candidate) => !isSyncExcludedRoute(candidate.ctx.route),
    );
    if (tab === undefined) throw notAttached();
    return this.rest.exchange(
      { method: 'GET', path: PERIODIC_SYNC_PATH },
      await this.identityOf(tab),
      null,
    );
  }

  /** The core's own GETs (clock samples, candle history), with any tab's identity. */
  private async getJson(
    path: string,
    query: Readonly<Record<string, string | number>>,
    bypassBlock: boolean,
  ): Promise<unknown> {
    const tab = this.tabs.values().next().value;
    if (tab === undefined) throw notAttached();
    const response = await this.rest.exchange(
      { method: 'GET', path, query, bypassBlock },
      await this.identityOf(tab),
      null,
    );
    if (response.status < 200 || response.status >= 300) {
      throw new Error(`GET ${path} answered ${response.status}`);
    }
    return response.body;
  }

  private async identityOf(tab: Tab): Promise<CallIdentity> {
    return {
      token: this.token,
      csrf: await this.csrfFor(tab),
      visitorId: tab.ctx.visitorId,
      entityId: tab.ctx.entityId,
      accountId: tab.ctx.accountId,
    };
  }

  /** The calling tab's cookie value, else another tab's, else GET /api/csrf once. */
  private async csrfFor(tab: Tab): Promise<string | null> {
    if (tab.ctx.csrf !== null) return tab.ctx.csrf;
    for (const other of this.tabs.values()) if (other.ctx.csrf !== null) return other.ctx.csrf;
    if (this.fetchedCsrf !== null) return this.fetchedCsrf;
    this.csrfLoading ??= this.loadCsrf(tab);
    return this.csrfLoading;
  }

  private async loadCsrf(tab: Tab): Promise<string | null> {
    const who: CallIdentity = {
      token: this.token,
      csrf: null,
      visitorId: tab.ctx.visitorId,
      entityId: tab.ctx.entityId,
      accountId: tab.ctx.accountId,
    };
    try {
      const response = await this.rest.exchange(
        { method: 'GET', path: CSRF_PATH, bypassBlock: true },
        who,
        null,
      );
      const value = (response.body as { csrfToken?: unknown } | null)?.csrfToken;
      if (response.status === 200 && typeof value === 'string') {
        this.fetchedCsrf = value;
        return value;
      }
    } catch {
      // Fall through: the call goes without the header and a later one retries.
    }
    this.csrfLoading = null;
    return null;
  }
}

/** Whether an answer's errors list carries `code`. */
function hasErrorCode(body: unknown, code: string): boolean {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.some((e) => (e as { code?: unknown })?.code === code);
}

function scopeOf(ctx: TabContext): QueryScope {
  return { entityId: ctx.entityId, accountId: ctx.accountId };
}

function requestKey(tabId: string, requestId: string): string {
  return `${tabId}\u0000${requestId}`;
}

function notAttached(): CoreFailure {
  return {
    kind: 'network',
    status: null,
    message: 'This tab is not attached to the data core',
    errors: [],
  };
}
