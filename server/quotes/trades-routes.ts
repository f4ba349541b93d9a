// Recent executions beside the RFQ, streaming and options screens (docs/quotes.md "Recent
// executions"): the caller's own venue's rows on the subaccounts they may read.
import type { FastifyInstance } from 'fastify';
import { normalizeDecimal } from '../../domain/decimal';
import { authOf } from '../auth/authenticate';
import { closedObject, queryDigitsSchema as DIGITS } from '../http/schemas';
import { readableSubaccounts } from '../policy/policy';
import type { VenueServices } from '../services';
import { executionsAmong, QUOTE_TRADE_SOURCES, type QuoteTradeSource } from './trades-store';

/** Most rows one call answers. */
export const QUOTE_TRADES_MAX_LIMIT = 100;

export function registerQuoteTradeRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db'>,
): void {
  const { db } = deps;
  app.get<{ Querystring: { source?: QuoteTradeSource; limit?: string } }>(
    '/uapi/v1/quote_trades',
    {
      config: { access: { action: 'canRead' } },
      schema: {
        querystring: closedObject(
          { source: { type: 'string', enum: [...QUOTE_TRADE_SOURCES] }, limit: DIGITS },
          [],
        ),
      },
    },
    async (request) => {
      const subaccounts = await readableSubaccounts(db, authOf(request));
      const limit = Math.max(
        1,
        Math.min(QUOTE_TRADES_MAX_LIMIT, Number(request.query.limit ?? 20)),
      );
      const rows = await executionsAmong(
        db,
        subaccounts.map((s) => s.id),
        { source: request.query.source, limit },
      );
      return {
        trades: rows.map((row) => ({
          id: String(row.id),
          source: row.source,
          subaccountId: row.subaccount_id,
          symbol: row.symbol,
          side: row.side,
          price: normalizeDecimal(row.price),
          quantity: normalizeDecimal(row.quantity),
          quoteQuantity: normalizeDecimal(row.quote_quantity),
          executedAt: Number(row.executed_at),
        })),
      };
    },
  );
}
