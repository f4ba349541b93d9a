// GET /v3/browser/markets as one Loadable (RFQ and streaming market lists).
import { useCallback, useEffect, useState } from 'react';
import { failed, loading, ready, type Loadable } from '../../tab/loadable';
import { fetchQuoteMarkets, type QuoteMarkets } from '../../tab/quotes/wire';
import { useShell } from '../../tab/react/hooks';

export function useQuoteMarkets(): { markets: Loadable<QuoteMarkets>; retry(): void } {
  const { core } = useShell();
  const [markets, setMarkets] = useState<Loadable<QuoteMarkets>>(loading);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void fetchQuoteMarkets(core).then((r) => {
      if (live) setMarkets(r.ok ? ready(r.value) : failed(r.message));
    });
    return () => {
      live = false;
    };
  }, [core, attempt]);
  const retry = useCallback(() => {
    setMarkets(loading);
    setAttempt((n) => n + 1);
  }, []);
  return { markets, retry };
}
