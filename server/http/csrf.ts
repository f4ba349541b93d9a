// Double-submit CSRF: a readable cookie `csrf_token` handed out on any response to a
// request that lacks it, and an X-CSRF-TOKEN header that must equal it on every
// mutating call (login included). See docs/api.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newOpaqueToken, safeEqual } from '../auth/tokens';
import { ApiError } from './errors';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF value this client holds (from its cookie, or newly issued with this reply). */
    csrfToken: string;
  }
}

const csrfError = () =>
  new ApiError(403, 'CSRF', 'The request is missing a valid CSRF token. Please reload the page.');

export function installCsrf(app: FastifyInstance): void {
  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    const present = typeof cookie === 'string' && cookie.length >= 16 && cookie.length <= 256;
    if (present) {
      request.csrfToken = cookie;
    } else {
      request.csrfToken = newOpaqueToken();
      reply.setCookie(CSRF_COOKIE, request.csrfToken, {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: request.protocol === 'https',
      });
    }
    if (!MUTATING.has(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    if (!present || typeof header !== 'string' || !safeEqual(header, request.csrfToken))
      throw csrfError();
  });
}
