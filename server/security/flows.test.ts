// Issue 6 server flows end to end through app.inject: authenticator sign-in, forced flows,
// passwords, sign-up, onboarding, entities, logout_all, headers, CSRF and rate limits.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readLatestOutboxCode } from '../mail/outbox';
import { DEMO_APPROVER, DEMO_TRADER } from '../seed/demo-constants';
import {
  DEMO_NEWHIRE,
  DEMO_ONBOARDING,
  DEMO_ONBOARDING_DS,
  DEMO_OTP_USER,
  DEMO_TOTP_SECRET,
  DEMO_TRAVELLER,
  DEMO_UNSIGNED,
} from '../seed/security-constants';
import {
  createTestVenue,
  csrfHeaders,
  databaseVariants,
  manualClock,
  TEST_CSRF,
  type TestVenue,
} from '../testing/test-app';
import { caller, latestMail, latestToken } from './testing/http';
import { totpCode } from './totp';

interface Person {
  email: string;
  password: string;
}

describe.each(databaseVariants())('R-SEC account-security flows (%s)', (variant) => {
  const clock = manualClock();
  let venue: TestVenue;
  let http: ReturnType<typeof caller>;
  let ipSeq = 0;
  let ip = '10.40.0.1';
  beforeAll(async () => {
    venue = await createTestVenue(variant, { now: clock.now });
    http = caller(venue);
  });
  afterAll(async () => venue?.dispose());
  beforeEach(async () => {
    ipSeq += 1;
    ip = `10.40.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
    clock.advance(60 * 60_000);
    await venue.db.deleteFrom('auth_failures').execute();
    await venue.db.deleteFrom('rate_events').execute();
  });

  const post = (url: string, payload?: unknown, token?: string) =>
    http.post(url, payload, { ip, ...(token ? { token } : {}) });
  const get = (url: string, token?: string) => http.get(url, { ip, ...(token ? { token } : {}) });

  /** Password then the emailed code; the SignedIn body. */
  async function emailSignIn(person: Person) {
    const login = await post('/api/login', { email: person.email, password: person.password });
    expect(login.json()).toMatchObject({ next: 'email_otp' });
    const code = await readLatestOutboxCode(venue.outboxDir, person.email);
    const verify = await post('/api/verify_2fa', { email: person.email, otp_code: code });
    expect(verify.statusCode).toBe(200);
    return verify.json<{
      token: string;
      redirect?: string;
      redirect_url?: string;
      force_redirect_url?: string;
    }>();
  }

  it('R-SEC-4 signs in with password + authenticator code, once per step', async () => {
    const login = await post('/api/login', {
      email: DEMO_OTP_USER.email,
      password: DEMO_OTP_USER.password,
    });
    expect(login.json()).toEqual({ success: true, next: 'otp', email: DEMO_OTP_USER.email });
    // No email code is sent when the first factor is the authenticator; an email code is refused.
    expect(
      (await post('/api/verify_2fa', { email: DEMO_OTP_USER.email, otp_code: '000000' }))
        .statusCode,
    ).toBe(400);
    const code = totpCode(DEMO_TOTP_SECRET, clock.now());
    const ok = await post('/api/otp2fa', { email: DEMO_OTP_USER.email, otp_code: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, user: { email: DEMO_OTP_USER.email } });
    expect(ok.json()).not.toHaveProperty('redirect');
    // The same code (same step) cannot sign in again.
    await post('/api/login', { email: DEMO_OTP_USER.email, password: DEMO_OTP_USER.password });
    const replay = await post('/api/otp2fa', { email: DEMO_OTP_USER.email, otp_code: code });
    expect(replay.statusCode).toBe(400);
    clock.advance(30_000);
    const next = await post('/api/otp2fa', {
      email: DEMO_OTP_USER.email,
      otp_code: totpCode(DEMO_TOTP_SECRET, clock.now()),
    });
    expect(next.statusCode).toBe(200);
  });

  it('R-SEC-4 walks a policy of two factors: authenticator, then email code via email3fa', async () => {
    await venue.db
      .updateTable('users')
      .set({ factor_policy: ['otp', 'email_otp'] })
      .where('email', '=', DEMO_OTP_USER.email)
      .execute();
    try {
      await post('/api/login', { email: DEMO_OTP_USER.email, password: DEMO_OTP_USER.password });
      const first = await post('/api/otp2fa', {
        email: DEMO_OTP_USER.email,
        otp_code: totpCode(DEMO_TOTP_SECRET, clock.now()),
      });
      expect(first.json()).toEqual({
        success: true,
        next: 'email_otp',
        email: DEMO_OTP_USER.email,
      });
      const code = await readLatestOutboxCode(venue.outboxDir, DEMO_OTP_USER.email);
      const done = await post('/api/email3fa', { email: DEMO_OTP_USER.email, otp_code: code });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toHaveProperty('token');
    } finally {
      await venue.db
        .updateTable('users')
        .set({ factor_policy: ['otp'] })
        .where('email', '=', DEMO_OTP_USER.email)
        .execute();
    }
  });

  it('R-SEC-5 forces authenticator setup, then a password change, restricting the session meanwhile', async () => {
    const signedIn = await emailSignIn(DEMO_NEWHIRE);
    expect(signedIn.redirect).toBe('gauth');
    const token = signedIn.token;
    const blocked = await get('/uapi/v1/all_accounts', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      errors: [{ code: 'SETUP_REQUIRED', message: 'Please finish setting up your account.' }],
      redirect: 'gauth',
    });
    expect((await get('/api/user/current_user', token)).statusCode).toBe(200);
    expect((await get('/uapi/v1/periodic_sync', token)).statusCode).toBe(200);

    const secret = (await get('/api/generate_otp_secret', token)).json<{
      otp_secret_key: string;
      otp_auth_url: string;
      qr_code: string;
    }>();
    expect(secret.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(secret.otp_auth_url).toContain(`secret=${secret.otp_secret_key}`);
    const stored = await venue.db
      .selectFrom('users')
      .select('otp_pending_secret_enc')
      .where('email', '=', DEMO_NEWHIRE.email)
      .executeTakeFirstOrThrow();
    expect(stored.otp_pending_secret_enc).not.toContain(secret.otp_secret_key); // encrypted at rest
    const wrong = await post(
      '/api/verify_otp_auth_code',
      { otp_secret_key: secret.otp_secret_key, code: '000000', otp_auth_url: secret.otp_auth_url },
      token,
    );
    expect(wrong.json()).toMatchObject({ errors: [{ code: 'INVALID_CODE', field: 'code' }] });
    const enrolled = await post(
      '/api/verify_otp_auth_code',
      {
        otp_secret_key: secret.otp_secret_key,
        code: totpCode(secret.otp_secret_key, clock.now()),
        otp_auth_url: secret.otp_auth_url,
      },
      token,
    );
    expect(enrolled.json()).toEqual({ success: true, redirect: 'change_password' });
    expect((await get('/uapi/v1/all_accounts', token)).json()).toMatchObject({
      redirect: 'change_password',
    });

    expect((await post('/api/user/request_email_otp', undefined, token)).statusCode).toBe(200);
    const code = await readLatestOutboxCode(venue.outboxDir, DEMO_NEWHIRE.email);
    const form = (fields: Record<string, string>) =>
      venue.app.inject({
        method: 'POST',
        url: '/api/change_password',
        headers: {
          ...csrfHeaders(token),
          authorization: `Bearer ${token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(fields).toString(),
        remoteAddress: ip,
      });
    const base = {
      old_password: DEMO_NEWHIRE.password,
      new_password: 'Copper-Meadow-Signal-71',
      verify_password: 'Copper-Meadow-Signal-71',
      email_otp: code ?? '',
    };
    expect((await form({ ...base, old_password: 'nope' })).json()).toMatchObject({
      errors: [{ code: 'INVALID_CREDENTIALS', field: 'old_password' }],
    });
    expect((await form({ ...base, verify_password: 'different-thing-12' })).json()).toMatchObject({
      errors: [{ code: 'PASSWORD_MISMATCH', field: 'verify_password' }],
    });
    expect(
      (
        await form({ ...base, new_password: 'password1234', verify_password: 'password1234' })
      ).json(),
    ).toEqual({
      errors: [
        {
          code: 'WEAK_PASSWORD',
          message: 'This password is too common. Choose one that is harder to guess.',
          field: 'new_password',
        },
      ],
    });
    const changed = await form(base);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ success: true, redirect_url: '/trading/rfq' });
    expect((await get('/uapi/v1/all_accounts', token)).statusCode).toBe(200);
    // The code was single use.
    expect(
      (
        await form({
          ...base,
          old_password: base.new_password,
          new_password: 'Another-Quiet-River-88',
          verify_password: 'Another-Quiet-River-88',
        })
      ).json(),
    ).toMatchObject({ errors: [{ code: 'INVALID_CODE' }] });
    // Next sign-in asks for the new authenticator.
    const again = await post('/api/login', {
      email: DEMO_NEWHIRE.email,
      password: base.new_password,
    });
    expect(again.json()).toMatchObject({ next: 'otp' });
  });

  it('R-SEC-6 resets a password by a single-use emailed link within 30 minutes, answering the same for unknown emails', async () => {
    const unknown = await post('/api/request_reset_password', { email: 'nobody@nowhere.example' });
    const known = await post('/api/request_reset_password', { email: DEMO_APPROVER.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mail = await latestMail(venue, DEMO_APPROVER.email);
    expect(mail).toContain('http://localhost:5173/reset_password?token=');
    const token = await latestToken(venue, DEMO_APPROVER.email);
    const session = (await emailSignIn(DEMO_APPROVER)).token;
    const weak = await post('/api/reset_password', {
      token,
      new_password: 'short',
      verify_password: 'short',
    });
    expect(weak.json()).toMatchObject({ errors: [{ code: 'WEAK_PASSWORD' }] });
    const ok = await post('/api/reset_password', {
      token,
      new_password: 'Granite-Willow-Beacon-42',
      verify_password: 'Granite-Willow-Beacon-42',
    });
    expect(ok.json()).toEqual({ success: true, redirect: 'redirect_to_login' });
    expect((await get('/api/user/current_user', session)).statusCode).toBe(401); // every session revoked
    const reuse = await post('/api/reset_password', {
      token,
      new_password: 'Granite-Willow-Beacon-43',
      verify_password: 'Granite-Willow-Beacon-43',
    });
    expect(reuse.json()).toMatchObject({ errors: [{ code: 'INVALID_TOKEN', field: 'token' }] });
    expect(
      (await emailSignIn({ email: DEMO_APPROVER.email, password: 'Granite-Willow-Beacon-42' }))
        .token,
    ).toBeTruthy();

    await post('/api/request_reset_password', { email: DEMO_APPROVER.email });
    const late = await latestToken(venue, DEMO_APPROVER.email);
    clock.advance(30 * 60_000 + 1000);
    expect(
      (
        await post('/api/reset_password', {
          token: late,
          new_password: 'Granite-Willow-Beacon-44',
          verify_password: 'Granite-Willow-Beacon-44',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('R-SEC-8 signs up without enumeration, verifies the email, and onboards (standard variant) to active', async () => {
    const person = { email: 'new.fund@example.org', password: 'Harbor-Lights-Quorum-17' };
    const fresh = await post('/api/signup', { ...person, first_name: 'Nora', last_name: 'Fund' });
    const existing = await post('/api/signup', {
      email: DEMO_TRADER.email,
      password: person.password,
      first_name: 'X',
      last_name: 'Y',
    });
    expect(fresh.statusCode).toBe(200);
    expect(existing.body).toBe(fresh.body);
    expect(await latestMail(venue, DEMO_TRADER.email)).toContain('already has one');
    expect(
      (
        await post('/api/signup', {
          ...person,
          password: 'password1234',
          first_name: 'N',
          last_name: 'F',
        })
      ).json(),
    ).toMatchObject({ errors: [{ code: 'WEAK_PASSWORD', field: 'password' }] });

    const token = await latestToken(venue, person.email);
    expect((await post('/verify_email', { token: 'x'.repeat(43) })).json()).toMatchObject({
      errors: [{ code: 'INVALID_TOKEN' }],
    });
    expect((await post('/verify_email', { token })).json()).toEqual({
      success: true,
      redirect: 'redirect_to_login',
    });
    expect((await post('/verify_email', { token })).statusCode).toBe(400);

    const signedIn = await emailSignIn(person);
    expect(signedIn.force_redirect_url).toBe('/onboarding/new_otc_institution');
    const bearer = signedIn.token;
    expect((await get('/api/user/current_user', bearer)).json()).toMatchObject({
      status: 'pending',
    });
    expect((await get('/uapi/v1/all_accounts', bearer)).json()).toMatchObject({
      force_redirect_url: '/onboarding/new_otc_institution',
    });
    await onboard(bearer, 'standard', 'Nora Fund Capital');
  });

  it('R-SEC-9 onboards the e-signature variant (docusign_agreements) with a typed-name signature', async () => {
    const signedIn = await emailSignIn(DEMO_ONBOARDING_DS);
    expect(signedIn.force_redirect_url).toBe('/onboarding/new_otc_institution_ds');
    await onboard(signedIn.token, 'ds', 'Dana Signer Partners');
  });

  async function onboard(token: string, variant: 'standard' | 'ds', legalName: string) {
    const status = await get('/api/onboarding/status', token);
    expect(status.json()).toMatchObject({ variant, status: 'in_progress' });
    const early = await post('/api/onboarding/complete', undefined, token);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(
      variant === 'ds'
        ? ['institution', 'address', 'contact', 'activity', 'terms', 'signature']
        : ['institution', 'address', 'contact', 'activity', 'terms'],
    );
    const partial = await http.put(
      '/api/onboarding/profile/institution',
      { legal_name: legalName, country: 'gb' },
      { ip, token },
    );
    expect(partial.json()).toMatchObject({ complete: false, data: { legal_name: legalName } });
    expect(partial.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'registration_number',
      'country',
      'incorporation_date',
    ]);
    expect(
      (await http.put('/api/onboarding/profile/institution', { evil: 'x' }, { ip, token }))
        .statusCode,
    ).toBe(400);
    const steps: Record<string, Record<string, string>> = {
      institution: {
        country: 'GB',
        registration_number: 'OC123456',
        incorporation_date: '2019-04-30',
        website: 'https://fund.example',
      },
      address: { street: '1 Quay Street', city: 'London', postal_code: 'EC1A 1AA', country: 'GB' },
      contact: {
        signatory_first_name: 'Dana',
        signatory_last_name: 'Signer',
        signatory_title: 'CFO',
        signatory_email: 'dana@fund.example',
        phone: '+44 20 7946 0000',
      },
      activity: {
        expected_monthly_volume_usd: '2500000',
        source_of_funds: 'Fund capital from LPs',
        products: 'spot,otc',
      },
    };
    for (const [step, data] of Object.entries(steps)) {
      const saved = await http.put(`/api/onboarding/profile/${step}`, data, { ip, token });
      expect(saved.json()).toMatchObject({ complete: true, errors: [] });
    }
    expect((await get('/api/onboarding/profile/institution', token)).json()).toMatchObject({
      data: { legal_name: legalName, country: 'GB' },
    });
    const terms = (await get('/api/onboarding/terms', token)).json<{
      version: string;
      sha256: string;
    }>();
    const pdf = await get('/api/onboarding/terms/download', token);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(terms.sha256);
    expect(
      (await post('/api/onboarding/terms/agree', { version: '1999-01' }, token)).statusCode,
    ).toBe(409);
    expect(
      (await post('/api/onboarding/terms/agree', { version: terms.version }, token)).statusCode,
    ).toBe(200);
    if (variant === 'ds') {
      const wrongName = await post(
        '/api/onboarding/terms/sign',
        { version: terms.version, signer_name: 'Someone Else' },
        token,
      );
      expect(wrongName.json()).toMatchObject({ errors: [{ field: 'signer_name' }] });
      const signed = await post(
        '/api/onboarding/terms/sign',
        { version: terms.version, signer_name: '  dana   SIGNER ' },
        token,
      );
      expect(signed.json()).toMatchObject({
        success: true,
        status: { status: 'ready', terms: { signer_name: 'dana SIGNER' } },
      });
    } else {
      expect(
        (
          await post(
            '/api/onboarding/terms/sign',
            { version: terms.version, signer_name: 'Dana Signer' },
            token,
          )
        ).statusCode,
      ).toBe(409);
    }
    const done = await post('/api/onboarding/complete', undefined, token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      user: { status: 'active' },
      redirect_url: '/trading/rfq',
    });
    const entities = await get('/v2/user/legal-entities', token);
    expect(entities.json<{ entities: { name: string }[] }>().entities.map((e) => e.name)).toEqual([
      legalName,
    ]);
    expect((await get('/uapi/v1/all_accounts', token)).json()).toHaveProperty('optionsMap.otc');
    expect((await get('/api/onboarding/status', token)).statusCode).toBe(409);
  }

  it('R-SEC-10 checks the entity IP allowlist first, then switches the session entity', async () => {
    const token = (await emailSignIn(DEMO_TRAVELLER)).token;
    const list = (await get('/v2/user/legal-entities', token)).json<{
      entities: { id: number; name: string }[];
    }>();
    const restricted = list.entities.find((e) => e.name === 'Eastwind Restricted Ltd');
    const home = list.entities.find((e) => e.name === 'Northwind Capital LLC');
    expect(restricted && home).toBeTruthy();
    const check = await get(
      `/v2/user/legal-entity/is_request_ip_whitelisted/${restricted?.id}`,
      token,
    );
    expect(check.json()).toEqual({ success: true, whitelisted: false, ip });
    expect(
      (await post(`/v2/user/legal-entity/switch/${restricted?.id}`, undefined, token)).json(),
    ).toMatchObject({ errors: [{ code: 'IP_NOT_WHITELISTED' }] });
    const inside = await http.post(`/v2/user/legal-entity/switch/${restricted?.id}`, undefined, {
      ip: '203.0.113.77',
      token,
    });
    expect(inside.json()).toMatchObject({
      success: true,
      entity_id: restricted?.id,
      user: { otc_customer_id: restricted?.id },
    });
    expect(
      (await http.get('/api/user/current_user', { ip: '203.0.113.77', token })).json(),
    ).toMatchObject({ otc_customer_id: restricted?.id });
    // Outside the allowlist the session's new entity refuses every call (R-AUTHZ-3), but the
    // switch back, which names the entity it goes to, is open.
    expect((await get('/api/user/current_user', token)).json()).toMatchObject({
      errors: [{ code: 'IP_NOT_ALLOWED' }],
    });
    const back = await post(
      '/api/otc/accounts/set_current_account',
      { account_id: home?.id },
      token,
    );
    expect(back.json()).toMatchObject({ success: true, account_id: home?.id });
    const other = await venue.db
      .selectFrom('customers')
      .select('id')
      .where('name', '=', 'Southwind Partners LLC')
      .executeTakeFirstOrThrow();
    expect(
      (await get(`/v2/user/legal-entity/is_request_ip_whitelisted/${other.id}`, token)).statusCode,
    ).toBe(403);
    expect(
      (await post(`/v2/user/legal-entity/switch/${other.id}`, undefined, token)).statusCode,
    ).toBe(403);
    const activity = (await get('/api/user/activity?limit=5', token)).json<{
      activities: { action: string }[];
    }>();
    expect(activity.activities.map((a) => a.action)).toContain('entity_switched');
  });

  it('R-SEC-11 seeds an unsigned customer for the Contract Admin Unassigned screen', async () => {
    const token = (await emailSignIn(DEMO_UNSIGNED)).token;
    expect((await get('/api/user/current_user', token)).json()).toMatchObject({
      customer: { mandatory_las: true, has_legal_authorized_signatory: false },
    });
    expect((await get('/api/user_config', token)).json()).toMatchObject({
      feature_flags: { contract_and_upsell_enabled: true },
    });
  });

  it('R-SEC-13 rotates the session at sign-in and logs out every session', async () => {
    const first = (await emailSignIn(DEMO_ONBOARDING)).token;
    const other = (await emailSignIn(DEMO_ONBOARDING)).token;
    // Signing in while presenting the older token ends it.
    await post('/api/login', { email: DEMO_ONBOARDING.email, password: DEMO_ONBOARDING.password });
    const code = await readLatestOutboxCode(venue.outboxDir, DEMO_ONBOARDING.email);
    const rotated = await post(
      '/api/verify_2fa',
      { email: DEMO_ONBOARDING.email, otp_code: code },
      first,
    );
    const third = rotated.json<{ token: string }>().token;
    expect((await get('/api/user/current_user', first)).statusCode).toBe(401);
    expect((await get('/api/user/current_user', other)).statusCode).toBe(200);
    expect((await post('/api/logout_all', undefined, third)).json()).toEqual({
      success: true,
      redirect: 'redirect_to_login',
    });
    expect((await get('/api/user/current_user', other)).statusCode).toBe(401);
    expect((await get('/api/user/current_user', third)).statusCode).toBe(401);
  });

  it('R-SEC-14 records and lists activity; reads and sets trade confirmation emails', async () => {
    const token = (await emailSignIn(DEMO_TRADER)).token;
    expect(
      (
        await post(
          '/api/user/activity',
          { action: 'viewed_statement', details: { month: '2026-10' } },
          token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await post('/api/user/activity', { action: 'Bad Action' }, token)).statusCode).toBe(
      400,
    );
    const list = (await get('/api/user/activity', token)).json<{
      activities: { action: string; details: object }[];
    }>();
    expect(list.activities[0]).toMatchObject({
      action: 'viewed_statement',
      details: { month: '2026-10' },
    });
    expect(list.activities.map((a) => a.action)).toContain('sign_in');
    expect((await get('/api/get_trade_confirmation_emails_enabled', token)).json()).toEqual({
      success: true,
      enabled: true,
    });
    await post('/api/set_trade_confirmation_emails_enabled', { enabled: false }, token);
    expect((await get('/api/get_trade_confirmation_emails_enabled', token)).json()).toEqual({
      success: true,
      enabled: false,
    });
  });

  it('R-SEC-12 rate-limits reset, sign-up and codes with 429 and Retry-After', async () => {
    for (let i = 0; i < 20; i += 1)
      expect(
        (await post('/api/request_reset_password', { email: `r${i}@x.example` })).statusCode,
      ).toBe(200);
    const limited = await post('/api/request_reset_password', { email: 'r@x.example' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (
        await post('/api/signup', {
          email: 's@x.example',
          password: 'Harbor-Lights-Quorum-17',
          first_name: 'S',
          last_name: 'X',
        })
      ).statusCode,
    ).toBe(429);
    // Wrong authenticator codes lock only this (email, IP) pair.
    await post('/api/login', { email: DEMO_OTP_USER.email, password: DEMO_OTP_USER.password });
    for (let i = 0; i < 10; i += 1)
      await post('/api/otp2fa', { email: DEMO_OTP_USER.email, otp_code: '000000' });
    expect(
      (await post('/api/otp2fa', { email: DEMO_OTP_USER.email, otp_code: '000000' })).statusCode,
    ).toBe(429);
    expect(
      (
        await http.post(
          '/api/login',
          { email: DEMO_OTP_USER.email, password: DEMO_OTP_USER.password },
          { ip: '10.99.0.1' },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('R-SEC-15 refuses every new mutating route without the CSRF header', async () => {
    const token = (await emailSignIn(DEMO_TRADER)).token;
    for (const url of [
      '/api/otp2fa',
      '/api/email3fa',
      '/api/authenticate/begin',
      '/api/v2/yubikey2fa',
      '/api/logout_all',
      '/api/verify_otp_auth_code',
      '/api/register/begin',
      '/api/register/complete',
      '/api/v2/disable_yubikey',
      '/api/user/activity',
      '/api/change_password',
      '/api/request_reset_password',
      '/api/reset_password',
      '/api/signup',
      '/verify_email',
      '/api/onboarding/terms/agree',
      '/api/onboarding/complete',
      '/v2/user/legal-entity/switch/1',
      '/api/otc/accounts/set_current_account',
      '/api/user/request_email_otp',
    ]) {
      const answer = await venue.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: `csrf_token=${TEST_CSRF}`,
          authorization: `Bearer ${token}`,
        },
        payload: {},
        remoteAddress: ip,
      });
      expect([
        url,
        answer.statusCode,
        answer.json<{ errors: { code: string }[] }>().errors[0]?.code,
      ]).toEqual([url, 403, 'CSRF']);
    }
  });
});
