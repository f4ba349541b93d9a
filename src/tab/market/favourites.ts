// Spec 3.6 favourite markets, kept by the venue per user (docs/api.md "Edge trading":
// GET /uapi/v1/favorite_markets, POST /uapi/v1/toggle_favorite_market, both answering the
// user's whole list). Framework-free: calls go through the data core; spec 4: a toggle flips
// the flag. The map is keyed by symbol and instrument type.
import type { CoreClient } from '../../../workers/api';
import { call, type CallResult } from '../quotes/wire';

export const FAVOURITES_PATH = '/uapi/v1/favorite_markets';
export const TOGGLE_FAVOURITE_PATH = '/uapi/v1/toggle_favorite_market';

export type FavouriteMap = Readonly<Record<string, boolean>>;

export const favouriteKey = (symbol: string, instrumentType: number): string =>
  `${symbol}|${instrumentType}`;

export function toggleFavourite(map: FavouriteMap, key: string): FavouriteMap {
  const next = { ...map };
  if (next[key]) delete next[key];
  else next[key] = true;
  return next;
}

/** `{ favorites: [{ symbol, instrumentType }] }` → map; malformed entries are skipped. */
export function parseFavourites(data: unknown): FavouriteMap {
  const list =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['favorites'] : [];
  const out: Record<string, boolean> = {};
  if (!Array.isArray(list)) return out;
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { symbol, instrumentType } = item as Record<string, unknown>;
    if (typeof symbol === 'string' && typeof instrumentType === 'number')
      out[favouriteKey(symbol, instrumentType)] = true;
  }
  return out;
}

export const fetchFavourites = (core: CoreClient): Promise<CallResult<FavouriteMap>> =>
  call(core, { method: 'GET', path: FAVOURITES_PATH }, parseFavourites);

/** Flips one market on the venue; the answer is the user's list after the flip. */
export const toggleFavouriteOnVenue = (
  core: CoreClient,
  symbol: string,
  instrumentType: number,
): Promise<CallResult<FavouriteMap>> =>
  call(
    core,
    {
      method: 'POST',
      path: TOGGLE_FAVOURITE_PATH,
      body: { kind: 'json', value: { symbol, instrumentType } },
    },
    parseFavourites,
  );
