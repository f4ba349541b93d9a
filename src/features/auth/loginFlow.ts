// The sign-in steps of docs/api.md "Sign-in" as framework-free calls on the core.
import type { CoreClient, RestResult } from '../../../workers/types';
import { DEFAULT_ERROR_TEXT } from '../../domain/constants';
import { failureText } from '../../core/sessionLoader';
import type { User } from '../../core/sessionTypes';

/** The second step the server asks for; later factors ('otp', 'yubikey') slot in here. */
export type SecondFactor = 'email_otp';

export type StepResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

interface LoginAnswer {
  readonly success: boolean;
  readonly next: string;
  readonly email: string;
}

interface VerifyAnswer {
  readonly success: boolean;
  readonly token: string;
  readonly user: User;
}

type Requester = Pick<CoreClient, 'request'>;

// Sign-in calls work while requests are blocked and show their errors inline, not as toasts.
const AUTH_CALL = { method: 'POST', bypassBlock: true, hideAlertOnError: true } as const;

async function post<T>(core: Requester, path: string, value: unknown): Promise<StepResult<T>> {
  try {
    const res: RestResult<T> = await core.request<T>({
      ...AUTH_CALL,
      path,
      body: { kind: 'json', value },
    });
    if (res.ok) return { ok: true, value: res.data };
    return { ok: false, error: res.errors.map((e) => e.message).join('\n') || DEFAULT_ERROR_TEXT };
  } catch (e) {
    return { ok: false, error: failureText(e) };
  }
}

export async function submitPassword(
  core: Requester,
  email: string,
  password: string,
): Promise<StepResult<{ factor: SecondFactor; email: string }>> {
  const r = await post<LoginAnswer>(core, '/api/login', { email, password });
  if (!r.ok) return r;
  if (r.value.next !== 'email_otp') {
    return { ok: false, error: 'This sign-in method is not available in this version.' };
  }
  return { ok: true, value: { factor: 'email_otp', email: r.value.email || email } };
}

export function verifyEmailCode(
  core: Requester,
  email: string,
  code: string,
): Promise<StepResult<VerifyAnswer>> {
  return post<VerifyAnswer>(core, '/api/verify_2fa', { email, otp_code: code });
}

export function resendEmailCode(core: Requester, email: string): Promise<StepResult<unknown>> {
  return post(core, '/api/user/regenerate_email_login_otp', { email });
}
