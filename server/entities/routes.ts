// Legal entities (docs/api.md): the IP check, the switch, and the OTC "current account"
// (the entity id, as User.customer.account_id). A switch moves the session to the entity.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/authenticate';
import { setSessionEntity } from '../auth/sessions';
import { loadUser } from '../auth/user-view';
import { ApiError } from '../http/errors';
import { closedObject, idSchema, noQuery } from '../http/schemas';
import { recordActivity } from '../security/activity';
import type { VenueServices } from '../services';
import { canonicalIp, ipAllowed } from './ip-allowlist';
import { ipAllowlistOf, userBelongsToEntity } from './store';

const forbidden = () => new ApiError(403, 'FORBIDDEN', 'You do not have access to this entity.');
const ipRefused = () =>
  new ApiError(403, 'IP_NOT_WHITELISTED', 'Your IP address is not allowed for this entity.');
const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

export function registerEntityRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now' | 'authenticate'>,
): void {
  const { db, now } = deps;
  const signedIn = { onRequest: deps.authenticate };

  async function allowlistOf(userId: number, entityId: number): Promise<string> {
    if (entityId > 2_147_483_647 || !(await userBelongsToEntity(db, userId, entityId)))
      throw forbidden();
    return ipAllowlistOf(db, entityId);
  }

  async function switchTo(request: FastifyRequest, entityId: number) {
    const auth = authOf(request);
    if (!ipAllowed(await allowlistOf(auth.userId, entityId), request.ip)) throw ipRefused();
    await setSessionEntity(db, auth.sessionId, entityId);
    await recordActivity(
      db,
      {
        userId: auth.userId,
        action: 'entity_switched',
        request,
        entityId,
        details: { from: String(auth.sessionEntityId) },
      },
      now(),
    );
    return (await loadUser(db, auth.userId, entityId)).view;
  }

  app.get<{ Params: { id: string } }>(
    '/v2/user/legal-entity/is_request_ip_whitelisted/:id',
    { ...signedIn, schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const auth = authOf(request);
      const allowlist = await allowlistOf(auth.userId, Number(request.params.id));
      return {
        success: true,
        whitelisted: ipAllowed(allowlist, request.ip),
        ip: canonicalIp(request.ip),
      };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v2/user/legal-entity/switch/:id',
    { ...signedIn, schema: { params: idParams } },
    async (request) => {
      const entityId = Number(request.params.id);
      const user = await switchTo(request, entityId);
      return { success: true, entity_id: entityId, user };
    },
  );

  app.post<{ Body: { account_id: number } }>(
    '/api/otc/accounts/set_current_account',
    { ...signedIn, schema: { body: closedObject({ account_id: idSchema }) } },
    async (request) => {
      const user = await switchTo(request, request.body.account_id);
      return { success: true, account_id: request.body.account_id, user };
    },
  );
}
