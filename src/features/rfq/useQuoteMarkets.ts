// GET /v3/browser/markets as one Loadable (RFQ and streaming market lists).
import type { Loadable } from '../../tab/loadable';
import { quoteMarketsQuery, type QuoteMarkets } from '../../tab/quotes/wire';
import { useQuery } from '../../tab/react/query';

export function useQuoteMarkets(): { markets: Loadable<QuoteMarkets>; retry(): void } {
  const { data, refetch } = useQuery(quoteMarketsQuery);
  return { markets: data, retry: refetch };
}
