// Account → Security reads and calls (docs/api.md "Authenticator", "Hardware security keys",
// "Activity, settings"): the user's factors, keys, trade confirmation emails, activity and
// agreements. Reads are named queries of the core's cache; a change to the user's factors,
// keys or password makes every query tagged 'security' stale.
import type { Invalidation, RestCall } from '../../../workers/api';
import { defineQuery } from '../queries/define';
import {
  getCall,
  getJson,
  jsonCall,
  postJson,
  runMutation,
  type Mutator,
  type Requester,
  type StepResult,
} from './calls';

/** The second factors of docs/api.md "Sign-in by factor policy". */
export type Factor = 'email_otp' | 'otp' | 'yubikey';

export interface SecurityKey {
  readonly credential_id: string;
  readonly name: string;
  readonly created_at: string;
  readonly last_used_at: string | null;
}

export interface SecurityOverview {
  readonly email: string;
  readonly factor_policy: readonly Factor[];
  readonly otp_enabled: boolean;
  readonly yubikeys: readonly SecurityKey[];
  readonly password_changed_at: string;
  readonly password_expires_at: string | null;
  readonly password_change_required: boolean;
}

/** What a change of the user's factors, keys or password makes stale. */
export const SECURITY_CHANGED: Invalidation = { tags: ['security'] };

/** The Security tab's overview: factors, authenticator, keys, password dates. */
export const securityQuery = defineQuery<SecurityOverview>(
  { key: ['user_security'], call: getCall('/api/user/security'), invalidatedBy: ['security'] },
  (raw) => raw as SecurityOverview,
);

/** Registration: the server's options, the browser's new credential, the server's check
 *  (which changes the key list). */
export async function registerKey(
  core: Requester & Mutator,
  name: string,
  create: (options: unknown) => Promise<unknown>,
  keyError: (e: unknown) => string,
): Promise<StepResult<{ key: SecurityKey }>> {
  const begin = await postJson<{ options: unknown }>(core, '/api/register/begin', {});
  if (!begin.ok) return begin;
  let credential: unknown;
  try {
    credential = await create(begin.value.options);
  } catch (e) {
    return { ok: false, error: keyError(e), errors: [], status: null };
  }
  return runMutation(
    core,
    jsonCall('POST', '/api/register/complete', { name, credential }),
    SECURITY_CHANGED,
  );
}

/** Removes a key: run with SECURITY_CHANGED. */
export function removeKeyCall(credentialId: string): RestCall {
  return jsonCall('POST', '/api/v2/disable_yubikey', { yubikey_base64: credentialId });
}

const TRADE_CONFIRMATION_KEY = ['trade_confirmation_emails'] as const;

export const tradeConfirmationEmailsQuery = defineQuery<boolean>(
  { key: TRADE_CONFIRMATION_KEY, call: getCall('/api/get_trade_confirmation_emails_enabled') },
  (raw) => (raw as { enabled?: unknown } | null)?.enabled === true,
);

/** Turns the emails on or off; the answer carries the new setting. */
export function setTradeConfirmationEmailsCall(enabled: boolean): RestCall {
  return jsonCall('POST', '/api/set_trade_confirmation_emails_enabled', { enabled });
}

export const TRADE_CONFIRMATION_CHANGED: Invalidation = { keys: [TRADE_CONFIRMATION_KEY] };

export function logoutEverywhere(core: Requester): Promise<StepResult<unknown>> {
  return postJson(core, '/api/logout_all', {}, { hideAlertOnError: true, bypassBlock: true });
}

export interface Activity {
  readonly id: number | string;
  readonly action: string;
  readonly at: string;
  readonly ip: string;
  readonly user_agent: string;
  readonly entity_id: number | null;
  readonly details: Readonly<Record<string, string>> | null;
}

export const ACTIVITY_PAGE = 50;
const ACTIVITY_PATH = '/api/user/activity';

function parseActivities(raw: unknown): readonly Activity[] {
  const list = (raw as { activities?: unknown } | null)?.activities;
  if (!Array.isArray(list)) throw new Error('no activities');
  return list as Activity[];
}

/** The newest page of the user's activity. A log: every visit loads it afresh (the cached
 *  page shows meanwhile), and a security change of any tab adds to it. */
export const activityQuery = defineQuery<readonly Activity[]>(
  {
    key: ['user_activity'],
    call: getCall(ACTIVITY_PATH, {
      query: { limit: String(ACTIVITY_PAGE) },
      hideAlertOnError: true,
    }),
    invalidatedBy: ['security'],
    staleMillis: 0,
  },
  parseActivities,
);

/** An older page: the activities before `before` (a row's id), on demand. */
export function loadActivity(core: Requester, before: string | number) {
  return getJson<{ activities: readonly Activity[] }>(core, ACTIVITY_PATH, {
    hideAlertOnError: true,
    query: { limit: String(ACTIVITY_PAGE), before: String(before) },
  });
}

const ACTION_LABELS: Readonly<Record<string, string>> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  logout: 'Signed out',
  logout_all: 'Signed out everywhere',
  password_changed: 'Password changed',
  password_reset: 'Password reset',
  otp_enabled: 'Authenticator enabled',
  otp_disabled: 'Authenticator disabled',
  security_key_added: 'Security key added',
  security_key_removed: 'Security key removed',
  entity_switched: 'Switched legal entity',
};

/** A readable label; unknown actions turn "some_action" into "Some action". */
export function activityLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A short browser description from a user agent string. */
export function describeAgent(ua: string): string {
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null;
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Mac OS X|Macintosh/.test(ua)
      ? 'macOS'
      : /Android/.test(ua)
        ? 'Android'
        : /iPhone|iPad/.test(ua)
          ? 'iOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? (ua ? ua.slice(0, 40) : '—');
}

export interface Agreement {
  readonly key: string;
  readonly title: string;
  readonly version: string;
  readonly status: string;
  readonly agreed_at: string | null;
  readonly signed_at: string | null;
  readonly signer_name: string | null;
  readonly download_url: string;
  readonly sections?: readonly { readonly heading: string; readonly body: string }[];
}

/** The entity's agreements; agreeing to or signing terms (onboarding) changes them. */
export const agreementsQuery = defineQuery<readonly Agreement[]>(
  {
    key: ['user_agreements'],
    call: getCall('/api/user/agreements'),
    invalidatedBy: ['onboarding'],
  },
  (raw) => {
    const list = (raw as { agreements?: unknown } | null)?.agreements;
    if (!Array.isArray(list)) throw new Error('no agreements');
    return list as Agreement[];
  },
);
