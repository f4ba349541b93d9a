// Sign-in routes of docs/api.md: login, the factor steps (verify_2fa, email3fa, otp2fa,
// authenticate/begin, v2/yubikey2fa), regenerate code, logout, logout_all, csrf.
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { closedObject, emailSchema, noQuery } from '../http/schemas';
import { PUBLIC_ACCESS, USER_ACCESS } from '../policy/access';
import { recordActivity } from '../security/activity';
import { consumeRate, IP_KEY_OPTIONS_RATE } from '../security/rate-limit';
import type { VenueServices } from '../services';
import { authOf, bearerToken } from './authenticate';
import { MAX_PASSWORD_LENGTH } from './passwords';
import type { NextStep, SignedIn } from './login-service';
import { findSession, revokeSession, revokeUserSessions } from './sessions';
import { clearSignInProof } from './sign-in-proof';
import { authenticationResponseSchema } from './webauthn-schemas';

interface LoginBody {
  email: string;
  password: string;
}
interface CodeBody {
  email: string;
  otp_code: string;
}
interface EmailBody {
  email: string;
}
interface YubikeyBody {
  email: string;
  credential: AuthenticationResponseJSON;
}

const codeBody = closedObject({
  email: emailSchema,
  otp_code: { type: 'string', pattern: '^[0-9]{6}$' },
});

/**
 * A finished sign-in gets a fresh CSRF value bound to the new session (R-SECH-7, R-SECH-16) and
 * ends the password-step proof.
 * Steps that only advance to the next factor answer as they are.
 */
function afterStep(reply: FastifyReply, result: NextStep | SignedIn): NextStep | SignedIn {
  if ('token' in result) {
    reply.renewCsrf(result.token);
    clearSignInProof(reply);
  }
  return result;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'login' | 'now' | 'relyingParty' | 'sessions'>,
): void {
  const { login, db, now } = deps;

  app.get(
    '/api/csrf',
    { config: PUBLIC_ACCESS, schema: { querystring: noQuery } },
    async (request) => ({
      csrfToken: request.csrfToken,
    }),
  );

  app.post<{ Body: LoginBody }>(
    '/api/login',
    {
      config: PUBLIC_ACCESS,
      schema: {
        body: closedObject({
          email: emailSchema,
          password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH },
        }),
      },
    },
    async (request, reply) =>
      login.passwordStep(request.body.email, request.body.password, request, reply),
  );

  // The email code: verify_2fa right after the password, email3fa after another factor.
  for (const url of ['/api/verify_2fa', '/api/email3fa']) {
    app.post<{ Body: CodeBody }>(
      url,
      { config: PUBLIC_ACCESS, schema: { body: codeBody } },
      async (request, reply) =>
        afterStep(reply, await login.emailStep(request.body.email, request.body.otp_code, request)),
    );
  }

  app.post<{ Body: CodeBody }>(
    '/api/otp2fa',
    { config: PUBLIC_ACCESS, schema: { body: codeBody } },
    async (request, reply) =>
      afterStep(reply, await login.otpStep(request.body.email, request.body.otp_code, request)),
  );

  app.post<{ Body: EmailBody }>(
    '/api/authenticate/begin',
    { config: PUBLIC_ACCESS, schema: { body: closedObject({ email: emailSchema }) } },
    async (request) => {
      await consumeRate(db, `key_options:${request.ip}`, IP_KEY_OPTIONS_RATE, now());
      return {
        success: true,
        options: await login.authenticateBegin(
          request.body.email,
          deps.relyingParty(request),
          request,
        ),
      };
    },
  );

  app.post<{ Body: YubikeyBody }>(
    '/api/v2/yubikey2fa',
    {
      config: PUBLIC_ACCESS,
      schema: {
        body: closedObject({ email: emailSchema, credential: authenticationResponseSchema }),
      },
    },
    async (request, reply) =>
      afterStep(
        reply,
        await login.yubikeyStep(
          request.body.email,
          request.body.credential,
          deps.relyingParty(request),
          request,
        ),
      ),
  );

  app.post<{ Body: EmailBody }>(
    '/api/user/regenerate_email_login_otp',
    { config: PUBLIC_ACCESS, schema: { body: closedObject({ email: emailSchema }) } },
    async (request) => login.resendCode(request.body.email),
  );

  // No body is expected; whatever arrives is ignored. Idempotent: signing out without a
  // live session still answers 200, so a client with a stale token can always leave.
  app.post('/api/logout', { config: PUBLIC_ACCESS }, async (request) => {
    const token = bearerToken(request);
    const session = token ? await findSession(db, token, now()) : null;
    if (session) {
      await revokeSession(db, session.sessionId, now());
      deps.sessions.revoked([session.sessionId]);
      await recordActivity(db, { userId: session.userId, action: 'logout', request }, now());
    }
    return { success: true };
  });

  app.post('/api/logout_all', { config: USER_ACCESS }, async (request) => {
    const auth = authOf(request);
    const ids = await revokeUserSessions(db, auth.userId, now());
    deps.sessions.revoked(ids);
    await recordActivity(db, { userId: auth.userId, action: 'logout_all', request }, now());
    return { success: true, redirect: 'redirect_to_login' };
  });
}
