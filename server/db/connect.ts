// Opens the database: a PostgreSQL server when a URL is given, else embedded PGlite
// (in memory, or persisted in a folder). Both are driven through the same kysely types.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** Runs raw multi-statement SQL and parameterised queries inside one transaction. */
export interface ScriptTransaction {
  exec(sql: string): Promise<void>;
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
}

export interface DatabaseHandle {
  readonly kind: 'postgres' | 'pglite';
  readonly db: Kysely<Database>;
  /** For migrations: plain SQL scripts need a raw, multi-statement capable connection. */
  inTransaction<T>(work: (tx: ScriptTransaction) => Promise<T>): Promise<T>;
  /** PGlite only: an image of the whole database (a data-dir tarball), null on PostgreSQL. */
  image(): Promise<Blob | null>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder; undefined or 'memory://' keeps everything in memory. */
  dataDir?: string | undefined;
  /** PGlite in memory, started from this image (`DatabaseHandle.image()`) instead of empty. */
  image?: Blob | undefined;
}

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, opts.image);
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    async inTransaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          // An empty parameter list makes pg use the simple protocol: several statements are fine.
          exec: async (text) => void (await client.query(text)),
          query: async <R>(text: string, params: unknown[] = []) =>
            (await client.query(text, params)).rows as R[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    image: () => Promise.resolve(null),
    close: () => db.destroy(),
  };
}

async function openPglite(
  dataDir: string | undefined,
  image: Blob | undefined,
): Promise<DatabaseHandle> {
  const persisted = dataDir !== undefined && dataDir !== 'memory://';
  if (persisted && image) throw new Error('a database image loads into memory only');
  if (persisted) await mkdir(dataDir, { recursive: true });
  const pglite = persisted
    ? new PGlite(dataDir)
    : new PGlite(image ? { loadDataDir: image } : undefined);
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    kind: 'pglite',
    db,
    inTransaction: (work) =>
      pglite.transaction((tx) =>
        work({
          exec: async (text) => void (await tx.exec(text)),
          query: async <R>(text: string, params: unknown[] = []) =>
            (await tx.query<R>(text, params)).rows,
        }),
      ),
    async image() {
      await pglite.exec('CHECKPOINT');
      return pglite.dumpDataDir('none');
    },
    async close() {
      // Kysely's PGlite driver closes the instance it was given.
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Runs `SELECT 1`; throws when the database does not answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
