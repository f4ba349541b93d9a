// Fusion calls (docs/fusion.md, docs/api.md "Fusion"): the pairs and accounts a Fusion order
// may use, placing one (idempotent per client order id), and the parent/child breakdowns.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import {
  amountSchema,
  closedObject,
  ID_PATTERN,
  idSchema,
  noQuery,
  symbolSchema,
} from '../http/schemas';
import type { VenueServices } from '../services';
import { FusionService } from './service';
import { fusionAccounts } from './accounts';

interface OrderBody {
  clientOrderId: string;
  symbol: string;
  side: 'BUY' | 'SELL';
  orderType: 'MARKET' | 'LIMIT';
  timeInForce?: 'IOC' | 'GTC';
  quantity: string;
  limitPrice?: string;
  edgeSubaccountId: number;
  otcSubaccountId?: number;
}

export function registerFusionRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'market' | 'orders' | 'placement' | 'quotes' | 'now'>,
): void {
  const fusion = new FusionService(deps);
  const reads = { access: { action: 'canRead' } } as const;

  app.get(
    '/v3/fusion/markets',
    { config: reads, schema: { querystring: noQuery } },
    async (request) => {
      const auth = authOf(request);
      return {
        markets: fusion.markets(),
        edgeFeeBps: fusion.edgeFeeBps,
        otcFeeBps: 0,
        ...(await fusionAccounts(deps.db, auth.entityId)),
      };
    },
  );

  app.post<{ Body: OrderBody }>(
    '/v3/fusion/orders',
    {
      // A role granting canTrade and effective canTrade on the Edge subaccount; the OTC
      // subaccount is checked like RFQ's (an OTC subaccount of the entity that may trade).
      config: {
        access: {
          action: 'canTrade',
          account: { from: 'body', field: 'edgeSubaccountId', flag: 'canTrade' },
        },
      },
      schema: {
        body: closedObject(
          {
            clientOrderId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
            symbol: symbolSchema,
            side: { type: 'string', enum: ['BUY', 'SELL'] },
            orderType: { type: 'string', enum: ['MARKET', 'LIMIT'] },
            timeInForce: { type: 'string', enum: ['IOC', 'GTC'] },
            quantity: amountSchema,
            limitPrice: amountSchema,
            edgeSubaccountId: idSchema,
            otcSubaccountId: idSchema,
          },
          ['clientOrderId', 'symbol', 'side', 'orderType', 'quantity', 'edgeSubaccountId'],
        ),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const b = request.body;
      const { order, repeated } = await fusion.place(auth, {
        clientOrderId: b.clientOrderId,
        symbol: b.symbol,
        side: b.side,
        orderType: b.orderType,
        timeInForce: b.timeInForce ?? 'IOC',
        quantity: b.quantity,
        limitPrice: b.limitPrice ?? null,
        edgeSubaccountId: b.edgeSubaccountId,
        otcSubaccountId: b.otcSubaccountId,
      });
      return reply.status(repeated ? 200 : 201).send({ success: true, repeated, order });
    },
  );

  app.get(
    '/v3/fusion/orders',
    { config: reads, schema: { querystring: noQuery } },
    async (request) => ({ orders: await fusion.list(authOf(request).entityId, 50) }),
  );

  app.get<{ Params: { id: string } }>(
    '/v3/fusion/orders/:id',
    {
      config: reads,
      schema: {
        params: closedObject({ id: { type: 'string', pattern: ID_PATTERN } }),
        querystring: noQuery,
      },
    },
    async (request) => ({
      order: await fusion.view(authOf(request).entityId, Number(request.params.id)),
    }),
  );
}
