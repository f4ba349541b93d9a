// Edge blotters and accounts (docs/api.md "Edge trading"): open orders, order history, fills,
// the public tape, token balances, positions and risk info of a subaccount.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { closedObject, queryDigitsSchema as DIGITS, symbolSchema as SYMBOL } from '../http/schemas';
import type { VenueServices } from '../services';
import { LIQUIDATION_REASON } from './liquidation';
import { fromRow, toOrderJson } from './record';
import { finishedOrders, recentFills } from './store';
import { readableSubaccountsOf, requestSubaccount } from './subaccounts';
import { balancesOf, positionJson, positionsOf, riskInfo } from './views';

export function registerBlotterRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'authenticate' | 'orders'>,
): void {
  const { db, authenticate, orders } = deps;

  app.get<{ Querystring: { subaccountId: string; symbol?: string } }>(
    '/uapi/v1/open_orders',
    {
      onRequest: authenticate,
      schema: {
        querystring: closedObject({ subaccountId: DIGITS, symbol: SYMBOL }, ['subaccountId']),
      },
    },
    async (request) => {
      const s = await requestSubaccount(db, request, request.query.subaccountId);
      await orders.idle();
      return { orders: orders.openOrders(s.id, request.query.symbol).map(toOrderJson) };
    },
  );

  app.get<{ Querystring: { subaccountId: string; symbol?: string; limit?: string } }>(
    '/uapi/v1/order_history',
    {
      onRequest: authenticate,
      schema: {
        querystring: closedObject({ subaccountId: DIGITS, symbol: SYMBOL, limit: DIGITS }, [
          'subaccountId',
        ]),
      },
    },
    async (request) => {
      const s = await requestSubaccount(db, request, request.query.subaccountId);
      const rows = await finishedOrders(db, s.id, {
        symbol: request.query.symbol,
        limit: Math.min(500, Number(request.query.limit ?? 200)),
      });
      return {
        orders: rows.flatMap((row) => {
          const inst = orders.instruments.get(row.symbol);
          return inst ? [toOrderJson(fromRow(row, inst))] : [];
        }),
      };
    },
  );

  app.get<{
    Querystring: { subaccountId: string; symbol?: string; orderId?: string; limit?: string };
  }>(
    '/uapi/v1/get_fills',
    {
      onRequest: authenticate,
      schema: {
        querystring: closedObject(
          {
            subaccountId: DIGITS,
            symbol: SYMBOL,
            orderId: { type: 'string', pattern: '^[0-9]{1,18}$' },
            limit: DIGITS,
          },
          ['subaccountId'],
        ),
      },
    },
    async (request) => {
      const s = await requestSubaccount(db, request, request.query.subaccountId);
      const found = await recentFills(db, s.id, {
        symbol: request.query.symbol,
        orderId: request.query.orderId,
        limit: Math.min(1000, Number(request.query.limit ?? 200)),
      });
      return {
        fills: found.fills.map((f) => {
          const order = found.orders.get(String(f.order_id));
          return {
            fillId: String(f.id),
            orderId: String(f.order_id),
            clientOrderId: order?.clientOrderId ?? '',
            subaccountId: f.subaccount_id,
            symbol: f.symbol,
            side: f.side,
            price: f.price,
            quantity: f.quantity,
            fee: f.fee,
            feeToken: f.fee_token,
            liquidity: f.liquidity,
            realizedPnl: f.realized_pnl,
            // Fills of the venue's liquidation orders (docs/orders.md "Liquidation").
            liquidation: order?.reason.startsWith(LIQUIDATION_REASON) ?? false,
            time: Number(f.time),
          };
        }),
      };
    },
  );

  app.get<{ Querystring: { symbol: string; limit?: string } }>(
    '/uapi/v1/trades',
    {
      onRequest: authenticate,
      schema: { querystring: closedObject({ symbol: SYMBOL, limit: DIGITS }, ['symbol']) },
    },
    async (request) => {
      const { symbol } = request.query;
      if (!orders.instruments.has(symbol))
        throw new ApiError(404, 'NOT_FOUND', `Unknown market ${symbol}`, 'symbol');
      const limit = Math.min(50, Number(request.query.limit ?? 50));
      const trades = orders.recentTrades(symbol).slice(-limit);
      return { symbol, trades };
    },
  );

  app.get<{ Querystring: { subaccountId?: string } }>(
    '/uapi/v2/token_balances',
    {
      onRequest: authenticate,
      schema: { querystring: closedObject({ subaccountId: DIGITS }, []) },
    },
    async (request) => {
      const { entityId } = authOf(request);
      await orders.idle();
      const subs = request.query.subaccountId
        ? [await requestSubaccount(db, request, request.query.subaccountId)].map((s) => ({
            id: s.id,
            account_id: s.accountId,
          }))
        : await readableSubaccountsOf(db, entityId);
      return {
        balances: subs.flatMap((s) =>
          balancesOf(orders, s.id).map((b) => ({
            accountId: s.account_id,
            subaccountId: s.id,
            ...b,
            equity_balance: b.total,
          })),
        ),
      };
    },
  );

  app.get<{ Querystring: { subaccountId: string } }>(
    '/uapi/v1/positions',
    { onRequest: authenticate, schema: { querystring: closedObject({ subaccountId: DIGITS }) } },
    async (request) => {
      const s = await requestSubaccount(db, request, request.query.subaccountId);
      await orders.idle();
      return { positions: positionsOf(orders, s.id).map((v) => positionJson(s.id, v)) };
    },
  );

  app.get<{ Querystring: { subaccountId: string } }>(
    '/uapi/v1/risk_info',
    { onRequest: authenticate, schema: { querystring: closedObject({ subaccountId: DIGITS }) } },
    async (request) => {
      const s = await requestSubaccount(db, request, request.query.subaccountId);
      await orders.idle();
      return { subaccountId: s.id, risk: riskInfo(orders, s.id) };
    },
  );
}
