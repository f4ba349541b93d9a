// Calls of the account-security, onboarding and entity flows as results a view can show
// inline: a 400 and any rejection become { ok: false, error } with the text spec 8 picks.
import type { ApiErrorItem, CoreClient, RestCall, RestResult } from '../../../workers/api';
import { DEFAULT_ERROR_TEXT } from '../../../domain/constants';
import { failureText } from '../sessionLoader';

export type StepResult<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly error: string;
      readonly errors: readonly ApiErrorItem[];
      /** HTTP status of the failure; null when no answer came (network, cancelled, blocked). */
      readonly status: number | null;
    };

export type Requester = Pick<CoreClient, 'request'>;

/** Public flows (sign-in, reset, sign-up) work while requests are blocked, errors inline. */
export const INLINE = { hideAlertOnError: true } as const;
export const PUBLIC = { bypassBlock: true, hideAlertOnError: true } as const;

export type CallOptions = Pick<
  RestCall,
  'bypassBlock' | 'hideAlertOnError' | 'hideAlertOnCode' | 'query'
>;

function errorsOf(e: unknown): readonly ApiErrorItem[] {
  if (typeof e === 'object' && e !== null && 'errors' in e && Array.isArray(e.errors)) {
    return e.errors as ApiErrorItem[];
  }
  return [];
}

function statusOf(e: unknown): number | null {
  if (typeof e === 'object' && e !== null && 'status' in e && typeof e.status === 'number') {
    return e.status;
  }
  return null;
}

/** Joins the reasons with line breaks, as spec 8 says for error lists. */
export function reasonsText(errors: readonly ApiErrorItem[]): string {
  return (
    errors
      .map((e) => e.message)
      .filter((m) => m !== '')
      .join('\n') || DEFAULT_ERROR_TEXT
  );
}

export async function run<T>(core: Requester, call: RestCall): Promise<StepResult<T>> {
  try {
    const res: RestResult<T> = await core.request<T>(call);
    if (res.ok) return { ok: true, value: res.data };
    return { ok: false, error: reasonsText(res.errors), errors: res.errors, status: 400 };
  } catch (e) {
    return { ok: false, error: failureText(e), errors: errorsOf(e), status: statusOf(e) };
  }
}

export function getJson<T>(
  core: Requester,
  path: string,
  options: CallOptions = INLINE,
): Promise<StepResult<T>> {
  return run<T>(core, { method: 'GET', path, ...options });
}

export function postJson<T>(
  core: Requester,
  path: string,
  value: unknown,
  options: CallOptions = INLINE,
): Promise<StepResult<T>> {
  return run<T>(core, { method: 'POST', path, body: { kind: 'json', value }, ...options });
}

export function postForm<T>(
  core: Requester,
  path: string,
  value: Readonly<Record<string, string>>,
  options: CallOptions = INLINE,
): Promise<StepResult<T>> {
  return run<T>(core, { method: 'POST', path, body: { kind: 'form', value }, ...options });
}

/** The first error that names `field`, for showing it under that input. */
export function fieldError(r: StepResult<unknown>, field: string): string | undefined {
  if (r.ok) return undefined;
  return r.errors.find((e) => e.field === field)?.message;
}
