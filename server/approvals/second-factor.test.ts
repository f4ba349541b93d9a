// The second factor of an approval (docs/approvals.md "Rules"): which factor a user approves
// with, a TOTP step used once, an emailed code used once, a hardware-key assertion on an
// approval challenge used once, and replays refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../seed/demo-constants';
import { TEST_ORIGIN } from '../security/testing/http';
import { SoftAuthenticator } from '../security/testing/soft-authenticator';
import { newTotpSecret, totpCode } from '../security/totp';
import {
  addMember,
  asUser,
  makerCheckerVenue,
  MC,
  requestOf,
  signInMember,
  type UserCalls,
} from '../testing/approvals';
import { databaseVariants, manualClock, signIn, type TestVenue } from '../testing/test-app';

const transfer = (note: string) => ({ asset: 'BTC', amount: '1', account_id: null, note });

describe.each(databaseVariants())('R-APPR-10 approval second factors (%s)', (variant) => {
  const clock = manualClock();
  let venue: TestVenue;
  let trader: UserCalls;
  let made = 0;
  const newRequest = async () =>
    requestOf(await trader.create('internal_transfer', transfer(`f${++made}`), `f-${made}`))
      .request_id;

  beforeAll(async () => {
    venue = await makerCheckerVenue(variant, clock);
    trader = asUser(venue, await signIn(venue, DEMO_TRADER));
  });
  afterAll(async () => venue?.dispose());

  it('R-APPR-10 an authenticator user approves with a TOTP code, each time step once; an email code is not accepted', async () => {
    const secret = newTotpSecret();
    const member = await addMember(venue, ['approver'], { otpSecret: secret });
    const me = asUser(venue, await signInMember(venue, member));
    const first = await newRequest();
    const second = await newRequest();
    const missing = await me.post(`${MC}/requests/${first}/approve`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('second_factor');
    const email = await me.post(`${MC}/second_factor/email`);
    expect(email.statusCode).toBe(400);
    expect(email.json().errors[0].code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await me.approve(first, { email_code: '123456' })).json().errors[0].code).toBe(
      'SECOND_FACTOR_REQUIRED',
    );
    const code = totpCode(secret, clock.now());
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await me.approve(first, { otp_code: wrong })).json().errors[0].code).toBe(
      'INVALID_SECOND_FACTOR',
    );
    const ok = await me.approve(first, { otp_code: code });
    expect(ok.statusCode).toBe(200);
    expect(requestOf(ok).request_status).toBe('executed');
    // The same code (its step is spent) does not approve a second request: a replay.
    const replay = await me.approve(second, { otp_code: code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors[0].code).toBe('INVALID_SECOND_FACTOR');
    expect(requestOf(await me.request(second)).request_status).toBe('requested');
    // The next step's code does.
    clock.advance(30_000);
    const next = await me.approve(second, { otp_code: totpCode(secret, clock.now()) });
    expect(requestOf(next).request_status).toBe('executed');
    const factor = await venue.db
      .selectFrom('approval_actions')
      .select('second_factor')
      .where('request_id', '=', Number(second))
      .executeTakeFirstOrThrow();
    expect(factor.second_factor).toBe('otp');
  });

  it('R-APPR-10 a user with neither approves with an emailed code, once; a replayed or wrong code is refused', async () => {
    const member = await addMember(venue, ['approver']);
    const me = asUser(venue, await signInMember(venue, member));
    const first = await newRequest();
    const second = await newRequest();
    expect((await me.approve(first, { otp_code: '123456' })).json().errors[0].code).toBe(
      'SECOND_FACTOR_REQUIRED',
    );
    const code = await me.emailCode(member.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await me.approve(first, { email_code: wrong })).json().errors[0].code).toBe(
      'INVALID_SECOND_FACTOR',
    );
    expect(requestOf(await me.approve(first, { email_code: code })).request_status).toBe(
      'executed',
    );
    const replay = await me.approve(second, { email_code: code });
    expect(replay.json().errors[0].code).toBe('INVALID_SECOND_FACTOR');
    // A code expires after 10 minutes.
    const late = await me.emailCode(member.email);
    clock.advance(10 * 60_000 + 1);
    expect((await me.approve(second, { email_code: late })).json().errors[0].code).toBe(
      'INVALID_SECOND_FACTOR',
    );
  });

  it('R-APPR-10 a key user approves with an assertion on an approval challenge, once; sign-in challenges and replays are refused', async () => {
    const member = await addMember(venue, ['approver']);
    const me = asUser(venue, await signInMember(venue, member));
    const key = new SoftAuthenticator('localhost', TEST_ORIGIN);
    const begin = await me.post('/api/register/begin', {});
    const registered = await me.post('/api/register/complete', {
      name: 'Approval key',
      credential: key.register(begin.json<{ options: { challenge: string } }>().options.challenge),
    });
    expect(registered.statusCode).toBe(200);
    const first = await newRequest();
    const second = await newRequest();
    expect((await me.post(`${MC}/second_factor/email`)).statusCode).toBe(400);

    const options = (await me.post(`${MC}/second_factor/key/begin`)).json<{
      options: { challenge: string; allowCredentials: { id: string }[] };
    }>().options;
    expect(options.allowCredentials.map((c) => c.id)).toEqual([key.id]);
    const assertion = key.assert(options.challenge);
    const ok = await me.approve(first, { assertion });
    expect(ok.statusCode).toBe(200);
    expect(requestOf(ok).request_status).toBe('executed');
    const replay = await me.approve(second, { assertion });
    expect(replay.json().errors[0].code).toBe('INVALID_SECOND_FACTOR');

    // A challenge issued for signing in never approves.
    await venue.db
      .insertInto('webauthn_challenges')
      .values({
        user_id: member.id,
        purpose: 'authenticate',
        challenge: 'c2lnbi1pbi1jaGFsbGVuZ2UtZm9yLXRlc3Rz',
        created_at: new Date(clock.now()),
        expires_at: new Date(clock.now() + 60_000),
      })
      .execute();
    const signInChallenge = await me.approve(second, {
      assertion: key.assert('c2lnbi1pbi1jaGFsbGVuZ2UtZm9yLXRlc3Rz'),
    });
    expect(signInChallenge.json().errors[0].code).toBe('INVALID_SECOND_FACTOR');
    const fresh = (await me.post(`${MC}/second_factor/key/begin`)).json<{
      options: { challenge: string };
    }>().options;
    expect(
      requestOf(await me.approve(second, { assertion: key.assert(fresh.challenge) }))
        .request_status,
    ).toBe('executed');
  });

  it('R-APPR-10 wrong factors count toward a per-user throttle (429 after 10 in 15 minutes)', async () => {
    const member = await addMember(venue, ['approver']);
    const me = asUser(venue, await signInMember(venue, member));
    const id = await newRequest();
    for (let i = 0; i < 10; i++)
      expect((await me.approve(id, { email_code: '999999' })).statusCode).toBe(400);
    const blocked = await me.approve(id, { email_code: await me.emailCode(member.email) });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
