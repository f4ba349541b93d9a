// Issue 21: session tokens, codes, reset links and CSRF values never reach the logs
// (R-SECH-11). A whole sign-in, a signed-in call, a password reset by link and a sign-out run
// with the production logger configuration at its most verbose level; the log is then grepped.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../http/logging';
import { readLatestOutboxCode } from '../mail/outbox';
import { DEMO_APPROVER, DEMO_TRADER } from '../seed/demo-constants';
import {
  bearer,
  createTestVenue,
  csrfHeaders,
  TEST_CSRF,
  type TestVenue,
} from '../testing/test-app';
import { latestToken } from './testing/http';

describe('R-SECH-11 secrets stay out of the logs', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  let venue: TestVenue;
  beforeAll(async () => {
    venue = await createTestVenue('pglite', { logger: loggerOptions('trace', sink) });
  });
  afterAll(async () => venue?.dispose());

  it('R-SECH-11: no session token, email code, reset token, CSRF value or password is logged', async () => {
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      venue.app.inject({ method: 'POST', url, payload, headers: { ...csrfHeaders(), ...headers } });
    const login = await post('/api/login', {
      email: DEMO_TRADER.email,
      password: DEMO_TRADER.password,
    });
    const proof = /desk_sign_in=([^;]+)/.exec(String(login.headers['set-cookie']))?.[1] ?? '';
    const code = (await readLatestOutboxCode(venue.outboxDir, DEMO_TRADER.email)) ?? '';
    const verified = await post('/api/verify_2fa', { email: DEMO_TRADER.email, otp_code: code });
    const token = verified.json<{ token: string }>().token;
    const renewedCsrf =
      /csrf_token=([^;]+)/.exec(String(verified.headers['set-cookie']))?.[1] ?? '';
    await venue.app.inject({
      method: 'GET',
      url: '/api/user/current_user',
      headers: { authorization: `Bearer ${token}` },
    });
    await post('/api/request_reset_password', { email: DEMO_APPROVER.email });
    const resetToken = await latestToken(venue, DEMO_APPROVER.email);
    // The emailed link opens the page with the token in the query.
    await venue.app.inject({ method: 'GET', url: `/reset_password?token=${resetToken}` });
    await venue.app.inject({ method: 'GET', url: `/api/nothing?token=${resetToken}` });
    await post('/api/reset_password', {
      token: resetToken,
      new_password: 'Granite-Willow-Beacon-42',
      verify_password: 'Granite-Willow-Beacon-42',
    });
    await post('/api/logout', {}, bearer(token));

    const log = lines.join('');
    expect(log).toContain('incoming request'); // the logger did run at this level
    for (const [name, secret] of [
      ['session token', token],
      ['email code', code],
      ['reset token', resetToken],
      ['CSRF value', TEST_CSRF],
      ['renewed CSRF value', renewedCsrf],
      ['sign-in proof', proof],
      ['password', DEMO_TRADER.password],
      ['new password', 'Granite-Willow-Beacon-42'],
    ] as const) {
      expect(secret.length, name).toBeGreaterThan(5);
      expect(log.includes(secret), name).toBe(false);
    }
  });
});
