// The market half of a frame: topics to the market store, connection and clock to the feed.
import type { Frame, Millis } from '../../../workers/api';
import { createFeedStore, type FeedStore } from './feedStore';
import { FrameInbox, type MarketUpdate } from './frameInbox';
import { applyAccountTopics, createAccountStore, type AccountStore } from '../orders/accountStore';
import { applyTopics, createMarketStore, type MarketStore } from './marketStore';
import { applyQuoteTopics, createQuoteStore, type QuoteStore } from '../quotes/quoteStore';

export interface MarketStores {
  readonly market: MarketStore;
  readonly feed: FeedStore;
  /** Private topics: orders, fills, balances, positions, risk. */
  readonly account: AccountStore;
  /** Streaming quote ladders (`rfs:<symbol>`). */
  readonly quotes: QuoteStore;
}

/** Market data and quote ladders this tab holds: the live streams its page uses. */
export function pageStreamCount(stores: MarketStores): number {
  return (
    Object.keys(stores.market.getState().refs).length +
    Object.keys(stores.quotes.getState().refs).length
  );
}

export function applyMarketFrame(frame: Frame, stores: MarketStores, nowMillis: Millis): void {
  const inbox = new FrameInbox();
  inbox.push(frame);
  const update = inbox.take();
  if (update !== null) applyMarketUpdate(update, stores, nowMillis);
}

/** Applies the merged market state of one or more frames: one update per store. */
export function applyMarketUpdate(
  update: MarketUpdate,
  stores: MarketStores,
  nowMillis: Millis,
): void {
  const market = stores.market.getState().refs;
  const quotes = stores.quotes.getState().refs;
  let pageUpdates = 0;
  for (const [topic, count] of update.carried)
    if (market[topic] || quotes[topic]) pageUpdates += count;
  stores.feed.recordPageUpdates(pageUpdates, nowMillis);
  applyTopics(stores.market, update.topics);
  applyAccountTopics(stores.account, update.topics);
  applyQuoteTopics(stores.quotes, update.topics);
  stores.feed.apply(update.connection, update.clock);
}

export function createMarketStores(): MarketStores {
  return {
    market: createMarketStore(),
    feed: createFeedStore(),
    account: createAccountStore(),
    quotes: createQuoteStore(),
  };
}
