// The subaccount RFQ, RFS and options trades book on: an OTC-venue subaccount of the acting
// entity that may trade (the named one, else the first).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

export async function otcSubaccount(
  db: Kysely<Database>,
  entityId: number,
  subaccountId: number | undefined,
): Promise<number> {
  let q = db
    .selectFrom('subaccounts')
    .innerJoin('accounts', 'accounts.id', 'subaccounts.account_id')
    .innerJoin('venues', 'venues.id', 'accounts.venue_id')
    .select(['subaccounts.id', 'subaccounts.can_trade'])
    .where('subaccounts.entity_id', '=', entityId)
    .where('venues.key', '=', 'otc')
    .where('subaccounts.can_read', '=', true)
    .orderBy('subaccounts.id');
  if (subaccountId !== undefined) q = q.where('subaccounts.id', '=', subaccountId);
  const rows = await q.execute();
  const row = rows.find((r) => r.can_trade);
  if (!row)
    throw new ApiError(
      403,
      'FORBIDDEN',
      subaccountId === undefined
        ? 'No OTC subaccount may trade for this entity'
        : 'That subaccount is not an OTC subaccount that may trade',
      'subaccountId',
    );
  return row.id;
}
