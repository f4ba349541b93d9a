// The selected Edge market: ?market= in the URL wins, else the last one used (localStorage),
// else the first listed market whose ticket has an order type enabled (R-SHELL-34), so a new
// user never lands on a dead ticket. Choosing a market updates both URL and memory.
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EdgeInstrument } from '../../tab/market/instruments';
import type { OrderFlags } from '../../tab/orders/instrumentFlags';
import { availableTabs } from '../../tab/orders/ticketModel';
import { useShell } from '../../tab/react/hooks';

export const MARKET_PARAM = 'market';
export const LAST_MARKET_KEY = 'desk.edge.market';

/**
 * R-SHELL-34: the market a first visit opens: the first listed one with an order type
 * enabled, else the first listed; null while the list is loading.
 */
export function firstTradeableMarket(
  instruments: readonly EdgeInstrument[] | null,
  flags: ReadonlyMap<string, OrderFlags>,
): string | null {
  if (instruments === null) return null;
  const tradeable = instruments.find((i) => {
    const f = flags.get(i.symbol);
    return f !== undefined && availableTabs(f).length > 0;
  });
  return (tradeable ?? instruments[0])?.symbol ?? null;
}

/** The market shown (null until one is known) and the way to choose another. */
export function useSelectedMarket(fallback: string | null): [string | null, (s: string) => void] {
  const { env } = useShell();
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(MARKET_PARAM);
  const symbol = fromUrl || env.local.getItem(LAST_MARKET_KEY) || fallback;

  const select = useCallback(
    (next: string) => {
      env.local.setItem(LAST_MARKET_KEY, next);
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          q.set(MARKET_PARAM, next);
          return q;
        },
        { replace: true },
      );
    },
    [env, setParams],
  );

  // The URL always names the market shown, so it can be shared or reopened.
  useEffect(() => {
    if (symbol === null) return;
    if (fromUrl !== symbol) select(symbol);
    else env.local.setItem(LAST_MARKET_KEY, symbol);
  }, [env, fromUrl, symbol, select]);

  return [symbol, select];
}
