// A cluster gateway (`tsx server/main.ts --role gateway`, issue 20, docs/scale-out.md): it
// holds browsers' stream sockets and nothing else of its own. Sessions are checked against
// PostgreSQL (any gateway serves any socket); the market comes from the engine over the bus
// into a mirror, and streaming-quote ladders are priced from it; private and member updates and
// session revocations come over the bus; every HTTP call but /healthz and the gateway's own
// /metrics (gateway-metrics.ts) is forwarded to the active engine.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { MemberEvents } from '../approvals/events';
import { busSessionEvents } from '../auth/session-events';
import { findSession, isSessionLive } from '../auth/sessions';
import { NatsBus } from '../bus/nats';
import { MEMBER_PREFIX, topicsFromBus } from '../bus/topic-feeds';
import { openDatabase, pingDatabase, type DatabaseHandle } from '../db/connect';
import { loadMarketInstruments } from '../market-runtime/instruments';
import { realTimers } from '../market-runtime/timers';
import { mayActForEntity } from '../policy/policy';
import { RfsFeed } from '../quotes/rfs-feed';
import { StreamGateway } from '../stream/gateway';
import { ActiveEngine } from './active-engine';
import { GatewayMetrics, isMetricsRead } from './gateway-metrics';
import { clientAddressOf, EngineProxy } from './http-proxy';
import { MarketMirror } from './market-mirror';
import { MirrorLadders } from './mirror-ladders';
import { privateFeedOverBus } from './private-bridge';
import { ShardRouter } from './shard-router';

/** Session tokens are 32 random bytes in base64url (as createApp checks them). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;
export const HEALTH_PATH = '/healthz';

export interface GatewayOptions {
  readonly databaseUrl: string;
  readonly natsUrl: string;
  /**
   * The engines' HTTP addresses, e.g. http://127.0.0.1:18200, per engine shard (one list
   * without shards): in each, one engine is active and the rest are standbys.
   */
  readonly engineUrls: readonly (readonly string[])[];
  readonly port: number;
  readonly host: string;
  /** Shown in NATS monitoring and the health answer, e.g. "gateway-2". */
  readonly name: string;
  /** Addresses of the balancer(s) in front, whose X-Forwarded-For names the browser. */
  readonly trustedProxies: readonly string[];
  readonly logLevel: string;
  /** Open stream sockets at once (STREAM_MAX_CONNECTIONS; default the stream's own limit). */
  readonly maxConnections?: number;
  /** Bearer token of the /metrics scraper (METRICS_TOKEN); unset: loopback peers only. */
  readonly metricsToken?: string;
}

export interface Gateway {
  readonly server: Server;
  readonly port: number;
  readonly mirror: MarketMirror;
  close(): Promise<void>;
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const log = pino({ level: options.logLevel, name: options.name }) as FastifyBaseLogger;
  const handle: DatabaseHandle = await openDatabase({ databaseUrl: options.databaseUrl });
  const { db } = handle;
  const onError = (error: unknown) => log.error({ err: error }, 'bus delivery failed');
  const bus = await NatsBus.connect({
    servers: options.natsUrl,
    name: options.name,
    onHandlerError: onError,
  });
  const instruments = await loadMarketInstruments(db);
  const router = new ShardRouter(db, instruments, options.engineUrls.length);
  const mirror = new MarketMirror({
    bus,
    instruments,
    timers: realTimers,
    log,
    shardOf: (symbol) => router.shardOf(symbol),
  });
  await mirror.start();
  const shards = options.engineUrls.map((urls) => new ActiveEngine(urls.map((u) => new URL(u))));
  await Promise.all(shards.map((s) => s.start()));
  const metrics = new GatewayMetrics(
    {
      booksHeld: () => mirror.heldBooks().length,
      booksInStep: () => mirror.ready,
      engineActive: () => shards.every((s) => s.current !== null),
    },
    options.metricsToken,
  );
  mirror.onResync(() => metrics.bookResynced());
  const proxy = new EngineProxy(shards, router, (outcome) => metrics.proxiedRequest(outcome));
  const trusted = new Set(options.trustedProxies);

  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (isMetricsRead(request.method, path)) {
      void metrics.answer(request, response);
      return;
    }
    if (path !== HEALTH_PATH) {
      proxy.forward(request, response);
      return;
    }
    // Ready when the database answers and every book is in step with the engine.
    const report = {
      name: options.name,
      books: mirror.ready,
      connections: stream.connectionCount(),
    };
    void pingDatabase(db).then(
      () => answerHealth(response, mirror.ready ? 200 : 503, report),
      () => answerHealth(response, 503, report),
    );
  });
  const members = new MemberEvents(db);
  const rfs = new RfsFeed({
    db,
    quotes: await MirrorLadders.load(db, mirror),
    now: Date.now,
    timers: realTimers,
  });
  const stream = new StreamGateway({
    server,
    market: mirror,
    registry: metrics.registry,
    log,
    now: Date.now,
    timers: realTimers,
    allowedOrigins: [],
    authenticate: async (token) =>
      TOKEN_SHAPE.test(token) ? findSession(db, token, Date.now()) : null,
    sessionLive: (sessionId) => isSessionLive(db, sessionId, Date.now()),
    privateFeed: privateFeedOverBus(bus, db, onError, shards.length),
    mayActForEntity: (who, entityId) => mayActForEntity(db, who, entityId),
    quoteFeed: rfs,
    memberFeed: {
      mayHold: (userId, topic) => members.mayHold(userId, topic),
      ...topicsFromBus(bus, MEMBER_PREFIX, onError),
    },
    clientAddress: (request) => clientAddressOf(request, trusted),
    ...(options.maxConnections === undefined
      ? {}
      : { limits: { maxConnections: options.maxConnections } }),
  });
  busSessionEvents(bus, onError).onRevoked((ids) => stream.closeSessions(ids));
  rfs.start();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : options.port,
    mirror,
    async close() {
      rfs.stop();
      await stream.close();
      await mirror.stop();
      for (const s of shards) s.stop();
      proxy.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bus.close();
      await handle.close();
    },
  };
}

function answerHealth(
  response: ServerResponse,
  status: number,
  report: { name: string; books: boolean; connections: number },
): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(
    JSON.stringify({ status: status === 200 ? 'ok' : 'error', role: 'gateway', ...report }),
  );
}
