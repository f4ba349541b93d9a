// What the authorization policy reads: the caller's roles and grants with their membership of
// one entity and its IP allowlist (one query per call), a named subaccount with its venue's
// switches and an entity's subaccounts (the role × action matrix is role-matrix.ts's).
import { sql, type Kysely } from 'kysely';
import {
  isAction,
  isRole,
  type AccountFlags,
  type Action,
  type Role,
} from '../../domain/permissions';
import type { Database } from '../db/schema';

export interface CallerRow {
  readonly roles: readonly Role[];
  /** What the roles grant (rows of role_permissions), each action once. */
  readonly granted: ReadonlySet<Action>;
  /** Whether the user belongs to the entity asked about. */
  readonly member: boolean;
  /** That entity's allowlist ('' = every address); null when not a member. */
  readonly ipAllowlist: string | null;
  /** The institution (root customer) of that entity; null when not a member. */
  readonly rootCustomerId: number | null;
}

/** The user's roles and grants, and their standing in one entity; null if the user is gone. */
export async function loadCaller(
  db: Kysely<Database>,
  userId: number,
  entityId: number,
): Promise<CallerRow | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('user_entities', (join) =>
      join
        .onRef('user_entities.user_id', '=', 'users.id')
        .on('user_entities.entity_id', '=', entityId),
    )
    .leftJoin('customers', 'customers.id', 'user_entities.entity_id')
    .select([
      'users.roles',
      'user_entities.entity_id as member_of',
      'customers.ip_allowlist',
      'customers.parent_id',
      // What the roles grant in the entity's institution (none when not a member).
      sql<string[]>`ARRAY(
        SELECT DISTINCT e.action FROM effective_role_permissions e
        WHERE e.role = ANY(users.roles)
          AND e.institution_id = COALESCE(customers.parent_id, customers.id))`.as('granted'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const member = row.member_of !== null;
  return {
    roles: row.roles.filter(isRole),
    granted: new Set(row.granted.filter(isAction)),
    member,
    ipAllowlist: member ? (row.ip_allowlist ?? '') : null,
    rootCustomerId: member ? (row.parent_id ?? row.member_of) : null,
  };
}

/** The switches of a venue the policy checks (spec 3.5 HedgeVenues). */
export interface VenueSwitches {
  readonly futuresEnabled: boolean;
  readonly withdrawEnabled: boolean;
  readonly addressWhitelistingEnabled: boolean;
  readonly guiTransferEnabled: boolean;
  readonly depositEnabled: boolean;
  readonly riskInfoEnabled: boolean;
  readonly isDelisted: boolean;
}

export interface PolicySubaccount {
  readonly id: number;
  readonly accountId: number;
  readonly entityId: number;
  /** The subaccount's own flags (subaccounts.can_*). */
  readonly flags: AccountFlags;
  readonly venue: VenueSwitches;
}

export async function loadPolicySubaccount(
  db: Kysely<Database>,
  subaccountId: number,
): Promise<PolicySubaccount | null> {
  const row = await db
    .selectFrom('subaccounts')
    .innerJoin('accounts', 'accounts.id', 'subaccounts.account_id')
    .innerJoin('venues', 'venues.id', 'accounts.venue_id')
    .select([
      'subaccounts.id',
      'subaccounts.account_id',
      'subaccounts.entity_id',
      'subaccounts.can_read',
      'subaccounts.can_trade',
      'subaccounts.can_withdraw',
      'subaccounts.can_transfer',
      'venues.futures_enabled',
      'venues.withdraw_enabled',
      'venues.address_whitelisting_enabled',
      'venues.gui_transfer_enabled',
      'venues.deposit_enabled',
      'venues.risk_info_enabled',
      'venues.is_delisted',
    ])
    .where('subaccounts.id', '=', subaccountId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    accountId: row.account_id,
    entityId: row.entity_id,
    flags: {
      canRead: row.can_read,
      canTrade: row.can_trade,
      canWithdraw: row.can_withdraw,
      canTransfer: row.can_transfer,
    },
    venue: {
      futuresEnabled: row.futures_enabled,
      withdrawEnabled: row.withdraw_enabled,
      addressWhitelistingEnabled: row.address_whitelisting_enabled,
      guiTransferEnabled: row.gui_transfer_enabled,
      depositEnabled: row.deposit_enabled,
      riskInfoEnabled: row.risk_info_enabled,
      isDelisted: row.is_delisted,
    },
  };
}

export interface EntitySubaccount {
  readonly id: number;
  readonly accountId: number;
  readonly flags: AccountFlags;
}

/** Every subaccount of an entity with its own flags, by id. */
export async function subaccountsOfEntity(
  db: Kysely<Database>,
  entityId: number,
): Promise<EntitySubaccount[]> {
  const rows = await db
    .selectFrom('subaccounts')
    .select(['id', 'account_id', 'can_read', 'can_trade', 'can_withdraw', 'can_transfer'])
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    accountId: row.account_id,
    flags: {
      canRead: row.can_read,
      canTrade: row.can_trade,
      canWithdraw: row.can_withdraw,
      canTransfer: row.can_transfer,
    },
  }));
}
