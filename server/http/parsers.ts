// The content types the venue accepts. Anything else answers 415 (text/plain included).
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export function installBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();

  // JSON with our own error code; an empty body counts as no body (e.g. logout).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const raw = typeof text === 'string' ? text : text.toString('utf8');
    if (raw.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(raw));
    } catch {
      // Includes RangeError from absurd nesting: still the client's fault, never a 500.
      done(new ApiError(400, 'MALFORMED_JSON', 'The request body is not valid JSON'), undefined);
    }
  });

  // Form bodies become a flat object of strings (the last value wins for a repeated key).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, text, done) => {
      const raw = typeof text === 'string' ? text : text.toString('utf8');
      const body: Record<string, string> = Object.create(null) as Record<string, string>;
      for (const [key, value] of new URLSearchParams(raw)) body[key] = value;
      done(null, { ...body });
    },
  );

  // Binary protobuf messages stay a Buffer; the route decodes them.
  app.addContentTypeParser(
    'application/x-protobuf',
    { parseAs: 'buffer' },
    (_request, bytes, done) => {
      done(null, bytes);
    },
  );
}
