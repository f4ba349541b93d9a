// The custody transactions table's query (spec 3.7): custody's own rows (a send or transfer
// showing its withdrawal's or transfer's live status and hash) and the wallet's deposits into
// vaults, with server-side filters, sorting and paging.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const TX_SORTS = ['created_at', 'amount', 'token', 'type', 'status'] as const;
export type TxSort = (typeof TX_SORTS)[number];

export interface TxFilter {
  readonly entityId: number;
  readonly vaultIds: readonly number[];
  readonly type?: string | undefined;
  readonly status?: string | undefined;
  readonly token?: string | undefined;
  /** Matches hash, destination, validator or uuid (case-insensitive, contains). */
  readonly search?: string | undefined;
  readonly sort: TxSort;
  readonly dir: 'asc' | 'desc';
  readonly offset: number;
  readonly limit: number;
}

export interface TxListRow {
  id: string;
  uuid: string;
  subaccount_id: number;
  type: string;
  token: string;
  network: string;
  amount: string;
  fee: string;
  destination: string;
  counterparty_subaccount_id: number | null;
  validator: string | null;
  status: string;
  transaction_hash: string | null;
  confirmations: number | null;
  required_confirmations: number | null;
  maker_checker_request_id: number | null;
  created_at: Date;
  updated_at: Date;
  available_at: Date | null;
}

export async function listTransactions(
  db: Kysely<Database>,
  f: TxFilter,
): Promise<{ rows: TxListRow[]; total: number }> {
  if (f.vaultIds.length === 0) return { rows: [], total: 0 };
  const ids = sql.join(f.vaultIds.map((id) => sql`${id}`));
  const union = sql`
    SELECT 'ct-' || ct.id AS id, ct.uuid::text AS uuid, ct.subaccount_id, ct.type, ct.token,
      ct.network, ct.amount::text AS amount, ct.fee::text AS fee,
      coalesce(w.destination, ct.destination) AS destination, ct.counterparty_subaccount_id,
      ct.validator,
      -- A send waiting for required details shows that status (R-CUST-10).
      coalesce(ct.details_status, w.status, tr.status, ct.status) AS status,
      coalesce(w.transaction_hash, ct.transaction_hash) AS transaction_hash,
      w.confirmations, w.required_confirmations, ct.maker_checker_request_id,
      ct.created_at, greatest(ct.updated_at, w.updated_at, tr.updated_at) AS updated_at,
      ct.available_at
    FROM custody_transactions ct
    LEFT JOIN withdrawals w ON w.id = ct.withdrawal_id
    LEFT JOIN transfers tr ON tr.id = ct.transfer_id
    WHERE ct.entity_id = ${f.entityId} AND ct.subaccount_id IN (${ids})
    UNION ALL
    SELECT 'dep-' || d.id, md5('deposit:' || d.id)::uuid::text, d.subaccount_id, 'deposit',
      d.token, d.network, d.amount::text, '0', d.address, NULL, NULL, d.status,
      d.transaction_hash, d.confirmations, d.required_confirmations, NULL, d.detected_at,
      coalesce(d.completed_at, d.detected_at), NULL
    FROM deposits d
    WHERE d.entity_id = ${f.entityId} AND d.subaccount_id IN (${ids})`;
  const conditions = [sql`true`];
  if (f.type) conditions.push(sql`t.type = ${f.type}`);
  if (f.status) conditions.push(sql`t.status = ${f.status}`);
  if (f.token) conditions.push(sql`t.token = ${f.token}`);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(t.transaction_hash ILIKE ${like} OR t.destination ILIKE ${like} OR coalesce(t.validator, '') ILIKE ${like} OR t.uuid ILIKE ${like})`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  // The sort column is one of TX_SORTS (checked by the route schema), never user text.
  const order = f.sort === 'amount' ? sql`t.amount::numeric` : sql.ref(`t.${f.sort}`);
  const direction = f.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const { rows } = await sql<TxListRow & { total: string }>`
    SELECT t.*, count(*) OVER () AS total FROM (${union}) t
    WHERE ${where}
    ORDER BY ${order} ${direction}, t.created_at DESC, t.id DESC
    OFFSET ${f.offset} LIMIT ${f.limit}`.execute(db);
  if (rows.length > 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const { rows: count } = await sql<{ total: string }>`
    SELECT count(*) AS total FROM (${union}) t WHERE ${where}`.execute(db);
  return { rows: [], total: Number(count[0]?.total ?? 0) };
}
