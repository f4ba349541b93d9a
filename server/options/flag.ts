// The `options_rfq` feature flag of a customer (spec 6): global flags overridden by the
// customer's root's own (settings/app-settings featureFlags), read per request so a change in
// app_settings takes effect at once.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { featureFlags } from '../settings/app-settings';

export async function optionsRfqEnabled(db: Kysely<Database>, entityId: number): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'parent_id'])
    .where('id', '=', entityId)
    .executeTakeFirst();
  if (!row) return false;
  return (await featureFlags(db, row.parent_id ?? row.id)).options_rfq;
}
