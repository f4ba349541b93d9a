// Issue 21 findings around sign-in: the CSRF cookie is the server's own value and renewed at
// sign-in; authenticate/begin is rate-limited, stores nothing for anonymous callers and names
// a user's keys only to the browser that passed that user's password step.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLatestOutboxCode } from '../mail/outbox';
import { DEMO_TRADER } from '../seed/demo-constants';
import { DEMO_KEY_CREDENTIAL_ID, DEMO_KEY_USER } from '../seed/security-constants';
import { createTestVenue, csrfHeaders, TEST_CSRF, type TestVenue } from '../testing/test-app';

const setCookies = (answer: LightMyRequestResponse): string[] => {
  const raw = answer.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
};
const cookieValue = (answer: LightMyRequestResponse, name: string): string | null => {
  for (const line of setCookies(answer)) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (match) return match[1] ?? '';
  }
  return null;
};

describe('issue 21 sign-in hardening', () => {
  let venue: TestVenue;
  beforeAll(async () => {
    venue = await createTestVenue('pglite');
  });
  afterAll(async () => venue?.dispose());

  const post = (
    url: string,
    payload: object,
    headers: Record<string, string>,
    remoteAddress = '10.40.0.1',
  ) => venue.app.inject({ method: 'POST', url, headers, payload, remoteAddress });

  const challengeRows = async (): Promise<number> =>
    Number(
      (
        await venue.db
          .selectFrom('webauthn_challenges')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('R-SECH-7: a CSRF value the client picked itself is refused and replaced', async () => {
    const picked = 'attacker-chosen-value-0123456789';
    const answer = await post(
      '/api/login',
      { email: DEMO_TRADER.email, password: DEMO_TRADER.password },
      { cookie: `csrf_token=${picked}`, 'x-csrf-token': picked },
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ errors: [{ code: 'CSRF' }] });
    const issued = cookieValue(answer, 'csrf_token');
    expect(issued).not.toBeNull();
    expect(issued).not.toBe(picked);
    // The value the server handed out works.
    const retried = await post(
      '/api/login',
      { email: DEMO_TRADER.email, password: DEMO_TRADER.password },
      { cookie: `csrf_token=${issued}`, 'x-csrf-token': issued ?? '' },
    );
    expect(retried.statusCode).toBe(200);
    // GET /api/csrf replaces a forged cookie too.
    const fetched = await venue.app.inject({
      method: 'GET',
      url: '/api/csrf',
      headers: { cookie: `csrf_token=${picked}` },
    });
    expect(fetched.json<{ csrfToken: string }>().csrfToken).not.toBe(picked);
    expect(cookieValue(fetched, 'csrf_token')).toBe(
      fetched.json<{ csrfToken: string }>().csrfToken,
    );
  });

  it('R-SECH-7: signing in renews the CSRF cookie; the new value is accepted', async () => {
    await post(
      '/api/login',
      { email: DEMO_TRADER.email, password: DEMO_TRADER.password },
      csrfHeaders(),
    );
    const code = await readLatestOutboxCode(venue.outboxDir, DEMO_TRADER.email);
    const verified = await post(
      '/api/verify_2fa',
      { email: DEMO_TRADER.email, otp_code: code },
      csrfHeaders(),
    );
    expect(verified.statusCode).toBe(200);
    const renewed = cookieValue(verified, 'csrf_token');
    expect(renewed).not.toBeNull();
    expect(renewed).not.toBe(TEST_CSRF);
    const token = verified.json<{ token: string }>().token;
    const logout = await post(
      '/api/logout',
      {},
      {
        cookie: `csrf_token=${renewed}`,
        'x-csrf-token': renewed ?? '',
        authorization: `Bearer ${token}`,
      },
    );
    expect(logout.statusCode).toBe(200);
  });

  it('R-SECH-7: switching entity (a change of privileges) renews the CSRF cookie', async () => {
    await post(
      '/api/login',
      { email: DEMO_TRADER.email, password: DEMO_TRADER.password },
      csrfHeaders(),
    );
    const code = (await readLatestOutboxCode(venue.outboxDir, DEMO_TRADER.email)) ?? '';
    const verified = await post(
      '/api/verify_2fa',
      { email: DEMO_TRADER.email, otp_code: code },
      csrfHeaders(),
    );
    const token = verified.json<{ token: string }>().token;
    const list = await venue.app.inject({
      method: 'GET',
      url: '/v2/user/legal-entities',
      headers: { authorization: `Bearer ${token}` },
    });
    const { entities, current_entity_id } = list.json<{
      entities: { id: number }[];
      current_entity_id: number;
    }>();
    const other = entities.find((e) => e.id !== current_entity_id);
    expect(other).toBeDefined();
    const switched = await post(
      `/v2/user/legal-entity/switch/${other?.id}`,
      {},
      {
        ...csrfHeaders(token),
        authorization: `Bearer ${token}`,
      },
    );
    expect(switched.statusCode).toBe(200);
    const renewed = cookieValue(switched, 'csrf_token');
    expect(renewed).not.toBeNull();
    expect(renewed).not.toBe(TEST_CSRF);
  });

  it('R-SECH-5: authenticate/begin is rate-limited per address and stores no challenge for anonymous callers', async () => {
    const before = await challengeRows();
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 40; i += 1) {
      const answer = await post(
        '/api/authenticate/begin',
        { email: i % 2 === 0 ? DEMO_KEY_USER.email : `nobody${i}@nowhere.example` },
        csrfHeaders(),
        '10.41.0.1',
      );
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        retryAfter = String(answer.headers['retry-after']);
        expect(answer.json()).toMatchObject({ errors: [{ code: 'TOO_MANY_ATTEMPTS' }] });
      }
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(await challengeRows()).toBe(before);
    // Another address is not affected.
    const other = await post(
      '/api/authenticate/begin',
      { email: DEMO_KEY_USER.email },
      csrfHeaders(),
      '10.41.0.2',
    );
    expect(other.statusCode).toBe(200);
  });

  it('R-SECH-6: a security-key user’s credential id goes only to the browser that passed their password step', async () => {
    const login = await post(
      '/api/login',
      { email: DEMO_KEY_USER.email, password: DEMO_KEY_USER.password },
      csrfHeaders(),
      '10.42.0.1',
    );
    expect(login.json()).toMatchObject({ next: 'yubikey' });
    const proof = cookieValue(login, 'desk_sign_in');
    expect(proof).toBeTruthy();
    expect(setCookies(login).find((c) => c.startsWith('desk_sign_in='))).toMatch(/HttpOnly/i);

    // Anyone else who posts the email while that sign-in waits learns nothing.
    const before = await challengeRows();
    for (const cookie of [
      `csrf_token=${TEST_CSRF}`,
      `csrf_token=${TEST_CSRF}; desk_sign_in=1.forged`,
      `csrf_token=${TEST_CSRF}; desk_sign_in=${String(proof).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`,
    ]) {
      const stranger = await post(
        '/api/authenticate/begin',
        { email: DEMO_KEY_USER.email },
        { cookie, 'x-csrf-token': TEST_CSRF },
        '10.42.0.2',
      );
      expect(stranger.statusCode).toBe(200);
      expect(
        stranger.json<{ options: { allowCredentials?: unknown[] } }>().options.allowCredentials ??
          [],
      ).toEqual([]);
      expect(stranger.body).not.toContain(DEMO_KEY_CREDENTIAL_ID);
    }
    expect(await challengeRows()).toBe(before);

    // The browser holding the proof gets its keys (the sign-in still works).
    const owner = await post(
      '/api/authenticate/begin',
      { email: DEMO_KEY_USER.email },
      { cookie: `csrf_token=${TEST_CSRF}; desk_sign_in=${proof}`, 'x-csrf-token': TEST_CSRF },
      '10.42.0.1',
    );
    expect(owner.statusCode).toBe(200);
    expect(
      owner
        .json<{ options: { allowCredentials?: { id: string }[] } }>()
        .options.allowCredentials?.map((c) => c.id),
    ).toEqual([DEMO_KEY_CREDENTIAL_ID]);
    expect(await challengeRows()).toBe(before + 1);

    // The proof names that pending sign-in only: posting another user's email with it gives nothing.
    const otherUser = await post(
      '/api/authenticate/begin',
      { email: DEMO_TRADER.email },
      { cookie: `csrf_token=${TEST_CSRF}; desk_sign_in=${proof}`, 'x-csrf-token': TEST_CSRF },
      '10.42.0.1',
    );
    expect(
      otherUser.json<{ options: { allowCredentials?: unknown[] } }>().options.allowCredentials ??
        [],
    ).toEqual([]);
  });
});
