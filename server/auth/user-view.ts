// The `User` object of docs/api.md (spec 3.2), as seen from one entity.
import type { Kysely } from 'kysely';
import type { Database, Role, UserPreferences, UserStatus } from '../db/schema';

export interface UserView {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  otc_customer_id: number;
  root_customer_id: number;
  customer: { account_id: number; mandatory_las: boolean; has_legal_authorized_signatory: boolean };
  landing_page: string;
  status: UserStatus;
}

export interface UserRecord {
  view: UserView;
  roles: Role[];
  preferences: UserPreferences;
}

export async function loadUser(
  db: Kysely<Database>,
  userId: number,
  entityId: number,
): Promise<UserRecord> {
  const row = await db
    .selectFrom('users')
    .crossJoin('customers')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.landing_page',
      'users.status',
      'users.roles',
      'users.preferences',
      'customers.id as entity_id',
      'customers.parent_id',
      'customers.mandatory_las',
      'customers.has_legal_authorized_signatory',
    ])
    .where('users.id', '=', userId)
    .where('customers.id', '=', entityId)
    .executeTakeFirstOrThrow();
  return {
    view: {
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      otc_customer_id: row.entity_id,
      root_customer_id: row.parent_id ?? row.entity_id,
      customer: {
        account_id: row.entity_id,
        mandatory_las: row.mandatory_las,
        has_legal_authorized_signatory: row.has_legal_authorized_signatory,
      },
      landing_page: row.landing_page,
      status: row.status,
    },
    roles: row.roles,
    preferences: row.preferences,
  };
}
