// Spec 3.6: a local favourite map keyed by symbol and instrument type; spec 4: the toggle flips
// the flag. Kept in localStorage until favourites sync with the server (a later issue).
export const FAVOURITES_KEY = 'desk.edge.favourites';

export type FavouriteMap = Readonly<Record<string, boolean>>;

export const favouriteKey = (symbol: string, instrumentType: number): string =>
  `${symbol}|${instrumentType}`;

export function toggleFavourite(map: FavouriteMap, key: string): FavouriteMap {
  const next = { ...map };
  if (next[key]) delete next[key];
  else next[key] = true;
  return next;
}

export function readFavourites(storage: Pick<Storage, 'getItem'>): FavouriteMap {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FAVOURITES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: Record<string, boolean> = {};
    for (const [k, v] of Object.entries(parsed)) if (v === true) out[k] = true;
    return out;
  } catch {
    return {};
  }
}

export function writeFavourites(storage: Pick<Storage, 'setItem'>, map: FavouriteMap): void {
  storage.setItem(FAVOURITES_KEY, JSON.stringify(map));
}
