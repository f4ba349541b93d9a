// Account → Security calls (docs/api.md "Authenticator", "Hardware security keys",
// "Activity, settings"): the user's factors, keys, trade confirmation emails, activity.
import { getJson, postJson, type Requester, type StepResult } from './calls';

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

export function loadSecurity(core: Requester): Promise<StepResult<SecurityOverview>> {
  return getJson<SecurityOverview>(core, '/api/user/security');
}

/** Registration: the server's options, the browser's new credential, the server's check. */
export async function registerKey(
  core: Requester,
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
  return postJson(core, '/api/register/complete', { name, credential });
}

export function removeKey(core: Requester, credentialId: string): Promise<StepResult<unknown>> {
  return postJson(core, '/api/v2/disable_yubikey', { yubikey_base64: credentialId });
}

export function loadTradeConfirmationEmails(core: Requester) {
  return getJson<{ enabled: boolean }>(core, '/api/get_trade_confirmation_emails_enabled');
}

export function setTradeConfirmationEmails(core: Requester, enabled: boolean) {
  return postJson<{ enabled: boolean }>(core, '/api/set_trade_confirmation_emails_enabled', {
    enabled,
  });
}

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

export function loadActivity(core: Requester, before?: string | number) {
  const query: Record<string, string> = { limit: String(ACTIVITY_PAGE) };
  if (before !== undefined) query['before'] = String(before);
  return getJson<{ activities: readonly Activity[] }>(core, '/api/user/activity', {
    hideAlertOnError: true,
    query,
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

export function loadAgreements(core: Requester) {
  return getJson<{ agreements: readonly Agreement[] }>(core, '/api/user/agreements');
}
