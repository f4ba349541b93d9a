// The selected Edge market: ?market= in the URL wins, else the last one used (localStorage),
// else BTC/USD. Choosing a market updates both.
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useShell } from '../../tab/react/hooks';

export const MARKET_PARAM = 'market';
export const LAST_MARKET_KEY = 'desk.edge.market';
export const DEFAULT_MARKET = 'BTC/USD';

export function useSelectedMarket(): [string, (symbol: string) => void] {
  const { env } = useShell();
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(MARKET_PARAM);
  const symbol = fromUrl || env.local.getItem(LAST_MARKET_KEY) || DEFAULT_MARKET;

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
    if (fromUrl !== symbol) select(symbol);
    else env.local.setItem(LAST_MARKET_KEY, symbol);
  }, [env, fromUrl, symbol, select]);

  return [symbol, select];
}
