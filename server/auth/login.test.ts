import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readOutbox, readLatestOutboxCode } from '../mail/outbox';
import { DEMO_APPROVER, DEMO_TRADER } from '../seed/demo-constants';
import {
  bearer,
  createTestVenue,
  csrfHeaders,
  databaseVariants,
  manualClock,
  signIn,
  type TestVenue,
} from '../testing/test-app';
import { EMAIL_CODE_TTL_MS } from './login-service';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions';
import { THROTTLE_WINDOW_MS } from './throttle';

describe.each(databaseVariants())('sign-in (%s)', (variant) => {
  const clock = manualClock();
  let venue: TestVenue;
  let ipSeq = 0;
  /** Each test acts from its own IP so per-IP throttling does not leak between tests. */
  let ip = '10.0.0.1';

  beforeAll(async () => {
    venue = await createTestVenue(variant, { now: clock.now });
  });
  afterAll(async () => venue?.dispose());
  beforeEach(async () => {
    ipSeq += 1;
    ip = `10.0.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
    // Start every test in a quiet window: old failures have aged out.
    clock.advance(THROTTLE_WINDOW_MS + 1000);
    await venue.db.deleteFrom('auth_failures').execute();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = csrfHeaders()) =>
    venue.app.inject({
      method: 'POST',
      url,
      headers,
      payload: payload as object,
      remoteAddress: ip,
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    venue.app.inject({ method: 'GET', url, headers, remoteAddress: ip });
  const login = (email: string, password: string) => post('/api/login', { email, password });
  const verify = (email: string, otp_code: string) => post('/api/verify_2fa', { email, otp_code });

  it('R-SRV-1 signs in with password and the emailed code, then reads the session data', async () => {
    const first = await login(DEMO_TRADER.email, DEMO_TRADER.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, next: 'email_otp', email: DEMO_TRADER.email });

    const mails = await readOutbox(venue.outboxDir, DEMO_TRADER.email);
    expect(mails.at(-1)?.subject).toBe('Your sign-in code');
    const code = await readLatestOutboxCode(venue.outboxDir, DEMO_TRADER.email);
    expect(code).toMatch(/^\d{6}$/);

    const second = await verify(DEMO_TRADER.email.toUpperCase(), code ?? '');
    expect(second.statusCode).toBe(200);
    const body = second.json() as {
      success: boolean;
      token: string;
      user: Record<string, unknown>;
    };
    expect(body.success).toBe(true);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      email: DEMO_TRADER.email,
      first_name: 'Tara',
      landing_page: '/trading/rfq',
      status: 'active',
    });

    const me = await get('/api/user/current_user', bearer(body.token));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
    // Only the hash of the token is stored.
    const stored = await venue.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === body.token)).toBe(false);
  });

  it('R-SRV-2 answers wrong email, wrong password and wrong code byte for byte the same', async () => {
    const wrongEmail = await login('nobody@demo.desk', DEMO_TRADER.password);
    const wrongPassword = await login(DEMO_TRADER.email, 'not-the-password');
    expect((await login(DEMO_TRADER.email, DEMO_TRADER.password)).statusCode).toBe(200);
    const code = (await readLatestOutboxCode(venue.outboxDir, DEMO_TRADER.email)) ?? '';
    const wrongCode = await verify(DEMO_TRADER.email, code === '000000' ? '000001' : '000000');
    const codeForUnknown = await verify('nobody@demo.desk', code);

    for (const answer of [wrongEmail, wrongPassword, wrongCode, codeForUnknown]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-type']).toBe(wrongEmail.headers['content-type']);
      expect(answer.body).toBe(wrongEmail.body);
    }
    expect(wrongEmail.json()).toEqual({
      errors: [{ code: 'INVALID_CREDENTIALS', message: 'Invalid email, password or code.' }],
    });
  });

  it('R-SRV-3 accepts a code once only', async () => {
    await login(DEMO_TRADER.email, DEMO_TRADER.password);
    const code = (await readLatestOutboxCode(venue.outboxDir, DEMO_TRADER.email)) ?? '';
    expect((await verify(DEMO_TRADER.email, code)).statusCode).toBe(200);
    const again = await verify(DEMO_TRADER.email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: [{ code: 'INVALID_CREDENTIALS' }] });
  });

  it('R-SRV-3 rejects a code after 10 minutes', async () => {
    await login(DEMO_TRADER.email, DEMO_TRADER.password);
    const code = (await readLatestOutboxCode(venue.outboxDir, DEMO_TRADER.email)) ?? '';
    clock.advance(EMAIL_CODE_TTL_MS + 1);
    expect((await verify(DEMO_TRADER.email, code)).statusCode).toBe(400);
  });

  it('R-SRV-3 accepts a code just before it expires', async () => {
    await login(DEMO_TRADER.email, DEMO_TRADER.password);
    const code = (await readLatestOutboxCode(venue.outboxDir, DEMO_TRADER.email)) ?? '';
    clock.advance(EMAIL_CODE_TTL_MS - 1000);
    expect((await verify(DEMO_TRADER.email, code)).statusCode).toBe(200);
  });

  it('R-SRV-3 voids the pending login after 5 wrong codes', async () => {
    await login(DEMO_TRADER.email, DEMO_TRADER.password);
    const code = (await readLatestOutboxCode(venue.outboxDir, DEMO_TRADER.email)) ?? '';
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i += 1)
      expect((await verify(DEMO_TRADER.email, wrong)).statusCode).toBe(400);
    expect((await verify(DEMO_TRADER.email, code)).statusCode).toBe(400);
  });

  it('R-SRV-7 regenerates a code only for a pending login and answers the same either way', async () => {
    const none = await post('/api/user/regenerate_email_login_otp', { email: DEMO_APPROVER.email });
    const unknown = await post('/api/user/regenerate_email_login_otp', {
      email: 'ghost@demo.desk',
    });
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe(unknown.body);
    expect(none.json()).toEqual({ success: true });
    // No pending login: nothing mailed (the approver has not signed in in this file yet).
    expect(await readLatestOutboxCode(venue.outboxDir, 'ghost@demo.desk')).toBeNull();

    await login(DEMO_APPROVER.email, DEMO_APPROVER.password);
    const before = await readOutbox(venue.outboxDir, DEMO_APPROVER.email);
    const firstCode = await readLatestOutboxCode(venue.outboxDir, DEMO_APPROVER.email);
    expect(
      (await post('/api/user/regenerate_email_login_otp', { email: DEMO_APPROVER.email }))
        .statusCode,
    ).toBe(200);
    const after = await readOutbox(venue.outboxDir, DEMO_APPROVER.email);
    expect(after.length).toBe(before.length + 1);
    const secondCode = await readLatestOutboxCode(venue.outboxDir, DEMO_APPROVER.email);
    if (firstCode !== secondCode) {
      // The new code replaces the old one.
      expect((await verify(DEMO_APPROVER.email, firstCode ?? '')).statusCode).toBe(400);
    }
    expect((await verify(DEMO_APPROVER.email, secondCode ?? '')).statusCode).toBe(200);
  });

  it('R-SRV-4 throttles a (email, IP) pair after 10 failures with 429 and Retry-After, then recovers', async () => {
    const email = 'throttle@demo.desk';
    for (let i = 0; i < 10; i += 1) expect((await login(email, 'wrong')).statusCode).toBe(400);
    const blocked = await login(email, 'wrong');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ errors: [{ code: 'TOO_MANY_ATTEMPTS' }] });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBe(THROTTLE_WINDOW_MS / 1000);
    // Another account from the same IP is not locked by these failures (IP limit is 50).
    expect((await login(DEMO_TRADER.email, DEMO_TRADER.password)).statusCode).toBe(200);

    clock.advance(retryAfter * 1000 - 2000);
    expect((await login(email, 'wrong')).statusCode).toBe(429);
    clock.advance(3000);
    expect((await login(email, 'wrong')).statusCode).toBe(400);
  });

  it('R-SEC-12 failures from other IPs never lock the owner out (no per-email hard lock)', async () => {
    for (let i = 0; i < 12; i += 1) {
      ip = `192.168.1.${(i % 3) + 1}`;
      await login(DEMO_APPROVER.email, 'wrong');
    }
    ip = '192.168.1.1';
    expect((await login(DEMO_APPROVER.email, 'wrong')).statusCode).toBe(400);
    ip = '192.168.2.1';
    expect((await login(DEMO_APPROVER.email, DEMO_APPROVER.password)).statusCode).toBe(200);
  });

  it('R-SEC-12 throttles one IP after 50 failures across emails', async () => {
    ip = '192.168.3.3';
    for (let i = 0; i < 50; i += 1) await login(`spray${i}@demo.desk`, 'wrong');
    const blocked = await login(DEMO_TRADER.email, DEMO_TRADER.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('R-SRV-5 refuses mutating calls without a matching CSRF header', async () => {
    const payload = { email: DEMO_TRADER.email, password: DEMO_TRADER.password };
    const missing = await post('/api/login', payload, {});
    const noHeader = await post('/api/login', payload, { cookie: csrfHeaders()['cookie'] ?? '' });
    const mismatch = await post('/api/login', payload, {
      ...csrfHeaders(),
      'x-csrf-token': 'other-value-0123456789',
    });
    for (const answer of [missing, noHeader, mismatch]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ errors: [{ code: 'CSRF' }] });
    }
    // The refused call hands out a cookie to retry with.
    expect(String(missing.headers['set-cookie'])).toMatch(
      /^csrf_token=[^;]+; Path=\/; SameSite=Strict/,
    );
  });

  it('R-SRV-5 issues the CSRF cookie from GET /api/csrf and accepts it back', async () => {
    const issued = await get('/api/csrf');
    const { csrfToken } = issued.json() as { csrfToken: string };
    expect(String(issued.headers['set-cookie'])).toContain(`csrf_token=${csrfToken}`);
    const withIt = await post(
      '/api/login',
      { email: DEMO_TRADER.email, password: DEMO_TRADER.password },
      { cookie: `csrf_token=${csrfToken}`, 'x-csrf-token': csrfToken },
    );
    expect(withIt.statusCode).toBe(200);
    // A client that has the cookie keeps it: no new one.
    const again = await get('/api/csrf', { cookie: `csrf_token=${csrfToken}` });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.json()).toEqual({ csrfToken });
  });

  it('R-SRV-6 gives a new session at each sign-in and revokes it at logout', async () => {
    const first = await signIn(venue, DEMO_TRADER);
    const second = await signIn(venue, DEMO_TRADER);
    expect(first).not.toBe(second);
    expect((await get('/api/user/current_user', bearer(first))).statusCode).toBe(200);

    const out = await post('/api/logout', undefined, { ...csrfHeaders(), ...bearer(first) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const revoked = await get('/api/user/current_user', bearer(first));
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ errors: [{ code: 'SESSION_EXPIRED' }] });
    expect((await get('/api/user/current_user', bearer(second))).statusCode).toBe(200);
    // Logging out twice is harmless.
    expect(
      (await post('/api/logout', undefined, { ...csrfHeaders(), ...bearer(first) })).statusCode,
    ).toBe(200);
  });

  it('R-SRV-6 answers 401 for a missing, unknown or malformed token', async () => {
    for (const headers of [
      {},
      bearer('A'.repeat(43)),
      { authorization: 'Basic abc' },
      { authorization: 'Bearer ' },
    ]) {
      const answer = await get('/api/user_config', headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ errors: [{ code: 'SESSION_EXPIRED' }] });
    }
  });

  it('R-SRV-6 expires a session after 12 idle hours, and slides while in use', async () => {
    const token = await signIn(venue, DEMO_TRADER);
    clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await get('/api/user/current_user', bearer(token))).statusCode).toBe(200);
    clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await get('/api/user/current_user', bearer(token))).statusCode).toBe(200);
    clock.advance(SESSION_IDLE_MS + 1);
    expect((await get('/api/user/current_user', bearer(token))).statusCode).toBe(401);
  });

  it('R-SRV-6 expires a session 7 days after sign-in however active', async () => {
    const token = await signIn(venue, DEMO_TRADER);
    const start = clock.now();
    while (clock.now() + SESSION_IDLE_MS / 2 < start + SESSION_ABSOLUTE_MS) {
      clock.advance(SESSION_IDLE_MS / 2);
      expect((await get('/api/user/current_user', bearer(token))).statusCode).toBe(200);
    }
    clock.set(start + SESSION_ABSOLUTE_MS);
    expect((await get('/api/user/current_user', bearer(token))).statusCode).toBe(401);
  });
});
