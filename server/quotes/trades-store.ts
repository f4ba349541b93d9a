// Executions of RFQ quotes, streamed prices and options structures (table quote_trades).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type QuoteTradeSource = 'RFQ' | 'RFS' | 'OPTIONS';
export const QUOTE_TRADE_SOURCES: readonly QuoteTradeSource[] = ['RFQ', 'RFS', 'OPTIONS'];

/** RFQ, RFS and options executions of these subaccounts, newest first. */
export async function executionsAmong(
  db: Kysely<Database>,
  subaccountIds: readonly number[],
  filter: { source?: QuoteTradeSource | undefined; limit: number },
) {
  if (subaccountIds.length === 0) return [];
  let q = db
    .selectFrom('quote_trades')
    .select([
      'id',
      'source',
      'subaccount_id',
      'symbol',
      'side',
      'price',
      'quantity',
      'quote_quantity',
      'notional_usd',
      'executed_at',
    ])
    .where('subaccount_id', 'in', [...subaccountIds])
    .orderBy('executed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit);
  if (filter.source) q = q.where('source', '=', filter.source);
  return q.execute();
}
