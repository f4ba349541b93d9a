// Issue 21 behind a TLS-terminating proxy: with TRUST_PROXY naming the proxy, the client's
// address and scheme come from its forwarding headers (ASVS 15.3.4, R-SECH-14), and cookies are
// then `Secure` with the `__Host-` prefix (ASVS 3.3.1, 3.3.3, R-SECH-15). Without it, or from
// any other peer, forwarding headers change nothing.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY_USER } from '../seed/security-constants';
import { DEMO_TRADER } from '../seed/demo-constants';
import { createTestVenue, TEST_CSRF, type TestVenue } from '../testing/test-app';

const setCookies = (answer: LightMyRequestResponse): string[] => {
  const raw = answer.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
};

const PROXY = '10.77.0.1';
const viaProxy = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };

describe('issue 21 behind a proxy', () => {
  let venue: TestVenue;
  beforeAll(async () => {
    venue = await createTestVenue('pglite', { trustProxy: PROXY });
  });
  afterAll(async () => venue?.dispose());

  const csrfOf = async (remoteAddress: string, headers: Record<string, string>) =>
    setCookies(
      await venue.app.inject({ method: 'GET', url: '/api/csrf', remoteAddress, headers }),
    ).find((c) => /csrf_token=/.test(c)) ?? '';

  it('R-SECH-14: the client address comes from the trusted proxy only', async () => {
    // The failure throttle keys on the client's address: failures through the proxy for one
    // client do not lock out another client behind the same proxy.
    const attempt = (ip: string, remoteAddress: string) =>
      venue.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        headers: {
          cookie: `__Host-csrf_token=${TEST_CSRF}; csrf_token=${TEST_CSRF}`,
          'x-csrf-token': TEST_CSRF,
          'x-forwarded-for': ip,
          'x-forwarded-proto': 'https',
        },
        payload: { email: DEMO_TRADER.email, password: 'wrong-password-000' },
      });
    for (let i = 0; i < 10; i += 1) await attempt('203.0.113.7', PROXY);
    expect((await attempt('203.0.113.7', PROXY)).statusCode).toBe(429);
    expect((await attempt('203.0.113.8', PROXY)).statusCode).toBe(400);
    // A peer that is not the proxy cannot pick its address with the header.
    for (let i = 0; i < 10; i += 1) await attempt('203.0.113.9', '10.88.0.1');
    expect((await attempt('203.0.113.10', '10.88.0.1')).statusCode).toBe(429);
  });

  it('R-SECH-15: over HTTPS the cookies are Secure with the __Host- prefix, Path=/', async () => {
    const cookie = await csrfOf(PROXY, viaProxy);
    expect(cookie).toMatch(/^__Host-csrf_token=/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/);
    const login = await venue.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: PROXY,
      headers: {
        ...viaProxy,
        'x-forwarded-for': '203.0.113.50',
        cookie: `__Host-csrf_token=${TEST_CSRF}`,
        'x-csrf-token': TEST_CSRF,
      },
      payload: { email: DEMO_KEY_USER.email, password: DEMO_KEY_USER.password },
    });
    expect(login.statusCode).toBe(200);
    const proof = setCookies(login).find((c) => c.includes('desk_sign_in=')) ?? '';
    expect(proof).toMatch(/^__Host-desk_sign_in=/);
    expect(proof).toMatch(/; Secure/);
    expect(proof).toMatch(/; Path=\//);
    expect(proof).toMatch(/HttpOnly/);
  });

  it('R-SECH-15: over HTTPS a cookie without the prefix is not the CSRF value', async () => {
    const answer = await venue.app.inject({
      method: 'POST',
      url: '/api/logout',
      remoteAddress: PROXY,
      headers: { ...viaProxy, cookie: `csrf_token=${TEST_CSRF}`, 'x-csrf-token': TEST_CSRF },
    });
    expect(answer.statusCode).toBe(403);
  });

  it('R-SECH-15: plain HTTP (development) keeps the unprefixed names', async () => {
    const direct = await csrfOf('10.88.0.2', viaProxy);
    expect(direct).toMatch(/^csrf_token=/);
    expect(direct).not.toMatch(/Secure/);
  });
});
