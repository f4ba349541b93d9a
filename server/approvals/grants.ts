// What a user's roles grant, as the engine needs it: who may request a kind, who may approve.
// The roles and actions are domain/permissions.ts's; the matrix is the institution's
// (server/policy/role-matrix.ts).
import type { Kysely, Transaction } from 'kysely';
import type { Action, RoleMatrix } from '../../domain/permissions';
import type { Database } from '../db/schema';
import { entityRoleMatrix } from '../policy/role-matrix';

export type { RoleMatrix };

/** The actions any of these roles grants in the entity's institution. */
export async function actionsOfRoles(
  db: Kysely<Database> | Transaction<Database>,
  entityId: number,
  roles: readonly string[],
): Promise<ReadonlySet<string>> {
  const matrix = await entityRoleMatrix(db, entityId);
  return new Set(roles.flatMap((role) => matrix[role as keyof RoleMatrix] ?? []));
}

/** The roles whose grants include the action. */
export function rolesGranting(matrix: RoleMatrix, action: Action): string[] {
  return Object.entries(matrix)
    .filter(([, actions]) => (actions as readonly string[]).includes(action))
    .map(([role]) => role);
}
