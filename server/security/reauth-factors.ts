// Re-authentication by a second factor (R-SECH-24): besides the password, a fresh authenticator
// code (its time step spent, shared with sign-in and approvals) or a security-key assertion of a
// challenge issued for 'reauthenticate', per the factors the user has enrolled. The emailed code
// is not offered: it proves the mailbox, not the person at this session.
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { factorsOf } from '../approvals/admin-store';
import type { EpochMillis } from '../auth/clock';
import { spendTotpStep } from '../auth/login-service';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { SecretBox } from './secret-box';
import { acceptTotp } from './totp';
import { beginAuthentication, verifyAssertion, type RelyingParty } from './webauthn';

export type ReauthInput =
  | { readonly password: string }
  | { readonly otp_code: string }
  | { readonly assertion: AuthenticationResponseJSON };

export type ReauthFactor = 'password' | 'otp' | 'yubikey';

export const factorOfInput = (input: ReauthInput): ReauthFactor =>
  'password' in input ? 'password' : 'otp_code' in input ? 'otp' : 'yubikey';

export interface ReauthFactorDeps {
  readonly db: Kysely<Database>;
  readonly secrets: SecretBox;
  readonly log: FastifyBaseLogger;
}

const notEnrolled = (factor: 'otp' | 'yubikey'): ApiError =>
  new ApiError(
    400,
    'FACTOR_NOT_ENROLLED',
    factor === 'otp'
      ? 'You have no authenticator app set up. Confirm with your password.'
      : 'You have no security key registered. Confirm with your password.',
    factor === 'otp' ? 'otp_code' : 'assertion',
  );

export const INVALID_REAUTH_FACTOR_TEXT =
  'The code or key is not valid, has expired or was already used.';

/**
 * Checks (and spends) a second factor: true when it proves the user, false when it is wrong;
 * throws FACTOR_NOT_ENROLLED for a factor the user does not have.
 */
export async function verifyReauthFactor(
  deps: ReauthFactorDeps,
  userId: number,
  input: { readonly otp_code: string } | { readonly assertion: AuthenticationResponseJSON },
  rp: RelyingParty,
  now: EpochMillis,
): Promise<boolean> {
  const factors = await factorsOf(deps.db, userId);
  if ('otp_code' in input) {
    if (factors.otpSecretEnc === null) throw notEnrolled('otp');
    let secret: string;
    try {
      secret = deps.secrets.open(factors.otpSecretEnc);
    } catch (error) {
      deps.log.error({ err: error, userId }, 'authenticator secret cannot be opened');
      return false;
    }
    const step = acceptTotp(secret, input.otp_code, now, factors.otpLastStep);
    return step !== null && spendTotpStep(deps.db, userId, factors.otpLastStep, step);
  }
  if (factors.keys === 0) throw notEnrolled('yubikey');
  return verifyAssertion(deps.db, userId, input.assertion, rp, now, 'reauthenticate');
}

/** Assertion options for a re-authentication by security key. */
export async function beginReauthKey(
  db: Kysely<Database>,
  userId: number,
  rp: RelyingParty,
  now: EpochMillis,
) {
  const factors = await factorsOf(db, userId);
  if (factors.keys === 0) throw notEnrolled('yubikey');
  return beginAuthentication(db, userId, rp, now, 'reauthenticate');
}
