// The end-of-day dashboard's reads (docs/post-trade.md "EOD snapshots"): which days have a
// snapshot, and one day's rows (through server/portfolio's snapshot read). SQL only.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Cut-offs with a snapshot, newest first (at most `limit`). */
export async function snapshotCutoffs(db: Kysely<Database>, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('eod_runs')
    .select(sql<string>`cutoff::text`.as('cutoff'))
    .orderBy('cutoff', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.cutoff));
}
