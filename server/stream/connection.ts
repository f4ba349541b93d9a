// One stream WebSocket: authentication first, then subscriptions, pings and the market data
// the gateway fans out to it. Any protocol fault sends Error and closes THIS connection with
// a 4xxx code (close-codes.ts); nothing it does reaches another connection.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../auth/clock';
import type { SessionRecord } from '../auth/sessions';
import type { Timers, TimerHandle } from '../market-runtime/timers';
import type { Topic } from '../../domain/market/topics';
import type { MemberTopic, PrivateTopic } from '../../domain/market/private-topics';
import type { PrivateReplay } from './private-tail';
import type { PrivateInitial } from './private-topics';
import {
  CLOSE_AUTH_FAILED,
  CLOSE_MALFORMED_FRAME,
  CLOSE_RATE_LIMITED,
  CLOSE_SLOW_CONSUMER,
  CLOSE_UNAUTHENTICATED,
} from './close-codes';
import {
  decodeClientFrame,
  decodeClientJson,
  encodeError,
  encodeServerMessage,
  ErrorCode,
  serverMessageJson,
  type ClientCommand,
} from './codec';
import { frameOf, jsonFrameOf, type SharedMessage } from './batch';
import type { StreamLimits } from './limits';
import type { StreamMetrics } from './metrics';
import { WS_OPEN, type RawData, type ServerSocket } from './ws';

/** What a connection needs from its gateway. */
export interface ConnectionContext {
  readonly limits: StreamLimits;
  readonly now: Clock;
  readonly timers: Timers;
  readonly metrics: StreamMetrics;
  readonly log: FastifyBaseLogger;
  /** The live session of a token, or null. */
  authenticate(token: string): Promise<SessionRecord | null>;
  /** Whether a session is still live (no sliding of its idle timer). */
  sessionLive(sessionId: number): Promise<boolean>;
  /** Null when the topic names a known symbol that has this stream, else why not. */
  refuseTopic(topic: Topic): string | null;
  /** The messages a new subscriber gets first (a book's snapshot, the current ticker, ...). */
  initialMessages(topic: Topic): readonly Buffer[];
  addSubscriber(topicKey: string, connection: StreamConnection): void;
  removeSubscriber(topicKey: string, connection: StreamConnection): void;
  closed(connection: StreamConnection): void;
  /** Private topics (domain/market/private-topics.ts): whether this user, from this address,
   *  may read it (the authorization policy), its current state, and what a client that held it
   *  up to a seq missed (null: not provably all of it). Absent: private topics are unknown. */
  readonly privateTopics?: {
    mayRead(who: StreamCaller, topic: PrivateTopic): Promise<boolean>;
    initial(topic: PrivateTopic): Promise<PrivateInitial>;
    replay(topic: PrivateTopic, fromSeq: number): PrivateReplay | null;
  };
  /** Quote topics (server/stream/quote-topics.ts), priced for the session's entity: null when
   *  the pair is not streamed or the caller may not act for that entity. */
  quoteAccess?(who: StreamCaller, entityId: number, symbol: string): Promise<Buffer[] | null>;
  /** Member topics (server/stream/member-topics.ts): null when this user, from this address,
   *  may not hold it (a member of the entity with an allowed address; the user themself). */
  memberAccess?(who: StreamCaller, topic: MemberTopic): Promise<Buffer[] | null>;
}

/** Who subscribes: the session's user and the socket's remote address. */
export interface StreamCaller {
  readonly userId: number;
  readonly ip: string;
}

/** Metric type of the first messages of a subscription (same names as the fan-out's). */
const INITIAL_TYPE: Record<Topic['channel'], string> = {
  book: 'book_snapshot',
  trades: 'trade',
  ticker: 'ticker',
  mark: 'mark_price',
  kline: 'kline',
};

/** 'step': held until the market step ends, then sent in one frame (flushStep); 'now': its
 *  own frame at once (the per-client baseline of the S10 benchmark). */
export type Delivery = 'step' | 'now';

/** Bytes of queued messages past which a step's frame is sent before the step ends. */
export const MAX_BATCH_BYTES = 16 * 1024;

/** The wire of one connection: binary protobuf (default), or the same messages as JSON text
 *  (subprotocol `desk.json`, docs/stream-protocol.md "JSON encoding"). */
export type StreamEncoding = 'protobuf' | 'json';

type State = 'awaiting-auth' | 'authenticating' | 'open' | 'closed';

const ERROR_NAME: Record<number, string> = Object.fromEntries(
  Object.entries(ErrorCode).map(([name, value]) => [value, name]),
);

export class StreamConnection {
  /** Topic keys this connection is subscribed to. */
  readonly topics = new Set<string>();
  /** Symbols whose deltas were dropped while the socket was backed up: they need a snapshot. */
  readonly staleBooks = new Set<string>();
  private state: State = 'awaiting-auth';
  private pending: ClientCommand[] = [];
  private authTimer: TimerHandle | null;
  private session: SessionRecord | null = null;
  private sessionCheckedAt = 0;
  private checkingSession = false;
  private unansweredPings = 0;
  private tokens: number;
  private refilledAt: number;
  /** Messages of the current market step, sent as one frame by flushStep. */
  private stepQueue: SharedMessage[] = [];
  private stepBytes = 0;
  /** Settles when the socket has closed (handshake done or cut). */
  readonly ended: Promise<void>;

  constructor(
    private readonly socket: ServerSocket,
    private readonly ctx: ConnectionContext,
    /** The peer's address (the policy checks entity allowlists against it). */
    readonly ip: string = '',
    readonly encoding: StreamEncoding = 'protobuf',
  ) {
    const { limits } = ctx;
    this.tokens = limits.messagesPerSecond * 2;
    this.refilledAt = ctx.now();
    this.authTimer = ctx.timers.setTimeout(() => {
      this.authTimer = null;
      if (this.state === 'awaiting-auth' || this.state === 'authenticating')
        this.fail(ErrorCode.UNAUTHENTICATED, CLOSE_UNAUTHENTICATED, 'Authentication timed out');
    }, limits.authTimeoutMillis);
    socket.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    socket.on('pong', () => void (this.unansweredPings = 0));
    socket.on('error', (error) => ctx.log.debug({ err: error }, 'stream socket error'));
    this.ended = new Promise((resolve) =>
      socket.on('close', () => {
        this.enterClosed();
        resolve();
      }),
    );
  }

  get isOpen(): boolean {
    return this.state === 'open';
  }

  /** Bytes accepted by send() that the peer has not taken yet (ws queue + socket buffer). */
  get buffered(): number {
    return this.socket.bufferedAmount;
  }

  /** Messages held for the current step's frame. */
  get queuedInStep(): number {
    return this.stepQueue.length;
  }

  get slow(): boolean {
    return this.buffered > this.ctx.limits.slowConsumerBytes;
  }

  /**
   * A book delta shared by every subscriber. A backed-up socket gets none: the book is marked
   * stale and a fresh snapshot replaces the dropped deltas once the socket drains.
   */
  deliverBookDelta(symbol: string, message: SharedMessage, delivery: Delivery = 'step'): boolean {
    if (this.state !== 'open' || this.staleBooks.has(symbol)) return false;
    if (this.slow) {
      this.staleBooks.add(symbol);
      this.ctx.metrics.slowConsumerResync();
      return false;
    }
    return this.deliver(message, delivery);
  }

  /** Trades, tickers, marks and candles: dropped while the socket is backed up (the next
   *  ticker, mark or candle update supersedes the dropped one). */
  deliverData(message: SharedMessage, delivery: Delivery = 'step'): boolean {
    if (this.state !== 'open' || this.slow) return false;
    return this.deliver(message, delivery);
  }

  /** End of a market step: what it queued leaves in one frame (a lone message unbatched). */
  flushStep(): void {
    const queued = this.stepQueue;
    if (queued.length === 0) return;
    this.stepQueue = [];
    this.stepBytes = 0;
    if (this.encoding === 'json') this.send(jsonFrameOf(queued), false);
    else this.send(frameOf(queued), true);
  }

  private deliver(message: SharedMessage, delivery: Delivery): boolean {
    if (delivery === 'now')
      return this.encoding === 'json' ? this.write(message.json, false) : this.write(message.bytes);
    if (this.socket.readyState !== WS_OPEN) return false;
    this.stepQueue.push(message);
    this.stepBytes += message.bytes.length;
    // A big step leaves in several frames: the socket buffer then shows, as without batching,
    // whether the peer keeps up, before the rest of the step is judged slow or not.
    if (this.stepBytes >= MAX_BATCH_BYTES) this.flushStep();
    return true;
  }

  /** Once drained, each stale book gets a snapshot at the current seq. */
  flushResyncs(snapshotOf: (symbol: string) => Buffer | null): void {
    if (this.state !== 'open' || this.staleBooks.size === 0) return;
    if (this.buffered > this.ctx.limits.resumeBelowBytes) return;
    for (const symbol of [...this.staleBooks]) {
      const bytes = snapshotOf(symbol);
      // No book yet (a cluster gateway reloading it): stays stale until there is one.
      if (bytes === null) continue;
      this.staleBooks.delete(symbol);
      if (this.write(bytes)) this.ctx.metrics.sent('book_snapshot', bytes.length, 1);
    }
  }

  /** Heartbeat period: server Heartbeat, a WebSocket ping to detect dead peers, and now and
   *  then a check that the session is still live. */
  tick(heartbeat: Buffer): void {
    if (this.state !== 'open') return;
    if (this.unansweredPings >= this.ctx.limits.missedPongs) {
      this.ctx.log.info('stream peer stopped answering pings: dropped');
      this.socket.terminate();
      return;
    }
    if (this.socket.readyState === WS_OPEN) {
      this.unansweredPings++;
      this.socket.ping();
    }
    this.sendControl(heartbeat, 'heartbeat');
    if (this.ctx.now() - this.sessionCheckedAt >= this.ctx.limits.sessionRecheckMillis)
      void this.recheckSession();
  }

  /** The session this socket authenticated with (null before Auth). */
  get sessionId(): number | null {
    return this.session?.sessionId ?? null;
  }

  /** Its session was revoked (logout, logout_all, password change): close as a failed re-check. */
  sessionEnded(): void {
    if (this.state === 'open')
      this.fail(ErrorCode.AUTH_FAILED, CLOSE_AUTH_FAILED, 'The session has ended');
  }

  /** Server side close (drain, shutdown). */
  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.enterClosed();
    this.socket.close(code, reason);
  }

  /** Ends the socket at once (shutdown after the close handshake had its chance). */
  terminate(): void {
    this.socket.terminate();
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    if (this.state === 'closed') return;
    if (!this.takeToken()) {
      this.fail(ErrorCode.RATE_LIMITED, CLOSE_RATE_LIMITED, 'Too many messages');
      return;
    }
    const json = this.encoding === 'json';
    if (isBinary === json) {
      const want = json ? 'text (JSON encoding)' : 'binary';
      this.fail(ErrorCode.MALFORMED_FRAME, CLOSE_MALFORMED_FRAME, `Frames must be ${want}`);
      return;
    }
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    if (bytes.length > this.ctx.limits.maxFrameBytes) {
      this.fail(
        ErrorCode.MALFORMED_FRAME,
        CLOSE_MALFORMED_FRAME,
        `Frames are at most ${this.ctx.limits.maxFrameBytes} bytes`,
      );
      return;
    }
    const decoded = json ? decodeClientJson(bytes.toString('utf8')) : decodeClientFrame(bytes);
    if (!decoded.ok) {
      this.fail(ErrorCode.MALFORMED_FRAME, CLOSE_MALFORMED_FRAME, decoded.reason);
      return;
    }
    this.handle(decoded.command);
  }

  private handle(command: ClientCommand): void {
    switch (this.state) {
      case 'closed':
        return;
      case 'awaiting-auth':
        if (command.kind !== 'auth') {
          this.fail(ErrorCode.UNAUTHENTICATED, CLOSE_UNAUTHENTICATED, 'Send Auth first');
          return;
        }
        this.state = 'authenticating';
        void this.authenticate(command.token);
        return;
      case 'authenticating':
        if (this.pending.length >= this.ctx.limits.maxPendingWhileAuthenticating) {
          this.fail(ErrorCode.RATE_LIMITED, CLOSE_RATE_LIMITED, 'Too many messages before AuthOk');
          return;
        }
        this.pending.push(command);
        return;
      case 'open':
        this.handleOpen(command);
    }
  }

  private handleOpen(command: ClientCommand): void {
    switch (command.kind) {
      case 'auth':
        // A fresh token on an open connection (e.g. after re-sign-in): checked like the first.
        void this.reauthenticate(command.token);
        return;
      case 'ping':
        this.sendControl(
          encodeServerMessage({
            pong: { clientTime: command.clientTime, serverTime: this.ctx.now() },
          }),
          'pong',
        );
        return;
      case 'subscribe':
        this.subscribe(command.topicKey, command.topic, command.requestId);
        return;
      case 'unsubscribe':
        this.unsubscribe(command.topicKey, command.topic, command.requestId);
        return;
      case 'subscribe-private':
        void this.subscribePrivate(
          command.topicKey,
          command.topic,
          command.requestId,
          command.fromSeq,
        );
        return;
      case 'unsubscribe-private':
        this.unsubscribePrivate(command.topicKey, command.requestId);
        return;
      case 'subscribe-quote':
        void this.subscribeQuote(command.topicKey, command.topic.symbol, command.requestId);
        return;
      case 'unsubscribe-quote':
        this.unsubscribePrivate(command.topicKey, command.requestId);
        return;
      case 'subscribe-member':
        void this.subscribeMember(command.topicKey, command.topic, command.requestId);
        return;
      case 'unsubscribe-member':
        this.unsubscribePrivate(command.topicKey, command.requestId);
    }
  }

  private subscribeMember(topicKey: string, topic: MemberTopic, requestId: number): Promise<void> {
    const access = this.ctx.memberAccess;
    return this.subscribeStateful(topicKey, requestId, {
      load: (session) =>
        access ? access({ userId: session.userId, ip: this.ip }, topic) : Promise.resolve(null),
      what: 'member',
      unavailable: 'Topic unavailable, try again',
      unknown: `No such topic for you: ${topicKey}`,
    });
  }

  /** The entity the session acts for (quote ladders are priced per customer). */
  get entityId(): number | null {
    return this.session?.entityId ?? null;
  }

  private subscribeQuote(topicKey: string, symbol: string, requestId: number): Promise<void> {
    const access = this.ctx.quoteAccess;
    return this.subscribeStateful(topicKey, requestId, {
      load: (session) =>
        access
          ? access({ userId: session.userId, ip: this.ip }, session.entityId, symbol)
          : Promise.resolve(null),
      what: 'quote',
      unavailable: 'Quote topic unavailable, try again',
      unknown: `No streaming quotes for ${symbol}`,
    });
  }

  /** Private updates are never dropped for slowness (the hard buffer bound still applies). */
  deliverPrivate(bytes: Buffer): boolean {
    if (this.state !== 'open') return false;
    return this.write(bytes);
  }

  /** Private updates of one change leave in one frame: a client has all of them or none. */
  deliverPrivateUnit(messages: readonly SharedMessage[]): boolean {
    if (this.state !== 'open' || messages.length === 0) return false;
    const sent =
      this.encoding === 'json'
        ? this.write(jsonFrameOf(messages), false)
        : this.write(frameOf(messages));
    if (sent)
      this.ctx.metrics.sent(
        'private',
        messages.reduce((n, m) => n + m.bytes.length, 0),
        messages.length,
      );
    return sent;
  }

  /**
   * A private topic. With a `fromSeq` the client held it up to, and a gateway that still holds
   * every update after that (PrivateTail), the answer is Subscribed `resumed` and those updates;
   * otherwise the current state, and the client reads again what the stream does not carry.
   */
  private async subscribePrivate(
    topicKey: string,
    topic: PrivateTopic,
    requestId: number,
    fromSeq: number,
  ): Promise<void> {
    const access = this.ctx.privateTopics;
    const session = this.session;
    const unknown = `No readable subaccount ${topic.subaccountId}`;
    const failed = (error: unknown) => {
      this.ctx.log.error({ err: error }, 'private subscription failed');
      this.sendError(ErrorCode.INTERNAL, 'Private topic unavailable, try again', requestId);
    };
    let allowed = false;
    try {
      allowed =
        access !== undefined &&
        session !== null &&
        (await access.mayRead({ userId: session.userId, ip: this.ip }, topic));
    } catch (error) {
      failed(error);
      return;
    }
    if (this.state !== 'open') return;
    if (!allowed || access === undefined) {
      this.sendError(ErrorCode.UNKNOWN_TOPIC, unknown, requestId);
      return;
    }
    // Taken and admitted in one turn: no update can fall between the replay and the subscription.
    const replay = fromSeq > 0 ? access.replay(topic, fromSeq) : null;
    if (fromSeq > 0) this.ctx.metrics.privateResume(replay === null ? 'reloaded' : 'resumed');
    if (replay !== null) {
      if (!this.admitStateful(topicKey, [], requestId, { resumed: true, seq: replay.seq })) return;
      for (const unit of replay.units) this.deliverPrivateUnit(unit);
      return;
    }
    let initial: PrivateInitial;
    try {
      initial = await access.initial(topic);
    } catch (error) {
      failed(error);
      return;
    }
    if (this.state !== 'open') return;
    this.admitStateful(topicKey, initial.frames, requestId, { resumed: false, seq: initial.seq });
  }

  /**
   * A quote or member subscription: its first messages come from the owner (null: the topic
   * does not exist for this session); a failure to load answers INTERNAL, never a close.
   */
  private async subscribeStateful(
    topicKey: string,
    requestId: number,
    topic: {
      readonly load: (session: SessionRecord) => Promise<Buffer[] | null>;
      readonly what: string;
      readonly unavailable: string;
      readonly unknown: string;
    },
  ): Promise<void> {
    const session = this.session;
    let initial: Buffer[] | null = null;
    try {
      initial = session ? await topic.load(session) : null;
    } catch (error) {
      this.ctx.log.error({ err: error }, `${topic.what} subscription failed`);
      this.sendError(ErrorCode.INTERNAL, topic.unavailable, requestId);
      return;
    }
    if (this.state !== 'open') return;
    if (initial === null) {
      this.sendError(ErrorCode.UNKNOWN_TOPIC, topic.unknown, requestId);
      return;
    }
    this.admitStateful(topicKey, initial, requestId);
  }

  /** Holds a private or quote topic and sends its first messages; false when refused. */
  private admitStateful(
    topicKey: string,
    initial: readonly Buffer[],
    requestId: number,
    resume?: { readonly resumed: boolean; readonly seq: number },
  ): boolean {
    if (!this.topics.has(topicKey)) {
      if (this.topics.size >= this.ctx.limits.maxSubscriptions) {
        this.sendError(
          ErrorCode.TOO_MANY_SUBSCRIPTIONS,
          `At most ${this.ctx.limits.maxSubscriptions} subscriptions per connection`,
          requestId,
        );
        return false;
      }
      this.topics.add(topicKey);
      this.ctx.addSubscriber(topicKey, this);
    }
    this.sendControl(
      encodeServerMessage({ subscribed: { topic: topicKey, requestId, ...resume } }),
      'subscribed',
    );
    for (const bytes of initial)
      if (this.write(bytes)) this.ctx.metrics.sent('private', bytes.length, 1);
    return true;
  }

  private unsubscribePrivate(topicKey: string, requestId: number): void {
    if (!this.topics.delete(topicKey)) {
      this.sendError(ErrorCode.NOT_SUBSCRIBED, `Not subscribed to ${topicKey}`, requestId);
      return;
    }
    this.ctx.removeSubscriber(topicKey, this);
    this.sendControl(
      encodeServerMessage({ unsubscribed: { topic: topicKey, requestId } }),
      'unsubscribed',
    );
  }

  private subscribe(topicKey: string, topic: Topic, requestId: number): void {
    const refusal = this.ctx.refuseTopic(topic);
    if (refusal !== null) {
      this.sendError(ErrorCode.UNKNOWN_TOPIC, refusal, requestId);
      return;
    }
    if (!this.topics.has(topicKey)) {
      if (this.topics.size >= this.ctx.limits.maxSubscriptions) {
        this.sendError(
          ErrorCode.TOO_MANY_SUBSCRIPTIONS,
          `At most ${this.ctx.limits.maxSubscriptions} subscriptions per connection`,
          requestId,
        );
        return;
      }
      this.topics.add(topicKey);
      this.ctx.addSubscriber(topicKey, this);
    }
    this.sendControl(
      encodeServerMessage({ subscribed: { topic: topicKey, requestId } }),
      'subscribed',
    );
    if (topic.channel === 'book') {
      // A backed-up socket gets its snapshot once it drains (flushResyncs).
      this.staleBooks.delete(topic.symbol);
      if (this.slow) {
        this.staleBooks.add(topic.symbol);
        return;
      }
    } else if (this.slow) return;
    for (const bytes of this.ctx.initialMessages(topic)) {
      if (this.write(bytes)) this.ctx.metrics.sent(INITIAL_TYPE[topic.channel], bytes.length, 1);
    }
  }

  private unsubscribe(topicKey: string, topic: Topic, requestId: number): void {
    if (!this.topics.delete(topicKey)) {
      this.sendError(ErrorCode.NOT_SUBSCRIBED, `Not subscribed to ${topicKey}`, requestId);
      return;
    }
    this.ctx.removeSubscriber(topicKey, this);
    if (topic.channel === 'book') this.staleBooks.delete(topic.symbol);
    this.sendControl(
      encodeServerMessage({ unsubscribed: { topic: topicKey, requestId } }),
      'unsubscribed',
    );
  }

  private async authenticate(token: string): Promise<void> {
    let session: SessionRecord | null;
    try {
      session = await this.ctx.authenticate(token);
    } catch (error) {
      this.ctx.log.error({ err: error }, 'stream authentication failed');
      this.fail(ErrorCode.INTERNAL, 1011, 'Authentication is unavailable, try again');
      return;
    }
    if (this.state !== 'authenticating') return;
    if (!session) {
      this.fail(ErrorCode.AUTH_FAILED, CLOSE_AUTH_FAILED, 'The session is invalid or expired');
      return;
    }
    if (this.authTimer !== null) this.ctx.timers.clearTimeout(this.authTimer);
    this.authTimer = null;
    this.session = session;
    this.sessionCheckedAt = this.ctx.now();
    this.state = 'open';
    this.sendAuthOk();
    const queued = this.pending;
    this.pending = [];
    for (const command of queued) this.handle(command);
  }

  private async reauthenticate(token: string): Promise<void> {
    let session: SessionRecord | null = null;
    try {
      session = await this.ctx.authenticate(token);
    } catch (error) {
      this.ctx.log.error({ err: error }, 'stream re-authentication failed');
      return;
    }
    if (this.state !== 'open') return;
    if (!session) {
      this.fail(ErrorCode.AUTH_FAILED, CLOSE_AUTH_FAILED, 'The session is invalid or expired');
      return;
    }
    this.session = session;
    this.sessionCheckedAt = this.ctx.now();
    this.sendAuthOk();
  }

  private sendAuthOk(): void {
    const { limits } = this.ctx;
    this.sendControl(
      encodeServerMessage({
        authOk: {
          serverTime: this.ctx.now(),
          maxSubscriptions: limits.maxSubscriptions,
          heartbeatIntervalMillis: limits.heartbeatMillis,
        },
      }),
      'auth_ok',
    );
  }

  private async recheckSession(): Promise<void> {
    const session = this.session;
    if (!session || this.checkingSession) return;
    this.checkingSession = true;
    try {
      const live = await this.ctx.sessionLive(session.sessionId);
      this.sessionCheckedAt = this.ctx.now();
      if (!live && this.state === 'open' && this.session === session)
        this.fail(ErrorCode.AUTH_FAILED, CLOSE_AUTH_FAILED, 'The session has ended');
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'stream session re-check failed; will retry');
    } finally {
      this.checkingSession = false;
    }
  }

  private takeToken(): boolean {
    const { messagesPerSecond } = this.ctx.limits;
    const now = this.ctx.now();
    const elapsed = Math.max(0, now - this.refilledAt);
    this.refilledAt = now;
    this.tokens = Math.min(
      messagesPerSecond * 2,
      this.tokens + (elapsed * messagesPerSecond) / 1000,
    );
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  private sendError(code: number, message: string, requestId = 0): void {
    this.ctx.metrics.clientError(ERROR_NAME[code] ?? String(code));
    this.sendControl(encodeError(code, message, requestId), 'error');
  }

  /** Sends Error, then closes with `closeCode` (the close frame follows the Error). */
  private fail(code: number, closeCode: number, message: string): void {
    if (this.state === 'closed') return;
    this.sendError(code, message);
    this.close(closeCode, message.slice(0, 120));
  }

  private sendControl(bytes: Buffer, type: string): void {
    if (this.write(bytes)) this.ctx.metrics.sent(type, bytes.length, 1);
  }

  /** Sends one encoded ServerMessage (protobuf bytes; converted on a JSON connection), or with
   *  `binary` false a frame already in the JSON encoding. */
  private write(bytes: Buffer, binary = true): boolean {
    // Anything sent mid-step goes after the step's queued messages: order is kept.
    if (this.stepQueue.length > 0) this.flushStep();
    if (binary && this.encoding === 'json')
      return this.send(Buffer.from(serverMessageJson(bytes)), false);
    return this.send(bytes, binary);
  }

  private send(frame: Buffer, binary: boolean): boolean {
    if (this.socket.readyState !== WS_OPEN) return false;
    this.socket.send(frame, { binary });
    if (this.buffered > this.ctx.limits.dropConsumerBytes && this.state !== 'closed') {
      this.ctx.log.info({ buffered: this.buffered }, 'stream consumer too slow: closed');
      this.close(CLOSE_SLOW_CONSUMER, 'Too slow: buffer limit reached');
    }
    return true;
  }

  private enterClosed(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.pending = [];
    this.stepQueue = [];
    this.stepBytes = 0;
    if (this.authTimer !== null) this.ctx.timers.clearTimeout(this.authTimer);
    this.authTimer = null;
    for (const topicKey of this.topics) this.ctx.removeSubscriber(topicKey, this);
    this.topics.clear();
    this.staleBooks.clear();
    this.ctx.closed(this);
  }
}
