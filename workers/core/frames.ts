// Per-tab outbox. Events queue in order; everything else (topic state, connection, clock)
// is pulled from a FrameSource when the frame is built, so it is always the latest state and
// never a queue. At most one frame per tab is in flight: the next is built after the tab
// acknowledged the previous one (the listener's promise settled — the tab settles it after it
// painted), so a slow or hidden tab gets one coalesced frame rather than a backlog.
import type { ClockState, ConnectionState, CoreEvent, Frame, TopicState } from '../types';
import type { TimerHandle, Timers } from './ports';

export type { Frame };

/** What changed for this tab since its previous frame, built at send time. */
export interface FrameState {
  readonly topics: readonly TopicState[];
  readonly connection?: ConnectionState;
  readonly clock?: ClockState;
}

export type FrameSource = () => FrameState;
export type FrameSink = (frame: Frame) => Promise<unknown> | void;

const NOTHING: FrameSource = () => ({ topics: [] });

export class FrameQueue {
  private events: CoreEvent[] = [];
  private dirty = false;
  private scheduled: TimerHandle | null = null;
  private inFlight = false;
  private closed = false;
  private sent = 0;

  constructor(
    private readonly sink: FrameSink,
    private readonly timers: Timers,
    private readonly source: FrameSource = NOTHING,
  ) {}

  /** Frames handed to the sink so far. */
  get framesSent(): number {
    return this.sent;
  }

  /** True while a frame waits for the tab's acknowledgement. */
  get awaitingAck(): boolean {
    return this.inFlight;
  }

  push(event: CoreEvent): void {
    if (this.closed) return;
    this.events.push(event);
    this.schedule();
  }

  /** State the source reads has changed: the next frame looks at it. */
  poke(): void {
    if (this.closed) return;
    this.dirty = true;
    this.schedule();
  }

  close(): void {
    this.closed = true;
    if (this.scheduled !== null) this.timers.clearTimeout(this.scheduled);
    this.scheduled = null;
    this.events = [];
    this.dirty = false;
  }

  private get pending(): boolean {
    return this.events.length > 0 || this.dirty;
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
    const state = this.dirty ? this.source() : { topics: [] };
    this.dirty = false;
    const events = this.events;
    this.events = [];
    if (
      events.length === 0 &&
      state.topics.length === 0 &&
      state.connection === undefined &&
      state.clock === undefined
    )
      return;
    this.sent += 1;
    const frame: Frame = { seq: this.sent, events, ...state };
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
