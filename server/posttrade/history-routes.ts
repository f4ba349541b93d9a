// Post-trade history reads (docs/post-trade.md "HTTP"): the end-of-day dashboard (a day
// compared with another) and the execution (EMS) records: parents with slices and fills.
import type { FastifyInstance } from 'fastify';
import { DAY_MS } from '../../domain/dates';
import { addDecimal, subtractDecimal } from '../../domain/decimal';
import { closedObject } from '../http/schemas';
import { LIQUIDATION_REASON } from '../orders/liquidation';
import { snapshotRowsOf } from '../portfolio/snapshot-read';
import type { VenueServices } from '../services';
import { snapshotCutoffs } from './eod-read';
import { dayOf, DATE, IDS, idList, READ, selectionOf } from './read-common';
import { executions } from './statistics';
import { fillsOfOrders, ordersInWindow } from './statistics-store';

/** Execution records per answer (parents). */
const EMS_LIMIT = 500;

export function registerPostTradeHistoryRoutes(app: FastifyInstance, deps: VenueServices): void {
  const { db, market, now } = deps;
  const selection = selectionOf(db);

  app.get<{ Querystring: { date?: string; compare?: string; subaccountIds?: string } }>(
    '/uapi/v1/post_trade/eod',
    {
      config: READ,
      schema: {
        querystring: closedObject({ date: DATE, compare: DATE, subaccountIds: IDS }, []),
      },
    },
    async (request) => {
      const q = request.query;
      const cutoffs = await snapshotCutoffs(db, 400);
      // The snapshot of day D is the one taken at the cut-off that ends D (00:00 UTC of D+1).
      const dayOfCutoff = (c: number) => new Date(c - DAY_MS).toISOString().slice(0, 10);
      const latest = cutoffs[0];
      const date = q.date ?? (latest === undefined ? null : dayOfCutoff(latest));
      const compare = q.compare ?? (cutoffs[1] === undefined ? null : dayOfCutoff(cutoffs[1]));
      const subs = await selection(request, idList(q.subaccountIds), 'subaccountIds');
      const ids = subs.map((s) => s.id);
      const rowsOf = async (d: string | null) => {
        if (d === null) return [];
        const c = dayOf(d, 'date') + DAY_MS;
        return snapshotRowsOf(db, ids, { tStart: c, tEnd: c });
      };
      const [a, b] = await Promise.all([rowsOf(date), rowsOf(compare)]);
      const byId = new Map(subs.map((s) => [s.id, s]));
      const keys = new Map<string, { sub: number; token: string }>();
      for (const r of [...a, ...b])
        keys.set(`${r.subaccountId}:${r.token}`, { sub: r.subaccountId, token: r.token });
      const find = (rows: typeof a, k: string) =>
        rows.find((r) => `${r.subaccountId}:${r.token}` === k);
      const rows = [...keys.entries()]
        .sort(([x], [y]) => (x < y ? -1 : 1))
        .map(([k, { sub, token }]) => {
          const x = find(a, k);
          const y = find(b, k);
          return {
            subaccount_id: sub,
            subaccount_name: byId.get(sub)?.name ?? '',
            venue: byId.get(sub)?.venueName ?? '',
            token,
            balance: x?.balance ?? '0',
            price: x?.price ?? null,
            value_usd: x?.value_usd ?? '0',
            flow_usd: x?.flow_usd ?? '0',
            compare_balance: y?.balance ?? '0',
            compare_value_usd: y?.value_usd ?? '0',
            change_usd: subtractDecimal(x?.value_usd ?? '0', y?.value_usd ?? '0'),
          };
        });
      const total = (f: 'value_usd' | 'compare_value_usd' | 'flow_usd') =>
        rows.reduce((s, r) => addDecimal(s, r[f]), '0');
      return {
        dates: cutoffs.map(dayOfCutoff),
        date,
        compare,
        totals: {
          value_usd: total('value_usd'),
          compare_value_usd: total('compare_value_usd'),
          change_usd: subtractDecimal(total('value_usd'), total('compare_value_usd')),
          flow_usd: total('flow_usd'),
        },
        rows,
      };
    },
  );

  app.get<{ Querystring: { tab?: string; startDate?: string; endDate?: string } }>(
    '/uapi/v1/post_trade/ems',
    {
      config: READ,
      schema: {
        querystring: closedObject(
          { tab: { enum: ['all', 'twap', 'liquidations'] }, startDate: DATE, endDate: DATE },
          [],
        ),
      },
    },
    async (request) => {
      const q = request.query;
      const today = Math.floor(now() / DAY_MS) * DAY_MS;
      const from =
        q.startDate === undefined ? today - 30 * DAY_MS : dayOf(q.startDate, 'startDate');
      const to = (q.endDate === undefined ? today : dayOf(q.endDate, 'endDate')) + DAY_MS;
      const subs = await selection(request, [], 'subaccountIds');
      const byId = new Map(subs.map((s) => [s.id, s]));
      const orders = await ordersInWindow(
        db,
        subs.map((s) => s.id),
        from,
        to,
        5000,
      );
      const rates = market.conversionRates();
      const quoteOf = (symbol: string) => symbol.split(/[/-]/)[1] ?? 'USD';
      const execs = new Map(
        executions(
          orders,
          (symbol, at) => market.klines(symbol, '1m', { startTime: at, limit: 1 }),
          rates,
          quoteOf,
        ).map((e) => [e.order.id, e]),
      );
      const tab = q.tab ?? 'all';
      const parents = orders
        .filter((o) => o.parentId === null)
        .filter((o) =>
          tab === 'twap'
            ? o.orderType === 'TWAP'
            : tab === 'liquidations'
              ? o.reason === LIQUIDATION_REASON
              : true,
        )
        .slice(0, EMS_LIMIT);
      const parentIds = new Set(parents.map((p) => p.id));
      const children = orders.filter((o) => o.parentId !== null && parentIds.has(o.parentId));
      const fills = await fillsOfOrders(db, [...parentIds, ...children.map((c) => c.id)]);
      const orderJson = (o: (typeof orders)[number]) => ({
        order_id: o.id,
        symbol: o.symbol,
        side: o.side,
        order_type: o.orderType,
        status: o.status,
        reason: o.reason,
        quantity: o.quantity,
        executed_quantity: o.executedQuantity,
        executed_notional: o.executedNotional,
        fee: o.fee,
        fee_token: o.feeToken,
        created_at: o.createdAt,
        updated_at: o.updatedAt,
      });
      return {
        window: {
          startDate: new Date(from).toISOString().slice(0, 10),
          endDate: new Date(to - DAY_MS).toISOString().slice(0, 10),
        },
        records: parents.map((p) => {
          const e = execs.get(p.id);
          const kids = children.filter((c) => c.parentId === p.id);
          const ids = new Set([p.id, ...kids.map((k) => k.id)]);
          return {
            ...orderJson(p),
            subaccount_id: p.subaccountId,
            subaccount_name: byId.get(p.subaccountId)?.name ?? '',
            number_of_slices: p.numberOfSlices,
            liquidation: p.reason === LIQUIDATION_REASON,
            average_price: e?.averagePrice ?? null,
            arrival_price: e?.arrivalPrice ?? null,
            slippage_bps: e?.slippageBps ?? null,
            slices: kids.map(orderJson),
            fills: fills
              .filter((f) => ids.has(f.order_id))
              .map((f) => ({
                fill_id: f.id,
                order_id: f.order_id,
                price: f.price,
                quantity: f.quantity,
                fee: f.fee,
                fee_token: f.fee_token,
                liquidity: f.liquidity,
                time: f.time,
              })),
          };
        }),
      };
    },
  );
}
