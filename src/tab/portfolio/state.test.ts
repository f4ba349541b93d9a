import { describe, expect, it } from 'vitest';
import {
  createPortfolioStore,
  DEFAULT_PORTFOLIO_STATE,
  filtersWindow,
  parsePortfolioState,
  PORTFOLIO_STATE_KEY,
  selectedIds,
  visibleBalances,
} from './state';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

const SUBS = [
  { id: 1, group: 'edge' as const, venue: 'edge' },
  { id: 2, group: 'custody' as const, venue: 'custody' },
  { id: 3, group: 'otc' as const, venue: 'otc' },
];

describe('portfolio state', () => {
  it('R-PORT-13: a change is persisted, and another tab on the same storage follows it', () => {
    const storage = memoryStorage();
    const tabA = createPortfolioStore(storage);
    const tabB = createPortfolioStore(storage);
    expect(tabA.getState()).toEqual(DEFAULT_PORTFOLIO_STATE);
    tabA.update((s) => ({
      ...s,
      selected: { otc: [3], custody: [], edge: [1], off_exchange: [] },
      prefs: { ...s.prefs, hideZeroBalances: true },
    }));
    // The 'storage' event of tab B.
    tabB.storageChanged(PORTFOLIO_STATE_KEY, storage.getItem(PORTFOLIO_STATE_KEY));
    expect(tabB.getState().selected).toEqual({
      otc: [3],
      custody: [],
      edge: [1],
      off_exchange: [],
    });
    expect(tabB.getState().prefs.hideZeroBalances).toBe(true);
    // A reload reads it back.
    expect(createPortfolioStore(storage).getState().prefs.hideZeroBalances).toBe(true);
  });

  it('R-PORT-13: malformed stored state falls back to the defaults', () => {
    expect(parsePortfolioState('{not json')).toEqual(DEFAULT_PORTFOLIO_STATE);
    const parsed = parsePortfolioState(
      JSON.stringify({ selected: { edge: ['x', 2] }, filters: { range: 'decade' } }),
    );
    expect(parsed.selected).toEqual({ otc: [], custody: [], edge: [], off_exchange: [] });
    expect(parsed.filters.range).toBe('month');
  });

  it('R-PORT-13: the selection narrows by subaccounts and venues; null means every readable one', () => {
    expect(selectedIds({ selected: null, venues: null }, SUBS)).toBeNull();
    expect(selectedIds({ selected: null, venues: ['otc', 'edge'] }, SUBS)).toEqual([1, 3]);
    expect(
      selectedIds(
        { selected: { otc: [3], custody: [2], edge: [], off_exchange: [] }, venues: ['otc'] },
        SUBS,
      ),
    ).toEqual([3]);
  });

  it('R-PORT-6: the filters mean the start of month by default; a custom range is used as given', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    expect(filtersWindow(DEFAULT_PORTFOLIO_STATE.filters, now)).toEqual({
      tStart: Date.UTC(2026, 10, 1),
      tEnd: Date.UTC(2026, 10, 26) - 1,
    });
    const custom = {
      ...DEFAULT_PORTFOLIO_STATE.filters,
      range: 'custom' as const,
      tStart: 5,
      tEnd: 9,
    };
    expect(filtersWindow(custom, now)).toEqual({ tStart: 5, tEnd: 9 });
  });

  it('R-PORT-13: hide zero and hide small (under $1) balances', () => {
    const rows = [
      { equityBalance: '0', valueUsd: '0.00' },
      { equityBalance: '0.00001', valueUsd: '0.97' },
      { equityBalance: '2', valueUsd: '2.00' },
    ];
    const both = { hideSmallBalances: true, hideZeroBalances: true };
    expect(visibleBalances(rows, both)).toEqual([rows[2]]);
    expect(visibleBalances(rows, { hideSmallBalances: false, hideZeroBalances: true })).toEqual(
      rows.slice(1),
    );
  });
});

describe('portfolio preferences on the server', () => {
  it('R-PORT-15: a preference or saved-exchange change is stamped and handed to the server writer; a selection change is not', () => {
    let t = 1000;
    const store = createPortfolioStore(memoryStorage(), () => t);
    const sent: unknown[] = [];
    store.onPreferencesChanged((doc) => sent.push(doc));
    store.update((s) => ({ ...s, venues: ['edge'] }));
    expect(sent).toEqual([]);
    store.update((s) => ({ ...s, prefs: { ...s.prefs, hideSmallBalances: true } }));
    t = 1000; // the clock did not move: the stamp still grows
    store.update((s) => ({ ...s, savedExchanges: ['edge', 'otc'] }));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      savedAt: 1001,
      savedExchanges: ['edge', 'otc'],
      prefs: { ...DEFAULT_PORTFOLIO_STATE.prefs, hideSmallBalances: true },
    });
  });

  it('R-PORT-15: the server document wins when newer, is ignored when older, and other tabs follow it through storage', () => {
    const storage = memoryStorage();
    const tab = createPortfolioStore(storage, () => 50);
    const other = createPortfolioStore(storage);
    const remote = {
      savedAt: 100,
      savedExchanges: ['custody'],
      prefs: { hideZeroBalances: true, filterModel: { balances: { token: 'BTC' } } },
    };
    tab.applyRemote(remote);
    expect(tab.getState().prefs.hideZeroBalances).toBe(true);
    expect(tab.getState().prefs.filterModel).toEqual({ balances: { token: 'BTC' } });
    expect(tab.getState().savedExchanges).toEqual(['custody']);
    other.storageChanged(PORTFOLIO_STATE_KEY, storage.getItem(PORTFOLIO_STATE_KEY));
    expect(other.getState().savedExchanges).toEqual(['custody']);
    // An older document (another device's stale copy) does not undo a newer local change.
    tab.update((s) => ({ ...s, prefs: { ...s.prefs, hideZeroBalances: false } }));
    tab.applyRemote(remote);
    expect(tab.getState().prefs.hideZeroBalances).toBe(false);
    // Malformed documents change nothing.
    const before = tab.getState();
    tab.applyRemote({ savedAt: 'x' });
    tab.applyRemote(null);
    expect(tab.getState()).toBe(before);
  });
});
