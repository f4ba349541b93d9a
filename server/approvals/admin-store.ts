// SQL of the administrative executors and of the second factors: users (invite, roles,
// deactivation, factors), the role matrix, entity allowlists and per-customer feature flags.
// Every write takes the approving transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Role } from '../db/schema';
import { customerScope } from '../settings/app-settings';

type Db = Kysely<Database>;
type Tx = Transaction<Database>;

export interface FactorState {
  readonly email: string;
  readonly otpSecretEnc: string | null;
  readonly otpLastStep: number | null;
  readonly keys: number;
}

export async function factorsOf(db: Db, userId: number): Promise<FactorState> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'email',
      'otp_secret_enc',
      'otp_last_step',
      eb
        .selectFrom('webauthn_credentials')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('webauthn_credentials.user_id', '=', 'users.id')
        .as('keys'),
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    email: row.email,
    otpSecretEnc: row.otp_secret_enc,
    otpLastStep: row.otp_last_step === null ? null : Number(row.otp_last_step),
    keys: Number(row.keys ?? 0),
  };
}

export async function userByEmail(db: Db, email: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

/** A pending, invited user that cannot sign in until they choose a password. */
export async function insertInvitedUser(
  tx: Tx,
  user: {
    email: string;
    first_name: string;
    last_name: string;
    roles: readonly string[];
    entity_id: number;
    unusable_password: string;
  },
  now: Date,
): Promise<number> {
  const { id } = await tx
    .insertInto('users')
    .values({
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      password_hash: user.unusable_password,
      status: 'pending',
      // The authorization policy's migration widens users.roles to its five roles; until
      // then the column's CHECK refuses viewer and auditor and the execution fails.
      roles: [...user.roles] as Role[],
      preferences: JSON.stringify({}),
      invited_at: now,
      password_changed_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('user_entities')
    .values({ user_id: id, entity_id: user.entity_id, is_default: true })
    .execute();
  return id;
}

export async function insertInvitationLink(
  tx: Tx,
  userId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await tx
    .insertInto('password_resets')
    .values({ user_id: userId, token_hash: tokenHash, created_at: now, expires_at: expiresAt })
    .execute();
}

export async function setUserRoles(tx: Tx, userId: number, roles: readonly string[]) {
  await tx
    .updateTable('users')
    .set({ roles: [...roles] as Role[] })
    .where('id', '=', userId)
    .execute();
}

export async function deactivateUser(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx
    .updateTable('users')
    .set({ deactivated_at: now })
    .where('id', '=', userId)
    .where('deactivated_at', 'is', null)
    .execute();
}

/** Removes the authenticator and every security key; returns how many keys there were. */
export async function resetFactors(tx: Tx, userId: number): Promise<void> {
  await tx
    .updateTable('users')
    .set({ otp_secret_enc: null, otp_pending_secret_enc: null })
    .where('id', '=', userId)
    .execute();
  await tx.deleteFrom('webauthn_credentials').where('user_id', '=', userId).execute();
}

/** Active users of the entity holding the role (deactivated and pending ones do not count). */
export async function activeHoldersOfRole(
  db: Db,
  entityId: number,
  role: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_entities', 'user_entities.user_id', 'users.id')
    .select('users.id')
    .where('user_entities.entity_id', '=', entityId)
    .where('users.status', '=', 'active')
    .where('users.deactivated_at', 'is', null)
    .where(sql<boolean>`${role} = ANY(users.roles)`)
    .execute();
  return rows.map((row) => row.id);
}

/** Members of every entity under the same root customer as `entityId`. */
export async function membersUnderRoot(db: Db, rootId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_entities')
    .innerJoin('customers', 'customers.id', 'user_entities.entity_id')
    .select('user_entities.user_id')
    .distinct()
    .where((eb) => eb.or([eb('customers.id', '=', rootId), eb('customers.parent_id', '=', rootId)]))
    .orderBy('user_entities.user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

export async function membersOfEntity(db: Db, entityId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_entities')
    .select('user_id')
    .where('entity_id', '=', entityId)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

export async function entityRow(
  db: Db,
  entityId: number,
): Promise<{ id: number; name: string; parent_id: number | null; ip_allowlist: string }> {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'parent_id', 'ip_allowlist'])
    .where('id', '=', entityId)
    .executeTakeFirstOrThrow();
}

export async function setIpAllowlist(tx: Tx, entityId: number, allowlist: string): Promise<void> {
  await tx
    .updateTable('customers')
    .set({ ip_allowlist: allowlist })
    .where('id', '=', entityId)
    .execute();
}

/** The customer scope's own feature flags (app_settings 'customer:<root>', key feature_flags). */
export async function customerFlags(db: Db, rootId: number): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('scope', '=', customerScope(rootId))
    .where('key', '=', 'feature_flags')
    .executeTakeFirst();
  const value = row?.value;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};
}

export async function writeCustomerFlags(
  tx: Tx,
  rootId: number,
  flags: Record<string, boolean>,
  now: Date,
): Promise<void> {
  const json = JSON.stringify(flags);
  await tx
    .insertInto('app_settings')
    .values({ scope: customerScope(rootId), key: 'feature_flags', value: json, updated_at: now })
    .onConflict((oc) => oc.columns(['scope', 'key']).doUpdateSet({ value: json, updated_at: now }))
    .execute();
}

/** Accounts of the entity (ids), for policy rules naming one. */
export async function accountBelongsToEntity(
  db: Db,
  accountId: number,
  entityId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', accountId)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  return row !== undefined;
}
