// The order tables: orders, fills, positions and paid funding periods. Reads for the service's
// start and its commands, the writes of a commit (in the commit's transaction), and the
// blotter queries.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { FINAL_STATUSES, LIVE_STATUSES } from '../engine/types';
import type { Position } from './account-state';
import type { FundingDue } from './funding';
import { toRow, type FillView, type OrderRecord } from './record';

/** A fill as a commit stores it: the view plus whose it is. */
export type StoredFill = FillView & {
  subaccountId: number;
  symbol: string;
  side: string;
  clientOrderId: string;
};

/** The highest order and fill ids written so far (0 when none). */
export async function lastOrderAndFillIds(
  db: Kysely<Database>,
): Promise<{ order: number; fill: number }> {
  const [order, fill] = await Promise.all([
    db
      .selectFrom('orders')
      .select(sql<string | null>`max(id)`.as('m'))
      .executeTakeFirst(),
    db
      .selectFrom('fills')
      .select(sql<string | null>`max(id)`.as('m'))
      .executeTakeFirst(),
  ]);
  return { order: Number(order?.m ?? 0), fill: Number(fill?.m ?? 0) };
}

export function allPositions(db: Kysely<Database>) {
  return db.selectFrom('positions').selectAll().execute();
}

/** Orders still working or still to finish canceling, in book priority. */
export function liveOrders(db: Kysely<Database>) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', 'in', [...LIVE_STATUSES])
    .orderBy('priority')
    .execute();
}

export function orderByClientId(db: Kysely<Database>, subaccountId: number, clientOrderId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('subaccount_id', '=', subaccountId)
    .where('client_order_id', '=', clientOrderId)
    .executeTakeFirst();
}

export function orderOfSubaccount(db: Kysely<Database>, subaccountId: number, orderId: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('subaccount_id', '=', subaccountId)
    .executeTakeFirst();
}

/** The market of an order (a gateway routing a cancel to the shard that matches it). */
export async function symbolOfOrder(
  db: Kysely<Database>,
  subaccountId: number,
  orderId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('orders')
    .select('symbol')
    .where('id', '=', orderId)
    .where('subaccount_id', '=', subaccountId)
    .executeTakeFirst();
  return row?.symbol ?? null;
}

export async function fillsOfOrder(db: Kysely<Database>, orderId: string): Promise<FillView[]> {
  const rows = await db
    .selectFrom('fills')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((f) => ({
    fillId: String(f.id),
    orderId: String(f.order_id),
    price: f.price,
    quantity: f.quantity,
    fee: f.fee,
    feeToken: f.fee_token,
    liquidity: f.liquidity === 'MAKER' ? 'MAKER' : 'TAKER',
    realizedPnl: f.realized_pnl,
    time: Number(f.time),
  }));
}

// ---- the writes of one commit ----

export async function saveOrders(
  tx: Kysely<Database>,
  records: readonly OrderRecord[],
): Promise<void> {
  for (const r of records) {
    const row = toRow(r);
    await tx
      .insertInto('orders')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }
}

export async function insertFills(
  tx: Kysely<Database>,
  fills: readonly StoredFill[],
): Promise<void> {
  for (const row of fills)
    await tx
      .insertInto('fills')
      .values({
        id: row.fillId,
        order_id: row.orderId,
        subaccount_id: row.subaccountId,
        symbol: row.symbol,
        side: row.side,
        price: row.price,
        quantity: row.quantity,
        fee: row.fee,
        fee_token: row.feeToken,
        liquidity: row.liquidity,
        realized_pnl: row.realizedPnl,
        time: row.time,
      })
      .execute();
}

export async function savePositions(
  tx: Kysely<Database>,
  positions: readonly Position[],
  now: number,
): Promise<void> {
  for (const p of positions) {
    const row = {
      subaccount_id: p.subaccountId,
      symbol: p.symbol,
      position_side: p.positionSide,
      size: p.size,
      entry_price: p.entryPrice,
      realized_pnl: p.realizedPnl,
      updated_at: now,
    };
    await tx
      .insertInto('positions')
      .values(row)
      .onConflict((oc) => oc.columns(['subaccount_id', 'symbol', 'position_side']).doUpdateSet(row))
      .execute();
  }
}

/** Records a funding period as paid; false when it already was (then nothing is booked). */
export async function claimFundingPeriod(
  tx: Kysely<Database>,
  due: FundingDue,
  positions: number,
  now: number,
): Promise<boolean> {
  const claimed = await tx
    .insertInto('funding_periods')
    .values({
      symbol: due.symbol,
      funding_time: due.fundingTime,
      rate: due.rate,
      mark_price: due.markPrice,
      paid_at: now,
      positions,
    })
    .onConflict((oc) => oc.columns(['symbol', 'funding_time']).doNothing())
    .returning('symbol')
    .execute();
  return claimed.length > 0;
}

// ---- blotters ----

/** A subaccount's finished orders, newest first. */
export function finishedOrders(
  db: Kysely<Database>,
  subaccountId: number,
  filter: { symbol?: string | undefined; limit: number },
) {
  let q = db
    .selectFrom('orders')
    .selectAll()
    .where('subaccount_id', '=', subaccountId)
    .where('status', 'in', [...FINAL_STATUSES])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit);
  if (filter.symbol) q = q.where('symbol', '=', filter.symbol);
  return q.execute();
}

/** A subaccount's fills, newest first, with their orders' client ids and reasons. */
export async function recentFills(
  db: Kysely<Database>,
  subaccountId: number,
  filter: { symbol?: string | undefined; orderId?: string | undefined; limit: number },
) {
  let q = db
    .selectFrom('fills')
    .selectAll()
    .where('subaccount_id', '=', subaccountId)
    .orderBy('id', 'desc')
    .limit(filter.limit);
  if (filter.symbol) q = q.where('symbol', '=', filter.symbol);
  if (filter.orderId) q = q.where('order_id', '=', filter.orderId);
  const fills = await q.execute();
  const orders =
    fills.length === 0
      ? []
      : await db
          .selectFrom('orders')
          .select(['id', 'client_order_id', 'reason'])
          .where('id', 'in', [...new Set(fills.map((r) => String(r.order_id)))])
          .execute();
  return {
    fills,
    orders: new Map(
      orders.map((o) => [String(o.id), { clientOrderId: o.client_order_id, reason: o.reason }]),
    ),
  };
}
