// The subaccounts a Fusion ticket offers: the acting entity's spot Edge subaccounts and OTC
// subaccounts that may trade.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface FusionAccount {
  readonly subaccountId: number;
  readonly accountId: number;
  readonly displayText: string;
}

export async function fusionAccounts(
  db: Kysely<Database>,
  entityId: number,
): Promise<{ edgeAccounts: FusionAccount[]; otcAccounts: FusionAccount[] }> {
  const rows = await db
    .selectFrom('subaccounts')
    .innerJoin('accounts', 'accounts.id', 'subaccounts.account_id')
    .innerJoin('venues', 'venues.id', 'accounts.venue_id')
    .select([
      'subaccounts.id',
      'subaccounts.account_id',
      'subaccounts.name',
      'subaccounts.supported_product_types',
      'venues.key',
    ])
    .where('subaccounts.entity_id', '=', entityId)
    .where('subaccounts.can_trade', '=', true)
    .where('venues.key', 'in', ['edge', 'otc'])
    .orderBy('subaccounts.id')
    .execute();
  const view = (r: (typeof rows)[number]): FusionAccount => ({
    subaccountId: r.id,
    accountId: r.account_id,
    displayText: r.name,
  });
  return {
    edgeAccounts: rows
      .filter((r) => r.key === 'edge' && r.supported_product_types.includes('SPOT'))
      .map(view),
    otcAccounts: rows.filter((r) => r.key === 'otc').map(view),
  };
}
