// Spec 2.4 / 8: a screen chunk that fails to load (or takes over 120 s) reloads the page
// once; if it fails again after that reload, the route shows 'Loading chunk {n} failed'.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, chunkLoadFailedText } from '../../domain/constants';

export type ChunkFailureType = 'missing' | 'timeout';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    readonly type: ChunkFailureType,
  ) {
    super(chunkLoadFailedText(chunk));
  }
}

export interface ChunkReloadDeps {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload(): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  readonly timeoutMs: number;
}

export const RELOAD_MARK_PREFIX = 'desk.chunkReload.';

function browserDeps(): ChunkReloadDeps {
  return {
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (h) => window.clearTimeout(h as number),
    timeoutMs: CHUNK_LOAD_TIMEOUT_MS,
  };
}

/** Races the import against the time-out; rejects with a typed ChunkLoadError. */
function importWithTimeout<T>(
  importer: () => Promise<T>,
  chunk: string,
  d: ChunkReloadDeps,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = d.setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), d.timeoutMs);
    importer().then(
      (m) => {
        d.clearTimeout(timer);
        resolve(m);
      },
      () => {
        d.clearTimeout(timer);
        reject(new ChunkLoadError(chunk, 'missing'));
      },
    );
  });
}

export async function loadWithReload<T>(
  importer: () => Promise<T>,
  chunk: string,
  deps: ChunkReloadDeps = browserDeps(),
): Promise<T> {
  const mark = RELOAD_MARK_PREFIX + chunk;
  try {
    const mod = await importWithTimeout(importer, chunk, deps);
    deps.storage.removeItem(mark);
    return mod;
  } catch (e) {
    const err = e instanceof ChunkLoadError ? e : new ChunkLoadError(chunk, 'missing');
    if (deps.storage.getItem(mark) === null) {
      deps.storage.setItem(mark, err.type);
      deps.reload();
      // Keep the fallback on screen while the page goes away.
      return new Promise<T>(() => undefined);
    }
    // Already reloaded once for this chunk: show the error, and let a later manual
    // visit try the reload once more.
    deps.storage.removeItem(mark);
    throw err;
  }
}

export function lazyWithReload<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  chunk: string,
  deps?: ChunkReloadDeps,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadWithReload(importer, chunk, deps));
}
