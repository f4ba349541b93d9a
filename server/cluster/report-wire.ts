// Report jobs on a cluster (docs/scale-out.md "Report jobs"): the engine that queues a job says
// so on `job.reports.queued` (core NATS, at most once); the active scheduler's runner claims it
// at once. A lost word costs at most one sweep of the runner (REPORT_SWEEP_MS), which also
// finds every queued job, so nothing waits on the word arriving.
import type { Bus } from '../bus/bus';

export const REPORTS_QUEUED_SUBJECT = 'job.reports.queued';

/** The engine's side: a job was queued (ReportService's `runner.kick()`). */
export function announceQueuedReports(bus: Bus): { kick(): void } {
  return { kick: () => bus.publish(REPORTS_QUEUED_SUBJECT, new Uint8Array()) };
}

/** The scheduler's side: each word runs the queue soon. */
export async function followQueuedReports(
  bus: Bus,
  runner: { kick(): void },
): Promise<() => Promise<void>> {
  const subscription = await bus.subscribe(REPORTS_QUEUED_SUBJECT, () => runner.kick());
  return () => subscription.unsubscribe();
}
