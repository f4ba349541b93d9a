// The user's sessions and re-authentication (docs/api.md "Sessions", R-SECH-19, R-SECH-20):
// the list of live sessions, ending one or all the others, and confirming the password before
// a factor changes.
import type { ApiErrorItem, Invalidation, RestCall } from '../../../workers/api';
import { defineQuery } from '../queries/define';
import {
  getCall,
  jsonCall,
  postJson,
  runMutation,
  type Mutator,
  type Requester,
  type StepResult,
} from './calls';
import { keyErrorText } from './loginFlow';

export interface UserSession {
  readonly id: number;
  readonly current: boolean;
  readonly ip: string | null;
  readonly user_agent: string | null;
  readonly created_at: string;
  readonly last_seen_at: string;
}

/** Ending sessions or re-authenticating adds to the activity and changes the list. */
export const SESSIONS_CHANGED: Invalidation = { tags: ['security'] };

function parseSessions(raw: unknown): readonly UserSession[] {
  const list = (raw as { sessions?: unknown } | null)?.sessions;
  if (!Array.isArray(list)) throw new Error('no sessions');
  return list as UserSession[];
}

/** The user's live sessions, loaded afresh on each visit (other devices change it). */
export const sessionsQuery = defineQuery<readonly UserSession[]>(
  {
    key: ['user_sessions'],
    call: getCall('/api/user/sessions'),
    invalidatedBy: ['security'],
    staleMillis: 0,
  },
  parseSessions,
);

export function revokeSessionCall(sessionId: number): RestCall {
  return jsonCall('POST', '/api/user/sessions/revoke', { session_id: sessionId });
}

export function revokeOtherSessionsCall(): RestCall {
  return jsonCall('POST', '/api/user/sessions/revoke_others', {});
}

export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';

/** Whether a failure asks the user to confirm their password first. */
export function needsReauth(result: {
  readonly ok: boolean;
  readonly errors?: readonly Pick<ApiErrorItem, 'code'>[] | undefined;
}): boolean {
  return !result.ok && (result.errors ?? []).some((e) => e.code === REAUTH_REQUIRED);
}

/** What proves the user again: the password, or (R-SECH-24) a factor they have enrolled. */
export type ReauthProof =
  { readonly password: string } | { readonly otp_code: string } | { readonly assertion: unknown };

export function reauthenticate(core: Mutator, proof: ReauthProof): Promise<StepResult<unknown>> {
  return runMutation(core, jsonCall('POST', '/api/user/reauthenticate', proof), SESSIONS_CHANGED);
}

/** A security key's assertion of a re-authentication challenge. */
export async function reauthKeyAssertion(
  core: Requester,
  assert: (options: unknown) => Promise<unknown>,
): Promise<StepResult<unknown>> {
  const begin = await postJson<{ options?: unknown }>(
    core,
    '/api/user/reauthenticate/key/begin',
    {},
  );
  if (!begin.ok) return begin;
  try {
    return { ok: true, value: await assert(begin.value.options) };
  } catch (e) {
    return { ok: false, error: keyErrorText(e), errors: [], status: null };
  }
}

/** "Chrome on macOS" from a user agent; the raw text when nothing is recognised. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X|Macintosh/.test(userAgent)
        ? 'macOS'
        : /Android/.test(userAgent)
          ? 'Android'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
