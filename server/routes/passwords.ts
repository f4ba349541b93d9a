// Passwords: the policy, the emailed code for account actions, change (form-encoded, spec
// 7.3), and reset by a single-use emailed link (docs/api.md "Passwords").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { authOf } from '../auth/authenticate';
import { MINUTE_MS } from '../auth/clock';
import { normalizeEmail } from '../auth/login-service';
import {
  dummyPasswordHash,
  hashPassword,
  MAX_PASSWORD_LENGTH,
  verifyPassword,
} from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { assertNotThrottled, ipKey, pairKey, recordFailure } from '../auth/throttle';
import {
  hashEmailCode,
  newEmailCode,
  newOpaqueToken,
  newSalt,
  safeEqual,
  sha256Hex,
} from '../auth/tokens';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { closedObject, emailSchema, noQuery } from '../http/schemas';
import { recordActivity } from '../security/activity';
import { instructionAfterStep, pendingInstruction } from '../security/instructions';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  PASSWORD_TEXT,
  passwordProblem,
} from '../security/password-policy';
import {
  consumeRate,
  EMAIL_MAIL_RATE,
  IP_ACCOUNT_RATE,
  tryConsumeRate,
} from '../security/rate-limit';
import { requestOrigin } from '../security/relying-party';
import type { SecurityDeps } from './security-deps';

export const ACCOUNT_CODE_TTL_MS = 10 * MINUTE_MS;
export const RESET_LINK_TTL_MS = 30 * MINUTE_MS;
const ACCOUNT_CODE_MAX_ATTEMPTS = 5;

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

export function registerPasswordRoutes(app: FastifyInstance, deps: SecurityDeps): void {
  const { db, now, mailer } = deps;
  const signedIn = { onRequest: deps.authenticate };

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

  app.get('/api/password_policy', { schema: { querystring: noQuery } }, async () => ({
    min_length: PASSWORD_MIN_LENGTH,
    max_length: PASSWORD_MAX_LENGTH,
    rules: PASSWORD_RULES,
  }));

  app.post('/api/user/request_email_otp', signedIn, async (request) => {
    const auth = authOf(request);
    const user = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', auth.userId)
      .executeTakeFirstOrThrow();
    await consumeRate(db, `mail:${user.email}`, EMAIL_MAIL_RATE, now());
    const code = newEmailCode();
    const salt = newSalt();
    await db
      .updateTable('email_codes')
      .set({ consumed_at: new Date(now()) })
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'change_password')
      .where('consumed_at', 'is', null)
      .execute();
    await db
      .insertInto('email_codes')
      .values({
        user_id: user.id,
        purpose: 'change_password',
        code_salt: salt,
        code_hash: hashEmailCode(code, salt),
        created_at: new Date(now()),
        expires_at: new Date(now() + ACCOUNT_CODE_TTL_MS),
      })
      .execute();
    await mail(
      user.email,
      'Your code to change your password',
      `Your code is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask for it, someone may be using your session: sign out of all sessions and contact support.`,
    );
    if (mailer.kind === 'outbox')
      deps.log.info({ email: user.email, code }, 'account code (outbox)');
    return { success: true };
  });

  /** Consumes the user's live change_password code when it matches; counts wrong tries. */
  async function consumeAccountCode(userId: number, code: string): Promise<boolean> {
    const row = await db
      .selectFrom('email_codes')
      .select(['id', 'code_salt', 'code_hash', 'attempts'])
      .where('user_id', '=', userId)
      .where('purpose', '=', 'change_password')
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', new Date(now()))
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) return false;
    if (!safeEqual(hashEmailCode(code, row.code_salt), row.code_hash)) {
      await db
        .updateTable('email_codes')
        .set({
          attempts: row.attempts + 1,
          ...(row.attempts + 1 >= ACCOUNT_CODE_MAX_ATTEMPTS
            ? { consumed_at: new Date(now()) }
            : {}),
        })
        .where('id', '=', row.id)
        .execute();
      return false;
    }
    const used = await db
      .updateTable('email_codes')
      .set({ consumed_at: new Date(now()) })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }

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
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'password_hash'])
        .where('id', '=', auth.userId)
        .executeTakeFirstOrThrow();
      const keys = [pairKey(user.email, request.ip), ipKey(request.ip)];
      await assertNotThrottled(db, keys, now());
      if (!(await verifyPassword(body.old_password, user.password_hash))) {
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
      if (!(await consumeAccountCode(user.id, body.email_otp))) {
        await recordFailure(db, keys, now());
        throw new ApiError(
          400,
          'INVALID_CODE',
          'The email code is not valid or has expired.',
          'email_otp',
        );
      }
      const forced = await pendingInstruction(db, user.id, now());
      await storeNewPassword(db, user.id, body.new_password, now());
      deps.sessions.revoked(await revokeUserSessions(db, user.id, now(), auth.sessionId));
      await recordActivity(db, { userId: user.id, action: 'password_changed', request }, now());
      // redirect_url only when this change ended a forced flow: a voluntary change from the
      // Security tab leaves the user where they are.
      return { success: true, ...(await instructionAfterStep(db, user.id, now(), forced)) };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/api/request_reset_password',
    { schema: { body: closedObject({ email: emailSchema }) } },
    async (request) => {
      await consumeRate(db, `account:${ipKey(request.ip)}`, IP_ACCOUNT_RATE, now());
      const email = normalizeEmail(request.body.email);
      const user = await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('email', '=', email)
        .executeTakeFirst();
      if (!user || !(await tryConsumeRate(db, `mail:${email}`, EMAIL_MAIL_RATE, now())))
        return { success: true };
      const token = newOpaqueToken();
      await db
        .updateTable('password_resets')
        .set({ consumed_at: new Date(now()) })
        .where('user_id', '=', user.id)
        .where('consumed_at', 'is', null)
        .execute();
      await db
        .insertInto('password_resets')
        .values({
          user_id: user.id,
          token_hash: sha256Hex(token),
          created_at: new Date(now()),
          expires_at: new Date(now() + RESET_LINK_TTL_MS),
        })
        .execute();
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
      const row = await db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .select(['password_resets.id', 'users.id as user_id', 'users.email'])
        .where('password_resets.token_hash', '=', sha256Hex(body.token))
        .where('password_resets.consumed_at', 'is', null)
        .where('password_resets.expires_at', '>', new Date(now()))
        .executeTakeFirst();
      if (!row) throw invalidToken();
      checkNewPassword(body.new_password, body.verify_password, row.email);
      const used = await db
        .updateTable('password_resets')
        .set({ consumed_at: new Date(now()) })
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw invalidToken();
      await storeNewPassword(db, row.user_id, body.new_password, now());
      deps.sessions.revoked(await revokeUserSessions(db, row.user_id, now()));
      await recordActivity(db, { userId: row.user_id, action: 'password_reset', request }, now());
      return { success: true, redirect: 'redirect_to_login' };
    },
  );

  // Keep the dummy hash warm for sign-up's equal-time path.
  void dummyPasswordHash();
}

/** An absolute link to a client page with a token, on the origin the request came to. */
export function linkTo(request: FastifyRequest, path: string, token: string): string {
  return `${requestOrigin(request)}${path}?token=${encodeURIComponent(token)}`;
}

/** A new password ends any forced change and any expiry: the one write every path shares. */
async function storeNewPassword(
  db: Kysely<Database>,
  userId: number,
  password: string,
  at: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      password_hash: await hashPassword(password),
      password_changed_at: new Date(at),
      password_change_required: false,
      password_expires_at: null,
    })
    .where('id', '=', userId)
    .execute();
}
