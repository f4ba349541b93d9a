// What the caller may do (docs/approvals.md "HTTP API"): their roles, granted actions and
// effective flags per subaccount (GET /uapi/v1/permissions), and the screens they may open
// (GET /v1/{channel}/ui_views, spec 7.1 UI_VIEWS).
import type { FastifyInstance } from 'fastify';
import { ACTIONS, uiViews } from '../../domain/permissions';
import { authOf } from '../auth/authenticate';
import { loadUser } from '../auth/user-view';
import { noQuery } from '../http/schemas';
import type { VenueServices } from '../services';
import { featureFlags } from '../settings/app-settings';
import { readableSubaccounts } from './policy';

const channelParams = {
  type: 'object',
  additionalProperties: false,
  required: ['channel'],
  properties: { channel: { type: 'string', pattern: '^[a-z][a-z0-9_-]{0,31}$' } },
} as const;

export function registerPolicyRoutes(app: FastifyInstance, deps: Pick<VenueServices, 'db'>): void {
  const { db } = deps;

  app.get(
    '/uapi/v1/permissions',
    { config: { access: { action: 'member' } }, schema: { querystring: noQuery } },
    async (request) => {
      const auth = authOf(request);
      const subaccounts = await readableSubaccounts(db, auth);
      return {
        user_id: auth.userId,
        entity_id: auth.entityId,
        roles: [...auth.roles],
        actions: ACTIONS.filter((action) => auth.granted.has(action)),
        subaccounts: subaccounts.map((sub) => ({
          accountId: sub.accountId,
          subaccountId: sub.id,
          ...sub.flags,
        })),
      };
    },
  );

  app.get<{ Params: { channel: string } }>(
    '/v1/:channel/ui_views',
    {
      config: { access: { action: 'member' } },
      schema: { params: channelParams, querystring: noQuery },
    },
    async (request) => {
      const auth = authOf(request);
      const { view } = await loadUser(db, auth.userId, auth.entityId);
      const flags = await featureFlags(db, view.root_customer_id);
      return { channel: request.params.channel, views: uiViews(auth.granted, flags) };
    },
  );
}
