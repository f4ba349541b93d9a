// The stream gateway: one WebSocket path (/stream) on the app's HTTP server, `ws` in noServer
// mode. It checks Origin at the upgrade, hands each socket to a StreamConnection, and fans the
// market runtime's events out by topic: each event is encoded once and the same bytes go to
// every subscriber, and what one connection gets in one market step leaves in one frame.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Clock } from '../auth/clock';
import type { SessionRecord } from '../auth/sessions';
import type { MarketRuntime } from '../market-runtime/runtime';
import type { Timers, TimerHandle } from '../market-runtime/timers';
import type { MarketEvent } from '../market/types';
import { formatTopic, parseTopic, type Topic } from '../../domain/market/topics';
import { CLOSE_GOING_AWAY, isSendableCloseCode } from './close-codes';
import { SharedMessage } from './batch';
import { encodeServerMessage } from './codec';
import { StreamConnection, type ConnectionContext, type StreamCaller } from './connection';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from './limits';
import { createStreamMetrics, type StreamMetrics } from './metrics';
import { originAllowed } from './origin';
import type { MemberFeed } from './member-topics';
import { PrivateTail, type HeldUpdate } from './private-tail';
import { formatPrivateTopic, type PrivateFeed } from './private-topics';
import { parseQuoteTopic, type QuoteFeed } from './quote-topics';
import { createSocketServer } from './ws';

/** How the browser reached us: TLS here, or a TLS-terminating proxy that says so. */
function schemeOf(request: IncomingMessage): 'http' | 'https' {
  if ((request.socket as { encrypted?: boolean }).encrypted === true) return 'https';
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first?.toLowerCase() === 'https' ? 'https' : 'http';
}

export const STREAM_PATH = '/stream';
/** The subprotocol that selects the JSON encoding (docs/stream-protocol.md "JSON encoding");
 *  without it the stream speaks binary protobuf. */
export const JSON_SUBPROTOCOL = 'desk.json';
/** ws refuses frames above this itself (close 1009); ours are checked at maxFrameBytes. */
const WS_MAX_PAYLOAD = 1024 * 1024;
/** On shutdown, sockets that have not finished the close handshake by then are cut. */
const CLOSE_GRACE_MILLIS = 1000;
const FUTURE_TYPE = 1;
const PERPETUAL_TYPE = 3;

/** What VenueApp exposes as `venue.stream`. */
export interface StreamControl {
  /** Closes every stream socket (ops: drain; tests: kill sockets). Default code 1001. */
  closeAll(code?: number, reason?: string): void;
  connectionCount(): number;
  /** Bytes waiting in all stream sockets (what slow consumers cost the server). */
  bufferedBytes(): number;
  /** Closes at once (4003) the sockets of these revoked sessions; returns how many. */
  closeSessions(sessionIds: readonly number[]): number;
}

/**
 * The market data a gateway fans out: the runtime itself in one process, a mirror fed over the
 * bus on a cluster gateway (server/cluster/market-mirror.ts).
 */
export type StreamMarket = Pick<
  MarketRuntime,
  | 'onEvents'
  | 'instrument'
  | 'snapshot'
  | 'bookSeq'
  | 'recentTrades'
  | 'ticker'
  | 'markPrice'
  | 'currentKline'
> & {
  /** A mirror that lost deltas and reloaded a book says so: its subscribers need a snapshot. */
  onResync?(listener: (symbol: string) => void): () => void;
  /** A mirror follows a book only while it is held (a `book:` or `rfs:` topic has subscribers);
   *  the runtime has every book and leaves this out. Returns the release. */
  holdBook?(symbol: string): () => void;
};

export interface StreamGatewayOptions {
  readonly server: Server;
  readonly market: StreamMarket;
  readonly registry: Registry;
  readonly log: FastifyBaseLogger;
  readonly now: Clock;
  readonly timers: Timers;
  readonly allowedOrigins: readonly string[];
  readonly limits?: Partial<StreamLimits>;
  authenticate(token: string): Promise<SessionRecord | null>;
  sessionLive(sessionId: number): Promise<boolean>;
  /** Orders, fills, balances, positions and risk of subaccounts. */
  readonly privateFeed?: PrivateFeed;
  /** The policy's steps 2-3 (membership, IP allowlist) for topics priced for an entity. */
  mayActForEntity?(who: StreamCaller, entityId: number): Promise<boolean>;
  /** Streaming-quote ladders "rfs:<symbol>". */
  readonly quoteFeed?: QuoteFeed;
  /** Entity- and user-keyed topics "approvals:<entityId>", "permissions:<userId>". */
  readonly memberFeed?: MemberFeed;
  /**
   * Benchmarks only (bench/scenarios/s10): 'perClient' is the naive fan-out the S10 baseline
   * measures, each event encoded again for every subscriber and sent in its own frame.
   * Default 'shared': encoded once, one frame per connection per market step.
   */
  readonly fanOutMode?: FanOutMode;
  /** The browser's address behind trusted proxies (a cluster gateway); default: the peer's. */
  clientAddress?(request: IncomingMessage): string;
}

export type FanOutMode = 'shared' | 'perClient';

export class StreamGateway implements StreamControl {
  private readonly wss = createSocketServer({
    noServer: true,
    maxPayload: WS_MAX_PAYLOAD,
    perMessageDeflate: false,
    clientTracking: false,
    handleProtocols: (protocols) => (protocols.has(JSON_SUBPROTOCOL) ? JSON_SUBPROTOCOL : false),
  });
  private readonly connections = new Set<StreamConnection>();
  private readonly subscribers = new Map<string, Set<StreamConnection>>();
  /** Releases of the mirror books held by `book:` and `rfs:` topics, by topic key. */
  private readonly bookHolds = new Map<string, () => void>();
  private readonly limits: StreamLimits;
  private readonly metrics: StreamMetrics;
  private readonly context: ConnectionContext;
  private readonly allowedOrigins: ReadonlySet<string>;
  private readonly heartbeatTimer: TimerHandle;
  private readonly stopListening: () => void;
  /** Encoded snapshots by symbol, valid while the symbol's seq is unchanged. */
  private readonly snapshotCache = new Map<string, { seq: number; bytes: Buffer }>();
  private subscriptionCount = 0;
  /** Recent private updates, for clients that resume by sequence. */
  private readonly privateTail: PrivateTail;
  private readonly stopPrivate: () => void;
  private readonly stopQuotes: () => void;
  private readonly stopMember: () => void;
  private readonly stopResync: () => void;
  private closing = false;
  /** Connections with messages queued in the current step (reused between steps). */
  private readonly touched: StreamConnection[] = [];
  private fanOutMode: FanOutMode;

  constructor(private readonly options: StreamGatewayOptions) {
    this.limits = { ...DEFAULT_STREAM_LIMITS, ...options.limits };
    this.fanOutMode = options.fanOutMode ?? 'shared';
    this.privateTail = new PrivateTail(this.limits);
    this.allowedOrigins = new Set(options.allowedOrigins);
    this.metrics = createStreamMetrics(options.registry, {
      connections: () => this.connections.size,
      subscriptions: () => this.subscriptionCount,
      privateTailBytes: () => this.privateTail.heldBytes,
    });
    this.context = {
      limits: this.limits,
      now: options.now,
      timers: options.timers,
      metrics: this.metrics,
      log: options.log,
      authenticate: options.authenticate,
      sessionLive: options.sessionLive,
      refuseTopic: (topic) => this.refuseTopic(topic),
      initialMessages: (topic) => this.initialMessages(topic),
      addSubscriber: (key, connection) => this.addSubscriber(key, connection),
      removeSubscriber: (key, connection) => this.removeSubscriber(key, connection),
      closed: (connection) => void this.connections.delete(connection),
      ...(options.privateFeed === undefined
        ? {}
        : {
            privateTopics: {
              mayRead: (who, topic) => options.privateFeed!.mayRead(who, topic.subaccountId),
              initial: (topic) => options.privateFeed!.initial(topic),
              replay: (topic, fromSeq) =>
                this.privateTail.replay(topic.subaccountId, topic.channel, fromSeq),
            },
          }),
      quoteAccess: async (who, entityId, symbol) => {
        if (!options.quoteFeed) return null;
        if (options.mayActForEntity && !(await options.mayActForEntity(who, entityId))) return null;
        return options.quoteFeed.access(entityId, symbol);
      },
      // Member topics have no state to send first: an update means "refetch".
      memberAccess: async (who, topic) => {
        if (!options.memberFeed || !(await options.memberFeed.mayHold(who.userId, topic)))
          return null;
        if (
          topic.channel === 'approvals' &&
          options.mayActForEntity &&
          !(await options.mayActForEntity(who, topic.entityId))
        )
          return null;
        return [];
      },
    };
    this.stopQuotes =
      options.quoteFeed?.onLadder(
        (topicKey, bytesFor) => {
          for (const connection of this.subscribers.get(topicKey) ?? []) {
            const entity = connection.entityId;
            const bytes = entity === null ? null : bytesFor(entity);
            if (bytes) connection.deliverPrivate(bytes);
          }
        },
        (topicKey) => (this.subscribers.get(topicKey)?.size ?? 0) > 0,
      ) ?? (() => undefined);
    this.stopPrivate =
      options.privateFeed?.onUpdate((update) =>
        this.fanOutPrivate(update.subaccountId, this.privateTail.record(update)),
      ) ?? (() => undefined);
    this.stopMember =
      options.memberFeed?.onMessage((topicKey, bytes) => {
        for (const connection of this.subscribers.get(topicKey) ?? [])
          connection.deliverPrivate(bytes);
      }) ?? (() => undefined);
    options.server.on('upgrade', this.onUpgrade);
    this.stopListening = options.market.onEvents((events) => this.fanOut(events));
    this.stopResync =
      options.market.onResync?.((symbol) => {
        // A reloaded book may reuse a seq (a restarted engine): never serve the old bytes.
        this.snapshotCache.delete(symbol);
        const key = formatTopic({ channel: 'book', symbol });
        for (const connection of this.subscribers.get(key) ?? []) connection.staleBooks.add(symbol);
        this.flushResyncs();
      }) ?? (() => undefined);
    this.heartbeatTimer = options.timers.setInterval(
      () => this.tick(),
      this.limits.heartbeatMillis,
    );
  }

  /** Benchmarks only: switches the fan-out of a running gateway (see fanOutMode). */
  setFanOutMode(mode: FanOutMode): void {
    this.fanOutMode = mode;
  }

  connectionCount(): number {
    return this.connections.size;
  }

  bufferedBytes(): number {
    let total = 0;
    for (const connection of this.connections) total += connection.buffered;
    return total;
  }

  closeAll(code: number = CLOSE_GOING_AWAY, reason = 'Server closed the stream'): void {
    if (!isSendableCloseCode(code)) throw new RangeError(`Not a sendable close code: ${code}`);
    for (const connection of [...this.connections]) connection.close(code, reason);
  }

  closeSessions(sessionIds: readonly number[]): number {
    const ended = new Set(sessionIds);
    let closed = 0;
    for (const connection of [...this.connections]) {
      const id = connection.sessionId;
      if (id !== null && ended.has(id)) {
        connection.sessionEnded();
        closed++;
      }
    }
    return closed;
  }

  /** Stops accepting, closes every socket (cut after a short grace) and stops the feed link. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    this.options.server.off('upgrade', this.onUpgrade);
    this.options.timers.clearInterval(this.heartbeatTimer);
    this.stopListening();
    this.stopResync();
    this.stopPrivate();
    this.stopQuotes();
    this.stopMember();
    const open = [...this.connections];
    this.closeAll(CLOSE_GOING_AWAY, 'Server shutting down');
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(open.map((connection) => connection.ended)),
      new Promise((resolve) => (grace = setTimeout(resolve, CLOSE_GRACE_MILLIS))),
    ]);
    clearTimeout(grace);
    // Peers that did not finish the close handshake in time are cut.
    for (const connection of open) connection.terminate();
    await Promise.all(open.map((connection) => connection.ended));
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    const url = request.url ?? '';
    if (url !== STREAM_PATH) {
      // A query is refused too: tokens never travel in the URL.
      reject(socket, url.startsWith(`${STREAM_PATH}?`) ? 400 : 404);
      return;
    }
    const origin = request.headers.origin;
    if (!originAllowed(origin, request.headers.host, this.allowedOrigins, schemeOf(request))) {
      this.options.log.info({ origin }, 'stream upgrade refused: origin not allowed');
      reject(socket, 403);
      return;
    }
    if (this.closing || this.connections.size >= this.limits.maxConnections) {
      reject(socket, 503);
      return;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      if (this.closing) {
        ws.terminate();
        return;
      }
      const encoding = ws.protocol === JSON_SUBPROTOCOL ? 'json' : 'protobuf';
      this.connections.add(
        new StreamConnection(
          ws,
          this.context,
          this.options.clientAddress?.(request) ?? request.socket.remoteAddress ?? '',
          encoding,
        ),
      );
    });
  };

  private refuseTopic(topic: Topic): string | null {
    const instrument = this.options.market.instrument(topic.symbol);
    if (!instrument) return `Unknown symbol ${topic.symbol}`;
    if (
      topic.channel === 'mark' &&
      instrument.instrumentType !== FUTURE_TYPE &&
      instrument.instrumentType !== PERPETUAL_TYPE
    )
      return `${topic.symbol} has no mark price (futures and perpetuals only)`;
    return null;
  }

  private initialMessages(topic: Topic): Buffer[] {
    const { market } = this.options;
    switch (topic.channel) {
      case 'book': {
        const bytes = this.snapshotBytes(topic.symbol);
        return bytes ? [bytes] : [];
      }
      case 'trades':
        return market.recentTrades(topic.symbol).map((trade) => encodeServerMessage({ trade }));
      case 'ticker': {
        const ticker = market.ticker(topic.symbol);
        return ticker ? [encodeServerMessage({ ticker })] : [];
      }
      case 'mark': {
        const markPrice = market.markPrice(topic.symbol);
        return markPrice ? [encodeServerMessage({ markPrice })] : [];
      }
      case 'kline': {
        const kline = market.currentKline(topic.symbol, topic.interval);
        return kline ? [encodeServerMessage({ kline })] : [];
      }
    }
  }

  /** The current book as encoded bytes, encoded once per seq however many need it. */
  private snapshotBytes(symbol: string): Buffer | null {
    const cached = this.snapshotCache.get(symbol);
    if (cached && cached.seq === this.options.market.bookSeq(symbol)) return cached.bytes;
    const snapshot = this.options.market.snapshot(symbol);
    if (!snapshot) return null;
    const bytes = encodeServerMessage({ bookSnapshot: snapshot });
    this.snapshotCache.set(symbol, { seq: snapshot.seq, bytes });
    return bytes;
  }

  /** Each connection gets the messages of an update for the topics it holds, in one frame. */
  private fanOutPrivate(subaccountId: number, update: HeldUpdate): void {
    const frames = new Map<StreamConnection, SharedMessage[]>();
    for (const entry of update.entries) {
      const key = formatPrivateTopic({ channel: entry.channel, subaccountId });
      for (const connection of this.subscribers.get(key) ?? []) {
        const frame = frames.get(connection);
        if (frame === undefined) frames.set(connection, [entry.message]);
        else frame.push(entry.message);
      }
    }
    for (const [connection, messages] of frames) connection.deliverPrivateUnit(messages);
  }

  private addSubscriber(topicKey: string, connection: StreamConnection): void {
    let set = this.subscribers.get(topicKey);
    if (!set) {
      this.subscribers.set(topicKey, (set = new Set()));
      this.holdBookOf(topicKey);
    }
    if (!set.has(connection)) {
      set.add(connection);
      this.subscriptionCount++;
    }
  }

  private removeSubscriber(topicKey: string, connection: StreamConnection): void {
    const set = this.subscribers.get(topicKey);
    if (!set?.delete(connection)) return;
    this.subscriptionCount--;
    if (set.size === 0) {
      this.subscribers.delete(topicKey);
      this.bookHolds.get(topicKey)?.();
      this.bookHolds.delete(topicKey);
    }
  }

  /** A held `book:` or `rfs:` topic holds its symbol's book in a mirror (StreamMarket.holdBook). */
  private holdBookOf(topicKey: string): void {
    const hold = this.options.market.holdBook;
    if (!hold) return;
    const topic = parseTopic(topicKey);
    const symbol =
      topic?.channel === 'book' ? topic.symbol : (parseQuoteTopic(topicKey)?.symbol ?? null);
    if (symbol !== null) this.bookHolds.set(topicKey, hold.call(this.options.market, symbol));
  }

  /** One market step: each event encoded at most once, for the topic's subscribers only; each
   *  connection's share is queued and leaves in one frame at the end of the step. Metrics count
   *  the logical messages and their bytes, batched or not. */
  private fanOut(events: readonly MarketEvent[]): void {
    if (this.subscribers.size === 0) return;
    if (this.fanOutMode === 'perClient') {
      this.fanOutPerClient(events);
      return;
    }
    const touched = this.touched;
    for (const event of events) {
      const topicKey = topicOf(event);
      const set = this.subscribers.get(topicKey);
      if (!set) continue;
      const message = new SharedMessage(encodeEvent(event));
      let sent = 0;
      const symbol = event.kind === 'bookDelta' ? event.message.symbol : null;
      for (const connection of set) {
        const delivered =
          symbol === null
            ? connection.deliverData(message)
            : connection.deliverBookDelta(symbol, message);
        if (!delivered) continue;
        sent++;
        // First message of its frame (a big step may send a frame early: listed again).
        if (connection.queuedInStep === 1) touched.push(connection);
      }
      this.metrics.sent(METRIC_TYPE[event.kind], message.bytes.length, sent);
    }
    for (const connection of touched) connection.flushStep();
    touched.length = 0;
    this.flushResyncs();
  }

  /** The naive fan-out (benchmark baseline): an encode and a frame per event per client. */
  private fanOutPerClient(events: readonly MarketEvent[]): void {
    for (const event of events) {
      const set = this.subscribers.get(topicOf(event));
      if (!set) continue;
      let sent = 0;
      let size = 0;
      for (const connection of set) {
        const message = new SharedMessage(encodeEvent(event));
        size = message.bytes.length;
        const delivered =
          event.kind === 'bookDelta'
            ? connection.deliverBookDelta(event.message.symbol, message, 'now')
            : connection.deliverData(message, 'now');
        if (delivered) sent++;
      }
      this.metrics.sent(METRIC_TYPE[event.kind], size, sent);
    }
    this.flushResyncs();
  }

  private flushResyncs(): void {
    for (const connection of this.connections)
      connection.flushResyncs((symbol) => this.snapshotBytes(symbol));
  }

  private tick(): void {
    const heartbeat = encodeServerMessage({ heartbeat: { serverTime: this.options.now() } });
    for (const connection of [...this.connections]) connection.tick(heartbeat);
    this.flushResyncs();
  }
}

function encodeEvent(event: MarketEvent): Buffer {
  switch (event.kind) {
    case 'bookDelta':
      return encodeServerMessage({ bookDelta: event.message });
    case 'trade':
      return encodeServerMessage({ trade: event.message });
    case 'ticker':
      return encodeServerMessage({ ticker: event.message });
    case 'markPrice':
      return encodeServerMessage({ markPrice: event.message });
    case 'kline':
      return encodeServerMessage({ kline: event.message });
  }
}

const METRIC_TYPE: Record<MarketEvent['kind'], string> = {
  bookDelta: 'book_delta',
  trade: 'trade',
  ticker: 'ticker',
  markPrice: 'mark_price',
  kline: 'kline',
};

function topicOf(event: MarketEvent): string {
  switch (event.kind) {
    case 'bookDelta':
      return formatTopic({ channel: 'book', symbol: event.message.symbol });
    case 'trade':
      return formatTopic({ channel: 'trades', symbol: event.message.symbol });
    case 'ticker':
      return formatTopic({ channel: 'ticker', symbol: event.message.symbol });
    case 'markPrice':
      return formatTopic({ channel: 'mark', symbol: event.message.symbol });
    case 'kline':
      return formatTopic({
        channel: 'kline',
        symbol: event.message.symbol,
        interval: event.message.interval,
      });
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  503: 'Service Unavailable',
};

/** Answers a refused upgrade with a plain HTTP status and drops the socket. */
function reject(socket: Duplex, status: number): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}
