import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestOutboxCode } from '../mail/outbox';
import { DEMO_TRADER } from '../seed/demo-constants';
import { DEMO_KEY_CREDENTIAL_ID, DEMO_KEY_PKCS8, DEMO_KEY_USER } from '../seed/security-constants';
import {
  createTestVenue,
  databaseVariants,
  manualClock,
  TEST_CSRF,
  type TestVenue,
} from '../testing/test-app';
import { caller, TEST_ORIGIN } from './testing/http';
import { SoftAuthenticator, type Forgery } from './testing/soft-authenticator';

interface Options {
  challenge: string;
  rpId?: string;
  rp?: { id: string };
  allowCredentials?: { id: string }[];
  excludeCredentials?: { id: string }[];
}

describe.each(databaseVariants())('R-SEC-3 WebAuthn (%s)', (variant) => {
  const clock = manualClock();
  let venue: TestVenue;
  let http: ReturnType<typeof caller>;
  let traderToken = '';
  beforeAll(async () => {
    venue = await createTestVenue(variant, { now: clock.now });
    http = caller(venue);
    await http.post('/api/login', { email: DEMO_TRADER.email, password: DEMO_TRADER.password });
    const code = await readLatestOutboxCode(venue.outboxDir, DEMO_TRADER.email);
    traderToken = (
      await http.post('/api/verify_2fa', { email: DEMO_TRADER.email, otp_code: code })
    ).json<{ token: string }>().token;
  });
  afterAll(async () => venue?.dispose());

  const beginRegistration = async () => {
    const begin = await http.post('/api/register/begin', {}, { token: traderToken });
    expect(begin.statusCode).toBe(200);
    return begin.json<{ options: Options }>().options;
  };

  it('registers named keys (several per user), refusing a bad origin, RP id, challenge or missing presence', async () => {
    const key = new SoftAuthenticator('localhost', TEST_ORIGIN);
    const options = await beginRegistration();
    expect(options.rp?.id).toBe('localhost');
    for (const forge of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' },
      { userPresent: false },
    ] satisfies Forgery[]) {
      const fresh = await beginRegistration();
      const refused = await http.post(
        '/api/register/complete',
        { name: 'Forged', credential: key.register(fresh.challenge, forge) },
        { token: traderToken },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: [{ code: 'WEBAUTHN_FAILED' }] });
    }
    const good = await beginRegistration();
    const ok = await http.post(
      '/api/register/complete',
      { name: 'Desk key', credential: key.register(good.challenge) },
      { token: traderToken },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      key: { credential_id: key.id, name: 'Desk key' },
    });
    // The challenge was spent: the same response again is refused.
    const replay = await http.post(
      '/api/register/complete',
      { name: 'Again', credential: key.register(good.challenge) },
      { token: traderToken },
    );
    expect(replay.statusCode).toBe(400);

    const second = new SoftAuthenticator('localhost', TEST_ORIGIN);
    const next = await beginRegistration();
    expect(next.excludeCredentials?.map((c) => c.id)).toContain(key.id);
    const dupName = await http.post(
      '/api/register/complete',
      { name: 'desk KEY', credential: second.register(next.challenge) },
      { token: traderToken },
    );
    expect(dupName.statusCode).toBe(409);
    const again = await beginRegistration();
    expect(
      (
        await http.post(
          '/api/register/complete',
          { name: 'Backup key', credential: second.register(again.challenge) },
          { token: traderToken },
        )
      ).statusCode,
    ).toBe(200);
    const security = await http.get('/api/user/security', { token: traderToken });
    expect(security.json<{ yubikeys: { name: string }[] }>().yubikeys.map((k) => k.name)).toEqual([
      'Desk key',
      'Backup key',
    ]);

    const removed = await http.post(
      '/api/v2/disable_yubikey',
      { yubikey_base64: second.id },
      { token: traderToken },
    );
    expect(removed.statusCode).toBe(200);
    expect(
      (
        await http.post(
          '/api/v2/disable_yubikey',
          { yubikey_base64: second.id },
          { token: traderToken },
        )
      ).statusCode,
    ).toBe(404);
  });

  describe('as a second factor (seeded key@demo.desk)', () => {
    const key = new SoftAuthenticator('localhost', TEST_ORIGIN, {
      pkcs8Base64: DEMO_KEY_PKCS8,
      credentialId: Buffer.from(DEMO_KEY_CREDENTIAL_ID, 'base64url'),
    });
    let ip = 0;
    const start = async () => {
      ip += 1;
      const at = { ip: `10.30.0.${ip}` };
      const login = await http.post(
        '/api/login',
        { email: DEMO_KEY_USER.email, password: DEMO_KEY_USER.password },
        at,
      );
      expect(login.json()).toEqual({ success: true, next: 'yubikey', email: DEMO_KEY_USER.email });
      // The browser that passed the password step carries its proof cookie (R-SECH-6).
      const proof = /desk_sign_in=([^;]+)/.exec(String(login.headers['set-cookie']))?.[1] ?? '';
      const begin = await http.post(
        '/api/authenticate/begin',
        { email: DEMO_KEY_USER.email },
        { ...at, headers: { cookie: `csrf_token=${TEST_CSRF}; desk_sign_in=${proof}` } },
      );
      const options = begin.json<{ options: Options }>().options;
      expect(options.allowCredentials?.map((c) => c.id)).toEqual([DEMO_KEY_CREDENTIAL_ID]);
      return { at, options };
    };
    const answer = (at: { ip: string }, credential: unknown) =>
      http.post('/api/v2/yubikey2fa', { email: DEMO_KEY_USER.email, credential }, at);

    it.each([
      ['a bad origin', { origin: 'https://phish.example' }],
      ['a bad RP id', { rpId: 'phish.example' }],
      ['a challenge the server did not issue', { challenge: 'dW5rbm93bi1jaGFsbGVuZ2U' }],
      ['no user presence', { userPresent: false }],
    ] as [string, Forgery][])('refuses %s', async (_name, forge) => {
      const { at, options } = await start();
      const refused = await answer(at, key.assert(options.challenge, forge));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        errors: [{ code: 'INVALID_CREDENTIALS', message: 'Invalid email, password or code.' }],
      });
    });

    it('signs in with a real assertion, then refuses its replay and a counter that does not advance', async () => {
      const { at, options } = await start();
      const credential = key.assert(options.challenge);
      const ok = await answer(at, credential);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ success: true, user: { email: DEMO_KEY_USER.email } });
      expect(ok.json()).toHaveProperty('token');

      const second = await start();
      expect((await answer(second.at, credential)).statusCode).toBe(400); // replayed challenge
      const third = await start();
      const stale = key.assert(third.options.challenge, { counter: key.counter });
      expect((await answer(third.at, stale)).statusCode).toBe(400); // counter not increasing
      const fourth = await start();
      expect((await answer(fourth.at, key.assert(fourth.options.challenge))).statusCode).toBe(200);
    });

    it('answers authenticate/begin the same shape for an unknown email (no keys listed)', async () => {
      const begin = await http.post('/api/authenticate/begin', { email: 'ghost@nowhere.example' });
      expect(begin.statusCode).toBe(200);
      expect(begin.json<{ options: Options }>().options.allowCredentials ?? []).toEqual([]);
    });
  });
});
