// The trades post-trade works on (docs/post-trade.md "Trades"): Edge orders with fills
// ('order:<id>': spot, perpetual and futures) and spot RFQ/RFS executions ('quote:<id>'), each
// with its subaccount, average price, notional, fee (a derivative's in its collateral token) and
// position side, and the allocation that consumed it if any. SQL only.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface TradeRow {
  readonly ref: string;
  readonly source: 'EDGE' | 'RFQ' | 'RFS';
  /** 'derivative': a perpetual or futures fill (allocation moves position size). */
  readonly kind: 'spot' | 'derivative';
  /** The position side a derivative fill was booked on (BOTH in one-way mode; spot: BOTH). */
  readonly positionSide: 'BOTH' | 'LONG' | 'SHORT';
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly subaccountId: number;
  readonly quantity: string;
  readonly notional: string;
  readonly fee: string;
  readonly feeToken: string;
  readonly time: number;
  readonly allocationId: number | null;
}

interface RawTrade {
  ref: string;
  source: string;
  kind: string;
  position_side: string;
  symbol: string;
  side: string;
  base_token: string;
  quote_token: string;
  subaccount_id: number;
  quantity: string;
  notional: string;
  fee: string;
  fee_token: string;
  time: string;
  allocation_id: number | null;
}

/** Every trade of the subaccounts as one relation (Edge orders with fills, spot quote trades). */
function tradesRelation(subaccountIds: readonly number[]) {
  const ids = sql.join(subaccountIds.length > 0 ? subaccountIds : [-1]);
  return sql<RawTrade>`
    SELECT t.*, a.allocation_id FROM (
      SELECT 'order:' || o.id AS ref, 'EDGE' AS source,
             CASE WHEN i.instrument_type = 0 THEN 'spot' ELSE 'derivative' END AS kind,
             o.position_side, o.symbol, o.side, i.base_token,
             i.quote_token, o.subaccount_id, o.executed_quantity::text AS quantity,
             o.executed_notional::text AS notional, o.fee::text AS fee,
             CASE WHEN o.fee_token = '' THEN i.quote_token ELSE o.fee_token END AS fee_token,
             o.updated_at::text AS time
        FROM orders o JOIN instruments i ON i.symbol = o.symbol AND i.instrument_type <> 4
       WHERE o.subaccount_id IN (${ids}) AND o.executed_quantity > 0 AND o.parent_order_id IS NULL
      UNION ALL
      SELECT 'quote:' || q.id, q.source, 'spot', 'BOTH', q.symbol, q.side, i.base_token, i.quote_token,
             q.subaccount_id, q.quantity::text, q.quote_quantity::text, '0', i.quote_token,
             q.executed_at::text
        FROM quote_trades q JOIN instruments i ON i.symbol = q.symbol AND i.instrument_type = 0
       WHERE q.subaccount_id IN (${ids}) AND q.source IN ('RFQ', 'RFS')
    ) t LEFT JOIN allocated_trades a ON a.trade_ref = t.ref`;
}

const toTrade = (r: RawTrade): TradeRow => ({
  ref: r.ref,
  source: r.source === 'EDGE' ? 'EDGE' : r.source === 'RFS' ? 'RFS' : 'RFQ',
  kind: r.kind === 'derivative' ? 'derivative' : 'spot',
  positionSide:
    r.position_side === 'LONG' ? 'LONG' : r.position_side === 'SHORT' ? 'SHORT' : 'BOTH',
  symbol: r.symbol,
  side: r.side === 'SELL' ? 'SELL' : 'BUY',
  baseToken: r.base_token,
  quoteToken: r.quote_token,
  subaccountId: r.subaccount_id,
  quantity: r.quantity,
  notional: r.notional,
  fee: r.fee,
  feeToken: r.fee_token,
  time: Number(r.time),
  allocationId: r.allocation_id,
});

export interface TradeQuery {
  readonly subaccountIds: readonly number[];
  /** 'open': not allocated; 'allocated'; 'all'. */
  readonly state: 'open' | 'allocated' | 'all';
  readonly offset: number;
  readonly limit: number;
}

/** A page of trades, newest first, and how many match. */
export async function listTrades(
  db: Db,
  q: TradeQuery,
): Promise<{ rows: TradeRow[]; total: number }> {
  const where =
    q.state === 'open'
      ? sql`WHERE x.allocation_id IS NULL`
      : q.state === 'allocated'
        ? sql`WHERE x.allocation_id IS NOT NULL`
        : sql``;
  const rel = tradesRelation(q.subaccountIds);
  const [{ rows }, count] = await Promise.all([
    sql<RawTrade>`SELECT * FROM (${rel}) x ${where}
      ORDER BY x.time::bigint DESC, x.ref LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
    sql<{ n: string }>`SELECT count(*)::text AS n FROM (${rel}) x ${where}`.execute(db),
  ]);
  return { rows: rows.map(toTrade), total: Number(count.rows[0]?.n ?? 0) };
}

/** The named trades (those among the subaccounts), locked rows not needed: allocated_trades'
 *  primary key refuses a second allocation of the same trade. */
export async function tradesByRef(
  db: Db,
  subaccountIds: readonly number[],
  refs: readonly string[],
): Promise<TradeRow[]> {
  if (refs.length === 0) return [];
  const { rows } = await sql<RawTrade>`SELECT * FROM (${tradesRelation(subaccountIds)}) x
    WHERE x.ref IN (${sql.join(refs)})`.execute(db);
  return rows.map(toTrade);
}

/** Decimal places of an instrument's lot (quantity precision), from its lot size. */
export async function lotDecimals(db: Db, symbol: string): Promise<number> {
  const row = await db
    .selectFrom('instruments')
    .select('lot_size')
    .where('symbol', '=', symbol)
    .executeTakeFirst();
  const lot = row?.lot_size ?? '0.00000001';
  const frac = lot.includes('.') ? (lot.split('.')[1] ?? '').replace(/0+$/, '') : '';
  return frac.length;
}
