// Double-submit CSRF with server-issued values (R-SECH-7): a readable cookie `csrf_token`
// handed out on any response to a request that lacks a valid one, and an X-CSRF-TOKEN header
// that must equal it on every mutating call (login included). A value is `<nonce>.<mac>`, the
// MAC an HMAC of the nonce under a server key, so a value the client (or an attacker who can
// plant cookies) picked is refused and replaced. Sign-in issues a fresh value. See docs/api.md
// and docs/security.md.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from '../auth/tokens';
import { ApiError } from './errors';

export const CSRF_COOKIE = 'csrf_token';
/** The name over HTTPS (ASVS 3.3.3): host-only, Path=/, Secure (R-SECH-15). */
export const CSRF_COOKIE_HTTPS = `__Host-${CSRF_COOKIE}`;
/** The cookie name for this request's scheme (behind a proxy: TRUST_PROXY makes it https). */
export const csrfCookieName = (request: FastifyRequest): string =>
  request.protocol === 'https' ? CSRF_COOKIE_HTTPS : CSRF_COOKIE;
export const CSRF_HEADER = 'x-csrf-token';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NONCE = /^[A-Za-z0-9_-]{16,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF value this client holds (from its cookie, or newly issued with this reply). */
    csrfToken: string;
  }
  interface FastifyReply {
    /** Issues a new CSRF value with this reply (sign-in, entity switch). */
    renewCsrf(): void;
  }
}

const mac = (key: Buffer, nonce: string): string =>
  createHmac('sha256', key).update(`csrf|${nonce}`, 'utf8').digest('base64url');

/** The CSRF value for a nonce under a key (tests build a fixed valid value with it). */
export function csrfTokenFrom(key: Buffer, nonce: string): string {
  if (!NONCE.test(nonce)) throw new Error('CSRF nonce must be 16-128 base64url characters');
  return `${nonce}.${mac(key, nonce)}`;
}

/** Whether the server (holding `key`) issued this value. */
export function isIssuedCsrfToken(key: Buffer, value: string): boolean {
  if (value.length > 256) return false;
  const dot = value.indexOf('.');
  if (dot < 0) return false;
  const nonce = value.slice(0, dot);
  return NONCE.test(nonce) && safeEqual(value.slice(dot + 1), mac(key, nonce));
}

const csrfError = () =>
  new ApiError(403, 'CSRF', 'The request is missing a valid CSRF token. Please reload the page.');

export function installCsrf(app: FastifyInstance, key: Buffer): void {
  const issue = (request: FastifyRequest, reply: FastifyReply): void => {
    request.csrfToken = csrfTokenFrom(key, randomBytes(24).toString('base64url'));
    reply.setCookie(csrfCookieName(request), request.csrfToken, {
      path: '/',
      sameSite: 'strict',
      httpOnly: false,
      secure: request.protocol === 'https',
    });
  };
  app.decorateRequest('csrfToken', '');
  app.decorateReply('renewCsrf', function (this: FastifyReply) {
    issue(this.request, this);
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[csrfCookieName(request)];
    const present = typeof cookie === 'string' && isIssuedCsrfToken(key, cookie);
    if (present) request.csrfToken = cookie;
    else issue(request, reply);
    if (!MUTATING.has(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    if (!present || typeof header !== 'string' || !safeEqual(header, request.csrfToken))
      throw csrfError();
  });
}
