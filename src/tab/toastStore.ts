// Toasts of spec 9: at most TOAST_MAX stacked, each hidden after TOAST_HIDE_MS, no duplicates.
// Framework-free: timers are injected so tests drive time.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { TOAST_HIDE_MS, TOAST_MAX } from '../../domain/constants';

export type ToastTone = 'error' | 'info' | 'success';

export interface Toast {
  readonly id: number;
  readonly text: string;
  readonly tone: ToastTone;
}

export interface ToastState {
  readonly toasts: readonly Toast[];
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ToastStore {
  readonly store: StoreApi<ToastState>;
  /** Adds a toast unless one with the same text is visible. Returns its id, or null if deduped. */
  show(text: string, tone?: ToastTone): number | null;
  dismiss(id: number): void;
  clear(): void;
}

export interface ToastOptions {
  readonly timers?: Timers;
  readonly max?: number;
  readonly hideAfterMs?: number;
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

export function createToastStore(options: ToastOptions = {}): ToastStore {
  const timers = options.timers ?? browserTimers;
  const max = options.max ?? TOAST_MAX;
  const hideAfterMs = options.hideAfterMs ?? TOAST_HIDE_MS;
  const store = createStore<ToastState>(() => ({ toasts: [] }));
  const pending = new Map<number, unknown>();
  let nextId = 1;

  function dismiss(id: number): void {
    const handle = pending.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    pending.delete(id);
    store.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  }

  function show(text: string, tone: ToastTone = 'info'): number | null {
    const { toasts } = store.getState();
    if (toasts.some((t) => t.text === text)) return null;
    // Oldest leave first so the stack never exceeds `max`.
    const overflow = toasts.length + 1 - max;
    for (const old of toasts.slice(0, Math.max(0, overflow))) dismiss(old.id);
    const id = nextId++;
    store.setState((s) => ({ toasts: [...s.toasts, { id, text, tone }] }));
    pending.set(
      id,
      timers.setTimeout(() => dismiss(id), hideAfterMs),
    );
    return id;
  }

  function clear(): void {
    for (const t of store.getState().toasts) dismiss(t.id);
  }

  return { store, show, dismiss, clear };
}
