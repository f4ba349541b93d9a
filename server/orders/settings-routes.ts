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
  deps: Pick<VenueServices, 'db' | 'authenticate' | 'orders'>,
): void {
  const { db, authenticate } = deps;
  const settings = deps.orders.settings;

  app.get<{ Querystring: { subaccountId: string; symbol: string } }>(
    '/uapi/v1/leverage_info',
    {
      onRequest: authenticate,
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
      const s = await requestSubaccount(db, request, request.body.subaccountId);
      return settings.updateLeverage(s.id, request.body.symbol, request.body.leverage);
    },
  );

  app.get<{ Querystring: { subaccountId: string } }>(
    '/uapi/v1/get_modes_settings',
    { onRequest: authenticate, schema: { querystring: closedObject({ subaccountId: DIGITS }) } },
    async (request) =>
      settings.modes((await requestSubaccount(db, request, request.query.subaccountId)).id),
  );

  app.post<{ Body: { subaccountId: number; hedgeMode: boolean } }>(
    '/uapi/v1/update_position_mode',
    {
      onRequest: authenticate,
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
      onRequest: authenticate,
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
      const s = await requestSubaccount(db, request, request.body.subaccountId);
      return settings.updateMarginType(s.id, request.body.symbol, request.body.marginMode);
    },
  );
}
