// The treasury scheduler (docs/treasury.md "Runs"): every SCHEDULER_TICK_MS it finishes runs a
// crash left in progress, then claims each enabled rule's due period (the unique
// (rule_id, period_start) row is the claim, committed on its own) and runs it in a second
// transaction. Periods missed while the venue was down are recorded once as `expired`; only
// the current one runs. Two processes ticking at once claim each period once.
import type { FastifyBaseLogger } from 'fastify';
import { periodMillis, periodStart } from '../../domain/treasury';
import type { Clock } from '../auth/clock';
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

export interface SchedulerOptions {
  readonly core: TreasuryCore;
  readonly timers: Timers;
  readonly log: FastifyBaseLogger;
  /**
   * Called inside a run's transaction after it has been evaluated and booked, before the
   * commit: fault injection for the exactly-once tests (throwing there is a crash mid-run;
   * waiting there keeps the run in progress, for a kill of the whole process mid-run).
   */
  readonly beforeRunCommit?: (runId: number) => void | Promise<void>;
}

export class TreasuryScheduler {
  private timer: TimerHandle | null = null;
  private running: Promise<number> = Promise.resolve(0);
  private stopped = false;

  constructor(private readonly o: SchedulerOptions) {}

  private get now(): Clock {
    return this.o.core.now;
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
    this.timer = null;
    await this.running.catch(() => 0);
  }

  private tickSafely(): Promise<number> {
    if (this.stopped) return this.running;
    this.running = this.running
      .catch(() => 0)
      .then(() => this.tick())
      .catch((error: unknown) => {
        this.o.log.error({ err: error }, 'treasury: scheduler tick failed');
        return 0;
      });
    return this.running;
  }

  /** One pass: unfinished runs first, then each enabled rule's due period. Returns runs made. */
  async tick(): Promise<number> {
    let made = 0;
    for (const run of await unfinishedRuns(this.o.core.db)) if (await this.run(run.id)) made++;
    for (const rule of await enabledRules(this.o.core.db)) {
      const runId = await this.claimDue(rule);
      if (runId !== null && (await this.run(runId))) made++;
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
    const last = await lastScheduledPeriod(this.o.core.db, rule.id);
    if (last !== null && last >= current) return null;
    // Periods between the last one run (or the first after the rule was enabled) and now.
    const length = periodMillis(schedule);
    const startOfFrom = periodStart(schedule, from);
    const firstDue =
      last !== null ? last + length : startOfFrom === from ? from : startOfFrom + length;
    const missed = Math.max(0, Math.round((current - firstDue) / length));
    const at = new Date(now);
    if (missed > 0)
      await claimRun(this.o.core.db, {
        rule_id: rule.id,
        period_start: new Date(firstDue),
        manual: false,
        status: 'expired',
        reason: `${missed} period${missed === 1 ? '' : 's'} missed while the venue was not running (from ${new Date(firstDue).toISOString()}); only the current period runs.`,
        started_at: at,
      });
    const claimed = await claimRun(this.o.core.db, {
      rule_id: rule.id,
      period_start: new Date(current),
      manual: false,
      status: 'in_progress',
      started_at: at,
    });
    if (claimed) await this.o.core.announce(rule.entity_id, rule.id, 'in_progress');
    return claimed?.id ?? null;
  }

  /** Runs a claimed period in one transaction; false when it was already finished. */
  private async run(runId: number): Promise<boolean> {
    const { core } = this.o;
    const done = await core.db.transaction().execute(async (tx) => {
      const run = await lockRun(tx, runId);
      if (!run || run.status !== 'in_progress') return null;
      const rule = await findRule(tx, run.rule_id, true);
      if (!rule) return null;
      const now = this.now();
      if (rule.status !== 'enabled' && !run.manual) {
        await finishRun(
          tx,
          runId,
          { status: 'expired', reason: `The rule was ${rule.status} before the run.` },
          new Date(now),
        );
        return { rule, outcome: null, message: await core.message(tx, rule, 'expired') };
      }
      const outcome = await performRun(tx, core.orders, rule, runId, now);
      await this.o.beforeRunCommit?.(runId);
      return { rule, outcome, message: await core.message(tx, rule, outcome.status) };
    });
    if (done === null) return false;
    core.committed(done.outcome?.booking ?? null, done.message);
    return true;
  }
}
