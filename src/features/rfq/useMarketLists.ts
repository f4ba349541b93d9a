// The card list of a screen (spec 4 add/remove rules), kept in localStorage per screen.
import { useCallback, useMemo, useState } from 'react';
import {
  addMarket,
  initialLists,
  removeMarket,
  type MarketLists,
} from '../../tab/quotes/marketLists';
import { useShell } from '../../tab/react/hooks';

/** Spec 3.4 default instruments. */
export const DEFAULT_CARDS = ['BTC/USD', 'ETH/USD'];

export function useMarketLists(
  storageKey: string,
  all: readonly string[],
): {
  lists: MarketLists;
  add(symbol: string): void;
  remove(symbol: string): void;
  /** Shows exactly these markets (a watchlist), in this order. */
  replace(symbols: readonly string[]): void;
} {
  const { env } = useShell();
  const [saved, setSaved] = useState<readonly string[]>(() => {
    try {
      const raw = env.local.getItem(storageKey);
      const parsed: unknown = raw === null ? DEFAULT_CARDS : JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
    } catch {
      return DEFAULT_CARDS;
    }
  });
  const lists = useMemo(() => initialLists(all, saved), [all, saved]);
  const store = useCallback(
    (next: MarketLists) => {
      env.local.setItem(storageKey, JSON.stringify(next.streaming));
      setSaved(next.streaming);
    },
    [env, storageKey],
  );
  const add = useCallback((s: string) => store(addMarket(lists, s)), [lists, store]);
  const remove = useCallback((s: string) => store(removeMarket(lists, s)), [lists, store]);
  const replace = useCallback(
    (symbols: readonly string[]) => store(initialLists(all, symbols)),
    [all, store],
  );
  return { lists, add, remove, replace };
}
