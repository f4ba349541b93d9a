// Test-only: an in-memory CoreClient whose answers each test scripts.
import type {
  AttachResult,
  CoreClient,
  CoreEvent,
  CoreFailure,
  Frame,
  FrameListener,
  Invalidation,
  QuerySpec,
  QueryUpdate,
  RestCall,
  RestResult,
  SubscribeOptions,
  TabContext,
  TopicKey,
  TopicState,
} from '../../workers/api';
import { applyQueryUpdates, createQueryStore, type QueryStore } from '../tab/queries/queryStore';

export type Handler = (
  call: RestCall,
) => RestResult | CoreFailure | Promise<RestResult | CoreFailure>;

export interface FakeCore extends CoreClient {
  readonly calls: RestCall[];
  readonly contexts: Partial<TabContext>[];
  readonly sessions: (string | null)[];
  /** Every subscribe / unsubscribe / updateSubscription, in order. */
  readonly subscriptions: SubscriptionCall[];
  /** Pushes a frame of events to the attached tab. */
  emit(...events: CoreEvent[]): void;
  /** Pushes a whole frame; resolves when the tab acknowledges it (after its paint). */
  emitFrame(frame: Partial<Frame>): Promise<void>;
  /** Pushes a frame of topic states. */
  emitTopics(...topics: TopicState[]): Promise<void>;
  /** Live subscriptions per topic (subscribes minus unsubscribes). */
  liveCount(topic: TopicKey): number;
  on(method: RestCall['method'], path: string, h: Handler): void;
  /** Live query watches by id (watchQuery minus stop). */
  readonly watches: Map<string, QuerySpec>;
  /** Every mutate() call with what it said it invalidates. */
  readonly mutations: { readonly call: RestCall; readonly invalidates: Invalidation }[];
}

export type SubscriptionCall =
  | { readonly op: 'subscribe'; readonly topic: TopicKey; readonly options?: SubscribeOptions }
  | { readonly op: 'unsubscribe'; readonly topic: TopicKey }
  | { readonly op: 'update'; readonly topic: TopicKey; readonly options: SubscribeOptions };

export function ok<T>(data: T, status = 200): RestResult<T> {
  return { ok: true, status, data };
}

export function badRequest(message: string, code = 'VALIDATION'): RestResult {
  return {
    ok: false,
    status: 400,
    errors: [{ code, message }],
    data: { errors: [{ code, message }] },
  };
}

export function failure(status: number, message: string): CoreFailure {
  return { kind: 'http', status, message, errors: [{ code: 'X', message }] };
}

function isFailure(x: RestResult | CoreFailure): x is CoreFailure {
  return 'kind' in x;
}

/** The core's rule: a tag the spec names, or a key prefix of the spec's key. */
function invalidatedBy(spec: QuerySpec, what: Invalidation): boolean {
  if (spec.invalidatedBy?.some((tag) => what.tags?.includes(tag) === true) === true) return true;
  return (what.keys ?? []).some((prefix) => prefix.every((part, i) => spec.key[i] === part));
}

export function createFakeCore(attach: Partial<AttachResult> = {}): FakeCore {
  const handlers = new Map<string, Handler>();
  let listener: FrameListener | null = null;
  let frameSeq = 0;
  const emitFrame = async (frame: Partial<Frame>): Promise<void> => {
    await listener?.({ seq: ++frameSeq, events: [], topics: [], ...frame });
  };
  const lastData = new Map<string, unknown>();
  /** Answers a watch from the scripted handlers, as the core's cache would: the last data
   *  stays while a reload runs and after it fails. */
  const load = async (watchId: string, spec: QuerySpec): Promise<void> => {
    const had = lastData.has(watchId);
    const base = { watchId, hasData: had, data: had ? lastData.get(watchId) : null };
    let update: QueryUpdate;
    try {
      const res = await fake.request(spec.call);
      if (res.ok) {
        lastData.set(watchId, res.data);
        update = {
          ...base,
          status: 'success',
          data: res.data,
          hasData: true,
          error: null,
          fetching: false,
          updatedAt: 1,
        };
      } else {
        const message = res.errors.map((e) => e.message).join('\n');
        update = {
          ...base,
          status: 'error',
          error: { message, status: 400, errors: res.errors },
          fetching: false,
          updatedAt: 1,
        };
      }
    } catch (e) {
      const f = e as CoreFailure;
      update = {
        ...base,
        status: 'error',
        error: { message: f.message, status: f.status, errors: f.errors },
        fetching: false,
        updatedAt: 1,
      };
    }
    if (fake.watches.has(watchId)) await emitFrame({ queries: [update] });
  };
  const fake: FakeCore = {
    watches: new Map(),
    mutations: [],
    calls: [],
    contexts: [],
    sessions: [],
    subscriptions: [],
    emit: (...events) => void emitFrame({ events }),
    emitFrame,
    emitTopics: (...topics) => emitFrame({ topics }),
    liveCount: (topic) =>
      fake.subscriptions.reduce(
        (n, c) =>
          c.topic !== topic ? n : c.op === 'subscribe' ? n + 1 : c.op === 'unsubscribe' ? n - 1 : n,
        0,
      ),
    on: (method, path, h) => void handlers.set(`${method} ${path}`, h),
    async attach(ctx, onFrame) {
      listener = onFrame;
      fake.contexts.push(ctx);
      return {
        tabId: 't1',
        mode: 'shared',
        token: null,
        requestsBlocked: false,
        lastSync: null,
        ...attach,
      };
    },
    async updateContext(patch) {
      fake.contexts.push(patch);
    },
    async request<T>(call: RestCall): Promise<RestResult<T>> {
      fake.calls.push(call);
      const h = handlers.get(`${call.method} ${call.path}`);
      if (!h) throw failure(404, `no fake for ${call.method} ${call.path}`);
      const res = await h(call);
      if (isFailure(res)) throw res;
      return res as RestResult<T>;
    },
    async cancel() {},
    async setSession(token) {
      fake.sessions.push(token);
    },
    async blockRequests() {},
    async unblockRequests() {},
    async reloadAllTabs() {},
    async stats() {
      const topics = new Set(fake.subscriptions.map((c) => c.topic));
      return {
        tabs: 1,
        syncRuns: 0,
        instanceId: 'fake',
        upstreamTopics: [...topics].filter((t) => fake.liveCount(t) > 0),
        socketOpens: 1,
      };
    },
    subscribe(topic, options) {
      fake.subscriptions.push({ op: 'subscribe', topic, ...(options ? { options } : {}) });
      let done = false;
      return () => {
        if (done) return;
        done = true;
        fake.subscriptions.push({ op: 'unsubscribe', topic });
      };
    },
    async updateSubscription(topic, options) {
      fake.subscriptions.push({ op: 'update', topic, options });
    },
    watchQuery(watchId, spec) {
      fake.watches.set(watchId, spec);
      lastData.delete(watchId);
      void load(watchId, spec);
      return () => {
        if (fake.watches.get(watchId) !== spec) return;
        fake.watches.delete(watchId);
        lastData.delete(watchId);
      };
    },
    async refetchQuery(watchId) {
      const spec = fake.watches.get(watchId);
      if (spec !== undefined) await load(watchId, spec);
    },
    async mutate<T>(call: RestCall, invalidates: Invalidation): Promise<RestResult<T>> {
      fake.mutations.push({ call, invalidates });
      const res = await fake.request<T>(call);
      // As the core does: on success the watched queries it names load again.
      if (res.ok) {
        for (const [watchId, spec] of fake.watches)
          if (invalidatedBy(spec, invalidates)) void load(watchId, spec);
      }
      return res;
    },
    async streamMutate(call: RestCall, invalidates: Invalidation, onChunk: (text: string) => void) {
      const res = await fake.mutate<unknown>(call, invalidates);
      if (!res.ok) return res;
      const text = typeof res.data === 'string' ? res.data : JSON.stringify(res.data);
      onChunk(text);
      return { ...res, data: text };
    },
    detach() {
      listener = null;
    },
  };
  return fake;
}

/** An in-memory Storage for the tab environment. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

/** A query store fed by the fake core's frames, for test shells that run no tab adapter. */
export function boundQueryStore(core: FakeCore): QueryStore {
  const queries = createQueryStore();
  void core.attach(
    {
      token: 'tok',
      csrf: null,
      visitorId: 'v',
      entityId: null,
      accountId: null,
      route: '/',
    },
    (frame) => applyQueryUpdates(queries, frame.queries),
  );
  return queries;
}
