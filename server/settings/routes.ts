// The periodic sync (spec 7.2): the settings every tab polls (blocking notice, frontend
// version, flags, order-flow switches), and the server time the tabs align their clocks to.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { loadUser } from '../auth/user-view';
import { noQuery } from '../http/schemas';
import type { VenueServices } from '../services';
import {
  GLOBAL_SCOPE,
  customerScope,
  featureFlags,
  orderFlowSettings,
  readSetting,
} from './app-settings';

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
  deps: Pick<VenueServices, 'db' | 'now'>,
): void {
  const { db, now } = deps;

  app.get(
    '/uapi/v1/periodic_sync',
    { config: { access: { action: 'member' } }, schema: { querystring: noQuery } },
    async (request) => {
      const auth = authOf(request);
      const { view } = await loadUser(db, auth.userId, auth.entityId);
      const scope = customerScope(view.root_customer_id);
      const notice =
        asBlockingNotice(await readSetting(db, scope, 'blocking_notice')) ??
        asBlockingNotice(await readSetting(db, GLOBAL_SCOPE, 'blocking_notice'));
      if (notice) return { success: false, title: notice.title, message: notice.message };

      const [version, blocked, globalSettings, flow] = await Promise.all([
        readSetting(db, GLOBAL_SCOPE, 'frontend_version'),
        readSetting(db, scope, 'blocked_prefunded_tokens'),
        readSetting(db, GLOBAL_SCOPE, 'global_settings'),
        orderFlowSettings(db),
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
        partial_fills_enabled: flow.partialFillsEnabled,
        ack_on_standing_orders_enabled: flow.ackOnStandingOrdersEnabled,
      };
    },
  );

  app.get(
    '/time/sync/milliseconds',
    { config: { access: 'public' }, schema: { querystring: noQuery } },
    async () => ({
      serverTime: now(),
    }),
  );
}
