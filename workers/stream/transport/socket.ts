// The one stream WebSocket of a core. reconnecting-websocket owns the connection loop: it
// creates each WebSocket (through the injected factory), times out an attempt that never
// opens, and retries after every close or error with exponential backoff. This class owns
// the protocol on top: it opens lazily (a topic wanted and a session), authenticates with the
// first message of every connection (never a token in the URL), pings and measures the lag,
// watches for silence (a frozen socket: no data, no close), treats a frame that does not
// decode as a dead stream, stops for good when the server refuses the session, and calls
// onReady after every authentication, where the owner resubscribes its topics.
//
// The library schedules with the global setTimeout/clearTimeout (it takes no timers): in
// production those are the same real timers the injected port wraps; tests route them to
// their FakeTime (workers/stream/testing/library-timers.ts). docs/data-core.md "Socket".
import ReconnectingWebSocket from 'reconnecting-websocket';
import type { Clock, TimerHandle, Timers } from '../../core/ports';
import type { Millis } from '../../types';
import { framesOf } from './batch';
import { decodeServer, encodeClient, ERROR_AUTH_FAILED } from './codec';
import type { ClientCommand, ServerEvent } from './codec';
import { LagMeter } from './lag';
import type { NetworkEvents, Random, WebSocketFactory, WebSocketLike } from './ports';

export type SocketState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export type SocketFault = 'closed' | 'frozen' | 'garbled';

/** reconnecting-websocket's options, under its own names. */
export interface ReconnectPolicy {
  /** Delay before the first retry after a drop. Each run draws its own in [½, 1] × this. */
  readonly minReconnectionDelay: Millis;
  readonly maxReconnectionDelay: Millis;
  /** Each failed attempt in a row multiplies the delay by this, up to the maximum. */
  readonly reconnectionDelayGrowFactor: number;
  /** A connection open this long brings the delay back to the minimum. */
  readonly minUptime: Millis;
  /** An attempt that has not opened after this long fails (and is retried). */
  readonly connectionTimeout: Millis;
  /** Retries in a row before giving up (state `closed` until a new session or `online`). */
  readonly maxRetries: number;
}

export interface SocketTiming {
  /** Ping (and silence check) period. */
  readonly pingEveryMillis: Millis;
  /** Silence after which an open socket is declared dead, pings unanswered included. */
  readonly deadAfterMillis: Millis;
  readonly reconnect: ReconnectPolicy;
}

export const DEFAULT_RECONNECT: ReconnectPolicy = {
  minReconnectionDelay: 250,
  maxReconnectionDelay: 10_000,
  reconnectionDelayGrowFactor: 2,
  minUptime: 5_000,
  connectionTimeout: 4_000,
  maxRetries: Infinity,
};

export const DEFAULT_SOCKET_TIMING: SocketTiming = {
  pingEveryMillis: 1_000,
  deadAfterMillis: 3_500,
  reconnect: DEFAULT_RECONNECT,
};

export interface SocketDeps {
  readonly clock: Clock;
  readonly timers: Timers;
  readonly factory: WebSocketFactory;
  readonly url: string;
  readonly random: Random;
  readonly timing?: SocketTiming;
  /** The browser's `online` event, where there is one: reconnect at once. */
  readonly network?: NetworkEvents | null;
}

/** A Pong's times: the ping's send time (local) and the server's clock when it answered. */
export interface PongSample {
  readonly sentAt: Millis;
  readonly serverTime: Millis;
  readonly receivedAt: Millis;
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
  /** A pong of this connection (not one that spans a suspension). */
  onPong?(sample: PongSample): void;
}

type LibraryEvent = 'open' | 'message' | 'close' | 'error';
type LibraryListener = (event: unknown) => void;

/** The connection as reconnecting-websocket sees it (its `WebSocket` option). */
interface LibrarySocket {
  /** Ends this connection as if the peer closed it: the library retries with backoff. */
  fail(): void;
}

/** Stands in for a socket the factory could not create. */
function closedSocket(): WebSocketLike {
  return {
    binaryType: 'arraybuffer',
    readyState: 3,
    send: () => {
      throw new Error('not open');
    },
    close: () => undefined,
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
}

/**
 * A WebSocket class for reconnecting-websocket: each instance wraps one socket of the
 * injected factory behind the EventTarget interface the library listens on. One class per
 * run, so a late construction by a stopped run is recognised.
 */
function librarySocketClass(
  factory: WebSocketFactory,
  hooks: {
    readonly created: (socket: LibrarySocket) => void;
    /** Just before the library hears of a close or an error. */
    readonly beforeLoss: () => void;
  },
) {
  return class implements LibrarySocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    private readonly inner: WebSocketLike;
    private readonly listeners = new Map<LibraryEvent, LibraryListener[]>();
    private ended = false;

    constructor(readonly url: string) {
      let inner: WebSocketLike;
      try {
        inner = factory(url);
      } catch {
        // The library would stall on a throwing constructor: fail this attempt instead (the
        // library has added its listeners by the time the microtask runs), so it retries.
        inner = closedSocket();
        queueMicrotask(() => this.fail());
      }
      this.inner = inner;
      inner.binaryType = 'arraybuffer';
      inner.onopen = (event) => this.dispatch('open', event);
      inner.onmessage = (event) => this.dispatch('message', event);
      inner.onclose = (event) => {
        this.end();
        hooks.beforeLoss();
        this.dispatch('close', event);
      };
      inner.onerror = (event) => {
        hooks.beforeLoss();
        this.dispatch('error', event);
      };
      hooks.created(this);
    }

    get readyState(): number {
      return this.ended ? 3 : this.inner.readyState;
    }

    get binaryType(): string {
      return this.inner.binaryType;
    }

    set binaryType(value: string) {
      this.inner.binaryType = value;
    }

    send(data: Uint8Array): void {
      this.inner.send(data);
    }

    close(code?: number, reason?: string): void {
      this.end();
      try {
        this.inner.close(code, reason);
      } catch {
        // Closing a socket that never opened may throw in some environments: it is gone anyway.
      }
    }

    fail(): void {
      if (this.ended) return;
      this.close();
      hooks.beforeLoss();
      this.dispatch('close', { type: 'close', code: 1006, reason: '' });
    }

    addEventListener(type: LibraryEvent, listener: LibraryListener): void {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }

    removeEventListener(type: LibraryEvent, listener: LibraryListener): void {
      this.listeners.set(
        type,
        (this.listeners.get(type) ?? []).filter((l) => l !== listener),
      );
    }

    /** Detaches from the socket: a closed connection's late events are not heard. */
    private end(): void {
      this.ended = true;
      this.inner.onopen = null;
      this.inner.onmessage = null;
      this.inner.onclose = null;
      this.inner.onerror = null;
    }

    private dispatch(type: LibraryEvent, event: unknown): void {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
  };
}

export class StreamSocket {
  private token: string | null = null;
  private wanted = false;
  private refused = false;
  /** The library's connection loop of this run (from start to sign-out, refusal or stop). */
  private rws: ReconnectingWebSocket | null = null;
  private ws: LibrarySocket | null = null;
  private opened = false;
  private authed = false;
  /** A fault since the last authentication: the state says reconnecting. */
  private lostSinceReady = false;
  /** What the next close of the library reports (set before we close it ourselves). */
  private nextFault: SocketFault | null = null;
  /** The library's retry count before it handled the current close (maxRetries). */
  private retriesBefore = 0;
  private lastHeard: Millis = 0;
  private lastCheck: Millis = 0;
  /** Pongs of pings sent before this are ignored (they span a suspension). */
  private suspendedAt: Millis = -Infinity;
  private watchdog: TimerHandle | null = null;
  private current: SocketState = 'idle';
  private openCount = 0;
  private reconnectCount = 0;
  private suspensionCount = 0;
  private readonly lag = new LagMeter();
  private readonly timing: SocketTiming;
  private readonly stopListeningOnline: () => void;

  constructor(
    private readonly deps: SocketDeps,
    private readonly listener: SocketListener,
  ) {
    this.timing = deps.timing ?? DEFAULT_SOCKET_TIMING;
    this.stopListeningOnline = deps.network?.onOnline(() => this.online()) ?? (() => undefined);
  }

  get state(): SocketState {
    return this.current;
  }

  /** Sockets opened since start, reconnects included. */
  get opens(): number {
    return this.openCount;
  }

  /** Connections lost to a fault. */
  get reconnects(): number {
    return this.reconnectCount;
  }

  /** Times the watchdog woke far later than scheduled (page or machine asleep). */
  get suspensions(): number {
    return this.suspensionCount;
  }

  /** Decaying average of the ping round trip; null before the first pong. */
  get lagMillis(): Millis | null {
    return this.lag.millis;
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
    this.lostSinceReady = false;
    this.stopRun();
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
    const rws = this.rws;
    if (!this.authed || rws === null) return false;
    try {
      rws.send(encodeClient(command));
      return true;
    } catch {
      this.fail('closed');
      return false;
    }
  }

  /** Closes now and stays closed until wanted again (streaming switched off). */
  suspend(): void {
    this.wanted = false;
    this.lostSinceReady = false;
    this.stopRun();
    this.setState('idle');
  }

  dispose(): void {
    this.wanted = false;
    this.stopListeningOnline();
    this.stopRun();
    this.setState('closed');
  }

  private ensure(): void {
    if (!this.wanted || this.token === null || this.refused || this.rws !== null) return;
    this.startRun();
  }

  private startRun(): void {
    const policy = this.timing.reconnect;
    let rws: ReconnectingWebSocket | null = null;
    const Socket = librarySocketClass(this.deps.factory, {
      created: (ws) => {
        if (rws !== null && this.rws === rws) this.connecting(rws, ws);
      },
      // The library gives up when its retry count, before it handles a close, has reached
      // maxRetries; a connection open for minUptime has reset it meanwhile.
      beforeLoss: () => {
        if (rws !== null) this.retriesBefore = rws.retryCount;
      },
    });
    // Jitter: each run has its own minimum, so a restarted server is not met by every
    // browser at once; the delays of the run grow from it.
    const jitter = 0.5 + this.deps.random() / 2;
    rws = new ReconnectingWebSocket(this.deps.url, undefined, {
      WebSocket: Socket,
      minReconnectionDelay: policy.minReconnectionDelay * jitter,
      maxReconnectionDelay: policy.maxReconnectionDelay,
      reconnectionDelayGrowFactor: policy.reconnectionDelayGrowFactor,
      minUptime: policy.minUptime,
      connectionTimeout: policy.connectionTimeout,
      maxRetries: policy.maxRetries,
      // Nothing may go before Auth: a message with no open socket is dropped, never queued.
      maxEnqueuedMessages: 0,
    });
    const run = rws;
    this.rws = run;
    run.binaryType = 'arraybuffer';
    run.onopen = () => {
      if (this.rws === run) this.opening();
    };
    run.onmessage = (event: { readonly data: unknown }) => {
      if (this.rws === run) this.receive(event.data);
    };
    run.onclose = () => {
      if (this.rws === run) this.lost();
    };
    this.setState(this.lostSinceReady ? 'reconnecting' : 'connecting');
  }

  /** The library created the run's next WebSocket. */
  private connecting(rws: ReconnectingWebSocket, ws: LibrarySocket): void {
    this.ws = ws;
    this.opened = false;
    this.authed = false;
    this.openCount += 1;
    this.retriesBefore = rws.retryCount;
    this.lag.restart();
    this.setState(this.lostSinceReady ? 'reconnecting' : 'connecting');
    this.stopWatchdog();
    this.lastCheck = this.deps.clock.now();
    this.watchdog = this.deps.timers.setInterval(() => this.check(), this.timing.pingEveryMillis);
  }

  /** The transport opened: authenticate first. */
  private opening(): void {
    this.opened = true;
    this.lastHeard = this.deps.clock.now();
    const token = this.token;
    if (token === null) return;
    try {
      this.rws?.send(encodeClient({ kind: 'auth', token }));
    } catch {
      this.fail('closed');
    }
  }

  private receive(data: unknown): void {
    this.lastHeard = this.deps.clock.now();
    let frames: readonly unknown[];
    try {
      frames = framesOf(data);
    } catch {
      this.fail('garbled');
      return;
    }
    // A batch is handled message by message, each exactly as a frame of its own; a fault or
    // refusal on the way tears the socket down and ends it.
    const ws = this.ws;
    for (const frame of frames) if (!this.handle(frame, ws)) return;
  }

  /** One server message; false once the socket it came on is gone. */
  private handle(data: unknown, ws: LibrarySocket | null): boolean {
    if (this.ws !== ws || ws === null) return false;
    let event: ServerEvent;
    try {
      event = decodeServer(data);
    } catch {
      this.fail('garbled');
      return false;
    }
    if (event.kind === 'authOk') {
      this.authed = true;
      this.lostSinceReady = false;
      this.setState('open');
      this.listener.onReady();
      return true;
    }
    if (event.kind === 'error' && event.code === ERROR_AUTH_FAILED) {
      this.refused = true;
      this.stopRun();
      this.setState('closed');
      this.listener.onAuthRefused(event.message);
      return false;
    }
    if (event.kind === 'pong') this.pong(event.clientTime, event.serverTime);
    this.listener.onMessage(event);
    return true;
  }

  private pong(sentAt: Millis, serverTime: Millis): void {
    const receivedAt = this.deps.clock.now();
    // A ping sent before a suspension, or a time this socket never sent, measures nothing.
    if (!(sentAt >= this.suspendedAt && sentAt <= receivedAt)) return;
    this.lag.add(receivedAt - sentAt);
    this.listener.onPong?.({ sentAt, serverTime, receivedAt });
  }

  private check(): void {
    const ws = this.ws;
    if (ws === null) return;
    const now = this.deps.clock.now();
    const sinceLastCheck = now - this.lastCheck;
    this.lastCheck = now;
    if (sinceLastCheck >= this.timing.deadAfterMillis) {
      // The check came far later than scheduled: this page or machine was asleep, and the
      // silence is ours, not the server's. Not a fault: a fresh silence window, a ping now.
      this.suspensionCount += 1;
      this.suspendedAt = now;
      this.lastHeard = now;
      if (this.authed) this.send({ kind: 'ping', clientTime: now });
      return;
    }
    // Before the transport opens, the library's connectionTimeout decides.
    if (!this.opened) return;
    if (now - this.lastHeard > this.timing.deadAfterMillis) {
      if (this.authed) {
        // A socket that worked went silent (network change, dead route): reconnect at once.
        this.nextFault = 'frozen';
        this.retriesBefore = -1;
        this.rws?.reconnect();
      } else {
        // Opened but never authenticated: a failed attempt, retried with backoff.
        this.fail('frozen');
      }
      return;
    }
    if (this.authed) this.send({ kind: 'ping', clientTime: now });
  }

  /** Ends the current connection as a fault; the library retries with backoff. */
  private fail(fault: SocketFault): void {
    const ws = this.ws;
    if (ws === null) return;
    this.nextFault = fault;
    ws.fail();
  }

  /** The library reports the current connection closed (it has scheduled its retry). */
  private lost(): void {
    const fault = this.nextFault ?? 'closed';
    this.nextFault = null;
    if (this.ws === null) return;
    this.ws = null;
    this.opened = false;
    this.authed = false;
    this.stopWatchdog();
    this.reconnectCount += 1;
    this.lostSinceReady = true;
    if (!this.wanted) {
      // Nothing held: once dropped, the socket waits until a topic is wanted again.
      this.stopRun();
      this.setState('idle');
    } else if (this.retriesBefore >= this.timing.reconnect.maxRetries) {
      // The library gave up (maxRetries): closed until a new session or `online`.
      this.stopRun();
      this.setState('closed');
    } else {
      this.setState('reconnecting');
    }
    this.listener.onFault(fault);
  }

  /** The browser is back online: a socket that is not working reconnects now, not after backoff. */
  private online(): void {
    if (this.authed || !this.wanted || this.token === null || this.refused) return;
    this.stopRun();
    this.ensure();
  }

  private stopRun(): void {
    this.stopWatchdog();
    this.ws = null;
    this.opened = false;
    this.authed = false;
    this.nextFault = null;
    const rws = this.rws;
    this.rws = null;
    if (rws === null) return;
    rws.onopen = null;
    rws.onmessage = null;
    rws.onclose = null;
    rws.onerror = null;
    rws.close();
  }

  private stopWatchdog(): void {
    if (this.watchdog !== null) this.deps.timers.clearInterval(this.watchdog);
    this.watchdog = null;
  }

  private setState(state: SocketState): void {
    if (state === this.current) return;
    this.current = state;
    this.listener.onStateChange(state);
  }
}
