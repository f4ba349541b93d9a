// What the admin settings screens read (docs/approvals.md "HTTP API"): the entity's users with
// their roles, status and factors; the IP allowlists of the caller's entities. Writes are
// maker-checker requests (server/approvals/), never here.
import type { Kysely } from 'kysely';
import type { Database, Factor } from '../db/schema';

export interface AdminUserView {
  readonly id: number;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly roles: string[];
  /** pending: invited or onboarding; deactivated: by a user_deactivate request. */
  readonly status: 'active' | 'pending' | 'deactivated';
  readonly factors: {
    readonly policy: Factor[];
    readonly authenticator: boolean;
    readonly security_keys: number;
  };
  readonly invited_at: string | null;
  readonly deactivated_at: string | null;
}

export async function entityUsers(
  db: Kysely<Database>,
  entityId: number,
): Promise<AdminUserView[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_entities', 'user_entities.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.roles',
      'users.status',
      'users.factor_policy',
      'users.otp_secret_enc',
      'users.invited_at',
      'users.deactivated_at',
      eb
        .selectFrom('webauthn_credentials')
        .select((inner) => inner.fn.countAll<string | number>().as('n'))
        .whereRef('webauthn_credentials.user_id', '=', 'users.id')
        .as('keys'),
    ])
    .where('user_entities.entity_id', '=', entityId)
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    roles: row.roles,
    status: row.deactivated_at !== null ? 'deactivated' : row.status,
    factors: {
      policy: row.factor_policy,
      authenticator: row.otp_secret_enc !== null,
      security_keys: Number(row.keys ?? 0),
    },
    invited_at: row.invited_at?.toISOString() ?? null,
    deactivated_at: row.deactivated_at?.toISOString() ?? null,
  }));
}

/** The allowlist of every entity the user belongs to, by name. */
export function allowlistsOfUser(
  db: Kysely<Database>,
  userId: number,
): Promise<{ entity_id: number; name: string; allowlist: string }[]> {
  return db
    .selectFrom('user_entities')
    .innerJoin('customers', 'customers.id', 'user_entities.entity_id')
    .select(['customers.id as entity_id', 'customers.name', 'customers.ip_allowlist as allowlist'])
    .where('user_entities.user_id', '=', userId)
    .orderBy('customers.name')
    .execute();
}

/** The institution (root customer) above an entity. */
export async function rootOf(db: Kysely<Database>, entityId: number): Promise<number> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'parent_id'])
    .where('id', '=', entityId)
    .executeTakeFirstOrThrow();
  return row.parent_id ?? row.id;
}
