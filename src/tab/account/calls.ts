// Calls of the account-security, onboarding and entity flows as results a view can show
// inline: a 400 and any rejection become { ok: false, error } with the text spec 8 picks.
// Writes that change what a query shows go through core.mutate (runMutation) with what they
// make stale; the call builders serve views that run them through useMutation.
import type {
  ApiErrorItem,
  CoreClient,
  Invalidation,
  RestCall,
  RestResult,
} from '../../../workers/api';
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
export type Mutator = Pick<CoreClient, 'mutate'>;

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

async function settle<T>(send: () => Promise<RestResult<T>>): Promise<StepResult<T>> {
  try {
    const res: RestResult<T> = await send();
    if (res.ok) return { ok: true, value: res.data };
    return { ok: false, error: reasonsText(res.errors), errors: res.errors, status: 400 };
  } catch (e) {
    return { ok: false, error: failureText(e), errors: errorsOf(e), status: statusOf(e) };
  }
}

export function run<T>(core: Requester, call: RestCall): Promise<StepResult<T>> {
  return settle(() => core.request<T>(call));
}

/** A write whose answer the flow needs (a step, a form): as run(), and on success what
 *  `invalidates` names is stale in every tab. */
export function runMutation<T>(
  core: Mutator,
  call: RestCall,
  invalidates: Invalidation,
): Promise<StepResult<T>> {
  return settle(() => core.mutate<T>(call, invalidates));
}

/** A GET for a QuerySpec or a call; errors inline unless the options say otherwise. */
export function getCall(
  path: string,
  options: CallOptions = INLINE,
): RestCall & { readonly method: 'GET' } {
  return { method: 'GET', path, ...options };
}

export function jsonCall(
  method: 'POST' | 'PUT',
  path: string,
  value: unknown,
  options: CallOptions = INLINE,
): RestCall {
  return { method, path, body: { kind: 'json', value }, ...options };
}

export function formCall(
  path: string,
  value: Readonly<Record<string, string>>,
  options: CallOptions = INLINE,
): RestCall {
  return { method: 'POST', path, body: { kind: 'form', value }, ...options };
}

export function getJson<T>(
  core: Requester,
  path: string,
  options: CallOptions = INLINE,
): Promise<StepResult<T>> {
  return run<T>(core, getCall(path, options));
}

export function postJson<T>(
  core: Requester,
  path: string,
  value: unknown,
  options: CallOptions = INLINE,
): Promise<StepResult<T>> {
  return run<T>(core, jsonCall('POST', path, value, options));
}

/** The first error that names `field`, for showing it under that input. */
export function fieldError(r: StepResult<unknown>, field: string): string | undefined {
  if (r.ok) return undefined;
  return r.errors.find((e) => e.field === field)?.message;
}
