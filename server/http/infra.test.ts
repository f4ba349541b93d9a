import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../seed/demo-constants';
import { bearer, createTestVenue, manualClock, signIn, type TestVenue } from '../testing/test-app';
import { CLIENT_NOT_BUILT_TEXT } from './spa';

describe('R-SRV-16 infrastructure routes', () => {
  const clock = manualClock();
  let venue: TestVenue;
  beforeAll(async () => {
    venue = await createTestVenue('pglite', {
      now: clock.now,
      allowedOrigins: ['http://localhost:5173'],
    });
  });
  afterAll(async () => venue?.dispose());

  it('GET /healthz reports ok with the database', async () => {
    const answer = await venue.app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('GET /time/sync/milliseconds answers the server clock', async () => {
    const answer = await venue.app.inject({ method: 'GET', url: '/time/sync/milliseconds' });
    expect(answer.json()).toEqual({ serverTime: clock.now() });
  });

  it('GET /metrics has default metrics and requests by route and status', async () => {
    await venue.app.inject({ method: 'GET', url: '/healthz' });
    await venue.app.inject({ method: 'GET', url: '/api/user_config' });
    const answer = await venue.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body).toContain('process_cpu_user_seconds_total');
    expect(answer.body).toMatch(
      /http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
    expect(answer.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/user_config",status="401"\} 1/,
    );
    expect(answer.body).toContain('http_request_duration_seconds_bucket');
  });

  it('answers CORS preflight only for allowed origins', async () => {
    const allowed = await venue.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const other = await venue.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('R-SRV-18 a genuine fault answers 500 INTERNAL with the default text, and /healthz 503', async () => {
    const token = await signIn(venue, DEMO_TRADER);
    await venue.db.destroy();
    const answer = await venue.app.inject({
      method: 'GET',
      url: '/api/user_config',
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({
      errors: [
        {
          code: 'INTERNAL',
          message:
            'Something went wrong, please try again. Please contact support if this persists.',
        },
      ],
    });
    const health = await venue.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', db: 'down' });
  });
});

describe('R-SRV-17 built client with SPA fallback', () => {
  let dir: string;
  let venue: TestVenue;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'venue-dist-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><title>Desk</title><div id="root"></div>',
    );
    await writeFile(join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
    venue = await createTestVenue('pglite', { staticDir: dir, seed: false });
  });
  afterAll(async () => {
    await venue?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves index.html for client routes and sets the CSRF cookie', async () => {
    for (const url of [
      '/',
      '/login',
      '/trading/rfq',
      '/v2/trade/edge',
      '/portfolio/balances?x=1',
    ]) {
      const answer = await venue.app.inject({ method: 'GET', url, headers: html });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toContain('<div id="root">');
    }
    const page = await venue.app.inject({ method: 'GET', url: '/trading/rfq', headers: html });
    expect(String(page.headers['set-cookie'])).toMatch(/^csrf_token=/);
  });

  it('serves built files and 404s missing files and API paths', async () => {
    const asset = await venue.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('console.log');
    for (const url of ['/assets/missing.js', '/api/unknown', '/uapi/v1/unknown']) {
      const answer = await venue.app.inject({ method: 'GET', url, headers: html });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ errors: [{ code: 'NOT_FOUND' }] });
    }
  });
});

describe('R-SRV-17 client not built', () => {
  it('says so plainly instead of a blank page', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'venue-nodist-'));
    const venue = await createTestVenue('pglite', { staticDir: dir, seed: false });
    try {
      const answer = await venue.app.inject({
        method: 'GET',
        url: '/trading/rfq',
        headers: { accept: 'text/html' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(CLIENT_NOT_BUILT_TEXT);
    } finally {
      await venue.dispose();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
