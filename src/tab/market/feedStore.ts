// The tab's view of the feed: the core's connection and clock state, plus the feed age this
// tab measured at paint (skew-corrected server time at paint minus the newest server time).
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ClockState, ConnectionState, Millis, ServerMillis } from '../../../workers/api';
import { percentile, withinWindow, type Sample } from './percentiles';

/** Feed-age percentiles are taken over this window. */
export const FEED_AGE_WINDOW_MS: Millis = 5_000;

export interface FeedAge {
  readonly p50: Millis;
  readonly p99: Millis;
  readonly samples: number;
}

export interface FeedState {
  readonly connection: ConnectionState | null;
  readonly clock: ClockState | null;
  /** Over the last FEED_AGE_WINDOW_MS; null until a frame with market data was painted. */
  readonly feedAge: FeedAge | null;
  /** Updates per second of the live topics this tab's page holds (R-SHELL-35). */
  readonly pageUpdatesPerSecond: number;
}

/** The page's update rate is re-measured over windows of this length. */
export const PAGE_RATE_WINDOW_MS: Millis = 1_000;

export interface FeedStore {
  readonly store: StoreApi<FeedState>;
  /** Applies a frame's connection and clock (either may be absent: unchanged). */
  apply(connection: ConnectionState | undefined, clock: ClockState | undefined): void;
  /** Called once the frame is painted, with the tab's wall clock (Date.now()). */
  recordPaint(nowMillis: Millis): void;
  /** Counts `updates` topic updates of this page's streams, applied at `nowMillis`. */
  recordPageUpdates(updates: number, nowMillis: Millis): void;
  /** Server time now: the tab's clock plus the core's offset. */
  serverNow(nowMillis: Millis): ServerMillis;
}

export function createFeedStore(): FeedStore {
  const store = createStore<FeedState>(() => ({
    connection: null,
    clock: null,
    feedAge: null,
    pageUpdatesPerSecond: 0,
  }));
  let samples: Sample[] = [];
  let measured: ServerMillis | null = null;
  // The rate is published once per window, not per frame: the pill need not re-render more.
  let windowStart: Millis | null = null;
  let windowUpdates = 0;

  const serverNow = (now: Millis): ServerMillis =>
    now + (store.getState().clock?.offsetMillis ?? 0);

  return {
    store,
    apply(connection, clock) {
      if (!connection && !clock) return;
      store.setState({
        ...(connection ? { connection } : {}),
        ...(clock ? { clock } : {}),
      });
    },
    recordPaint(now) {
      const newest = store.getState().connection?.lastServerTime ?? null;
      // Only a newer server time is a new measurement; an unchanged one would just be idle time.
      if (newest === null || newest === measured) return;
      measured = newest;
      samples = withinWindow(samples, now, FEED_AGE_WINDOW_MS);
      samples.push({ at: now, value: Math.max(0, serverNow(now) - newest) });
      const values = samples.map((s) => s.value);
      store.setState({
        feedAge: {
          p50: percentile(values, 50) ?? 0,
          p99: percentile(values, 99) ?? 0,
          samples: values.length,
        },
      });
    },
    recordPageUpdates(updates, now) {
      if (windowStart === null) windowStart = now;
      windowUpdates += updates;
      const elapsed = now - windowStart;
      if (elapsed < PAGE_RATE_WINDOW_MS) return;
      const perSecond = Math.round((windowUpdates * 1000) / elapsed);
      windowStart = now;
      windowUpdates = 0;
      if (perSecond !== store.getState().pageUpdatesPerSecond)
        store.setState({ pageUpdatesPerSecond: perSecond });
    },
    serverNow,
  };
}
