// Sign-up and email verification (docs/api.md): the answer never says whether an email is
// registered; the owner of an existing account is told by email instead. Verification
// creates the user as 'pending' with a placeholder institution that onboarding completes.
import type { FastifyInstance } from 'fastify';
import { normalizeEmail } from '../auth/login-service';
import { MAX_PASSWORD_LENGTH } from '../auth/passwords';
import { ipKey } from '../auth/throttle';
import { newOpaqueToken, sha256Hex } from '../auth/tokens';
import { ApiError } from '../http/errors';
import { closedObject, displayNameSchema, emailSchema } from '../http/schemas';
import { PUBLIC_ACCESS } from '../policy/access';
import { userByEmail } from '../security/password-store';
import { passwordProblem } from '../security/password-policy';
import {
  consumeRate,
  EMAIL_MAIL_RATE,
  IP_ACCOUNT_RATE,
  tryConsumeRate,
} from '../security/rate-limit';
import { linkTo, requestOrigin } from '../security/relying-party';
import type { VenueServices } from '../services';
import { createUserFromSignup, insertSignup } from './signup-store';

interface SignupBody {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

const invalidToken = () =>
  new ApiError(400, 'INVALID_TOKEN', 'This verification link is invalid or has expired.', 'token');

export function registerSignupRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now' | 'mailer' | 'passwords'>,
): void {
  const { db, now, mailer, passwords } = deps;

  app.post<{ Body: SignupBody }>(
    '/api/signup',
    {
      config: PUBLIC_ACCESS,
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
      const existing = await userByEmail(db, email);
      // Same work either way, so timing does not tell the two cases apart.
      const passwordHash = existing
        ? await passwords.dummyHash()
        : await passwords.hash(body.password);
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
      await insertSignup(
        db,
        {
          email,
          firstName: body.first_name,
          lastName: body.last_name,
          passwordHash,
          tokenHash: sha256Hex(token),
        },
        now(),
      );
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
      config: PUBLIC_ACCESS,
      schema: {
        body: closedObject({
          token: { type: 'string', minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' },
        }),
      },
    },
    async (request) => {
      await consumeRate(db, `account:${ipKey(request.ip)}`, IP_ACCOUNT_RATE, now());
      const at = new Date(now());
      const created = await createUserFromSignup(db, sha256Hex(request.body.token), at);
      if (!created) throw invalidToken();
      return { success: true, redirect: 'redirect_to_login' };
    },
  );
}
