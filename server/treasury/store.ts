// SQL of treasury rules and their runs (migration 045, docs/treasury.md).
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { RuleDefinition, RuleStatus } from '../../domain/treasury';
import type { Database } from '../db/schema';
import type { TreasuryRuleRunsTable, TreasuryRulesTable } from '../db/treasury-schema';

type Db = Kysely<Database> | Transaction<Database>;
type Tx = Transaction<Database>;

export type RuleRow = Selectable<TreasuryRulesTable>;
export type RunRow = Selectable<TreasuryRuleRunsTable>;

const definitionColumns = (rule: RuleDefinition) => ({
  name: rule.name,
  token: rule.token,
  account_id: rule.account_id,
  counterparty_id: rule.counterparty_id,
  trigger: JSON.stringify(rule.trigger),
  action: JSON.stringify(rule.action),
  schedule: JSON.stringify(rule.schedule),
});

export function definitionOf(row: RuleRow): RuleDefinition {
  return {
    name: row.name,
    token: row.token,
    account_id: row.account_id,
    counterparty_id: row.counterparty_id,
    trigger: row.trigger,
    action: row.action,
    schedule: row.schedule,
  };
}

export async function insertRule(
  tx: Tx,
  entityId: number,
  createdBy: number,
  rule: RuleDefinition,
  requestId: number,
  at: Date,
): Promise<RuleRow> {
  return tx
    .insertInto('treasury_rules')
    .values({
      entity_id: entityId,
      ...definitionColumns(rule),
      status: 'pending_approval',
      created_by: createdBy,
      created_at: at,
      updated_at: at,
      pending_request_id: requestId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findRule(db: Db, id: number, lock = false): Promise<RuleRow | undefined> {
  let query = db.selectFrom('treasury_rules').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function ruleOfRequest(tx: Tx, requestId: number): Promise<RuleRow | undefined> {
  return tx
    .selectFrom('treasury_rules')
    .selectAll()
    .where('pending_request_id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
}

export function rulesOfEntity(db: Db, entityId: number): Promise<RuleRow[]> {
  return db
    .selectFrom('treasury_rules')
    .selectAll()
    .where('entity_id', '=', entityId)
    .where('status', '!=', 'deleted')
    .orderBy('id')
    .execute();
}

export function enabledRules(db: Db): Promise<RuleRow[]> {
  return db
    .selectFrom('treasury_rules')
    .selectAll()
    .where('status', '=', 'enabled')
    .orderBy('id')
    .execute();
}

export async function updateRule(
  tx: Tx,
  id: number,
  patch: {
    status?: RuleStatus;
    definition?: RuleDefinition;
    active_from?: Date | null;
    pending_request_id?: number | null;
  },
  at: Date,
): Promise<void> {
  await tx
    .updateTable('treasury_rules')
    .set({
      updated_at: at,
      ...(patch.status === undefined ? {} : { status: patch.status }),
      ...(patch.definition === undefined ? {} : definitionColumns(patch.definition)),
      ...(patch.active_from === undefined ? {} : { active_from: patch.active_from }),
      ...(patch.pending_request_id === undefined
        ? {}
        : { pending_request_id: patch.pending_request_id }),
    })
    .where('id', '=', id)
    .execute();
}

/** Runs of a rule, newest period first, and how many there are. */
export async function runsOfRule(
  db: Db,
  ruleId: number,
  limit: number,
  offset: number,
): Promise<{ runs: RunRow[]; total: number }> {
  const [runs, count] = await Promise.all([
    db
      .selectFrom('treasury_rule_runs')
      .selectAll()
      .where('rule_id', '=', ruleId)
      .orderBy('period_start', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('treasury_rule_runs')
      .select(sql<string>`count(*)`.as('n'))
      .where('rule_id', '=', ruleId)
      .executeTakeFirstOrThrow(),
  ]);
  return { runs, total: Number(count.n) };
}

/** The latest run of each rule (for the rules table). */
export async function latestRuns(db: Db, ruleIds: readonly number[]): Promise<Map<number, RunRow>> {
  if (ruleIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('treasury_rule_runs')
    .selectAll()
    .where('rule_id', 'in', [...ruleIds])
    .orderBy('rule_id')
    .orderBy('period_start', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const out = new Map<number, RunRow>();
  for (const row of rows) if (!out.has(row.rule_id)) out.set(row.rule_id, row);
  return out;
}

/** The latest scheduled (not manual) period a rule has a run row for. */
export async function lastScheduledPeriod(db: Db, ruleId: number): Promise<number | null> {
  const row = await db
    .selectFrom('treasury_rule_runs')
    .select(sql<Date | null>`max(period_start)`.as('last'))
    .where('rule_id', '=', ruleId)
    .where('manual', '=', false)
    .executeTakeFirst();
  return row?.last ? new Date(row.last).getTime() : null;
}

/** Claims a period: the row, or undefined when another run already holds it. */
export async function claimRun(
  db: Db,
  values: {
    rule_id: number;
    period_start: Date;
    manual: boolean;
    status: 'in_progress' | 'expired';
    reason?: string;
    started_at: Date;
  },
): Promise<RunRow | undefined> {
  return db
    .insertInto('treasury_rule_runs')
    .values({
      ...values,
      finished_at: values.status === 'expired' ? values.started_at : null,
    })
    .onConflict((oc) => oc.columns(['rule_id', 'period_start']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function lockRun(tx: Tx, id: number): Promise<RunRow | undefined> {
  return tx
    .selectFrom('treasury_rule_runs')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function finishRun(
  tx: Tx,
  id: number,
  result: {
    status: 'completed' | 'failed' | 'expired';
    outcome?: 'transferred' | 'skipped';
    reason?: string;
    direction?: 'in' | 'out';
    amount?: string;
    balance_before?: string;
    journal_id?: number;
  },
  at: Date,
): Promise<void> {
  await tx
    .updateTable('treasury_rule_runs')
    .set({ ...result, finished_at: at })
    .where('id', '=', id)
    .execute();
}

/** Runs left in progress (a crash between claiming a period and running it). */
export function unfinishedRuns(db: Db): Promise<RunRow[]> {
  return db
    .selectFrom('treasury_rule_runs')
    .selectAll()
    .where('status', '=', 'in_progress')
    .orderBy('id')
    .execute();
}
