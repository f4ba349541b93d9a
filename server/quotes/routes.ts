// RFQ and RFS calls (docs/api.md "RFQ, streaming quotes and options"): markets, firm quotes,
// quote execution, trades on streamed prices, credit. The options calls: options/routes.ts.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { creditOf } from '../credit/credit';
import { amountSchema, closedObject, idSchema, noQuery } from '../http/schemas';
import type { VenueServices } from '../services';
import { orderFlowSettings } from '../settings/app-settings';
import { SETTLEMENT_CURRENCIES } from './markets';
import { otcSubaccount } from './otc-subaccount';
import { RFS_INTERVAL_MILLIS } from './service';

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$';
const SYMBOL = { type: 'string', minLength: 3, maxLength: 40 } as const;
const SIDE = { type: 'string', enum: ['BUY', 'SELL'] } as const;

interface QuoteBody {
  symbol: string;
  quantity: string;
  quantity_currency?: 'base' | 'quote';
  side?: 'BUY' | 'SELL';
  subaccountId?: number;
}
interface ExecuteBody {
  fx_quote_id: string;
  side: 'BUY' | 'SELL';
}
interface OrderBody {
  symbol: string;
  side: 'BUY' | 'SELL';
  quantity: string;
  price: string;
  subaccountId?: number;
  client_order_id?: string;
}

export function registerQuoteRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'quotes'>,
): void {
  const { db, quotes } = deps;
  /** Trading on the OTC subaccount: a role granting canTrade, and effective canTrade on the
   *  subaccount when one is named (else the first OTC subaccount that may trade). */
  const trades = {
    access: {
      action: 'canTrade',
      account: { from: 'body', field: 'subaccountId', flag: 'canTrade', optional: true },
    },
  } as const;

  app.get(
    '/v3/browser/markets',
    { config: { access: { action: 'member' } }, schema: { querystring: noQuery } },
    async () => {
      const list = quotes.marketList();
      return {
        availableRFQMarkets: list,
        availableStreamingMarkets: list,
        settlementCurrencies: [...SETTLEMENT_CURRENCIES],
        quoteTtlMillis: quotes.ttlMillis,
        rfsIntervalMillis: RFS_INTERVAL_MILLIS,
        lastLookToleranceBps: quotes.toleranceBps,
      };
    },
  );

  app.post<{ Body: QuoteBody }>(
    '/v3/browser/quotes',
    {
      config: trades,
      schema: {
        body: closedObject(
          {
            symbol: SYMBOL,
            quantity: amountSchema,
            quantity_currency: { type: 'string', enum: ['base', 'quote'] },
            side: SIDE,
            subaccountId: idSchema,
          },
          ['symbol', 'quantity'],
        ),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const b = request.body;
      quotes.market(b.symbol);
      const subaccountId = await otcSubaccount(db, auth.entityId, b.subaccountId);
      const quote = await quotes.requestQuote(auth, {
        symbol: b.symbol,
        quantity: b.quantity,
        quantityCurrency: b.quantity_currency ?? 'base',
        side: b.side ?? null,
        subaccountId,
      });
      return reply.status(201).send(quote);
    },
  );

  app.post<{ Body: ExecuteBody }>(
    '/v3/browser/execute_quote',
    {
      config: { access: { action: 'canTrade' } },
      schema: {
        body: closedObject({
          fx_quote_id: { type: 'string', pattern: UUID, maxLength: 36 },
          side: SIDE,
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const execution = await quotes.executeQuote(
        auth,
        request.body.fx_quote_id,
        request.body.side,
      );
      return { success: true, execution };
    },
  );

  app.post<{ Body: OrderBody }>(
    '/v3/browser/order',
    {
      config: trades,
      schema: {
        body: closedObject(
          {
            symbol: SYMBOL,
            side: SIDE,
            quantity: amountSchema,
            price: amountSchema,
            subaccountId: idSchema,
            client_order_id: { type: 'string', minLength: 1, maxLength: 36 },
          },
          ['symbol', 'side', 'quantity', 'price'],
        ),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const b = request.body;
      quotes.market(b.symbol);
      const subaccountId = await otcSubaccount(db, auth.entityId, b.subaccountId);
      const flow = await orderFlowSettings(db);
      // Idempotent per client order id: a repeat answers the first trade (migration 064).
      const { execution, partial, repeated } = await quotes.streamOrder(
        auth,
        {
          symbol: b.symbol,
          side: b.side,
          quantity: b.quantity,
          price: b.price,
          subaccountId,
          ...(b.client_order_id === undefined ? {} : { clientOrderId: b.client_order_id }),
        },
        { partialFills: flow.partialFillsEnabled },
      );
      return {
        success: true,
        execution,
        partial,
        repeated,
        ...(flow.ackOnStandingOrdersEnabled
          ? { ack: { status: 'FILLED', client_order_id: b.client_order_id ?? '' } }
          : {}),
      };
    },
  );

  app.get(
    '/v3/browser/credit',
    { config: { access: { action: 'canRead' } }, schema: { querystring: noQuery } },
    async (request) => creditOf(db, authOf(request).entityId),
  );
}
