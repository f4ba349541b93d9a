// The vocabulary of docs/approvals.md "Roles, account flags and actions" as the tab uses it:
// roles, the three kinds of actions, the seeded default matrix (used only until the server's
// /uapi/v1/permissions answers, or when it cannot), and which admin tab needs which action.
// Framework-free.

import {
  ACCOUNT_FLAGS,
  ADMIN_ACTIONS,
  DEFAULT_ROLE_MATRIX,
  grantedActions,
  NAMED_ACTIONS,
  ROLES,
  type Role,
} from '../../../domain/permissions';

export { ADMIN_ACTIONS, NAMED_ACTIONS, ROLES };
export type RoleName = Role;
export const ACCOUNT_FLAG_ACTIONS = ACCOUNT_FLAGS;

export const APPROVE_REQUESTS = 'Approve Requests';
export const MANAGE_USERS = 'Manage Users';
export const MANAGE_ROLES = 'Manage Roles';
export const MANAGE_POLICIES = 'Manage Approval Policies';
export const MANAGE_IP_ALLOWLISTS = 'Manage IP Allowlists';
export const MANAGE_FEATURE_FLAGS = 'Manage Feature Flags';
export const READ_AUDIT_LOG = 'Read Audit Log';
export const EXPORT_AUDIT_LOG = 'Export Audit Log';

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

/** The seeded matrix (domain/permissions.ts). An institution changes it by request, so the
 *  tab uses it only as a stand-in while the caller's own permissions are not known. */
export const DEFAULT_GRANTS = DEFAULT_ROLE_MATRIX;

/** The actions the default matrix grants to these roles (unknown roles grant nothing). */
export function defaultActions(roles: readonly string[]): readonly string[] {
  return grantedActions(roles, DEFAULT_ROLE_MATRIX);
}

export type AdminTabKey =
  'users' | 'roles' | 'policies' | 'ip-allowlists' | 'feature-flags' | 'knowledge' | 'audit';

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
  // What the entity's product shows, like the flags: its own knowledge-base articles.
  { key: 'knowledge', label: 'Knowledge base', action: MANAGE_FEATURE_FLAGS },
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
