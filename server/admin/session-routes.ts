// Admin → Users → "Sign out everyone" (ASVS 7.4.5, R-SECH-22): an administrator ends every live
// session of every member of the acting entity, their own optionally kept, and the ended
// sessions' stream sockets close at once.
//
// A direct action, not a maker-checker request: it changes nobody's permissions (everyone may
// sign in again at once, through their factors), and an administrator answering an incident
// (a leaked laptop, a phished colleague) must not wait for a second approver. It needs
// `Manage Users` and a sign-in or re-authentication within the last 10 minutes (R-SECH-19's
// window), and is audited with the count it ended.
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../approvals/actor';
import { access } from '../approvals/access';
import { authOf } from '../auth/authenticate';
import { assertRecentAuthentication } from '../auth/session-list';
import { revokeEntitySessions } from '../auth/sessions';
import { closedObject } from '../http/schemas';
import type { VenueServices } from '../services';

export const SIGN_OUT_EVERYONE_PATH = '/uapi/v1/admin/sessions/revoke_all';

export function registerAdminSessionRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now' | 'sessions' | 'audit'>,
): void {
  const { db, now } = deps;
  app.post<{ Body: { keep_own: boolean } }>(
    SIGN_OUT_EVERYONE_PATH,
    {
      config: access({ action: 'Manage Users' }),
      schema: { body: closedObject({ keep_own: { type: 'boolean' } }) },
    },
    async (request) => {
      const auth = authOf(request);
      await assertRecentAuthentication(db, auth.sessionId, now());
      const actor = actorOf(request);
      const keep = request.body.keep_own ? auth.sessionId : null;
      const ended = await revokeEntitySessions(db, actor.entityId, now(), keep);
      deps.sessions.revoked(ended.sessionIds);
      await deps.audit.record({
        userId: actor.userId,
        entityId: actor.entityId,
        ip: actor.ip,
        action: 'sessions_revoked_all',
        target: `entity:${actor.entityId}`,
        after: {
          sessions: ended.sessionIds.length,
          users: ended.userIds.length,
          kept_own: request.body.keep_own,
        },
        outcome: 'success',
      });
      return {
        success: true,
        sessions: ended.sessionIds.length,
        users: ended.userIds.length,
        current: keep === null,
      };
    },
  );
}
