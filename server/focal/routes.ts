// Focal calls (docs/labs-focal.md): the tokens the entity holds, and one token across the
// product — USD price, balances by venue and subaccount (total and available), open Edge
// orders, recent Edge fills and OTC trades, treasury rules and pending requests touching it.
// Only subaccounts the caller may read (effective canRead) count.
import type { FastifyInstance } from 'fastify';
import { addDecimal } from '../../domain/decimal';
import { authOf } from '../auth/authenticate';
import { closedObject, noQuery } from '../http/schemas';
import { readableSubaccounts } from '../policy/policy';
import { toOrderJson } from '../orders/record';
import type { VenueServices } from '../services';
import {
  balancesOfToken,
  fillsOfToken,
  pendingRequestsOfToken,
  quoteTradesOfToken,
  rulesOfToken,
  tokensOf,
} from './store';

const READ = { access: { action: 'canRead' } } as const;

export function registerFocalRoutes(
  app: FastifyInstance,
  deps: Pick<VenueServices, 'db' | 'orders' | 'market'>,
): void {
  const { db, orders, market } = deps;

  app.get('/uapi/v1/focal', { config: READ, schema: { querystring: noQuery } }, async (request) => {
    const subs = (await readableSubaccounts(db, authOf(request))).map((s) => s.id);
    return { tokens: await tokensOf(db, subs) };
  });

  app.get<{ Params: { token: string } }>(
    '/uapi/v1/focal/:token',
    {
      config: READ,
      schema: {
        params: closedObject({ token: { type: 'string', pattern: '^[A-Za-z0-9]{1,16}$' } }),
        querystring: noQuery,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const token = request.params.token.toUpperCase();
      const subs = (await readableSubaccounts(db, auth)).map((s) => s.id);
      const symbols = [...orders.instruments.values()]
        .filter((i) => i.baseToken === token || i.quoteToken === token)
        .map((i) => i.symbol);
      const balances = (await balancesOfToken(db, subs, token)).map((b) => ({
        subaccountId: b.subaccount_id,
        venue: b.venue,
        subaccount: b.subaccount,
        total: addDecimal(b.amount, '0'),
        available: orders.available(b.subaccount_id, token),
      }));
      const open = subs
        .flatMap((s) => orders.openOrders(s))
        .filter((r) => symbols.includes(r.instrument.symbol))
        .map(toOrderJson);
      const fills = (await fillsOfToken(db, subs, symbols, 25)).map((f) => ({
        id: String(f.id),
        orderId: String(f.order_id),
        symbol: f.symbol,
        side: f.side,
        price: f.price,
        quantity: f.quantity,
        fee: f.fee,
        feeToken: f.fee_token,
        time: Number(f.time),
      }));
      const otc = (await quoteTradesOfToken(db, auth.entityId, symbols, 25)).map((t) => ({
        id: String(t.id),
        source: t.source,
        symbol: t.symbol,
        side: t.side,
        price: t.price,
        quantity: t.quantity,
        time: Number(t.executed_at),
      }));
      const usdPrice = market.conversionRates()[token] ?? (token === 'USD' ? '1' : null);
      return {
        token,
        usdPrice,
        symbols,
        total: balances.reduce((n, b) => addDecimal(n, b.total), '0'),
        balances,
        openOrders: open,
        fills,
        otcTrades: otc,
        treasuryRules: await rulesOfToken(db, auth.entityId, token),
        pendingRequests: (await pendingRequestsOfToken(db, auth.entityId, token)).map((r) => ({
          id: r.id,
          kind: r.kind,
          status: r.status,
          amountUsd: r.amount_usd,
          minApprovers: r.min_approvers,
          createdAt: r.created_at.toISOString(),
        })),
      };
    },
  );
}
