// Sign-up and email verification (docs/api.md): the answer never says whether an email is
// registered; the owner of an existing account is told by email instead. Verification
// creates the user as 'pending' with a placeholder institution that onboarding completes.
import type { FastifyInstance } from 'fastify';
import { DAY_MS } from '../auth/clock';
import { normalizeEmail } from '../auth/login-service';
import { dummyPasswordHash, hashPassword, MAX_PASSWORD_LENGTH } from '../auth/passwords';
import { ipKey } from '../auth/throttle';
import { newOpaqueToken, sha256Hex } from '../auth/tokens';
import { ApiError } from '../http/errors';
import { closedObject, emailSchema } from '../http/schemas';
import { passwordProblem } from '../security/password-policy';
import {
  consumeRate,
  EMAIL_MAIL_RATE,
  IP_ACCOUNT_RATE,
  tryConsumeRate,
} from '../security/rate-limit';
import { requestOrigin } from '../security/relying-party';
import { linkTo } from './passwords';
import { displayNameSchema, type SecurityDeps } from './security-deps';

export const SIGNUP_LINK_TTL_MS = DAY_MS;

interface SignupBody {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

const invalidToken = () =>
  new ApiError(400, 'INVALID_TOKEN', 'This verification link is invalid or has expired.', 'token');

export function registerSignupRoutes(app: FastifyInstance, deps: SecurityDeps): void {
  const { db, now, mailer } = deps;

  app.post<{ Body: SignupBody }>(
    '/api/signup',
    {
      schema: {
        body: closedObject({
          email: emailSchema,
          password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH },
          first_name: displayNameSchema,
          last_name: displayNameSchema,
        }),
      },
    },
    async (request) => {
      await consumeRate(db, `account:${ipKey(request.ip)}`, IP_ACCOUNT_RATE, now());
      const body = request.body;
      const email = normalizeEmail(body.email);
      const problem = passwordProblem(body.password, email);
      if (problem) throw new ApiError(400, 'WEAK_PASSWORD', problem, 'password');
      const existing = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      // Same work either way, so timing does not tell the two cases apart.
      const passwordHash = existing ? await dummyPasswordHash() : await hashPassword(body.password);
      if (!(await tryConsumeRate(db, `mail:${email}`, EMAIL_MAIL_RATE, now())))
        return { success: true };
      if (existing) {
        await mailer.send({
          to: email,
          subject: 'Someone tried to sign up with your email',
          text: `Someone tried to create a Desk account with this email address, which already has one.\n\nIf it was you, sign in instead, or reset your password at ${requestOrigin(request)}/reset_password.\nIf it was not you, you can ignore this email.`,
        });
        return { success: true };
      }
      const token = newOpaqueToken();
      await db
        .insertInto('signups')
        .values({
          email,
          first_name: body.first_name,
          last_name: body.last_name,
          password_hash: passwordHash,
          token_hash: sha256Hex(token),
          created_at: new Date(now()),
          expires_at: new Date(now() + SIGNUP_LINK_TTL_MS),
        })
        .execute();
      await mailer.send({
        to: email,
        subject: 'Verify your email',
        text: `Welcome to Desk. To verify your email and continue with onboarding, open this link within 24 hours (it works once):\n\n${linkTo(request, '/verify_email', token)}\n\nIf you did not sign up, ignore this email.`,
      });
      return { success: true };
    },
  );

  app.post<{ Body: { token: string } }>(
    '/verify_email',
    {
      schema: {
        body: closedObject({
          token: { type: 'string', minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
        }),
      },
    },
    async (request) => {
      await consumeRate(db, `account:${ipKey(request.ip)}`, IP_ACCOUNT_RATE, now());
      const at = new Date(now());
      const created = await db.transaction().execute(async (tx) => {
        const signup = await tx
          .updateTable('signups')
          .set({ consumed_at: at })
          .where('token_hash', '=', sha256Hex(request.body.token))
          .where('consumed_at', 'is', null)
          .where('expires_at', '>', at)
          .returning(['id', 'email', 'first_name', 'last_name', 'password_hash'])
          .executeTakeFirst();
        if (!signup) return false;
        const taken = await tx
          .selectFrom('users')
          .select('id')
          .where('email', '=', signup.email)
          .executeTakeFirst();
        if (taken) return false;
        const { id: customerId } = await tx
          .insertInto('customers')
          .values({ name: `Onboarding #${signup.id}`, parent_id: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        const { id: userId } = await tx
          .insertInto('users')
          .values({
            email: signup.email,
            first_name: signup.first_name,
            last_name: signup.last_name,
            password_hash: signup.password_hash,
            status: 'pending',
            landing_page: '/trading/rfq',
            roles: ['admin', 'trader'],
            preferences: JSON.stringify({ hide_small_balances: false, hide_zero_balances: false }),
            password_changed_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('user_entities')
          .values({ user_id: userId, entity_id: customerId, is_default: true })
          .execute();
        return true;
      });
      if (!created) throw invalidToken();
      return { success: true, redirect: 'redirect_to_login' };
    },
  );
}
