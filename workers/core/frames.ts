// Per-tab outbox. Events queue in order; topic state (market data, later
// issues) keeps only the latest value per topic. At most one frame per tab is
// in flight: the next one is sent after the tab acknowledged the previous one
// (the listener's promise settled), so a slow tab gets coalesced state rather
// than a growing queue.
import type { CoreEvent } from '../types';
import type { TimerHandle, Timers } from './ports';

export interface Frame {
  readonly events: readonly CoreEvent[];
  /** Latest state of each topic that changed since the last frame. */
  readonly topics: ReadonlyMap<string, unknown>;
}

export type FrameSink = (frame: Frame) => Promise<unknown> | void;

export class FrameQueue {
  private events: CoreEvent[] = [];
  private topics = new Map<string, unknown>();
  private scheduled: TimerHandle | null = null;
  private inFlight = false;
  private closed = false;
  private sent = 0;

  constructor(
    private readonly sink: FrameSink,
    private readonly timers: Timers,
  ) {}

  /** Frames handed to the sink so far. */
  get framesSent(): number {
    return this.sent;
  }

  push(event: CoreEvent): void {
    if (this.closed) return;
    this.events.push(event);
    this.schedule();
  }

  /** Replaces the pending state of a topic: only the newest value is delivered. */
  setTopic(topic: string, state: unknown): void {
    if (this.closed) return;
    this.topics.set(topic, state);
    this.schedule();
  }

  close(): void {
    this.closed = true;
    if (this.scheduled !== null) this.timers.clearTimeout(this.scheduled);
    this.scheduled = null;
    this.events = [];
    this.topics.clear();
  }

  private get pending(): boolean {
    return this.events.length > 0 || this.topics.size > 0;
  }

  private schedule(): void {
    if (this.scheduled !== null || this.inFlight || this.closed) return;
    // A zero timer: everything emitted in this tick lands in one frame.
    this.scheduled = this.timers.setTimeout(() => {
      this.scheduled = null;
      this.flush();
    }, 0);
  }

  private flush(): void {
    if (!this.pending || this.closed) return;
    const frame: Frame = { events: this.events, topics: this.topics };
    this.events = [];
    this.topics = new Map();
    this.sent += 1;
    let acknowledged: Promise<unknown> | void;
    try {
      acknowledged = this.sink(frame);
    } catch {
      acknowledged = undefined;
    }
    if (acknowledged === undefined) {
      if (this.pending) this.schedule();
      return;
    }
    this.inFlight = true;
    const settle = (): void => {
      this.inFlight = false;
      if (this.pending) this.schedule();
    };
    acknowledged.then(settle, settle);
  }
}
