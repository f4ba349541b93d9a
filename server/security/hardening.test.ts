// Security headers on every kind of response, stream sockets closed with their session, and
// random input against every new route (4xx with an errors list, never 5xx).
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../seed/demo-constants';
import { StreamClient, streamUrlOf } from '../testing/stream-client';
import { bearer, createTestVenue, csrfHeaders, signIn, type TestVenue } from '../testing/test-app';

const INLINE_STYLE = 'html,body{background:#0b0f14;margin:0}';
const CHART_STYLE = 'a#tv-attr-logo{position:absolute;left:10px;}';

describe('R-SEC-16 security headers and socket closing', () => {
  let dir: string;
  let venue: TestVenue;
  let url: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'venue-dist-'));
    await mkdir(join(dir, 'assets'));
    await writeFile(
      join(dir, 'index.html'),
      `<!doctype html><html><head><style>${INLINE_STYLE}</style><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`,
    );
    await writeFile(join(dir, 'assets', 'app.js'), 'console.log(1)');
    await writeFile(join(dir, 'assets', 'core.worker-abc.js'), 'self.onconnect = () => {}');
    await writeFile(join(dir, 'assets', 'chart.js'), `s.innerText=\`${CHART_STYLE}\``);
    venue = await createTestVenue('pglite', { staticDir: dir });
    await venue.app.listen({ port: 0, host: '127.0.0.1' });
    url = streamUrlOf(venue.app.server.address());
  });
  afterAll(async () => {
    await venue?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const styleHash = `'sha256-${createHash('sha256').update(INLINE_STYLE).digest('base64')}'`;
  const chartHash = `'sha256-${createHash('sha256').update(CHART_STYLE).digest('base64')}'`;

  it.each([
    ['the page', '/trading/rfq', { accept: 'text/html' }],
    ['a static asset', '/assets/app.js', {}],
    ['the worker script', '/assets/core.worker-abc.js', {}],
    ['an API answer', '/api/csrf', {}],
    ['an error', '/api/user/current_user', {}],
    ['a missing file', '/assets/missing.js', {}],
  ])('on %s', async (_name, path, headers) => {
    const answer = await venue.app.inject({
      method: 'GET',
      url: path,
      headers: { host: 'localhost:8080', ...headers },
    });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("connect-src 'self' ws://localhost:8080 wss://localhost:8080");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain(`style-src 'self' ${styleHash}`);
    expect(csp).toContain(chartHash);
    expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['permissions-policy']).toContain('camera=()');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('drops a forged Host from connect-src', async () => {
    const answer = await venue.app.inject({
      method: 'GET',
      url: '/api/csrf',
      headers: { host: 'evil.example; script-src *' },
    });
    expect(String(answer.headers['content-security-policy'])).toContain("connect-src 'self';");
  });

  it('R-SEC-13 closes the stream socket at once on logout, and every socket on logout_all', async () => {
    const first = await signIn(venue, DEMO_TRADER);
    const second = await signIn(venue, DEMO_TRADER);
    const a = await StreamClient.open(url, first);
    const b = await StreamClient.open(url, second);
    const logout = await venue.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...csrfHeaders(), ...bearer(first) },
    });
    expect(logout.statusCode).toBe(200);
    expect((await a.closed).code).toBe(4003);
    expect(venue.stream.connectionCount()).toBe(1);
    const c = await StreamClient.open(url, second);
    await venue.app.inject({
      method: 'POST',
      url: '/api/logout_all',
      headers: { ...csrfHeaders(), ...bearer(second) },
    });
    expect((await b.closed).code).toBe(4003);
    expect((await c.closed).code).toBe(4003);
  });
});

const NEW_POST_ROUTES = [
  '/api/otp2fa',
  '/api/email3fa',
  '/api/authenticate/begin',
  '/api/v2/yubikey2fa',
  '/api/verify_otp_auth_code',
  '/api/user/disable_otp',
  '/api/register/begin',
  '/api/register/complete',
  '/api/v2/disable_yubikey',
  '/api/user/activity',
  '/api/set_trade_confirmation_emails_enabled',
  '/api/change_password',
  '/api/request_reset_password',
  '/api/reset_password',
  '/api/signup',
  '/verify_email',
  '/api/onboarding/terms/agree',
  '/api/onboarding/terms/sign',
  '/v2/user/legal-entity/switch/1',
  '/api/otc/accounts/set_current_account',
] as const;

describe('R-SEC-17 input safety of the account-security routes', () => {
  let venue: TestVenue;
  let token: string;
  beforeAll(async () => {
    venue = await createTestVenue('pglite');
    token = await signIn(venue, DEMO_TRADER);
  });
  afterAll(async () => venue?.dispose());

  it('answers random JSON bodies with 2xx or 4xx and an errors list, never 5xx', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
    );
    const keys = fc.constantFrom(
      'email',
      'otp_code',
      'credential',
      'name',
      'code',
      'otp_secret_key',
      'yubikey_base64',
      'action',
      'details',
      'token',
      'new_password',
      'verify_password',
      'old_password',
      'email_otp',
      'version',
      'signer_name',
      'account_id',
      'enabled',
      'password',
      'first_name',
      'last_name',
      'x',
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...NEW_POST_ROUTES),
        fc.dictionary(keys, value, { maxKeys: 5 }),
        async (url, body) => {
          n += 1;
          const answer = await venue.app.inject({
            method: 'POST',
            url,
            headers: { ...csrfHeaders(), ...bearer(token), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
            // Spread over addresses so rate limits do not mask validation.
            remoteAddress: `10.77.${Math.floor(n / 200)}.${n % 200}`,
          });
          expect(answer.statusCode).toBeLessThan(500);
          if (answer.statusCode >= 400) {
            const parsed = answer.json<{ errors: { code: string; message: string }[] }>();
            expect(parsed.errors[0]?.code).toMatch(/^[A-Z_]+$/);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers bad path ids and queries with 400/404, never 5xx', async () => {
    for (const path of [
      '/v2/user/legal-entity/is_request_ip_whitelisted/abc',
      '/v2/user/legal-entity/is_request_ip_whitelisted/99999999999',
      '/v2/user/legal-entity/is_request_ip_whitelisted/0',
      '/api/user/activity?limit=0',
      '/api/user/activity?limit=201',
      '/api/user/activity?before=-1',
      '/api/user/activity?x=1',
      '/api/onboarding/profile/nope',
    ]) {
      const answer = await venue.app.inject({ method: 'GET', url: path, headers: bearer(token) });
      expect([path, answer.statusCode >= 400 && answer.statusCode < 500]).toEqual([path, true]);
    }
  });
});
