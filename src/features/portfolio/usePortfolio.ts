// The portfolio screens' shared state (src/tab/portfolio/state.ts) as React hooks: one store per
// browser storage, following the other tabs through the 'storage' event; the readable
// subaccounts of the session grouped by account kind; the selection as query parameters; and
// the private-stream topics that keep the figures live.
import { useCallback, useEffect, useMemo } from 'react';
import type { ColumnState } from '../../tab/orders/columnState';
import { useStore } from 'zustand';
import { accountTypeName, isAccountTypeCode } from '../../../domain/enums';
import { privateTopic } from '../../../domain/market/private-topics';
import type { PortfolioAccountGroup } from '../../../domain/portfolio';
import { subscribeAccountTopic } from '../../tab/orders/accountStore';
import {
  portfolioPreferencesQuery,
  savePortfolioPreferencesCall,
} from '../../tab/portfolio/preferences';
import {
  createPortfolioStore,
  selectedIds,
  type PortfolioState,
  type PortfolioStore,
  type PreferenceDocument,
} from '../../tab/portfolio/state';
import { useQuery } from '../../tab/react/query';
import type { SelectionParams } from '../../tab/portfolio/wire';
import { useSessionData, useShell } from '../../tab/react/hooks';

const stores = new WeakMap<object, PortfolioStore>();

export function usePortfolioStore(): PortfolioStore {
  const { env } = useShell();
  let store = stores.get(env.local);
  if (!store) {
    store = createPortfolioStore(env.local);
    stores.set(env.local, store);
  }
  const s = store;
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const onStorage = (e: StorageEvent) => s.storageChanged(e.key, e.newValue);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [s]);
  return s;
}

/** Debounce of preference writes to the server (a slider or typing sends one request). */
const SAVE_DELAY_MS = 400;

/**
 * Keeps the preferences in the user's server-side document (R-PORT-15): applies the stored one
 * when it is newer than this browser's, and sends each change made in this tab. Mounted once,
 * by the portfolio layout.
 */
export function usePortfolioPreferenceSync(): void {
  const store = usePortfolioStore();
  const { core } = useShell();
  const remote = useQuery(portfolioPreferencesQuery).data;
  const value = remote.status === 'ready' ? remote.value : null;
  useEffect(() => {
    if (value !== null) store.applyRemote(value);
  }, [store, value]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let latest: PreferenceDocument | null = null;
    const flush = () => {
      timer = null;
      const doc = latest;
      latest = null;
      if (doc)
        void core
          .mutate(savePortfolioPreferencesCall(doc), { keys: [['preferences', 'portfolio']] })
          .catch(() => undefined);
    };
    const off = store.onPreferencesChanged((doc) => {
      latest = doc;
      timer ??= setTimeout(flush, SAVE_DELAY_MS);
    });
    return () => {
      off();
      if (timer !== null) {
        clearTimeout(timer);
        flush();
      }
    };
  }, [core, store]);
}

/** A portfolio table's column state kept in the preferences (and so on the server). */
export function usePortfolioColumns(table: string): {
  storedColumnState: unknown;
  onColumnState: (state: ColumnState) => void;
} {
  const store = usePortfolioStore();
  const storedColumnState = usePortfolioState((s) => s.prefs.columns[table] ?? null);
  const onColumnState = useCallback(
    (state: ColumnState) =>
      store.update((s) => ({
        ...s,
        prefs: { ...s.prefs, columns: { ...s.prefs.columns, [table]: state } },
      })),
    [store, table],
  );
  return { storedColumnState, onColumnState };
}

/** One text filter of a portfolio table (the preferences' filter model). */
export function usePortfolioFilter(
  table: string,
  column: string,
): [string, (value: string) => void] {
  const store = usePortfolioStore();
  const value = usePortfolioState((s) => s.prefs.filterModel[table]?.[column] ?? '');
  const set = useCallback(
    (next: string) =>
      store.update((s) => {
        const current = { ...(s.prefs.filterModel[table] ?? {}) };
        if (next === '') delete current[column];
        else current[column] = next;
        return {
          ...s,
          prefs: { ...s.prefs, filterModel: { ...s.prefs.filterModel, [table]: current } },
        };
      }),
    [store, table, column],
  );
  return [value, set];
}

export function usePortfolioState<T>(select: (s: PortfolioState) => T): T {
  return useStore(usePortfolioStore(), select);
}

export interface ReadableSubaccount {
  readonly id: number;
  readonly name: string;
  readonly venue: string;
  readonly group: PortfolioAccountGroup;
}

/** Spec 5: only subaccounts with canRead appear in read selections. */
export function useReadableSubaccounts(): readonly ReadableSubaccount[] {
  const { accounts } = useSessionData();
  return useMemo(
    () =>
      Object.entries(accounts.optionsMap).flatMap(([venue, v]) =>
        v.hedgeVenuesList
          .filter((h) => h.canRead && h.subaccountId > 0 && isAccountTypeCode(h.accountType))
          .map((h) => ({
            id: h.subaccountId,
            name: h.displayText,
            venue,
            group: isAccountTypeCode(h.accountType) ? accountTypeName(h.accountType) : 'edge',
          })),
      ),
    [accounts],
  );
}

/** The selection as the portfolio reads take it (null ids: every readable subaccount). */
export function useSelection(): { params: SelectionParams; ids: readonly number[] } {
  const all = useReadableSubaccounts();
  const selected = usePortfolioState((s) => s.selected);
  const venues = usePortfolioState((s) => s.venues);
  return useMemo(() => {
    const ids = selectedIds({ selected, venues }, all);
    return { params: { subaccountIds: ids }, ids: ids ?? all.map((s) => s.id) };
  }, [all, selected, venues]);
}

/**
 * Holds the private balance and position topics of the selected subaccounts while mounted: the
 * venue then streams their changes, and the core marks the portfolio reads stale (docs/queries.md).
 */
export function useLiveSubaccounts(ids: readonly number[]): void {
  const { core, market } = useShell();
  const key = ids.join(',');
  useEffect(() => {
    const list = key === '' ? [] : key.split(',').map(Number);
    const undo = list.flatMap((id) => [
      subscribeAccountTopic(core, market.account, privateTopic('balances', id)),
      subscribeAccountTopic(core, market.account, privateTopic('positions', id)),
    ]);
    return () => undo.forEach((u) => u());
  }, [core, market, key]);
}
