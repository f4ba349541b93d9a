// Who is signed in and what they may see: current_user, user_config, legal-entities.
import type { FastifyInstance } from 'fastify';
import { entitiesOfUser } from '../entities/store';
import { noQuery } from '../http/schemas';
import type { VenueServices } from '../services';
import { featureFlags } from '../settings/app-settings';
import { authOf } from './authenticate';
import { loadUser } from './user-view';

export function registerSessionDataRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db'>,
): void {
  const { db } = deps;
  // The user as seen from the acting entity (its customer, flags): any member of it.
  const options = {
    config: { access: { action: 'member' } },
    schema: { querystring: noQuery },
  } as const;

  app.get('/api/user/current_user', options, async (request) => {
    const auth = authOf(request);
    return (await loadUser(db, auth.userId, auth.entityId)).view;
  });

  app.get('/api/user_config', options, async (request) => {
    const auth = authOf(request);
    const user = await loadUser(db, auth.userId, auth.entityId);
    return {
      feature_flags: await featureFlags(db, user.view.root_customer_id),
      roles: user.roles,
      preferences: {
        hide_small_balances: user.preferences.hide_small_balances ?? false,
        hide_zero_balances: user.preferences.hide_zero_balances ?? false,
      },
    };
  });

  // The user's own entities (a session on a refused entity can still see them and leave).
  const userOptions = {
    config: { access: { scope: 'user' } },
    schema: { querystring: noQuery },
  } as const;
  app.get('/v2/user/legal-entities', userOptions, async (request) => {
    const auth = authOf(request);
    const rows = await entitiesOfUser(db, auth.userId);
    return {
      entities: rows.map((row) => ({
        id: row.id,
        name: row.name,
        is_current: row.id === auth.sessionEntityId,
      })),
      current_entity_id: auth.sessionEntityId,
    };
  });
}
