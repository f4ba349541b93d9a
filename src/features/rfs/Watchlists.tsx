// Watchlists: save the cards shown under a name, load one back (its markets become the cards,
// in its order), delete one. Kept in localStorage.
import { useState } from 'react';
import { watchlistNames, type Watchlists as Lists } from '../../tab/quotes/watchlists';

export function Watchlists(props: {
  lists: Lists;
  onSave(name: string): void;
  onLoad(name: string): void;
  onDelete(name: string): void;
}) {
  const [name, setName] = useState('');
  const names = watchlistNames(props.lists);
  const [chosen, setChosen] = useState('');
  const current = names.includes(chosen) ? chosen : (names[0] ?? '');
  return (
    <div className="quotes-add" data-testid="rfs-watchlists">
      <label>
        <span>Watchlist</span>
        <select
          data-testid="rfs-watchlist-select"
          value={current}
          onChange={(e) => setChosen(e.target.value)}
          disabled={names.length === 0}
        >
          {names.map((n) => (
            <option key={n} value={n}>
              {n} ({props.lists[n]?.length ?? 0})
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        data-testid="rfs-watchlist-load"
        disabled={current === ''}
        onClick={() => props.onLoad(current)}
      >
        Load
      </button>
      <button type="button" disabled={current === ''} onClick={() => props.onDelete(current)}>
        Delete
      </button>
      <input
        aria-label="Watchlist name"
        data-testid="rfs-watchlist-name"
        placeholder="New watchlist"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <button
        type="button"
        data-testid="rfs-watchlist-save"
        disabled={name.trim() === ''}
        onClick={() => {
          props.onSave(name);
          setName('');
        }}
      >
        Save
      </button>
    </div>
  );
}
