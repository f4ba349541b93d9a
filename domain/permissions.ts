// Roles, account flags and actions (docs/approvals.md "Roles, account flags and actions"): the
// role × action matrix, what a set of roles grants, a user's effective flag on a subaccount and
// the screens (UI_VIEWS) a user may open. Pure: the server's policy, the data core and the
// admin screens all decide with these functions.
import { AUDIT_ACTIONS, type FeatureFlag } from './enums';

/** The five roles a user may hold (`users.roles`). */
export const ROLES = ['viewer', 'trader', 'approver', 'admin', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

/** Per-account flags (spec 3.5, 6): a subaccount's own switches, and role permissions. */
export const ACCOUNT_FLAGS = ['canRead', 'canTrade', 'canWithdraw', 'canTransfer'] as const;
export type AccountFlag = (typeof ACCOUNT_FLAGS)[number];

/** Named user actions of spec 6 (the same list as `AUDIT_ACTIONS`). */
export const NAMED_ACTIONS = AUDIT_ACTIONS;
export type NamedAction = (typeof NAMED_ACTIONS)[number];

/** Administrative actions (docs/approvals.md). */
export const ADMIN_ACTIONS = [
  'Approve Requests',
  'Manage Users',
  'Manage Roles',
  'Manage Approval Policies',
  'Manage IP Allowlists',
  'Manage Feature Flags',
  'Read Audit Log',
  'Export Audit Log',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** Every action a role may be granted, in display order: flags, named, administrative. */
export const ACTIONS = [...ACCOUNT_FLAGS, ...NAMED_ACTIONS, ...ADMIN_ACTIONS] as const;
export type Action = (typeof ACTIONS)[number];

function guard<T extends string>(list: readonly T[]): (x: unknown) => x is T {
  const set: ReadonlySet<string> = new Set(list);
  return (x: unknown): x is T => typeof x === 'string' && set.has(x);
}

export const isRole = guard(ROLES);
export const isAccountFlag = guard(ACCOUNT_FLAGS);
export const isAction = guard(ACTIONS);

/** What each role grants. Rows of `role_permissions`, grouped by role. */
export type RoleMatrix = Readonly<Record<Role, readonly Action[]>>;

/** The default matrix of the contract, each row in ACTIONS order (seeded by migration 040;
 *  an institution changes it by request). */
export const DEFAULT_ROLE_MATRIX: RoleMatrix = {
  viewer: ['canRead'],
  trader: [
    'canRead',
    'canTrade',
    'canWithdraw',
    'canTransfer',
    'Request Withdrawal',
    'Request Whitelist',
    'Add Withdrawal Address',
    'Confirm Withdrawal',
    'Copy Withdrawal Address',
    'Edit Label of Withdrawal Address',
  ],
  approver: [
    'canRead',
    'Approve Withdrawal',
    'Approve Whitelist',
    'Copy Withdrawal Address',
    'Approve Requests',
  ],
  admin: [
    'canRead',
    'Approve Requests',
    'Manage Users',
    'Manage Roles',
    'Manage Approval Policies',
    'Manage IP Allowlists',
    'Manage Feature Flags',
    'Read Audit Log',
    'Export Audit Log',
  ],
  auditor: ['canRead', 'Read Audit Log', 'Export Audit Log'],
};

/** One row of `role_permissions`. */
export interface RoleGrant {
  readonly role: Role;
  readonly action: Action;
}

/** The matrix as rows, roles and actions in their list order. */
export function matrixRows(matrix: RoleMatrix): RoleGrant[] {
  return ROLES.flatMap((role) =>
    ACTIONS.filter((action) => matrix[role].includes(action)).map((action) => ({ role, action })),
  );
}

/**
 * The matrix from stored rows. Rows naming an unknown role or action are ignored (a row a later
 * version wrote is never read as a grant this version does not know); duplicates count once.
 */
export function matrixFromRows(rows: Iterable<{ role: string; action: string }>): RoleMatrix {
  const sets = new Map<Role, Set<Action>>(ROLES.map((role) => [role, new Set<Action>()]));
  for (const row of rows)
    if (isRole(row.role) && isAction(row.action)) sets.get(row.role)?.add(row.action);
  const matrix = {} as Record<Role, Action[]>;
  for (const role of ROLES) {
    const set = sets.get(role) ?? new Set<Action>();
    matrix[role] = ACTIONS.filter((action) => set.has(action));
  }
  return matrix;
}

/** The actions a user with these roles is granted (the union of their rows), in ACTIONS order. */
export function grantedActions(roles: readonly string[], matrix: RoleMatrix): Action[] {
  const granted = new Set<Action>();
  for (const role of roles)
    if (isRole(role)) for (const action of matrix[role]) granted.add(action);
  return ACTIONS.filter((action) => granted.has(action));
}

/** Whether one of the roles grants the action. Unknown roles grant nothing. */
export function grants(roles: readonly string[], matrix: RoleMatrix, action: Action): boolean {
  return roles.some((role) => isRole(role) && matrix[role].includes(action));
}

/** A subaccount's own flags (`subaccounts.can_*`), or a user's effective ones. */
export type AccountFlags = Readonly<Record<AccountFlag, boolean>>;

/**
 * A user's effective flag on a subaccount: the subaccount's own flag AND a role of the user
 * granting that flag (docs/approvals.md). `granted` is what the user's roles grant.
 */
export function effectiveFlag(
  subaccount: AccountFlags,
  granted: Iterable<Action>,
  flag: AccountFlag,
): boolean {
  if (!subaccount[flag]) return false;
  for (const action of granted) if (action === flag) return true;
  return false;
}

/** All four effective flags of a subaccount for a user. */
export function effectiveFlags(subaccount: AccountFlags, granted: Iterable<Action>): AccountFlags {
  const set = new Set(granted);
  return {
    canRead: subaccount.canRead && set.has('canRead'),
    canTrade: subaccount.canTrade && set.has('canTrade'),
    canWithdraw: subaccount.canWithdraw && set.has('canWithdraw'),
    canTransfer: subaccount.canTransfer && set.has('canTransfer'),
  };
}

/**
 * Screens a user may open (`GET /v1/{channel}/ui_views`, spec 7.1 UI_VIEWS). A view opens when
 * one of the user's granted actions is in `anyOf` (an empty list: every signed-in user) and its
 * feature flag, if any, is on.
 */
export interface UiViewRule {
  readonly view: string;
  readonly anyOf: readonly Action[];
  readonly feature?: FeatureFlag;
}

export const UI_VIEW_RULES: readonly UiViewRule[] = [
  { view: 'trade', anyOf: ['canTrade'] },
  { view: 'trade.edge', anyOf: ['canTrade'], feature: 'edge_trading_enabled' },
  { view: 'trade.options', anyOf: ['canTrade'], feature: 'options_rfq' },
  { view: 'portfolio', anyOf: ['canRead'] },
  { view: 'insights', anyOf: ['canRead'] },
  { view: 'account', anyOf: [] },
  { view: 'approvals', anyOf: ['Approve Requests', 'Approve Withdrawal', 'Approve Whitelist'] },
  { view: 'admin.users', anyOf: ['Manage Users'] },
  { view: 'admin.roles', anyOf: ['Manage Roles'] },
  { view: 'admin.policies', anyOf: ['Manage Approval Policies'] },
  { view: 'admin.ip-allowlists', anyOf: ['Manage IP Allowlists'] },
  { view: 'admin.feature-flags', anyOf: ['Manage Feature Flags'] },
  { view: 'admin.audit', anyOf: ['Read Audit Log'] },
];

/** The views of UI_VIEW_RULES this user may open, in rule order. */
export function uiViews(
  granted: Iterable<Action>,
  features: Readonly<Partial<Record<FeatureFlag, boolean>>>,
): string[] {
  const set = new Set(granted);
  return UI_VIEW_RULES.filter(
    (rule) =>
      (rule.anyOf.length === 0 || rule.anyOf.some((action) => set.has(action))) &&
      (rule.feature === undefined || features[rule.feature] === true),
  ).map((rule) => rule.view);
}
