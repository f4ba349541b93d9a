// The market half of the frames that arrived since the tab last applied, merged into one, so
// N frames cost one apply. Every topic state a frame carries is the topic's whole latest
// state (a book's levels, the tape, a ticker, a private topic), so the newer one replaces the
// older; a candle series is the exception (only the candles changed since the previous frame,
// or the whole history on a reset), so its changes are merged in order. Connection and clock:
// the newest. The inbox never reorders: a topic never shows a state older than one it held.
import type {
  CandlesState,
  ClockState,
  ConnectionState,
  Frame,
  TopicKey,
  TopicState,
} from '../../../workers/api';
import { mergeCandles } from './marketStore';

/** The merged market state of one or more frames. */
export interface MarketUpdate {
  readonly topics: readonly TopicState[];
  readonly connection?: ConnectionState;
  readonly clock?: ClockState;
  /** How many of the merged frames carried each topic (the page's update rate counts them). */
  readonly carried: ReadonlyMap<TopicKey, number>;
  /** Frames merged into this update. */
  readonly frames: number;
}

export class FrameInbox {
  private topics = new Map<TopicKey, TopicState>();
  private carried = new Map<TopicKey, number>();
  private connection: ConnectionState | undefined;
  private clock: ClockState | undefined;
  private frames = 0;

  /** Frames waiting to be applied. */
  get size(): number {
    return this.frames;
  }

  push(frame: Pick<Frame, 'topics' | 'connection' | 'clock'>): void {
    this.frames += 1;
    for (const t of frame.topics) {
      const held = this.topics.get(t.topic);
      this.topics.set(t.topic, held?.kind === 'kline' && t.kind === 'kline' ? candles(held, t) : t);
      this.carried.set(t.topic, (this.carried.get(t.topic) ?? 0) + 1);
    }
    if (frame.connection !== undefined) this.connection = frame.connection;
    if (frame.clock !== undefined) this.clock = frame.clock;
  }

  /** The merged update, and an empty inbox; null when nothing arrived. */
  take(): MarketUpdate | null {
    if (this.frames === 0) return null;
    const update: MarketUpdate = {
      topics: [...this.topics.values()],
      carried: this.carried,
      frames: this.frames,
      ...(this.connection !== undefined ? { connection: this.connection } : {}),
      ...(this.clock !== undefined ? { clock: this.clock } : {}),
    };
    this.topics = new Map();
    this.carried = new Map();
    this.connection = undefined;
    this.clock = undefined;
    this.frames = 0;
    return update;
  }
}

/** A candle series' changes of two frames as one: a reset starts over, else the newer candles
 *  are merged into the older (same open time replaced), keeping the older frame's reset. */
function candles(older: CandlesState, newer: CandlesState): CandlesState {
  if (newer.reset) return newer;
  return { ...newer, reset: older.reset, candles: mergeCandles(older.candles, newer.candles) };
}
