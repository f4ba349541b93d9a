// Market-data hooks: all a view needs. Each subscribing hook subscribes in an effect and undoes
// it on unmount; selectors read one topic, so a view re-renders only when its topic changes.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type {
  BookState,
  ConnectionState,
  MarkPriceState,
  ServerMillis,
  SubscribeOptions,
  TickerState,
  TopicKey,
  TradesState,
} from '../../../workers/api';
import { COUNTDOWN_STEP_MS } from '../../../domain/constants';
import type { FeedState } from '../market/feedStore';
import type { CandleSeries, MarketState } from '../market/marketStore';
import { subscribeTopic } from '../market/subscribeTopic';
import { bookTopic, klineTopic, markTopic, tickerTopic, tradesTopic } from '../market/topicKeys';
import type { TopicKlineInterval } from '../../../domain/market/topics';
import { useShell } from './hooks';

/** Holds one subscription to `topic` while mounted (and while `topic` stays the same). The
 *  options of the first subscribe are the ones current at mount; later changes go through
 *  updateSubscription. */
export function useTopicSubscription(topic: TopicKey | null, options?: SubscribeOptions): void {
  const { core, market } = useShell();
  const latest = useRef(options);
  // Layout effects run before effects: the subscribe below sees the current options.
  useLayoutEffect(() => {
    latest.current = options;
  });
  const sent = useRef<{ topic: TopicKey; key: string } | null>(null);

  useEffect(() => {
    if (topic === null) return;
    const opts = latest.current;
    sent.current = { topic, key: optionsKey(opts) };
    const undo = subscribeTopic(core, market.market, topic, opts);
    return () => {
      sent.current = null;
      undo();
    };
  }, [core, market, topic]);

  const key = optionsKey(options);
  useEffect(() => {
    const s = sent.current;
    if (topic === null || !options || !s || s.topic !== topic || s.key === key) return;
    s.key = key;
    void core.updateSubscription(topic, options).catch(() => undefined);
    // `options` is represented by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [core, topic, key]);
}

function optionsKey(o: SubscribeOptions | undefined): string {
  return `${o?.depth ?? ''}|${o?.groupTicks ?? ''}`;
}

export function useMarket<T>(select: (s: MarketState) => T): T {
  return useStore(useShell().market.market, select);
}

export function useFeed<T>(select: (s: FeedState) => T): T {
  return useStore(useShell().market.feed.store, select);
}

/** The book of `symbol`: `depth` levels a side, grouped by `groupTicks` (spec 3.6 zoom). */
export function useBook(symbol: string, depth: number, groupTicks: number): BookState | null {
  const topic = bookTopic(symbol);
  useTopicSubscription(topic, { depth, groupTicks });
  return useMarket((s) => s.books[topic] ?? null);
}

export function useTrades(symbol: string): TradesState | null {
  const topic = tradesTopic(symbol);
  useTopicSubscription(topic);
  return useMarket((s) => s.trades[topic] ?? null);
}

export function useTicker(symbol: string): TickerState | null {
  const topic = tickerTopic(symbol);
  useTopicSubscription(topic);
  return useMarket((s) => s.tickers[topic] ?? null);
}

/** Mark price and funding; pass null for instruments that have none (spot). */
export function useMarkPrice(symbol: string | null): MarkPriceState | null {
  const topic = symbol === null ? null : markTopic(symbol);
  useTopicSubscription(topic);
  return useMarket((s) => (topic === null ? null : (s.marks[topic] ?? null)));
}

export function useCandles(symbol: string, interval: TopicKlineInterval): CandleSeries | null {
  const topic = klineTopic(symbol, interval);
  useTopicSubscription(topic);
  return useMarket((s) => s.candles[topic] ?? null);
}

export function useConnection(): ConnectionState | null {
  return useFeed((s) => s.connection);
}

/** True while any book this tab holds is resyncing. */
/** R-SHELL-35: how many live streams (market data, quote ladders) this tab's page holds. */
/**
 * The live topics this page holds: market data and quote ladders (`feed`, which have an update
 * rate worth showing) and private account topics such as a subaccount's balances (`account`).
 */
export function usePageStreamCount(): { readonly feed: number; readonly account: number } {
  const { market } = useShell();
  const marketTopics = useStore(market.market, (s) => Object.keys(s.refs).length);
  const quoteTopics = useStore(market.quotes, (s) => Object.keys(s.refs).length);
  const accountTopics = useStore(market.account, (s) => Object.keys(s.refs).length);
  return useMemo(
    () => ({ feed: marketTopics + quoteTopics, account: accountTopics }),
    [marketTopics, quoteTopics, accountTopics],
  );
}

export function useAnyBookResyncing(): boolean {
  return useMarket((s) => Object.values(s.books).some((b) => b.status === 'resyncing'));
}

/** Server time (tab clock + the core's offset), re-rendering every `stepMillis`. */
export function useServerTime(stepMillis = COUNTDOWN_STEP_MS): ServerMillis {
  const offset = useFeed((s) => s.clock?.offsetMillis ?? 0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), stepMillis);
    return () => clearInterval(id);
  }, [stepMillis]);
  return now + offset;
}
