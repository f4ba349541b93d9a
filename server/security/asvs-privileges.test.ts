// Issue 21, third pass: an administrator signs out everyone of the entity (R-SECH-22); a
// privilege change renews the CSRF value of the user's sessions (R-SECH-23).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfTokenFrom, PREVIOUS_VALUE_GRACE_MS } from '../http/csrf';
import { DEMO_ADMIN } from '../seed/demo-constants';
import { StreamClient, streamUrlOf } from '../testing/stream-client';
import {
  addMember,
  asUser,
  requestOf,
  signInMember,
  TEST_SECRET_KEY,
  type UserCalls,
} from '../testing/approvals';
import {
  createTestVenue,
  csrfHeaders,
  manualClock,
  signIn,
  TEST_CSRF_KEY,
  type TestVenue,
} from '../testing/test-app';
import { SIGN_OUT_EVERYONE_PATH } from '../admin/session-routes';
import { SoftAuthenticator } from './testing/soft-authenticator';
import { TEST_ORIGIN } from './testing/http';
import { newTotpSecret, totpCode } from './totp';
import { VALIDATION_AUDIT_LIMIT, VALIDATION_AUDIT_WINDOW_MS } from './validation-audit';

const cookieValue = (answer: LightMyRequestResponse): string | null => {
  const raw = answer.headers['set-cookie'];
  for (const line of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
    const match = /^csrf_token=([^;]*)/.exec(line);
    if (match) return match[1] ?? '';
  }
  return null;
};
const codeOf = (answer: LightMyRequestResponse) =>
  (answer.json() as { errors?: { code: string }[] }).errors?.[0]?.code;

describe('issue 21 third pass: sign out everyone and CSRF at privilege change', () => {
  const clock = manualClock();
  let venue: TestVenue;
  const clients: StreamClient[] = [];
  beforeAll(async () => {
    venue = await createTestVenue('pglite', { now: clock.now, secretKey: TEST_SECRET_KEY });
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await venue?.dispose();
  });

  /** A signed-in call with the given CSRF cookie and header values. */
  const call = (
    method: 'GET' | 'POST',
    url: string,
    token: string,
    csrf: { cookie: string; header?: string },
    payload?: object,
  ) =>
    venue.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${token}`,
        cookie: `csrf_token=${csrf.cookie}`,
        ...(method === 'POST' ? { 'x-csrf-token': csrf.header ?? csrf.cookie } : {}),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  const touch = (token: string, csrf: { cookie: string; header?: string }) =>
    call('POST', '/uapi/v1/save_last_user_state', token, csrf, { state: {} });
  const alive = async (token: string) =>
    (
      await venue.app.inject({
        method: 'GET',
        url: '/api/user/current_user',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;

  it('R-SECH-22: an administrator signs out everyone of the entity after re-authenticating; streams close; audited', async () => {
    const entity = 'Sign Out Everyone Entity';
    await venue.db.insertInto('customers').values({ name: entity, parent_id: null }).execute();
    const admin = await addMember(venue, ['admin'], { entity });
    const traderOne = await addMember(venue, ['trader'], { entity });
    const traderTwo = await addMember(venue, ['trader'], { entity });
    const outsider = await addMember(venue, ['trader']);
    const adminToken = await signInMember(venue, admin);
    const oneA = await signInMember(venue, traderOne);
    const oneB = await signInMember(venue, traderOne);
    const two = await signInMember(venue, traderTwo);
    const outsiderToken = await signInMember(venue, outsider);
    const adminCalls: UserCalls = asUser(venue, adminToken);

    await venue.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await StreamClient.open(streamUrlOf(venue.app.server.address()), two);
    clients.push(stream);

    // Only an administrator (Manage Users) may; a trader is refused by the policy.
    const byTrader = await asUser(venue, oneA).post(SIGN_OUT_EVERYONE_PATH, { keep_own: true });
    expect(byTrader.statusCode).toBe(403);
    expect(await alive(two)).toBe(200);

    // Over 10 minutes after sign-in it needs a re-authentication first.
    clock.advance(11 * 60_000);
    const stale = await adminCalls.post(SIGN_OUT_EVERYONE_PATH, { keep_own: true });
    expect(stale.statusCode).toBe(403);
    expect(codeOf(stale)).toBe('REAUTH_REQUIRED');
    expect(await alive(two)).toBe(200);
    const reauth = await adminCalls.post('/api/user/reauthenticate', { password: admin.password });
    expect(reauth.statusCode).toBe(200);

    const ended = await adminCalls.post(SIGN_OUT_EVERYONE_PATH, { keep_own: true });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ success: true, sessions: 3, users: 2, current: false });
    for (const token of [oneA, oneB, two]) expect(await alive(token)).toBe(401);
    expect(await alive(adminToken)).toBe(200);
    // Another entity's people are not touched.
    expect(await alive(outsiderToken)).toBe(200);
    // The ended session's stream socket closes at once.
    expect((await stream.closed).code).toBeGreaterThanOrEqual(4000);

    const audit = await venue.db
      .selectFrom('audit_log')
      .select(['user_id', 'target', 'after', 'outcome'])
      .where('action', '=', 'sessions_revoked_all')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      user_id: admin.id,
      outcome: 'success',
      after: { sessions: 3, users: 2, kept_own: true },
    });

    // Without keeping their own, the administrator's session ends too.
    const again = await signInMember(venue, traderOne);
    const all = await adminCalls.post(SIGN_OUT_EVERYONE_PATH, { keep_own: false });
    expect(all.json()).toEqual({ success: true, sessions: 2, users: 2, current: true });
    expect(await alive(again)).toBe(401);
    expect(await alive(adminToken)).toBe(401);
  });

  it('R-SECH-23: a role change gives each of the user’s sessions a new CSRF value on its next call; the old one is refused after the grace', async () => {
    const target = await addMember(venue, ['trader']);
    const maker = asUser(venue, await signInMember(venue, await addMember(venue, ['admin'])));
    const checker = asUser(venue, await signIn(venue, DEMO_ADMIN));
    const first = await signInMember(venue, target);
    const second = await signInMember(venue, target);
    const old = (token: string) => ({ cookie: csrfHeaders(token)['x-csrf-token'] ?? '' });
    expect((await touch(first, old(first))).statusCode).toBe(200);
    expect(cookieValue(await touch(first, old(first)))).toBeNull();

    const created = await maker.create(
      'user_roles',
      { user_id: target.id, roles: ['trader', 'approver'] },
      'csrf-rotation-1',
    );
    expect(created.statusCode, created.body).toBe(200);
    const approved = await checker.approve(requestOf(created).request_id, {
      email_code: await checker.emailCode(DEMO_ADMIN.email),
    });
    expect(requestOf(approved).request_status).toBe('executed');

    // First session: its next call (a read) answers with a new value for this session.
    const read = await call('GET', '/api/user/current_user', first, old(first));
    expect(read.statusCode).toBe(200);
    const renewed = cookieValue(read) ?? '';
    expect(renewed.split('.')).toHaveLength(3);
    expect(renewed).not.toBe(old(first).cookie);
    expect((await touch(first, { cookie: renewed })).statusCode).toBe(200);
    // A call already in flight with the old value still passes during the grace, and gets the
    // new value too; so does one whose header was read before the new cookie arrived.
    const inFlight = await touch(first, old(first));
    expect(inFlight.statusCode).toBe(200);
    expect(cookieValue(inFlight)?.split('.')).toHaveLength(3);
    const mixed = await touch(first, { cookie: renewed, header: old(first).cookie });
    expect(mixed.statusCode).toBe(200);

    // Second session: its first call after the change is a write with the old value. It is not
    // refused (the client could not know the new value); the answer carries the new one.
    const write = await touch(second, old(second));
    expect(write.statusCode).toBe(200);
    const secondRenewed = cookieValue(write) ?? '';
    expect(secondRenewed.split('.')).toHaveLength(3);
    expect(secondRenewed).not.toBe(old(second).cookie);

    // After the grace the old values are refused; the new ones go on.
    clock.advance(PREVIOUS_VALUE_GRACE_MS + 1);
    for (const token of [first, second]) {
      const refused = await touch(token, old(token));
      expect(refused.statusCode).toBe(403);
      expect(codeOf(refused)).toBe('CSRF');
    }
    expect((await touch(first, { cookie: renewed, header: old(first).cookie })).statusCode).toBe(
      403,
    );
    expect((await touch(first, { cookie: renewed })).statusCode).toBe(200);
    expect((await touch(second, { cookie: secondRenewed })).statusCode).toBe(200);
    // The new value is the session's generation-1 value; another session's is still refused.
    expect(csrfTokenFrom(TEST_CSRF_KEY, 'x'.repeat(16), first, 1).split('.')[1]).toBe(
      renewed.split('.')[1],
    );
    expect((await touch(second, { cookie: renewed })).statusCode).toBe(403);

    // The approver, whose privileges did not change, keeps their value.
    const unchanged = await checker.get('/api/user/current_user');
    expect(unchanged.statusCode).toBe(200);
    expect(cookieValue(unchanged)).toBeNull();
  });

  it('R-SECH-24: re-authentication takes a fresh authenticator code or a security-key assertion, per the enrolled factors', async () => {
    const secret = newTotpSecret();
    const member = await addMember(venue, ['trader'], { otpSecret: secret });
    const me = asUser(venue, await signInMember(venue, member));
    // What the dialog offers comes from the security overview.
    const factors = async () => {
      const view = (await me.get('/api/user/security')).json<{
        otp_enabled: boolean;
        yubikeys: unknown[];
      }>();
      return { otp: view.otp_enabled, keys: view.yubikeys.length };
    };
    expect(await factors()).toEqual({ otp: true, keys: 0 });
    clock.advance(11 * 60_000);
    expect(codeOf(await me.post('/api/register/begin', {}))).toBe('REAUTH_REQUIRED');

    // A key the user does not have is refused as such; a wrong code counts as a failure.
    const noKey = await me.post('/api/user/reauthenticate/key/begin');
    expect(codeOf(noKey)).toBe('FACTOR_NOT_ENROLLED');
    const wrong = await me.post('/api/user/reauthenticate', { otp_code: '000000' });
    expect(codeOf(wrong)).toBe('INVALID_SECOND_FACTOR');
    const both = await me.post('/api/user/reauthenticate', {
      password: member.password,
      otp_code: '123456',
    });
    expect(both.statusCode).toBe(400);

    const code = totpCode(secret, clock.now());
    const byCode = await me.post('/api/user/reauthenticate', { otp_code: code });
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json()).toEqual({ success: true, factor: 'otp' });
    // The step is spent: the same code does not re-authenticate twice.
    expect(codeOf(await me.post('/api/user/reauthenticate', { otp_code: code }))).toBe(
      'INVALID_SECOND_FACTOR',
    );

    // Now a security key: registered within the window, then used after it.
    const key = new SoftAuthenticator('localhost', TEST_ORIGIN);
    const begin = await me.post('/api/register/begin', {});
    expect(begin.statusCode).toBe(200);
    const registered = await me.post('/api/register/complete', {
      name: 'Re-auth key',
      credential: key.register(begin.json<{ options: { challenge: string } }>().options.challenge),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(await factors()).toEqual({ otp: true, keys: 1 });
    clock.advance(11 * 60_000);
    expect(codeOf(await me.post('/api/register/begin', {}))).toBe('REAUTH_REQUIRED');
    const options = (await me.post('/api/user/reauthenticate/key/begin')).json<{
      options: { challenge: string };
    }>().options;
    const assertion = key.assert(options.challenge);
    const byKey = await me.post('/api/user/reauthenticate', { assertion });
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(byKey.json()).toEqual({ success: true, factor: 'yubikey' });
    expect((await me.post('/api/register/begin', {})).statusCode).toBe(200);
    // A replayed assertion does not pass again.
    expect(codeOf(await me.post('/api/user/reauthenticate', { assertion }))).toBe(
      'INVALID_SECOND_FACTOR',
    );
    const activity = await venue.db
      .selectFrom('user_activity')
      .select(['action', 'details'])
      .where('user_id', '=', member.id)
      .where('action', '=', 'reauthenticated')
      .execute();
    expect(activity.map((row) => row.details)).toEqual([{ factor: 'otp' }, { factor: 'yubikey' }]);
  });

  it('R-SECH-25: input refusals of signed-in calls are audited as security events, at most 10 per user per 15 minutes, without the values sent', async () => {
    const member = await addMember(venue, ['trader']);
    const me = asUser(venue, await signInMember(venue, member));
    const entries = () =>
      venue.db
        .selectFrom('audit_log')
        .select(['action', 'target', 'after', 'outcome', 'entity_id'])
        .where('user_id', '=', member.id)
        .where('action', 'in', ['validation_failed', 'validation_failures_suppressed'])
        .orderBy('id')
        .execute();
    const secret = 'Secret Value 7f3a';
    for (let i = 0; i < VALIDATION_AUDIT_LIMIT + 5; i += 1)
      expect((await me.post('/api/user/activity', { action: secret })).statusCode).toBe(400);
    const written = await entries();
    expect(written).toHaveLength(VALIDATION_AUDIT_LIMIT + 1);
    expect(written[0]).toMatchObject({
      action: 'validation_failed',
      target: 'POST /api/user/activity',
      after: { status: 400, code: 'VALIDATION', field: 'action' },
      outcome: 'failure',
    });
    expect(written[0]?.entity_id).not.toBeNull();
    expect(written[VALIDATION_AUDIT_LIMIT]).toMatchObject({
      action: 'validation_failures_suppressed',
      after: { limit: VALIDATION_AUDIT_LIMIT },
    });
    expect(JSON.stringify(written)).not.toContain('Secret');
    // An unknown field names the field (bounded), never its value.
    clock.advance(VALIDATION_AUDIT_WINDOW_MS);
    expect(
      (await me.post('/api/user/activity', { action: 'ok', ['x'.repeat(200)]: secret })).statusCode,
    ).toBe(400);
    const next = (await entries()).at(-1);
    expect(next?.action).toBe('validation_failed');
    expect((next?.after as { field: string }).field).toHaveLength(64);
    // Anonymous input refusals are not security events of a user (the request log has them).
    const before = await venue.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('action', '=', 'validation_failed')
      .executeTakeFirstOrThrow();
    const anonymous = await venue.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: csrfHeaders(),
      payload: { email: 'x' },
    });
    expect(anonymous.statusCode).toBe(400);
    const after = await venue.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('action', '=', 'validation_failed')
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
