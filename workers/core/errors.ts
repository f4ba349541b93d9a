// Spec 8: how an HTTP answer becomes a result, a rejection, a toast or a
// navigation. Pure: the core routes the returned effects to tabs.
import {
  BLOCKED_TEXT,
  CANCELLED_TEXT,
  DEFAULT_ERROR_TEXT,
  SOMETHING_WENT_WRONG_TEXT,
} from '../../domain/constants';
import { chooseErrorText } from '../../domain/errors';
import type { ApiErrorItem, CoreEvent, CoreFailure, RestCall, RestResult } from '../types';

export { chooseErrorText };
export const TOAST_DEFAULT_TEXT = DEFAULT_ERROR_TEXT;
/** Spec 8 "Default text": used when no answer arrived at all (network failure). */
export const NETWORK_DEFAULT_TEXT = SOMETHING_WENT_WRONG_TEXT;
export { BLOCKED_TEXT, CANCELLED_TEXT };

export const LOGOUT_ROUTE = '/logout';
export const LOGOUT_TO_ROOT_ROUTE = '/logout?return=/';

/** Who hears an effect: the tab that made the call, or every tab. */
export type EffectScope = 'caller' | 'all';
export interface Effect {
  readonly scope: EffectScope;
  readonly event: CoreEvent;
}

export interface Rejection {
  readonly kind: 'reject';
  readonly failure: CoreFailure;
  readonly effects: readonly Effect[];
}
export type Interpretation<T = unknown> =
  | {
      readonly kind: 'resolve';
      readonly result: RestResult<T>;
      readonly effects: readonly Effect[];
    }
  | Rejection;

/** What came back: status and the body (parsed JSON, raw text, or null). */
export interface ResponseView {
  readonly status: number;
  readonly body: unknown;
  readonly bytes?: Uint8Array;
}

const NAMED_REDIRECTS: Readonly<Record<string, string>> = {
  gauth: '/user/otp_qrcode?required=true',
  change_password: '/change_password?required=true',
  redirect_to_login: '/login',
};

function asRecord(value: unknown): Readonly<Record<string, unknown>> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The `errors` list of a body, keeping only well-formed items. */
export function errorItems(body: unknown): readonly ApiErrorItem[] {
  const list = asRecord(body)?.['errors'];
  if (!Array.isArray(list)) return [];
  const items: ApiErrorItem[] = [];
  for (const raw of list) {
    const item = asRecord(raw);
    if (item === null) continue;
    const code = typeof item['code'] === 'string' ? item['code'] : '';
    const message =
      typeof item['message'] === 'string'
        ? item['message']
        : typeof item['reason'] === 'string'
          ? item['reason']
          : '';
    const field = typeof item['field'] === 'string' ? item['field'] : undefined;
    items.push(field === undefined ? { code, message } : { code, message, field });
  }
  return items;
}

/** Resolves a URL from a body against our origin: same-origin becomes a path. */
function navigationTo(url: string, origin: string): { to: string; external: boolean } {
  if (url.startsWith('/') && !url.startsWith('//')) return { to: url, external: false };
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin === origin)
      return { to: parsed.pathname + parsed.search + parsed.hash, external: false };
    return { to: parsed.href, external: true };
  } catch {
    return { to: url, external: false };
  }
}

/**
 * The redirect instruction of a body, if any. Precedence (the spec gives none):
 * force_redirect_url, then the named `redirect`, then redirect_url.
 */
export function redirectOf(
  body: unknown,
  origin: string,
): { to: string; external: boolean } | null {
  const record = asRecord(body);
  if (record === null) return null;
  const forced = record['force_redirect_url'];
  if (typeof forced === 'string' && forced !== '') return navigationTo(forced, origin);
  const named = record['redirect'];
  if (typeof named === 'string') {
    const target = NAMED_REDIRECTS[named];
    if (target !== undefined) return { to: target, external: false };
  }
  const url = record['redirect_url'];
  if (typeof url === 'string' && url !== '') return navigationTo(url, origin);
  return null;
}

function navigate(scope: EffectScope, to: string, external = false): Effect {
  return { scope, event: { kind: 'navigate', to, external } };
}

function failure(status: number | null, body: unknown, message: string): CoreFailure {
  return { kind: status === null ? 'network' : 'http', status, message, errors: errorItems(body) };
}

function alertHidden(call: RestCall, status: number | null): boolean {
  return call.hideAlertOnError === true || (status !== null && call.hideAlertOnCode === status);
}

/** Maps an HTTP answer through spec 8. */
export function interpretResponse<T = unknown>(
  response: ResponseView,
  call: RestCall,
  origin: string,
): Interpretation<T> {
  const { status, body } = response;
  const items = errorItems(body);

  // The session is dead everywhere: every tab leaves.
  if (items[0]?.code === 'UNAUTHORIZED') {
    return {
      kind: 'reject',
      failure: failure(status, body, chooseErrorText(body)),
      effects: [navigate('all', LOGOUT_TO_ROOT_ROUTE)],
    };
  }
  if (status === 401) {
    return {
      kind: 'reject',
      failure: failure(status, body, chooseErrorText(body)),
      effects: [navigate('all', LOGOUT_ROUTE)],
    };
  }

  const redirect = redirectOf(body, origin);
  const redirectEffects =
    redirect === null ? [] : [navigate('caller', redirect.to, redirect.external)];

  if (status >= 200 && status < 300) {
    const result: RestResult<T> =
      response.bytes === undefined
        ? { ok: true, status, data: body as T }
        : { ok: true, status, data: undefined as T, bytes: response.bytes };
    return { kind: 'resolve', result, effects: redirectEffects };
  }
  if (status === 400) {
    return {
      kind: 'resolve',
      result: { ok: false, status: 400, errors: items, data: body },
      effects: redirectEffects,
    };
  }

  const text = chooseErrorText(body);
  // A redirect is the answer to the failure: no toast on top of it.
  const toast: Effect[] =
    redirect !== null || alertHidden(call, status)
      ? []
      : [{ scope: 'caller', event: { kind: 'toast', text, tone: 'error' } }];
  return {
    kind: 'reject',
    failure: failure(status, body, text),
    effects: [...redirectEffects, ...toast],
  };
}

/** No answer at all (DNS, offline, connection reset). */
export function interpretNetworkFailure(call: RestCall): Rejection {
  const effects: Effect[] = alertHidden(call, null)
    ? []
    : [{ scope: 'caller', event: { kind: 'toast', text: NETWORK_DEFAULT_TEXT, tone: 'error' } }];
  return { kind: 'reject', failure: failure(null, null, NETWORK_DEFAULT_TEXT), effects };
}

export function cancelledFailure(): CoreFailure {
  return { kind: 'cancelled', status: null, message: CANCELLED_TEXT, errors: [] };
}

export function blockedFailure(): CoreFailure {
  return { kind: 'blocked', status: null, message: BLOCKED_TEXT, errors: [] };
}

export function isCoreFailure(value: unknown): value is CoreFailure {
  const record = asRecord(value);
  return (
    record !== null &&
    typeof record['message'] === 'string' &&
    (record['kind'] === 'http' ||
      record['kind'] === 'network' ||
      record['kind'] === 'cancelled' ||
      record['kind'] === 'blocked')
  );
}
