// The custody key binding's rows (047): challenges issued for one exact send, and verified
// assertions waiting to be spent by the send's request.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function storeKeyChallenge(
  db: Db,
  row: { challenge: string; userId: number; bindingHash: string; at: number; ttl: number },
): Promise<void> {
  await db
    .deleteFrom('custody_key_challenges')
    .where('expires_at', '<', new Date(row.at - row.ttl))
    .execute();
  await db
    .insertInto('custody_key_challenges')
    .values({
      challenge: row.challenge,
      user_id: row.userId,
      binding_hash: row.bindingHash,
      created_at: new Date(row.at),
      expires_at: new Date(row.at + row.ttl),
    })
    .execute();
}

/** Burns a live challenge of the user; answers the binding it was issued for (null: none). */
export async function consumeKeyChallenge(
  db: Db,
  userId: number,
  challenge: string,
  now: number,
): Promise<string | null> {
  const row = await db
    .updateTable('custody_key_challenges')
    .set({ consumed_at: new Date(now) })
    .where('challenge', '=', challenge)
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .returning('binding_hash')
    .executeTakeFirst();
  return row?.binding_hash ?? null;
}

export async function insertKeyApproval(
  db: Db,
  row: { id: string; userId: number; bindingHash: string; at: number; ttl: number },
): Promise<void> {
  await db
    .insertInto('custody_key_approvals')
    .values({
      id: row.id,
      user_id: row.userId,
      binding_hash: row.bindingHash,
      created_at: new Date(row.at),
      expires_at: new Date(row.at + row.ttl),
    })
    .execute();
}

/** Spends a verified assertion for exactly this binding; false when there is none. */
export async function spendKeyApproval(
  tx: Db,
  row: { id: string; userId: number; bindingHash: string; requestId: number; now: number },
): Promise<boolean> {
  const result = await tx
    .updateTable('custody_key_approvals')
    .set({ used_at: new Date(row.now), maker_checker_request_id: row.requestId })
    .where('id', '=', row.id)
    .where('user_id', '=', row.userId)
    .where('binding_hash', '=', row.bindingHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(row.now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
