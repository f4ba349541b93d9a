// The engine fence (issue 20, docs/scale-out.md "The fence"). The engine lock says which engine
// is active, but an engine that lost it learns so only at its next check (up to about 5 s): in
// that window it could still commit beside the engine that took over. So each engine that takes
// the lock raises the engine epoch in PostgreSQL and marks every connection of its pool with
// it; the database refuses a write to a money table from any other epoch (the trigger of
// server/db/migrations/062_engine_fence.sql), and the raise itself waits until the old engine's
// writes already past the fence have ended.
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';

/** The session settings the fence reads (custom PostgreSQL parameters). */
export const ENGINE_EPOCH_SETTING = 'desk.engine_epoch';
export const ENGINE_SHARD_SETTING = 'desk.engine_shard';

/**
 * Brings the schema up to date and raises the epoch of the engine shard (each shard has its
 * own, 068_engine_fence_per_shard.sql; 0 for one engine); resolves with the new epoch. Call it
 * only while holding that shard's engine lock.
 */
export async function raiseEngineEpoch(databaseUrl: string, shard = 0): Promise<number> {
  const handle = await openDatabase({ databaseUrl });
  try {
    await migrate(handle);
    const rows = await handle.inTransaction((tx) =>
      tx.query<{ epoch: string }>(
        `INSERT INTO engine_epoch (id, epoch) VALUES ($1, 1)
         ON CONFLICT (id) DO UPDATE SET epoch = engine_epoch.epoch + 1 RETURNING epoch`,
        [shard + 1],
      ),
    );
    const epoch = Number(rows[0]?.epoch);
    if (!Number.isSafeInteger(epoch)) throw new Error('engine_epoch has no row');
    return epoch;
  } finally {
    await handle.close();
  }
}

/** The database URL whose every connection writes as shard `shard`'s engine of `epoch` (other
 *  startup options of the URL, such as a search_path, are kept). */
export function fencedDatabaseUrl(databaseUrl: string, epoch: number, shard = 0): string {
  const url = new URL(databaseUrl);
  const options = url.searchParams.get('options');
  let setting = `-c ${ENGINE_EPOCH_SETTING}=${epoch}`;
  if (shard !== 0) setting += ` -c ${ENGINE_SHARD_SETTING}=${shard}`;
  url.searchParams.set('options', options ? `${options} ${setting}` : setting);
  return url.toString();
}
