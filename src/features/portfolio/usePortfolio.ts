// The portfolio screens' shared state (src/tab/portfolio/state.ts) as React hooks: one store per
// browser storage, following the other tabs through the 'storage' event; the readable
// subaccounts of the session grouped by account kind; the selection as query parameters; and
// the private-stream topics that keep the figures live.
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { accountTypeName, isAccountTypeCode } from '../../../domain/enums';
import { privateTopic } from '../../../domain/market/private-topics';
import type { PortfolioAccountGroup } from '../../../domain/portfolio';
import { subscribeAccountTopic } from '../../tab/orders/accountStore';
import {
  createPortfolioStore,
  selectedIds,
  type PortfolioState,
  type PortfolioStore,
} from '../../tab/portfolio/state';
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
