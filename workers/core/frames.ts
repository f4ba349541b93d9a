// Per-tab outbox. Events queue in order; everything else (topic state, connection, clock)
// is pulled from a FrameSource when the frame is built, so it is always the latest state and
// never a queue. At most FRAMES_AHEAD frames per tab are in flight: a frame is acknowledged
// when its listener's promise settles (the tab settles it after the paint that showed it), so a slow or
// hidden tab gets coalesced frames rather than a backlog, while a tab that keeps up gets a
// change as soon as it happens rather than after its next paint (docs/data-core.md).
import type {
  ClockState,
  ConnectionState,
  CoreEvent,
  Frame,
  QueryUpdate,
  TopicState,
} from '../types';

export type { Frame };

/**
 * Frames a tab may hold unacknowledged. A visible tab acknowledges the frames it applied after
 * the paint that showed them, so this is how many changes may leave the core during one
 * display frame: four covers a socket message every 5 ms at 60 Hz (3.3 per frame), so a
 * change still reaches the next paint; more within one frame are coalesced into the last.
 * (Two cost a frame of latency on half the changes: bench S4.)
 */
export const FRAMES_AHEAD = 4;

/** What changed for this tab since its previous frame, built at send time. */
export interface FrameState {
  readonly topics: readonly TopicState[];
  readonly connection?: ConnectionState;
  readonly clock?: ClockState;
  readonly queries?: readonly QueryUpdate[];
}

export type FrameSource = () => FrameState;
export type FrameSink = (frame: Frame) => Promise<unknown> | void;

const NOTHING: FrameSource = () => ({ topics: [] });

export class FrameQueue {
  private events: CoreEvent[] = [];
  private dirty = false;
  private scheduled = false;
  private inFlight = 0;
  private closed = false;
  private sent = 0;

  constructor(
    private readonly sink: FrameSink,
    private readonly source: FrameSource = NOTHING,
    private readonly framesAhead: number = FRAMES_AHEAD,
  ) {}

  /** Frames handed to the sink so far. */
  get framesSent(): number {
    return this.sent;
  }

  /** True while no frame may go out until the tab acknowledges one. */
  get awaitingAck(): boolean {
    return this.inFlight >= this.framesAhead;
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
    this.events = [];
    this.dirty = false;
  }

  private get pending(): boolean {
    return this.events.length > 0 || this.dirty;
  }

  private schedule(): void {
    if (this.scheduled || this.awaitingAck || this.closed) return;
    // A microtask: everything emitted in this task (e.g. every message of one socket frame)
    // lands in one frame, and the frame leaves without waiting for a timer.
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.flush();
    });
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
      state.clock === undefined &&
      state.queries === undefined
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
    this.inFlight += 1;
    const settle = (): void => {
      this.inFlight -= 1;
      if (this.pending) this.schedule();
    };
    acknowledged.then(settle, settle);
  }
}
