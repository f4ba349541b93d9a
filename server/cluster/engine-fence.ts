// The engine fence (issue 20, docs/scale-out.md "The fence"). The engine lock says which engine
// is active, but an engine that lost it learns so only at its next check (up to about 5 s): in
// that window it could still commit beside the engine that took over. So each engine that takes
// the lock raises the engine epoch in PostgreSQL and marks every connection of its pool with
// it; the database refuses a write to a money table from any other epoch (the trigger of
// server/db/migrations/062_engine_fence.sql), and the raise itself waits until the old engine's
// writes already past the fence have ended.
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';

/** The session setting the fence reads (a custom PostgreSQL parameter). */
export const ENGINE_EPOCH_SETTING = 'desk.engine_epoch';

/**
 * Brings the schema up to date and raises the engine epoch; resolves with the new epoch. Call
 * it only while holding the engine lock.
 */
export async function raiseEngineEpoch(databaseUrl: string): Promise<number> {
  const handle = await openDatabase({ databaseUrl });
  try {
    await migrate(handle);
    const rows = await handle.inTransaction((tx) =>
      tx.query<{ epoch: string }>(
        'UPDATE engine_epoch SET epoch = epoch + 1 WHERE id = 1 RETURNING epoch',
      ),
    );
    const epoch = Number(rows[0]?.epoch);
    if (!Number.isSafeInteger(epoch)) throw new Error('engine_epoch has no row');
    return epoch;
  } finally {
    await handle.close();
  }
}

/** The database URL whose every connection writes as the engine of `epoch` (other startup
 *  options of the URL, such as a search_path, are kept). */
export function fencedDatabaseUrl(databaseUrl: string, epoch: number): string {
  const url = new URL(databaseUrl);
  const options = url.searchParams.get('options');
  const setting = `-c ${ENGINE_EPOCH_SETTING}=${epoch}`;
  url.searchParams.set('options', options ? `${options} ${setting}` : setting);
  return url.toString();
}
