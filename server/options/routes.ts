// Options RFQ calls (docs/api.md "Options"): chain, vol surface, quote, execute. Behind the
// `options_rfq` flag of the acting entity: off → 404 NOT_FOUND before the body is read.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { authOf } from '../auth/authenticate';
import type { Database } from '../db/schema';
import { userBelongsToEntity } from '../entities/store';
import { ApiError, notFound } from '../http/errors';
import { closedObject, idSchema } from '../http/schemas';
import { otcSubaccount } from '../quotes/otc-subaccount';
import type { VenueServices } from '../services';
import { optionsRfqEnabled } from './flag';
import type { Side } from './structure';
import type { Underlying } from './vol-surface';

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$';
const SIDE = { type: 'string', enum: ['BUY', 'SELL'] } as const;
const UNDERLYING = { type: 'string', enum: ['BTC', 'ETH'] } as const;
/** More legs than this is a malformed body (400); 9 up to it is an invalid structure (200). */
const MAX_BODY_LEGS = 32;

interface QuoteBody {
  underlying: Underlying;
  strategy: Side;
  legs: { symbol: string; side: Side; ratio: number; quantity: string }[];
  subaccountId?: number;
  customer_id?: number;
}

export function registerOptionRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'authenticate' | 'options'>,
): void {
  const { db, authenticate, options } = deps;
  const flagOn: onRequestAsyncHookHandler = async (request) => {
    if (!(await optionsRfqEnabled(db, authOf(request).entityId))) throw notFound();
  };
  const guard = [authenticate, flagOn];
  const underlyingQuery = closedObject({ underlying: UNDERLYING });

  app.get<{ Querystring: { underlying: Underlying } }>(
    '/v3/browser/options/chain',
    { onRequest: guard, schema: { querystring: underlyingQuery } },
    async (request) => options.chain(request.query.underlying),
  );

  app.get<{ Querystring: { underlying: Underlying } }>(
    '/v3/browser/options/vol_surface',
    { onRequest: guard, schema: { querystring: underlyingQuery } },
    async (request) => options.surface(request.query.underlying),
  );

  app.post<{ Body: QuoteBody }>(
    '/v3/browser/options/quote',
    {
      onRequest: guard,
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
                quantity: { type: 'string', minLength: 1, maxLength: 40 },
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
      const customerId = b.customer_id ?? auth.entityId;
      if (customerId !== auth.entityId) await checkCustomer(db, auth.userId, customerId);
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
      onRequest: guard,
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

/** `customer_id` (docs/api.md client request 1): an entity of the user with options on. */
async function checkCustomer(db: Kysely<Database>, userId: number, customerId: number) {
  if (!(await userBelongsToEntity(db, userId, customerId)))
    throw new ApiError(403, 'FORBIDDEN', 'Not a customer of this user', 'customer_id');
  if (!(await optionsRfqEnabled(db, customerId)))
    throw new ApiError(
      403,
      'FORBIDDEN',
      'Options RFQ is not enabled for that customer',
      'customer_id',
    );
}
