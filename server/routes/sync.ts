// Periodic sync (spec 7.2), server time, health.
import { readFileSync } from 'node:fs';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { authOf } from '../auth/authenticate';
import type { Clock } from '../auth/clock';
import { loadUser } from '../auth/user-view';
import type { Database } from '../db/schema';
import { noQuery } from '../http/schemas';
import { GLOBAL_SCOPE, customerScope, featureFlags, readSetting } from './settings';

const PACKAGE_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

interface BlockingNotice {
  title: string;
  message: string;
}

function asBlockingNotice(value: unknown): BlockingNotice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title, message } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof message === 'string' ? { title, message } : null;
}

export function registerSyncRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; authenticate: onRequestAsyncHookHandler; now: Clock },
): void {
  const { db, authenticate, now } = deps;

  app.get(
    '/uapi/v1/periodic_sync',
    { onRequest: authenticate, schema: { querystring: noQuery } },
    async (request) => {
      const auth = authOf(request);
      const { view } = await loadUser(db, auth.userId, auth.entityId);
      const scope = customerScope(view.root_customer_id);
      const notice =
        asBlockingNotice(await readSetting(db, scope, 'blocking_notice')) ??
        asBlockingNotice(await readSetting(db, GLOBAL_SCOPE, 'blocking_notice'));
      if (notice) return { success: false, title: notice.title, message: notice.message };

      const [version, blocked, globalSettings, partialFills, ackOnStanding] = await Promise.all([
        readSetting(db, GLOBAL_SCOPE, 'frontend_version'),
        readSetting(db, scope, 'blocked_prefunded_tokens'),
        readSetting(db, GLOBAL_SCOPE, 'global_settings'),
        readSetting(db, GLOBAL_SCOPE, 'partial_fills_enabled'),
        readSetting(db, GLOBAL_SCOPE, 'ack_on_standing_orders_enabled'),
      ]);
      return {
        success: true,
        blocked_prefunded_tokens: Array.isArray(blocked)
          ? blocked.filter((t) => typeof t === 'string')
          : [],
        frontend_version: typeof version === 'string' ? version : PACKAGE_VERSION,
        enabled_properties: await featureFlags(db, view.root_customer_id),
        global_settings:
          typeof globalSettings === 'object' && globalSettings !== null ? globalSettings : {},
        partial_fills_enabled: typeof partialFills === 'boolean' ? partialFills : true,
        ack_on_standing_orders_enabled: typeof ackOnStanding === 'boolean' ? ackOnStanding : false,
      };
    },
  );

  app.get('/time/sync/milliseconds', { schema: { querystring: noQuery } }, async () => ({
    serverTime: now(),
  }));

  app.get('/healthz', { schema: { querystring: noQuery } }, async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(db);
      return { status: 'ok', db: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database down');
      return reply.status(503).send({ status: 'error', db: 'down' });
    }
  });
}
