// The signed-in caller of a request, as the authorization policy (server/policy/) resolved it:
// the session, the entity the call acts for and what the user's roles grant. Handlers read it
// with authOf; routes never authenticate by hand.
import type { FastifyRequest } from 'fastify';
import type { Action, Role } from '../../domain/permissions';
import { ApiError } from '../http/errors';

export interface AuthContext {
  readonly sessionId: number;
  readonly userId: number;
  /** The session's current entity. */
  readonly sessionEntityId: number;
  /**
   * The entity this request acts for: the one the route names (the switch's target, options'
   * customer_id), else X-Entity-Id when sent, else the session's.
   */
  readonly entityId: number;
  readonly roles: readonly Role[];
  /** What the user's roles grant (the role × action matrix). */
  readonly granted: ReadonlySet<Action>;
  /** Whether the request's address is allowed by the acting entity's IP allowlist. */
  readonly ipAllowed: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const sessionExpired = (): ApiError =>
  new ApiError(401, 'SESSION_EXPIRED', 'Your session has expired. Please sign in again.');

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' ? (BEARER.exec(header.trim())?.[1] ?? null) : null;
}

/** For handlers of signed-in routes: the policy set the context before the handler runs. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw sessionExpired();
  return request.auth;
}
