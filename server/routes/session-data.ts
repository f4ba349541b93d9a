// Who is signed in and what they may see: current_user, user_config, legal-entities.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { authOf } from '../auth/authenticate';
import { loadUser } from '../auth/user-view';
import type { Database } from '../db/schema';
import { noQuery } from '../http/schemas';
import { featureFlags } from './settings';

export function registerSessionDataRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; authenticate: onRequestAsyncHookHandler },
): void {
  const { db, authenticate } = deps;
  const options = { onRequest: authenticate, schema: { querystring: noQuery } };

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

  app.get('/v2/user/legal-entities', options, async (request) => {
    const auth = authOf(request);
    const rows = await db
      .selectFrom('user_entities')
      .innerJoin('customers', 'customers.id', 'user_entities.entity_id')
      .select(['customers.id', 'customers.name'])
      .where('user_entities.user_id', '=', auth.userId)
      .orderBy('customers.name')
      .execute();
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
