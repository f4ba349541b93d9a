// The data core's query cache: one per browser, on @tanstack/query-core (framework-free), so a
// read that several tabs make reaches the server once and every tab watching it gets each new
// state in its frames. A query's cache key is its QueryKey prefixed by the session generation,
// the entity and the account the tab calls with: tabs on different entities never share data,
// and a new session never sees the previous one's.
//
// Freshness is event-driven: private-stream events and mutations invalidate the queries tagged
// with what they change (refetched at once while watched, data kept visible meanwhile), and a
// query not watched for QUERY_GC_MILLIS leaves the cache. query-core stamps data with Date.now()
// for staleMillis; everything else that waits runs on the core's Timers port.
import {
  hashKey,
  notifyManager,
  QueryClient,
  QueryObserver,
  type Query,
  type QueryObserverResult,
} from '@tanstack/query-core';
import { DEFAULT_ERROR_TEXT } from '../../domain/constants';
import type {
  ApiErrorItem,
  Invalidation,
  Millis,
  QueryError,
  QueryKey,
  QuerySpec,
  QueryTag,
  QueryUpdate,
  RestCall,
  RestResult,
} from '../types';
import type { Timers, TimerHandle } from './ports';

/** Fresh this long after a load when the spec does not say. */
export const QUERY_STALE_MILLIS: Millis = 30_000;
/** A query nobody watches stays cached this long (a quick return shows it at once). */
export const QUERY_GC_MILLIS: Millis = 5 * 60_000;
/** Stream events arrive in bursts (one fill, its order, its balances): their invalidations are
 *  gathered this long, so one burst makes one refetch. */
export const INVALIDATE_AFTER_MILLIS: Millis = 100;

/** What decides which data a tab may see besides the query's own key. */
export interface QueryScope {
  readonly entityId: string | null;
  readonly accountId: string | null;
}

export interface QueryHubDeps {
  readonly timers: Timers;
  /** Runs a GET with that tab's identity, through the core's REST client and spec 8 mapping. */
  readonly fetch: (tabId: string, call: RestCall) => Promise<RestResult>;
  /** A tab's watched state changed: its next frame collects it. */
  readonly changed: (tabId: string) => void;
}

interface Watch {
  readonly tabId: string;
  readonly watchId: string;
  readonly spec: QuerySpec;
  entry: Entry;
}

interface Entry {
  readonly hash: string;
  readonly queryKey: readonly unknown[];
  readonly observer: QueryObserver<unknown, QueryError>;
  readonly watches: Set<Watch>;
  unsubscribe: () => void;
}

interface TabQueries {
  scope: QueryScope;
  readonly watches: Map<string, Watch>;
  readonly dirty: Set<string>;
}

let schedulerSet = false;

export class QueryHub {
  private readonly client: QueryClient;
  private readonly entries = new Map<string, Entry>();
  private readonly tabs = new Map<string, TabQueries>();
  private readonly gcTimers = new Map<string, TimerHandle>();
  private session = 0;
  private loads = 0;
  private pendingTags = new Set<QueryTag>();
  private pendingKeys: QueryKey[] = [];
  private invalidateTimer: TimerHandle | null = null;

  constructor(private readonly deps: QueryHubDeps) {
    if (!schedulerSet) {
      // query-core notifies observers on a zero-delay timer by default; a microtask keeps
      // notification off the wall clock and in the same task as the answer that caused it.
      notifyManager.setScheduler(queueMicrotask);
      schedulerSet = true;
    }
    this.client = new QueryClient({
      defaultOptions: {
        queries: {
          // The core's REST layer already maps failures (spec 8); a retry is the user's call.
          retry: false,
          gcTime: Infinity,
          refetchOnWindowFocus: false,
          refetchOnReconnect: false,
        },
      },
    });
  }

  /** Loads sent to the server since start. */
  get loadCount(): number {
    return this.loads;
  }

  get size(): number {
    return this.client.getQueryCache().getAll().length;
  }

  /** A tab's scope (entity, account): set on attach and whenever its context changes. */
  setScope(tabId: string, scope: QueryScope): void {
    const tab = this.tabOf(tabId);
    if (tab.scope.entityId === scope.entityId && tab.scope.accountId === scope.accountId) return;
    tab.scope = scope;
    for (const watch of [...tab.watches.values()]) this.rewatch(watch);
  }

  watch(tabId: string, watchId: string, spec: QuerySpec): void {
    const tab = this.tabOf(tabId);
    const previous = tab.watches.get(watchId);
    if (previous !== undefined) this.detachWatch(previous);
    const watch: Watch = { tabId, watchId, spec, entry: this.entryFor(tab.scope, spec) };
    this.attachWatch(watch);
  }

  unwatch(tabId: string, watchId: string): void {
    const watch = this.tabs.get(tabId)?.watches.get(watchId);
    if (watch !== undefined) this.detachWatch(watch);
  }

  refetch(tabId: string, watchId: string): Promise<void> {
    const watch = this.tabs.get(tabId)?.watches.get(watchId);
    if (watch === undefined) return Promise.resolve();
    return watch.entry.observer.refetch().then(() => undefined);
  }

  /** Marks matching queries stale; watched ones refetch after a short gathering delay. */
  invalidate(what: Invalidation): void {
    for (const tag of what.tags ?? []) this.pendingTags.add(tag);
    this.pendingKeys.push(...(what.keys ?? []));
    this.invalidateTimer ??= this.deps.timers.setTimeout(
      () => this.flushInvalidations(),
      INVALIDATE_AFTER_MILLIS,
    );
  }

  /** Signed in, out or as someone else: nothing cached for the previous session survives. */
  newSession(): void {
    this.session += 1;
    const watches = [...this.tabs.values()].flatMap((tab) => [...tab.watches.values()]);
    for (const watch of watches) this.detachWatch(watch, false);
    this.client.clear();
    for (const timer of this.gcTimers.values()) this.deps.timers.clearTimeout(timer);
    this.gcTimers.clear();
    for (const watch of watches) {
      const tab = this.tabOf(watch.tabId);
      watch.entry = this.entryFor(tab.scope, watch.spec);
      this.attachWatch(watch);
    }
  }

  releaseTab(tabId: string): void {
    const tab = this.tabs.get(tabId);
    if (tab === undefined) return;
    for (const watch of [...tab.watches.values()]) this.detachWatch(watch);
    this.tabs.delete(tabId);
  }

  /** The changed watches of a tab since its previous frame (drained). */
  frameState(tabId: string): readonly QueryUpdate[] | undefined {
    const tab = this.tabs.get(tabId);
    if (tab === undefined || tab.dirty.size === 0) return undefined;
    const updates: QueryUpdate[] = [];
    for (const watchId of tab.dirty) {
      const watch = tab.watches.get(watchId);
      if (watch !== undefined) updates.push(updateOf(watchId, watch.entry.observer));
    }
    tab.dirty.clear();
    return updates.length === 0 ? undefined : updates;
  }

  dispose(): void {
    for (const tabId of [...this.tabs.keys()]) this.releaseTab(tabId);
    if (this.invalidateTimer !== null) this.deps.timers.clearTimeout(this.invalidateTimer);
    for (const timer of this.gcTimers.values()) this.deps.timers.clearTimeout(timer);
    this.client.clear();
  }

  private tabOf(tabId: string): TabQueries {
    let tab = this.tabs.get(tabId);
    if (tab === undefined) {
      tab = { scope: { entityId: null, accountId: null }, watches: new Map(), dirty: new Set() };
      this.tabs.set(tabId, tab);
    }
    return tab;
  }

  private entryFor(scope: QueryScope, spec: QuerySpec): Entry {
    const queryKey = [this.session, scope.entityId, scope.accountId, ...spec.key];
    const hash = hashKey(queryKey);
    const existing = this.entries.get(hash);
    if (existing !== undefined) return existing;
    const gc = this.gcTimers.get(hash);
    if (gc !== undefined) {
      this.deps.timers.clearTimeout(gc);
      this.gcTimers.delete(hash);
    }
    const observer = new QueryObserver<unknown, QueryError>(this.client, {
      queryKey,
      queryFn: () => this.load(entry, spec.call),
      staleTime: spec.staleMillis ?? QUERY_STALE_MILLIS,
      meta: { tags: spec.invalidatedBy ?? [], key: spec.key },
    });
    const entry: Entry = { hash, queryKey, observer, watches: new Set(), unsubscribe: () => {} };
    this.entries.set(hash, entry);
    return entry;
  }

  private attachWatch(watch: Watch): void {
    const tab = this.tabOf(watch.tabId);
    tab.watches.set(watch.watchId, watch);
    const entry = watch.entry;
    entry.watches.add(watch);
    if (entry.watches.size === 1) {
      // The first watcher mounts the observer: it loads unless fresh data is cached.
      entry.unsubscribe = entry.observer.subscribe(() => this.notify(entry));
    }
    tab.dirty.add(watch.watchId);
    this.deps.changed(watch.tabId);
  }

  private detachWatch(watch: Watch, collect = true): void {
    const tab = this.tabs.get(watch.tabId);
    if (tab?.watches.get(watch.watchId) === watch) {
      tab.watches.delete(watch.watchId);
      tab.dirty.delete(watch.watchId);
    }
    const entry = watch.entry;
    entry.watches.delete(watch);
    if (entry.watches.size > 0) return;
    entry.unsubscribe();
    this.entries.delete(entry.hash);
    if (!collect) return;
    this.gcTimers.set(
      entry.hash,
      this.deps.timers.setTimeout(() => {
        this.gcTimers.delete(entry.hash);
        if (this.entries.has(entry.hash)) return;
        this.client.removeQueries({ queryKey: entry.queryKey, exact: true });
      }, QUERY_GC_MILLIS),
    );
  }

  private rewatch(watch: Watch): void {
    this.detachWatch(watch);
    watch.entry = this.entryFor(this.tabOf(watch.tabId).scope, watch.spec);
    this.attachWatch(watch);
  }

  private notify(entry: Entry): void {
    for (const watch of entry.watches) {
      this.tabs.get(watch.tabId)?.dirty.add(watch.watchId);
      this.deps.changed(watch.tabId);
    }
  }

  /** One load for every tab watching: it runs with the identity of one of them (they share
   *  session, entity and account, so any of them sees the same answer). */
  private async load(entry: Entry, call: RestCall): Promise<unknown> {
    const first = entry.watches.values().next();
    if (first.done === true) throw queryError(null, [], 'Nobody is watching this query');
    this.loads += 1;
    let result: RestResult;
    try {
      result = await this.deps.fetch(first.value.tabId, call);
    } catch (failure) {
      throw fromFailure(failure);
    }
    if (!result.ok) throw queryError(result.status, result.errors);
    return result.data;
  }

  private flushInvalidations(): void {
    this.invalidateTimer = null;
    const tags = this.pendingTags;
    const keys = this.pendingKeys;
    this.pendingTags = new Set();
    this.pendingKeys = [];
    void this.client.invalidateQueries({
      predicate: (query) => matches(query, tags, keys),
    });
  }
}

function matches(query: Query, tags: ReadonlySet<QueryTag>, keys: readonly QueryKey[]): boolean {
  const meta = query.meta as { tags?: readonly QueryTag[]; key?: QueryKey } | undefined;
  if (meta?.tags?.some((tag) => tags.has(tag)) === true) return true;
  const own = meta?.key;
  if (own === undefined) return false;
  return keys.some((prefix) => prefix.every((part, i) => own[i] === part));
}

function updateOf(watchId: string, observer: QueryObserver<unknown, QueryError>): QueryUpdate {
  const result: QueryObserverResult<unknown, QueryError> = observer.getCurrentResult();
  const hasData = result.data !== undefined;
  return {
    watchId,
    status: result.status,
    data: hasData ? result.data : null,
    hasData,
    error: result.status === 'error' ? result.error : null,
    fetching: result.isFetching,
    updatedAt: result.dataUpdatedAt,
  };
}

function queryError(
  status: number | null,
  errors: readonly ApiErrorItem[],
  message?: string,
): QueryError {
  const text =
    message ??
    (errors
      .map((e) => e.message)
      .filter((m) => m !== '')
      .join('\n') ||
      DEFAULT_ERROR_TEXT);
  return { message: text, status, errors };
}

/** A rejection of the core's request (a CoreFailure, already mapped by spec 8). */
function fromFailure(failure: unknown): QueryError {
  const f = failure as { message?: unknown; status?: unknown; errors?: unknown } | null;
  const message = typeof f?.message === 'string' && f.message !== '' ? f.message : undefined;
  const status = typeof f?.status === 'number' ? f.status : null;
  const errors = Array.isArray(f?.errors) ? (f.errors as ApiErrorItem[]) : [];
  return queryError(status, errors, message ?? DEFAULT_ERROR_TEXT);
}
