// The content types the venue accepts. Anything else answers 415 (text/plain included).
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Deepest nesting of objects and arrays a JSON body may have (R-SECH-4). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests objects/arrays deeper than `limit`, by one scan of the raw text
 * (brackets inside strings do not count). Checked before parsing, so a hostile body never
 * reaches a recursive walker (validation, JSON.stringify) that could overflow the stack.
 */
export function jsonTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth -= 1;
  }
  return false;
}

export function installBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();

  // JSON with our own error code; an empty body counts as no body (e.g. logout).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const raw = typeof text === 'string' ? text : text.toString('utf8');
    if (raw.trim() === '') return done(null, undefined);
    if (jsonTooDeep(raw))
      return done(
        new ApiError(
          400,
          'BODY_TOO_DEEP',
          `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
        ),
        undefined,
      );
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
