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
  image(): Promise<Uint8Array | null>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite folder; undefined or 'memory://' keeps everything in memory. */
  dataDir?: string | undefined;
  /** PGlite in memory, started from this image (`DatabaseHandle.image()`) instead of empty. */
  image?: Uint8Array | undefined;
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

/**
 * Settings of an in-memory database (test venues and the images they start from); a database in
 * a folder keeps PostgreSQL's. In memory the files already sit in RAM, so the default 128 MB of
 * shared buffers only cost the start: initialising them in WebAssembly took about 0.6 s of a
 * 1 s start. 1 MB WAL segments instead of 16 MB make an image a quarter smaller.
 */
const IN_MEMORY_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
const IN_MEMORY_INITDB_PARAMS = ['--wal-segsize=1'];

/**
 * An image PGlite reads without copying it through a stream: it calls `arrayBuffer()`, which on
 * a plain Blob reads a 40 MB image in 64 KiB steps (about 0.3 s on every start). PGlite reads
 * nothing else of it but `type`.
 */
class ImageBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([], { type: 'application/x-tar' });
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy: the image is shared by every database started from it.
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

async function openPglite(
  dataDir: string | undefined,
  image: Uint8Array | undefined,
): Promise<DatabaseHandle> {
  const persisted = dataDir !== undefined && dataDir !== 'memory://';
  if (persisted && image) throw new Error('a database image loads into memory only');
  if (persisted) await mkdir(dataDir, { recursive: true });
  const pglite = persisted
    ? new PGlite(dataDir)
    : new PGlite({
        startParams: IN_MEMORY_START_PARAMS,
        ...(image
          ? { loadDataDir: new ImageBlob(image) }
          : { initDbStartParams: IN_MEMORY_INITDB_PARAMS }),
      });
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
      return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
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
