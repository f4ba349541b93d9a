// Tab-side market data: the latest state of every topic this tab subscribes to, fed by the
// core's frames. Framework-free (zustand/vanilla); React reads it through src/tab/react.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type {
  BookState,
  Candle,
  CandlesState,
  MarkPriceState,
  TickerState,
  TopicKey,
  TopicState,
  TradesState,
} from '../../../workers/api';

/** A candle series as views need it: the merged history plus what the last frame changed. */
export interface CandleSeries {
  readonly topic: TopicKey;
  /** Bumped once per applied frame: a view that saw version n-1 may apply `changed` alone. */
  readonly version: number;
  /** The last frame replaced the history (first frame, resync): views call setData. */
  readonly reset: boolean;
  /** Candles of the last frame, oldest first. */
  readonly changed: readonly Candle[];
  /** Every candle known, oldest first, one per openTime. */
  readonly history: readonly Candle[];
}

export interface MarketState {
  readonly books: Readonly<Record<TopicKey, BookState>>;
  readonly trades: Readonly<Record<TopicKey, TradesState>>;
  readonly tickers: Readonly<Record<TopicKey, TickerState>>;
  readonly marks: Readonly<Record<TopicKey, MarkPriceState>>;
  readonly candles: Readonly<Record<TopicKey, CandleSeries>>;
  /** Local subscribers per topic (components of this tab); a topic at 0 is dropped. */
  readonly refs: Readonly<Record<TopicKey, number>>;
}

export type MarketStore = StoreApi<MarketState>;

const EMPTY: MarketState = { books: {}, trades: {}, tickers: {}, marks: {}, candles: {}, refs: {} };

export function createMarketStore(): MarketStore {
  return createStore<MarketState>(() => EMPTY);
}

/** Counts a local subscriber of the topic. */
export function retainTopic(store: MarketStore, topic: TopicKey): void {
  store.setState((s) => ({ refs: { ...s.refs, [topic]: (s.refs[topic] ?? 0) + 1 } }));
}

/** Drops a local subscriber; the last one leaving forgets the topic's state, so a later
 *  subscriber never sees stale data while the core sends a fresh state. */
export function releaseTopic(store: MarketStore, topic: TopicKey): void {
  store.setState((s) => {
    const left = (s.refs[topic] ?? 0) - 1;
    if (left > 0) return { refs: { ...s.refs, [topic]: left } };
    const refs = { ...s.refs };
    delete refs[topic];
    return {
      refs,
      books: without(s.books, topic),
      trades: without(s.trades, topic),
      tickers: without(s.tickers, topic),
      marks: without(s.marks, topic),
      candles: without(s.candles, topic),
    };
  });
}

/** Applies the topics of one frame in a single store update. Topics nobody in this tab
 *  holds any more (a frame in flight while the last subscriber left) are ignored. */
export function applyTopics(store: MarketStore, topics: readonly TopicState[]): void {
  if (topics.length === 0) return;
  const s = store.getState();
  let books = s.books;
  let trades = s.trades;
  let tickers = s.tickers;
  let marks = s.marks;
  let candles = s.candles;
  for (const t of topics) {
    if (!s.refs[t.topic]) continue;
    switch (t.kind) {
      case 'book':
        books = { ...books, [t.topic]: t };
        break;
      case 'trades':
        trades = { ...trades, [t.topic]: t };
        break;
      case 'ticker':
        tickers = { ...tickers, [t.topic]: t };
        break;
      case 'mark':
        marks = { ...marks, [t.topic]: t };
        break;
      case 'kline':
        candles = { ...candles, [t.topic]: nextSeries(candles[t.topic], t) };
        break;
      case 'orders':
      case 'fills':
      case 'balances':
      case 'positions':
      case 'risk':
      case 'rfs':
        // Private topics and quote ladders have stores of their own (accountStore, quoteStore).
        break;
    }
  }
  store.setState({ books, trades, tickers, marks, candles });
}

function nextSeries(prev: CandleSeries | undefined, t: CandlesState): CandleSeries {
  const reset = t.reset || prev === undefined;
  return {
    topic: t.topic,
    version: (prev?.version ?? 0) + 1,
    reset,
    changed: t.candles,
    history: reset ? sortedUnique(t.candles) : mergeCandles(prev.history, t.candles),
  };
}

function sortedUnique(candles: readonly Candle[]): Candle[] {
  return mergeCandles([], candles);
}

/** History with `changes` applied: same openTime replaces, newer appends (kept sorted). */
export function mergeCandles(history: readonly Candle[], changes: readonly Candle[]): Candle[] {
  const out = [...history];
  for (const c of changes) {
    const last = out[out.length - 1];
    if (last === undefined || c.openTime > last.openTime) {
      out.push(c);
    } else if (c.openTime === last.openTime) {
      out[out.length - 1] = c;
    } else {
      const at = lowerBound(out, c.openTime);
      if (out[at]?.openTime === c.openTime) out[at] = c;
      else out.splice(at, 0, c);
    }
  }
  return out;
}

function lowerBound(list: readonly Candle[], openTime: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid]?.openTime ?? Infinity) < openTime) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function without<V>(map: Readonly<Record<string, V>>, key: string): Readonly<Record<string, V>> {
  if (!(key in map)) return map;
  const next = { ...map };
  delete next[key];
  return next;
}
