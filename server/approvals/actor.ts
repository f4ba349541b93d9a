// Who acts in a signed-in request: the user, the entity the request acts for (X-Entity-Id, else
// the session's) and the socket address, as the engine and the audit log take them.
import type { FastifyRequest } from 'fastify';
import { authOf } from '../auth/authenticate';
import type { Actor } from './definitions';

export const actorOf = (request: FastifyRequest): Actor => {
  const auth = authOf(request);
  return { userId: auth.userId, entityId: auth.entityId, ip: request.ip };
};
