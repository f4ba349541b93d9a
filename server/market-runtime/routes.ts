// Market reference data and history (spec 7): exchange info, candles, conversion rates.
// Instruments come from the database; prices, candles and rates from the market runtime.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { noQuery } from '../http/schemas';
import { MAX_KLINES_LIMIT } from '../market/simulator';
import { KLINE_INTERVALS, type KlineInterval } from '../market/types';
import type { VenueServices } from '../services';
import { allInstruments } from './instruments';

export const DEFAULT_KLINES_LIMIT = 500;
const OPTION_TYPE = 4;

/** Exchange info status of an instrument. */
export type SymbolStatus = 'TRADING' | 'RFQ_ONLY' | 'NO_MARKET';

const MILLIS_PATTERN = '^[0-9]{1,15}$';

const klinesQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['symbol', 'interval'],
  properties: {
    symbol: { type: 'string', minLength: 1, maxLength: 64 },
    interval: { type: 'string', enum: [...KLINE_INTERVALS] },
    startTime: { type: 'string', pattern: MILLIS_PATTERN },
    endTime: { type: 'string', pattern: MILLIS_PATTERN },
    limit: { type: 'string', pattern: '^[0-9]{1,5}$' },
  },
} as const;

interface KlinesQuery {
  symbol: string;
  interval: KlineInterval;
  startTime?: string;
  endTime?: string;
  limit?: string;
}

export function registerMarketRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'market' | 'now'>,
): void {
  const { db, market, now } = deps;
  // Market data: any member of the acting entity.
  const member = { access: { action: 'member' } } as const;

  app.get(
    '/uapi/v1/symbols/exchange_info',
    { config: member, schema: { querystring: noQuery } },
    async () => {
      const rows = await allInstruments(db);
      return {
        serverTime: now(),
        symbols: rows.map((row) => ({
          symbol: row.symbol,
          baseToken: row.base_token,
          quoteToken: row.quote_token,
          displayName: row.display_name,
          instrumentType: row.instrument_type,
          tickSize: row.tick_size,
          lotSize: row.lot_size,
          status: symbolStatus(market.has(row.symbol), row.instrument_type),
          allowsFOKOrder: row.allows_fok_order,
          allowsLimitOrder: row.allows_limit_order,
          allowsMarketOrder: row.allows_market_order,
          allowsStopOrder: row.allows_stop_order,
          allowsTWAPOrder: row.allows_twap_order,
          isSpotTradeable: row.is_spot_tradeable,
          metadata: row.metadata,
        })),
      };
    },
  );

  app.get<{ Querystring: KlinesQuery }>(
    '/uapi/v1/symbols/klines',
    { config: member, schema: { querystring: klinesQuery } },
    async (request) => {
      const { symbol, interval } = request.query;
      const startTime = optionalInteger(request.query.startTime);
      const endTime = optionalInteger(request.query.endTime);
      const limit = optionalInteger(request.query.limit) ?? DEFAULT_KLINES_LIMIT;
      if (limit < 1 || limit > MAX_KLINES_LIMIT)
        throw new ApiError(
          400,
          'VALIDATION',
          `limit must be between 1 and ${MAX_KLINES_LIMIT}`,
          'limit',
        );
      if (startTime !== undefined && endTime !== undefined && startTime > endTime)
        throw new ApiError(400, 'VALIDATION', 'startTime must not be after endTime', 'startTime');
      const klines = market.klines(symbol, interval, {
        ...(startTime === undefined ? {} : { startTime }),
        ...(endTime === undefined ? {} : { endTime }),
        limit,
      });
      if (!klines)
        throw new ApiError(404, 'NOT_FOUND', `No market data for symbol ${symbol}`, 'symbol');
      return {
        symbol,
        interval,
        klines: klines.map((k) => ({
          openTime: k.openTime,
          closeTime: k.closeTime,
          open: k.open,
          high: k.high,
          low: k.low,
          close: k.close,
          volume: k.volume,
          quoteVolume: k.quoteVolume,
          closed: k.closed,
        })),
      };
    },
  );

  app.get(
    '/uapi/v1/conversion_rates',
    { config: member, schema: { querystring: noQuery } },
    async () => ({ serverTime: now(), base: 'USD', rates: market.conversionRates() }),
  );
}

function symbolStatus(streamed: boolean, instrumentType: number): SymbolStatus {
  if (streamed) return 'TRADING';
  return instrumentType === OPTION_TYPE ? 'RFQ_ONLY' : 'NO_MARKET';
}

/** Query numbers arrive as digit strings (checked by the schema's pattern). */
function optionalInteger(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}
