// The one stream WebSocket of a core: opened lazily when a topic is wanted and a session
// exists, authenticated by its first message (never a token in the URL), watched by pings
// and a silence timeout (a frozen socket — no data, no close — counts as dead), reopened with
// backoff and jitter after any fault, including a frame that does not decode. Every (re)open
// that authenticates calls onReady, where the owner resubscribes its topics.
import type { Clock, TimerHandle, Timers } from '../../core/ports';
import type { Millis } from '../../types';
import { backoffDelay, DEFAULT_BACKOFF } from './backoff';
import { framesOf } from './batch';
import type { BackoffPolicy } from './backoff';
import { decodeServer, encodeClient, ERROR_AUTH_FAILED } from './codec';
import type { ClientCommand, ServerEvent } from './codec';
import type { Random, WebSocketFactory, WebSocketLike } from './ports';

export type SocketState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export type SocketFault = 'closed' | 'frozen' | 'garbled';

export interface SocketTiming {
  /** Ping (and silence check) period. */
  readonly pingEveryMillis: Millis;
  /** Silence after which the socket is declared dead, pings unanswered included. */
  readonly deadAfterMillis: Millis;
  readonly backoff: BackoffPolicy;
}

export const DEFAULT_SOCKET_TIMING: SocketTiming = {
  pingEveryMillis: 1_000,
  deadAfterMillis: 3_500,
  backoff: DEFAULT_BACKOFF,
};

export interface SocketDeps {
  readonly clock: Clock;
  readonly timers: Timers;
  readonly factory: WebSocketFactory;
  readonly url: string;
  readonly random: Random;
  readonly timing?: SocketTiming;
}

export interface SocketListener {
  /** Authenticated (first open or any reopen): subscribe every held topic again. */
  onReady(): void;
  onMessage(event: ServerEvent): void;
  onStateChange(state: SocketState): void;
  /** A fault took the socket down; it will retry by itself. */
  onFault(fault: SocketFault): void;
  /** The server refused the session: no retry until the token changes. */
  onAuthRefused(message: string): void;
}

export class StreamSocket {
  private ws: WebSocketLike | null = null;
  private token: string | null = null;
  private wanted = false;
  private refused = false;
  private authed = false;
  private attempt = 0;
  private lastHeard: Millis = 0;
  private retry: TimerHandle | null = null;
  private watchdog: TimerHandle | null = null;
  private current: SocketState = 'idle';
  private openCount = 0;
  private reconnectCount = 0;
  private readonly timing: SocketTiming;

  constructor(
    private readonly deps: SocketDeps,
    private readonly listener: SocketListener,
  ) {
    this.timing = deps.timing ?? DEFAULT_SOCKET_TIMING;
  }

  get state(): SocketState {
    return this.current;
  }

  /** Sockets opened since start, reconnects included. */
  get opens(): number {
    return this.openCount;
  }

  /** Reopens after a fault. */
  get reconnects(): number {
    return this.reconnectCount;
  }

  get authRefused(): boolean {
    return this.refused;
  }

  get ready(): boolean {
    return this.authed;
  }

  /** A new session re-authenticates on a fresh socket; sign-out (null) closes it. */
  setToken(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    this.refused = false;
    this.attempt = 0;
    this.cancelRetry();
    this.teardown();
    this.setState(token === null ? 'closed' : 'idle');
    this.ensure();
  }

  /** Whether any topic is held; the socket opens lazily on the first. */
  setWanted(wanted: boolean): void {
    this.wanted = wanted;
    this.ensure();
  }

  /** Sends on an authenticated socket; false when there is none (onReady will follow). */
  send(command: ClientCommand): boolean {
    if (!this.authed || this.ws === null) return false;
    try {
      this.ws.send(encodeClient(command));
      return true;
    } catch {
      this.fault('closed');
      return false;
    }
  }

  /** Closes now and stays closed until wanted again (streaming switched off). */
  suspend(): void {
    this.wanted = false;
    this.attempt = 0;
    this.cancelRetry();
    this.teardown();
    this.setState('idle');
  }

  dispose(): void {
    this.wanted = false;
    this.cancelRetry();
    this.teardown();
    this.setState('closed');
  }

  private ensure(): void {
    if (!this.wanted || this.token === null || this.refused) return;
    if (this.ws !== null || this.retry !== null) return;
    this.open(this.token);
  }

  private open(token: string): void {
    const ws = this.deps.factory(this.deps.url);
    this.ws = ws;
    this.openCount += 1;
    this.lastHeard = this.deps.clock.now();
    this.setState(this.attempt > 0 ? 'reconnecting' : 'connecting');
    ws.binaryType = 'arraybuffer';
    // Handlers check identity: a replaced socket's late events are ignored.
    ws.onopen = () => {
      if (this.ws !== ws) return;
      try {
        ws.send(encodeClient({ kind: 'auth', token }));
      } catch {
        this.fault('closed');
      }
    };
    ws.onmessage = (event) => {
      if (this.ws === ws) this.receive(event.data);
    };
    ws.onclose = () => {
      if (this.ws === ws) this.fault('closed');
    };
    ws.onerror = () => {
      if (this.ws === ws) this.fault('closed');
    };
    this.watchdog = this.deps.timers.setInterval(() => this.check(), this.timing.pingEveryMillis);
  }

  private receive(data: unknown): void {
    this.lastHeard = this.deps.clock.now();
    let frames: readonly unknown[];
    try {
      frames = framesOf(data);
    } catch {
      this.fault('garbled');
      return;
    }
    // A batch is handled message by message, each exactly as a frame of its own; a fault or
    // refusal on the way tears the socket down and ends it.
    const ws = this.ws;
    for (const frame of frames) if (!this.handle(frame, ws)) return;
  }

  /** One server message; false once the socket it came on is gone. */
  private handle(data: unknown, ws: WebSocketLike | null): boolean {
    if (this.ws !== ws) return false;
    let event: ServerEvent;
    try {
      event = decodeServer(data);
    } catch {
      this.fault('garbled');
      return false;
    }
    if (event.kind === 'authOk') {
      this.authed = true;
      this.attempt = 0;
      this.setState('open');
      this.listener.onReady();
      return true;
    }
    if (event.kind === 'error' && event.code === ERROR_AUTH_FAILED) {
      this.refused = true;
      this.teardown();
      this.setState('closed');
      this.listener.onAuthRefused(event.message);
      return false;
    }
    this.listener.onMessage(event);
    return true;
  }

  private check(): void {
    if (this.ws === null) return;
    const now = this.deps.clock.now();
    if (now - this.lastHeard > this.timing.deadAfterMillis) {
      this.fault('frozen');
      return;
    }
    if (this.authed) this.send({ kind: 'ping', clientTime: now });
  }

  private fault(fault: SocketFault): void {
    this.teardown();
    const delay = backoffDelay(this.attempt, this.deps.random, this.timing.backoff);
    this.attempt += 1;
    this.reconnectCount += 1;
    this.setState('reconnecting');
    this.listener.onFault(fault);
    this.cancelRetry();
    this.retry = this.deps.timers.setTimeout(() => {
      this.retry = null;
      this.ensure();
    }, delay);
  }

  private teardown(): void {
    if (this.watchdog !== null) this.deps.timers.clearInterval(this.watchdog);
    this.watchdog = null;
    this.authed = false;
    const ws = this.ws;
    this.ws = null;
    if (ws === null) return;
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    ws.onerror = null;
    try {
      ws.close();
    } catch {
      // Closing a socket that never opened may throw in some environments: it is gone anyway.
    }
  }

  private cancelRetry(): void {
    if (this.retry !== null) this.deps.timers.clearTimeout(this.retry);
    this.retry = null;
  }

  private setState(state: SocketState): void {
    if (state === this.current) return;
    this.current = state;
    this.listener.onStateChange(state);
  }
}
