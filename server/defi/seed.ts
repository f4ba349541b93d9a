// DeFi's demo set-up (docs/defi.md): `defi_enabled` on for the demo institution (Northwind
// Capital), merged into its own feature flags. Applied once (a version in app_settings), so an
// admin who turns the flag off keeps it off across restarts.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_ROOT_CUSTOMER } from '../seed/demo-constants';
import { customerScope, GLOBAL_SCOPE } from '../settings/app-settings';

const SEED_KEY = 'defi_seed_version';
const SEED_VERSION = 1;
const SEED_LOCK_ID = 73_110_056;

export async function seedDefi(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID}::bigint)`.execute(tx);
    const done = await tx
      .selectFrom('app_settings')
      .select('value')
      .where('scope', '=', GLOBAL_SCOPE)
      .where('key', '=', SEED_KEY)
      .executeTakeFirst();
    if (typeof done?.value === 'number' && done.value >= SEED_VERSION) return false;
    const root = await tx
      .selectFrom('customers')
      .select('id')
      .where('name', '=', DEMO_ROOT_CUSTOMER)
      .where('parent_id', 'is', null)
      .executeTakeFirst();
    if (root) {
      const scope = customerScope(root.id);
      const own = await tx
        .selectFrom('app_settings')
        .select('value')
        .where('scope', '=', scope)
        .where('key', '=', 'feature_flags')
        .executeTakeFirst();
      const flags = {
        ...(own && typeof own.value === 'object' && own.value !== null ? own.value : {}),
        defi_enabled: true,
      };
      await tx
        .insertInto('app_settings')
        .values({ scope, key: 'feature_flags', value: JSON.stringify(flags) })
        .onConflict((oc) =>
          oc.columns(['scope', 'key']).doUpdateSet({ value: JSON.stringify(flags) }),
        )
        .execute();
    }
    await tx
      .insertInto('app_settings')
      .values({ scope: GLOBAL_SCOPE, key: SEED_KEY, value: JSON.stringify(SEED_VERSION) })
      .onConflict((oc) =>
        oc.columns(['scope', 'key']).doUpdateSet({ value: JSON.stringify(SEED_VERSION) }),
      )
      .execute();
    return true;
  });
}
