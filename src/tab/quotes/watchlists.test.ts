import { describe, expect, it } from 'vitest';
import { deleteWatchlist, parseWatchlists, saveWatchlist, watchlistNames } from './watchlists';

describe('watchlists', () => {
  it('saves, replaces, lists sorted and deletes', () => {
    let lists = saveWatchlist({}, ' majors ', ['BTC/USD', 'ETH/USD', 'BTC/USD']) ?? {};
    expect(lists).toEqual({ majors: ['BTC/USD', 'ETH/USD'] });
    lists = saveWatchlist(lists, 'alts', ['SOL/USD']) ?? {};
    lists = saveWatchlist(lists, 'majors', ['BTC/USD']) ?? {};
    expect(watchlistNames(lists)).toEqual(['alts', 'majors']);
    expect(lists['majors']).toEqual(['BTC/USD']);
    expect(deleteWatchlist(lists, 'alts')).toEqual({ majors: ['BTC/USD'] });
  });

  it('refuses an empty name and survives garbage in storage', () => {
    expect(saveWatchlist({}, '  ', ['BTC/USD'])).toBeNull();
    expect(parseWatchlists('[1,2]')).toEqual({});
    expect(parseWatchlists('{bad')).toEqual({});
    expect(parseWatchlists('{"a":["X",3]}')).toEqual({ a: ['X'] });
  });
});
