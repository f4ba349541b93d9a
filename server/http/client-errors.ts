// Rejections that happen outside the routes keep the one errors shape (R-SECH-17): a request the
// HTTP parser refuses (malformed, headers too large, a body shorter than its Content-Length, a
// timeout), one that arrives while the server drains for shutdown, and a body in an encoding or
// charset the venue does not read. Fastify's own answers there are `{ error, message, statusCode }`.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, type ApiErrorBody } from './errors';

function clientErrorBody(code: string | undefined): { status: number; body: ApiErrorBody } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return {
      status: 408,
      body: {
        errors: [{ code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' }],
      },
    };
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      body: {
        errors: [{ code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' }],
      },
    };
  return {
    status: 400,
    body: { errors: [{ code: 'BAD_REQUEST', message: 'The request could not be understood' }] },
  };
}

/** Fastify's `clientErrorHandler`: the parser's refusals with the errors list. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorBody(error.code);
  const text = JSON.stringify(body);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  socket.destroy(error);
}

const IDENTITY = /^\s*(identity)?\s*$/i;
const UTF8 = /^"?utf-?8"?$/i;

/** The charset parameter of a Content-Type header, if any. */
function charsetOf(contentType: string): string | null {
  for (const part of contentType.split(';').slice(1)) {
    const [name, value] = part.split('=');
    if (name?.trim().toLowerCase() === 'charset') return (value ?? '').trim();
  }
  return null;
}

function refuseEncoding(request: FastifyRequest): void {
  const encoding = request.headers['content-encoding'];
  if (typeof encoding === 'string' && !IDENTITY.test(encoding))
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request body without a content encoding',
    );
  const type = request.headers['content-type'];
  const charset = typeof type === 'string' ? charsetOf(type) : null;
  if (charset !== null && !UTF8.test(charset))
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body in UTF-8');
}

/**
 * Hooks for the in-route part: a compressed or non-UTF-8 body answers 415, and calls that reach
 * a draining server answer 503 (instead of Fastify's return503OnClosing body).
 */
export function installRequestGate(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (closing) {
      reply.header('connection', 'close');
      throw new ApiError(503, 'SHUTTING_DOWN', 'The server is restarting. Please try again.');
    }
    refuseEncoding(request);
  });
}
