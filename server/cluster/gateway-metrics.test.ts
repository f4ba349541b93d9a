// R-SCALE-12: a cluster gateway answers /metrics itself (its stream, mirror and proxy), under
// the engine's access rule (R-SECH-2); any other method on /metrics goes to the engine.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayMetrics, isMetricsRead } from './gateway-metrics';

const TOKEN = 'gateway-metrics-token-0123456789';
let server: Server | null = null;

async function serve(metrics: GatewayMetrics): Promise<string> {
  server = createServer((request, response) => void metrics.answer(request, response));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

const sources = (held: number, inStep: boolean, engine: boolean) => ({
  booksHeld: () => held,
  booksInStep: () => inStep,
  engineActive: () => engine,
});

describe('cluster gateway metrics', () => {
  it('R-SCALE-12: a loopback scraper reads the gauges and counters as they stand', async () => {
    const state = { held: 2, inStep: true, engine: true };
    const metrics = new GatewayMetrics(
      {
        booksHeld: () => state.held,
        booksInStep: () => state.inStep,
        engineActive: () => state.engine,
      },
      undefined,
    );
    metrics.proxiedRequest('forwarded');
    metrics.proxiedRequest('forwarded');
    metrics.proxiedRequest('unavailable');
    metrics.bookResynced();
    const url = await serve(metrics);
    let text = await (await fetch(url)).text();
    expect(text).toMatch(/^gateway_books_held 2$/m);
    expect(text).toMatch(/^gateway_books_in_step 1$/m);
    expect(text).toMatch(/^gateway_engine_active 1$/m);
    expect(text).toMatch(/^gateway_proxied_requests_total\{outcome="forwarded"\} 2$/m);
    expect(text).toMatch(/^gateway_proxied_requests_total\{outcome="unavailable"\} 1$/m);
    expect(text).toMatch(/^gateway_book_resyncs_total 1$/m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    // Gauges are read when scraped, not when something changes.
    Object.assign(state, { held: 0, inStep: false, engine: false });
    text = await (await fetch(url)).text();
    expect(text).toMatch(/^gateway_books_held 0$/m);
    expect(text).toMatch(/^gateway_books_in_step 0$/m);
    expect(text).toMatch(/^gateway_engine_active 0$/m);
  });

  it('R-SCALE-12: through the balancer (a forwarded call) it is refused without the token', async () => {
    const url = await serve(new GatewayMetrics(sources(1, true, true), undefined));
    const forwarded = await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forwarded.status).toBe(401);
    expect(await forwarded.json()).toEqual({
      errors: [{ code: 'UNAUTHORIZED', message: 'The metrics need the metrics token.' }],
    });
  });

  it('R-SCALE-12: with a metrics token only that bearer token reads them', async () => {
    const url = await serve(new GatewayMetrics(sources(1, true, true), TOKEN));
    expect((await fetch(url)).status).toBe(401);
    const wrong = await fetch(url, { headers: { authorization: 'Bearer not-the-token-000000' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(url, {
      headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.7' },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toMatch(/^gateway_books_held 1$/m);
  });

  it('R-SCALE-12: only GET and HEAD of /metrics are the gateway’s', () => {
    expect(isMetricsRead('GET', '/metrics')).toBe(true);
    expect(isMetricsRead('HEAD', '/metrics')).toBe(true);
    expect(isMetricsRead('POST', '/metrics')).toBe(false);
    expect(isMetricsRead('GET', '/metrics/x')).toBe(false);
    expect(isMetricsRead('GET', '/healthz')).toBe(false);
  });
});
