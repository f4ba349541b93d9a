// Test-only: an in-memory CoreClient whose answers each test scripts.
import type {
  AttachResult,
  CoreClient,
  CoreEvent,
  CoreFailure,
  Frame,
  FrameListener,
  RestCall,
  RestResult,
  SubscribeOptions,
  TabContext,
  TopicKey,
  TopicState,
} from '../../workers/api';

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

export function createFakeCore(attach: Partial<AttachResult> = {}): FakeCore {
  const handlers = new Map<string, Handler>();
  let listener: FrameListener | null = null;
  let frameSeq = 0;
  const emitFrame = async (frame: Partial<Frame>): Promise<void> => {
    await listener?.({ seq: ++frameSeq, events: [], topics: [], ...frame });
  };
  const fake: FakeCore = {
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
