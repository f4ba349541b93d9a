// Migration 011 gives existing onboarding profiles the entity their user belongs to (the
// default one first), so agreements made before it still show in the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { loadMigrations, migrate } from '../db/migrate';
import { createPostgresSchema, databaseVariants } from '../testing/test-app';

describe.each(databaseVariants())('migration 011 onboarding entity (%s)', (variant) => {
  let handle: DatabaseHandle;
  let drop = async () => {};
  beforeAll(async () => {
    if (variant === 'pglite') handle = await openDatabase({ dataDir: 'memory://' });
    else {
      const schema = await createPostgresSchema(process.env['TEST_DATABASE_URL'] ?? '');
      handle = await openDatabase({ databaseUrl: schema.url });
      drop = schema.drop;
    }
  });
  afterAll(async () => {
    await handle?.close();
    await drop();
  });

  it('backfills entity_id from the user default entity', async () => {
    const all = await loadMigrations();
    const before = all.filter((m) => m.version < '011');
    await migrate(handle, before);
    const { db } = handle;
    const customer = async (name: string) =>
      (
        await db
          .insertInto('customers')
          .values({ name, parent_id: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [first, second] = [await customer('First Ltd'), await customer('Second Ltd')];
    const user = async (email: string) =>
      (
        await db
          .insertInto('users')
          .values({ email, first_name: 'A', last_name: 'B', password_hash: 'x', preferences: '{}' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const both = await user('both@example.org');
    const none = await user('none@example.org');
    await db
      .insertInto('user_entities')
      .values([
        { user_id: both, entity_id: first, is_default: false },
        { user_id: both, entity_id: second, is_default: true },
      ])
      .execute();
    const at = new Date('2026-11-01T00:00:00Z');
    await db
      .insertInto('onboarding_profiles')
      .values([
        { user_id: both, data: '{}', updated_at: at },
        { user_id: none, data: '{}', updated_at: at },
      ])
      .execute();

    await migrate(
      handle,
      all.filter((m) => m.version < '012'),
    );
    const rows = await db
      .selectFrom('onboarding_profiles')
      .select(['user_id', 'entity_id'])
      .orderBy('user_id')
      .execute();
    expect(rows).toEqual([
      { user_id: both, entity_id: second },
      { user_id: none, entity_id: null },
    ]);
  });
});
