// The treasury scheduler (docs/treasury.md "Runs"): every SCHEDULER_TICK_MS it finishes runs a
// crash left in progress, then claims each enabled rule's due period (the unique
// (rule_id, period_start) row is the claim, committed on its own) and runs it in a second
// transaction. Periods missed while the venue was down are recorded once as `expired`; only
// the current one runs. Two processes ticking at once claim each period once.
// Claiming needs only the database; announcing and running a claimed period go through a
// TreasuryExecutor: in this process (the order service's memory mirrors balances), or on a
// cluster the active engine's, asked over the bus by the scheduler process (scheduler-wire.ts).
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { periodMillis, periodStart } from '../../domain/treasury';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import type { Timers, TimerHandle } from '../market-runtime/timers';
import type { TreasuryCore } from './core';
import { performRun } from './runner';
import {
  claimRun,
  enabledRules,
  findRule,
  lastScheduledPeriod,
  lockRun,
  finishRun,
  unfinishedRuns,
  type RuleRow,
} from './store';

/** How often due periods are looked for: a run starts within this of its period's start. */
export const SCHEDULER_TICK_MS = 15_000;

/** What is done with a claimed period. Running it again after it finished does nothing. */
export interface TreasuryExecutor {
  /** Tells the entity's members about a change of a run committed elsewhere (a claim). */
  announce(entityId: number, ruleId: number, status: string): Promise<void>;
  /** Runs a claimed period in one transaction; false when it was already finished. */
  run(runId: number): Promise<boolean>;
}

/**
 * The executor of the process that holds the balances: runs in its database and memory.
 * `beforeRunCommit` is called inside a run's transaction after it has been evaluated and
 * booked, before the commit: fault injection for the exactly-once tests (throwing there is a
 * crash mid-run; waiting there keeps the run in progress, for a kill of the whole process).
 */
export function localTreasuryExecutor(
  core: TreasuryCore,
  beforeRunCommit?: (runId: number) => void | Promise<void>,
): TreasuryExecutor {
  return {
    announce: (entityId, ruleId, status) => core.announce(entityId, ruleId, status),
    async run(runId) {
      const done = await core.db.transaction().execute(async (tx) => {
        const run = await lockRun(tx, runId);
        if (!run || run.status !== 'in_progress') return null;
        const rule = await findRule(tx, run.rule_id, true);
        if (!rule) return null;
        const now = core.now();
        if (rule.status !== 'enabled' && !run.manual) {
          await finishRun(
            tx,
            runId,
            { status: 'expired', reason: `The rule was ${rule.status} before the run.` },
            new Date(now),
          );
          return { rule, outcome: null, message: await core.message(tx, rule, 'expired') };
        }
        const outcome = await performRun(tx, rule, runId, now);
        if (outcome.booking) await core.bookings.record(tx, outcome.booking);
        await beforeRunCommit?.(runId);
        return { rule, outcome, message: await core.message(tx, rule, outcome.status) };
      });
      if (done === null) return false;
      core.committed(done.outcome?.booking ?? null, done.message);
      return true;
    },
  };
}

export interface SchedulerOptions {
  readonly db: Kysely<Database>;
  readonly now: Clock;
  readonly timers: Timers;
  readonly log: FastifyBaseLogger;
  readonly executor: TreasuryExecutor;
  /** After a failed tick, the next one comes this soon (default: the next regular tick). */
  readonly retryMillis?: number;
  /** Called after each tick that did not fail (the scheduler process checks cut-offs there). */
  readonly afterTick?: () => Promise<void>;
}

export class TreasuryScheduler {
  private timer: TimerHandle | null = null;
  private retry: TimerHandle | null = null;
  private running: Promise<number> = Promise.resolve(0);
  private stopped = false;

  constructor(private readonly o: SchedulerOptions) {}

  private get now(): Clock {
    return this.o.now;
  }

  start(): void {
    if (this.timer) return;
    this.stopped = false;
    void this.tickSafely();
    this.timer = this.o.timers.setInterval(() => void this.tickSafely(), SCHEDULER_TICK_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) this.o.timers.clearInterval(this.timer);
    if (this.retry) this.o.timers.clearTimeout(this.retry);
    this.timer = null;
    this.retry = null;
    await this.running.catch(() => 0);
  }

  private tickSafely(): Promise<number> {
    if (this.stopped) return this.running;
    this.running = this.running
      .catch(() => 0)
      .then(async () => {
        const made = await this.tick();
        await this.o.afterTick?.();
        return made;
      })
      .catch((error: unknown) => {
        this.o.log.error({ err: error }, 'treasury: scheduler tick failed');
        this.retrySoon();
        return 0;
      });
    return this.running;
  }

  private retrySoon(): void {
    const millis = this.o.retryMillis;
    if (millis === undefined || this.stopped || this.retry !== null) return;
    this.retry = this.o.timers.setTimeout(() => {
      this.retry = null;
      void this.tickSafely();
    }, millis);
  }

  /** One pass: unfinished runs first, then each enabled rule's due period. Returns runs made. */
  async tick(): Promise<number> {
    let made = 0;
    for (const run of await unfinishedRuns(this.o.db))
      if (await this.o.executor.run(run.id)) made++;
    for (const rule of await enabledRules(this.o.db)) {
      const runId = await this.claimDue(rule);
      if (runId !== null && (await this.o.executor.run(runId))) made++;
    }
    return made;
  }

  /** Claims the rule's current period if it is due and not run yet: the run's id, or null. */
  private async claimDue(rule: RuleRow): Promise<number | null> {
    const now = this.now();
    const schedule = rule.schedule;
    const current = periodStart(schedule, now);
    const from = rule.active_from?.getTime() ?? now;
    if (current < from) return null;
    const last = await lastScheduledPeriod(this.o.db, rule.id);
    if (last !== null && last >= current) return null;
    // Periods between the last one run (or the first after the rule was enabled) and now.
    const length = periodMillis(schedule);
    const startOfFrom = periodStart(schedule, from);
    const firstDue =
      last !== null ? last + length : startOfFrom === from ? from : startOfFrom + length;
    const missed = Math.max(0, Math.round((current - firstDue) / length));
    const at = new Date(now);
    if (missed > 0)
      await claimRun(this.o.db, {
        rule_id: rule.id,
        period_start: new Date(firstDue),
        manual: false,
        status: 'expired',
        reason: `${missed} period${missed === 1 ? '' : 's'} missed while the venue was not running (from ${new Date(firstDue).toISOString()}); only the current period runs.`,
        started_at: at,
      });
    const claimed = await claimRun(this.o.db, {
      rule_id: rule.id,
      period_start: new Date(current),
      manual: false,
      status: 'in_progress',
      started_at: at,
    });
    if (claimed) await this.o.executor.announce(rule.entity_id, rule.id, 'in_progress');
    return claimed?.id ?? null;
  }
}
