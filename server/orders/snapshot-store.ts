// Subaccounts as PostgreSQL holds them, for an engine shard that did not make every change
// (shard-follower.ts): balances, the other shards' stored locks, the modes and the event seq,
// read in one REPEATABLE READ snapshot so the seq names exactly the changes the rest holds.
import type { Kysely } from 'kysely';
import { addDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import type { SubaccountSnapshot } from './account-state';
import { otherShardsLocks } from './lock-store';

/** Every subaccount's stored event seq (the sweep compares them with memory's). */
export async function storedEventSeqs(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('trading_settings')
    .select(['subaccount_id', 'event_seq'])
    .execute();
  return new Map(rows.map((r) => [r.subaccount_id, Number(r.event_seq)]));
}

/** One subaccount's stored event seq (0 when it has no settings row yet). */
export async function storedEventSeq(db: Kysely<Database>, subaccountId: number): Promise<number> {
  const row = await db
    .selectFrom('trading_settings')
    .select('event_seq')
    .where('subaccount_id', '=', subaccountId)
    .executeTakeFirst();
  return row ? Number(row.event_seq) : 0;
}

export async function subaccountSnapshots(
  db: Kysely<Database>,
  subaccountIds: readonly number[],
  shard: number,
): Promise<Map<number, SubaccountSnapshot>> {
  if (subaccountIds.length === 0) return new Map();
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      const settings = await tx
        .selectFrom('trading_settings')
        .select(['subaccount_id', 'event_seq', 'hedge_mode', 'multi_assets_mode'])
        .where('subaccount_id', 'in', subaccountIds)
        .execute();
      const balances = await tx
        .selectFrom('balances')
        .select(['subaccount_id', 'token', 'amount'])
        .where('subaccount_id', 'in', subaccountIds)
        .execute();
      const others = await otherShardsLocks(tx, shard, subaccountIds);
      const out = new Map<number, SubaccountSnapshot>();
      for (const s of settings) {
        const sub = s.subaccount_id;
        out.set(sub, {
          seq: Number(s.event_seq),
          balances: new Map(
            balances
              .filter((b) => b.subaccount_id === sub)
              .map((b) => [b.token, addDecimal(b.amount, '0')]),
          ),
          others: new Map(
            others.filter((l) => l.subaccountId === sub).map((l) => [l.token, l.locked]),
          ),
          hedgeMode: s.hedge_mode,
          multiAssetsMode: s.multi_assets_mode,
        });
      }
      return out;
    });
}

/**
 * Subaccounts' balances, every shard's stored locks (summed), positions and settings, read in
 * one REPEATABLE READ snapshot: what a process without an engine's memory reads accounts from
 * (stored-accounts.ts).
 */
export async function storedAccountRows(db: Kysely<Database>, subaccountIds: readonly number[]) {
  const subs = subaccountIds.length === 0 ? [-1] : [...subaccountIds];
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => ({
      balances: await tx
        .selectFrom('balances')
        .select(['subaccount_id', 'token', 'amount'])
        .where('subaccount_id', 'in', subs)
        .execute(),
      // shard −1 is no shard: every shard's rows.
      locks: await otherShardsLocks(tx, -1, subs),
      positions: await tx
        .selectFrom('positions')
        .select(['subaccount_id', 'symbol', 'position_side', 'size', 'entry_price', 'realized_pnl'])
        .where('subaccount_id', 'in', subs)
        .execute(),
      settings: await tx
        .selectFrom('trading_settings')
        .select(['subaccount_id', 'hedge_mode', 'multi_assets_mode', 'event_seq'])
        .where('subaccount_id', 'in', subs)
        .execute(),
      symbolSettings: await tx
        .selectFrom('symbol_settings')
        .select(['subaccount_id', 'symbol', 'leverage', 'margin_mode'])
        .where('subaccount_id', 'in', subs)
        .execute(),
    }));
}
