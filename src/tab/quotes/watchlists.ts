// Named watchlists of streaming markets (spec 3.4 "watchlist lists"), framework-free.
// Saving a name again replaces it; names are trimmed, empty names refused; listed sorted.

export type Watchlists = Readonly<Record<string, readonly string[]>>;

export function saveWatchlist(
  lists: Watchlists,
  name: string,
  markets: readonly string[],
): Watchlists | null {
  const key = name.trim();
  if (key === '' || key.length > 40) return null;
  return { ...lists, [key]: [...new Set(markets)] };
}

export function deleteWatchlist(lists: Watchlists, name: string): Watchlists {
  if (!(name in lists)) return lists;
  const next = { ...lists };
  delete next[name];
  return next;
}

export const watchlistNames = (lists: Watchlists): string[] =>
  Object.keys(lists).sort((a, b) => a.localeCompare(b));

export function parseWatchlists(raw: string | null): Watchlists {
  if (raw === null) return {};
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
    const out: Record<string, string[]> = {};
    for (const [k, list] of Object.entries(v as Record<string, unknown>)) {
      if (Array.isArray(list)) out[k] = list.filter((s): s is string => typeof s === 'string');
    }
    return out;
  } catch {
    return {};
  }
}
