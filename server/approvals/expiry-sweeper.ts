// Runs the engine's expiry sweep at start (what fell due while the server was down) and then
// every SWEEP_EVERY_MS; sweeps never overlap, and a failed one is logged, not thrown.
import type { FastifyBaseLogger } from 'fastify';
import type { Timers, TimerHandle } from '../market-runtime/timers';

/** How often the scheduler looks for overdue requests. */
export const SWEEP_EVERY_MS = 30_000;

export class ExpirySweeper {
  private timer: TimerHandle | null = null;
  private sweeping: Promise<number> | null = null;

  constructor(
    private readonly timers: Timers,
    private readonly log: FastifyBaseLogger,
    private readonly sweep: () => Promise<number>,
  ) {}

  start(): void {
    if (this.timer) return;
    void this.sweepSafely();
    this.timer = this.timers.setInterval(() => void this.sweepSafely(), SWEEP_EVERY_MS);
  }

  async stop(): Promise<void> {
    if (this.timer) this.timers.clearInterval(this.timer);
    this.timer = null;
    await this.sweeping?.catch(() => undefined);
  }

  /** One sweep after any running one; resolves to how many requests it expired. */
  sweepSafely(): Promise<number> {
    const run = (this.sweeping ?? Promise.resolve(0))
      .catch(() => 0)
      .then(() => this.sweep())
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'approvals: expiry sweep failed');
        return 0;
      });
    this.sweeping = run;
    return run;
  }
}
