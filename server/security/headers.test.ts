// The cross-origin isolation opt-in of the security headers: off by default (an embedded
// third-party resource keeps loading), on for the benchmarks (precise timers).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installSecurityHeaders } from './headers';

async function answer(options?: { crossOriginIsolated?: boolean }) {
  const app = Fastify();
  installSecurityHeaders(app, undefined, options);
  app.get('/x', async () => ({ ok: true }));
  const page = await app.inject({ method: 'GET', url: '/x' });
  const missing = await app.inject({ method: 'GET', url: '/nowhere' });
  await app.close();
  return [page, missing];
}

describe('cross-origin isolation headers', () => {
  it('are not sent by default; COOP is', async () => {
    for (const r of await answer()) {
      expect(r.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(r.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('add COEP require-corp to every answer when opted in, errors included', async () => {
    for (const r of await answer({ crossOriginIsolated: true })) {
      expect(r.headers['cross-origin-embedder-policy']).toBe('require-corp');
      expect(r.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });
});
