// The contract between the data core and the tabs. Views import these through
// workers/api.ts only. Everything crossing the Comlink boundary is structured-clone safe.

export type Millis = number;
export type ServerMillis = number;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a tab tells the core about itself. */
export interface TabContext {
  /** Bearer token from sessionStorage; null when signed out. */
  readonly token: string | null;
  /** Value of the csrf_token cookie: a worker cannot read cookies. */
  readonly csrf: string | null;
  readonly visitorId: string;
  readonly entityId: string | null;
  readonly accountId: string | null;
  /** Current route path, e.g. "/trading/rfq"; drives the periodic-sync exclusion. */
  readonly route: string;
}

/** Body encodings of the REST helpers of spec 7.1. */
export type RequestBody =
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'form'; readonly value: Readonly<Record<string, string>> }
  | { readonly kind: 'protobuf'; readonly bytes: Uint8Array };

export interface RestCall {
  readonly method: HttpMethod;
  /** Path beginning with "/", e.g. "/api/user/current_user". */
  readonly path: string;
  /** GET query as key/value pairs. */
  readonly query?: Readonly<Record<string, string | number | boolean>>;
  readonly body?: RequestBody;
  /** Expect a binary protobuf answer: the result's `bytes` is set instead of `data`. */
  readonly binaryResponse?: boolean;
  /** Spec 8: suppress the toast for any failure, or for one status code. */
  readonly hideAlertOnError?: boolean;
  readonly hideAlertOnCode?: number;
  /** Spec 4: calls allowed while requests are blocked. */
  readonly bypassBlock?: boolean;
  /** Lets the tab cancel the call with core.cancel(requestId). */
  readonly requestId?: string;
}

export interface ApiErrorItem {
  readonly code: string;
  readonly message: string;
  readonly field?: string;
}

/** Result of a call. HTTP 400 comes back as ok:false (spec 8) rather than rejecting. */
export type RestResult<T = unknown> =
  | { readonly ok: true; readonly status: number; readonly data: T; readonly bytes?: Uint8Array }
  | {
      readonly ok: false;
      readonly status: 400;
      readonly errors: readonly ApiErrorItem[];
      readonly data: unknown;
    };

/** Every other failure rejects with this (as a plain object: Comlink clones it). */
export interface CoreFailure {
  readonly kind:
    | 'http'
    | 'network'
    | 'cancelled' // 'ajax call was cancelled'
    | 'blocked'; // 'Requests are blocked'
  readonly status: number | null;
  /** The text spec 8 says to show (already chosen from reasons / message / default). */
  readonly message: string;
  readonly errors: readonly ApiErrorItem[];
}

export interface PeriodicSync {
  readonly blocked_prefunded_tokens: readonly string[];
  readonly frontend_version: string;
  readonly enabled_properties: Readonly<Record<string, boolean>>;
  readonly global_settings: Readonly<Record<string, unknown>>;
  readonly partial_fills_enabled: boolean;
  readonly ack_on_standing_orders_enabled: boolean;
}

/** Events the core pushes to tabs, batched into one frame per delivery. Tagged union. */
export type CoreEvent =
  | { readonly kind: 'toast'; readonly text: string; readonly tone: 'error' | 'info' | 'success' }
  | { readonly kind: 'navigate'; readonly to: string; readonly external: boolean }
  | { readonly kind: 'session'; readonly token: string | null }
  | { readonly kind: 'sync'; readonly sync: PeriodicSync }
  | { readonly kind: 'blockingNotice'; readonly title: string; readonly message: string }
  | { readonly kind: 'blockingNoticeCleared' }
  | { readonly kind: 'refreshPrompt' }
  | { readonly kind: 'requestsBlocked'; readonly blocked: boolean }
  | { readonly kind: 'reload' };

export type FrameListener = (events: readonly CoreEvent[]) => void;

export interface AttachResult {
  readonly tabId: string;
  /** 'shared' when one SharedWorker serves every tab; 'dedicated' in the fallback. */
  readonly mode: 'shared' | 'dedicated';
  /** A token another tab already holds, so a new tab starts signed in. */
  readonly token: string | null;
  readonly requestsBlocked: boolean;
  readonly lastSync: PeriodicSync | null;
}

/** Observable facts about the core, for tests and the health panel. */
export interface CoreStats {
  readonly tabs: number;
  readonly syncRuns: number;
  readonly instanceId: string;
}

/** The typed facade a tab holds. Every subscription-like call returns its undo. */
export interface CoreClient {
  attach(ctx: TabContext, onFrame: FrameListener): Promise<AttachResult>;
  updateContext(patch: Partial<TabContext>): Promise<void>;
  request<T = unknown>(call: RestCall): Promise<RestResult<T>>;
  cancel(requestId: string): Promise<void>;
  /** Signed in or out in one tab: every tab hears it. */
  setSession(token: string | null): Promise<void>;
  blockRequests(): Promise<void>;
  unblockRequests(): Promise<void>;
  reloadAllTabs(): Promise<void>;
  stats(): Promise<CoreStats>;
  detach(): void;
}
