// The sign-in steps of docs/api.md "Sign-in by factor policy" as framework-free calls on the
// core: the password, then each second factor the server asks for, until it signs the user in.
import type { User } from '../sessionTypes';
import { postJson, PUBLIC, type Requester, type StepResult } from './calls';
import { instructionTarget } from './instructions';
import type { Factor } from './security';

export type { StepResult };

export type { Factor };
const FACTORS: readonly Factor[] = ['email_otp', 'otp', 'yubikey'];

/** What a step leads to: another factor, or a session (maybe with a forced flow to follow). */
export type StepOutcome =
  | { readonly kind: 'next'; readonly factor: Factor; readonly email: string }
  | {
      readonly kind: 'signedIn';
      readonly token: string;
      readonly user: User;
      /** Where a forced flow (spec 8) sends the user first, or null. */
      readonly instruction: string | null;
    };

interface Answer {
  readonly next?: string;
  readonly email?: string;
  readonly token?: string;
  readonly user?: User;
}

export const UNSUPPORTED_FACTOR_TEXT =
  'This sign-in method is not supported by this version of the app.';

function outcomeOf(answer: Answer, email: string): StepResult<StepOutcome> {
  if (typeof answer.token === 'string' && answer.user) {
    return {
      ok: true,
      value: {
        kind: 'signedIn',
        token: answer.token,
        user: answer.user,
        instruction: instructionTarget(answer),
      },
    };
  }
  const factor = FACTORS.find((f) => f === answer.next);
  if (!factor) return { ok: false, error: UNSUPPORTED_FACTOR_TEXT, errors: [], status: null };
  return { ok: true, value: { kind: 'next', factor, email: answer.email || email } };
}

async function step(
  core: Requester,
  path: string,
  body: unknown,
  email: string,
): Promise<StepResult<StepOutcome>> {
  const r = await postJson<Answer>(core, path, body, PUBLIC);
  return r.ok ? outcomeOf(r.value ?? {}, email) : r;
}

export function submitPassword(core: Requester, email: string, password: string) {
  return step(core, '/api/login', { email, password }, email);
}

/** The emailed code: verify_2fa as the first factor, email3fa after another one. */
export function verifyEmailCode(core: Requester, email: string, code: string, afterOther = false) {
  const path = afterOther ? '/api/email3fa' : '/api/verify_2fa';
  return step(core, path, { email, otp_code: code }, email);
}

export function verifyAuthenticatorCode(core: Requester, email: string, code: string) {
  return step(core, '/api/otp2fa', { email, otp_code: code }, email);
}

/** The hardware key: the server's challenge, the browser's assertion, the server's check. */
export async function verifySecurityKey(
  core: Requester,
  email: string,
  assert: (options: unknown) => Promise<unknown>,
): Promise<StepResult<StepOutcome>> {
  const begin = await postJson<{ options: unknown }>(
    core,
    '/api/authenticate/begin',
    { email },
    PUBLIC,
  );
  if (!begin.ok) return begin;
  let credential: unknown;
  try {
    credential = await assert(begin.value.options);
  } catch (e) {
    return { ok: false, error: keyErrorText(e), errors: [], status: null };
  }
  return step(core, '/api/v2/yubikey2fa', { email, credential }, email);
}

export function resendEmailCode(core: Requester, email: string): Promise<StepResult<unknown>> {
  return postJson(core, '/api/user/regenerate_email_login_otp', { email }, PUBLIC);
}

/** The browser refused or the user cancelled: say so plainly. */
export function keyErrorText(e: unknown): string {
  const name = typeof e === 'object' && e !== null && 'name' in e ? String(e.name) : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The security key request was cancelled or timed out. Try again.';
  }
  if (name === 'InvalidStateError') return 'This security key is already registered.';
  if (name === 'NotSupportedError') return 'This browser does not support security keys.';
  return 'The security key could not be used. Try again.';
}
