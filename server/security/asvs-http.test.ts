// Issue 21 findings in the shared HTTP layer: no public source maps, /metrics not anonymous,
// no-store on API answers, bounded body depth, and the stream's Origin compared in full.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';
import { DEMO_TRADER } from '../seed/demo-constants';
import { originAllowed } from '../stream/origin';
import { bearer, createTestVenue, csrfHeaders, signIn, type TestVenue } from '../testing/test-app';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

describe('issue 21 HTTP layer', () => {
  let dir: string;
  let venue: TestVenue;
  let token: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'venue-dist-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><html><body></body></html>');
    await writeFile(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
    await writeFile(join(dir, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["x.ts"]}');
    venue = await createTestVenue('pglite', { staticDir: dir, metricsToken: METRICS_TOKEN });
    token = await signIn(venue, DEMO_TRADER);
  });
  afterAll(async () => {
    await venue?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('R-SECH-1: the production build emits no public source maps', () => {
    const sourcemap = (viteConfig as { build?: { sourcemap?: unknown } }).build?.sourcemap;
    expect(sourcemap === false || sourcemap === undefined || sourcemap === 'hidden').toBe(true);
  });

  it('R-SECH-1: a source map left in the build folder is never served', async () => {
    const js = await venue.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(js.statusCode).toBe(200);
    for (const url of ['/assets/index-abc.js.map', '/assets/INDEX-abc.js.MAP', '/assets/x.map']) {
      const map = await venue.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(map.statusCode, url).toBe(404);
      expect(map.body).not.toContain('sources');
    }
  });

  it('R-SECH-2: /metrics answers only with the metrics token when one is configured', async () => {
    const anonymous = await venue.app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errors: [{ code: 'UNAUTHORIZED' }] });
    const wrong = await venue.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-metrics-token-000000' },
    });
    expect(wrong.statusCode).toBe(401);
    // A user's session is not the metrics token either.
    const session = await venue.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: bearer(token),
    });
    expect(session.statusCode).toBe(401);
    const ok = await venue.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('http_requests_total');
  });

  it('R-SECH-3: signed-in API answers and errors carry Cache-Control: no-store', async () => {
    const answers = [
      await venue.app.inject({
        method: 'GET',
        url: '/api/user/current_user',
        headers: bearer(token),
      }),
      await venue.app.inject({
        method: 'GET',
        url: '/uapi/v1/all_accounts',
        headers: bearer(token),
      }),
      await venue.app.inject({ method: 'GET', url: '/api/user/current_user' }),
      await venue.app.inject({
        method: 'POST',
        url: '/uapi/v1/save_last_user_state',
        headers: { ...csrfHeaders(), ...bearer(token) },
        payload: { state: 'not an object' },
      }),
      await venue.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control'], answer.body.slice(0, 80)).toBe('no-store');
      expect(answer.headers['pragma']).toBe('no-cache');
    }
    // The client's hashed static files may still be cached.
    const asset = await venue.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.headers['cache-control']).not.toBe('no-store');
  });

  it('R-SECH-13: every answer has HSTS for a year with subdomains and a CSP with base-uri and object-src none', async () => {
    for (const url of ['/api/csrf', '/assets/index-abc.js', '/api/nothing-here', '/trading/rfq']) {
      const answer = await venue.app.inject({
        method: 'GET',
        url,
        headers: { host: 'desk.example', accept: 'text/html' },
      });
      expect(answer.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const csp = String(answer.headers['content-security-policy']);
      expect(csp, url).toContain("base-uri 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
    }
  });

  it('R-SECH-4: a deeply nested JSON body is 400 with the errors list, not 500', async () => {
    for (const depth of [5_000, 65]) {
      const state = '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
      const answer = await venue.app.inject({
        method: 'POST',
        url: '/uapi/v1/save_last_user_state',
        headers: { ...csrfHeaders(), ...bearer(token), 'content-type': 'application/json' },
        payload: `{"state":${state}}`,
      });
      expect(answer.statusCode, String(depth)).toBe(400);
      expect(answer.json()).toMatchObject({ errors: [{ code: 'BODY_TOO_DEEP' }] });
    }
    const arrays = '['.repeat(5_000) + ']'.repeat(5_000);
    const answer = await venue.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...csrfHeaders(), 'content-type': 'application/json' },
      payload: arrays,
    });
    expect(answer.statusCode).toBe(400);
    // Ordinary nesting (a saved layout a few levels deep) still passes.
    const shallow = await venue.app.inject({
      method: 'POST',
      url: '/uapi/v1/save_last_user_state',
      headers: { ...csrfHeaders(), ...bearer(token) },
      payload: { state: { a: { b: { c: [{ d: [1, 2, { e: 'x' }] }] } } } },
    });
    expect(shallow.statusCode).toBe(200);
  });
});

describe('R-SECH-2 /metrics without a configured token', () => {
  let venue: TestVenue;
  beforeAll(async () => {
    venue = await createTestVenue('pglite');
  });
  afterAll(async () => venue?.dispose());

  it('R-SECH-2: answers only the server host itself (loopback, not forwarded)', async () => {
    const local = await venue.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
    });
    expect(local.statusCode).toBe(200);
    const local6 = await venue.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' });
    expect(local6.statusCode).toBe(200);
    const remote = await venue.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.1.2.3',
    });
    expect(remote.statusCode).toBe(401);
    // A reverse proxy on the same host connects from loopback: its forwarded calls are remote.
    const proxied = await venue.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(401);
    const forwarded = await venue.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { forwarded: 'for=203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(401);
  });
});

describe('R-SECH-8 stream Origin', () => {
  const none = new Set<string>();
  it('R-SECH-8: compares scheme, host and port with the server’s own origin', () => {
    expect(originAllowed('http://localhost:8080', 'localhost:8080', none, 'http')).toBe(true);
    expect(originAllowed('https://desk.example', 'desk.example', none, 'https')).toBe(true);
    expect(originAllowed('https://desk.example:443', 'desk.example', none, 'https')).toBe(true);
    // Same host, other scheme: a plain-http page must not open the socket of the https site.
    expect(originAllowed('http://desk.example', 'desk.example', none, 'https')).toBe(false);
    expect(originAllowed('https://localhost:8080', 'localhost:8080', none, 'http')).toBe(false);
    // Same host, other port.
    expect(originAllowed('http://localhost:9999', 'localhost:8080', none, 'http')).toBe(false);
    expect(originAllowed('http://localhost', 'localhost:8080', none, 'http')).toBe(false);
    expect(originAllowed('http://evil.example', 'localhost:8080', none, 'http')).toBe(false);
    expect(originAllowed('null', 'localhost:8080', none, 'http')).toBe(false);
  });

  it('R-SECH-8: the allowlist is compared as full origins too', () => {
    const listed = new Set(['https://app.desk.example']);
    expect(originAllowed('https://app.desk.example', 'api.desk.example', listed, 'https')).toBe(
      true,
    );
    expect(originAllowed('https://APP.desk.example:443', 'api.desk.example', listed, 'https')).toBe(
      true,
    );
    expect(originAllowed('http://app.desk.example', 'api.desk.example', listed, 'https')).toBe(
      false,
    );
    expect(
      originAllowed('https://app.desk.example:8443', 'api.desk.example', listed, 'https'),
    ).toBe(false);
  });
});
