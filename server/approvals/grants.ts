// What a user's roles grant, as the engine needs it (who may request a kind, who may approve)
// and as GET /uapi/v1/admin/roles shows it. The roles, actions and default matrix are the
// contract's (docs/approvals.md "Roles, account flags and actions"). The authorization policy
// (server/policy/, domain/permissions.ts) owns them once it lands: this module then reads its
// lists and keeps only the reading of `role_permissions`.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { grantRows, hasRolePermissionsTable } from './store';

export const CONTRACT_ROLES = ['viewer', 'trader', 'approver', 'admin', 'auditor'] as const;
export type ContractRole = (typeof CONTRACT_ROLES)[number];

export const ACCOUNT_FLAG_ACTIONS = ['canRead', 'canTrade', 'canWithdraw', 'canTransfer'] as const;
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
export const CONTRACT_ACTIONS = [
  ...ACCOUNT_FLAG_ACTIONS,
  ...NAMED_ACTIONS,
  ...ADMIN_ACTIONS,
] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

export const isContractRole = (value: string): value is ContractRole =>
  (CONTRACT_ROLES as readonly string[]).includes(value);

/** The seeded matrix, used while `role_permissions` does not exist yet. */
export const DEFAULT_ROLE_GRANTS: Readonly<Record<ContractRole, readonly ContractAction[]>> = {
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
    'Approve Requests',
    'Approve Withdrawal',
    'Approve Whitelist',
    'Copy Withdrawal Address',
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

export type RoleMatrix = Readonly<Record<string, readonly string[]>>;

/**
 * The role × action matrix: the rows of `role_permissions` when that table exists (the
 * authorization policy's migration creates and seeds it), else the default.
 */
export async function roleMatrix(db: Kysely<Database>): Promise<RoleMatrix> {
  if (!(await hasRolePermissionsTable(db))) return DEFAULT_ROLE_GRANTS;
  const matrix: Record<string, string[]> = Object.fromEntries(
    CONTRACT_ROLES.map((role) => [role, []]),
  );
  for (const row of await grantRows(db)) (matrix[row.role] ??= []).push(row.action);
  return matrix;
}

/** The actions any of these roles grants. */
export async function actionsOfRoles(
  db: Kysely<Database>,
  roles: readonly string[],
): Promise<ReadonlySet<string>> {
  const matrix = await roleMatrix(db);
  return new Set(roles.flatMap((role) => matrix[role] ?? []));
}

/** Whether one of these roles grants the action. */
export async function rolesGrant(
  db: Kysely<Database>,
  roles: readonly string[],
  action: ContractAction,
): Promise<boolean> {
  return (await actionsOfRoles(db, roles)).has(action);
}

/** The roles whose grants include the action. */
export function rolesGranting(matrix: RoleMatrix, action: ContractAction): string[] {
  return Object.entries(matrix)
    .filter(([, actions]) => actions.includes(action))
    .map(([role]) => role);
}
