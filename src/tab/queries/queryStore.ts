// The tab's copy of the states of the queries it watches, fed by the core's frames (the cache
// itself lives in the data core, one per browser). Framework-free; React reads it through
// src/tab/react/query.ts.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { QueryUpdate } from '../../../workers/api';

export interface QueryStoreState {
  /** By watch id. */
  readonly results: Readonly<Record<string, QueryUpdate>>;
}

export type QueryStore = StoreApi<QueryStoreState>;

export function createQueryStore(): QueryStore {
  return createStore<QueryStoreState>(() => ({ results: {} }));
}

export function applyQueryUpdates(
  store: QueryStore,
  updates: readonly QueryUpdate[] | undefined,
): void {
  if (updates === undefined || updates.length === 0) return;
  const results = { ...store.getState().results };
  for (const update of updates) results[update.watchId] = update;
  store.setState({ results });
}

/** A watch ended: its state goes too. */
export function forgetQuery(store: QueryStore, watchId: string): void {
  const current = store.getState().results;
  if (!(watchId in current)) return;
  const { [watchId]: _gone, ...results } = current;
  store.setState({ results });
}
