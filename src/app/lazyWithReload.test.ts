import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/fakeCore';
import {
  ChunkLoadError,
  loadWithReload,
  RELOAD_MARK_PREFIX,
  type ChunkReloadDeps,
} from './lazyWithReload';

function deps() {
  const timers: { fn: () => void; ms: number; live: boolean }[] = [];
  let reloads = 0;
  const d: ChunkReloadDeps = {
    storage: memoryStorage(),
    reload: () => void reloads++,
    setTimeout: (fn, ms) => timers.push({ fn, ms, live: true }) - 1,
    clearTimeout: (h) => void (timers[h as number]!.live = false),
    timeoutMs: 120_000,
  };
  return {
    d,
    reloads: () => reloads,
    fireTimeout: () => timers.filter((t) => t.live).forEach((t) => t.fn()),
    timeouts: () => timers.map((t) => t.ms),
  };
}

const settled = async <T>(p: Promise<T>) => {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  let value: unknown;
  p.then(
    (v) => ((state = 'resolved'), (value = v)),
    (e) => ((state = 'rejected'), (value = e)),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return { state, value };
};

describe('R-SHELL-10 loadWithReload', () => {
  it('returns the module and clears any earlier reload mark', async () => {
    const t = deps();
    t.d.storage.setItem(RELOAD_MARK_PREFIX + 'rfq', 'missing');
    const mod = await loadWithReload(() => Promise.resolve({ default: 1 }), 'rfq', t.d);
    expect(mod).toEqual({ default: 1 });
    expect(t.d.storage.getItem(RELOAD_MARK_PREFIX + 'rfq')).toBeNull();
    expect(t.reloads()).toBe(0);
    expect(t.timeouts()).toEqual([120_000]);
  });

  it('first failure reloads the page once and stays pending', async () => {
    const t = deps();
    const r = await settled(loadWithReload(() => Promise.reject(new Error('404')), 'rfq', t.d));
    expect(r.state).toBe('pending');
    expect(t.reloads()).toBe(1);
    expect(t.d.storage.getItem(RELOAD_MARK_PREFIX + 'rfq')).toBe('missing');
  });

  it('a failure after the reload shows Loading chunk {n} failed (missing)', async () => {
    const t = deps();
    t.d.storage.setItem(RELOAD_MARK_PREFIX + 'rfq', 'missing');
    const r = await settled(loadWithReload(() => Promise.reject(new Error('404')), 'rfq', t.d));
    expect(r.state).toBe('rejected');
    expect(r.value).toBeInstanceOf(ChunkLoadError);
    expect((r.value as ChunkLoadError).message).toBe('Loading chunk rfq failed');
    expect((r.value as ChunkLoadError).type).toBe('missing');
    expect(t.reloads()).toBe(0);
    // The mark is spent: a later manual visit may auto-reload once again.
    expect(t.d.storage.getItem(RELOAD_MARK_PREFIX + 'rfq')).toBeNull();
  });

  it('a chunk that never arrives times out: reload first, then a timeout error', async () => {
    const t = deps();
    const first = loadWithReload(() => new Promise<never>(() => undefined), 'edge', t.d);
    t.fireTimeout();
    expect((await settled(first)).state).toBe('pending');
    expect(t.reloads()).toBe(1);
    expect(t.d.storage.getItem(RELOAD_MARK_PREFIX + 'edge')).toBe('timeout');

    const second = loadWithReload(() => new Promise<never>(() => undefined), 'edge', t.d);
    t.fireTimeout();
    const r = await settled(second);
    expect(r.state).toBe('rejected');
    expect((r.value as ChunkLoadError).type).toBe('timeout');
    expect(t.reloads()).toBe(1);
  });

  it('marks are per chunk', async () => {
    const t = deps();
    t.d.storage.setItem(RELOAD_MARK_PREFIX + 'other', 'missing');
    await settled(loadWithReload(() => Promise.reject(new Error('x')), 'rfq', t.d));
    expect(t.reloads()).toBe(1);
  });
});
