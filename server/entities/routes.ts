// Legal entities (docs/api.md): the IP check, the switch, and the OTC "current account"
// (the entity id, as User.customer.account_id). A switch moves the session to the entity.
// Each call names its entity; the authorization policy checks membership and the entity's IP
// allowlist on it (spec 6: the switch checks the IP first), so a session on an entity the
// address may no longer act for can still leave it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/authenticate';
import { setSessionEntity } from '../auth/sessions';
import { loadUser } from '../auth/user-view';
import { closedObject, idSchema, noQuery, ID_PATTERN } from '../http/schemas';
import type { EntityAccess } from '../policy/access';
import { recordActivity } from '../security/activity';
import type { VenueServices } from '../services';
import { canonicalIp } from './ip-allowlist';

const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: ID_PATTERN } },
} as const;

export function registerEntityRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now'>,
): void {
  const { db, now } = deps;
  /** Membership of the named entity; its allowlist refuses (403 IP_NOT_WHITELISTED). */
  const switches = (from: 'params' | 'body', field: string): EntityAccess => ({
    action: 'member',
    entity: { from, field },
  });
  /** Membership only: the allowlist's answer is reported, not enforced. */
  const checks: EntityAccess = {
    action: 'member',
    entity: { from: 'params', field: 'id', ip: 'report' },
  };

  async function switchTo(request: FastifyRequest) {
    const auth = authOf(request);
    const entityId = auth.entityId;
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
    { config: { access: checks }, schema: { params: idParams, querystring: noQuery } },
    async (request) => ({
      success: true,
      whitelisted: authOf(request).ipAllowed,
      ip: canonicalIp(request.ip),
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/v2/user/legal-entity/switch/:id',
    { config: { access: switches('params', 'id') }, schema: { params: idParams } },
    async (request, reply) => {
      const entityId = Number(request.params.id);
      const user = await switchTo(request);
      // Other roles and limits from here on: a fresh CSRF value too (R-SECH-7).
      reply.renewCsrf();
      return { success: true, entity_id: entityId, user };
    },
  );

  app.post<{ Body: { account_id: number } }>(
    '/api/otc/accounts/set_current_account',
    {
      config: { access: switches('body', 'account_id') },
      schema: { body: closedObject({ account_id: idSchema }) },
    },
    async (request) => {
      const user = await switchTo(request);
      return { success: true, account_id: request.body.account_id, user };
    },
  );
}
