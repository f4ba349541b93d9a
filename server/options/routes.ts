// Options RFQ calls (docs/api.md "Options"): chain, vol surface, quote, execute. Behind the
// `options_rfq` flag of the acting entity: off → 404 NOT_FOUND before the body is read (the
// policy's feature step, declared per route).
import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/authenticate';
import { amountSchema, closedObject, idSchema } from '../http/schemas';
import type { EntityAccess } from '../policy/access';
import { otcSubaccount } from '../quotes/otc-subaccount';
import type { VenueServices } from '../services';
import type { Side } from './structure';
import type { Underlying } from './vol-surface';

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$';
const SIDE = { type: 'string', enum: ['BUY', 'SELL'] } as const;
const UNDERLYING = { type: 'string', enum: ['BTC', 'ETH'] } as const;
/** More legs than this is a malformed body (400); 9 up to it is an invalid structure (200). */
const MAX_BODY_LEGS = 32;
/** Off for the acting entity: the calls do not exist for it (R-QUOTE-14). */
const OPTIONS_ON = { flag: 'options_rfq', whenOff: 'not_found' } as const;

interface QuoteBody {
  underlying: Underlying;
  strategy: Side;
  legs: { symbol: string; side: Side; ratio: number; quantity: string }[];
  subaccountId?: number;
  customer_id?: number;
}

export function registerOptionRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'options'>,
): void {
  const { db, options } = deps;
  const underlyingQuery = closedObject({ underlying: UNDERLYING });
  const reads: EntityAccess = { action: 'member', feature: OPTIONS_ON };
  // `customer_id` names another entity of the user to quote for (client request 1): steps 2-3
  // and the flag then apply to it too; the subaccount, when named, must be that entity's.
  const quotes: EntityAccess = {
    action: 'canTrade',
    feature: OPTIONS_ON,
    entity: { from: 'body', field: 'customer_id', optional: true },
    account: { from: 'body', field: 'subaccountId', flag: 'canTrade', optional: true },
  };
  const executes: EntityAccess = { action: 'canTrade', feature: OPTIONS_ON };

  app.get<{ Querystring: { underlying: Underlying } }>(
    '/v3/browser/options/chain',
    { config: { access: reads }, schema: { querystring: underlyingQuery } },
    async (request) => options.chain(request.query.underlying),
  );

  app.get<{ Querystring: { underlying: Underlying } }>(
    '/v3/browser/options/vol_surface',
    { config: { access: reads }, schema: { querystring: underlyingQuery } },
    async (request) => options.surface(request.query.underlying),
  );

  app.post<{ Body: QuoteBody }>(
    '/v3/browser/options/quote',
    {
      config: { access: quotes },
      schema: {
        body: closedObject(
          {
            underlying: UNDERLYING,
            strategy: SIDE,
            legs: {
              type: 'array',
              maxItems: MAX_BODY_LEGS,
              items: closedObject({
                symbol: { type: 'string', minLength: 1, maxLength: 60 },
                side: SIDE,
                ratio: { type: 'number' },
                quantity: amountSchema,
              }),
            },
            subaccountId: idSchema,
            customer_id: idSchema,
          },
          ['underlying', 'strategy', 'legs'],
        ),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const b = request.body;
      const customerId = auth.entityId;
      const subaccountId = await otcSubaccount(db, customerId, b.subaccountId);
      const quote = await options.quote(
        { userId: auth.userId, entityId: customerId },
        { underlying: b.underlying, strategy: b.strategy, legs: b.legs },
        subaccountId,
      );
      return reply.status(quote.valid ? 201 : 200).send(quote);
    },
  );

  app.post<{ Body: { option_quote_id: string } }>(
    '/v3/browser/options/execute',
    {
      config: { access: executes },
      schema: {
        body: closedObject({ option_quote_id: { type: 'string', pattern: UUID, maxLength: 36 } }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const execution = await options.execute(auth, request.body.option_quote_id);
      return { success: true, execution };
    },
  );
}
