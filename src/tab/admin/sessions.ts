// Admin → Users → "Sign out everyone" (R-SECH-22): ends every session of the entity's people,
// the administrator's own optionally kept. A direct action (no maker-checker request) that asks
// for a recent sign-in or re-authentication. Framework-free.
import type { Invalidation, RestCall } from '../../../workers/api';
import { jsonCall } from '../account/calls';

export const SIGN_OUT_EVERYONE_PATH = '/uapi/v1/admin/sessions/revoke_all';

/** The session lists change (the user's own among them when not kept). */
export const EVERYONE_SIGNED_OUT: Invalidation = { tags: ['security'] };

export function signOutEveryoneCall(keepOwn: boolean): RestCall {
  return jsonCall('POST', SIGN_OUT_EVERYONE_PATH, { keep_own: keepOwn });
}

export interface SignedOut {
  readonly sessions: number;
  readonly users: number;
}

export function parseSignedOut(raw: unknown): SignedOut {
  const o = (raw ?? {}) as { sessions?: unknown; users?: unknown };
  return {
    sessions: typeof o.sessions === 'number' ? o.sessions : 0,
    users: typeof o.users === 'number' ? o.users : 0,
  };
}

/** "Ended 3 sessions of 2 people." */
export function signedOutText(result: SignedOut): string {
  const sessions = `${result.sessions} session${result.sessions === 1 ? '' : 's'}`;
  const people = `${result.users} ${result.users === 1 ? 'person' : 'people'}`;
  return result.sessions === 0 ? 'Nobody else was signed in.' : `Ended ${sessions} of ${people}.`;
}
