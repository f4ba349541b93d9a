// SQL of the audit log: one insert, and the filtered reads (a page, or every row in keyset
// chunks for the CSV export). There is no update or delete here or anywhere: audit_log's
// columns cannot be `set` (schema.ts) and a trigger refuses UPDATE, DELETE and TRUNCATE.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export interface AuditRow {
  readonly at: Date;
  readonly user_id: number | null;
  readonly entity_id: number | null;
  readonly ip: string;
  readonly action: string;
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly outcome: 'success' | 'failure' | 'refused';
  readonly request_id: number | null;
}

export interface StoredAuditRow extends AuditRow {
  readonly id: number;
  /** The user's email today (null for system entries and unknown users). */
  readonly user_email: string | null;
}

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

export async function insertAuditRow(db: Db, row: AuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({ ...row, before: json(row.before), after: json(row.after) })
    .execute();
}

export interface AuditFilter {
  readonly entityId: number;
  readonly userId?: number | undefined;
  readonly action?: string | undefined;
  /** Inclusive. */
  readonly from?: Date | undefined;
  /** Inclusive. */
  readonly to?: Date | undefined;
}

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').where('audit_log.entity_id', '=', filter.entityId);
  if (filter.userId !== undefined) query = query.where('audit_log.user_id', '=', filter.userId);
  if (filter.action !== undefined) query = query.where('audit_log.action', '=', filter.action);
  if (filter.from !== undefined) query = query.where('audit_log.at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('audit_log.at', '<=', filter.to);
  return query;
}

function withUser(db: Db, filter: AuditFilter) {
  return filtered(db, filter)
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.user_id',
      'audit_log.entity_id',
      'audit_log.ip',
      'audit_log.action',
      'audit_log.target',
      'audit_log.before',
      'audit_log.after',
      'audit_log.outcome',
      'audit_log.request_id',
      'users.email as user_email',
    ]);
}

/** One page, newest first, and how many entries match. */
export async function auditPage(
  db: Db,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: StoredAuditRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    withUser(db, filter)
      .orderBy('audit_log.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every matching entry, newest first, read in chunks by id (nothing is held whole). */
export async function* auditRows(
  db: Db,
  filter: AuditFilter,
  chunk = 500,
): AsyncGenerator<StoredAuditRow> {
  let below: number | null = null;
  for (;;) {
    let query = withUser(db, filter).orderBy('audit_log.id', 'desc').limit(chunk);
    if (below !== null) query = query.where('audit_log.id', '<', below);
    const rows = await query.execute();
    for (const row of rows) yield row;
    if (rows.length < chunk) return;
    below = rows[rows.length - 1]?.id ?? 0;
  }
}

/** The entity a user signs in to by default (audit entries of sign-in failures go there). */
export async function defaultEntityOf(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('user_entities')
    .select('entity_id')
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('entity_id')
    .executeTakeFirst();
  return row?.entity_id ?? null;
}
