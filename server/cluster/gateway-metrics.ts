// The cluster gateway's own Prometheus metrics (docs/scale-out.md "Metrics of a cluster"):
// the stream's (sockets, frames, private resumes, the private tail's bytes), the market
// mirror's books and resyncs, and what the HTTP proxy did. Every other path goes to the
// engine, so /metrics on a gateway's port is the gateway's; a scraper reads each process on
// its own port. The same access rule as the engine's (R-SECH-2): the metrics token, or a
// loopback peer that forwards nobody.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { METRICS_REFUSED_CODE, METRICS_REFUSED_MESSAGE, metricsReader } from '../http/metrics';

export const METRICS_PATH = '/metrics';

/** Whether the gateway answers this call itself (anything else about /metrics is the engine's
 *  404, as in one process). */
export const isMetricsRead = (method: string | undefined, path: string): boolean =>
  path === METRICS_PATH && (method === 'GET' || method === 'HEAD');

/** What the gauges read when scraped. */
export interface GatewayGaugeSources {
  booksHeld(): number;
  booksInStep(): boolean;
  engineActive(): boolean;
}

export type ProxyOutcome = 'forwarded' | 'unavailable';

export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly proxied: Counter<'outcome'>;
  private readonly resyncs: Counter;

  constructor(
    sources: GatewayGaugeSources,
    private readonly metricsToken: string | undefined,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'gateway_books_held',
      help: 'Order books this gateway follows because a socket holds them',
      registers,
      collect() {
        this.set(sources.booksHeld());
      },
    });
    new Gauge({
      name: 'gateway_books_in_step',
      help: '1 when every held book is loaded and in step with the engine',
      registers,
      collect() {
        this.set(sources.booksInStep() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'gateway_engine_active',
      help: '1 while an engine answers its health check (HTTP is forwarded to it)',
      registers,
      collect() {
        this.set(sources.engineActive() ? 1 : 0);
      },
    });
    this.proxied = new Counter({
      name: 'gateway_proxied_requests_total',
      help: 'HTTP calls forwarded to the active engine, or answered 502 while none was active',
      labelNames: ['outcome'],
      registers,
    });
    this.resyncs = new Counter({
      name: 'gateway_book_resyncs_total',
      help: 'Books reloaded from the engine after a gap or a bad checksum',
      registers,
    });
  }

  proxiedRequest(outcome: ProxyOutcome): void {
    this.proxied.inc({ outcome });
  }

  bookResynced(): void {
    this.resyncs.inc();
  }

  async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    request.resume();
    if (!metricsReader(request, this.metricsToken)) {
      respondError(response, 401, METRICS_REFUSED_CODE, METRICS_REFUSED_MESSAGE);
      return;
    }
    const text = await this.registry.metrics();
    response.writeHead(200, {
      'content-type': this.registry.contentType,
      'cache-control': 'no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : text);
  }
}

function respondError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ errors: [{ code, message }] }));
}
