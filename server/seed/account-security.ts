// Demo data of account security, onboarding and entities, seeded once after the demo
// institution (own version key, same lock pattern as seed/demo.ts): users for each sign-in path
// and forced flow, an unsigned customer, two pending onboarding users and an IP-restricted
// entity (step 1); the viewer, auditor and second admin of the authorization policy (step 2);
// the provider's support desk and its staff user (step 3).
// Steps are versioned like seed/demo.ts: a database seeded at step 1 gets step 2 on its next start.
import { sql, type Kysely, type Transaction } from 'kysely';
import { passwordHasher, type PasswordHasher } from '../auth/passwords';
import type { Database, Role } from '../db/schema';
import { customerScope, GLOBAL_SCOPE } from '../settings/app-settings';
import { cosePublicKeyOf } from '../security/cose-key';
import type { SecretBox } from '../security/secret-box';
import { DEMO_ENTITY_INTL, DEMO_ENTITY_US } from './demo-constants';
import {
  DEMO_ADMIN_OTP,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_AUDITOR,
  DEMO_KEY_CREDENTIAL_ID,
  DEMO_KEY_NAME,
  DEMO_KEY_PKCS8,
  DEMO_KEY_USER,
  DEMO_NEWHIRE,
  DEMO_ONBOARDING,
  DEMO_ONBOARDING_DS,
  DEMO_OTP_USER,
  DEMO_PROVIDER_ENTITY,
  DEMO_PROVIDER_ROOT,
  DEMO_RESTRICTED_ALLOWLIST,
  DEMO_RESTRICTED_ENTITY,
  DEMO_RESTRICTED_ROOT,
  DEMO_SUPPORT,
  DEMO_TOTP_SECRET,
  DEMO_TRAVELLER,
  DEMO_UNSIGNED,
  DEMO_UNSIGNED_ENTITY,
  DEMO_UNSIGNED_ROOT,
  DEMO_VIEWER,
  SECURITY_DEMO_USERS,
  type SecurityDemoUser,
} from './security-constants';

const VERSION_KEY = 'security_seed_version';
const LOCK_ID = 73_110_006;
type Tx = Transaction<Database>;

async function customerNamed(tx: Tx, name: string): Promise<number | null> {
  const row = await tx
    .selectFrom('customers')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.id ?? null;
}

async function customer(
  tx: Tx,
  name: string,
  parentId: number | null,
  extra: Partial<{
    mandatory_las: boolean;
    has_legal_authorized_signatory: boolean;
    ip_allowlist: string;
  }> = {},
) {
  const row = await tx
    .insertInto('customers')
    .values({
      name,
      parent_id: parentId,
      mandatory_las: false,
      has_legal_authorized_signatory: true,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

interface UserExtra {
  status: 'active' | 'pending';
  otp_secret_enc: string;
  password_change_required: boolean;
  roles: Role[];
  landing_page: string;
  support_staff: boolean;
}

/** Inserts demo users (password hashed) with their entities, the first being the default. */
function userInserter(
  tx: Tx,
  users: readonly SecurityDemoUser[],
  at: Date,
  passwords: PasswordHasher,
) {
  const hashes = Promise.all(
    users.map(async (user) => [user.email, await passwords.hash(user.password)] as const),
  ).then((pairs) => new Map(pairs));
  return async function user(
    demo: SecurityDemoUser,
    entities: readonly number[],
    extra: Partial<UserExtra> = {},
  ): Promise<number> {
    const { id } = await tx
      .insertInto('users')
      .values({
        email: demo.email,
        first_name: demo.firstName,
        last_name: demo.lastName,
        password_hash: (await hashes).get(demo.email) ?? '',
        status: 'active',
        landing_page: '/trading/rfq',
        roles: [...(demo.roles ?? ['trader'])],
        preferences: JSON.stringify({ hide_small_balances: false, hide_zero_balances: false }),
        factor_policy: [...demo.factorPolicy],
        password_changed_at: at,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('user_entities')
      .values(
        entities.map((entityId, index) => ({
          user_id: id,
          entity_id: entityId,
          is_default: index === 0,
        })),
      )
      .execute();
    return id;
  };
}

const STEP1_USERS = SECURITY_DEMO_USERS.filter(
  (user) =>
    user !== DEMO_VIEWER &&
    user !== DEMO_AUDITOR &&
    user !== DEMO_ADMIN_OTP &&
    user !== DEMO_SUPPORT,
);

async function step1(
  tx: Tx,
  secrets: SecretBox,
  at: Date,
  passwords: PasswordHasher,
): Promise<void> {
  const us = await tx
    .selectFrom('customers')
    .select(['id'])
    .where('name', '=', DEMO_ENTITY_US)
    .executeTakeFirstOrThrow();
  const user = userInserter(tx, STEP1_USERS, at, passwords);

  await user(DEMO_NEWHIRE, [us.id], { password_change_required: true });
  await user(DEMO_OTP_USER, [us.id], { otp_secret_enc: secrets.seal(DEMO_TOTP_SECRET) });
  const keyUser = await user(DEMO_KEY_USER, [us.id]);
  await tx
    .insertInto('webauthn_credentials')
    .values({
      user_id: keyUser,
      credential_id: DEMO_KEY_CREDENTIAL_ID,
      public_key: cosePublicKeyOf(DEMO_KEY_PKCS8),
      counter: 0,
      transports: ['usb'],
      name: DEMO_KEY_NAME,
      created_at: at,
    })
    .execute();

  const southRoot = await customer(tx, DEMO_UNSIGNED_ROOT, null);
  const southEntity = await customer(tx, DEMO_UNSIGNED_ENTITY, southRoot, {
    mandatory_las: true,
    has_legal_authorized_signatory: false,
  });
  await user(DEMO_UNSIGNED, [southEntity]);
  await tx
    .insertInto('app_settings')
    .values({
      scope: customerScope(southRoot),
      key: 'feature_flags',
      value: JSON.stringify({ contract_and_upsell_enabled: true }),
    })
    .execute();

  const onboarding = await customer(tx, 'Onboarding demo', null);
  await user(DEMO_ONBOARDING, [onboarding], { status: 'pending', roles: ['admin', 'trader'] });
  const onboardingDs = await customer(tx, 'Onboarding demo (e-signature)', null);
  await user(DEMO_ONBOARDING_DS, [onboardingDs], { status: 'pending', roles: ['admin', 'trader'] });
  await tx
    .insertInto('app_settings')
    .values({
      scope: customerScope(onboardingDs),
      key: 'feature_flags',
      value: JSON.stringify({ docusign_agreements: true }),
    })
    .execute();

  // Its own institution, so Northwind keeps exactly its two entities.
  const eastRoot = await customer(tx, DEMO_RESTRICTED_ROOT, null);
  const restricted = await customer(tx, DEMO_RESTRICTED_ENTITY, eastRoot, {
    ip_allowlist: DEMO_RESTRICTED_ALLOWLIST,
  });
  await user(DEMO_TRAVELLER, [us.id, restricted]);
}

/** The viewer, auditor and second admin (with an authenticator), in both Northwind entities. */
async function step2(
  tx: Tx,
  secrets: SecretBox,
  at: Date,
  passwords: PasswordHasher,
): Promise<void> {
  const entities = await tx
    .selectFrom('customers')
    .select(['id', 'name'])
    .where('name', 'in', [DEMO_ENTITY_US, DEMO_ENTITY_INTL])
    .execute();
  const us = entities.find((e) => e.name === DEMO_ENTITY_US)?.id;
  const intl = entities.find((e) => e.name === DEMO_ENTITY_INTL)?.id;
  if (us === undefined || intl === undefined) throw new Error('seed: Northwind entities missing');
  const user = userInserter(tx, [DEMO_VIEWER, DEMO_AUDITOR, DEMO_ADMIN_OTP], at, passwords);
  await user(DEMO_VIEWER, [us, intl], { landing_page: '/trading/dma' });
  await user(DEMO_AUDITOR, [us, intl], { landing_page: '/admin/settings/audit' });
  await user(DEMO_ADMIN_OTP, [us, intl], {
    landing_page: '/admin/settings',
    otp_secret_enc: secrets.seal(DEMO_ADMIN_TOTP_SECRET),
  });
}

/** The provider's support desk: its own institution and the support-staff user. */
async function step3(
  tx: Tx,
  _secrets: SecretBox,
  at: Date,
  passwords: PasswordHasher,
): Promise<void> {
  // Idempotent: a step run again (an older seed version) finds the institution it made.
  const root =
    (await customerNamed(tx, DEMO_PROVIDER_ROOT)) ?? (await customer(tx, DEMO_PROVIDER_ROOT, null));
  const desk =
    (await customerNamed(tx, DEMO_PROVIDER_ENTITY)) ??
    (await customer(tx, DEMO_PROVIDER_ENTITY, root));
  const existing = await tx
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_SUPPORT.email)
    .executeTakeFirst();
  if (existing) return;
  const user = userInserter(tx, [DEMO_SUPPORT], at, passwords);
  await user(DEMO_SUPPORT, [desk], { landing_page: '/v2/support', support_staff: true });
}

const STEPS: readonly { version: number; run: typeof step1 }[] = [
  { version: 1, run: step1 },
  { version: 2, run: step2 },
  { version: 3, run: step3 },
];

export async function seedAccountSecurity(
  db: Kysely<Database>,
  secrets: SecretBox,
  now: number,
  passwords: PasswordHasher = passwordHasher(),
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_ID}::bigint)`.execute(tx);
    const row = await tx
      .selectFrom('app_settings')
      .select('value')
      .where('scope', '=', GLOBAL_SCOPE)
      .where('key', '=', VERSION_KEY)
      .executeTakeFirst();
    const current = typeof row?.value === 'number' ? row.value : 0;
    const pending = STEPS.filter((step) => step.version > current);
    if (pending.length === 0) return false;
    const demo = await tx
      .selectFrom('customers')
      .select('id')
      .where('name', '=', DEMO_ENTITY_US)
      .executeTakeFirst();
    if (!demo) return false; // no demo institution (seed disabled): nothing to attach to
    for (const step of pending) await step.run(tx, secrets, new Date(now), passwords);
    const value = JSON.stringify(Math.max(...pending.map((step) => step.version)));
    await tx
      .insertInto('app_settings')
      .values({ scope: GLOBAL_SCOPE, key: VERSION_KEY, value })
      .onConflict((oc) => oc.columns(['scope', 'key']).doUpdateSet({ value }))
      .execute();
    return true;
  });
}
