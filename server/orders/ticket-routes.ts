// What the Edge ticket asks before sending (docs/api.md "Edge trading"): a fee estimate and
// the time in force each order type accepts.
import type { FastifyInstance } from 'fastify';
import type { OrderType } from '../engine/types';
import { ORDER_TYPES } from '../engine/types';
import { ApiError } from '../http/errors';
import { closedObject, queryDigitsSchema } from '../http/schemas';
import type { VenueServices } from '../services';
import { positiveDecimal } from './codec';
import { estimatedFee } from './fees';

const ORDER_TYPE = { type: 'string', enum: [...ORDER_TYPES] } as const;

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

interface FeeQuery {
  quantity: string;
  baseToken: string;
  quoteToken: string;
  side: string;
  orderType: OrderType;
  price?: string;
  subaccountId?: string;
  exchangeProductType?: string;
}

export function registerTicketRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'orders'>,
): void {
  const { orders } = deps;
  // Market information for the ticket: any member of the acting entity.
  const member = { access: { action: 'member' } } as const;

  app.get<{ Querystring: FeeQuery }>(
    '/uapi/v1/fees_estimate',
    {
      config: member,
      schema: {
        querystring: closedObject(
          {
            quantity: { type: 'string', maxLength: 40 },
            baseToken: { type: 'string', minLength: 1, maxLength: 16 },
            quoteToken: { type: 'string', minLength: 1, maxLength: 16 },
            side: { type: 'string', enum: ['BUY', 'SELL'] },
            orderType: ORDER_TYPE,
            price: { type: 'string', maxLength: 40 },
            subaccountId: queryDigitsSchema,
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
      return {
        success: true,
        error: null,
        feesEstimate: estimatedFee(quantity, price, q.orderType),
        feesToken: inst.collateralToken ?? inst.quoteToken,
      };
    },
  );

  app.get<{ Querystring: { orderType?: OrderType } }>(
    '/api/otc/order/allowed_time_in_force',
    {
      config: member,
      schema: { querystring: closedObject({ orderType: ORDER_TYPE }, []) },
    },
    async (request) => {
      const type = request.query.orderType;
      return { allowedTimeInForce: type ? { [type]: ALLOWED_TIF[type] } : ALLOWED_TIF };
    },
  );
}
