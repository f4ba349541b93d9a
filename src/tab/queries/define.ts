// Named reads: each area of the tab defines its queries here-and-there as QueryDefs (the GET,
// its cache key, what makes it stale, and how to parse the answer), so no view builds a REST
// path. The states a watch receives become a Loadable that keeps the last data while a refetch
// runs or after one fails.
import type { QuerySpec, QueryUpdate } from '../../../workers/api';
import type { Loadable } from '../loadable';

export interface QueryDef<T> {
  readonly spec: QuerySpec;
  /** Turns the answer's JSON into the view's value; may throw on a malformed answer. */
  readonly parse: (raw: unknown) => T;
}

export function defineQuery<T>(spec: QuerySpec, parse: (raw: unknown) => T): QueryDef<T> {
  return { spec, parse };
}

/** A stable identity of a spec, for effect dependencies and matching watches to renders. */
export function specIdentity(spec: QuerySpec): string {
  return JSON.stringify(spec);
}

/** The Loadable a view shows for a watch's latest state (undefined: nothing arrived yet). */
export function loadableOf<T>(
  update: QueryUpdate | undefined,
  parse: (raw: unknown) => T,
): Loadable<T> {
  if (update === undefined) return { status: 'loading' };
  let value: T | undefined;
  if (update.hasData) {
    try {
      value = parse(update.data);
    } catch {
      return { status: 'error', message: 'The answer could not be read' };
    }
  }
  if (update.status === 'error' && update.fetching) {
    // A retry after a failure: loading again, with whatever loaded before.
    return value === undefined ? { status: 'loading' } : { status: 'loading', stale: value };
  }
  if (update.status === 'error') {
    const message = update.error?.message ?? 'Could not load';
    return value === undefined
      ? { status: 'error', message }
      : { status: 'error', message, stale: value };
  }
  if (value === undefined) return { status: 'loading' };
  return { status: 'ready', value, refreshing: update.fetching };
}
