// SQL of workflow schedules (migration 050): one per user, entity and workflow; the scheduler
// claims a due period by inserting its run (unique per schedule and period) and moving the
// schedule's next_run_at in the same transaction.
import type { Kysely } from 'kysely';
import {
  currentScheduledRun,
  nextScheduledRun,
  type WorkflowSchedule,
} from '../../domain/assistant-schedule';
import type { Database } from '../db/schema';
import type { Owner } from './store';

export interface ScheduleRow {
  readonly id: number;
  readonly userId: number;
  readonly entityId: number;
  readonly workflow: string;
  readonly schedule: WorkflowSchedule;
  readonly enabled: boolean;
  readonly nextRunAt: number;
}

type Raw = {
  id: number;
  user_id: number;
  entity_id: number;
  workflow: string;
  kind: 'daily' | 'hours';
  minute_of_day: number;
  every_hours: number;
  enabled: boolean;
  next_run_at: string | number;
};

const view = (r: Raw): ScheduleRow => ({
  id: r.id,
  userId: r.user_id,
  entityId: r.entity_id,
  workflow: r.workflow,
  schedule: { kind: r.kind, minuteOfDay: r.minute_of_day, everyHours: r.every_hours },
  enabled: r.enabled,
  nextRunAt: Number(r.next_run_at),
});

const COLUMNS = [
  'id',
  'user_id',
  'entity_id',
  'workflow',
  'kind',
  'minute_of_day',
  'every_hours',
  'enabled',
  'next_run_at',
] as const;

export async function schedulesOf(db: Kysely<Database>, owner: Owner): Promise<ScheduleRow[]> {
  const rows = await db
    .selectFrom('assistant_workflow_schedules')
    .select(COLUMNS)
    .where('user_id', '=', owner.userId)
    .where('entity_id', '=', owner.entityId)
    .orderBy('workflow')
    .execute();
  return rows.map(view);
}

/** Creates or replaces the owner's schedule of a workflow; the next period is after `now`. */
export async function saveSchedule(
  db: Kysely<Database>,
  owner: Owner,
  workflow: string,
  schedule: WorkflowSchedule,
  enabled: boolean,
  now: number,
): Promise<ScheduleRow> {
  const values = {
    kind: schedule.kind,
    minute_of_day: schedule.minuteOfDay,
    every_hours: schedule.everyHours,
    enabled,
    next_run_at: nextScheduledRun(schedule, now),
    updated_at: now,
  };
  const row = await db
    .insertInto('assistant_workflow_schedules')
    .values({
      user_id: owner.userId,
      entity_id: owner.entityId,
      workflow,
      created_at: now,
      ...values,
    })
    .onConflict((oc) => oc.columns(['user_id', 'entity_id', 'workflow']).doUpdateSet(values))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return view(row);
}

export async function deleteSchedule(
  db: Kysely<Database>,
  owner: Owner,
  workflow: string,
): Promise<boolean> {
  const res = await db
    .deleteFrom('assistant_workflow_schedules')
    .where('user_id', '=', owner.userId)
    .where('entity_id', '=', owner.entityId)
    .where('workflow', '=', workflow)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function dueSchedules(db: Kysely<Database>, now: number): Promise<ScheduleRow[]> {
  const rows = await db
    .selectFrom('assistant_workflow_schedules')
    .select(COLUMNS)
    .where('enabled', '=', true)
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .execute();
  return rows.map(view);
}

/**
 * Claims the schedule's current period (the latest at or before `now`: periods missed while the
 * server was down collapse into it) by inserting its run `in_progress`, and moves next_run_at
 * past `now` — one transaction. Null when the period was claimed already (another process).
 */
export async function claimScheduledRun(
  db: Kysely<Database>,
  s: ScheduleRow,
  now: number,
): Promise<{ runId: number; period: number } | null> {
  const period = currentScheduledRun(s.schedule, now);
  return db.transaction().execute(async (tx) => {
    const moved = await tx
      .updateTable('assistant_workflow_schedules')
      .set({ next_run_at: nextScheduledRun(s.schedule, now), updated_at: now })
      .where('id', '=', s.id)
      .where('next_run_at', '=', s.nextRunAt)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return null;
    const run = await tx
      .insertInto('assistant_workflow_runs')
      .values({
        user_id: s.userId,
        entity_id: s.entityId,
        workflow: s.workflow,
        status: 'in_progress',
        steps: '[]',
        started_at: new Date(now),
        trigger: 'schedule',
        schedule_id: s.id,
        period,
      })
      .onConflict((oc) =>
        oc.columns(['schedule_id', 'period']).where('schedule_id', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return run ? { runId: run.id, period } : null;
  });
}
