// The market drawer (spec 2.4 Edge screen): search, kind filter, favourites (spec 3.6, kept by
// the venue per user).
import { useMemo, useState } from 'react';
import type { Loadable } from '../../tab/loadable';
import { favouriteKey } from '../../tab/market/favourites';
import { KIND_LABEL, type EdgeInstrument, type EdgeKind } from '../../tab/market/instruments';
import { fuzzySearch } from '../../../domain/text';
import { useFavourites } from './useFavourites';

type Filter = 'all' | 'favourites' | EdgeKind;
const FILTERS: readonly { key: Filter; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'favourites', label: '★' },
  { key: 'spot', label: 'Spot' },
  { key: 'future', label: 'Futures' },
  { key: 'perpetual', label: 'Perps' },
];
const KINDS: readonly EdgeKind[] = ['spot', 'future', 'perpetual'];

export interface MarketDrawerProps {
  readonly instruments: Loadable<readonly EdgeInstrument[]>;
  readonly selected: string;
  onSelect(symbol: string): void;
  onRetry(): void;
}

const searchText = (i: EdgeInstrument) => `${i.symbol} ${i.displayName}`;

export function MarketDrawer({ instruments, selected, onSelect, onRetry }: MarketDrawerProps) {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const { favourites, toggle } = useFavourites();

  const shown = useMemo(() => {
    const all = instruments.status === 'ready' ? instruments.value : [];
    const byFilter = all.filter((i) =>
      filter === 'all'
        ? true
        : filter === 'favourites'
          ? favourites[favouriteKey(i.symbol, i.instrumentType)] === true
          : i.kind === filter,
    );
    return fuzzySearch(byFilter, query, searchText);
  }, [instruments, filter, favourites, query]);

  return (
    <aside className="edge-panel edge-drawer" data-testid="edge-market-drawer" aria-label="Markets">
      <div className="edge-drawer-head">
        <input
          className="input edge-search"
          type="search"
          placeholder="Search markets (e.g. btc usd)"
          aria-label="Search markets"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-testid="edge-market-search"
        />
        <div className="edge-filters" role="tablist" aria-label="Market kind">
          {FILTERS.map((f) => (
            <button
              key={f.key}
              type="button"
              role="tab"
              aria-selected={filter === f.key}
              className={`edge-filter${filter === f.key ? ' active' : ''}`}
              onClick={() => setFilter(f.key)}
              title={f.key === 'favourites' ? 'Favourites' : undefined}
            >
              {f.label}
            </button>
          ))}
        </div>
      </div>
      <div className="edge-drawer-list">
        {instruments.status === 'loading' || instruments.status === 'idle' ? (
          <p className="edge-muted">Loading markets…</p>
        ) : instruments.status === 'error' ? (
          <div className="edge-muted">
            <p>{instruments.message}</p>
            <button type="button" className="btn btn-sm" onClick={onRetry}>
              Try again
            </button>
          </div>
        ) : shown.length === 0 ? (
          <p className="edge-muted">No markets match.</p>
        ) : (
          KINDS.map((kind) => {
            const items = shown.filter((i) => i.kind === kind);
            if (items.length === 0) return null;
            return (
              <div key={kind} role="group" aria-label={KIND_LABEL[kind]}>
                <div className="edge-group-head">{KIND_LABEL[kind]}</div>
                {items.map((i) => {
                  const fav = favourites[favouriteKey(i.symbol, i.instrumentType)] === true;
                  return (
                    <div
                      key={i.symbol}
                      className={`edge-market${i.symbol === selected ? ' active' : ''}`}
                      data-testid="edge-market-item"
                      data-symbol={i.symbol}
                    >
                      <button
                        type="button"
                        className={`edge-star${fav ? ' on' : ''}`}
                        aria-pressed={fav}
                        aria-label={`Favourite ${i.symbol}`}
                        onClick={() => toggle(i.symbol, i.instrumentType)}
                      >
                        ★
                      </button>
                      <button
                        type="button"
                        className="edge-market-pick"
                        aria-current={i.symbol === selected ? 'true' : undefined}
                        onClick={() => onSelect(i.symbol)}
                      >
                        <span className="edge-market-symbol">{i.symbol}</span>
                        {i.displayName !== i.symbol && (
                          <span className="edge-market-name">{i.displayName}</span>
                        )}
                      </button>
                    </div>
                  );
                })}
              </div>
            );
          })
        )}
      </div>
    </aside>
  );
}
