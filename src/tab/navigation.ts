// Which navigation tabs (spec 2.3) and trade types a user sees. Pure: the rules are
// documented in docs/shell.md and pinned by navigation.test.ts.
import { ACCOUNT_TYPES } from '../../domain/enums';
import { canApproveRequests, canManageSomething, defaultActions } from './admin/vocabulary';
import type { FeatureFlags, HedgeVenuesOptions, Role } from './sessionTypes';

export type NavTabKey =
  | 'Trade'
  | 'Portfolio'
  | 'Insights'
  | 'AdminSettings'
  | 'Account'
  | 'FAQs'
  | 'LogOut'
  | 'Defi'
  | 'Analytics'
  | 'Support'
  | 'UAPIAdminSettings'
  | 'Labs'
  | 'NativeCustody'
  | 'Focal';

export type TradeTypeKey = 'RFQ' | 'Streaming' | 'Options' | 'Edge' | 'Fusion';

export interface NavTab {
  readonly key: NavTabKey;
  readonly label: string;
  readonly to: string;
  /** Path prefixes that mark the tab active. */
  readonly matches: readonly string[];
}

export interface TradeType {
  readonly key: TradeTypeKey;
  readonly label: string;
  readonly to: string;
}

export interface NavInput {
  readonly flags: FeatureFlags;
  readonly roles: readonly Role[];
  readonly accounts: HedgeVenuesOptions;
  /** enabled_properties of the periodic sync; null before the first sync. */
  readonly enabledProperties: Readonly<Record<string, boolean>> | null;
  /** The caller's granted actions (GET /uapi/v1/permissions); absent: what the default
   *  matrix of docs/approvals.md grants `roles`. */
  readonly actions?: readonly string[];
}

/** All tabs in display order; `LogOut` sits in the user menu area at the end. */
export const NAV_TABS: readonly NavTab[] = [
  {
    key: 'Trade',
    label: 'Trade',
    to: '/trading/rfq',
    matches: ['/trading/rfq', '/trading/rfs', '/trading/options', '/trading/dma', '/v2/trade'],
  },
  {
    key: 'Portfolio',
    label: 'Portfolio',
    to: '/portfolio/balances',
    matches: ['/portfolio', '/trading/portfolio', '/trade-allocation', '/trade-settlement'],
  },
  {
    key: 'Insights',
    label: 'Insights',
    to: '/post-trade/cashflows',
    matches: ['/post-trade', '/trading/insights'],
  },
  { key: 'Analytics', label: 'Analytics', to: '/trade-statistics', matches: ['/trade-statistics'] },
  { key: 'NativeCustody', label: 'Custody', to: '/custody', matches: ['/custody'] },
  { key: 'Defi', label: 'DeFi', to: '/v2/defi', matches: ['/v2/defi'] },
  { key: 'Labs', label: 'Labs', to: '/labs', matches: ['/labs'] },
  { key: 'Focal', label: 'Focal', to: '/focal', matches: ['/focal'] },
  {
    key: 'AdminSettings',
    label: 'Admin',
    to: '/admin/settings',
    matches: ['/admin/settings', '/admin/approvals'],
  },
  {
    key: 'UAPIAdminSettings',
    label: 'Admin',
    to: '/v2/admin-settings/uapi',
    matches: ['/v2/admin-settings', '/admin/approvals'],
  },
  { key: 'Account', label: 'Account', to: '/account/accounts', matches: ['/account'] },
  { key: 'FAQs', label: 'FAQs', to: '/faqs', matches: ['/faqs', '/faq'] },
  { key: 'Support', label: 'Support', to: '/v2/support', matches: ['/v2/support'] },
  { key: 'LogOut', label: 'Log out', to: '/logout', matches: ['/logout'] },
];

export const TRADE_TYPES: readonly TradeType[] = [
  { key: 'RFQ', label: 'RFQ', to: '/trading/rfq' },
  { key: 'Streaming', label: 'Streaming', to: '/trading/rfs' },
  { key: 'Options', label: 'Options RFQ', to: '/trading/options' },
  { key: 'Edge', label: 'Edge', to: '/v2/trade/edge' },
  { key: 'Fusion', label: 'Fusion', to: '/v2/trade/fxorderbook' },
];

/** Areas the venue can switch off through the sync's enabled_properties (opt-out). */
const OPT_OUT_PROPERTY: Partial<Record<NavTabKey, string>> = {
  Defi: 'defi_enabled',
  Labs: 'labs_enabled',
  Focal: 'focal_enabled',
  Analytics: 'analytics_enabled',
};

export function hasCustodyAccount(accounts: HedgeVenuesOptions): boolean {
  return Object.values(accounts.optionsMap).some((venue) =>
    venue.hedgeVenuesList.some((a) => a.accountType === ACCOUNT_TYPES.custody && a.canRead),
  );
}

/** What the admin tab offers: the settings (some Manage… or Read Audit Log action), only the
 *  approval list (Approve Requests), or nothing. */
export function adminAccess(input: NavInput): 'settings' | 'approvals' | null {
  const actions = input.actions ?? defaultActions(input.roles);
  if (canManageSomething(actions)) return 'settings';
  if (canApproveRequests(actions)) return 'approvals';
  return null;
}

/** Where an approver without settings lands (docs/approvals.md "Screens"). */
export const APPROVALS_PENDING_PATH = '/admin/approvals/pending';

function tabVisible(key: NavTabKey, input: NavInput): boolean {
  const admin = adminAccess(input) !== null;
  const newPermissions = input.flags['new_permission_module'] === true;
  const optOut = OPT_OUT_PROPERTY[key];
  if (optOut !== undefined && input.enabledProperties?.[optOut] === false) return false;
  switch (key) {
    case 'AdminSettings':
      return admin && !newPermissions;
    case 'UAPIAdminSettings':
      return admin && newPermissions;
    case 'NativeCustody':
      return hasCustodyAccount(input.accounts);
    default:
      return true;
  }
}

export function visibleTabs(input: NavInput): readonly NavTab[] {
  const approvalsOnly = adminAccess(input) === 'approvals';
  return NAV_TABS.filter((t) => tabVisible(t.key, input)).map((t) =>
    approvalsOnly && (t.key === 'AdminSettings' || t.key === 'UAPIAdminSettings')
      ? { ...t, label: 'Approvals', to: APPROVALS_PENDING_PATH }
      : t,
  );
}

export function visibleTradeTypes(input: NavInput): readonly TradeType[] {
  return TRADE_TYPES.filter((t) => {
    if (t.key === 'Edge') return input.flags['edge_trading_enabled'] === true;
    if (t.key === 'Options') return input.flags['options_rfq'] === true;
    return true;
  });
}

/** The tab whose prefixes match the path best (longest prefix), for highlighting. */
export function activeTab(tabs: readonly NavTab[], path: string): NavTabKey | null {
  let best: { key: NavTabKey; len: number } | null = null;
  for (const t of tabs) {
    for (const m of t.matches) {
      const hit = path === m || path.startsWith(m.endsWith('/') ? m : `${m}/`);
      if (hit && (best === null || m.length > best.len)) best = { key: t.key, len: m.length };
    }
  }
  return best?.key ?? null;
}
