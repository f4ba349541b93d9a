// Prometheus metrics: the default process metrics plus a request counter and a latency
// histogram by route and status. One registry per app so tests can build many apps.
// Not for anyone on the network (R-SECH-2): with a metrics token (METRICS_TOKEN) the scraper
// sends `Authorization: Bearer <token>`; without one only the server's own host may read them
// (a loopback peer that is not a reverse proxy forwarding someone else's call).
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { safeEqual } from '../auth/tokens';
import { OPERATOR_ACCESS } from '../policy/access';
import { ApiError } from './errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/** What the check reads of a request: Fastify's and node:http's (the cluster gateway) both fit. */
export interface MetricsRequest {
  readonly headers: IncomingHttpHeaders;
  readonly socket: { readonly remoteAddress?: string | undefined };
}

/** Whether this request may read the metrics (see the file comment). */
export function metricsReader(request: MetricsRequest, metricsToken: string | undefined): boolean {
  if (metricsToken !== undefined && metricsToken !== '') {
    const header = request.headers.authorization;
    const sent =
      typeof header === 'string' ? /^Bearer (\S{1,512})$/.exec(header.trim())?.[1] : null;
    return typeof sent === 'string' && safeEqual(sent, metricsToken);
  }
  const peer = request.socket.remoteAddress ?? '';
  return LOOPBACK.has(peer) && FORWARDED.every((name) => request.headers[name] === undefined);
}

export const METRICS_REFUSED_CODE = 'UNAUTHORIZED';
export const METRICS_REFUSED_MESSAGE = 'The metrics need the metrics token.';

const metricsRefused = () => new ApiError(401, METRICS_REFUSED_CODE, METRICS_REFUSED_MESSAGE);

export function installMetrics(app: FastifyInstance, metricsToken?: string): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency, by method, route and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids in paths must not explode label cardinality.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    {
      config: OPERATOR_ACCESS,
      schema: { querystring: { type: 'object', additionalProperties: false } },
    },
    async (request, reply) => {
      if (!metricsReader(request, metricsToken)) throw metricsRefused();
      reply.type(registry.contentType);
      return registry.metrics();
    },
  );
  return registry;
}
