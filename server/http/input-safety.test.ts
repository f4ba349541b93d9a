// Bad input of every kind gets a 4xx with the errors list; nothing makes the server answer 500.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRADER } from '../seed/demo-constants';
import {
  bearer,
  createTestVenue,
  csrfHeaders,
  databaseVariants,
  signIn,
  type TestVenue,
} from '../testing/test-app';
import { toApiError } from './errors';

const POST_ENDPOINTS = [
  '/api/login',
  '/api/verify_2fa',
  '/api/user/regenerate_email_login_otp',
  '/api/logout',
  '/uapi/v1/account/rename',
] as const;

const GET_ENDPOINTS = [
  '/api/csrf',
  '/api/user/current_user',
  '/api/user_config',
  '/v2/user/legal-entities',
  '/uapi/v1/all_accounts',
  '/uapi/v1/periodic_sync',
  '/time/sync/milliseconds',
  '/healthz',
  '/metrics',
] as const;

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/x-protobuf',
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data; boundary=xyz',
];

function expectErrorList(body: string): void {
  const parsed = JSON.parse(body) as { errors: { code: unknown; message: unknown }[] };
  expect(Array.isArray(parsed.errors)).toBe(true);
  expect(parsed.errors.length).toBeGreaterThan(0);
  for (const item of parsed.errors) {
    expect(item.code).toMatch(/^[A-Z_]+$/);
    expect(typeof item.message).toBe('string');
  }
}

describe.each(databaseVariants())('R-SRV-8 input safety (%s)', (variant) => {
  let venue: TestVenue;
  let token: string;
  beforeAll(async () => {
    venue = await createTestVenue(variant);
    token = await signIn(venue, DEMO_TRADER);
  });
  afterAll(async () => venue?.dispose());

  const send = (
    url: string,
    payload: string | Buffer,
    contentType: string,
    remoteAddress = '10.9.9.9',
  ) =>
    venue.app.inject({
      method: 'POST',
      url,
      headers: { ...csrfHeaders(), ...bearer(token), 'content-type': contentType },
      payload,
      remoteAddress,
    });

  it.each(POST_ENDPOINTS)('%s: malformed JSON is 400 MALFORMED_JSON', async (url) => {
    for (const payload of [
      '{',
      '{"email":',
      'nul',
      '{"a":1}}',
      "{'a':1}",
      '\u0000',
      '[1,2',
      '{"a":NaN}',
    ]) {
      const answer = await send(url, payload, 'application/json');
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json()).toMatchObject({ errors: [{ code: 'MALFORMED_JSON' }] });
    }
  });

  it.each(POST_ENDPOINTS)('%s: over 1 MiB is 413, unsupported content type is 415', async (url) => {
    const big = JSON.stringify({ email: 'a'.repeat(1024 * 1024) });
    const tooLarge = await send(url, big, 'application/json');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ errors: [{ code: 'PAYLOAD_TOO_LARGE' }] });
    for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x']) {
      const unsupported = await send(url, 'email=x', type);
      expect(unsupported.statusCode, type).toBe(415);
      expect(unsupported.json()).toMatchObject({ errors: [{ code: 'UNSUPPORTED_MEDIA_TYPE' }] });
    }
  });

  it('wrong types, missing and extra fields are 400 VALIDATION naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/login', { email: 42, password: 'x' }, 'email'],
      ['/api/login', { email: DEMO_TRADER.email }, 'password'],
      ['/api/login', { email: DEMO_TRADER.email, password: 'x', admin: true }, 'admin'],
      ['/api/login', { email: 'not-an-email', password: 'x' }, 'email'],
      ['/api/login', { email: 'tr\u00e4der@demo.desk', password: 'x' }, 'email'],
      ['/api/login', { email: DEMO_TRADER.email, password: 'x'.repeat(1025) }, 'password'],
      ['/api/verify_2fa', { email: DEMO_TRADER.email, otp_code: 123456 }, 'otp_code'],
      ['/api/verify_2fa', { email: DEMO_TRADER.email, otp_code: '12345' }, 'otp_code'],
      ['/api/verify_2fa', { email: DEMO_TRADER.email, otp_code: '１２３４５６' }, 'otp_code'],
      ['/uapi/v1/account/rename', { accountId: '1', subaccountId: 1, name: 'x' }, 'accountId'],
      // Numbers beyond double precision are written as raw JSON text.
      ['/uapi/v1/account/rename', '{"accountId":1e400,"subaccountId":1,"name":"x"}', 'accountId'],
      [
        '/uapi/v1/account/rename',
        '{"accountId":9007199254740993,"subaccountId":1,"name":"x"}',
        'accountId',
      ],
      ['/uapi/v1/account/rename', '{"accountId":-1e400,"subaccountId":1,"name":"x"}', 'accountId'],
      ['/uapi/v1/account/rename', { accountId: 1.5, subaccountId: 1, name: 'x' }, 'accountId'],
      ['/uapi/v1/account/rename', { accountId: 1, subaccountId: -3, name: 'x' }, 'subaccountId'],
      ['/uapi/v1/account/rename', { accountId: 1, subaccountId: 1, name: '' }, 'name'],
      ['/uapi/v1/account/rename', { accountId: 1, subaccountId: 1, name: ' padded ' }, 'name'],
      ['/uapi/v1/account/rename', { accountId: 1, subaccountId: 1, name: 'line\nbreak' }, 'name'],
      ['/uapi/v1/account/rename', { accountId: 1, subaccountId: 1, name: 'n'.repeat(65) }, 'name'],
      ['/uapi/v1/account/rename', { accountId: 1, subaccountId: 1, name: 'x', extra: [] }, 'extra'],
    ];
    for (const [url, body, field] of cases) {
      const payload = typeof body === 'string' ? body : JSON.stringify(body);
      const answer = await send(url, payload, 'application/json');
      expect(answer.statusCode, `${url} ${payload}`).toBe(400);
      const error = (answer.json() as { errors: { code: string; field?: string }[] }).errors[0];
      expect(error?.code).toBe('VALIDATION');
      expect(error?.field, payload).toBe(field);
    }
  });

  it('the body must be an object', async () => {
    for (const payload of ['[]', '"text"', '42', 'null', 'true', '']) {
      const answer = await send('/api/login', payload, 'application/json');
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json()).toMatchObject({ errors: [{ code: 'VALIDATION' }] });
    }
  });

  it('prototype pollution attempts are just unknown fields', async () => {
    const answer = await send(
      '/api/login',
      '{"__proto__":{"polluted":true},"email":"a@b.co","password":"x"}',
      'application/json',
    );
    expect(answer.statusCode).toBe(400);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('deep nesting and invalid UTF-8 are 400', async () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect((await send('/api/login', deep, 'application/json')).statusCode).toBe(400);
    const invalid = Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]);
    expect((await send('/api/login', invalid, 'application/json')).statusCode).toBe(400);
  });

  it('form-encoded bodies are parsed and validated like JSON; protobuf bytes are not an object', async () => {
    const form = await send(
      '/api/login',
      `email=${encodeURIComponent('nobody@demo.desk')}&password=wrong`,
      'application/x-www-form-urlencoded',
      '10.9.9.10',
    );
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ errors: [{ code: 'INVALID_CREDENTIALS' }] });
    const extra = await send(
      '/api/login',
      'email=a%40b.co&password=x&role=admin',
      'application/x-www-form-urlencoded',
    );
    expect(extra.json()).toMatchObject({ errors: [{ code: 'VALIDATION', field: 'role' }] });
    const proto = await send(
      '/api/login',
      Buffer.from([0x0a, 0x03, 0x61, 0x62, 0x63]),
      'application/x-protobuf',
    );
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toMatchObject({ errors: [{ code: 'VALIDATION' }] });
  });

  it('unicode names are accepted where text is free', async () => {
    const { optionsMap } = (
      await venue.app.inject({
        method: 'GET',
        url: '/uapi/v1/all_accounts',
        headers: bearer(token),
      })
    ).json() as {
      optionsMap: Record<
        string,
        { hedgeVenuesList: { accountId: number; subaccountId: number }[] }
      >;
    };
    const target = optionsMap['otc']?.hedgeVenuesList[0];
    const answer = await send(
      '/uapi/v1/account/rename',
      JSON.stringify({
        accountId: target?.accountId,
        subaccountId: target?.subaccountId,
        name: 'Zürich 取引 🚀',
      }),
      'application/json',
    );
    expect(answer.statusCode).toBe(200);
  });

  it.each(GET_ENDPOINTS)('%s: unknown query parameters are 400', async (url) => {
    const answer = await venue.app.inject({
      method: 'GET',
      url: `${url}?x=1`,
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(400);
    expectErrorList(answer.body);
  });

  it('unknown routes and methods are 404 with the errors list', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/uapi/v1/nope'],
      ['DELETE', '/api/login'],
      ['GET', '/api/login'],
    ] as const) {
      const answer = await venue.app.inject({ method, url, headers: csrfHeaders() });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json()).toMatchObject({ errors: [{ code: 'NOT_FOUND' }] });
    }
  });

  it('random bodies with random content types never produce a 5xx', async () => {
    const keys = fc.constantFrom(
      'email',
      'password',
      'otp_code',
      'accountId',
      'subaccountId',
      'name',
      '__proto__',
      'constructor',
      'x',
    );
    const body = fc.oneof(
      fc.json(),
      fc.string(),
      fc.dictionary(keys, fc.jsonValue()).map((value) => JSON.stringify(value)),
      fc
        .record({
          email: fc.oneof(fc.emailAddress(), fc.string(), fc.constant(DEMO_TRADER.email)),
          password: fc.oneof(fc.string(), fc.integer()),
        })
        .map((value) => JSON.stringify(value)),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POST_ENDPOINTS),
        body,
        fc.constantFrom(...CONTENT_TYPES),
        async (url, payload, type) => {
          const answer = await send(url, payload, type, '10.9.9.11');
          expect(answer.statusCode).toBeLessThan(500);
          if (answer.statusCode >= 400) expectErrorList(answer.body);
        },
      ),
      { numRuns: 250 },
    );
  });

  it('random query strings on GET endpoints never produce a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GET_ENDPOINTS),
        fc.string(),
        fc.string(),
        async (url, key, value) => {
          const query = new URLSearchParams({ [key]: value }).toString();
          const answer = await venue.app.inject({
            method: 'GET',
            url: `${url}?${query}`,
            headers: bearer(token),
          });
          expect(answer.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('R-SRV-8 error mapping', () => {
  it('maps an enum schema failure to UNKNOWN_ENUM with the field', () => {
    const error = Object.assign(new Error('body/side must be equal to one of the allowed values'), {
      validation: [
        { keyword: 'enum', instancePath: '/side', params: { allowedValues: ['BUY', 'SELL'] } },
      ],
    });
    expect(toApiError(error)?.body()).toEqual({
      errors: [{ code: 'UNKNOWN_ENUM', message: 'side must be one of: BUY, SELL', field: 'side' }],
    });
  });

  it('treats anything unknown as a server fault (null), never as client input', () => {
    expect(toApiError(new TypeError('boom'))).toBeNull();
  });
});
