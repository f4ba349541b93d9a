// Sign-ups waiting for their email to be verified (signups), and the pending user a verified
// sign-up becomes: a placeholder institution 'Onboarding #<id>' that onboarding completes.
import type { Kysely } from 'kysely';
import { DAY_MS } from '../auth/clock';
import type { Database } from '../db/schema';

export const SIGNUP_LINK_TTL_MS = DAY_MS;

export interface SignupRecord {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly passwordHash: string;
  readonly tokenHash: string;
}

export async function insertSignup(
  db: Kysely<Database>,
  signup: SignupRecord,
  now: number,
): Promise<void> {
  await db
    .insertInto('signups')
    .values({
      email: signup.email,
      first_name: signup.firstName,
      last_name: signup.lastName,
      password_hash: signup.passwordHash,
      token_hash: signup.tokenHash,
      created_at: new Date(now),
      expires_at: new Date(now + SIGNUP_LINK_TTL_MS),
    })
    .execute();
}

/**
 * Consumes the live sign-up with this token hash and creates its user (pending, admin and
 * trader) in a new placeholder institution, in one transaction. False when the link is unknown,
 * used or expired, or the email has an account meanwhile.
 */
export async function createUserFromSignup(
  db: Kysely<Database>,
  tokenHash: string,
  at: Date,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const signup = await tx
      .updateTable('signups')
      .set({ consumed_at: at })
      .where('token_hash', '=', tokenHash)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', at)
      .returning(['id', 'email', 'first_name', 'last_name', 'password_hash'])
      .executeTakeFirst();
    if (!signup) return false;
    const taken = await tx
      .selectFrom('users')
      .select('id')
      .where('email', '=', signup.email)
      .executeTakeFirst();
    if (taken) return false;
    const { id: customerId } = await tx
      .insertInto('customers')
      .values({ name: `Onboarding #${signup.id}`, parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: userId } = await tx
      .insertInto('users')
      .values({
        email: signup.email,
        first_name: signup.first_name,
        last_name: signup.last_name,
        password_hash: signup.password_hash,
        status: 'pending',
        landing_page: '/trading/rfq',
        roles: ['admin', 'trader'],
        preferences: JSON.stringify({ hide_small_balances: false, hide_zero_balances: false }),
        password_changed_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('user_entities')
      .values({ user_id: userId, entity_id: customerId, is_default: true })
      .execute();
    return true;
  });
}
