// What the stream layer needs from the outside: a WebSocket constructor (the browser's, or
// `ws` in Node tests), a random source for backoff jitter and, where there is one, the
// browser's `online` event. Time and timers come through workers/core/ports.ts.

/** The part of a WebSocket the socket owner uses (browser WebSocket and `ws` both fit). */
export interface WebSocketLike {
  binaryType: string;
  readonly readyState: number;
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type WebSocketFactory = (url: string) => WebSocketLike;

/** A number in [0, 1), like Math.random. */
export type Random = () => number;

/** The browser's network events (a worker's global scope has them too). */
export interface NetworkEvents {
  /** Calls `listener` whenever the browser is back online; returns the undo. */
  onOnline(listener: () => void): () => void;
}

/** ws: or wss: on the page's origin, path /stream. */
export function streamUrl(origin: string): string {
  const url = new URL('/stream', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
