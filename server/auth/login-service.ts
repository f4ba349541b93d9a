// Sign-in: the password, then the second factors of the user's policy in order (email code,
// authenticator code, hardware key). Wrong email, password, code or assertion all fail with
// the same error, and every failure counts toward the (email, IP) and IP throttles.
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AuditLog } from '../audit/audit';
import { defaultEntityOf } from '../audit/store';
import type { Database, Factor } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { recordActivity } from '../security/activity';
import { pendingInstruction, type Instruction } from '../security/instructions';
import type { SecretBox } from '../security/secret-box';
import { acceptTotp } from '../security/totp';
import { beginAuthentication, verifyAssertion, type RelyingParty } from '../security/webauthn';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { MINUTE_MS, type Clock } from './clock';
import type { PasswordHasher } from './passwords';
import { createSession, findSession, revokeSession } from './sessions';
import { provenPendingId, setSignInProof } from './sign-in-proof';
import { assertNotThrottled, clearFailures, ipKey, pairKey, recordFailure } from './throttle';
import { hashEmailCode, newEmailCode, newSalt, safeEqual } from './tokens';
import { loadUser, type UserView } from './user-view';

export const EMAIL_CODE_TTL_MS = 10 * MINUTE_MS;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** A sign-in in progress lives this long after the password step; resends only within it. */
export const RESEND_WINDOW_MS = 30 * MINUTE_MS;
export const PENDING_SIGN_IN_MS = RESEND_WINDOW_MS;
export const EMAIL_CODE_MAX_RESENDS = 5;

export const INVALID_CREDENTIALS_TEXT = 'Invalid email, password or code.';
const invalidCredentials = () => new ApiError(400, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_TEXT);

export interface LoginDeps {
  readonly db: Kysely<Database>;
  readonly mailer: Mailer;
  readonly now: Clock;
  readonly log: FastifyBaseLogger;
  readonly secrets: SecretBox;
  /** Stream sockets of revoked sessions are closed at once. */
  readonly sessionsRevoked: (sessionIds: readonly number[]) => void;
  /** Every sign-in and every failed step is written to the audit log. */
  readonly audit: AuditLog;
  /** MAC key of the password-step proof cookie (auth/sign-in-proof.ts). */
  readonly proofKey: Buffer;
  /** Hashing at the venue's cost; a weaker stored hash is replaced at sign-in (R-SECH-18). */
  readonly passwords: PasswordHasher;
}

/** Who tried which step, for the audit entry of a failure. */
interface Attempt {
  readonly email: string;
  readonly userId: number | null;
  readonly request: FastifyRequest;
  readonly factor: Factor | 'password';
}

export interface NextStep {
  readonly success: true;
  readonly next: Factor;
  readonly email: string;
}

export type SignedIn = {
  readonly success: true;
  readonly token: string;
  readonly user: UserView;
} & Partial<Instruction>;

/** Kept for callers of the first version. */
export type PasswordStepResult = NextStep;
export type CodeStepResult = SignedIn;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

interface SignInUser {
  id: number;
  email: string;
  password_hash: string;
  factor_policy: Factor[];
  otp_secret_enc: string | null;
  otp_last_step: string | number | null;
  keys: string | number | null;
  /** A deactivated user (maker-checker user_deactivate) fails every step. */
  deactivated_at: Date | null;
}

/** The policy's factors the user can pass now; email when none is enrolled yet. */
export function effectiveFactors(
  user: Pick<SignInUser, 'factor_policy' | 'otp_secret_enc' | 'keys'>,
): Factor[] {
  const enrolled = user.factor_policy.filter(
    (factor) =>
      factor === 'email_otp' ||
      (factor === 'otp' && user.otp_secret_enc !== null) ||
      (factor === 'yubikey' && Number(user.keys ?? 0) > 0),
  );
  return enrolled.length > 0 ? [...new Set(enrolled)] : ['email_otp'];
}

interface PendingRow {
  id: number;
  factors: Factor[];
  factors_done: Factor[];
  code_salt: string | null;
  code_hash: string | null;
  expires_at: Date;
  resends: number;
}

const nextFactor = (pending: Pick<PendingRow, 'factors' | 'factors_done'>): Factor | undefined =>
  pending.factors.find((factor) => !pending.factors_done.includes(factor));

export function createLoginService(deps: LoginDeps) {
  const { db, now } = deps;
  // Compute the dummy hash now, so the first unknown email is not slower than the rest.
  void deps.passwords.dummyHash();

  async function fail(keys: readonly string[], attempt: Attempt): Promise<never> {
    await recordFailure(db, keys, now());
    await deps.audit.record({
      userId: attempt.userId,
      entityId: attempt.userId === null ? null : await defaultEntityOf(db, attempt.userId),
      ip: attempt.request.ip,
      action: 'sign_in_failed',
      target: `email:${attempt.email}`,
      after: { factor: attempt.factor },
      outcome: 'failure',
    });
    throw invalidCredentials();
  }

  async function findUser(email: string): Promise<SignInUser | undefined> {
    return db
      .selectFrom('users')
      .select((eb) => [
        'id',
        'email',
        'password_hash',
        'factor_policy',
        'otp_secret_enc',
        'otp_last_step',
        'deactivated_at',
        eb
          .selectFrom('webauthn_credentials')
          .select((inner) => inner.fn.countAll<string | number>().as('n'))
          .whereRef('webauthn_credentials.user_id', '=', 'users.id')
          .as('keys'),
      ])
      .where('email', '=', email)
      .executeTakeFirst();
  }

  async function livePending(userId: number): Promise<PendingRow | undefined> {
    return db
      .selectFrom('pending_logins')
      .select(['id', 'factors', 'factors_done', 'code_salt', 'code_hash', 'expires_at', 'resends'])
      .where('user_id', '=', userId)
      .where('consumed_at', 'is', null)
      .where('password_verified_at', '>', new Date(now() - PENDING_SIGN_IN_MS))
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** Puts a fresh email code on the pending sign-in (voiding the previous one) and mails it. */
  async function issueCode(user: { email: string }, pendingId: number, resends: number) {
    const code = newEmailCode();
    const salt = newSalt();
    await db
      .updateTable('pending_logins')
      .set({
        code_salt: salt,
        code_hash: hashEmailCode(code, salt),
        expires_at: new Date(now() + EMAIL_CODE_TTL_MS),
        attempts: 0,
        resends,
      })
      .where('id', '=', pendingId)
      .execute();
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
    // The outbox transport (development) hands the code to main's console notice; the log
    // never carries it (R-SECH-11).
  }

  /** Counts a wrong factor on the pending sign-in; 5 wrong ones void it. */
  async function countWrong(pendingId: number): Promise<void> {
    const counted = await db
      .updateTable('pending_logins')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', pendingId)
      .returning('attempts')
      .executeTakeFirst();
    if (counted && counted.attempts >= EMAIL_CODE_MAX_ATTEMPTS) {
      await db
        .updateTable('pending_logins')
        .set({ consumed_at: new Date(now()) })
        .where('id', '=', pendingId)
        .execute();
    }
  }

  type Check = (user: SignInUser, pending: PendingRow) => Promise<boolean>;

  /** One factor step: throttle, find the pending sign-in, check, then advance or finish. */
  async function factorStep(
    rawEmail: string,
    factor: Factor,
    request: FastifyRequest,
    check: Check,
  ): Promise<NextStep | SignedIn> {
    const email = normalizeEmail(rawEmail);
    const keys = [pairKey(email, request.ip), ipKey(request.ip)];
    await assertNotThrottled(db, keys, now());
    const user = await findUser(email);
    const attempt: Attempt = { email, userId: user?.id ?? null, request, factor };
    if (!user || user.deactivated_at !== null) return fail(keys, attempt);
    const pending = await livePending(user.id);
    if (!pending || nextFactor(pending) !== factor) return fail(keys, attempt);
    if (!(await check(user, pending))) {
      await countWrong(pending.id);
      await recordActivity(
        db,
        { userId: user.id, action: 'sign_in_failed', request, details: { factor } },
        now(),
      );
      return fail(keys, attempt);
    }
    const done = [...pending.factors_done, factor];
    // Conditional on what was read: a racing duplicate of this step cannot also advance.
    const advanced = await db
      .updateTable('pending_logins')
      .set({
        factors_done: done,
        attempts: 0,
        ...(factor === 'email_otp' ? { code_hash: null, code_salt: null } : {}),
      })
      .where('id', '=', pending.id)
      .where('consumed_at', 'is', null)
      .where(sql<boolean>`factors_done = ${sql.val(pending.factors_done)}::text[]`)
      .executeTakeFirst();
    if (Number(advanced.numUpdatedRows) !== 1) return fail(keys, attempt);
    const next = nextFactor({ factors: pending.factors, factors_done: done });
    if (next !== undefined) {
      if (next === 'email_otp') await issueCode(user, pending.id, 0);
      return { success: true, next, email };
    }
    return finish(user, pending.id, request, keys, attempt);
  }

  async function finish(
    user: SignInUser,
    pendingId: number,
    request: FastifyRequest,
    keys: readonly string[],
    attempt: Attempt,
  ): Promise<SignedIn> {
    const at = now();
    const consumed = await db
      .updateTable('pending_logins')
      .set({ consumed_at: new Date(at) })
      .where('id', '=', pendingId)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(consumed.numUpdatedRows) !== 1) return fail(keys, attempt);
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
    // Rotation: whatever session this browser held before is ended.
    const previous = request.headers.authorization?.match(/^Bearer ([A-Za-z0-9_-]{20,200})$/)?.[1];
    if (previous) {
      const old = await findSession(db, previous, at);
      if (old) {
        await revokeSession(db, old.sessionId, at);
        deps.sessionsRevoked([old.sessionId]);
      }
    }
    const userAgent = request.headers['user-agent'];
    const token = await createSession(
      db,
      {
        userId: user.id,
        entityId: membership.entity_id,
        ip: request.ip,
        ...(typeof userAgent === 'string' ? { userAgent } : {}),
      },
      at,
    );
    await clearFailures(db, keys[0] ?? '');
    await recordActivity(
      db,
      { userId: user.id, action: 'sign_in', request, entityId: membership.entity_id },
      at,
    );
    await deps.audit.record({
      userId: user.id,
      entityId: membership.entity_id,
      ip: request.ip,
      action: 'sign_in',
      target: `user:${user.id}`,
      outcome: 'success',
      at,
    });
    const { view } = await loadUser(db, user.id, membership.entity_id);
    const instruction = await pendingInstruction(db, user.id, at);
    return { success: true, token, user: view, ...(instruction ?? {}) };
  }

  const emailCodeMatches = (pending: PendingRow, code: string): boolean =>
    pending.code_hash !== null &&
    pending.code_salt !== null &&
    pending.expires_at.getTime() > now() &&
    safeEqual(hashEmailCode(code, pending.code_salt), pending.code_hash);

  return {
    async passwordStep(
      rawEmail: string,
      password: string,
      request: FastifyRequest,
      reply?: FastifyReply,
    ): Promise<NextStep> {
      const email = normalizeEmail(rawEmail);
      const keys = [pairKey(email, request.ip), ipKey(request.ip)];
      await assertNotThrottled(db, keys, now());
      const user = await findUser(email);
      // Always pay for one scrypt, even for an unknown email.
      const ok = await deps.passwords.verify(
        password,
        user?.password_hash ?? (await deps.passwords.dummyHash()),
      );
      if (!user || !ok || user.deactivated_at !== null) {
        if (user)
          await recordActivity(
            db,
            { userId: user.id, action: 'sign_in_failed', request, details: { factor: 'password' } },
            now(),
          );
        return fail(keys, { email, userId: user?.id ?? null, request, factor: 'password' });
      }
      if (deps.passwords.needsRehash(user.password_hash)) {
        const rehashed = await deps.passwords.hash(password);
        // Only if nobody changed the password meanwhile.
        await db
          .updateTable('users')
          .set({ password_hash: rehashed })
          .where('id', '=', user.id)
          .where('password_hash', '=', user.password_hash)
          .execute();
      }
      const factors = effectiveFactors(user);
      const at = now();
      const pendingId = await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('pending_logins')
          .set({ consumed_at: new Date(at) })
          .where('user_id', '=', user.id)
          .where('consumed_at', 'is', null)
          .execute();
        const row = await tx
          .insertInto('pending_logins')
          .values({
            user_id: user.id,
            code_salt: null,
            code_hash: null,
            factors,
            factors_done: [],
            password_verified_at: new Date(at),
            created_at: new Date(at),
            expires_at: new Date(at + PENDING_SIGN_IN_MS),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      if (reply) setSignInProof(reply, deps.proofKey, pendingId, user.id);
      const first = factors[0] ?? 'email_otp';
      if (first === 'email_otp') await issueCode(user, pendingId, 0);
      return { success: true, next: first, email };
    },

    /** The emailed code (verify_2fa and email3fa). */
    emailStep(rawEmail: string, code: string, request: FastifyRequest) {
      return factorStep(rawEmail, 'email_otp', request, async (_user, pending) =>
        emailCodeMatches(pending, code),
      );
    },

    /** The authenticator code; its time step is then spent for this user. */
    otpStep(rawEmail: string, code: string, request: FastifyRequest) {
      return factorStep(rawEmail, 'otp', request, async (user) => {
        if (user.otp_secret_enc === null) return false;
        const last = user.otp_last_step === null ? null : Number(user.otp_last_step);
        let secret: string;
        try {
          secret = deps.secrets.open(user.otp_secret_enc);
        } catch (error) {
          // A secret sealed under another key (SECRET_KEY changed): it cannot be checked.
          deps.log.error({ err: error, userId: user.id }, 'authenticator secret cannot be opened');
          return false;
        }
        const step = acceptTotp(secret, code, now(), last);
        if (step === null) return false;
        return spendTotpStep(db, user.id, last, step);
      });
    },

    yubikeyStep(
      rawEmail: string,
      credential: AuthenticationResponseJSON,
      rp: RelyingParty,
      request: FastifyRequest,
    ) {
      return factorStep(rawEmail, 'yubikey', request, (user) =>
        verifyAssertion(db, user.id, credential, rp, now()),
      );
    },

    /**
     * Assertion options; the user's keys only while their sign-in waits for a key and only to
     * the browser that passed its password step (R-SECH-6). Everyone else gets no keys.
     */
    async authenticateBegin(
      rawEmail: string,
      rp: RelyingParty,
      request: FastifyRequest,
    ): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const user = await findUser(normalizeEmail(rawEmail));
      const proven = user ? provenPendingId(deps.proofKey, request, user.id) : null;
      const pending = user && proven !== null ? await livePending(user.id) : undefined;
      const waiting =
        user && pending && pending.id === proven && nextFactor(pending) === 'yubikey'
          ? user.id
          : null;
      return beginAuthentication(db, waiting, rp, now());
    },

    /** Always succeeds outwardly; a code is mailed only when a sign-in waits for one. */
    async resendCode(rawEmail: string): Promise<{ success: true }> {
      const user = await findUser(normalizeEmail(rawEmail));
      if (!user) return { success: true };
      const pending = await livePending(user.id);
      if (
        pending &&
        nextFactor(pending) === 'email_otp' &&
        pending.resends < EMAIL_CODE_MAX_RESENDS
      )
        await issueCode(user, pending.id, pending.resends + 1);
      return { success: true };
    },
  };
}

/** Records `step` as the last used one unless another request spent it (or a later one) first. */
export async function spendTotpStep(
  db: Kysely<Database>,
  userId: number,
  lastRead: number | null,
  step: number,
): Promise<boolean> {
  let update = db.updateTable('users').set({ otp_last_step: step }).where('id', '=', userId);
  update =
    lastRead === null
      ? update.where('otp_last_step', 'is', null)
      : update.where('otp_last_step', '=', lastRead);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type LoginService = ReturnType<typeof createLoginService>;
