// React bindings of the query layer: useQuery watches a named read through the data core's
// cache while the component is mounted; useMutation runs a change and tracks its pending state.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { ApiErrorItem, Invalidation, QuerySpec, RestCall } from '../../../workers/api';
import { reasonsText } from '../account/calls';
import { failureText } from '../sessionLoader';
import { loadableOf, specIdentity, type QueryDef } from '../queries/define';
import { forgetQuery } from '../queries/queryStore';
import type { Loadable } from '../loadable';
import { useShell } from './hooks';

export interface QueryView<T> {
  readonly data: Loadable<T>;
  /** Loads again now (a retry button); the last data stays visible meanwhile. */
  refetch(): void;
}

/** Watches `def` while mounted; null watches nothing (e.g. no account chosen yet). */
export function useQuery<T>(def: QueryDef<T> | null): QueryView<T> {
  const { core, queries } = useShell();
  const identity = def === null ? null : specIdentity(def.spec);
  // One id per component and spec: a late state of the previous spec never shows as this one.
  const reactId = useId();
  const watchId = identity === null ? null : `${reactId}#${identityHash(identity)}`;

  useEffect(() => {
    if (identity === null || watchId === null) return;
    // The spec is plain JSON: its identity is the spec itself.
    const stop = core.watchQuery(watchId, JSON.parse(identity) as QuerySpec);
    return () => {
      stop();
      forgetQuery(queries, watchId);
    };
  }, [core, queries, identity, watchId]);

  const update = useStore(queries, (s) => (watchId === null ? undefined : s.results[watchId]));
  const parse = def?.parse;
  const data = useMemo<Loadable<T>>(
    () => (parse === undefined ? { status: 'idle' } : loadableOf(update, parse)),
    [update, parse],
  );
  const refetch = useCallback(() => {
    if (watchId !== null) void core.refetchQuery(watchId);
  }, [core, watchId]);
  return { data, refetch };
}

/** FNV-1a of the spec's identity: short, and different specs practically never collide. */
function identityHash(identity: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < identity.length; i += 1) {
    h ^= identity.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

export type MutationOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string; readonly errors: readonly ApiErrorItem[] };

export interface MutationView {
  readonly pending: boolean;
  /** Runs `call`; on success what `invalidates` names is stale in every tab. */
  run<T = unknown>(call: RestCall, invalidates: Invalidation): Promise<MutationOutcome<T>>;
}

/** A change through the core, with its pending state. A 400 or a failure resolves as
 *  { ok: false } with the spec 8 text; never rejects. */
export function useMutation(): MutationView {
  const { core } = useShell();
  const [pending, setPending] = useState(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const run = useCallback(
    async <T>(call: RestCall, invalidates: Invalidation): Promise<MutationOutcome<T>> => {
      setPending(true);
      try {
        const res = await core.mutate<T>(call, invalidates);
        if (res.ok) return { ok: true, value: res.data };
        return {
          ok: false,
          error: reasonsText(res.errors),
          errors: res.errors,
        };
      } catch (e) {
        const errors = (e as { errors?: readonly ApiErrorItem[] } | null)?.errors ?? [];
        return { ok: false, error: failureText(e), errors };
      } finally {
        if (live.current) setPending(false);
      }
    },
    [core],
  );
  return { pending, run };
}
