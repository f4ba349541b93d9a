// Double-submit CSRF with server-issued values bound to the session (R-SECH-7, R-SECH-16): a
// readable cookie `csrf_token` handed out on any response to a request that lacks a valid one,
// and an X-CSRF-TOKEN header that must equal it on every mutating call (login included).
//
// An anonymous value is `<nonce>.<mac>`; a session's value is `<nonce>.<tag>.<mac>`, the tag a
// keyed hash of the session's bearer token and its CSRF generation. The MAC covers nonce and tag
// under a server key, so a value the client (or an attacker who can plant cookies) picked is
// refused and replaced, and a value issued to one session is refused on another's signed-in
// calls. Sign-in, an entity switch and a re-authentication issue a fresh value. Anonymous calls
// (the sign-in steps) accept any issued value.
//
// Privilege change (R-SECH-23): a change of a user's privileges marks their sessions
// (csrf-sessions.ts). The session's next signed-in call, whatever it is, moves the session to the
// next generation and answers with the new value in its Set-Cookie; that call itself is accepted
// with the old value (the client could not know the new one). The old value stays acceptable for
// PREVIOUS_VALUE_GRACE_MS after that answer, for the calls already in flight, then is refused
// (403 CSRF). See docs/api.md and docs/security.md.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { bearerToken } from '../auth/authenticate';
import { MINUTE_MS, type Clock } from '../auth/clock';
import { advanceCsrfGeneration, csrfStateOf, type CsrfSessionState } from '../auth/csrf-sessions';
import { safeEqual } from '../auth/tokens';
import type { Database } from '../db/schema';
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
/** How long the value before a privilege-change rotation still passes (calls in flight). */
export const PREVIOUS_VALUE_GRACE_MS = MINUTE_MS;
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
/**
 * The session's tag: keyed, so the readable cookie reveals nothing about the bearer token. The
 * generation (0 from sign-in) counts the privilege-change rotations.
 */
const tagOf = (key: Buffer, sessionToken: string, generation: number): string =>
  hmac(
    key,
    generation === 0
      ? `csrf session|${sessionToken}`
      : `csrf session|${sessionToken}|${generation}`,
  ).slice(0, 22);

/**
 * The CSRF value for a nonce under a key, bound to a session's bearer token (and generation,
 * default 0) when one is given (tests build fixed valid values with it).
 */
export function csrfTokenFrom(
  key: Buffer,
  nonce: string,
  sessionToken?: string | null,
  generation = 0,
): string {
  if (!NONCE.test(nonce)) throw new Error('CSRF nonce must be 16-128 base64url characters');
  if (sessionToken == null) return `${nonce}.${mac(key, nonce, null)}`;
  const tag = tagOf(key, sessionToken, generation);
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

/** The session store the check reads generations from (absent: every session at 0). */
export interface CsrfSessions {
  readonly db: Kysely<Database>;
  readonly now: Clock;
}

/** The tags a signed-in call's values may carry. */
interface SessionTags {
  readonly generation: number;
  readonly current: string;
  /** The previous generation's tag while it is still accepted. */
  readonly previous: string | null;
}

async function sessionTags(
  key: Buffer,
  token: string,
  store: CsrfSessions | undefined,
): Promise<SessionTags> {
  const at = store?.now() ?? 0;
  let state: CsrfSessionState | null = store ? await csrfStateOf(store.db, token, at) : null;
  // A privilege change since the value was issued: this call hands out the next one.
  for (let attempt = 0; store && state?.rotate === true && attempt < 2; attempt += 1) {
    if (await advanceCsrfGeneration(store.db, state, at + PREVIOUS_VALUE_GRACE_MS)) {
      state = {
        ...state,
        generation: state.generation + 1,
        rotate: false,
        previousUntil: at + PREVIOUS_VALUE_GRACE_MS,
      };
    } else {
      // Another call of the session moved it first: read where it is now.
      state = await csrfStateOf(store.db, token, at);
    }
  }
  const generation = state?.generation ?? 0;
  const previousOpen =
    state !== null && generation > 0 && state.previousUntil !== null && state.previousUntil > at;
  return {
    generation,
    current: tagOf(key, token, generation),
    previous: previousOpen ? tagOf(key, token, generation - 1) : null,
  };
}

export function installCsrf(app: FastifyInstance, key: Buffer, store?: CsrfSessions): void {
  const newValue = (sessionToken: string | null, generation = 0): string =>
    csrfTokenFrom(key, randomBytes(24).toString('base64url'), sessionToken, generation);
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
  /** The CSRF generation of the request's own session. */
  const generations = new WeakMap<FastifyRequest, number>();

  app.decorateRequest('csrfToken', '');
  app.decorateReply('renewCsrf', function (this: FastifyReply, sessionToken?: string | null) {
    rebinding.delete(this.request);
    const own = sessionToken === undefined;
    const token = own ? bearerToken(this.request) : sessionToken;
    const generation = own ? (generations.get(this.request) ?? 0) : 0;
    setCookie(this.request, this, newValue(token, generation));
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[csrfCookieName(request)];
    const issued = typeof cookie === 'string' ? readIssued(key, cookie) : null;
    const sessionToken = bearerToken(request);
    const tags = sessionToken === null ? null : await sessionTags(key, sessionToken, store);
    if (tags !== null) generations.set(request, tags.generation);
    /** Whether an issued value may pass on this call. */
    const accepted = (value: IssuedValue | null): boolean =>
      value !== null &&
      (tags === null ||
        value.tag === tags.current ||
        (value.tag !== null && value.tag === tags.previous));
    const bound = accepted(issued);
    if (issued !== null && typeof cookie === 'string') request.csrfToken = cookie;
    if (issued === null) setCookie(request, reply, newValue(sessionToken, tags?.generation));
    else if (!bound) {
      request.csrfToken = newValue(sessionToken, tags?.generation);
      rebinding.set(request, request.csrfToken);
    } else if (tags !== null && issued.tag !== tags.current) {
      // The value before a rotation (this call's, or one still in its grace): the new one now.
      setCookie(request, reply, newValue(sessionToken, tags.generation));
    }
    if (!MUTATING.has(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    if (!bound || typeof header !== 'string') throw csrfError();
    if (safeEqual(header, cookie ?? '')) return;
    // While the previous value is in its grace, a call built before the new cookie arrived may
    // carry the old value in its header and the new one in its cookie: both this session's.
    if (tags?.previous == null || !accepted(readIssued(key, header))) throw csrfError();
  });
  // A value of another session (a stale tab, a planted cookie) is replaced only on a successful
  // answer, so a call with a revoked token cannot re-bind the browser's value to it.
  app.addHook('onSend', async (request, reply, payload) => {
    const value = rebinding.get(request);
    if (value !== undefined && reply.statusCode < 400) setCookie(request, reply, value);
    return payload;
  });
}
