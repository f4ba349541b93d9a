// Route hook that resolves the bearer token to a session and the X-Entity-Id header to an
// entity the user belongs to. Routes that need a signed-in user add it as onRequest.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { userBelongsToEntity } from '../entities/store';
import { ApiError } from '../http/errors';
import { pendingInstruction } from '../security/instructions';
import type { Clock } from './clock';
import { openWhileRestricted, SetupRequiredError } from './restriction';
import { findSession } from './sessions';

export interface AuthContext {
  readonly sessionId: number;
  readonly userId: number;
  /** The session's current entity. */
  readonly sessionEntityId: number;
  /** The entity this request acts for: X-Entity-Id when sent, else the session's. */
  readonly entityId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const sessionExpired = (): ApiError =>
  new ApiError(401, 'SESSION_EXPIRED', 'Your session has expired. Please sign in again.');
const forbiddenEntity = (): ApiError =>
  new ApiError(403, 'FORBIDDEN', 'You do not have access to this entity.', 'X-Entity-Id');

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;
const ENTITY_ID = /^[1-9][0-9]{0,9}$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' ? (BEARER.exec(header.trim())?.[1] ?? null) : null;
}

export function createAuthenticate(db: Kysely<Database>, now: Clock): onRequestAsyncHookHandler {
  return async function authenticate(request) {
    const token = bearerToken(request);
    const session = token ? await findSession(db, token, now()) : null;
    if (!session) throw sessionExpired();

    let entityId = session.entityId;
    const header = request.headers['x-entity-id'];
    if (header !== undefined && header !== '') {
      const raw = Array.isArray(header) ? header[0] : header;
      if (raw === undefined || !ENTITY_ID.test(raw)) throw forbiddenEntity();
      entityId = Number(raw);
      if (entityId > 2_147_483_647 || !(await userBelongsToEntity(db, session.userId, entityId)))
        throw forbiddenEntity();
    }
    // A forced step pending (onboarding, authenticator, password): only its calls are open.
    if (!openWhileRestricted(request.routeOptions.url)) {
      const instruction = await pendingInstruction(db, session.userId, now());
      if (instruction) throw new SetupRequiredError(instruction);
    }
    request.auth = {
      sessionId: session.sessionId,
      userId: session.userId,
      sessionEntityId: session.entityId,
      entityId,
    };
  };
}

/** For handlers behind createAuthenticate: the context is always set there. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw sessionExpired();
  return request.auth;
}
