// Runs scheduled workflows (docs/assistant.md "Schedules"): a tick (the Timers port, every
// minute) takes each due schedule, claims its current period — the run row, unique per
// schedule and period, inserted with the schedule's next period in one transaction — and runs
// the workflow under its owner's authorization as it stands now (roles, grants, membership,
// readable subaccounts). Periods missed while the server was down collapse into one run.
import type { Kysely } from 'kysely';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import type { TimerHandle, Timers } from '../market-runtime/timers';
import { loadCaller } from '../policy/store';
import type { AssistantService, Caller } from './service';
import { claimScheduledRun, dueSchedules, type ScheduleRow } from './schedule-store';
import { finishRun } from './workflow-store';
import { runWorkflow, workflowNamed } from './workflows';

export const WORKFLOW_TICK_MS = 60_000;

export interface WorkflowSchedulerOptions {
  readonly db: Kysely<Database>;
  readonly assistant: AssistantService;
  readonly now: Clock;
  readonly timers: Timers;
  readonly onError?: (error: unknown) => void;
}

/** The schedule owner as a caller: what their session would be, without one. */
async function ownerCaller(db: Kysely<Database>, s: ScheduleRow): Promise<Caller | null> {
  const row = await loadCaller(db, s.userId, s.entityId);
  if (!row?.member) return null;
  return {
    auth: {
      sessionId: 0,
      userId: s.userId,
      sessionEntityId: s.entityId,
      entityId: s.entityId,
      roles: row.roles,
      granted: row.granted,
      ipAllowed: true,
    },
    ip: 'scheduler',
  };
}

export class WorkflowScheduler {
  private timer: TimerHandle | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly o: WorkflowSchedulerOptions) {}

  start(): void {
    if (this.timer !== null) return;
    this.timer = this.o.timers.setInterval(() => {
      this.running = this.tick().catch((e: unknown) => this.o.onError?.(e));
    }, WORKFLOW_TICK_MS);
  }

  /** Runs every due schedule's current period once; returns the run ids it made. */
  async tick(): Promise<number[]> {
    const { db, now } = this.o;
    const made: number[] = [];
    for (const s of await dueSchedules(db, now())) {
      const claimed = await claimScheduledRun(db, s, now());
      if (!claimed) continue;
      made.push(claimed.runId);
      const workflow = workflowNamed(s.workflow);
      const caller = workflow ? await ownerCaller(db, s) : null;
      if (!workflow || !caller) {
        await finishRun(db, claimed.runId, {
          status: 'failed',
          steps: [],
          report: workflow
            ? 'The schedule’s owner is no longer a member of the entity: nothing ran.\n'
            : `No workflow named ${s.workflow}: nothing ran.\n`,
          at: new Date(now()),
        });
        continue;
      }
      await runWorkflow(db, this.o.assistant, caller, workflow, now, claimed.runId);
    }
    return made;
  }

  async stop(): Promise<void> {
    if (this.timer !== null) this.o.timers.clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
