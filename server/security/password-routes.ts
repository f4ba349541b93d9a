// Passwords: the policy, the emailed code for account actions, change (form-encoded, spec
// 7.3), and reset by a single-use emailed link (docs/api.md "Passwords").
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { normalizeEmail } from '../auth/login-service';
import { MAX_PASSWORD_LENGTH } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { assertNotThrottled, ipKey, pairKey, recordFailure } from '../auth/throttle';
import { hashEmailCode, newEmailCode, newOpaqueToken, newSalt, sha256Hex } from '../auth/tokens';
import { ApiError } from '../http/errors';
import { closedObject, emailSchema, noQuery } from '../http/schemas';
import { PUBLIC_ACCESS, USER_ACCESS } from '../policy/access';
import type { VenueServices } from '../services';
import { recordActivity } from './activity';
import { instructionAfterStep, pendingInstruction } from './instructions';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  PASSWORD_TEXT,
  passwordProblem,
} from './password-policy';
import {
  activateInvitedUser,
  consumeAccountCode,
  consumeResetLink,
  issueAccountCode,
  issueResetLink,
  liveResetLink,
  passwordUserOf,
  storeNewPassword,
  userByEmail,
} from './password-store';
import { consumeRate, EMAIL_MAIL_RATE, IP_ACCOUNT_RATE, tryConsumeRate } from './rate-limit';
import { linkTo } from './relying-party';

const passwordField = { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH } as const;
const tokenField = {
  type: 'string',
  minLength: 20,
  maxLength: 200,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

export const weakPassword = (message: string) =>
  new ApiError(400, 'WEAK_PASSWORD', message, 'new_password');
const mismatch = () =>
  new ApiError(400, 'PASSWORD_MISMATCH', PASSWORD_TEXT.mismatch, 'verify_password');
const invalidToken = () =>
  new ApiError(
    400,
    'INVALID_TOKEN',
    'This reset link is invalid or has expired. Please request a new one.',
    'token',
  );

/** Mismatch first (a typo is the likeliest mistake), then the policy. */
export function checkNewPassword(newPassword: string, verify: string, email: string): void {
  if (newPassword !== verify) throw mismatch();
  const problem = passwordProblem(newPassword, email);
  if (problem) throw weakPassword(problem);
}

export function registerPasswordRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'now' | 'mailer' | 'log' | 'sessions' | 'passwords'>,
): void {
  const { db, now, mailer, passwords } = deps;
  // The user's own password: they act for no entity.
  const signedIn = { config: USER_ACCESS };

  async function mail(to: string, subject: string, text: string): Promise<void> {
    try {
      await mailer.send({ to, subject, text });
    } catch (error) {
      deps.log.error({ err: error }, 'could not send mail');
      throw new ApiError(
        503,
        'MAIL_UNAVAILABLE',
        'We could not send the email. Please try again shortly.',
      );
    }
  }

  app.get(
    '/api/password_policy',
    { config: PUBLIC_ACCESS, schema: { querystring: noQuery } },
    async () => ({
      min_length: PASSWORD_MIN_LENGTH,
      max_length: PASSWORD_MAX_LENGTH,
      rules: PASSWORD_RULES,
    }),
  );

  app.post('/api/user/request_email_otp', signedIn, async (request) => {
    const auth = authOf(request);
    const user = await passwordUserOf(db, auth.userId);
    await consumeRate(db, `mail:${user.email}`, EMAIL_MAIL_RATE, now());
    const code = newEmailCode();
    const salt = newSalt();
    await issueAccountCode(db, user.id, { salt, hash: hashEmailCode(code, salt) }, now());
    await mail(
      user.email,
      'Your code to change your password',
      `Your code is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask for it, someone may be using your session: sign out of all sessions and contact support.`,
    );
    if (mailer.kind === 'outbox')
      deps.log.info({ email: user.email, code }, 'account code (outbox)');
    return { success: true };
  });

  app.post<{
    Body: {
      old_password: string;
      new_password: string;
      verify_password: string;
      email_otp: string;
    };
  }>(
    '/api/change_password',
    {
      ...signedIn,
      schema: {
        body: closedObject({
          old_password: passwordField,
          new_password: passwordField,
          verify_password: passwordField,
          email_otp: { type: 'string', pattern: '^[0-9]{6}$' },
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const body = request.body;
      const user = await passwordUserOf(db, auth.userId);
      const keys = [pairKey(user.email, request.ip), ipKey(request.ip)];
      await assertNotThrottled(db, keys, now());
      if (!(await passwords.verify(body.old_password, user.password_hash))) {
        await recordFailure(db, keys, now());
        throw new ApiError(
          400,
          'INVALID_CREDENTIALS',
          'The current password is not correct.',
          'old_password',
        );
      }
      checkNewPassword(body.new_password, body.verify_password, user.email);
      if (body.new_password === body.old_password) throw weakPassword(PASSWORD_TEXT.sameAsCurrent);
      if (!(await consumeAccountCode(db, user.id, body.email_otp, now()))) {
        await recordFailure(db, keys, now());
        throw new ApiError(
          400,
          'INVALID_CODE',
          'The email code is not valid or has expired.',
          'email_otp',
        );
      }
      const forced = await pendingInstruction(db, user.id, now());
      await storeNewPassword(db, user.id, await passwords.hash(body.new_password), now());
      deps.sessions.revoked(await revokeUserSessions(db, user.id, now(), auth.sessionId));
      await recordActivity(db, { userId: user.id, action: 'password_changed', request }, now());
      // redirect_url only when this change ended a forced flow: a voluntary change from the
      // Security tab leaves the user where they are.
      return { success: true, ...(await instructionAfterStep(db, user.id, now(), forced)) };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/api/request_reset_password',
    { config: PUBLIC_ACCESS, schema: { body: closedObject({ email: emailSchema }) } },
    async (request) => {
      await consumeRate(db, `account:${ipKey(request.ip)}`, IP_ACCOUNT_RATE, now());
      const email = normalizeEmail(request.body.email);
      const user = await userByEmail(db, email);
      if (!user || !(await tryConsumeRate(db, `mail:${email}`, EMAIL_MAIL_RATE, now())))
        return { success: true };
      const token = newOpaqueToken();
      await issueResetLink(db, user.id, sha256Hex(token), now());
      await mail(
        user.email,
        'Reset your password',
        `To choose a new password, open this link within 30 minutes (it works once):\n\n${linkTo(request, '/reset_password', token)}\n\nIf you did not ask for this, ignore this email: your password stays as it is.`,
      );
      return { success: true };
    },
  );

  app.post<{ Body: { token: string; new_password: string; verify_password: string } }>(
    '/api/reset_password',
    {
      config: PUBLIC_ACCESS,
      schema: {
        body: closedObject({
          token: tokenField,
          new_password: passwordField,
          verify_password: passwordField,
        }),
      },
    },
    async (request) => {
      await consumeRate(db, `account:${ipKey(request.ip)}`, IP_ACCOUNT_RATE, now());
      const body = request.body;
      const row = await liveResetLink(db, sha256Hex(body.token), now());
      if (!row) throw invalidToken();
      checkNewPassword(body.new_password, body.verify_password, row.email);
      if (!(await consumeResetLink(db, row.id, now()))) throw invalidToken();
      await storeNewPassword(db, row.user_id, await passwords.hash(body.new_password), now());
      // The link of an invitation: choosing the password accepts it.
      await activateInvitedUser(db, row.user_id);
      deps.sessions.revoked(await revokeUserSessions(db, row.user_id, now()));
      await recordActivity(db, { userId: row.user_id, action: 'password_reset', request }, now());
      return { success: true, redirect: 'redirect_to_login' };
    },
  );

  // Keep the dummy hash warm for sign-up's equal-time path.
  void passwords.dummyHash();
}
