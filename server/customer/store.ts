// SQL of the customer state (spec 3.2): the acting entity's customer row.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function customerOf(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'parent_id', 'mandatory_las', 'has_legal_authorized_signatory'])
    .where('id', '=', id)
    .executeTakeFirst();
}
