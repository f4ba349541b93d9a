// Credit limits and quote markup per customer (docs/quotes.md): every demo customer gets a limit;
// the international entity a smaller one and a higher markup. Idempotent.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_ENTITY_INTL, DEMO_ENTITY_US, DEMO_ROOT_CUSTOMER } from './demo-constants';

export const DEMO_CREDIT: Readonly<Record<string, { limitUsd: string; markupBps: number }>> = {
  [DEMO_ROOT_CUSTOMER]: { limitUsd: '10000000', markupBps: 2 },
  [DEMO_ENTITY_US]: { limitUsd: '5000000', markupBps: 2 },
  [DEMO_ENTITY_INTL]: { limitUsd: '1000000', markupBps: 5 },
};

export async function seedCredit(db: Kysely<Database>): Promise<void> {
  const customers = await db.selectFrom('customers').select(['id', 'name']).execute();
  for (const c of customers) {
    const credit = DEMO_CREDIT[c.name];
    if (!credit) continue;
    await db
      .insertInto('customer_credit')
      .values({ customer_id: c.id, limit_usd: credit.limitUsd, markup_bps: credit.markupBps })
      .onConflict((oc) => oc.column('customer_id').doNothing())
      .execute();
  }
}
