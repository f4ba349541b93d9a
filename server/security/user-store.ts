// The users columns account security reads and writes: factor policy, authenticator seeds
// (sealed), the last accepted TOTP step, password dates and the trade-confirmation switch.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function securityUserOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'factor_policy',
      'otp_secret_enc',
      'otp_pending_secret_enc',
      'otp_last_step',
      'password_changed_at',
      'password_expires_at',
      'password_change_required',
      'trade_confirmation_emails',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export type SecurityUser = Awaited<ReturnType<typeof securityUserOf>>;

/** Sets the authenticator seeds: the enrolled one and the one offered but not yet confirmed. */
export async function setOtpSecrets(
  db: Kysely<Database>,
  userId: number,
  secrets: { enrolled?: string | null; pending: string | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(secrets.enrolled === undefined ? {} : { otp_secret_enc: secrets.enrolled }),
      otp_pending_secret_enc: secrets.pending,
    })
    .where('id', '=', userId)
    .execute();
}

export async function setTradeConfirmationEmails(
  db: Kysely<Database>,
  userId: number,
  enabled: boolean,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ trade_confirmation_emails: enabled })
    .where('id', '=', userId)
    .execute();
}
