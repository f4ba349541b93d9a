// Test doubles for the core's ports: hand-driven time, a scripted HTTP server,
// Web Locks, and a BroadcastChannel bus. Used only by *.test.ts files.
import type { Millis } from '../../types';
import type {
  Broadcast,
  Clock,
  HttpRequest,
  HttpResponse,
  HttpTransport,
  LockWaiter,
  PeerMessage,
  TimerHandle,
  Timers,
} from '../ports';

/** Lets every pending promise chain run (a macrotask boundary). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

interface FakeTimer {
  at: Millis;
  readonly fn: () => void;
  readonly every: Millis | null;
}

export class FakeTime implements Clock, Timers {
  private current: Millis = 1_000_000;
  private nextId = 1;
  private readonly timers = new Map<number, FakeTimer>();

  now(): Millis {
    return this.current;
  }

  setTimeout(fn: () => void, ms: Millis): TimerHandle {
    const id = this.nextId++;
    this.timers.set(id, { at: this.current + ms, fn, every: null });
    return id;
  }

  setInterval(fn: () => void, ms: Millis): TimerHandle {
    const id = this.nextId++;
    this.timers.set(id, { at: this.current + ms, fn, every: ms });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.timers.delete(handle as number);
  }

  clearInterval(handle: TimerHandle): void {
    this.timers.delete(handle as number);
  }

  /** Timers still scheduled (intervals count once). */
  get pending(): number {
    return this.timers.size;
  }

  /** Moves time forward, firing due timers in order and settling promises between them. */
  async advance(ms: Millis): Promise<void> {
    const target = this.current + ms;
    await settle();
    for (;;) {
      let dueId: number | null = null;
      let due: FakeTimer | null = null;
      for (const [id, timer] of this.timers) {
        if (timer.at <= target && (due === null || timer.at < due.at)) {
          dueId = id;
          due = timer;
        }
      }
      if (dueId === null || due === null) break;
      this.current = Math.max(this.current, due.at);
      if (due.every === null) this.timers.delete(dueId);
      else due.at += due.every;
      due.fn();
      await settle();
    }
    this.current = target;
    await settle();
  }
}

export type FakeReply =
  | {
      readonly status: number;
      readonly json?: unknown;
      readonly text?: string;
      readonly bytes?: Uint8Array;
    }
  | 'network-error';

type Handler = (request: HttpRequest) => FakeReply | Promise<FakeReply>;

/** A scripted server: routes by method and path; records every request. */
export class FakeTransport implements HttpTransport {
  readonly requests: HttpRequest[] = [];
  private readonly routes = new Map<string, Handler>();

  on(method: string, path: string, reply: FakeReply | Handler): void {
    this.routes.set(`${method} ${path}`, typeof reply === 'function' ? reply : () => reply);
  }

  /** Holds answers to method+path until released; returns the release function. */
  hold(method: string, path: string, reply: FakeReply): () => void {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.on(method, path, async () => {
      await gate;
      return reply;
    });
    return () => release();
  }

  requestsTo(path: string): HttpRequest[] {
    return this.requests.filter((request) => new URL(request.url).pathname === path);
  }

  send(request: HttpRequest): Promise<HttpResponse> {
    this.requests.push(request);
    const handler = this.routes.get(`${request.method} ${new URL(request.url).pathname}`);
    return new Promise<HttpResponse>((resolve, reject) => {
      const abort = (): void =>
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort);
      Promise.resolve(
        handler === undefined
          ? { status: 404, json: { errors: [{ code: 'NOT_FOUND', message: 'Not found' }] } }
          : handler(request),
      ).then((reply) => {
        if (request.signal.aborted) return;
        if (reply === 'network-error') return reject(new TypeError('Failed to fetch'));
        const text = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
        resolve({
          status: reply.status,
          text: async () => text,
          bytes: async () => reply.bytes ?? new TextEncoder().encode(text),
        });
      }, reject);
    });
  }
}

/** Web Locks for liveness: a test "closes" a tab by releasing its lock. */
export class FakeLocks implements LockWaiter {
  private readonly held = new Map<string, () => void>();
  private readonly waiting = new Map<string, Promise<void>>();

  hold(name: string): void {
    let release: () => void = () => undefined;
    this.waiting.set(name, new Promise<void>((resolve) => (release = resolve)));
    this.held.set(name, release);
  }

  release(name: string): void {
    this.held.get(name)?.();
    this.held.delete(name);
  }

  waitForRelease(name: string): Promise<void> {
    return this.waiting.get(name) ?? Promise.resolve();
  }
}

/** A BroadcastChannel: each member hears what the others post, never itself. */
export class FakeBus {
  private readonly members = new Set<(message: PeerMessage) => void>();

  member(): Broadcast {
    let mine: ((message: PeerMessage) => void) | null = null;
    return {
      post: (message) => {
        for (const listener of this.members)
          if (listener !== mine) listener(structuredClone(message));
      },
      listen: (onMessage) => {
        mine = onMessage;
        this.members.add(onMessage);
        return () => this.members.delete(onMessage);
      },
    };
  }
}
