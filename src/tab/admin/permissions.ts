// The caller's permissions (GET /uapi/v1/permissions) and the views they may open
// (GET /v1/{channel}/ui_views): what menus, tabs and buttons follow. Framework-free.
import { getCall } from '../account/calls';
import { defineQuery } from '../queries/define';
import { isRecord, listAt, optStrList, record, type Json } from '../queries/json';
import type { Loadable } from '../loadable';
import { defaultActions } from './vocabulary';

export interface AccountFlags {
  readonly subaccount_id: number;
  readonly canRead: boolean;
  readonly canTrade: boolean;
  readonly canWithdraw: boolean;
  readonly canTransfer: boolean;
}

export interface Permissions {
  readonly roles: readonly string[];
  /** Every action one of the caller's roles grants (docs/approvals.md's three kinds). */
  readonly actions: readonly string[];
  /** Effective account flags per subaccount (subaccount flag AND a role granting it). */
  readonly accounts: readonly AccountFlags[];
}

function accountFlags(raw: unknown): AccountFlags | null {
  if (!isRecord(raw)) return null;
  const sub = raw['subaccount_id'] ?? raw['subaccountId'];
  if (typeof sub !== 'number') return null;
  const flag = (k: string) => raw[k] === true;
  return {
    subaccount_id: sub,
    canRead: flag('canRead'),
    canTrade: flag('canTrade'),
    canWithdraw: flag('canWithdraw'),
    canTransfer: flag('canTransfer'),
  };
}

export function parsePermissions(raw: unknown): Permissions {
  const o: Json = record(raw, 'permissions');
  // `actions` per the contract's wording ("granted actions"); `granted_actions` read as well.
  const actions =
    o['actions'] !== undefined ? optStrList(o, 'actions') : optStrList(o, 'granted_actions');
  const accounts = Array.isArray(o['accounts'])
    ? o['accounts'].map(accountFlags).filter((a): a is AccountFlags => a !== null)
    : [];
  return { roles: optStrList(o, 'roles'), actions, accounts };
}

/** The caller's roles and granted actions. Stale when the `permissions:<userId>` topic says
 *  they changed, or after this browser's decision on a request (which may change them). */
export const permissionsQuery = defineQuery<Permissions>(
  {
    key: ['permissions'],
    call: getCall('/uapi/v1/permissions'),
    invalidatedBy: ['permissions'],
  },
  parsePermissions,
);

/** What the tab acts on: the server's granted actions once known; until then, or when the
 *  read fails, the seeded default matrix applied to the session's roles (the server checks
 *  every call anyway, so a stand-in can only show or hide a button). */
export interface EffectiveActions {
  readonly actions: readonly string[];
  readonly source: 'server' | 'roles';
  /** false while the first answer is awaited: screens that would redirect wait for it. */
  readonly settled: boolean;
}

export function effectiveActions(
  permissions: Loadable<Permissions>,
  sessionRoles: readonly string[],
): EffectiveActions {
  const settled = permissions.status === 'ready' || permissions.status === 'error';
  const value =
    permissions.status === 'ready'
      ? permissions.value
      : permissions.status === 'loading' || permissions.status === 'error'
        ? (permissions.stale ?? null)
        : null;
  if (value !== null) return { actions: value.actions, source: 'server', settled: true };
  return { actions: defaultActions(sessionRoles), source: 'roles', settled };
}

/** The channel of /v1/{channel}/ui_views: the product channel the core sends
 *  (X-Product-Channel). */
export const UI_VIEWS_CHANNEL = 'web';

/** The views the caller may open (spec 7.1 UI_VIEWS). Names as the server sends them. */
export const uiViewsQuery = defineQuery<readonly string[]>(
  {
    key: ['ui_views'],
    call: getCall(`/v1/${UI_VIEWS_CHANNEL}/ui_views`),
    invalidatedBy: ['permissions'],
  },
  (raw) =>
    listAt(raw, 'views', 'ui_views').map((v) => {
      if (typeof v === 'string') return v;
      if (isRecord(v) && typeof v['name'] === 'string') return v['name'];
      throw new Error('ui_views: not a view');
    }),
);
