// Password changes and resets: the emailed account codes (email_codes, purpose
// change_password; approvals use purpose approve), the single-use reset links
// (password_resets, also the links of invitations) and the new password itself.
import type { Kysely } from 'kysely';
import { MINUTE_MS } from '../auth/clock';
import { hashEmailCode, safeEqual } from '../auth/tokens';
import type { Database } from '../db/schema';

export const ACCOUNT_CODE_TTL_MS = 10 * MINUTE_MS;
export const RESET_LINK_TTL_MS = 30 * MINUTE_MS;
const ACCOUNT_CODE_MAX_ATTEMPTS = 5;
/** What an account code is for: a password change, or approving a maker-checker request. */
export type AccountCodePurpose = 'change_password' | 'approve';

export function passwordUserOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The user with this (normalised) email, if any. */
export function userByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Stores a new account code (salted hash), voiding the user's older live ones of that purpose. */
export async function issueAccountCode(
  db: Kysely<Database>,
  userId: number,
  code: { salt: string; hash: string },
  now: number,
  purpose: AccountCodePurpose = 'change_password',
): Promise<void> {
  await db
    .updateTable('email_codes')
    .set({ consumed_at: new Date(now) })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('email_codes')
    .values({
      user_id: userId,
      purpose,
      code_salt: code.salt,
      code_hash: code.hash,
      created_at: new Date(now),
      expires_at: new Date(now + ACCOUNT_CODE_TTL_MS),
    })
    .execute();
}

/** Consumes the user's live account code when it matches; counts wrong tries (5 void it). */
export async function consumeAccountCode(
  db: Kysely<Database>,
  userId: number,
  code: string,
  now: number,
  purpose: AccountCodePurpose = 'change_password',
): Promise<boolean> {
  const row = await db
    .selectFrom('email_codes')
    .select(['id', 'code_salt', 'code_hash', 'attempts'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return false;
  if (!safeEqual(hashEmailCode(code, row.code_salt), row.code_hash)) {
    await db
      .updateTable('email_codes')
      .set({
        attempts: row.attempts + 1,
        ...(row.attempts + 1 >= ACCOUNT_CODE_MAX_ATTEMPTS ? { consumed_at: new Date(now) } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    return false;
  }
  const used = await db
    .updateTable('email_codes')
    .set({ consumed_at: new Date(now) })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Stores a reset link's token hash, voiding the user's older live links. */
export async function issueResetLink(
  db: Kysely<Database>,
  userId: number,
  tokenHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ consumed_at: new Date(now) })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
  await db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: tokenHash,
      created_at: new Date(now),
      expires_at: new Date(now + RESET_LINK_TTL_MS),
    })
    .execute();
}

/** The live reset link with this token hash and its user. */
export function liveResetLink(db: Kysely<Database>, tokenHash: string, now: number) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['password_resets.id', 'users.id as user_id', 'users.email'])
    .where('password_resets.token_hash', '=', tokenHash)
    .where('password_resets.consumed_at', 'is', null)
    .where('password_resets.expires_at', '>', new Date(now))
    .executeTakeFirst();
}

/** Uses a reset link once: false when another request consumed it first. */
export async function consumeResetLink(
  db: Kysely<Database>,
  resetId: number,
  now: number,
): Promise<boolean> {
  const used = await db
    .updateTable('password_resets')
    .set({ consumed_at: new Date(now) })
    .where('id', '=', resetId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** A new password ends any forced change and any expiry: the one write every path shares. */
export async function storeNewPassword(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  at: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      password_changed_at: new Date(at),
      password_change_required: false,
      password_expires_at: null,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * An invited user (maker-checker user_invite) becomes active when they choose their password
 * through the invitation link. Other pending users (self sign-up) are not touched.
 */
export async function activateInvitedUser(db: Kysely<Database>, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ status: 'active' })
    .where('id', '=', userId)
    .where('status', '=', 'pending')
    .where('invited_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
