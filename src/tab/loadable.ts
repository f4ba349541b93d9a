/** A value fetched from the core: one tagged union instead of loose loading/error flags. */
export type Loadable<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'error'; readonly message: string };

export const idle = { status: 'idle' } as const;
export const loading = { status: 'loading' } as const;

export function ready<T>(value: T): Loadable<T> {
  return { status: 'ready', value };
}

export function failed<T>(message: string): Loadable<T> {
  return { status: 'error', message };
}

export function valueOf<T>(l: Loadable<T>): T | null {
  return l.status === 'ready' ? l.value : null;
}
