// Applies server/db/migrations/NNN_name.sql in order, once each, recorded in
// schema_migrations. Everything runs in one transaction under an advisory lock so two
// servers starting together against one PostgreSQL cannot race.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from './connect';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{3,})_[a-z0-9_]+\.sql$/;
/** Arbitrary constant naming "schema migration" for pg_advisory_xact_lock. */
const MIGRATION_LOCK_ID = 73_110_001;

export interface Migration {
  readonly version: string;
  readonly sql: string;
}

export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: await readFile(dir + name, 'utf8'),
    })),
  );
}

/** Returns the versions applied by this call (empty when the schema was current). */
export async function migrate(
  handle: DatabaseHandle,
  migrations?: readonly Migration[],
): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return handle.inTransaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [MIGRATION_LOCK_ID]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const applied: string[] = [];
    for (const migration of all) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}
