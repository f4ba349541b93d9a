// The scheduler process and the engine on the bus (issue 20, docs/scale-out.md "The scheduler
// process"): the scheduler owns the timetable (in PostgreSQL) and runs treasury periods
// itself; the active engine takes an end-of-day cut-off when asked, since the snapshot values
// positions at the marks the engine's market holds. Request/serve: only the active engine
// serves the subject (a standby is not on NATS), so a request during a takeover fails and the
// scheduler asks again; a cut-off is taken once however often it is asked (its row).
import type { Bus, BusSubscription } from '../bus/bus';
import type { TakeCutoff } from '../portfolio/eod-job';
import { decodeJson, encodeJson } from './market-wire';

export const EOD_SUBJECT = 'svc.scheduler.eod';
/**
 * How long the scheduler waits for an answer. A cut-off takes seconds at most; an engine that died
 * holding the request never answers, so this bounds the wait before asking the next engine.
 */
export const SCHEDULER_REQUEST_MILLIS = 10_000;

interface EodCommand {
  readonly cutoff: number;
  readonly source: 'scheduled' | 'catch_up';
}

/** The engine: serves the scheduler's cut-offs with its own snapshot job. */
export async function serveSchedulerWork(
  bus: Bus,
  work: { readonly takeCutoff: TakeCutoff },
): Promise<() => Promise<void>> {
  const subscription: BusSubscription = await bus.serve(EOD_SUBJECT, async (message) => {
    const { cutoff, source } = decodeJson<EodCommand>(message.data);
    if (!Number.isSafeInteger(cutoff) || (source !== 'scheduled' && source !== 'catch_up'))
      throw new Error('malformed end-of-day command');
    return encodeJson({ taken: await work.takeCutoff(cutoff, source) });
  });
  return () => subscription.unsubscribe();
}

/** The scheduler process: a cut-off taken by the active engine. */
export function remoteTakeCutoff(bus: Bus, timeoutMillis = SCHEDULER_REQUEST_MILLIS): TakeCutoff {
  return async (cutoff, source) =>
    decodeJson<{ taken: boolean }>(
      await bus.request(EOD_SUBJECT, encodeJson({ cutoff, source }), timeoutMillis),
    ).taken;
}
