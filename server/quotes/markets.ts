// Pairs quoted by RFQ and RFS: spot instruments settled in USD or USDC (spec 9) that the
// market simulator runs a book for.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MarketRuntime } from '../market-runtime/runtime';

export const SETTLEMENT_CURRENCIES = ['USD', 'USDC'] as const;

export interface QuoteMarket {
  readonly symbol: string;
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly displayName: string;
}

export async function loadQuoteMarkets(
  db: Kysely<Database>,
  market: Pick<MarketRuntime, 'has'>,
): Promise<Map<string, QuoteMarket>> {
  const rows = await db
    .selectFrom('instruments')
    .select(['symbol', 'base_token', 'quote_token', 'display_name'])
    .where('instrument_type', '=', 0)
    .where('quote_token', 'in', [...SETTLEMENT_CURRENCIES])
    .orderBy('symbol')
    .execute();
  const out = new Map<string, QuoteMarket>();
  for (const r of rows)
    if (market.has(r.symbol))
      out.set(r.symbol, {
        symbol: r.symbol,
        baseToken: r.base_token,
        quoteToken: r.quote_token,
        displayName: r.display_name,
      });
  return out;
}
