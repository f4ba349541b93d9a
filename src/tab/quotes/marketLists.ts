// Spec 4 "Streaming connections": the streaming list and the available list of markets.
// Adding puts a market first (no duplicates) and takes it out of the available list;
// removing returns it to the available list, sorted. Framework-free, pure.

export interface MarketLists {
  /** Markets shown as cards, in display order (most recently added first). */
  readonly streaming: readonly string[];
  /** Markets the user may add, sorted. */
  readonly available: readonly string[];
}

const sorted = (list: readonly string[]): string[] => [...list].sort((a, b) => a.localeCompare(b));

/** Adds `symbol` first in the streaming list; it leaves the available list. */
export function addMarket(lists: MarketLists, symbol: string): MarketLists {
  return {
    streaming: [symbol, ...lists.streaming.filter((s) => s !== symbol)],
    available: lists.available.filter((s) => s !== symbol),
  };
}

/** Removes `symbol` from the streaming list; it returns to the available list, sorted. */
export function removeMarket(lists: MarketLists, symbol: string): MarketLists {
  if (!lists.streaming.includes(symbol)) return lists;
  return {
    streaming: lists.streaming.filter((s) => s !== symbol),
    available: sorted([...lists.available.filter((s) => s !== symbol), symbol]),
  };
}

/** The lists for a set of tradeable markets and a saved streaming order: unknown saved
 *  markets are dropped, duplicates kept once, the rest available and sorted. */
export function initialLists(all: readonly string[], saved: readonly string[]): MarketLists {
  const known = new Set(all);
  const streaming: string[] = [];
  for (const s of saved) if (known.has(s) && !streaming.includes(s)) streaming.push(s);
  return { streaming, available: sorted(all.filter((s) => !streaming.includes(s))) };
}
