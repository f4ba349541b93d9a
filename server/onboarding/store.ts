// Onboarding profiles (onboarding_profiles): the steps as jsonb, the terms agreed or signed,
// and the completion that names the institution, opens its OTC account and activates the user.
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

export type ProfileUpdate = Omit<
  Updateable<Database['onboarding_profiles']>,
  'user_id' | 'updated_at'
>;

export interface ProfileRow {
  data: Record<string, Record<string, string>>;
  terms_version: string | null;
  agreed_at: Date | null;
  signed_at: Date | null;
  signer_name: string | null;
  completed_at: Date | null;
}

export async function userStatusOf(db: Kysely<Database>, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('status')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.status;
}

/** The user's profile, created empty on first use. */
export async function ensureProfile(
  db: Kysely<Database>,
  userId: number,
  now: number,
): Promise<ProfileRow> {
  await db
    .insertInto('onboarding_profiles')
    .values({ user_id: userId, data: '{}', updated_at: new Date(now) })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return db
    .selectFrom('onboarding_profiles')
    .select(['data', 'terms_version', 'agreed_at', 'signed_at', 'signer_name', 'completed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function updateProfile(
  db: Kysely<Database>,
  userId: number,
  values: ProfileUpdate,
  now: number,
): Promise<void> {
  await db
    .updateTable('onboarding_profiles')
    .set({ ...values, updated_at: new Date(now) })
    .where('user_id', '=', userId)
    .execute();
}

/** Names the institution, gives it an OTC account and activates the user, in one transaction. */
export async function completeInstitution(
  db: Kysely<Database>,
  userId: number,
  entityId: number,
  legalName: string,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const clash = await tx
      .selectFrom('customers')
      .select('id')
      .where('name', '=', legalName)
      .where('id', '!=', entityId)
      .executeTakeFirst();
    if (clash)
      throw new ApiError(
        409,
        'CONFLICT',
        `An institution named '${legalName}' already exists`,
        'legal_name',
      );
    await tx
      .updateTable('customers')
      .set({ name: legalName, mandatory_las: false, has_legal_authorized_signatory: true })
      .where('id', '=', entityId)
      .execute();
    const otc = await tx
      .selectFrom('venues')
      .select('id')
      .where('key', '=', 'otc')
      .executeTakeFirst();
    if (otc) {
      const { id: accountId } = await tx
        .insertInto('accounts')
        .values({ entity_id: entityId, venue_id: otc.id, name: 'OTC' })
        .onConflict((oc) => oc.columns(['entity_id', 'venue_id', 'name']).doNothing())
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('subaccounts')
        .values({
          account_id: accountId,
          entity_id: entityId,
          name: `${legalName} OTC`.slice(0, 64),
          can_read: true,
          can_trade: true,
          supported_product_types: ['SPOT'],
        })
        .execute();
    }
    await tx
      .updateTable('onboarding_profiles')
      .set({ completed_at: new Date(now), updated_at: new Date(now), entity_id: entityId })
      .where('user_id', '=', userId)
      .execute();
    await tx.updateTable('users').set({ status: 'active' }).where('id', '=', userId).execute();
  });
}
