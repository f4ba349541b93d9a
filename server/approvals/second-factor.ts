// The second factor of an approval (docs/approvals.md "Rules"): an authenticator code for
// users with an authenticator, a hardware-key assertion for users with keys (either, for users
// with both), an emailed one-time code for users with neither. A TOTP step is spent once
// (users.otp_last_step, shared with sign-in), an email code once, a key challenge once and
// only for the purpose 'approve'. Wrong factors count toward a per-user throttle.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { HOUR_MS, type Clock } from '../auth/clock';
import { spendTotpStep } from '../auth/login-service';
import { assertNotThrottled, recordFailure } from '../auth/throttle';
import { hashEmailCode, newEmailCode, newSalt } from '../auth/tokens';
import type { Database, Factor } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { consumeAccountCode, issueAccountCode } from '../security/password-store';
import { consumeRate, type RateRule } from '../security/rate-limit';
import type { SecretBox } from '../security/secret-box';
import { acceptTotp } from '../security/totp';
import { beginAuthentication, verifyAssertion, type RelyingParty } from '../security/webauthn';
import { factorsOf, type FactorState } from './admin-store';

export type SecondFactorInput =
  | { readonly otp_code: string }
  | { readonly email_code: string }
  | { readonly assertion: AuthenticationResponseJSON };

export interface SecondFactorDeps {
  readonly db: Kysely<Database>;
  readonly now: Clock;
  readonly secrets: SecretBox;
  readonly mailer: Mailer;
  readonly log: FastifyBaseLogger;
}

const throttleKey = (userId: number): string => `approve:${userId}`;

/**
 * Approval codes mailed per user: an approver may pass many requests an hour, so not the
 * 5-per-hour rule of reset and sign-up mails, but still bounded.
 */
export const APPROVAL_CODE_RATE: RateRule = { limit: 30, windowMs: HOUR_MS };

const FACTOR_TEXT: Record<Factor, string> = {
  otp: 'your authenticator code',
  yubikey: 'your security key',
  email_otp: 'the code we email you',
};

export const invalidSecondFactor = (): ApiError =>
  new ApiError(
    400,
    'INVALID_SECOND_FACTOR',
    'The code or key is not valid, has expired or was already used.',
    'second_factor',
  );

function wrongKind(accepted: readonly Factor[]): ApiError {
  return new ApiError(
    400,
    'SECOND_FACTOR_REQUIRED',
    `Approve with ${accepted.map((factor) => FACTOR_TEXT[factor]).join(' or ')}.`,
    'second_factor',
  );
}

/** Authenticator and keys as enrolled; the emailed code only for users with neither. */
function acceptedFactors(factors: FactorState): Factor[] {
  const enrolled: Factor[] = [];
  if (factors.otpSecretEnc !== null) enrolled.push('otp');
  if (factors.keys > 0) enrolled.push('yubikey');
  return enrolled.length > 0 ? enrolled : ['email_otp'];
}

const kindOf = (input: SecondFactorInput): Factor =>
  'otp_code' in input ? 'otp' : 'email_code' in input ? 'email_otp' : 'yubikey';

export function createSecondFactor(deps: SecondFactorDeps) {
  const { db, now } = deps;

  /** The factors this user approves with. */
  async function accepted(userId: number): Promise<Factor[]> {
    return acceptedFactors(await factorsOf(db, userId));
  }

  async function check(
    userId: number,
    factors: FactorState,
    input: SecondFactorInput,
    rp: RelyingParty,
  ): Promise<boolean> {
    if ('otp_code' in input) {
      if (factors.otpSecretEnc === null) return false;
      let secret: string;
      try {
        secret = deps.secrets.open(factors.otpSecretEnc);
      } catch (error) {
        deps.log.error({ err: error, userId }, 'authenticator secret cannot be opened');
        return false;
      }
      const last = factors.otpLastStep;
      const step = acceptTotp(secret, input.otp_code, now(), last);
      return step !== null && spendTotpStep(db, userId, last, step);
    }
    if ('email_code' in input)
      return consumeAccountCode(db, userId, input.email_code, now(), 'approve');
    return verifyAssertion(db, userId, input.assertion, rp, now(), 'approve');
  }

  return {
    accepted,

    /** Checks and spends the factor; returns which one it was. Throws 400 or 429. */
    async verify(userId: number, input: SecondFactorInput, rp: RelyingParty): Promise<Factor> {
      const keys = [throttleKey(userId)];
      await assertNotThrottled(db, keys, now());
      const factors = await factorsOf(db, userId);
      const allowed = acceptedFactors(factors);
      const kind = kindOf(input);
      if (!allowed.includes(kind)) throw wrongKind(allowed);
      if (!(await check(userId, factors, input, rp))) {
        await recordFailure(db, keys, now());
        throw invalidSecondFactor();
      }
      return kind;
    },

    /** Emails a one-time approval code (10 minutes, single use) to a user who approves by email. */
    async sendEmailCode(userId: number): Promise<void> {
      const allowed = await accepted(userId);
      if (!allowed.includes('email_otp')) throw wrongKind(allowed);
      const { email } = await factorsOf(db, userId);
      await consumeRate(db, `approval-mail:${userId}`, APPROVAL_CODE_RATE, now());
      const code = newEmailCode();
      const salt = newSalt();
      await issueAccountCode(
        db,
        userId,
        { salt, hash: hashEmailCode(code, salt) },
        now(),
        'approve',
      );
      try {
        await deps.mailer.send({
          to: email,
          subject: 'Your approval code',
          text: `Your code to approve a request is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you are not approving a request right now, someone may be using your session: sign out of all sessions and contact support.`,
        });
      } catch (error) {
        deps.log.error({ err: error }, 'could not send the approval code');
        throw new ApiError(
          503,
          'MAIL_UNAVAILABLE',
          'We could not send your code. Please try again shortly.',
        );
      }
      // Never logged (R-SECH-11); the outbox transport's console notice shows it in development.
    },

    /** Assertion options for an approval, for a user with keys. */
    async beginKey(
      userId: number,
      rp: RelyingParty,
    ): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const allowed = await accepted(userId);
      if (!allowed.includes('yubikey')) throw wrongKind(allowed);
      return beginAuthentication(db, userId, rp, now(), 'approve');
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
