// The role × action matrix of an institution (docs/approvals.md "Scope"): the default rows
// until the institution changes a role, then its own full copy. Read by the authorization
// policy and the maker-checker engine; written only by the role_permissions executor.
import { sql, type Kysely, type Transaction } from 'kysely';
import { matrixFromRows, type RoleMatrix } from '../../domain/permissions';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The institution (root customer) an entity belongs to; null when there is no such entity. */
export async function institutionOf(db: Db, entityId: number): Promise<number | null> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'parent_id'])
    .where('id', '=', entityId)
    .executeTakeFirst();
  return row === undefined ? null : (row.parent_id ?? row.id);
}

/** What each role grants in the institution. */
export async function loadRoleMatrix(db: Db, institutionId: number): Promise<RoleMatrix> {
  return matrixFromRows(
    await db
      .selectFrom('effective_role_permissions')
      .select(['role', 'action'])
      .where('institution_id', '=', institutionId)
      .execute(),
  );
}

/** The matrix of the institution an entity belongs to (the default for an unknown entity). */
export async function entityRoleMatrix(db: Db, entityId: number): Promise<RoleMatrix> {
  const institution = await institutionOf(db, entityId);
  if (institution !== null) return loadRoleMatrix(db, institution);
  return matrixFromRows(
    await db
      .selectFrom('role_permissions')
      .select(['role', 'action'])
      .where('institution_id', 'is', null)
      .execute(),
  );
}

/**
 * Replaces one role's grants in the institution's matrix, first copying the default rows if
 * the institution has no matrix of its own yet. Call inside the approving transaction.
 */
export async function replaceRoleGrants(
  tx: Transaction<Database>,
  institutionId: number,
  role: string,
  actions: readonly string[],
): Promise<void> {
  const marked = await tx
    .insertInto('institution_role_matrices')
    .values({ institution_id: institutionId })
    .onConflict((oc) => oc.column('institution_id').doNothing())
    .returning('institution_id')
    .executeTakeFirst();
  if (marked !== undefined)
    await sql`INSERT INTO role_permissions (institution_id, role, action)
      SELECT ${institutionId}, role, action FROM role_permissions WHERE institution_id IS NULL`.execute(
      tx,
    );
  await sql`DELETE FROM role_permissions WHERE institution_id = ${institutionId} AND role = ${role}`.execute(
    tx,
  );
  for (const action of actions)
    await sql`INSERT INTO role_permissions (institution_id, role, action)
      VALUES (${institutionId}, ${role}, ${action})`.execute(tx);
}

/** Active users of the institution's entities holding one of the roles. */
export async function institutionUsersWithRoles(
  db: Db,
  institutionId: number,
  roles: readonly string[],
): Promise<number[]> {
  if (roles.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_entities', 'user_entities.user_id', 'users.id')
    .innerJoin('customers', 'customers.id', 'user_entities.entity_id')
    .select('users.id')
    .distinct()
    .where('users.deactivated_at', 'is', null)
    .where(sql<boolean>`users.roles && ${sql.val([...roles])}::text[]`)
    .where((eb) =>
      eb.or([
        eb('customers.id', '=', institutionId),
        eb('customers.parent_id', '=', institutionId),
      ]),
    )
    .orderBy('users.id')
    .execute();
  return rows.map((row) => row.id);
}
