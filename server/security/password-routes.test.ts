// Voluntary security steps (Account → Security) answer no navigation: change_password and
// verify_otp_auth_code send redirect_url only when they end or continue a forced flow
// (the forced path is covered in server/security/flows.test.ts, R-SEC-5).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readLatestOutboxCode } from '../mail/outbox';
import { DEMO_ADMIN, DEMO_APPROVER, DEMO_TRADER } from '../seed/demo-constants';
import { caller } from '../security/testing/http';
import { totpCode } from '../security/totp';
import {
  createTestVenue,
  csrfHeaders,
  databaseVariants,
  manualClock,
  signIn,
  type TestVenue,
} from '../testing/test-app';

describe.each(databaseVariants())('voluntary security steps (%s)', (variant) => {
  const clock = manualClock();
  let venue: TestVenue;
  let http: ReturnType<typeof caller>;
  beforeAll(async () => {
    venue = await createTestVenue(variant, { now: clock.now });
    http = caller(venue);
  });
  afterAll(async () => venue?.dispose());
  beforeEach(() => clock.advance(60 * 60_000));

  const changePassword = (token: string, fields: Record<string, string>) =>
    venue.app.inject({
      method: 'POST',
      url: '/api/change_password',
      headers: {
        ...csrfHeaders(token),
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(fields).toString(),
    });

  it('a voluntary password change answers { success: true } only and keeps this session', async () => {
    const token = await signIn(venue, DEMO_TRADER);
    const other = await signIn(venue, DEMO_TRADER);
    expect((await http.post('/api/user/request_email_otp', undefined, { token })).statusCode).toBe(
      200,
    );
    const code = (await readLatestOutboxCode(venue.outboxDir, DEMO_TRADER.email)) ?? '';
    const next = 'Velvet-Harbour-Compass-63';
    const base = {
      old_password: DEMO_TRADER.password,
      new_password: next,
      verify_password: next,
      email_otp: code,
    };
    const bad = await changePassword(token, { ...base, email_otp: '12ab56' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);

    const changed = await changePassword(token, base);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ success: true });
    expect((await http.get('/api/user/current_user', { token })).statusCode).toBe(200);
    expect((await http.get('/api/user/current_user', { token: other })).statusCode).toBe(401);
    expect(await signIn(venue, { email: DEMO_TRADER.email, password: next })).toBeTruthy();
  });

  it('a password change forced by the server ends with the landing page', async () => {
    await venue.db
      .updateTable('users')
      .set({ password_change_required: true })
      .where('email', '=', DEMO_APPROVER.email)
      .execute();
    const token = await signIn(venue, DEMO_APPROVER);
    await http.post('/api/user/request_email_otp', undefined, { token });
    const code = (await readLatestOutboxCode(venue.outboxDir, DEMO_APPROVER.email)) ?? '';
    const next = 'Amber-Lantern-Orchard-29';
    const changed = await changePassword(token, {
      old_password: DEMO_APPROVER.password,
      new_password: next,
      verify_password: next,
      email_otp: code,
    });
    expect(changed.json()).toEqual({ success: true, redirect_url: DEMO_APPROVER.landingPage });
  });

  it('enabling an authenticator voluntarily answers { success: true } only', async () => {
    const token = await signIn(venue, DEMO_ADMIN);
    const secret = (await http.get('/api/generate_otp_secret', { token })).json<{
      otp_secret_key: string;
    }>();
    const ok = await http.post(
      '/api/verify_otp_auth_code',
      { otp_secret_key: secret.otp_secret_key, code: totpCode(secret.otp_secret_key, clock.now()) },
      { token },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
  });
});
