// Forced flows (spec 8): what the server tells a signed-in user to do before anything else,
// in precedence order. The same answer drives SignedIn, the restricted-session gate and the
// end of each forced step.
import type { Kysely } from 'kysely';
import type { EpochMillis } from '../auth/clock';
import type { Database } from '../db/schema';
import { featureFlags } from '../settings/app-settings';

export const ONBOARDING_ROUTE = '/onboarding/new_otc_institution';
export const ONBOARDING_DS_ROUTE = '/onboarding/new_otc_institution_ds';
export const SECURITY_TAB_ROUTE = '/account/accounts_security';

export type Instruction =
  | { readonly force_redirect_url: string }
  | { readonly redirect: 'gauth' | 'change_password' }
  | { readonly redirect_url: string };

/** The onboarding variant: the e-signature one when docusign_agreements is on. */
export async function onboardingRoute(db: Kysely<Database>, userId: number): Promise<string> {
  const entity = await db
    .selectFrom('user_entities')
    .innerJoin('customers', 'customers.id', 'user_entities.entity_id')
    .select(['customers.id', 'customers.parent_id'])
    .where('user_entities.user_id', '=', userId)
    .orderBy('user_entities.is_default', 'desc')
    .executeTakeFirst();
  const flags = await featureFlags(db, entity ? (entity.parent_id ?? entity.id) : 0);
  return flags.docusign_agreements ? ONBOARDING_DS_ROUTE : ONBOARDING_ROUTE;
}

export async function pendingInstruction(
  db: Kysely<Database>,
  userId: number,
  now: EpochMillis,
): Promise<Instruction | null> {
  const user = await db
    .selectFrom('users')
    .select((eb) => [
      'status',
      'factor_policy',
      'otp_secret_enc',
      'password_change_required',
      'password_expires_at',
      eb
        .selectFrom('webauthn_credentials')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('webauthn_credentials.user_id', '=', 'users.id')
        .as('keys'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return null;
  if (user.status === 'pending') return { force_redirect_url: await onboardingRoute(db, userId) };
  if (user.factor_policy.includes('otp') && user.otp_secret_enc === null)
    return { redirect: 'gauth' };
  if (
    user.password_change_required ||
    (user.password_expires_at !== null && user.password_expires_at.getTime() <= now)
  )
    return { redirect: 'change_password' };
  if (user.factor_policy.includes('yubikey') && Number(user.keys ?? 0) === 0)
    return { redirect_url: SECURITY_TAB_ROUTE };
  return null;
}

/** After a forced step: the next instruction, or the landing page once none remains. */
export async function afterForcedStep(
  db: Kysely<Database>,
  userId: number,
  now: EpochMillis,
): Promise<Instruction> {
  const next = await pendingInstruction(db, userId, now);
  if (next) return next;
  const user = await db
    .selectFrom('users')
    .select('landing_page')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { redirect_url: user.landing_page };
}

/**
 * What a security step answers: the remaining instruction, the landing page when the step
 * ended a forced flow, and nothing after a voluntary step (the user stays where they are).
 */
export async function instructionAfterStep(
  db: Kysely<Database>,
  userId: number,
  now: EpochMillis,
  forcedBefore: Instruction | null,
): Promise<Instruction | Record<string, never>> {
  const next = await pendingInstruction(db, userId, now);
  if (next) return next;
  return forcedBefore ? afterForcedStep(db, userId, now) : {};
}
