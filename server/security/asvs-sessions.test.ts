// Issue 21, second pass: the CSRF value belongs to one session (R-SECH-16).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPROVER, DEMO_TRADER } from '../seed/demo-constants';
import { createTestVenue, csrfHeaders, signIn, type TestVenue } from '../testing/test-app';

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
