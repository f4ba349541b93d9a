// Settlement rows (048) and the ledger reads they are built from. SQL only.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { ACCOUNT_TYPES } from '../../domain/enums';
import type { Obligation, NettedLine, SettlementKind } from '../../domain/post-trade';
import type { Database } from '../db/schema';
import { readableIds, type Reader } from './readable-sql';
import type {
  SettlementBatchesTable,
  SettlementBatchStatus,
  SettlementLinesTable,
} from '../db/post-trade-schema';

type Db = Kysely<Database> | Transaction<Database>;
export type BatchRow = Selectable<SettlementBatchesTable>;
export type LineRow = Selectable<SettlementLinesTable>;

/** Ledger kinds of trades with the provider (RFQ/RFS executions, Edge and demo spot trades). */
export const TRADE_KINDS = ['rfq', 'rfs', 'trade'] as const;

/** Whose lines a caller sees: only subaccounts with their effective canRead (in SQL). */
export type LineReader = Reader;

/**
 * The entity's provider-facing subaccounts (venues of account type otc); with a reader, only
 * those the reader may read.
 */
export async function counterpartySubaccounts(db: Db, entityId: number, reader?: LineReader) {
  let q = db
    .selectFrom('subaccounts as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .innerJoin('venues as v', 'v.id', 'a.venue_id')
    .select(['s.id', 's.name'])
    .where('s.entity_id', '=', entityId)
    .where('v.account_type', '=', ACCOUNT_TYPES.otc);
  if (reader) q = q.where('s.id', 'in', readableIds(db, reader));
  return q.orderBy('s.id').execute();
}

/** One obligation per trade journal, subaccount and token of the cycle [start, end). */
export async function cycleObligations(
  db: Db,
  subaccountIds: readonly number[],
  start: number,
  end: number,
): Promise<Obligation[]> {
  if (subaccountIds.length === 0) return [];
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['book', 'token', sql<string>`sum(amount)::text`.as('amount')])
    .where(
      'book',
      'in',
      subaccountIds.map((id) => `sub:${id}`),
    )
    .where('kind', 'in', [...TRADE_KINDS])
    .where('time', '>=', start)
    .where('time', '<', end)
    .groupBy(['journal_id', 'ref', 'book', 'token'])
    .execute();
  return rows.map((r) => ({
    subaccountId: Number(r.book.slice(4)),
    token: r.token,
    amount: r.amount,
  }));
}

export function batchesOf(db: Db, entityId: number, kind: SettlementKind, since: number) {
  return db
    .selectFrom('settlement_batches')
    .selectAll()
    .where('entity_id', '=', entityId)
    .where('kind', '=', kind)
    .where('cycle_start', '>=', since)
    .orderBy('cycle_start', 'desc')
    .execute();
}

export function batchById(db: Db, entityId: number, id: number, lock = false) {
  let q = db
    .selectFrom('settlement_batches')
    .selectAll()
    .where('entity_id', '=', entityId)
    .where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The batches' lines; with a reader, only the lines of subaccounts the reader may read. */
export function linesOf(db: Db, batchIds: readonly number[], reader?: LineReader) {
  if (batchIds.length === 0) return Promise.resolve([] as LineRow[]);
  let q = db
    .selectFrom('settlement_lines')
    .selectAll()
    .where('batch_id', 'in', [...batchIds]);
  if (reader) q = q.where('subaccount_id', 'in', readableIds(db, reader));
  return q.orderBy('batch_id').orderBy('subaccount_id').orderBy('token').execute();
}

/** Stores a closed cycle's batch and lines once (a racing writer stores nothing). */
export async function insertBatch(
  tx: Transaction<Database>,
  batch: {
    entity_id: number;
    kind: SettlementKind;
    cycle_start: number;
    cycle_end: number;
    created_at: number;
  },
  lines: readonly NettedLine[],
): Promise<void> {
  const row = await tx
    .insertInto('settlement_batches')
    .values({ ...batch, status: lines.length === 0 ? 'nothing_to_settle' : 'open' })
    .onConflict((oc) => oc.columns(['entity_id', 'kind', 'cycle_start']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row || lines.length === 0) return;
  await tx
    .insertInto('settlement_lines')
    .values(
      lines.map((l) => ({
        batch_id: row.id,
        subaccount_id: l.subaccountId,
        token: l.token,
        owed: l.owed,
        receivable: l.receivable,
        net: l.net,
        trades: l.count,
        status: 'open' as const,
      })),
    )
    .execute();
}

export async function setBatchStatus(
  db: Db,
  id: number,
  status: SettlementBatchStatus,
  extra: Partial<{
    request_id: number | null;
    settlement_subaccount_id: number | null;
    journal_id: number;
    settled_by: number;
    settled_at: number;
  }> = {},
): Promise<void> {
  await db
    .updateTable('settlement_batches')
    .set({ status, ...extra })
    .where('id', '=', id)
    .execute();
}

export async function setLineStatus(
  db: Db,
  batchId: number,
  key: { subaccountId: number; token: string } | 'all_open',
  status: LineRow['status'],
  dispute: { reason: string; by: number; at: number } | null = null,
): Promise<number> {
  let q = db
    .updateTable('settlement_lines')
    .set({
      status,
      dispute_reason: dispute?.reason ?? null,
      disputed_by: dispute?.by ?? null,
      disputed_at: dispute?.at ?? null,
    })
    .where('batch_id', '=', batchId);
  q =
    key === 'all_open'
      ? q.where('status', '=', 'open')
      : q.where('subaccount_id', '=', key.subaccountId).where('token', '=', key.token);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}
