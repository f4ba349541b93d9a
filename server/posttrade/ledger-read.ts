// Transactions and cashflows (docs/post-trade.md "Transactions", "Cashflows"): pages of the
// ledger's entries on the caller's subaccounts, newest first, each with a link to what caused
// it (the order of an Edge fill, the RFQ/RFS quote, the withdrawal, deposit, transfer,
// allocation or settlement batch named by its ref). SQL only.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Ledger kinds per tab of the transactions and cashflows screens. */
export const KIND_GROUPS = {
  trades: ['trade', 'rfq', 'rfs', 'options', 'allocation', 'pnl'],
  fees: ['fee', 'withdrawal_fee'],
  deposits: ['deposit'],
  withdrawals: ['withdrawal', 'withdrawal_hold', 'withdrawal_release'],
  transfers: [
    'transfer',
    'transfer_hold',
    'transfer_release',
    'collateral',
    'reallocate',
    'treasury',
  ],
  funding: ['funding'],
  interest: ['interest'],
  opening: ['opening'],
} as const;
export type KindGroup = keyof typeof KIND_GROUPS;
export const isKindGroup = (v: string): v is KindGroup => v in KIND_GROUPS;

export interface LedgerQuery {
  readonly subaccountIds: readonly number[];
  readonly groups: readonly KindGroup[] | null;
  readonly token: string | null;
  readonly from: number | null;
  readonly to: number | null;
  readonly offset: number;
  readonly limit: number;
}

export interface LedgerRow {
  readonly id: string;
  readonly journalId: string;
  readonly time: number;
  readonly subaccountId: number;
  readonly token: string;
  readonly amount: string;
  readonly kind: string;
  readonly ref: string;
  readonly orderId: string | null;
}

function whereOf(q: LedgerQuery) {
  const books = (q.subaccountIds.length > 0 ? q.subaccountIds : [-1]).map((id) => `sub:${id}`);
  const parts = [sql`e.book IN (${sql.join(books)})`];
  if (q.groups !== null) {
    const kinds = q.groups.flatMap((g) => [...KIND_GROUPS[g]]);
    parts.push(sql`e.kind IN (${sql.join(kinds)})`);
  }
  if (q.token !== null) parts.push(sql`e.token = ${q.token}`);
  if (q.from !== null) parts.push(sql`e.time >= ${q.from}`);
  if (q.to !== null) parts.push(sql`e.time < ${q.to}`);
  return sql.join(parts, sql` AND `);
}

export async function ledgerPage(
  db: Kysely<Database>,
  q: LedgerQuery,
): Promise<{ rows: LedgerRow[]; total: number; totals: { token: string; amount: string }[] }> {
  const where = whereOf(q);
  const [page, count, totals] = await Promise.all([
    sql<{
      id: string;
      journal_id: string;
      time: string;
      book: string;
      token: string;
      amount: string;
      kind: string;
      ref: string;
      order_id: string | null;
    }>`SELECT e.id::text, e.journal_id::text, e.time::text, e.book, e.token, e.amount::text,
              e.kind, e.ref, f.order_id::text AS order_id
         FROM ledger_entries e
         LEFT JOIN LATERAL (
           -- A TWAP slice's fill links to its parent (the execution record).
           SELECT coalesce(o.parent_order_id, fl.order_id) AS order_id
             FROM fills fl JOIN orders o ON o.id = fl.order_id
            WHERE e.kind IN ('trade', 'fee', 'pnl') AND e.ref ~ '^[^:]+:[0-9]+$'
              AND fl.subaccount_id = substring(e.book from 5)::int
              AND fl.symbol = split_part(e.ref, ':', 1)
              AND fl.time = split_part(e.ref, ':', 2)::bigint
            LIMIT 1) f ON true
        WHERE ${where}
        ORDER BY e.time DESC, e.id DESC
        LIMIT ${q.limit} OFFSET ${q.offset}`.execute(db),
    sql<{ n: string }>`SELECT count(*)::text AS n FROM ledger_entries e WHERE ${where}`.execute(db),
    sql<{
      token: string;
      amount: string;
    }>`SELECT e.token, sum(e.amount)::text AS amount FROM ledger_entries e WHERE ${where}
        GROUP BY e.token ORDER BY e.token`.execute(db),
  ]);
  return {
    rows: page.rows.map((r) => ({
      id: r.id,
      journalId: r.journal_id,
      time: Number(r.time),
      subaccountId: Number(r.book.slice(4)),
      token: r.token,
      amount: r.amount,
      kind: r.kind,
      ref: r.ref,
      orderId: r.order_id,
    })),
    total: Number(count.rows[0]?.n ?? 0),
    totals: totals.rows,
  };
}

export type LinkType =
  | 'order'
  | 'quote'
  | 'withdrawal'
  | 'deposit'
  | 'transfer'
  | 'allocation'
  | 'settlement'
  | 'treasury';

/** What caused an entry, from its kind and ref (R-PT-9). */
export function linkOf(row: Pick<LedgerRow, 'kind' | 'ref' | 'orderId'>): {
  type: LinkType;
  id: string;
} | null {
  if (row.orderId !== null) return { type: 'order', id: row.orderId };
  if (row.kind === 'rfq' || row.kind === 'rfs' || row.kind === 'options')
    return row.ref.startsWith('rfs:') ? null : { type: 'quote', id: row.ref };
  const m = /^(withdrawal|deposit|transfer|allocation|settlement|treasury):([0-9]+)/.exec(row.ref);
  if (m && m[1] && m[2]) return { type: m[1] as LinkType, id: m[2] };
  return null;
}
