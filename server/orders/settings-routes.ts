// Trading settings calls (docs/api.md "Edge trading"): leverage and margin type per futures
// market, position mode and multi-assets mode of a subaccount (rules: trading-settings.ts).
import type { FastifyInstance } from 'fastify';
import {
  closedObject,
  idSchema,
  queryDigitsSchema as DIGITS,
  symbolSchema as SYMBOL,
} from '../http/schemas';
import type { VenueServices } from '../services';
import { requestSubaccount } from './subaccounts';
import type { MarginMode } from './trading-settings';

export function registerTradingSettingsRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'orders'>,
): void {
  const { db } = deps;
  const settings = deps.orders.settings;
  /** Reads: effective canRead on the subaccount named in the query. */
  const reads = {
    access: {
      action: 'canRead',
      account: { from: 'query', field: 'subaccountId', flag: 'canRead' },
    },
  } as const;
  /** Changes: effective canTrade on the subaccount named in the body, on a futures venue. */
  const changes = {
    access: {
      action: 'canTrade',
      account: { from: 'body', field: 'subaccountId', flag: 'canTrade' },
      venue: 'futures',
    },
  } as const;

  app.get<{ Querystring: { subaccountId: string; symbol: string } }>(
    '/uapi/v1/leverage_info',
    {
      config: reads,
      schema: { querystring: closedObject({ subaccountId: DIGITS, symbol: SYMBOL }) },
    },
    async (request) => {
      const s = await requestSubaccount(db, request, request.query.subaccountId);
      return settings.leverageInfo(s.id, request.query.symbol);
    },
  );

  app.post<{ Body: { subaccountId: number; symbol: string; leverage: number } }>(
    '/uapi/v1/update_leverage',
    {
      config: changes,
      schema: {
        body: closedObject({
          subaccountId: idSchema,
          symbol: SYMBOL,
          leverage: { type: 'integer', minimum: 1, maximum: 125 },
        }),
      },
    },
    async (request) => {
      const s = await requestSubaccount(db, request, request.body.subaccountId);
      return settings.updateLeverage(s.id, request.body.symbol, request.body.leverage);
    },
  );

  app.get<{ Querystring: { subaccountId: string } }>(
    '/uapi/v1/get_modes_settings',
    { config: reads, schema: { querystring: closedObject({ subaccountId: DIGITS }) } },
    async (request) =>
      settings.modes((await requestSubaccount(db, request, request.query.subaccountId)).id),
  );

  app.post<{ Body: { subaccountId: number; hedgeMode: boolean } }>(
    '/uapi/v1/update_position_mode',
    {
      config: changes,
      schema: { body: closedObject({ subaccountId: idSchema, hedgeMode: { type: 'boolean' } }) },
    },
    async (request) => {
      const s = await requestSubaccount(db, request, request.body.subaccountId);
      return settings.updatePositionMode(s.id, request.body.hedgeMode);
    },
  );

  app.post<{ Body: { subaccountId: number; multiAssetsMode: boolean } }>(
    '/uapi/v1/update_multi_assets_mode',
    {
      config: changes,
      schema: {
        body: closedObject({ subaccountId: idSchema, multiAssetsMode: { type: 'boolean' } }),
      },
    },
    async (request) => {
      const s = await requestSubaccount(db, request, request.body.subaccountId);
      return settings.updateMultiAssetsMode(s.id, request.body.multiAssetsMode);
    },
  );

  app.post<{ Body: { subaccountId: number; symbol: string; marginMode: MarginMode } }>(
    '/uapi/v1/update_margin_type',
    {
      config: changes,
      schema: {
        body: closedObject({
          subaccountId: idSchema,
          symbol: SYMBOL,
          marginMode: { type: 'string', enum: ['CROSSED', 'ISOLATED'] },
        }),
      },
    },
    async (request) => {
      const s = await requestSubaccount(db, request, request.body.subaccountId);
      return settings.updateMarginType(s.id, request.body.symbol, request.body.marginMode);
    },
  );
}
