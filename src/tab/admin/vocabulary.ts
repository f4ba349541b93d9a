// The vocabulary of docs/approvals.md "Roles, account flags and actions" as the tab uses it:
// roles, the three kinds of actions, the seeded default matrix (used only until the server's
// /uapi/v1/permissions answers, or when it cannot), and which admin tab needs which action.
// Framework-free.

export const ROLES = ['viewer', 'trader', 'approver', 'admin', 'auditor'] as const;
export type RoleName = (typeof ROLES)[number];

export const ACCOUNT_FLAG_ACTIONS = ['canRead', 'canTrade', 'canWithdraw', 'canTransfer'] as const;

/** Spec 6 named user actions. */
export const NAMED_ACTIONS = [
  'Request Withdrawal',
  'Request Whitelist',
  'Approve Withdrawal',
  'Approve Whitelist',
  'Add Withdrawal Address',
  'Confirm Withdrawal',
  'Copy Withdrawal Address',
  'Edit Label of Withdrawal Address',
] as const;

export const APPROVE_REQUESTS = 'Approve Requests';
export const MANAGE_USERS = 'Manage Users';
export const MANAGE_ROLES = 'Manage Roles';
export const MANAGE_POLICIES = 'Manage Approval Policies';
export const MANAGE_IP_ALLOWLISTS = 'Manage IP Allowlists';
export const MANAGE_FEATURE_FLAGS = 'Manage Feature Flags';
export const READ_AUDIT_LOG = 'Read Audit Log';
export const EXPORT_AUDIT_LOG = 'Export Audit Log';

export const ADMIN_ACTIONS = [
  APPROVE_REQUESTS,
  MANAGE_USERS,
  MANAGE_ROLES,
  MANAGE_POLICIES,
  MANAGE_IP_ALLOWLISTS,
  MANAGE_FEATURE_FLAGS,
  READ_AUDIT_LOG,
  EXPORT_AUDIT_LOG,
] as const;

export type ActionGroup = 'flags' | 'named' | 'admin' | 'other';

export const ACTION_GROUPS: readonly { readonly key: ActionGroup; readonly label: string }[] = [
  { key: 'flags', label: 'Account flags' },
  { key: 'named', label: 'Named actions' },
  { key: 'admin', label: 'Administration' },
  { key: 'other', label: 'Other' },
];

export function actionGroup(action: string): ActionGroup {
  if ((ACCOUNT_FLAG_ACTIONS as readonly string[]).includes(action)) return 'flags';
  if ((NAMED_ACTIONS as readonly string[]).includes(action)) return 'named';
  if ((ADMIN_ACTIONS as readonly string[]).includes(action)) return 'admin';
  return 'other';
}

/** The seeded matrix of docs/approvals.md. An institution changes it by request, so the tab
 *  uses it only as a stand-in while the caller's own permissions are not known. */
export const DEFAULT_GRANTS: Readonly<Record<RoleName, readonly string[]>> = {
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
    APPROVE_REQUESTS,
    'Approve Withdrawal',
    'Approve Whitelist',
    'Copy Withdrawal Address',
  ],
  admin: [
    'canRead',
    APPROVE_REQUESTS,
    MANAGE_USERS,
    MANAGE_ROLES,
    MANAGE_POLICIES,
    MANAGE_IP_ALLOWLISTS,
    MANAGE_FEATURE_FLAGS,
    READ_AUDIT_LOG,
    EXPORT_AUDIT_LOG,
  ],
  auditor: ['canRead', READ_AUDIT_LOG, EXPORT_AUDIT_LOG],
};

/** The actions the default matrix grants to these roles (unknown roles grant nothing). */
export function defaultActions(roles: readonly string[]): readonly string[] {
  const out = new Set<string>();
  for (const role of roles) {
    const grants = (DEFAULT_GRANTS as Readonly<Record<string, readonly string[]>>)[role];
    for (const a of grants ?? []) out.add(a);
  }
  return [...out];
}

export type AdminTabKey =
  'users' | 'roles' | 'policies' | 'ip-allowlists' | 'feature-flags' | 'audit';

/** The tabs of /admin/settings in order (docs/approvals.md "Screens"), each with the action
 *  that opens it. */
export const ADMIN_TABS: readonly {
  readonly key: AdminTabKey;
  readonly label: string;
  readonly action: string;
}[] = [
  { key: 'users', label: 'Users', action: MANAGE_USERS },
  { key: 'roles', label: 'Roles and permissions', action: MANAGE_ROLES },
  { key: 'policies', label: 'Approval policies', action: MANAGE_POLICIES },
  { key: 'ip-allowlists', label: 'IP allowlists', action: MANAGE_IP_ALLOWLISTS },
  { key: 'feature-flags', label: 'Feature flags', action: MANAGE_FEATURE_FLAGS },
  { key: 'audit', label: 'Audit log', action: READ_AUDIT_LOG },
];

export function allowedAdminTabs(actions: readonly string[]): readonly AdminTabKey[] {
  return ADMIN_TABS.filter((t) => actions.includes(t.action)).map((t) => t.key);
}

/** May open some tab of the admin settings. */
export function canManageSomething(actions: readonly string[]): boolean {
  return allowedAdminTabs(actions).length > 0;
}

export function canApproveRequests(actions: readonly string[]): boolean {
  return actions.includes(APPROVE_REQUESTS);
}
