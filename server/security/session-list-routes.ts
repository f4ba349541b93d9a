// The user's sessions (R-SECH-20): the list with where and when each was opened and last used,
// "sign out this session" and "sign out all other sessions"; and re-authentication (R-SECH-19),
// which registering a security key, changing the authenticator or signing out everyone asks for
// when the session's last proof is over REAUTH_WINDOW_MS old: the password, or (R-SECH-24) a
// fresh authenticator code or security-key assertion when the user has one.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { MAX_PASSWORD_LENGTH } from '../auth/passwords';
import { listUserSessions, markReauthenticated, revokeOwnSession } from '../auth/session-list';
import { revokeUserSessions } from '../auth/sessions';
import { assertNotThrottled, clearFailures, ipKey, pairKey, recordFailure } from '../auth/throttle';
import { authenticationResponseSchema } from '../auth/webauthn-schemas';
import { ApiError, notFound } from '../http/errors';
import { closedObject, idSchema, noQuery } from '../http/schemas';
import { USER_ACCESS } from '../policy/access';
import type { VenueServices } from '../services';
import { recordActivity } from './activity';
import { passwordUserOf } from './password-store';
import {
  beginReauthKey,
  factorOfInput,
  INVALID_REAUTH_FACTOR_TEXT,
  verifyReauthFactor,
  type ReauthInput,
} from './reauth-factors';

export const WRONG_PASSWORD_TEXT = 'The password is not correct.';
/** No body, or an empty object. */
const emptyBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {},
} as const;

export function registerSessionListRoutes(
  app: FastifyInstance,
  deps: Pick<
    VenueServices,
    'db' | 'now' | 'passwords' | 'sessions' | 'secrets' | 'log' | 'relyingParty'
  >,
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

  app.post(
    '/api/user/reauthenticate/key/begin',
    { ...signedIn, schema: { querystring: noQuery, body: emptyBody } },
    async (request) => ({
      options: await beginReauthKey(db, authOf(request).userId, deps.relyingParty(request), now()),
    }),
  );

  app.post<{ Body: ReauthInput }>(
    '/api/user/reauthenticate',
    {
      ...signedIn,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          maxProperties: 1,
          properties: {
            password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH },
            otp_code: { type: 'string', pattern: '^[0-9]{6}$' },
            assertion: authenticationResponseSchema,
          },
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const user = await passwordUserOf(db, auth.userId);
      const input = request.body;
      const factor = factorOfInput(input);
      // The sign-in throttles: a stolen session cannot guess the password (or a code) faster
      // than sign-in could.
      const keys = [pairKey(user.email, request.ip), ipKey(request.ip)];
      await assertNotThrottled(db, keys, now());
      const proven =
        'password' in input
          ? await passwords.verify(input.password, user.password_hash)
          : await verifyReauthFactor(deps, user.id, input, deps.relyingParty(request), now());
      if (!proven) {
        await recordFailure(db, keys, now());
        await recordActivity(
          db,
          { userId: user.id, action: 'reauthentication_failed', request, details: { factor } },
          now(),
        );
        throw 'password' in input
          ? new ApiError(400, 'INVALID_PASSWORD', WRONG_PASSWORD_TEXT, 'password')
          : new ApiError(
              400,
              'INVALID_SECOND_FACTOR',
              INVALID_REAUTH_FACTOR_TEXT,
              factor === 'otp' ? 'otp_code' : 'assertion',
            );
      }
      await clearFailures(db, keys[0] ?? '');
      await markReauthenticated(db, auth.sessionId, now());
      await recordActivity(
        db,
        { userId: user.id, action: 'reauthenticated', request, details: { factor } },
        now(),
      );
      // A raised assurance is a change of privileges: a fresh CSRF value (R-SECH-16).
      reply.renewCsrf();
      return { success: true, factor };
    },
  );
}
