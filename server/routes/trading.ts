// JSON calls of Edge trading (docs/api.md "Edge trading"): blotters, balances, positions,
// risk, fee estimates, allowed time in force, leverage and modes, favourites, last state.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { multiplyDecimal, roundDecimalHalfUp } from '../../domain/decimal';
import { authOf } from '../auth/authenticate';
import type { Database } from '../db/schema';
import type { OrderType } from '../engine/types';
import { ORDER_TYPES } from '../engine/types';
import { ApiError } from '../http/errors';
import { closedObject, idSchema, noQuery } from '../http/schemas';
import { positiveDecimal } from '../orders/codec';
import { MAKER_FEE_RATE, MONEY_PLACES, TAKER_FEE_RATE } from '../orders/fees';
import { fromRow, toOrderJson } from '../orders/record';
import type { OrderService } from '../orders/service';
import { loadSubaccount } from '../orders/subaccounts';
import { balancesOf, positionJson, positionsOf, riskInfo } from '../orders/views';
import { LIQUIDATION_REASON } from '../orders/liquidation';

const SYMBOL = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9][A-Za-z0-9/_.-]*$',
} as const;
const DIGITS = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;
const ORDER_TYPE = { type: 'string', enum: [...ORDER_TYPES] } as const;
const MAX_STATE_BYTES = 16 * 1024;

/** Time in force each order type accepts (MARKET-like types run at once: IOC / FOK). */
export const ALLOWED_TIF: Record<OrderType, string[]> = {
  LIMIT: ['GTC', 'IOC', 'FOK', 'GTX'],
  MARKET: ['IOC', 'FOK'],
  STOP_LOSS: ['GTC'],
  STOP_LOSS_LIMIT: ['GTC', 'IOC', 'FOK'],
  TAKE_PROFIT: ['GTC'],
  TAKE_PROFIT_LIMIT: ['GTC', 'IOC', 'FOK'],
  LIMIT_MAKER: ['GTX'],
  STOP: ['GTC', 'IOC', 'FOK', 'GTX'],
  STOP_MARKET: ['GTC'],
  TAKE_PROFIT_MARKET: ['GTC'],
  TRAILING_STOP_MARKET: ['GTC'],
  STOP_LIMIT: ['GTC', 'IOC', 'FOK', 'GTX'],
  TWAP: ['GTC'],
};

export function registerTradingRoutes(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    authenticate: onRequestAsyncHookHandler;
    orders: OrderService;
    now: () => number;
  },
): void {
  const { db, authenticate, orders, now } = deps;
  const sub = async (request: Parameters<typeof authOf>[0], id: string | number) =>
    loadSubaccount(db, authOf(request).entityId, Number(id));
  const futuresSymbol = (symbol: string) => {
    const inst = orders.instruments.get(symbol);
    if (!inst || inst.collateralToken === null)
      throw new ApiError(404, 'NOT_FOUND', `No futures market ${symbol}`, 'symbol');
    return inst;
  };

  app.get<{ Querystring: { subaccountId: string; symbol?: string } }>(
    '/uapi/v1/open_orders',
    {
      onRequest: authenticate,
      schema: {
        querystring: closedObject({ subaccountId: DIGITS, symbol: SYMBOL }, ['subaccountId']),
      },
    },
    async (request) => {
      const s = await sub(request, request.query.subaccountId);
      await orders.idle();
      const list = [...orders.records.values()]
        .filter(
          (r) =>
            r.subaccountId === s.id &&
            (!request.query.symbol || r.instrument.symbol === request.query.symbol),
        )
        .sort(
          (a, b) =>
            b.order.createdAt - a.order.createdAt || Number(b.order.id) - Number(a.order.id),
        );
      return { orders: list.map(toOrderJson) };
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
      const s = await sub(request, request.query.subaccountId);
      const limit = Math.min(500, Number(request.query.limit ?? 200));
      let q = db
        .selectFrom('orders')
        .selectAll()
        .where('subaccount_id', '=', s.id)
        .where('status', 'in', ['FILLED', 'CANCELED', 'REJECTED', 'EXPIRED'])
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      if (request.query.symbol) q = q.where('symbol', '=', request.query.symbol);
      const rows = await q.execute();
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
      const s = await sub(request, request.query.subaccountId);
      const limit = Math.min(1000, Number(request.query.limit ?? 200));
      let q = db
        .selectFrom('fills')
        .selectAll()
        .where('subaccount_id', '=', s.id)
        .orderBy('id', 'desc')
        .limit(limit);
      if (request.query.symbol) q = q.where('symbol', '=', request.query.symbol);
      if (request.query.orderId) q = q.where('order_id', '=', request.query.orderId);
      const rows = await q.execute();
      const orderRows =
        rows.length === 0
          ? []
          : await db
              .selectFrom('orders')
              .select(['id', 'client_order_id', 'reason'])
              .where('id', 'in', [...new Set(rows.map((r) => String(r.order_id)))])
              .execute();
      const clientIds = new Map(orderRows.map((o) => [String(o.id), o.client_order_id]));
      // Fills of the venue's liquidation orders (docs/orders.md "Liquidation").
      const liquidations = new Set(
        orderRows.filter((o) => o.reason.startsWith(LIQUIDATION_REASON)).map((o) => String(o.id)),
      );
      return {
        fills: rows.map((f) => ({
          fillId: String(f.id),
          orderId: String(f.order_id),
          clientOrderId: clientIds.get(String(f.order_id)) ?? '',
          subaccountId: f.subaccount_id,
          symbol: f.symbol,
          side: f.side,
          price: f.price,
          quantity: f.quantity,
          fee: f.fee,
          feeToken: f.fee_token,
          liquidity: f.liquidity,
          realizedPnl: f.realized_pnl,
          liquidation: liquidations.has(String(f.order_id)),
          time: Number(f.time),
        })),
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
        ? [await sub(request, request.query.subaccountId)].map((s) => ({
            id: s.id,
            account_id: s.accountId,
          }))
        : await db
            .selectFrom('subaccounts')
            .select(['id', 'account_id'])
            .where('entity_id', '=', entityId)
            .where('can_read', '=', true)
            .orderBy('id')
            .execute();
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
      const s = await sub(request, request.query.subaccountId);
      await orders.idle();
      return { positions: positionsOf(orders, s.id).map((v) => positionJson(s.id, v)) };
    },
  );

  app.get<{ Querystring: { subaccountId: string } }>(
    '/uapi/v1/risk_info',
    { onRequest: authenticate, schema: { querystring: closedObject({ subaccountId: DIGITS }) } },
    async (request) => {
      const s = await sub(request, request.query.subaccountId);
      await orders.idle();
      return { subaccountId: s.id, risk: riskInfo(orders, s.id) };
    },
  );

  app.get<{
    Querystring: {
      quantity: string;
      baseToken: string;
      quoteToken: string;
      side: string;
      orderType: OrderType;
      price?: string;
      subaccountId?: string;
      exchangeProductType?: string;
    };
  }>(
    '/uapi/v1/fees_estimate',
    {
      onRequest: authenticate,
      schema: {
        querystring: closedObject(
          {
            quantity: { type: 'string', maxLength: 40 },
            baseToken: { type: 'string', minLength: 1, maxLength: 16 },
            quoteToken: { type: 'string', minLength: 1, maxLength: 16 },
            side: { type: 'string', enum: ['BUY', 'SELL'] },
            orderType: ORDER_TYPE,
            price: { type: 'string', maxLength: 40 },
            subaccountId: DIGITS,
            exchangeProductType: { type: 'string', maxLength: 32 },
          },
          ['quantity', 'baseToken', 'quoteToken', 'side', 'orderType'],
        ),
      },
    },
    async (request) => {
      const q = request.query;
      const quantity = positiveDecimal(q.quantity, 'quantity');
      if (quantity === null)
        throw new ApiError(400, 'VALIDATION', 'quantity is required', 'quantity');
      const inst = [...orders.instruments.values()].find(
        (i) =>
          i.baseToken === q.baseToken &&
          i.quoteToken === q.quoteToken &&
          (q.exchangeProductType === undefined || i.productType === q.exchangeProductType),
      );
      if (!inst) throw new ApiError(404, 'NOT_FOUND', 'No market for these tokens', 'baseToken');
      const ticker = orders.ticker(inst.symbol);
      const price =
        positiveDecimal(q.price, 'price') ??
        (q.side === 'BUY' ? ticker?.bestAsk : ticker?.bestBid) ??
        '';
      if (price === '') throw new ApiError(409, 'CONFLICT', 'No price to estimate with', 'price');
      const rate = q.orderType === 'LIMIT_MAKER' ? MAKER_FEE_RATE : TAKER_FEE_RATE;
      return {
        success: true,
        error: null,
        feesEstimate: roundDecimalHalfUp(
          multiplyDecimal(multiplyDecimal(quantity, price), rate),
          MONEY_PLACES,
        ),
        feesToken: inst.collateralToken ?? inst.quoteToken,
      };
    },
  );

  app.get<{ Querystring: { orderType?: OrderType } }>(
    '/api/otc/order/allowed_time_in_force',
    {
      onRequest: authenticate,
      schema: { querystring: closedObject({ orderType: ORDER_TYPE }, []) },
    },
    async (request) => {
      const type = request.query.orderType;
      return { allowedTimeInForce: type ? { [type]: ALLOWED_TIF[type] } : ALLOWED_TIF };
    },
  );

  const leverageAnswer = (subId: number, symbol: string) => {
    const inst = futuresSymbol(symbol);
    const s = orders.state.symbolSettingsOf(subId, symbol);
    return {
      symbol,
      leverage: String(s.leverage),
      maxLeverage: String(inst.maxLeverage),
      marginMode: s.marginMode,
    };
  };

  app.get<{ Querystring: { subaccountId: string; symbol: string } }>(
    '/uapi/v1/leverage_info',
    {
      onRequest: authenticate,
      schema: { querystring: closedObject({ subaccountId: DIGITS, symbol: SYMBOL }) },
    },
    async (request) => {
      const s = await sub(request, request.query.subaccountId);
      return leverageAnswer(s.id, request.query.symbol);
    },
  );

  const saveSymbolSettings = async (
    subId: number,
    symbol: string,
    leverage: number,
    marginMode: string,
  ) => {
    await db
      .insertInto('symbol_settings')
      .values({ subaccount_id: subId, symbol, leverage, margin_mode: marginMode })
      .onConflict((oc) =>
        oc.columns(['subaccount_id', 'symbol']).doUpdateSet({ leverage, margin_mode: marginMode }),
      )
      .execute();
    orders.state.symbolSettings.set(`${subId}|${symbol}`, {
      leverage,
      marginMode: marginMode === 'ISOLATED' ? 'ISOLATED' : 'CROSSED',
    });
  };

  app.post<{ Body: { subaccountId: number; symbol: string; leverage: number } }>(
    '/uapi/v1/update_leverage',
    {
      onRequest: authenticate,
      schema: {
        body: closedObject({
          subaccountId: idSchema,
          symbol: SYMBOL,
          leverage: { type: 'integer', minimum: 1, maximum: 125 },
        }),
      },
    },
    async (request) => {
      const s = await sub(request, request.body.subaccountId);
      const { symbol, leverage } = request.body;
      const inst = futuresSymbol(symbol);
      if (leverage > inst.maxLeverage)
        throw new ApiError(400, 'VALIDATION', `leverage must be 1-${inst.maxLeverage}`, 'leverage');
      return orders.runExclusive(async () => {
        const current = orders.state.symbolSettingsOf(s.id, symbol);
        if (
          orders.state.positionsOf(s.id).some((p) => p.symbol === symbol) &&
          leverage < current.leverage
        ) {
          // Less leverage needs more margin: only when the collateral covers it.
          orders.state.symbolSettings.set(`${s.id}|${symbol}`, { ...current, leverage });
          const ok = !orders.available(s.id, inst.collateralToken ?? '').startsWith('-');
          orders.state.symbolSettings.set(`${s.id}|${symbol}`, current);
          if (!ok)
            throw new ApiError(409, 'CONFLICT', 'Not enough margin for this leverage', 'leverage');
        }
        await saveSymbolSettings(s.id, symbol, leverage, current.marginMode);
        return leverageAnswer(s.id, symbol);
      });
    },
  );

  const modesAnswer = async (subId: number) => {
    const s = orders.state.settingsOf(subId);
    const rows = await db
      .selectFrom('symbol_settings')
      .selectAll()
      .where('subaccount_id', '=', subId)
      .execute();
    return {
      hedgeMode: s.hedgeMode,
      multiAssetsMode: s.multiAssetsMode,
      marginModes: Object.fromEntries(rows.map((r) => [r.symbol, r.margin_mode])),
    };
  };

  app.get<{ Querystring: { subaccountId: string } }>(
    '/uapi/v1/get_modes_settings',
    { onRequest: authenticate, schema: { querystring: closedObject({ subaccountId: DIGITS }) } },
    async (request) => modesAnswer((await sub(request, request.query.subaccountId)).id),
  );

  const saveModes = async (subId: number, hedgeMode: boolean, multiAssetsMode: boolean) => {
    await db
      .insertInto('trading_settings')
      .values({ subaccount_id: subId, hedge_mode: hedgeMode, multi_assets_mode: multiAssetsMode })
      .onConflict((oc) =>
        oc
          .column('subaccount_id')
          .doUpdateSet({ hedge_mode: hedgeMode, multi_assets_mode: multiAssetsMode }),
      )
      .execute();
    const s = orders.state.settingsOf(subId);
    s.hedgeMode = hedgeMode;
    s.multiAssetsMode = multiAssetsMode;
  };

  app.post<{ Body: { subaccountId: number; hedgeMode: boolean } }>(
    '/uapi/v1/update_position_mode',
    {
      onRequest: authenticate,
      schema: { body: closedObject({ subaccountId: idSchema, hedgeMode: { type: 'boolean' } }) },
    },
    async (request) => {
      const s = await sub(request, request.body.subaccountId);
      return orders.runExclusive(async () => {
        const current = orders.state.settingsOf(s.id);
        if (
          current.hedgeMode !== request.body.hedgeMode &&
          (orders.state.positionsOf(s.id).length > 0 || orders.hasOpenOrders(s.id))
        )
          throw new ApiError(
            409,
            'CONFLICT',
            'Position mode cannot change while positions or orders are open',
          );
        await saveModes(s.id, request.body.hedgeMode, current.multiAssetsMode);
        return modesAnswer(s.id);
      });
    },
  );

  app.post<{ Body: { subaccountId: number; multiAssetsMode: boolean } }>(
    '/uapi/v1/update_multi_assets_mode',
    {
      onRequest: authenticate,
      schema: {
        body: closedObject({ subaccountId: idSchema, multiAssetsMode: { type: 'boolean' } }),
      },
    },
    async (request) => {
      const s = await sub(request, request.body.subaccountId);
      return orders.runExclusive(async () => {
        await saveModes(
          s.id,
          orders.state.settingsOf(s.id).hedgeMode,
          request.body.multiAssetsMode,
        );
        return modesAnswer(s.id);
      });
    },
  );

  app.post<{ Body: { subaccountId: number; symbol: string; marginMode: 'CROSSED' | 'ISOLATED' } }>(
    '/uapi/v1/update_margin_type',
    {
      onRequest: authenticate,
      schema: {
        body: closedObject({
          subaccountId: idSchema,
          symbol: SYMBOL,
          marginMode: { type: 'string', enum: ['CROSSED', 'ISOLATED'] },
        }),
      },
    },
    async (request) => {
      const s = await sub(request, request.body.subaccountId);
      const { symbol, marginMode } = request.body;
      futuresSymbol(symbol);
      return orders.runExclusive(async () => {
        const current = orders.state.symbolSettingsOf(s.id, symbol);
        if (
          current.marginMode !== marginMode &&
          (orders.state.positionsOf(s.id).some((p) => p.symbol === symbol) ||
            orders.hasOpenOrders(s.id, symbol))
        )
          throw new ApiError(
            409,
            'CONFLICT',
            'Margin type cannot change while the market has a position or open orders',
          );
        await saveSymbolSettings(s.id, symbol, current.leverage, marginMode);
        return modesAnswer(s.id);
      });
    },
  );

  const favorites = async (userId: number) =>
    (
      await db
        .selectFrom('favorite_markets')
        .select(['symbol', 'instrument_type'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('symbol')
        .execute()
    ).map((r) => ({ symbol: r.symbol, instrumentType: r.instrument_type }));

  app.get(
    '/uapi/v1/favorite_markets',
    { onRequest: authenticate, schema: { querystring: noQuery } },
    async (request) => ({
      favorites: await favorites(authOf(request).userId),
    }),
  );

  app.post<{ Body: { symbol: string; instrumentType: number } }>(
    '/uapi/v1/toggle_favorite_market',
    {
      onRequest: authenticate,
      schema: {
        body: closedObject({
          symbol: SYMBOL,
          instrumentType: { type: 'integer', minimum: 0, maximum: 4 },
        }),
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { symbol, instrumentType } = request.body;
      const known = await db
        .selectFrom('instruments')
        .select('id')
        .where('symbol', '=', symbol)
        .where('instrument_type', '=', instrumentType as 0)
        .executeTakeFirst();
      if (!known) throw new ApiError(404, 'NOT_FOUND', `Unknown market ${symbol}`, 'symbol');
      const removed = await db
        .deleteFrom('favorite_markets')
        .where('user_id', '=', userId)
        .where('symbol', '=', symbol)
        .where('instrument_type', '=', instrumentType)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0)
        await db
          .insertInto('favorite_markets')
          .values({ user_id: userId, symbol, instrument_type: instrumentType, created_at: now() })
          .execute();
      return { favorites: await favorites(userId) };
    },
  );

  app.post<{ Body: { state: Record<string, unknown> } }>(
    '/uapi/v1/save_last_user_state',
    { onRequest: authenticate, schema: { body: closedObject({ state: { type: 'object' } }) } },
    async (request) => {
      const { userId } = authOf(request);
      const text = JSON.stringify(request.body.state);
      if (Buffer.byteLength(text) > MAX_STATE_BYTES)
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The saved state is over 16 KiB', 'state');
      await db
        .insertInto('user_last_state')
        .values({ user_id: userId, state: text, updated_at: now() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ state: text, updated_at: now() }))
        .execute();
      return { success: true };
    },
  );

  app.get(
    '/uapi/v1/last_user_state',
    { onRequest: authenticate, schema: { querystring: noQuery } },
    async (request) => {
      const row = await db
        .selectFrom('user_last_state')
        .select('state')
        .where('user_id', '=', authOf(request).userId)
        .executeTakeFirst();
      return { state: row?.state ?? null };
    },
  );
}
