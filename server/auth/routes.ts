// Sign-in routes of docs/api.md: login, verify_2fa, regenerate code, logout, csrf.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { closedObject, emailSchema, noQuery } from '../http/schemas';
import type { Clock } from './clock';
import { bearerToken } from './authenticate';
import type { LoginService } from './login-service';
import { MAX_PASSWORD_LENGTH } from './passwords';
import { findSession, revokeSession } from './sessions';

interface LoginBody {
  email: string;
  password: string;
}
interface VerifyBody {
  email: string;
  otp_code: string;
}
interface EmailBody {
  email: string;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; login: LoginService; now: Clock },
): void {
  const { login } = deps;

  app.get('/api/csrf', { schema: { querystring: noQuery } }, async (request) => ({
    csrfToken: request.csrfToken,
  }));

  app.post<{ Body: LoginBody }>(
    '/api/login',
    {
      schema: {
        body: closedObject({
          email: emailSchema,
          password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH },
        }),
      },
    },
    async (request) => login.passwordStep(request.body.email, request.body.password, request.ip),
  );

  app.post<{ Body: VerifyBody }>(
    '/api/verify_2fa',
    {
      schema: {
        body: closedObject({
          email: emailSchema,
          otp_code: { type: 'string', pattern: '^[0-9]{6}$' },
        }),
      },
    },
    async (request) => login.codeStep(request.body.email, request.body.otp_code, request.ip),
  );

  app.post<{ Body: EmailBody }>(
    '/api/user/regenerate_email_login_otp',
    { schema: { body: closedObject({ email: emailSchema }) } },
    async (request) => login.resendCode(request.body.email),
  );

  // No body is expected; whatever arrives is ignored. Idempotent: signing out without a
  // live session still answers 200, so a client with a stale token can always leave.
  app.post('/api/logout', async (request) => {
    const token = bearerToken(request);
    const session = token ? await findSession(deps.db, token, deps.now()) : null;
    if (session) await revokeSession(deps.db, session.sessionId, deps.now());
    return { success: true };
  });
}
