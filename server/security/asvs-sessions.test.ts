// Issue 21, second pass: the CSRF value belongs to one session (R-SECH-16); changing a factor
// needs a recent sign-in or re-authentication (R-SECH-19); the user lists and ends their own
// sessions (R-SECH-20).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPROVER, DEMO_TRADER } from '../seed/demo-constants';
import {
  createTestVenue,
  csrfHeaders,
  manualClock,
  signIn,
  type TestVenue,
} from '../testing/test-app';
import { caller } from './testing/http';

const cookieValue = (answer: LightMyRequestResponse, name: string): string | null => {
  const raw = answer.headers['set-cookie'];
  for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (match) return match[1] ?? '';
  }
  return null;
};
const withCsrf = (value: string, token: string) => ({
  cookie: `csrf_token=${value}`,
  'x-csrf-token': value,
  authorization: `Bearer ${token}`,
});

describe('issue 21 session-bound CSRF', () => {
  let venue: TestVenue;
  beforeAll(async () => {
    venue = await createTestVenue('pglite');
  });
  afterAll(async () => venue?.dispose());

  const touch = (token: string, headers: Record<string, string>) =>
    venue.app.inject({
      method: 'POST',
      url: '/uapi/v1/save_last_user_state',
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload: { state: {} },
    });

  it('R-SECH-16: a CSRF value issued to one session is refused on another session’s calls', async () => {
    const trader = await signIn(venue, DEMO_TRADER);
    const approver = await signIn(venue, DEMO_APPROVER);
    const own = csrfHeaders(trader)['x-csrf-token'] ?? '';
    expect((await touch(trader, withCsrf(own, trader))).statusCode).toBe(200);
    // The approver's browser value, or an anonymous one, does not pass on the trader's session.
    const foreign = csrfHeaders(approver)['x-csrf-token'] ?? '';
    const refused = await touch(trader, withCsrf(foreign, trader));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'CSRF' }] });
    const anonymous = csrfHeaders()['x-csrf-token'] ?? '';
    expect((await touch(trader, withCsrf(anonymous, trader))).statusCode).toBe(403);
  });

  it('R-SECH-16: sign-in issues a value bound to the new session; a signed-in read re-binds a stale one', async () => {
    const token = await signIn(venue, DEMO_TRADER);
    const stale = csrfHeaders()['x-csrf-token'] ?? '';
    const read = await venue.app.inject({
      method: 'GET',
      url: '/api/user/current_user',
      headers: { cookie: `csrf_token=${stale}`, authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    const rebound = cookieValue(read, 'csrf_token');
    expect(rebound).not.toBeNull();
    expect(rebound).not.toBe(stale);
    expect((await touch(token, withCsrf(rebound ?? '', token))).statusCode).toBe(200);
    // A revoked session's read answers 401 and leaves the browser's value alone.
    await venue.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: withCsrf(rebound ?? '', token),
    });
    const afterLogout = await venue.app.inject({
      method: 'GET',
      url: '/api/user/current_user',
      headers: { cookie: `csrf_token=${stale}`, authorization: `Bearer ${token}` },
    });
    expect(afterLogout.statusCode).toBe(401);
    expect(cookieValue(afterLogout, 'csrf_token')).toBeNull();
  });
});

describe('issue 21 re-authentication and the session list', () => {
  const clock = manualClock();
  let venue: TestVenue;
  let http: ReturnType<typeof caller>;
  beforeAll(async () => {
    venue = await createTestVenue('pglite', { now: clock.now });
    http = caller(venue);
  });
  afterAll(async () => venue?.dispose());

  const codeOf = (answer: { json: () => unknown }) =>
    (answer.json() as { errors?: { code: string }[] }).errors?.[0]?.code;

  it('R-SECH-19: registering a key or changing the authenticator needs a sign-in or password within 10 minutes', async () => {
    const token = await signIn(venue, DEMO_TRADER);
    expect((await http.post('/api/register/begin', {}, { token })).statusCode).toBe(200);

    clock.advance(11 * 60_000);
    const factorCalls = [
      () => http.post('/api/register/begin', {}, { token }),
      () => http.get('/api/generate_otp_secret', { token }),
      () => http.post('/api/v2/disable_yubikey', { yubikey_base64: 'AAAA' }, { token }),
      () => http.post('/api/user/disable_otp', { code: '123456' }, { token }),
    ];
    for (const call of factorCalls) {
      const refused = await call();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        errors: [{ code: 'REAUTH_REQUIRED', message: 'Confirm your password to continue.' }],
      });
    }
    // Other calls of the session go on as before.
    expect((await http.get('/api/user/security', { token })).statusCode).toBe(200);

    const wrong = await http.post('/api/user/reauthenticate', { password: 'not-it' }, { token });
    expect(wrong.statusCode).toBe(400);
    expect(codeOf(wrong)).toBe('INVALID_PASSWORD');
    expect((await http.post('/api/register/begin', {}, { token })).statusCode).toBe(403);

    const confirmed = await http.post(
      '/api/user/reauthenticate',
      { password: DEMO_TRADER.password },
      { token },
    );
    expect(confirmed.statusCode).toBe(200);
    // A raised assurance renews the CSRF value, bound to this session.
    const renewed = cookieValue(confirmed, 'csrf_token') ?? '';
    expect(renewed.split('.')).toHaveLength(3);
    expect((await http.post('/api/register/begin', {}, { token })).statusCode).toBe(200);
    expect((await http.get('/api/generate_otp_secret', { token })).statusCode).toBe(200);

    clock.advance(11 * 60_000);
    expect(codeOf(await http.post('/api/register/begin', {}, { token }))).toBe('REAUTH_REQUIRED');
  });

  it('R-SECH-20: the user lists their live sessions and signs out one or all the others', async () => {
    const first = await signIn(venue, DEMO_TRADER);
    const second = await signIn(venue, DEMO_TRADER);
    const third = await signIn(venue, DEMO_TRADER);
    const approver = await signIn(venue, DEMO_APPROVER);

    const list = async (token: string) =>
      (await http.get('/api/user/sessions', { token })).json<{
        sessions: {
          id: number;
          current: boolean;
          ip: string | null;
          user_agent: string | null;
          created_at: string;
          last_seen_at: string;
        }[];
      }>().sessions;
    const sessions = await list(first);
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ ip: '127.0.0.1', user_agent: 'lightMyRequest' });
    expect(Date.parse(current[0]?.created_at ?? '')).toBe(clock.now());
    const firstId = current[0]?.id ?? 0;
    const secondId = (await list(second)).find((s) => s.current)?.id ?? 0;
    const approverId = (await list(approver)).find((s) => s.current)?.id ?? 0;

    const alive = async (token: string) =>
      (await http.get('/api/user/current_user', { token })).statusCode;

    // Another user's session is not theirs to end.
    const foreign = await http.post(
      '/api/user/sessions/revoke',
      { session_id: approverId },
      {
        token: first,
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(await alive(approver)).toBe(200);

    const one = await http.post(
      '/api/user/sessions/revoke',
      { session_id: secondId },
      {
        token: first,
      },
    );
    expect(one.statusCode).toBe(200);
    expect(await alive(second)).toBe(401);
    expect(await alive(third)).toBe(200);
    expect((await list(first)).map((s) => s.id)).not.toContain(secondId);

    const others = await http.post('/api/user/sessions/revoke_others', undefined, {
      token: first,
    });
    expect(others.statusCode).toBe(200);
    expect(await alive(third)).toBe(401);
    expect(await alive(first)).toBe(200);
    expect(await alive(approver)).toBe(200);
    expect((await list(first)).map((s) => s.id)).toEqual([firstId]);
  });
});
