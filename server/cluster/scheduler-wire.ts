// The scheduler process and the engine on the bus (issue 20, docs/scale-out.md "The scheduler
// process"): the scheduler owns the timetable and the claims (in PostgreSQL); the active
// engine, which holds the balances, executes a claimed treasury period or an end-of-day
// cut-off when asked. Request/serve: only the active engine serves these subjects (a standby
// is not on NATS), so a request during a takeover fails and the scheduler asks again; each
// piece of work is done once however often it is asked (the run's row and the cut-off's row).
import type { Bus, BusSubscription } from '../bus/bus';
import type { TakeCutoff } from '../portfolio/eod-job';
import type { TreasuryExecutor } from '../treasury/scheduler';
import { decodeJson, encodeJson } from './market-wire';

export const TREASURY_SUBJECT = 'svc.scheduler.treasury';
export const EOD_SUBJECT = 'svc.scheduler.eod';
/**
 * How long the scheduler waits for an answer. A run takes milliseconds; an engine that died
 * holding the request never answers, so this bounds the wait before asking the next engine.
 */
export const SCHEDULER_REQUEST_MILLIS = 10_000;

type TreasuryCommand =
  | {
      readonly op: 'announce';
      readonly entityId: number;
      readonly ruleId: number;
      readonly status: string;
    }
  | { readonly op: 'run'; readonly runId: number };

interface EodCommand {
  readonly cutoff: number;
  readonly source: 'scheduled' | 'catch_up';
}

/** The engine: serves the scheduler's commands with its own executor and snapshot job. */
export async function serveSchedulerWork(
  bus: Bus,
  work: { readonly treasury: TreasuryExecutor; readonly takeCutoff: TakeCutoff },
): Promise<() => Promise<void>> {
  const subscriptions: BusSubscription[] = [
    await bus.serve(TREASURY_SUBJECT, async (message) => {
      const command = decodeJson<TreasuryCommand>(message.data);
      if (command.op === 'announce') {
        await work.treasury.announce(command.entityId, command.ruleId, command.status);
        return encodeJson({ done: true });
      }
      if (command.op === 'run' && Number.isSafeInteger(command.runId))
        return encodeJson({ done: await work.treasury.run(command.runId) });
      throw new Error('malformed treasury command');
    }),
    await bus.serve(EOD_SUBJECT, async (message) => {
      const { cutoff, source } = decodeJson<EodCommand>(message.data);
      if (!Number.isSafeInteger(cutoff) || (source !== 'scheduled' && source !== 'catch_up'))
        throw new Error('malformed end-of-day command');
      return encodeJson({ taken: await work.takeCutoff(cutoff, source) });
    }),
  ];
  return async () => {
    for (const s of subscriptions) await s.unsubscribe();
  };
}

/** The scheduler process: a claimed period announced and run by the active engine. */
export function remoteTreasuryExecutor(
  bus: Bus,
  timeoutMillis = SCHEDULER_REQUEST_MILLIS,
): TreasuryExecutor {
  const ask = async (command: TreasuryCommand) =>
    decodeJson<{ done: boolean }>(
      await bus.request(TREASURY_SUBJECT, encodeJson(command), timeoutMillis),
    ).done;
  return {
    announce: async (entityId, ruleId, status) => {
      await ask({ op: 'announce', entityId, ruleId, status });
    },
    run: (runId) => ask({ op: 'run', runId }),
  };
}

/** The scheduler process: a cut-off taken by the active engine. */
export function remoteTakeCutoff(bus: Bus, timeoutMillis = SCHEDULER_REQUEST_MILLIS): TakeCutoff {
  return async (cutoff, source) =>
    decodeJson<{ taken: boolean }>(
      await bus.request(EOD_SUBJECT, encodeJson({ cutoff, source }), timeoutMillis),
    ).taken;
}
