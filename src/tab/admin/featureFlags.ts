// Admin → Feature flags: the spec 6 flags of the institution (GET /uapi/v1/admin/feature_flags)
// and the `feature_flags` request a toggle makes; plus which admin-settings route the
// `new_permission_module` switch picks. Framework-free.
import { FEATURE_FLAGS } from '../../../domain/enums';
import { getCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { isRecord, list, record } from '../queries/json';
import type { FeatureFlags } from '../sessionTypes';

export interface FeatureFlagRow {
  readonly name: string;
  readonly enabled: boolean;
}

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  edge_trading_enabled: 'Edge: the direct-market-access screen and its order ticket.',
  options_rfq: 'Options RFQ trading and its read-only pseudo-account.',
  fee_statistics: 'Fee statistics in trade statistics.',
  credit_loan_balance: 'Credit and loan balances in the portfolio.',
  spot_margin: 'Margin trading on spot markets.',
  bypass_travel_rules: 'Withdrawals skip travel-rule details.',
  docusign_agreements: 'Onboarding with electronic signature.',
  new_permission_module: 'Admin settings at /v2/admin-settings/uapi.',
  contract_and_upsell_enabled: 'Contract Admin check at sign-in.',
  defi_enabled: 'DeFi: connect custody vaults to dApps (/v2/defi).',
};

export function flagDescription(name: string): string {
  return DESCRIPTIONS[name] ?? '';
}

/** Spec 6 order first, then any other flag the server sends, by name. */
function ordered(rows: FeatureFlagRow[]): readonly FeatureFlagRow[] {
  const rank = (n: string) => {
    const i = (FEATURE_FLAGS as readonly string[]).indexOf(n);
    return i === -1 ? FEATURE_FLAGS.length : i;
  };
  return rows.sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

/** `{ flags: { name: bool } }`, `{ flags: [{ name, enabled }] }`, or either bare. */
export function parseFeatureFlags(raw: unknown): readonly FeatureFlagRow[] {
  const body = isRecord(raw) && raw['flags'] !== undefined ? raw['flags'] : raw;
  if (Array.isArray(body)) {
    return ordered(
      list(body, 'flags').map((item) => {
        const o = record(item, 'flag');
        const name = o['name'];
        const enabled = o['enabled'] ?? o['value'];
        if (typeof name !== 'string' || typeof enabled !== 'boolean') {
          throw new Error('flag: not { name, enabled }');
        }
        return { name, enabled };
      }),
    );
  }
  return ordered(
    Object.entries(record(body, 'flags')).map(([name, enabled]) => {
      if (typeof enabled !== 'boolean') throw new Error(`flag ${name}: not a boolean`);
      return { name, enabled };
    }),
  );
}

/** The institution's flags. A `feature_flags` request executing changes them. */
export const featureFlagsQuery = defineQuery<readonly FeatureFlagRow[]>(
  {
    key: ['admin_feature_flags'],
    call: getCall('/uapi/v1/admin/feature_flags'),
    invalidatedBy: ['approvals'],
  },
  parseFeatureFlags,
);

/** The payload of a `feature_flags` request: the flags it sets. */
export function featureFlagsPayload(flags: Readonly<Record<string, boolean>>) {
  return { flags: { ...flags } };
}

export const NEW_PERMISSION_MODULE = 'new_permission_module';

/**
 * Whether the new permission module is on: the periodic sync's `enabled_properties` (re-read
 * every 60 s, so a flag change reaches open tabs) wins over the user config the session loaded
 * at sign-in; a missing flag is off.
 */
export function newPermissionModuleOn(
  configFlags: FeatureFlags,
  syncProperties: Readonly<Record<string, boolean>> | null | undefined,
): boolean {
  const fromSync = syncProperties?.[NEW_PERMISSION_MODULE];
  if (typeof fromSync === 'boolean') return fromSync;
  return configFlags[NEW_PERMISSION_MODULE] === true;
}

export const ADMIN_SETTINGS_BASE = '/admin/settings';
export const UAPI_ADMIN_SETTINGS_BASE = '/v2/admin-settings/uapi';
export const APPROVALS_BASE = '/admin/approvals';

/** The admin-settings path of a tab under the route the switch picks. */
export function adminSettingsPath(newModule: boolean, tab?: string): string {
  const base = newModule ? UAPI_ADMIN_SETTINGS_BASE : ADMIN_SETTINGS_BASE;
  return tab ? `${base}/${tab}` : base;
}
