// Issue 21, second pass: every rejection made outside the routes — by the HTTP parser, the body
// parsers or the content checks — answers with the structured errors list (R-SECH-17).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestVenue, TEST_CSRF, type TestVenue } from '../testing/test-app';

/** One raw HTTP exchange; the answer's status line and body. */
function exchange(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let out = '';
    socket.on('data', (chunk) => (out += chunk.toString()));
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(out)?.[1] ?? 0);
      resolve({ status, body: out.slice(out.indexOf('\r\n\r\n') + 4) });
    });
    socket.on('error', reject);
    socket.write(text);
  });
}

describe('issue 21 framework-level rejections', () => {
  let venue: TestVenue;
  let port = 0;
  beforeAll(async () => {
    venue = await createTestVenue('pglite');
    await venue.app.listen({ port: 0, host: '127.0.0.1' });
    port = (venue.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => venue?.dispose());

  const csrf = `Cookie: csrf_token=${TEST_CSRF}\r\nX-CSRF-TOKEN: ${TEST_CSRF}\r\n`;
  const post = (headers: string, body: string) =>
    `POST /api/login HTTP/1.1\r\nHost: localhost\r\n${csrf}${headers}` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
  const big = `{"email":"${'x'.repeat(1024 * 1024)}"}`;

  const cases: [string, string, number, string][] = [
    [
      'a body over 1 MiB',
      post('Content-Type: application/json\r\n', big),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a chunked body over 1 MiB',
      `POST /api/login HTTP/1.1\r\nHost: localhost\r\n${csrf}Content-Type: application/json\r\n` +
        `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n` +
        `${Buffer.byteLength(big).toString(16)}\r\n${big}\r\n0\r\n\r\n`,
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a form body over 1 MiB',
      post('Content-Type: application/x-www-form-urlencoded\r\n', `a=${'x'.repeat(1024 * 1024)}`),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    ['bad JSON', post('Content-Type: application/json\r\n', '{"a":'), 400, 'MALFORMED_JSON'],
    [
      'too deep JSON',
      post('Content-Type: application/json\r\n', '['.repeat(100)),
      400,
      'BODY_TOO_DEEP',
    ],
    [
      'a wrong content type',
      post('Content-Type: text/plain\r\n', '{}'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['no content type', post('', '{}'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a compressed body',
      post('Content-Type: application/json\r\nContent-Encoding: gzip\r\n', '{}'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a non-UTF-8 charset',
      post('Content-Type: application/json; charset=utf-16\r\n', '{}'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400, 'BAD_REQUEST'],
    ['an unknown method token', 'FO O / HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'BAD_REQUEST'],
    [
      'headers over the limit',
      `GET /api/csrf HTTP/1.1\r\nHost: x\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'HEADERS_TOO_LARGE',
    ],
    [
      'conflicting Content-Length headers',
      `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
      400,
      'BAD_REQUEST',
    ],
  ];

  it.each(cases)(
    'R-SECH-17: %s answers with the errors list',
    async (_name, text, status, code) => {
      const answer = await exchange(port, text);
      expect(answer.status).toBe(status);
      const body = JSON.parse(answer.body) as unknown;
      expect(body).toEqual({
        errors: [expect.objectContaining({ code, message: expect.any(String) })],
      });
    },
  );
});
