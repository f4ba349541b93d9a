// Key rotation's second half (R-SECH-10): every stored sealed secret not under the current key
// is re-sealed with it. Run at start-up, so once a server with the new SECRET_KEY (and the old
// one in SECRET_KEY_PREVIOUS) has started, the old key can be removed at the next deploy.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SecretBox } from './secret-box';

const SEALED_COLUMNS = ['otp_secret_enc', 'otp_pending_secret_enc'] as const;

/** Re-seals stale values; returns how many were rewritten. A value no key opens is left. */
export async function resealSecrets(db: Kysely<Database>, box: SecretBox): Promise<number> {
  let rewritten = 0;
  for (const column of SEALED_COLUMNS) {
    const rows = await db
      .selectFrom('users')
      .select(['id', column])
      .where(column, 'is not', null)
      .execute();
    for (const row of rows) {
      const sealed = row[column];
      if (sealed === null || !box.stale(sealed)) continue;
      let plain: string;
      try {
        plain = box.open(sealed);
      } catch {
        continue;
      }
      // Conditional on the value read: a concurrent enrolment is not overwritten.
      const updated = await db
        .updateTable('users')
        .set({ [column]: box.seal(plain) })
        .where('id', '=', row.id)
        .where(column, '=', sealed)
        .executeTakeFirst();
      rewritten += Number(updated.numUpdatedRows);
    }
  }
  return rewritten;
}
