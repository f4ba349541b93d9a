// Legal entities of users: a user's entities (membership and allowlists are read by the
// authorization policy, server/policy/store.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

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

/** Whether the user belongs to the entity (the member topics' own check; calls go through
 *  the authorization policy). */
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
