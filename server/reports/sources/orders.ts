// Orders and fills of the covered subaccounts: the order blotter (open orders now), the order
// history (every order created in the window) and the trade history (every fill in the window),
// read in keyset pages over (created_at, id) and (time, id).
import { sql, type Kysely } from 'kysely';
import { formatDateTimeUtc } from '../../../domain/dates';
import type { OrderScope } from '../../../domain/reports';
import type { Database } from '../../db/schema';
import { LIQUIDATION_REASON } from '../../orders/liquidation';
import {
  keysetPages,
  millis,
  nameOf,
  NO_SUMMARY,
  type ReportSource,
  type SourceContext,
} from '../source';
import { decimalCell, type Column, type Row } from '../table';

/** Spec 4 statuses of an order still working on the book. */
const OPEN_STATUSES = ['NEW', 'PARTIALLY_FILLED', 'PENDING_CANCEL'];

export const ORDER_COLUMNS: readonly Column[] = [
  { key: 'orderId', title: 'Order ID', type: 'text', width: 80 },
  { key: 'clientOrderId', title: 'Client Order ID', type: 'text', width: 90 },
  { key: 'transactTime', title: 'Time (UTC)', type: 'time', width: 105 },
  { key: 'subaccount', title: 'Subaccount', type: 'text', width: 95 },
  { key: 'market', title: 'Market', type: 'text', width: 60 },
  { key: 'side', title: 'Side', type: 'text', width: 32 },
  { key: 'orderType', title: 'Type', type: 'text', width: 60 },
  { key: 'timeInForce', title: 'TIF', type: 'text', width: 30 },
  { key: 'quantity', title: 'Quantity', type: 'decimal', width: 62 },
  { key: 'limitPrice', title: 'Limit Price', type: 'decimal', width: 62 },
  { key: 'stopPrice', title: 'Stop Price', type: 'decimal', width: 55 },
  { key: 'executedQuantity', title: 'Executed Qty', type: 'decimal', width: 62 },
  { key: 'executedPrice', title: 'Avg Price', type: 'decimal', width: 62 },
  { key: 'fee', title: 'Fee', type: 'decimal', width: 55 },
  { key: 'feeToken', title: 'Fee Token', type: 'text', width: 40 },
  { key: 'status', title: 'Status', type: 'text', width: 75 },
  { key: 'updateTime', title: 'Updated (UTC)', type: 'time', width: 105 },
  // A TWAP slice names its parent (the EMS execution record it belongs to).
  { key: 'parentOrderId', title: 'Parent Order ID', type: 'text', width: 80 },
];

interface OrderRecord {
  id: string;
  client_order_id: string;
  subaccount_id: number;
  symbol: string;
  side: string;
  order_type: string;
  time_in_force: string;
  quantity: string;
  limit_price: string | null;
  stop_price: string | null;
  executed_quantity: string;
  executed_price: string | null;
  fee: string;
  fee_token: string;
  status: string;
  created_at: string | number;
  updated_at: string | number;
  parent_order_id: string | null;
}

type Db = Kysely<Database>;
type OrdersQuery = ReturnType<typeof ordersOf>;
const ordersOf = (db: Db) => db.selectFrom('orders');

/** The EMS tabs as order filters: TWAP parents with their slices, or the venue's liquidation closes. */
function scoped(q: OrdersQuery, scope: OrderScope): OrdersQuery {
  if (scope === 'twap')
    return q.where((eb) =>
      eb.or([eb('order_type', '=', 'TWAP'), eb('parent_order_id', 'is not', null)]),
    );
  if (scope === 'liquidations') return q.where('reason', '=', LIQUIDATION_REASON);
  return q;
}

/**
 * One keyset page of a subaccount's orders after (created_at, id), optionally only open ones.
 * One subaccount at a time: the (subaccount_id, created_at, id) index then yields the page in
 * order without sorting the rest of the history.
 */
export function orderPage(
  db: Kysely<Database>,
  sub: number,
  window: { from: number | null; to: number | null },
  openOnly: boolean,
  scope: OrderScope = 'all',
) {
  return async (after: OrderRecord | null, limit: number): Promise<OrderRecord[]> => {
    let q = scoped(ordersOf(db), scope)
      .select([
        'id',
        'client_order_id',
        'subaccount_id',
        'symbol',
        'side',
        'order_type',
        'time_in_force',
        'quantity',
        'limit_price',
        'stop_price',
        'executed_quantity',
        sql<
          string | null
        >`CASE WHEN executed_quantity > 0 THEN (executed_notional / executed_quantity)::numeric(38,8)::text END`.as(
          'executed_price',
        ),
        'fee',
        'fee_token',
        'status',
        'created_at',
        'updated_at',
        'parent_order_id',
      ])
      .where('subaccount_id', '=', sub);
    if (openOnly) q = q.where('status', 'in', OPEN_STATUSES);
    if (window.from !== null) q = q.where('created_at', '>=', window.from);
    if (window.to !== null) q = q.where('created_at', '<=', window.to);
    if (after !== null)
      q = q.where((eb) =>
        eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(millis(after.created_at), after.id)),
      );
    return q.orderBy('created_at').orderBy('id').limit(limit).execute();
  };
}

async function countOrders(
  db: Kysely<Database>,
  subs: readonly number[],
  window: { from: number | null; to: number | null },
  openOnly: boolean,
  scope: OrderScope = 'all',
): Promise<number> {
  if (subs.length === 0) return 0;
  let q = scoped(ordersOf(db), scope)
    .select(sql<string>`count(*)::text`.as('n'))
    .where('subaccount_id', 'in', [...subs]);
  if (openOnly) q = q.where('status', 'in', OPEN_STATUSES);
  if (window.from !== null) q = q.where('created_at', '>=', window.from);
  if (window.to !== null) q = q.where('created_at', '<=', window.to);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export const orderRow =
  (name: (id: number) => string) =>
  (o: OrderRecord): Row => [
    o.id,
    o.client_order_id,
    formatDateTimeUtc(millis(o.created_at)),
    name(o.subaccount_id),
    o.symbol,
    o.side,
    o.order_type,
    o.time_in_force,
    decimalCell(o.quantity),
    decimalCell(o.limit_price),
    decimalCell(o.stop_price),
    decimalCell(o.executed_quantity),
    decimalCell(o.executed_price),
    decimalCell(o.fee),
    o.fee_token,
    o.status,
    formatDateTimeUtc(millis(o.updated_at)),
    o.parent_order_id,
  ];

function ordersSource(ctx: SourceContext, openOnly: boolean): ReportSource {
  const subs = ctx.parameters.subaccountIds;
  // The blotter is what is open now, whatever the window.
  const window = openOnly ? { from: null, to: null } : ctx.parameters;
  const scope = ctx.parameters.filters.orderScope ?? 'all';
  return {
    columns: ORDER_COLUMNS,
    count: () => countOrders(ctx.db, subs, window, openOnly, scope),
    // Subaccount after subaccount (ids in order), each in time order.
    pages: async function* () {
      const row = orderRow(nameOf(ctx));
      for (const sub of subs)
        yield* keysetPages(orderPage(ctx.db, sub, window, openOnly, scope), row);
    },
    summary: NO_SUMMARY,
  };
}

export const orderBlotterSource = (ctx: SourceContext) => ordersSource(ctx, true);
export const orderHistorySource = (ctx: SourceContext) => ordersSource(ctx, false);

export const FILL_COLUMNS: readonly Column[] = [
  { key: 'fillId', title: 'Fill ID', type: 'text', width: 90 },
  { key: 'orderId', title: 'Order ID', type: 'text', width: 90 },
  { key: 'time', title: 'Time (UTC)', type: 'time', width: 105 },
  { key: 'subaccount', title: 'Subaccount', type: 'text', width: 95 },
  { key: 'market', title: 'Market', type: 'text', width: 60 },
  { key: 'side', title: 'Side', type: 'text', width: 32 },
  { key: 'price', title: 'Price', type: 'decimal', width: 65 },
  { key: 'quantity', title: 'Quantity', type: 'decimal', width: 65 },
  { key: 'fee', title: 'Fee', type: 'decimal', width: 55 },
  { key: 'feeToken', title: 'Fee Token', type: 'text', width: 40 },
  { key: 'liquidity', title: 'Liquidity', type: 'text', width: 45 },
  { key: 'realizedPnl', title: 'Realized PnL', type: 'decimal', width: 65 },
];

interface FillRecord {
  id: string;
  order_id: string;
  subaccount_id: number;
  symbol: string;
  side: string;
  price: string;
  quantity: string;
  fee: string;
  fee_token: string;
  liquidity: string;
  realized_pnl: string;
  time: string | number;
}

export function tradeHistorySource(ctx: SourceContext): ReportSource {
  const subs = ctx.parameters.subaccountIds;
  const { from, to } = ctx.parameters;
  const base = (only: readonly number[]) => {
    let q = ctx.db.selectFrom('fills').where('subaccount_id', 'in', [...only]);
    if (from !== null) q = q.where('time', '>=', from);
    if (to !== null) q = q.where('time', '<=', to);
    return q;
  };
  const name = nameOf(ctx);
  return {
    columns: FILL_COLUMNS,
    async count() {
      if (subs.length === 0) return 0;
      const r = await base(subs)
        .select(sql<string>`count(*)::text`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    // Subaccount after subaccount, each in time order (the (subaccount_id, time, id) index).
    pages: async function* () {
      for (const sub of subs) yield* fillPages(sub);
    },
    summary: NO_SUMMARY,
  };

  function fillPages(sub: number): AsyncIterable<Row[]> {
    return keysetPages<FillRecord, Row>(
      async (after, limit) => {
        let q = base([sub]).select([
          'id',
          'order_id',
          'subaccount_id',
          'symbol',
          'side',
          'price',
          'quantity',
          'fee',
          'fee_token',
          'liquidity',
          'realized_pnl',
          'time',
        ]);
        if (after !== null)
          q = q.where((eb) =>
            eb(eb.refTuple('time', 'id'), '>', eb.tuple(millis(after.time), after.id)),
          );
        return q.orderBy('time').orderBy('id').limit(limit).execute();
      },
      (f) => [
        f.id,
        f.order_id,
        formatDateTimeUtc(millis(f.time)),
        name(f.subaccount_id),
        f.symbol,
        f.side,
        decimalCell(f.price),
        decimalCell(f.quantity),
        decimalCell(f.fee),
        f.fee_token,
        f.liquidity,
        decimalCell(f.realized_pnl),
      ],
    );
  }
}
