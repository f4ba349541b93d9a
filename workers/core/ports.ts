// The small interfaces through which the core touches the outside world. Real
// implementations live in workers/platform.ts; tests inject fakes
// (workers/core/testing/fakes.ts) and drive time by hand.
import type { CoreEvent, Millis } from '../types';

export interface Clock {
  now(): Millis;
}

/** Opaque timer handle: a number in browsers, an object in Node. */
export type TimerHandle = unknown;

export interface Timers {
  setTimeout(fn: () => void, ms: Millis): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(fn: () => void, ms: Millis): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

export interface HttpRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  readonly signal: AbortSignal;
  readonly credentials: 'same-origin';
}

export interface HttpResponse {
  readonly status: number;
  text(): Promise<string>;
  bytes(): Promise<Uint8Array>;
  /** The body as decoded text pieces as they arrive (streamed answers); absent: use text(). */
  chunks?(): AsyncIterable<string>;
}

/** Wraps fetch. Rejects on network failure or abort (like fetch). */
export interface HttpTransport {
  send(request: HttpRequest): Promise<HttpResponse>;
}

/** Messages between data cores of different tabs in the dedicated-worker fallback. */
export type PeerMessage =
  | { readonly type: 'block' }
  | { readonly type: 'unblock' }
  | { readonly type: 'reload' }
  | { readonly type: 'session'; readonly token: string | null }
  /** A new tab asks whether another tab holds a session. */
  | { readonly type: 'sessionQuery' }
  | { readonly type: 'sessionAnswer'; readonly token: string }
  /** An event every tab must hear, e.g. the logout navigation after a 401. */
  | { readonly type: 'event'; readonly event: CoreEvent };

/** A BroadcastChannel between cores; null in shared mode (one core serves all tabs). */
export interface Broadcast {
  post(message: PeerMessage): void;
  listen(onMessage: (message: PeerMessage) => void): () => void;
}

/** Web Locks, reduced to what liveness needs: resolve once nobody holds `name`. */
export interface LockWaiter {
  waitForRelease(name: string): Promise<void>;
}
