// Trade allocation calls (docs/post-trade.md "HTTP"): the context (userCanAllocate and the
// subaccounts), the trades, a preview, booking, reversal and the allocations' history.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { amountSchema, closedObject, ID_PATTERN } from '../http/schemas';
import { allPortfolioSubaccounts } from '../portfolio/accounts';
import type { VenueServices } from '../services';
import { legsOf, listAllocations, type AllocationRow } from './allocation-store';
import {
  tradeableSubaccounts,
  userCanAllocate,
  type AllocationRequest,
} from './allocation-service';
import { listTrades } from './trades-store';
import { readableSubaccounts } from '../policy/policy';

const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const CLIENT_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' };
const PAGE = {
  offset: { type: 'string', pattern: '^[0-9]{1,7}$' },
  limit: { type: 'string', pattern: '^[1-9][0-9]{0,3}$' },
} as const;
export const PAGE_MAX = 1000;

const planBody = {
  trade_refs: {
    type: 'array',
    minItems: 1,
    maxItems: 50,
    items: { type: 'string', maxLength: 40, pattern: '^(order|quote):[0-9]{1,20}$' },
  },
  mode: { enum: ['percent', 'quantity'] },
  legs: {
    type: 'array',
    minItems: 1,
    maxItems: 20,
    items: closedObject({ subaccount_id: ID, value: amountSchema }),
  },
  remainder_subaccount_id: ID,
} as const;

export const pageOf = (q: { offset?: string; limit?: string }, fallback = 100) => ({
  offset: Number(q.offset ?? 0),
  limit: Math.min(Number(q.limit ?? fallback), PAGE_MAX),
});

export function registerAllocationRoutes(app: FastifyInstance, deps: VenueServices): void {
  const { db, postTrade } = deps;
  const names = async (request: FastifyRequest) =>
    new Map(
      (await allPortfolioSubaccounts(db, authOf(request).entityId)).map((s) => [s.id, s] as const),
    );

  async function allocationsJson(rows: readonly AllocationRow[]) {
    const legs = await legsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      client_request_id: r.client_request_id,
      symbol: r.symbol,
      side: r.side,
      base_token: r.base_token,
      quote_token: r.quote_token,
      source_subaccount_id: r.source_subaccount_id,
      remainder_subaccount_id: r.remainder_subaccount_id,
      mode: r.mode,
      quantity: r.quantity,
      average_price: r.average_price,
      notional: r.notional,
      fee: r.fee,
      fee_token: r.fee_token,
      status: r.status,
      kind: r.position_side === null ? 'spot' : 'derivative',
      position_side: r.position_side,
      reversal_of: r.reversal_of,
      reversed_by: r.reversed_by,
      journal_id: String(r.journal_id),
      created_at: Number(r.created_at),
      legs: legs
        .filter((l) => l.allocation_id === r.id)
        .map((l) => ({
          subaccount_id: l.subaccount_id,
          quantity: l.quantity,
          quote_value: l.quote_value,
          fee_share: l.fee_share,
          remainder: l.remainder,
          ...(l.position_side === null ? {} : { position_side: l.position_side }),
        })),
    }));
  }

  app.get(
    '/uapi/v1/post_trade/allocation/context',
    { config: { access: { action: 'canRead' } }, schema: { querystring: closedObject({}) } },
    async (request) => {
      const auth = authOf(request);
      const [can, tradeable, subs] = await Promise.all([
        userCanAllocate(db, auth),
        tradeableSubaccounts(db, auth),
        names(request),
      ]);
      return {
        userCanAllocate: can,
        subaccounts: tradeable.flatMap((id) => {
          const s = subs.get(id);
          return s
            ? [
                {
                  id,
                  name: s.name,
                  venue: s.venue,
                  venueName: s.venueName,
                  accountName: s.accountName,
                },
              ]
            : [];
        }),
      };
    },
  );

  app.get<{
    Querystring: { state?: 'open' | 'allocated' | 'all'; offset?: string; limit?: string };
  }>(
    '/uapi/v1/post_trade/trades',
    {
      config: { access: { action: 'canRead' } },
      schema: {
        querystring: closedObject({ state: { enum: ['open', 'allocated', 'all'] }, ...PAGE }, []),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const readable = (await readableSubaccounts(db, auth)).map((s) => s.id);
      const { rows, total } = await listTrades(db, {
        subaccountIds: readable,
        state: request.query.state ?? 'open',
        ...pageOf(request.query),
      });
      const subs = await names(request);
      return {
        total,
        trades: rows.map((t) => ({
          ref: t.ref,
          source: t.source,
          kind: t.kind,
          position_side: t.positionSide,
          symbol: t.symbol,
          side: t.side,
          base_token: t.baseToken,
          quote_token: t.quoteToken,
          subaccount_id: t.subaccountId,
          subaccount_name: subs.get(t.subaccountId)?.name ?? '',
          venue: subs.get(t.subaccountId)?.venueName ?? '',
          quantity: t.quantity,
          notional: t.notional,
          fee: t.fee,
          fee_token: t.feeToken,
          time: t.time,
          allocation_id: t.allocationId,
        })),
      };
    },
  );

  const planJson = (plan: Awaited<ReturnType<typeof postTrade.allocation.preview>>) => ({
    kind: plan.kind,
    symbol: plan.symbol,
    side: plan.side,
    base_token: plan.baseToken,
    quote_token: plan.quoteToken,
    fee_token: plan.feeToken,
    source_subaccount_id: plan.sourceSubaccountId,
    trade_refs: plan.trades.map((t) => t.ref),
    quantity: plan.quantity,
    notional: plan.notional,
    fee: plan.fee,
    average_price: plan.averagePrice,
    legs: plan.legs.map((l) => ({
      subaccount_id: l.subaccountId,
      quantity: l.quantity,
      quote_value: l.quoteValue,
      fee_share: l.feeShare,
      remainder: l.remainder,
      // Derivatives: the position side the size lands on and the initial margin it adds.
      ...(plan.kind === 'derivative'
        ? {
            position_side: plan.legSides.get(l.subaccountId) ?? 'BOTH',
            margin_change: plan.marginChange.get(l.subaccountId) ?? '0',
          }
        : {}),
    })),
  });

  app.post<{ Body: Omit<AllocationRequest, 'client_request_id'> }>(
    '/uapi/v1/post_trade/allocations/preview',
    { config: { access: { action: 'canTrade' } }, schema: { body: closedObject(planBody) } },
    async (request) => planJson(await postTrade.allocation.preview(authOf(request), request.body)),
  );

  app.post<{ Body: AllocationRequest }>(
    '/uapi/v1/post_trade/allocations',
    {
      config: { access: { action: 'canTrade' } },
      schema: { body: closedObject({ ...planBody, client_request_id: CLIENT_ID }) },
    },
    async (request, reply) => {
      const { allocation, created } = await postTrade.allocation.book(
        authOf(request),
        request.body,
      );
      const [json] = await allocationsJson([allocation]);
      return reply.code(created ? 201 : 200).send({ created, allocation: json });
    },
  );

  app.post<{ Params: { id: string }; Body: { client_request_id: string } }>(
    '/uapi/v1/post_trade/allocations/:id/reverse',
    {
      config: { access: { action: 'canTrade' } },
      schema: {
        params: closedObject({ id: { type: 'string', pattern: ID_PATTERN } }),
        body: closedObject({ client_request_id: CLIENT_ID }),
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (id > 2_147_483_647) throw new ApiError(404, 'NOT_FOUND', 'No such allocation', 'id');
      const { allocation, created } = await postTrade.allocation.reverse(
        authOf(request),
        id,
        request.body.client_request_id,
      );
      const [json] = await allocationsJson([allocation]);
      return reply.code(created ? 201 : 200).send({ created, allocation: json });
    },
  );

  app.get<{ Querystring: { offset?: string; limit?: string } }>(
    '/uapi/v1/post_trade/allocations',
    { config: { access: { action: 'canRead' } }, schema: { querystring: closedObject(PAGE, []) } },
    async (request) => {
      const { rows, total } = await listAllocations(
        db,
        authOf(request),
        pageOf(request.query).offset,
        pageOf(request.query).limit,
      );
      return { total, allocations: await allocationsJson(rows) };
    },
  );
}
