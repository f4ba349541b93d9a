// Server time for every tab. A round of samples of GET /time/sync/milliseconds, one after
// another; each gives offset = serverTime + rtt/2 − localReceiveTime, and the round keeps the
// sample with the lowest round trip (the least queueing noise). An offset under
// CLOCK_SKEW_IGNORE_MS counts as zero (spec 9). Rounds repeat every few minutes.
import { CLOCK_SKEW_IGNORE_MS } from '../../../domain/constants';
import type { Clock, TimerHandle, Timers } from '../../core/ports';
import type { ClockState, Millis, ServerMillis } from '../../types';

export const TIME_SYNC_PATH = '/time/sync/milliseconds';
export const SAMPLES_PER_ROUND = 5;
export const RESAMPLE_EVERY: Millis = 5 * 60_000;
/** After a round where every sample failed. */
export const RETRY_FAILED_ROUND: Millis = 15_000;

export interface ClockSyncDeps {
  readonly clock: Clock;
  readonly timers: Timers;
  /** One sample: the server's epoch ms; rejects on failure. */
  readonly fetchServerTime: () => Promise<ServerMillis>;
  /** After every round: whether any sample succeeded. */
  readonly onRound: (ok: boolean) => void;
  readonly samplesPerRound?: number;
  readonly resampleEvery?: Millis;
}

export function effectiveOffset(rawOffset: Millis): Millis {
  return Math.abs(rawOffset) < CLOCK_SKEW_IGNORE_MS ? 0 : Math.round(rawOffset);
}

export class ClockSync {
  private best: { offset: Millis; rtt: Millis } | null = null;
  private sampleCount = 0;
  private timer: TimerHandle | null = null;
  private running = false;
  private stopped = true;

  constructor(private readonly deps: ClockSyncDeps) {}

  get state(): ClockState {
    return {
      offsetMillis: this.best === null ? 0 : effectiveOffset(this.best.offset),
      bestRoundTripMillis: this.best?.rtt ?? null,
      samples: this.sampleCount,
    };
  }

  /** Server time now, skew-corrected. */
  serverNow(): ServerMillis {
    return this.deps.clock.now() + this.state.offsetMillis;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.round();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.deps.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  /**
   * A sample taken elsewhere (a stream Pong: the ping's send time, the server's clock when it
   * answered, the local receive time). It replaces the estimate only with a lower round trip,
   * so a quiet moment on the socket refines the offset between REST rounds.
   */
  offer(sample: {
    readonly sentAt: Millis;
    readonly serverTime: ServerMillis;
    readonly receivedAt: Millis;
  }): void {
    const rtt = sample.receivedAt - sample.sentAt;
    if (!Number.isFinite(sample.serverTime) || !(rtt >= 0)) return;
    if (this.best !== null && rtt >= this.best.rtt) return;
    this.best = { offset: sample.serverTime + rtt / 2 - sample.receivedAt, rtt };
    this.sampleCount += 1;
  }

  /** Runs one round now (e.g. after the socket came back). */
  async round(): Promise<void> {
    if (this.running) return;
    this.running = true;
    let roundBest: { offset: Millis; rtt: Millis } | null = null;
    const count = this.deps.samplesPerRound ?? SAMPLES_PER_ROUND;
    for (let i = 0; i < count; i++) {
      const sentAt = this.deps.clock.now();
      let serverTime: ServerMillis;
      try {
        serverTime = await this.deps.fetchServerTime();
      } catch {
        continue;
      }
      const receivedAt = this.deps.clock.now();
      if (!Number.isFinite(serverTime)) continue;
      const rtt = receivedAt - sentAt;
      this.sampleCount += 1;
      if (roundBest === null || rtt < roundBest.rtt)
        roundBest = { offset: serverTime + rtt / 2 - receivedAt, rtt };
    }
    this.running = false;
    if (roundBest !== null) this.best = roundBest;
    this.deps.onRound(roundBest !== null);
    if (this.stopped) return;
    if (this.timer !== null) this.deps.timers.clearTimeout(this.timer);
    this.timer = this.deps.timers.setTimeout(
      () => {
        this.timer = null;
        void this.round();
      },
      roundBest === null ? RETRY_FAILED_ROUND : (this.deps.resampleEvery ?? RESAMPLE_EVERY),
    );
  }
}
