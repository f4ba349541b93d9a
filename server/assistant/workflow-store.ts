// SQL of workflow runs (migration 046): a user's runs in an entity, newest first.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Owner } from './store';

export interface WorkflowRunStep {
  readonly title: string;
  readonly tool: string;
  readonly status: 'completed' | 'refused' | 'failed';
  readonly summary: string;
}

export interface WorkflowRunRow {
  readonly id: number;
  readonly workflow: string;
  /** manual ("Run now") or schedule (with the period it ran for). */
  readonly trigger: 'manual' | 'schedule';
  readonly period: number | null;
  readonly status: 'in_progress' | 'completed' | 'failed';
  readonly steps: WorkflowRunStep[];
  readonly started_at: string;
  readonly finished_at: string | null;
}

const view = (r: {
  id: number;
  workflow: string;
  trigger: 'manual' | 'schedule';
  period: string | null;
  status: 'in_progress' | 'completed' | 'failed';
  steps: unknown[];
  started_at: Date;
  finished_at: Date | null;
}): WorkflowRunRow => ({
  id: r.id,
  workflow: r.workflow,
  trigger: r.trigger,
  period: r.period === null ? null : Number(r.period),
  status: r.status,
  steps: r.steps as WorkflowRunStep[],
  started_at: r.started_at.toISOString(),
  finished_at: r.finished_at?.toISOString() ?? null,
});

export async function startRun(
  db: Kysely<Database>,
  owner: Owner,
  workflow: string,
  at: Date,
): Promise<number> {
  const { id } = await db
    .insertInto('assistant_workflow_runs')
    .values({
      user_id: owner.userId,
      entity_id: owner.entityId,
      workflow,
      status: 'in_progress',
      steps: '[]',
      started_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function finishRun(
  db: Kysely<Database>,
  id: number,
  done: {
    status: 'completed' | 'failed';
    steps: readonly WorkflowRunStep[];
    report: string;
    at: Date;
  },
): Promise<void> {
  await db
    .updateTable('assistant_workflow_runs')
    .set({
      status: done.status,
      steps: JSON.stringify(done.steps),
      report: done.report,
      finished_at: done.at,
    })
    .where('id', '=', id)
    .execute();
}

const COLUMNS = [
  'id',
  'workflow',
  'trigger',
  'period',
  'status',
  'steps',
  'started_at',
  'finished_at',
] as const;

export async function runsOf(db: Kysely<Database>, owner: Owner): Promise<WorkflowRunRow[]> {
  const rows = await db
    .selectFrom('assistant_workflow_runs')
    .select(COLUMNS)
    .where('user_id', '=', owner.userId)
    .where('entity_id', '=', owner.entityId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map(view);
}

export async function runOf(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
): Promise<(WorkflowRunRow & { report: string }) | null> {
  const row = await db
    .selectFrom('assistant_workflow_runs')
    .select([...COLUMNS, 'report'])
    .where('id', '=', id)
    .where('user_id', '=', owner.userId)
    .where('entity_id', '=', owner.entityId)
    .executeTakeFirst();
  return row ? { ...view(row), report: row.report } : null;
}

/** At start: runs left `in_progress` by a stopped process are failed (they are not resumed). */
export async function failInterruptedRuns(db: Kysely<Database>, at: Date): Promise<number> {
  const rows = await db
    .updateTable('assistant_workflow_runs')
    .set({
      status: 'failed',
      finished_at: at,
      report: sql<string>`report || ${'\n_Interrupted: the server restarted during this run._\n'}`,
    })
    .where('status', '=', 'in_progress')
    .returning('id')
    .execute();
  return rows.length;
}

/** The names a saved report prints: the entity's and the owner's email. */
export async function ownerNames(
  db: Kysely<Database>,
  owner: Owner,
): Promise<{ entity: string; email: string }> {
  const [entity, user] = await Promise.all([
    db.selectFrom('customers').select('name').where('id', '=', owner.entityId).executeTakeFirst(),
    db.selectFrom('users').select('email').where('id', '=', owner.userId).executeTakeFirst(),
  ]);
  return { entity: entity?.name ?? '', email: user?.email ?? '' };
}
