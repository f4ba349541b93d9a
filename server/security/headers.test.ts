// Cross-origin isolation of the security headers: on by default (SharedArrayBuffer for the
// tab's book ring, precise timers), off on request (a deployment embedding third-party files).
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
  it('R-CORE-28 are left out on request; COOP stays', async () => {
    for (const r of await answer({ crossOriginIsolated: false })) {
      expect(r.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(r.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('R-CORE-28 add COEP require-corp to every answer by default, errors included', async () => {
    for (const r of await answer()) {
      expect(r.headers['cross-origin-embedder-policy']).toBe('require-corp');
      expect(r.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });
});
