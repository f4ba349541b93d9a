// The stored locks (065_balance_locks.sql, docs/scale-out.md "Balances and locks in
// PostgreSQL"): what each subaccount's open orders, positions and option margin hold of a
// token, one row per engine shard (067). An engine writes its own rows in the transaction of
// every change that moves them; any process checks a spend as balance − every shard's stored
// lock with the balance row locked, so it needs no engine's memory.
import { sql, type Kysely, type Transaction } from 'kysely';
import { addDecimal, subtractDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import { lockedBalance } from '../ledger/store';
import { HOME_SHARD } from './shards';

/** One subaccount's lock of one token. */
export interface BalanceLock {
  readonly subaccountId: number;
  readonly token: string;
  readonly locked: string;
}

/**
 * Upserts the given locks of one shard (the home shard's by default: the derivatives' and
 * option margin's writers) in one statement (each (subaccount, token) at most once).
 */
export async function writeLocks(
  tx: Kysely<Database>,
  locks: Iterable<BalanceLock>,
  shard: number = HOME_SHARD,
): Promise<void> {
  const rows = [...locks].map((l) => ({
    subaccount_id: l.subaccountId,
    token: l.token,
    shard,
    locked: l.locked,
  }));
  if (rows.length === 0) return;
  await tx
    .insertInto('balance_locks')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['subaccount_id', 'token', 'shard']).doUpdateSet({ locked: sql`excluded.locked` }),
    )
    .execute();
}

/**
 * A subaccount's stored lock of a token ('0' when none): over every shard, one shard's
 * (`{ shard }`) or every shard's but one (`{ except }`).
 */
export async function storedLock(
  tx: Kysely<Database>,
  subaccountId: number,
  token: string,
  which: { readonly shard?: number; readonly except?: number } = {},
): Promise<string> {
  let query = tx
    .selectFrom('balance_locks')
    .select(sql<string | null>`sum(locked)`.as('locked'))
    .where('subaccount_id', '=', subaccountId)
    .where('token', '=', token);
  if (which.shard !== undefined) query = query.where('shard', '=', which.shard);
  if (which.except !== undefined) query = query.where('shard', '<>', which.except);
  const row = await query.executeTakeFirst();
  return decimalText(row?.locked);
}

/** One shard's stored rows, or every shard's (a row per shard, subaccount and token). */
export async function allStoredLocks(db: Kysely<Database>, shard?: number): Promise<BalanceLock[]> {
  let query = db.selectFrom('balance_locks').select(['subaccount_id', 'token', 'locked']);
  if (shard !== undefined) query = query.where('shard', '=', shard);
  const rows = await query.execute();
  return rows.map((r) => ({ subaccountId: r.subaccount_id, token: r.token, locked: r.locked }));
}

/**
 * What the other shards' rows hold, summed per (subaccount, token), optionally of some
 * subaccounts only: the part of a balance this shard's admission must leave alone.
 */
export async function otherShardsLocks(
  db: Kysely<Database>,
  shard: number,
  subaccountIds?: readonly number[],
): Promise<BalanceLock[]> {
  if (subaccountIds?.length === 0) return [];
  let query = db
    .selectFrom('balance_locks')
    .select(['subaccount_id', 'token', sql<string>`sum(locked)`.as('locked')])
    .where('shard', '<>', shard)
    .groupBy(['subaccount_id', 'token']);
  if (subaccountIds) query = query.where('subaccount_id', 'in', subaccountIds);
  const rows = await query.execute();
  return rows.map((r) => ({
    subaccountId: r.subaccount_id,
    token: r.token,
    locked: decimalText(r.locked),
  }));
}

/** A summed numeric in memory's form (no trailing zeros), '0' for none. */
const decimalText = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '0' : addDecimal(String(value), '0');

/**
 * What a subaccount may spend of a token now: its balance, locked FOR UPDATE for the rest of the
 * transaction (so the engine's commit, which locks the same row, waits), minus the stored lock.
 */
export async function spendableInTx(
  tx: Transaction<Database>,
  subaccountId: number,
  token: string,
): Promise<string> {
  const balance = await lockedBalance(tx, subaccountId, token);
  return subtractDecimal(balance, await storedLock(tx, subaccountId, token));
}
