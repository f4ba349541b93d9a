// Raw end-of-day snapshot rows of a selection and window: what the post-trade EOD screen and the
// benchmark's naive way (every row shipped to the tab) read.
import { sql, type Kysely } from 'kysely';
import { cutoffAtOrBefore, type PerformanceWindow } from '../../domain/portfolio';
import type { Database } from '../db/schema';

/** More rows than this in one answer is refused (narrow the window or the selection). */
export const SNAPSHOT_ROWS_LIMIT = 250_000;

export interface SnapshotJson {
  cutoff: number;
  subaccountId: number;
  token: string;
  balance: string;
  price: string | null;
  value_usd: string;
  flow_usd: string;
  realised_usd: string;
  unrealised_usd: string;
}

export async function snapshotRowsOf(
  db: Kysely<Database>,
  subs: readonly number[],
  window: PerformanceWindow,
): Promise<SnapshotJson[]> {
  if (subs.length === 0) return [];
  const rows = await db
    .selectFrom('eod_snapshots')
    .select([
      'cutoff',
      'subaccount_id',
      'token',
      sql<string>`balance::text`.as('balance'),
      sql<string | null>`price::text`.as('price'),
      sql<string>`value_usd::text`.as('value_usd'),
      sql<string>`flow_usd::text`.as('flow_usd'),
      sql<string>`realised_usd::text`.as('realised_usd'),
      sql<string>`unrealised_usd::text`.as('unrealised_usd'),
    ])
    .where('subaccount_id', 'in', [...subs])
    .where('cutoff', '>=', cutoffAtOrBefore(window.tStart))
    .where('cutoff', '<=', window.tEnd)
    .orderBy('cutoff')
    .orderBy('subaccount_id')
    .orderBy('token')
    .limit(SNAPSHOT_ROWS_LIMIT + 1)
    .execute();
  return rows.map((r) => ({
    cutoff: Number(r.cutoff),
    subaccountId: r.subaccount_id,
    token: r.token,
    balance: r.balance,
    price: r.price,
    value_usd: r.value_usd,
    flow_usd: r.flow_usd,
    realised_usd: r.realised_usd,
    unrealised_usd: r.unrealised_usd,
  }));
}
