import { describe, expect, it } from 'vitest';
import { createToastStore, type Timers } from './toastStore';

/** Manual clock: timers fire only when the test advances time. */
function fakeTimers(): Timers & { advance(ms: number): void } {
  let now = 0;
  let seq = 0;
  const queue = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimeout(fn, ms) {
      const id = ++seq;
      queue.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(h) {
      queue.delete(h as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, t] of [...queue].sort((a, b) => a[1].at - b[1].at)) {
        if (t.at <= now && queue.delete(id)) t.fn();
      }
    },
  };
}

const texts = (s: ReturnType<typeof createToastStore>) =>
  s.store.getState().toasts.map((t) => t.text);

describe('R-SHELL-11 toast store', () => {
  it('keeps at most three, dropping the oldest', () => {
    const s = createToastStore({ timers: fakeTimers() });
    ['a', 'b', 'c', 'd'].forEach((t) => s.show(t));
    expect(texts(s)).toEqual(['b', 'c', 'd']);
  });

  it('does not add a duplicate of a visible toast', () => {
    const s = createToastStore({ timers: fakeTimers() });
    expect(s.show('same', 'error')).not.toBeNull();
    expect(s.show('same', 'error')).toBeNull();
    expect(texts(s)).toEqual(['same']);
  });

  it('hides each toast after 2000 ms', () => {
    const timers = fakeTimers();
    const s = createToastStore({ timers });
    s.show('first');
    timers.advance(1000);
    s.show('second');
    timers.advance(999);
    expect(texts(s)).toEqual(['first', 'second']);
    timers.advance(1);
    expect(texts(s)).toEqual(['second']);
    timers.advance(1000);
    expect(texts(s)).toEqual([]);
  });

  it('allows the same text again once the first has hidden', () => {
    const timers = fakeTimers();
    const s = createToastStore({ timers });
    s.show('again');
    timers.advance(2000);
    expect(s.show('again')).not.toBeNull();
    expect(texts(s)).toEqual(['again']);
  });

  it('a dropped toast does not later remove a newer one', () => {
    const timers = fakeTimers();
    const s = createToastStore({ timers });
    ['a', 'b', 'c', 'd'].forEach((t) => s.show(t));
    s.dismiss(s.store.getState().toasts[0]!.id);
    expect(texts(s)).toEqual(['c', 'd']);
    timers.advance(2000);
    expect(texts(s)).toEqual([]);
  });
});
