// The user's sessions (R-SECH-20): the list with where and when each was opened and last used,
// "sign out this session" and "sign out all other sessions"; and re-authentication (R-SECH-19),
// which registering a security key or changing the authenticator asks for when the session's
// last proof of the password is over REAUTH_WINDOW_MS old.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { MAX_PASSWORD_LENGTH } from '../auth/passwords';
import { listUserSessions, markReauthenticated, revokeOwnSession } from '../auth/session-list';
import { revokeUserSessions } from '../auth/sessions';
import { assertNotThrottled, clearFailures, ipKey, pairKey, recordFailure } from '../auth/throttle';
import { ApiError, notFound } from '../http/errors';
import { closedObject, idSchema, noQuery } from '../http/schemas';
import { USER_ACCESS } from '../policy/access';
import type { VenueServices } from '../services';
import { recordActivity } from './activity';
import { passwordUserOf } from './password-store';

export const WRONG_PASSWORD_TEXT = 'The password is not correct.';

export function registerSessionListRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now' | 'passwords' | 'sessions'>,
): void {
  const { db, now, passwords } = deps;
  // The user's own sessions: they act for no entity.
  const signedIn = { config: USER_ACCESS };

  app.get(
    '/api/user/sessions',
    { ...signedIn, schema: { querystring: noQuery } },
    async (request) => {
      const auth = authOf(request);
      return { sessions: await listUserSessions(db, auth.userId, auth.sessionId, now()) };
    },
  );

  app.post<{ Body: { session_id: number } }>(
    '/api/user/sessions/revoke',
    { ...signedIn, schema: { body: closedObject({ session_id: idSchema }) } },
    async (request) => {
      const auth = authOf(request);
      const id = request.body.session_id;
      if (!(await revokeOwnSession(db, auth.userId, id, now()))) throw notFound();
      deps.sessions.revoked([id]);
      await recordActivity(
        db,
        { userId: auth.userId, action: 'session_revoked', request, details: { id: String(id) } },
        now(),
      );
      return { success: true, current: id === auth.sessionId };
    },
  );

  app.post('/api/user/sessions/revoke_others', signedIn, async (request) => {
    const auth = authOf(request);
    const ids = await revokeUserSessions(db, auth.userId, now(), auth.sessionId);
    deps.sessions.revoked(ids);
    await recordActivity(
      db,
      {
        userId: auth.userId,
        action: 'other_sessions_revoked',
        request,
        details: { count: String(ids.length) },
      },
      now(),
    );
    return { success: true, revoked: ids.length };
  });

  app.post<{ Body: { password: string } }>(
    '/api/user/reauthenticate',
    {
      ...signedIn,
      schema: {
        body: closedObject({
          password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH },
        }),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const user = await passwordUserOf(db, auth.userId);
      // The sign-in throttles: a stolen session cannot guess the password faster than sign-in.
      const keys = [pairKey(user.email, request.ip), ipKey(request.ip)];
      await assertNotThrottled(db, keys, now());
      if (!(await passwords.verify(request.body.password, user.password_hash))) {
        await recordFailure(db, keys, now());
        await recordActivity(
          db,
          {
            userId: user.id,
            action: 'reauthentication_failed',
            request,
            details: { factor: 'password' },
          },
          now(),
        );
        throw new ApiError(400, 'INVALID_PASSWORD', WRONG_PASSWORD_TEXT, 'password');
      }
      await clearFailures(db, keys[0] ?? '');
      await markReauthenticated(db, auth.sessionId, now());
      await recordActivity(db, { userId: user.id, action: 'reauthenticated', request }, now());
      // A raised assurance is a change of privileges: a fresh CSRF value (R-SECH-16).
      reply.renewCsrf();
      return { success: true };
    },
  );
}
