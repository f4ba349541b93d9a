/** A value fetched from the core: one tagged union instead of loose loading/error flags. A
 *  reload keeps the last value visible: `stale` while loading again or after a failed
 *  reload, `refreshing` while a ready value is being loaded again. */
export type Loadable<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly stale?: T }
  | { readonly status: 'ready'; readonly value: T; readonly refreshing?: boolean }
  | { readonly status: 'error'; readonly message: string; readonly stale?: T };

export const idle = { status: 'idle' } as const;
export const loading = { status: 'loading' } as const;

export function ready<T>(value: T): Loadable<T> {
  return { status: 'ready', value };
}

export function failed<T>(message: string): Loadable<T> {
  return { status: 'error', message };
}

/** The value to show: the ready value, else the last one loaded (stale), else null. */
export function valueOf<T>(l: Loadable<T>): T | null {
  if (l.status === 'ready') return l.value;
  if (l.status === 'loading' || l.status === 'error') return l.stale ?? null;
  return null;
}

/** The same state with its value (and stale value) mapped. */
export function mapLoadable<T, U>(l: Loadable<T>, f: (value: T) => U): Loadable<U> {
  switch (l.status) {
    case 'idle':
      return l;
    case 'ready':
      return l.refreshing === undefined
        ? { status: 'ready', value: f(l.value) }
        : { status: 'ready', value: f(l.value), refreshing: l.refreshing };
    case 'loading':
      return l.stale === undefined
        ? { status: 'loading' }
        : { status: 'loading', stale: f(l.stale) };
    case 'error':
      return l.stale === undefined
        ? { status: 'error', message: l.message }
        : { status: 'error', message: l.message, stale: f(l.stale) };
  }
}
