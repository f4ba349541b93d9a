// SQL the tools read over venue tables (no assistant table): the entity's subaccount directory
// with venues, the user's other entities' subaccounts, an order by id among readable
// subaccounts, and RFQ / RFS / options executions.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Every subaccount of the entity with its account's venue, by id. */
export async function subaccountDirectory(db: Kysely<Database>, entityId: number) {
  return db
    .selectFrom('subaccounts as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .innerJoin('venues as v', 'v.id', 'a.venue_id')
    .select([
      's.id',
      's.name',
      's.account_id',
      'a.name as account_name',
      'v.key as venue_key',
      'v.name as venue_name',
      'v.gui_transfer_enabled',
      'v.withdraw_enabled',
      'v.is_delisted',
    ])
    .where('s.entity_id', '=', entityId)
    .orderBy('s.id')
    .execute();
}

/** Subaccounts of the user's other entities, by name (to say where a named one is). */
export async function subaccountsElsewhere(
  db: Kysely<Database>,
  userId: number,
  entityId: number,
): Promise<{ name: string; entity: string }[]> {
  return db
    .selectFrom('user_entities as ue')
    .innerJoin('subaccounts as s', 's.entity_id', 'ue.entity_id')
    .innerJoin('customers as c', 'c.id', 'ue.entity_id')
    .select(['s.name as name', 'c.name as entity'])
    .where('ue.user_id', '=', userId)
    .where('ue.entity_id', '!=', entityId)
    .orderBy('s.id')
    .execute();
}

/** An order of one of these subaccounts by id (why it was rejected, its status). */
export async function orderAmong(
  db: Kysely<Database>,
  subaccountIds: readonly number[],
  orderId: string,
) {
  if (subaccountIds.length === 0) return undefined;
  return db
    .selectFrom('orders')
    .select([
      'id',
      'client_order_id',
      'subaccount_id',
      'symbol',
      'side',
      'order_type',
      'quantity',
      'limit_price',
      'status',
      'reason',
      'executed_quantity',
      'created_at',
    ])
    .where('subaccount_id', 'in', [...subaccountIds])
    .where((eb) => eb.or([eb('id', '=', orderId), eb('client_order_id', '=', orderId)]))
    .executeTakeFirst();
}

export { executionsAmong } from '../quotes/trades-store';
