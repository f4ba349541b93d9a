// The user's last screen (spec 7.3 POST /uapi/v1/save_last_user_state): the route (path and
// query, so selections in the query come back too) is saved a moment after each navigation, and
// "/" after sign-in returns there instead of the landing page. Framework-free.
import { getCall, jsonCall } from './account/calls';
import { defineQuery } from './queries/define';
import { isRecord } from './queries/json';

export interface LastUserState {
  readonly route: string;
}

/** Screens never restored: sign-in, sign-out, onboarding and the root itself. */
const NOT_RESTORED = ['/login', '/logout', '/onboarding', '/reset_password', '/verify_email'];

/** The saved route if it is a screen of this app worth returning to, else null. */
export function restorableRoute(state: unknown): string | null {
  if (!isRecord(state)) return null;
  const route = state['route'];
  if (typeof route !== 'string' || route.length > 500) return null;
  if (!route.startsWith('/') || route.startsWith('//') || route === '/') return null;
  const path = route.split(/[?#]/)[0] ?? '';
  if (NOT_RESTORED.some((p) => path === p || path.startsWith(`${p}/`))) return null;
  return route;
}

export const lastStateQuery = defineQuery<string | null>(
  { key: ['last_user_state'], call: getCall('/uapi/v1/last_user_state') },
  (raw) => (isRecord(raw) ? restorableRoute(raw['state']) : null),
);

export const SAVE_LAST_STATE_PATH = '/uapi/v1/save_last_user_state';

export const saveLastStateCall = (route: string) =>
  jsonCall('POST', SAVE_LAST_STATE_PATH, { state: { route } });

/** How long a screen must stay before it counts as the last one. */
export const SAVE_AFTER_MILLIS = 1500;
