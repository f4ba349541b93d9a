import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createPostgresSchema, databaseVariants, type DatabaseVariant } from '../testing/test-app';
import { openDatabase, type DatabaseHandle } from './connect';
import { loadMigrations, migrate } from './migrate';

async function openFresh(
  variant: DatabaseVariant,
): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  if (variant === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handle, dispose: () => handle.close() };
  }
  const schema = await createPostgresSchema(process.env['TEST_DATABASE_URL'] ?? '');
  const handle = await openDatabase({ databaseUrl: schema.url });
  return {
    handle,
    async dispose() {
      await handle.close();
      await schema.drop();
    },
  };
}

describe.each(databaseVariants())('R-SRV-9 migrations (%s)', (variant) => {
  let fresh: Awaited<ReturnType<typeof openFresh>>;
  beforeAll(async () => {
    fresh = await openFresh(variant);
  });
  afterAll(async () => fresh?.dispose());

  it('applies every migration once, in order, and records it', async () => {
    const files = await loadMigrations();
    expect(files.map((m) => m.version)).toEqual([...files.map((m) => m.version)].sort());
    expect(files[0]?.version).toBe('001_init');

    expect(await migrate(fresh.handle)).toEqual(files.map((m) => m.version));
    expect(await migrate(fresh.handle)).toEqual([]);
    const recorded = await fresh.handle.db
      .selectFrom('schema_migrations')
      .select('version')
      .orderBy('version')
      .execute();
    expect(recorded.map((r) => r.version)).toEqual(files.map((m) => m.version));
  });

  it('rolls a failing migration back entirely', async () => {
    const broken = [
      { version: '900_ok_part', sql: 'CREATE TABLE should_not_exist (id integer)' },
      { version: '901_broken', sql: 'CREATE TABLE oops (id integer); SELECT * FROM no_such_table' },
    ];
    await expect(migrate(fresh.handle, broken)).rejects.toThrow();
    const tables = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM information_schema.tables
      WHERE table_name IN ('should_not_exist', 'oops') AND table_schema = current_schema()`.execute(
      fresh.handle.db,
    );
    expect(tables.rows[0]?.n).toBe(0);
    const recorded = await fresh.handle.db
      .selectFrom('schema_migrations')
      .select('version')
      .execute();
    expect(recorded.map((r) => r.version)).not.toContain('900_ok_part');
  });

  it('stores money as numeric and returns it as an exact decimal string', async () => {
    const { db } = fresh.handle;
    const customer = await db
      .insertInto('customers')
      .values({ name: 'Numeric Test Co', parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const venue = await db
      .insertInto('venues')
      .values({ key: 'numtest', name: 'Num', account_type: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = await db
      .insertInto('accounts')
      .values({ entity_id: customer.id, venue_id: venue.id, name: 'A' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sub = await db
      .insertInto('subaccounts')
      .values({ account_id: account.id, entity_id: customer.id, name: 'S' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const amount = '12345678901234567890.123456789012345678';
    await db
      .insertInto('balances')
      .values({ subaccount_id: sub.id, token: 'BTC', amount })
      .execute();
    const row = await db
      .selectFrom('balances')
      .select('amount')
      .where('subaccount_id', '=', sub.id)
      .executeTakeFirstOrThrow();
    expect(row.amount).toBe(amount);
  });
});
