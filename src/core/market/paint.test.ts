import { describe, expect, it } from 'vitest';
import { TAB_HIDDEN_DELAY_MS } from '../../domain/constants';
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

describe('browserPaint', () => {
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

  it('beforePaint applies at the next animation frame, once, and without frames after the delay', () => {
    const f = fakeEnv(true);
    let applied = 0;
    browserPaint(f.env).beforePaint(() => (applied += 1));
    expect(applied).toBe(0);
    f.animationFrame();
    expect(applied).toBe(1);
    f.advance(TAB_HIDDEN_DELAY_MS);
    expect(applied).toBe(1); // the fallback was cleared

    const hidden = fakeEnv(true);
    browserPaint(hidden.env).beforePaint(() => (applied += 1));
    hidden.advance(TAB_HIDDEN_DELAY_MS);
    expect(applied).toBe(2);
    hidden.animationFrame();
    expect(applied).toBe(2); // the animation frame was cancelled
  });

  it('a frame applied before the paint is acknowledged after it', async () => {
    const f = fakeEnv(true);
    const paint = browserPaint(f.env);
    const order: string[] = [];
    paint.beforePaint(() => order.push('applied'));
    const acked = paint.afterPaint().then(() => order.push('acknowledged'));
    f.animationFrame();
    expect(order).toEqual(['applied']);
    f.advance(0);
    await acked;
    expect(order).toEqual(['applied', 'acknowledged']);
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
