// The subaccount an order call names, looked up in the caller's entity. Whether the caller may
// act on it (effective flags, entity, IP) is the authorization policy's (server/policy/).
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
  if (!info || info.entityId !== entityId)
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
