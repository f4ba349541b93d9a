// Test-only: an in-memory CoreClient whose answers each test scripts.
import type {
  AttachResult,
  CoreClient,
  CoreEvent,
  CoreFailure,
  FrameListener,
  RestCall,
  RestResult,
  TabContext,
} from '../../workers/types';

export type Handler = (
  call: RestCall,
) => RestResult | CoreFailure | Promise<RestResult | CoreFailure>;

export interface FakeCore extends CoreClient {
  readonly calls: RestCall[];
  readonly contexts: Partial<TabContext>[];
  readonly sessions: (string | null)[];
  /** Pushes a frame to the attached tab. */
  emit(...events: CoreEvent[]): void;
  on(method: RestCall['method'], path: string, h: Handler): void;
}

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
  const fake: FakeCore = {
    calls: [],
    contexts: [],
    sessions: [],
    emit: (...events) => listener?.(events),
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
      return { tabs: 1, syncRuns: 0, instanceId: 'fake' };
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
