// Reads behind trade statistics (docs/post-trade.md "Statistics"): the window's trades as
// ledger journals (every spot trade, whatever booked it, is one: Edge fills, RFQ/RFS
// executions, the demo history), the window's fees, and Edge orders with their arrival prices.
// SQL only.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One trade's legs on one subaccount: the tokens it moved and by how much (signed). */
export interface TradeLegs {
  readonly time: number;
  readonly subaccountId: number;
  readonly moves: ReadonlyMap<string, string>;
}

const books = (ids: readonly number[]) => (ids.length > 0 ? ids : [-1]).map((id) => `sub:${id}`);

export async function tradeJournals(
  db: Kysely<Database>,
  subaccountIds: readonly number[],
  from: number,
  to: number,
): Promise<TradeLegs[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select([
      sql<string>`journal_id::text`.as('j'),
      'ref',
      'book',
      'token',
      sql<string>`min(time)::text`.as('time'),
      sql<string>`sum(amount)::text`.as('amount'),
    ])
    .where('book', 'in', books(subaccountIds))
    .where('kind', 'in', ['trade', 'rfq', 'rfs'])
    .where('time', '>=', from)
    .where('time', '<', to)
    .groupBy(['journal_id', 'ref', 'book', 'token'])
    .execute();
  const by = new Map<string, { time: number; subaccountId: number; moves: Map<string, string> }>();
  for (const r of rows) {
    const key = `${r.j}\u0000${r.ref}\u0000${r.book}`;
    let t = by.get(key);
    if (!t)
      by.set(
        key,
        (t = { time: Number(r.time), subaccountId: Number(r.book.slice(4)), moves: new Map() }),
      );
    t.moves.set(r.token, r.amount);
  }
  return [...by.values()];
}

export interface FeeRow {
  readonly time: number;
  readonly subaccountId: number;
  readonly token: string;
  /** Paid (positive). */
  readonly amount: string;
}

export async function feeEntries(
  db: Kysely<Database>,
  subaccountIds: readonly number[],
  from: number,
  to: number,
): Promise<FeeRow[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select([
      'book',
      'token',
      sql<string>`time::text`.as('time'),
      sql<string>`(-amount)::text`.as('amount'),
    ])
    .where('book', 'in', books(subaccountIds))
    .where('kind', 'in', ['fee', 'withdrawal_fee'])
    .where('time', '>=', from)
    .where('time', '<', to)
    .execute();
  return rows.map((r) => ({
    time: Number(r.time),
    subaccountId: Number(r.book.slice(4)),
    token: r.token,
    amount: r.amount,
  }));
}

export interface ExecutedOrder {
  readonly id: string;
  readonly parentId: string | null;
  readonly subaccountId: number;
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly orderType: string;
  readonly status: string;
  readonly reason: string;
  readonly quantity: string;
  readonly executedQuantity: string;
  readonly executedNotional: string;
  readonly fee: string;
  readonly feeToken: string;
  readonly numberOfSlices: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly arrivalPrice: string | null;
}

/** Edge orders of the subaccounts created in the window (parents and children), newest first. */
export async function ordersInWindow(
  db: Kysely<Database>,
  subaccountIds: readonly number[],
  from: number,
  to: number,
  limit: number,
): Promise<ExecutedOrder[]> {
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('order_arrival_prices as a', 'a.order_id', 'o.id')
    .select([
      sql<string>`o.id::text`.as('id'),
      sql<string | null>`o.parent_order_id::text`.as('parent_id'),
      'o.subaccount_id',
      'o.symbol',
      'o.side',
      'o.order_type',
      'o.status',
      'o.reason',
      sql<string>`o.quantity::text`.as('quantity'),
      sql<string>`o.executed_quantity::text`.as('executed_quantity'),
      sql<string>`o.executed_notional::text`.as('executed_notional'),
      sql<string>`o.fee::text`.as('fee'),
      'o.fee_token',
      'o.number_of_slices',
      sql<string>`o.created_at::text`.as('created_at'),
      sql<string>`o.updated_at::text`.as('updated_at'),
      sql<string | null>`a.arrival_price::text`.as('arrival_price'),
    ])
    .where('o.subaccount_id', 'in', subaccountIds.length > 0 ? [...subaccountIds] : [-1])
    .where('o.created_at', '>=', from)
    .where('o.created_at', '<', to)
    .orderBy('o.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    subaccountId: r.subaccount_id,
    symbol: r.symbol,
    side: r.side === 'SELL' ? 'SELL' : 'BUY',
    orderType: r.order_type,
    status: r.status,
    reason: r.reason,
    quantity: r.quantity,
    executedQuantity: r.executed_quantity,
    executedNotional: r.executed_notional,
    fee: r.fee,
    feeToken: r.fee_token,
    numberOfSlices: r.number_of_slices,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    arrivalPrice: r.arrival_price,
  }));
}

export async function fillsOfOrders(db: Kysely<Database>, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('fills')
    .select([
      sql<string>`id::text`.as('id'),
      sql<string>`order_id::text`.as('order_id'),
      sql<string>`price::text`.as('price'),
      sql<string>`quantity::text`.as('quantity'),
      sql<string>`fee::text`.as('fee'),
      'fee_token',
      'liquidity',
      sql<string>`time::text`.as('time'),
    ])
    .where('order_id', 'in', [...orderIds])
    .orderBy('time')
    .execute();
  return rows.map((r) => ({ ...r, time: Number(r.time) }));
}

/** Spot pairs as 'BASE/QUOTE' → [base, quote]. */
export async function spotPairs(db: Kysely<Database>): Promise<Map<string, [string, string]>> {
  const rows = await db
    .selectFrom('instruments')
    .select(['base_token', 'quote_token'])
    .where('instrument_type', '=', 0)
    .execute();
  return new Map(
    rows.map((r) => [`${r.base_token}/${r.quote_token}`, [r.base_token, r.quote_token]]),
  );
}
