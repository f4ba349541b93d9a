// The stored locks (065_balance_locks.sql, docs/scale-out.md "Balances and locks in
// PostgreSQL"): what each subaccount's open orders, positions and option margin hold of a
// token. The engine writes them in the transaction of every change that moves them; any process
// checks a spend as balance − stored lock with the balance row locked, so it needs no engine's
// memory.
import { sql, type Kysely, type Transaction } from 'kysely';
import { subtractDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import { lockedBalance } from '../ledger/store';

/** One subaccount's lock of one token. */
export interface BalanceLock {
  readonly subaccountId: number;
  readonly token: string;
  readonly locked: string;
}

/** Upserts the given locks in one statement (each (subaccount, token) at most once). */
export async function writeLocks(
  tx: Kysely<Database>,
  locks: Iterable<BalanceLock>,
): Promise<void> {
  const rows = [...locks].map((l) => ({
    subaccount_id: l.subaccountId,
    token: l.token,
    locked: l.locked,
  }));
  if (rows.length === 0) return;
  await tx
    .insertInto('balance_locks')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['subaccount_id', 'token']).doUpdateSet({ locked: sql`excluded.locked` }),
    )
    .execute();
}

/** A subaccount's stored lock of a token ('0' when none). */
export async function storedLock(
  tx: Kysely<Database>,
  subaccountId: number,
  token: string,
): Promise<string> {
  const row = await tx
    .selectFrom('balance_locks')
    .select('locked')
    .where('subaccount_id', '=', subaccountId)
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.locked ?? '0';
}

export async function allStoredLocks(db: Kysely<Database>): Promise<BalanceLock[]> {
  const rows = await db
    .selectFrom('balance_locks')
    .select(['subaccount_id', 'token', 'locked'])
    .execute();
  return rows.map((r) => ({ subaccountId: r.subaccount_id, token: r.token, locked: r.locked }));
}

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
