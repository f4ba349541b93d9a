// The user's favourite markets (spec 3.6), read from the venue and flipped there, so they follow
// the user across reloads, tabs and browsers. A flip shows at once and is replaced by the
// venue's answer; after a refused flip the list is read again and the reason toasted.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  favouriteKey,
  fetchFavourites,
  toggleFavourite,
  toggleFavouriteOnVenue,
  type FavouriteMap,
} from '../../tab/market/favourites';
import { useShell } from '../../tab/react/hooks';

export function useFavourites(): {
  favourites: FavouriteMap;
  toggle(symbol: string, instrumentType: number): void;
} {
  const { core, toasts } = useShell();
  const [favourites, setFavourites] = useState<FavouriteMap>({});
  // Answers can arrive out of order: only the newest call's answer is applied.
  const latest = useRef(0);

  const reload = useCallback(() => {
    const n = ++latest.current;
    void fetchFavourites(core).then((r) => {
      if (r.ok && n === latest.current) setFavourites(r.value);
    });
  }, [core]);

  useEffect(reload, [reload]);

  const toggle = useCallback(
    (symbol: string, instrumentType: number) => {
      const n = ++latest.current;
      setFavourites((m) => toggleFavourite(m, favouriteKey(symbol, instrumentType)));
      void toggleFavouriteOnVenue(core, symbol, instrumentType).then((r) => {
        if (!r.ok) {
          toasts.show(r.message, 'error');
          reload();
        } else if (n === latest.current) setFavourites(r.value);
      });
    },
    [core, toasts, reload],
  );

  return { favourites, toggle };
}
