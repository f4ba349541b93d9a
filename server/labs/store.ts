// SQL of the Labs switches (migration 052): one row per user and flag.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function flagsOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('lab_flags')
    .select(['flag', 'enabled', 'feedback'])
    .where('user_id', '=', userId)
    .execute();
}

export async function saveFlag(
  db: Kysely<Database>,
  userId: number,
  flag: string,
  values: { enabled: boolean; feedback?: string; updated_at: Date },
): Promise<void> {
  await db
    .insertInto('lab_flags')
    .values({ user_id: userId, flag, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'flag']).doUpdateSet(values))
    .execute();
}
