// Sign-in: password first, then an email one-time code. Wrong email, wrong password and
// wrong code all fail with the same error, and every failure counts toward throttling.
// Later factors (authenticator, hardware key) slot in as further `next` steps.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { MINUTE_MS, type Clock } from './clock';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { createSession } from './sessions';
import { assertNotThrottled, clearFailures, emailKey, ipKey, recordFailure } from './throttle';
import { hashEmailCode, newEmailCode, newSalt, safeEqual } from './tokens';
import { loadUser, type UserView } from './user-view';

export const EMAIL_CODE_TTL_MS = 10 * MINUTE_MS;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** A resend is honoured this long after the password step, at most EMAIL_CODE_MAX_RESENDS times. */
export const RESEND_WINDOW_MS = 30 * MINUTE_MS;
export const EMAIL_CODE_MAX_RESENDS = 5;

export const INVALID_CREDENTIALS_TEXT = 'Invalid email, password or code.';
const invalidCredentials = () => new ApiError(400, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_TEXT);

export interface LoginDeps {
  readonly db: Kysely<Database>;
  readonly mailer: Mailer;
  readonly now: Clock;
  readonly log: FastifyBaseLogger;
}

export interface PasswordStepResult {
  readonly success: true;
  readonly next: 'email_otp';
  readonly email: string;
}

export interface CodeStepResult {
  readonly success: true;
  readonly token: string;
  readonly user: UserView;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function createLoginService(deps: LoginDeps) {
  const { db, now } = deps;
  // Compute the dummy hash now, so the first unknown email is not slower than the rest.
  void dummyPasswordHash();

  async function fail(keys: readonly string[]): Promise<never> {
    await recordFailure(db, keys, now());
    throw invalidCredentials();
  }

  /** Creates a pending login with a fresh code (voiding older ones) and mails the code. */
  async function issueCode(
    user: { id: number; email: string },
    passwordVerifiedAt: Date,
    resends: number,
  ) {
    const code = newEmailCode();
    const salt = newSalt();
    const at = now();
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('pending_logins')
        .set({ consumed_at: new Date(at) })
        .where('user_id', '=', user.id)
        .where('consumed_at', 'is', null)
        .execute();
      await tx
        .insertInto('pending_logins')
        .values({
          user_id: user.id,
          code_salt: salt,
          code_hash: hashEmailCode(code, salt),
          resends,
          password_verified_at: passwordVerifiedAt,
          created_at: new Date(at),
          expires_at: new Date(at + EMAIL_CODE_TTL_MS),
        })
        .execute();
    });
    try {
      await deps.mailer.send({
        to: user.email,
        subject: 'Your sign-in code',
        text: `Your sign-in code is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not try to sign in, change your password and contact support.`,
      });
    } catch (error) {
      deps.log.error({ err: error }, 'could not send the email code');
      throw new ApiError(
        503,
        'MAIL_UNAVAILABLE',
        'We could not send your email code. Please try again shortly.',
      );
    }
    // Development convenience only: with the outbox transport nobody receives real mail.
    if (deps.mailer.kind === 'outbox')
      deps.log.info({ email: user.email, code }, 'email sign-in code (outbox)');
  }

  async function findUser(email: string) {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
  }

  return {
    async passwordStep(
      rawEmail: string,
      password: string,
      ip: string,
    ): Promise<PasswordStepResult> {
      const email = normalizeEmail(rawEmail);
      const keys = [emailKey(email), ipKey(ip)];
      await assertNotThrottled(db, keys, now());
      const user = await findUser(email);
      // Always pay for one scrypt, even for an unknown email.
      const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !ok) return fail(keys);
      await issueCode(user, new Date(now()), 0);
      return { success: true, next: 'email_otp', email };
    },

    async codeStep(rawEmail: string, code: string, ip: string): Promise<CodeStepResult> {
      const email = normalizeEmail(rawEmail);
      const keys = [emailKey(email), ipKey(ip)];
      const at = now();
      await assertNotThrottled(db, keys, at);
      const user = await findUser(email);
      if (!user) return fail(keys);
      const pending = await db
        .selectFrom('pending_logins')
        .select(['id', 'code_salt', 'code_hash'])
        .where('user_id', '=', user.id)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', new Date(at))
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!pending) return fail(keys);

      if (!safeEqual(hashEmailCode(code, pending.code_salt), pending.code_hash)) {
        const counted = await db
          .updateTable('pending_logins')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', pending.id)
          .returning('attempts')
          .executeTakeFirst();
        if (counted && counted.attempts >= EMAIL_CODE_MAX_ATTEMPTS) {
          await db
            .updateTable('pending_logins')
            .set({ consumed_at: new Date(at) })
            .where('id', '=', pending.id)
            .execute();
        }
        return fail(keys);
      }

      // Single use even under concurrent submissions: only one update can win.
      const consumed = await db
        .updateTable('pending_logins')
        .set({ consumed_at: new Date(at) })
        .where('id', '=', pending.id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (Number(consumed.numUpdatedRows) !== 1) return fail(keys);

      const membership = await db
        .selectFrom('user_entities')
        .select('entity_id')
        .where('user_id', '=', user.id)
        .orderBy('is_default', 'desc')
        .orderBy('entity_id', 'asc')
        .executeTakeFirst();
      if (!membership) {
        deps.log.warn({ userId: user.id }, 'user without any entity tried to sign in');
        throw new ApiError(
          403,
          'FORBIDDEN',
          'Your user is not linked to any entity. Please contact support.',
        );
      }
      const token = await createSession(
        db,
        { userId: user.id, entityId: membership.entity_id },
        at,
      );
      await clearFailures(db, emailKey(email));
      const { view } = await loadUser(db, user.id, membership.entity_id);
      return { success: true, token, user: view };
    },

    /** Always succeeds outwardly; a code is mailed only when a login is really pending. */
    async resendCode(rawEmail: string): Promise<{ success: true }> {
      const email = normalizeEmail(rawEmail);
      const user = await findUser(email);
      if (!user) return { success: true };
      const at = now();
      const pending = await db
        .selectFrom('pending_logins')
        .select(['password_verified_at', 'resends'])
        .where('user_id', '=', user.id)
        .where('consumed_at', 'is', null)
        .where('password_verified_at', '>', new Date(at - RESEND_WINDOW_MS))
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (pending && pending.resends < EMAIL_CODE_MAX_RESENDS) {
        await issueCode(user, pending.password_verified_at, pending.resends + 1);
      }
      return { success: true };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
