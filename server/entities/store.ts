// Legal entities of users: membership, the entity's IP allowlist, and a user's entities.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether the user belongs to the entity (user_entities). */
export async function userBelongsToEntity(
  db: Kysely<Database>,
  userId: number,
  entityId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('user_entities')
    .select('entity_id')
    .where('user_id', '=', userId)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The entity's IP allowlist as stored (spec 5 list; empty: every address). */
export async function ipAllowlistOf(db: Kysely<Database>, entityId: number): Promise<string> {
  const row = await db
    .selectFrom('customers')
    .select('ip_allowlist')
    .where('id', '=', entityId)
    .executeTakeFirstOrThrow();
  return row.ip_allowlist;
}

/** The entities a user belongs to, by name. */
export function entitiesOfUser(
  db: Kysely<Database>,
  userId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('user_entities')
    .innerJoin('customers', 'customers.id', 'user_entities.entity_id')
    .select(['customers.id', 'customers.name'])
    .where('user_entities.user_id', '=', userId)
    .orderBy('customers.name')
    .execute();
}
