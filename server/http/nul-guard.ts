// PostgreSQL text cannot hold U+0000: a NUL that reaches a query fails it (a 500). Every route
// refuses one in any string of its path, query or body — names included — with 400
// VALIDATION naming the field, before its own validation runs (found by the route fuzzer,
// R-SECH-26).
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/** The dotted path of the first string (or key) holding a NUL, '' for the value itself. */
export function nulField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  // Bodies are at most 32 levels deep (R-SECH-4), so the recursion is bounded.
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulField(inner, at);
    if (found !== null) return found;
  }
  return null;
}

export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulField(part);
      if (field !== null)
        throw new ApiError(
          400,
          'VALIDATION',
          `${field || 'body'} must not contain a NUL character`,
          field || undefined,
        );
    }
  });
}
