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
import { readableSubaccounts } from '../policy/policy';
import { requestSubaccount } from './subaccounts';
import { balancesOf, positionJson, positionsOf, riskInfo } from './views';
import { multiplyDecimal } from '../../domain/decimal';
import { toCents } from '../portfolio/holdings';

export function registerBlotterRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'orders' | 'market'>,
): void {
  const { db, orders, market } = deps;
  /** Reads of the subaccount named by `subaccountId`: effective canRead on it. */
  const readsQuerySubaccount = {
    access: {
      action: 'canRead',
      account: { from: 'query', field: 'subaccountId', flag: 'canRead' },
    },
  } as const;

  app.get<{ Querystring: { subaccountId: string; symbol?: string } }>(
    '/uapi/v1/open_orders',
    {
      config: readsQuerySubaccount,
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
      config: readsQuerySubaccount,
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
      config: readsQuerySubaccount,
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
      // The public tape of a market: any member.
      config: { access: { action: 'member' } },
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
      // One named subaccount (effective canRead on it), else a read selection of them all.
      config: {
        access: {
          action: 'canRead',
          account: { from: 'query', field: 'subaccountId', flag: 'canRead', optional: true },
        },
      },
      schema: { querystring: closedObject({ subaccountId: DIGITS }, []) },
    },
    async (request) => {
      const auth = authOf(request);
      await orders.idle();
      const subs = request.query.subaccountId
        ? [await requestSubaccount(db, request, request.query.subaccountId)]
        : await readableSubaccounts(db, auth);
      // Portfolio (issue 13): each row's USD price and value from the conversion rates.
      const rates = market.conversionRates();
      return {
        balances: subs.flatMap((s) =>
          balancesOf(orders, s.id).map((b) => {
            const price = rates[b.token] ?? null;
            return {
              accountId: s.accountId,
              subaccountId: s.id,
              ...b,
              equity_balance: b.total,
              price,
              usd_value: price === null ? null : toCents(multiplyDecimal(b.total, price)),
            };
          }),
        ),
      };
    },
  );

  app.get<{ Querystring: { subaccountId: string } }>(
    '/uapi/v1/positions',
    {
      config: readsQuerySubaccount,
      schema: { querystring: closedObject({ subaccountId: DIGITS }) },
    },
    async (request) => {
      const s = await requestSubaccount(db, request, request.query.subaccountId);
      await orders.idle();
      return { positions: positionsOf(orders, s.id).map((v) => positionJson(s.id, v)) };
    },
  );

  app.get<{ Querystring: { subaccountId: string } }>(
    '/uapi/v1/risk_info',
    {
      config: readsQuerySubaccount,
      schema: { querystring: closedObject({ subaccountId: DIGITS }) },
    },
    async (request) => {
      const s = await requestSubaccount(db, request, request.query.subaccountId);
      await orders.idle();
      return { subaccountId: s.id, risk: riskInfo(orders, s.id) };
    },
  );
}
