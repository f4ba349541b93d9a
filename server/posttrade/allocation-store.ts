// Allocation rows (048): the allocation, its legs and the trades it consumed. SQL only.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AllocationsTable } from '../db/post-trade-schema';
import type { AllocationLeg } from '../../domain/post-trade';
import { readableIds, type Reader } from './readable-sql';
import type { TradeRow } from './trades-store';

type Db = Kysely<Database> | Transaction<Database>;
export type AllocationRow = Selectable<AllocationsTable>;

export function allocationByClientId(db: Db, userId: number, clientRequestId: string) {
  return db
    .selectFrom('allocations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_request_id', '=', clientRequestId)
    .executeTakeFirst();
}

export function allocationById(db: Db, entityId: number, id: number, lock = false) {
  let q = db
    .selectFrom('allocations')
    .selectAll()
    .where('entity_id', '=', entityId)
    .where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export function legsOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('allocation_legs')
    .selectAll()
    .where('allocation_id', 'in', [...ids])
    .orderBy('allocation_id')
    .orderBy('leg')
    .execute();
}

export function tradesOfAllocations(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('allocated_trades')
    .selectAll()
    .where('allocation_id', 'in', [...ids])
    .execute();
}

/** The history of allocations whose block came from a subaccount the reader may read. */
export async function listAllocations(db: Db, reader: Reader, offset: number, limit: number) {
  const entityId = reader.entityId;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('allocations')
      .selectAll()
      .where('entity_id', '=', entityId)
      .where('source_subaccount_id', 'in', readableIds(db, reader))
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('allocations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('entity_id', '=', entityId)
      .where('source_subaccount_id', 'in', readableIds(db, reader))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export type NewAllocation = Omit<AllocationRow, 'id' | 'journal_id' | 'created_at'> & {
  journal_id: number;
  created_at: number;
};

export async function insertAllocation(
  tx: Transaction<Database>,
  row: NewAllocation,
  legs: readonly AllocationLeg[],
  trades: readonly TradeRow[],
  /** A derivative allocation's position side per leg subaccount (059). */
  legSides: ReadonlyMap<number, 'BOTH' | 'LONG' | 'SHORT'> = new Map(),
): Promise<number> {
  const { id } = await tx
    .insertInto('allocations')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('allocation_legs')
    .values(
      legs.map((l, leg) => ({
        allocation_id: id,
        leg,
        subaccount_id: l.subaccountId,
        quantity: l.quantity,
        quote_value: l.quoteValue,
        fee_share: l.feeShare,
        remainder: l.remainder,
        position_side: legSides.get(l.subaccountId) ?? null,
      })),
    )
    .execute();
  if (trades.length > 0)
    await tx
      .insertInto('allocated_trades')
      .values(
        trades.map((t) => ({
          trade_ref: t.ref,
          allocation_id: id,
          quantity: t.quantity,
          notional: t.notional,
          fee: t.fee,
        })),
      )
      .execute();
  return id;
}

/** Marks the original reversed (linking both ways) and frees its trades. */
export async function markReversed(
  tx: Transaction<Database>,
  originalId: number,
  reversalId: number,
): Promise<void> {
  await tx
    .updateTable('allocations')
    .set({ status: 'reversed', reversed_by: reversalId })
    .where('id', '=', originalId)
    .execute();
  await tx.deleteFrom('allocated_trades').where('allocation_id', '=', originalId).execute();
}

/** Subaccount names by id (refusals name the subaccount). */
export async function subaccountNames(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('subaccounts')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
