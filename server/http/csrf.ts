// Double-submit CSRF with server-issued values bound to the session (R-SECH-7, R-SECH-16): a
// readable cookie `csrf_token` handed out on any response to a request that lacks a valid one,
// and an X-CSRF-TOKEN header that must equal it on every mutating call (login included).
//
// An anonymous value is `<nonce>.<mac>`; a session's value is `<nonce>.<tag>.<mac>`, the tag a
// keyed hash of the session's bearer token. The MAC covers nonce and tag under a server key, so a
// value the client (or an attacker who can plant cookies) picked is refused and replaced, and a
// value issued to one session is refused on another's signed-in calls. Sign-in, an entity switch
// and a re-authentication issue a fresh value. Anonymous calls (the sign-in steps) accept any
// issued value. See docs/api.md and docs/security.md.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/authenticate';
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
const TAG = /^[A-Za-z0-9_-]{22}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF value this client holds (from its cookie, or newly issued with this reply). */
    csrfToken: string;
  }
  interface FastifyReply {
    /**
     * Issues a new CSRF value with this reply (sign-in, entity switch, re-authentication),
     * bound to `sessionToken` (default: the request's bearer token; null: anonymous).
     */
    renewCsrf(sessionToken?: string | null): void;
  }
}

const hmac = (key: Buffer, text: string): string =>
  createHmac('sha256', key).update(text, 'utf8').digest('base64url');
const mac = (key: Buffer, nonce: string, tag: string | null): string =>
  hmac(key, tag === null ? `csrf|${nonce}` : `csrf|${nonce}|${tag}`);
/** The session's tag: keyed, so the readable cookie reveals nothing about the bearer token. */
const tagOf = (key: Buffer, sessionToken: string): string =>
  hmac(key, `csrf session|${sessionToken}`).slice(0, 22);

/**
 * The CSRF value for a nonce under a key, bound to a session's bearer token when one is given
 * (tests build fixed valid values with it).
 */
export function csrfTokenFrom(key: Buffer, nonce: string, sessionToken?: string | null): string {
  if (!NONCE.test(nonce)) throw new Error('CSRF nonce must be 16-128 base64url characters');
  if (sessionToken == null) return `${nonce}.${mac(key, nonce, null)}`;
  const tag = tagOf(key, sessionToken);
  return `${nonce}.${tag}.${mac(key, nonce, tag)}`;
}

interface IssuedValue {
  /** The session tag, null for an anonymous value. */
  readonly tag: string | null;
}

/** What the server issued as this value, or null when it did not issue it. */
function readIssued(key: Buffer, value: string): IssuedValue | null {
  if (value.length > 256) return null;
  const parts = value.split('.');
  const [nonce, middle, last] = parts;
  if (nonce === undefined || middle === undefined || !NONCE.test(nonce)) return null;
  if (parts.length === 2) return safeEqual(middle, mac(key, nonce, null)) ? { tag: null } : null;
  if (parts.length !== 3 || last === undefined || !TAG.test(middle)) return null;
  return safeEqual(last, mac(key, nonce, middle)) ? { tag: middle } : null;
}

/** Whether the server (holding `key`) issued this value, for any session or none. */
export function isIssuedCsrfToken(key: Buffer, value: string): boolean {
  return readIssued(key, value) !== null;
}

const csrfError = () =>
  new ApiError(403, 'CSRF', 'The request is missing a valid CSRF token. Please reload the page.');

export function installCsrf(app: FastifyInstance, key: Buffer): void {
  const newValue = (sessionToken: string | null): string =>
    csrfTokenFrom(key, randomBytes(24).toString('base64url'), sessionToken);
  const setCookie = (request: FastifyRequest, reply: FastifyReply, value: string): void => {
    request.csrfToken = value;
    reply.setCookie(csrfCookieName(request), value, {
      path: '/',
      sameSite: 'strict',
      httpOnly: false,
      secure: request.protocol === 'https',
    });
  };
  /** A value bound to another session, replaced once this request proved its own session. */
  const rebinding = new WeakMap<FastifyRequest, string>();

  app.decorateRequest('csrfToken', '');
  app.decorateReply('renewCsrf', function (this: FastifyReply, sessionToken?: string | null) {
    rebinding.delete(this.request);
    const token = sessionToken === undefined ? bearerToken(this.request) : sessionToken;
    setCookie(this.request, this, newValue(token));
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[csrfCookieName(request)];
    const issued = typeof cookie === 'string' ? readIssued(key, cookie) : null;
    const sessionToken = bearerToken(request);
    const ownTag = sessionToken === null ? null : tagOf(key, sessionToken);
    const bound = issued !== null && (ownTag === null || issued.tag === ownTag);
    if (issued !== null && typeof cookie === 'string') request.csrfToken = cookie;
    if (issued === null) setCookie(request, reply, newValue(sessionToken));
    else if (!bound) {
      request.csrfToken = newValue(sessionToken);
      rebinding.set(request, request.csrfToken);
    }
    if (!MUTATING.has(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    if (!bound || typeof header !== 'string' || !safeEqual(header, cookie ?? '')) throw csrfError();
  });
  // A value of another session (a stale tab, a planted cookie) is replaced only on a successful
  // answer, so a call with a revoked token cannot re-bind the browser's value to it.
  app.addHook('onSend', async (request, reply, payload) => {
    const value = rebinding.get(request);
    if (value !== undefined && reply.statusCode < 400) setCookie(request, reply, value);
    return payload;
  });
}
