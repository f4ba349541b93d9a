// What one tab has been sent: per topic the version of its last frame (and the view it was
// built for), plus the last connection and clock states. A frame is built at send time from
// the store's latest state, so a tab that acknowledges slowly gets one coalesced frame.
import type { ClockState, ConnectionState, TopicKey, TopicState } from '../types';
import type { MarketStore } from './market/market';
import type { PrivateStore } from './private/private';
import type { ViewOptions } from './registry';

interface Cursor {
  version: number;
  /** Kline topics: the series reset version the tab has. */
  resetVersion: number;
  depth: number;
  groupTicks: number;
}

export interface FrameParts {
  readonly topics: TopicState[];
  readonly connection?: ConnectionState;
  readonly clock?: ClockState;
}

export class TabView {
  private readonly cursors = new Map<TopicKey, Cursor>();
  private connection: ConnectionState | null = null;
  private clock: ClockState | null = null;

  /** Forget what was sent for a topic: the next frame carries its whole state. */
  invalidate(topic: TopicKey): void {
    this.cursors.delete(topic);
  }

  collect(
    store: MarketStore,
    wanted: ReadonlyMap<TopicKey, ViewOptions>,
    connection: ConnectionState,
    clock: ClockState,
    privateStore?: PrivateStore,
  ): FrameParts {
    for (const topic of [...this.cursors.keys()]) if (!wanted.has(topic)) this.invalidate(topic);
    const topics: TopicState[] = [];
    for (const [topic, view] of wanted) {
      const state =
        privateStore?.has(topic) === true
          ? this.privateState(privateStore, topic, view)
          : this.topicState(store, topic, view);
      if (state !== null) topics.push(state);
    }
    const parts: { topics: TopicState[]; connection?: ConnectionState; clock?: ClockState } = {
      topics,
    };
    if (this.connection === null || !shallowEqual(this.connection, connection)) {
      this.connection = connection;
      parts.connection = connection;
    }
    if (this.clock === null || !shallowEqual(this.clock, clock)) {
      this.clock = clock;
      parts.clock = clock;
    }
    return parts;
  }

  private privateState(store: PrivateStore, topic: TopicKey, view: ViewOptions): TopicState | null {
    const version = store.version(topic);
    const seen = this.cursors.get(topic);
    if (version === 0 || seen?.version === version) return null;
    this.cursors.set(topic, { version, resetVersion: 0, ...view });
    return store.view(topic);
  }

  private topicState(store: MarketStore, topic: TopicKey, view: ViewOptions): TopicState | null {
    const entry = store.get(topic);
    if (entry === undefined) return null;
    const seen = this.cursors.get(topic);
    const sameView =
      seen !== undefined && seen.depth === view.depth && seen.groupTicks === view.groupTicks;
    const mark = (version: number, resetVersion = 0): void => {
      this.cursors.set(topic, { version, resetVersion, ...view });
    };
    switch (entry.kind) {
      case 'book': {
        // Before any read: a burst's bad checksum drops the book here, never shown.
        store.verifyBook(topic);
        const { sync } = entry;
        if (sync.version === 0 || (sameView && seen.version === sync.version)) return null;
        mark(sync.version);
        return sync.view(view);
      }
      case 'trades': {
        const { tape } = entry;
        if (tape.version === 0 || (seen !== undefined && seen.version === tape.version))
          return null;
        mark(tape.version);
        return { kind: 'trades', topic, symbol: tape.symbol, trades: tape.trades.slice() };
      }
      case 'ticker':
      case 'mark':
      case 'rfs': {
        const { latest } = entry;
        if (latest.value === null || (seen !== undefined && seen.version === latest.version))
          return null;
        mark(latest.version);
        return latest.value;
      }
      case 'kline': {
        const { series } = entry;
        if (series.version === 0 || (seen !== undefined && seen.version === series.version))
          return null;
        const reset = seen === undefined || seen.resetVersion < series.resetVersion;
        mark(series.version, series.resetVersion);
        return {
          kind: 'kline',
          topic,
          symbol: series.symbol,
          interval: series.interval,
          reset,
          candles: reset ? series.all() : series.changedSince(seen?.version ?? 0),
        };
      }
    }
  }
}

function shallowEqual(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => {
    const x = left[key];
    const y = right[key];
    if (typeof x === 'object' && x !== null && typeof y === 'object' && y !== null)
      return shallowEqual(x, y);
    return x === y;
  });
}
