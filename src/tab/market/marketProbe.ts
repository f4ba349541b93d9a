// The end-to-end harness's window into this tab's market stores (window.__deskMarket).
import type { ConnectionState } from '../../../workers/api';
import type { MarketStores } from './applyMarketFrame';
import { bookLevels } from './bookView';
import { bookTopic } from './topicKeys';

export interface ProbedBook {
  readonly seq: number;
  readonly status: 'synced' | 'resyncing';
  /** [price, size] as canonical decimal strings, best first. */
  readonly bids: [string, string][];
  readonly asks: [string, string][];
}

export interface MarketProbe {
  book(symbol: string): ProbedBook | null;
  connection(): ConnectionState | null;
}

export function marketProbe(stores: MarketStores): MarketProbe {
  return {
    book(symbol) {
      const b = stores.market.getState().books[bookTopic(symbol)];
      return b ? { seq: b.seq, status: b.status, ...bookLevels(b) } : null;
    },
    connection: () => stores.feed.store.getState().connection,
  };
}
