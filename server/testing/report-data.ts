// Synthetic order history for report tests and the S12 benchmark: `count` orders of a subaccount
// written straight into the orders table by INSERT … SELECT over generate_series (ids far above
// the venue's own, so the order service never meets them). Deterministic: the same arguments
// give the same rows. Every 11th client order id is text a spreadsheet would run as a formula.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const SYNTHETIC_ORDER_ID_BASE = 9_000_000_000;

export async function insertSyntheticOrders(
  db: Kysely<Database>,
  o: {
    subaccountId: number;
    accountId: number;
    count: number;
    firstTime: number;
    stepMillis?: number;
    idBase?: number;
    /** Client order ids are unique per subaccount: a prefix keeps batches apart. */
    prefix?: string;
    onBatch?: (written: number) => void;
  },
): Promise<void> {
  const step = o.stepMillis ?? 1000;
  const base = o.idBase ?? SYNTHETIC_ORDER_ID_BASE;
  const prefix = o.prefix ?? 'syn';
  const batch = 100_000;
  for (let start = 0; start < o.count; start += batch) {
    const end = Math.min(o.count, start + batch) - 1;
    await sql`
      INSERT INTO orders (id, client_order_id, subaccount_id, account_id, symbol, side, order_type,
        time_in_force, quantity, limit_price, status, lots, priority, executed_quantity,
        executed_notional, fee, fee_token, created_at, updated_at)
      SELECT ${base}::bigint + i,
        CASE WHEN i % 11 = 0 THEN '=HYPERLINK("http://x/' || ${prefix} || i || '")'
          ELSE ${prefix} || '-' || i END,
        ${o.subaccountId}, ${o.accountId},
        (ARRAY['BTC/USD','ETH/USD','SOL/USD','BTC-PERP'])[1 + i % 4],
        CASE WHEN i % 2 = 0 THEN 'BUY' ELSE 'SELL' END,
        CASE WHEN i % 3 = 0 THEN 'MARKET' ELSE 'LIMIT' END,
        'GTC',
        q.qty,
        CASE WHEN i % 3 = 0 THEN NULL ELSE q.price END,
        (ARRAY['FILLED','CANCELED','FILLED','PARTIALLY_FILLED','EXPIRED'])[1 + i % 5],
        1, ${base}::bigint + i,
        CASE i % 5 WHEN 0 THEN q.qty WHEN 2 THEN q.qty WHEN 3 THEN 0.5 ELSE 0 END,
        CASE i % 5 WHEN 0 THEN q.qty * q.price WHEN 2 THEN q.qty * q.price WHEN 3 THEN 0.5 * q.price ELSE 0 END,
        CASE WHEN i % 5 IN (0, 2, 3) THEN 1.25 ELSE 0 END,
        'USD',
        ${o.firstTime}::bigint + i * ${step}::bigint,
        ${o.firstTime}::bigint + i * ${step}::bigint + 500
      FROM generate_series(${start}::bigint, ${end}::bigint) AS i,
        LATERAL (SELECT ((i % 97) + 1 + (i % 1000) / 1000.0)::numeric AS qty,
                        (20000 + i % 5000 + (i % 100) / 100.0)::numeric AS price) AS q
    `.execute(db);
    o.onBatch?.(end + 1);
  }
  // What PostgreSQL's autovacuum does after a bulk load; PGlite runs no autovacuum. Without
  // statistics the planner served each keyset page of a report by a bitmap scan of every later
  // row and a sort (measured at 200,000 rows: 0.8-1.4 s per page at the start instead of 0.12 s,
  // the whole walk 34 s instead of 5.4 s; quadratic in the history's length).
  await sql`ANALYZE orders`.execute(db);
}
