// What a user's roles grant, as the engine needs it (who may request a kind, who may approve)
// and as GET /uapi/v1/admin/roles shows it. The roles, actions and default matrix are
// domain/permissions.ts's; this module reads `role_permissions`.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  ACTIONS,
  DEFAULT_ROLE_MATRIX,
  isRole,
  ROLES,
  type Action,
  type Role,
} from '../../domain/permissions';
import { grantRows, hasRolePermissionsTable } from './store';

export const CONTRACT_ROLES = ROLES;
export type ContractRole = Role;
export const CONTRACT_ACTIONS = ACTIONS;
export type ContractAction = Action;
export const isContractRole = isRole;
/** The seeded matrix (domain/permissions.ts). */
export const DEFAULT_ROLE_GRANTS = DEFAULT_ROLE_MATRIX;

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
