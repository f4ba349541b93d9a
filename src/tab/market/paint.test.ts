import { describe, expect, it } from 'vitest';
import { TAB_HIDDEN_DELAY_MS } from '../../../domain/constants';
import { browserPaint, type PaintEnv } from './paint';

function fakeEnv(withRaf: boolean) {
  let timers: { at: number; cb: () => void; id: number }[] = [];
  let frames: { id: number; cb: () => void }[] = [];
  let now = 0;
  let ids = 0;
  const env: PaintEnv = {
    setTimeout: (cb, ms) => {
      const id = ++ids;
      timers.push({ at: now + ms, cb, id });
      return id;
    },
    clearTimeout: (id) => void (timers = timers.filter((t) => t.id !== id)),
    ...(withRaf
      ? {
          requestAnimationFrame: (cb: () => void) => {
            const id = ++ids;
            frames.push({ id, cb });
            return id;
          },
          cancelAnimationFrame: (id: number) => void (frames = frames.filter((f) => f.id !== id)),
        }
      : {}),
  };
  return {
    env,
    animationFrame() {
      const f = frames;
      frames = [];
      f.forEach((x) => x.cb());
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      due.forEach((t) => t.cb());
    },
  };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('R-SHELL-16 browserPaint', () => {
  it('resolves just after the next animation frame, not before', async () => {
    const f = fakeEnv(true);
    const p = browserPaint(f.env).afterPaint();
    expect(await settled(p)).toBe(false);
    f.animationFrame();
    expect(await settled(p)).toBe(false); // the frame runs before the paint
    f.advance(0);
    expect(await settled(p)).toBe(true);
  });

  it('a hidden tab (no animation frames) still acknowledges after the hidden-tab delay', async () => {
    const f = fakeEnv(true);
    const p = browserPaint(f.env).afterPaint();
    f.advance(TAB_HIDDEN_DELAY_MS - 1);
    expect(await settled(p)).toBe(false);
    f.advance(1);
    expect(await settled(p)).toBe(true);
  });

  it('coalesce applies in a task of its own, not inside an animation frame', () => {
    const f = fakeEnv(true);
    const tasks: (() => void)[] = [];
    const paint = browserPaint({ ...f.env, postTask: (cb) => void tasks.push(cb) });
    let applied = 0;
    paint.coalesce(() => (applied += 1));
    expect(applied).toBe(0);
    f.animationFrame();
    expect(applied).toBe(0);
    tasks.forEach((t) => t());
    expect(applied).toBe(1);
  });

  it('the default task is a MessageChannel message', async () => {
    const paint = browserPaint({ setTimeout, clearTimeout });
    const applied = new Promise<string>((resolve) => paint.coalesce(() => resolve('applied')));
    await expect(applied).resolves.toBe('applied');
  });

  it('visible follows the document: a hidden tab does not paint', () => {
    const f = fakeEnv(true);
    let state = 'visible';
    const paint = browserPaint({
      ...f.env,
      document: {
        get visibilityState() {
          return state;
        },
      },
    });
    expect(paint.visible()).toBe(true);
    state = 'hidden';
    expect(paint.visible()).toBe(false);
  });

  it('works without requestAnimationFrame at all', async () => {
    const f = fakeEnv(false);
    const p = browserPaint(f.env).afterPaint();
    f.advance(TAB_HIDDEN_DELAY_MS);
    expect(await settled(p)).toBe(true);
  });
});
