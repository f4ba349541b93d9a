// The subaccount an order call names, checked against the caller's entity.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { authOf } from '../auth/authenticate';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

export interface SubaccountInfo {
  readonly id: number;
  readonly accountId: number;
  readonly entityId: number;
  readonly accountType: number;
  readonly canRead: boolean;
  readonly canTrade: boolean;
  readonly productTypes: readonly string[];
}

export async function loadSubaccount(
  db: Kysely<Database>,
  entityId: number,
  subaccountId: number,
): Promise<SubaccountInfo> {
  const info = await loadSubaccountById(db, subaccountId);
  if (!info || info.entityId !== entityId || !info.canRead)
    throw new ApiError(404, 'NOT_FOUND', 'No such subaccount', 'subaccountId');
  return info;
}

/** The subaccount a signed-in request names, of the entity it acts for (else 404). */
export function requestSubaccount(
  db: Kysely<Database>,
  request: FastifyRequest,
  subaccountId: string | number,
): Promise<SubaccountInfo> {
  return loadSubaccount(db, authOf(request).entityId, Number(subaccountId));
}

/** A subaccount by id alone (the venue's own actions, e.g. liquidation); null if none. */
export async function loadSubaccountById(
  db: Kysely<Database>,
  subaccountId: number,
): Promise<SubaccountInfo | null> {
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
      'subaccounts.supported_product_types',
      'venues.account_type',
    ])
    .where('subaccounts.id', '=', subaccountId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    accountId: row.account_id,
    entityId: row.entity_id,
    accountType: row.account_type,
    canRead: row.can_read,
    canTrade: row.can_trade,
    productTypes: row.supported_product_types,
  };
}

/** Subaccount ids a user may read (every entity they belong to). */
export async function readableSubaccount(
  db: Kysely<Database>,
  userId: number,
  subaccountId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('subaccounts')
    .innerJoin('user_entities', 'user_entities.entity_id', 'subaccounts.entity_id')
    .select('subaccounts.id')
    .where('user_entities.user_id', '=', userId)
    .where('subaccounts.id', '=', subaccountId)
    .where('subaccounts.can_read', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** The account of each subaccount asked for (none asked: nothing read). */
export async function accountIdsOf(
  db: Kysely<Database>,
  subaccountIds: readonly number[],
): Promise<Map<number, number>> {
  if (subaccountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('subaccounts')
    .select(['id', 'account_id'])
    .where('id', 'in', subaccountIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.account_id]));
}

/** The subaccounts an entity may read, by id. */
export function readableSubaccountsOf(
  db: Kysely<Database>,
  entityId: number,
): Promise<{ id: number; account_id: number }[]> {
  return db
    .selectFrom('subaccounts')
    .select(['id', 'account_id'])
    .where('entity_id', '=', entityId)
    .where('can_read', '=', true)
    .orderBy('id')
    .execute();
}
