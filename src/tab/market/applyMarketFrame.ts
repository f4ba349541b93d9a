// The market half of a frame: topics to the market store, connection and clock to the feed.
import type { Frame } from '../../../workers/api';
import { createFeedStore, type FeedStore } from './feedStore';
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

export function applyMarketFrame(frame: Frame, stores: MarketStores): void {
  applyTopics(stores.market, frame.topics);
  applyAccountTopics(stores.account, frame.topics);
  applyQuoteTopics(stores.quotes, frame.topics);
  stores.feed.apply(frame.connection, frame.clock);
}

export function createMarketStores(): MarketStores {
  return {
    market: createMarketStore(),
    feed: createFeedStore(),
    account: createAccountStore(),
    quotes: createQuoteStore(),
  };
}
