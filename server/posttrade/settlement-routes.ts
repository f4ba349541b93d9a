// Settlement calls (docs/post-trade.md "HTTP"): the batches of a kind, settling one, and
// disputing (or withdrawing the dispute of) a line.
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../approvals/actor';
import { authOf } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import { closedObject } from '../http/schemas';
import { allPortfolioSubaccounts } from '../portfolio/accounts';
import { readableSubaccounts } from '../policy/policy';
import type { VenueServices } from '../services';
import { counterpartySubaccounts } from './settlement-store';

const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const idParams = closedObject({ id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } });
const CLIENT_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' };

export function registerSettlementRoutes(app: FastifyInstance, deps: VenueServices): void {
  const { db, postTrade } = deps;

  app.get<{ Querystring: { kind?: 'crypto' | 'fiat' } }>(
    '/uapi/v1/post_trade/settlement/batches',
    {
      config: { access: { action: 'canRead' } },
      schema: { querystring: closedObject({ kind: { enum: ['crypto', 'fiat'] } }, []) },
    },
    async (request) => {
      const auth = authOf(request);
      const kind = request.query.kind ?? 'crypto';
      const [batches, counterparties, visibleCounterparties, readable, subs] = await Promise.all([
        postTrade.settlement.list(actorOf(request), auth, kind),
        counterpartySubaccounts(db, auth.entityId),
        counterpartySubaccounts(db, auth.entityId, auth),
        readableSubaccounts(db, auth),
        allPortfolioSubaccounts(db, auth.entityId),
      ]);
      const byId = new Map(subs.map((s) => [s.id, s]));
      return {
        kind,
        counterparties: visibleCounterparties.map((c) => ({ id: c.id, name: c.name })),
        // Where a settlement may move money: subaccounts the caller may transfer from.
        settlementAccounts: readable
          .filter((s) => s.flags.canTransfer && !counterparties.some((c) => c.id === s.id))
          .map((s) => ({
            id: s.id,
            name: byId.get(s.id)?.name ?? '',
            venue: byId.get(s.id)?.venueName ?? '',
            group: byId.get(s.id)?.group ?? '',
          }))
          // Custody first: where settled assets usually go.
          .sort((a, b) => Number(b.group === 'custody') - Number(a.group === 'custody')),
        batches: batches.map((b) => ({
          id: b.id,
          kind: b.kind,
          cycle_start: b.cycleStart,
          cycle_end: b.cycleEnd,
          status: b.status,
          settlement_subaccount_id: b.settlementSubaccountId,
          request_id: b.requestId,
          settled_at: b.settledAt,
          lines: b.lines.map((l) => ({
            subaccount_id: l.subaccountId,
            subaccount_name: byId.get(l.subaccountId)?.name ?? '',
            token: l.token,
            owed: l.owed,
            receivable: l.receivable,
            net: l.net,
            trades: l.trades,
            status: l.status,
            dispute_reason: l.disputeReason,
          })),
        })),
      };
    },
  );

  app.post<{
    Params: { id: string };
    Body: { client_request_id: string; settlement_subaccount_id: number };
  }>(
    '/uapi/v1/post_trade/settlement/batches/:id/settle',
    {
      config: { access: { action: 'canTransfer' } },
      schema: {
        params: idParams,
        body: closedObject({ client_request_id: CLIENT_ID, settlement_subaccount_id: ID }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const target = (await readableSubaccounts(db, auth)).find(
        (s) => s.id === request.body.settlement_subaccount_id,
      );
      if (!target?.flags.canTransfer)
        throw new ApiError(
          403,
          'ACCOUNT_FORBIDDEN',
          'You cannot transfer from this subaccount',
          'settlement_subaccount_id',
        );
      return postTrade.settlement.settle(actorOf(request), auth, Number(request.params.id), {
        client_request_id: request.body.client_request_id,
        settlement_subaccount_id: target.id,
        account_id: target.accountId,
      });
    },
  );

  app.post<{
    Params: { id: string };
    Body: { subaccount_id: number; token: string; reason: string | null };
  }>(
    '/uapi/v1/post_trade/settlement/batches/:id/dispute',
    {
      config: { access: { action: 'canTransfer' } },
      schema: {
        params: idParams,
        body: closedObject({
          subaccount_id: ID,
          token: { type: 'string', pattern: '^[A-Z0-9]{2,12}$' },
          reason: {
            anyOf: [
              { type: 'string', minLength: 3, maxLength: 500, pattern: '\\S' },
              { type: 'null' },
            ],
          },
        }),
      },
    },
    async (request) => ({
      line: await postTrade.settlement.dispute(
        actorOf(request),
        authOf(request),
        Number(request.params.id),
        request.body,
      ),
    }),
  );
}
