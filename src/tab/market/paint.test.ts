import { describe, expect, it } from 'vitest';
import { TAB_HIDDEN_DELAY_MS } from '../../../domain/constants';
import { createFrameLoop } from './frameLoop';
import { browserPaint, type PaintEnv } from './paint';

/** Timers, animation frames, tasks and visibility, all driven by the test. */
function fakeEnv(
  report: (e: unknown) => void = (e) => {
    throw e;
  },
) {
  let timers: { at: number; cb: () => void; id: number }[] = [];
  let rafs: ((now: number) => void)[] = [];
  let tasks: (() => void)[] = [];
  let listeners: (() => void)[] = [];
  let now = 0;
  let ids = 0;
  let visibility = 'visible';
  const log: string[] = [];
  const frames = createFrameLoop((run) => rafs.push(run), report);
  const env: PaintEnv = {
    setTimeout: (cb, ms) => {
      const id = ++ids;
      timers.push({ at: now + ms, cb, id });
      return id;
    },
    clearTimeout: (id) => void (timers = timers.filter((t) => t.id !== id)),
    postTask: (cb) => void tasks.push(cb),
    frameLoop: frames,
    document: {
      get visibilityState() {
        return visibility;
      },
      addEventListener: (_type, cb) => void listeners.push(cb),
      removeEventListener: (_type, cb) => void (listeners = listeners.filter((l) => l !== cb)),
    },
  };
  return {
    env,
    frames,
    log,
    /** The browser's animation frame, then the paint, then the tasks posted from the frame. */
    animationFrame() {
      const due = rafs;
      rafs = [];
      due.forEach((run) => run(now));
      log.push('paint');
      const posted = tasks;
      tasks = [];
      posted.forEach((t) => t());
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      due.forEach((t) => t.cb());
    },
    setVisibility(state: string) {
      visibility = state;
      [...listeners].forEach((l) => l());
    },
    get rafsAsked() {
      return rafs.length;
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

describe('R-SHELL-43 browserPaint', () => {
  it('applies in the next animation frame, before its paint; painted runs after the paint', () => {
    const f = fakeEnv();
    browserPaint(f.env).nextFrame(
      () => f.log.push('apply'),
      () => f.log.push('painted'),
    );
    expect(f.log).toEqual([]);
    f.animationFrame();
    expect(f.log).toEqual(['apply', 'paint', 'painted']);
    // Once: the fallback timer was cleared.
    f.advance(TAB_HIDDEN_DELAY_MS);
    expect(f.log).toEqual(['apply', 'paint', 'painted']);
  });

  it('a visible tab that gets no animation frame applies after the hidden-tab delay', () => {
    const f = fakeEnv();
    browserPaint(f.env).nextFrame(
      () => f.log.push('apply'),
      () => f.log.push('painted'),
    );
    f.advance(TAB_HIDDEN_DELAY_MS - 1);
    expect(f.log).toEqual([]);
    f.advance(1);
    expect(f.log).toEqual(['apply', 'painted']);
    // The frame that comes late does not apply again.
    f.animationFrame();
    expect(f.log).toEqual(['apply', 'painted', 'paint']);
  });

  it('the default task is a MessageChannel message', async () => {
    const paint = browserPaint({
      setTimeout,
      clearTimeout,
      frameLoop: { update: (cb) => (cb(), () => undefined), draw: () => undefined },
    });
    const painted = new Promise<string>((resolve) =>
      paint.nextFrame(
        () => undefined,
        () => resolve('painted'),
      ),
    );
    await expect(painted).resolves.toBe('painted');
  });

  it('visible follows the document; whenVisible calls back once the tab is shown', async () => {
    const f = fakeEnv();
    const paint = browserPaint(f.env);
    expect(paint.visible()).toBe(true);
    f.setVisibility('hidden');
    expect(paint.visible()).toBe(false);
    let shown = 0;
    paint.whenVisible(() => (shown += 1));
    f.setVisibility('hidden');
    expect(shown).toBe(0);
    f.setVisibility('visible');
    f.setVisibility('visible');
    expect(shown).toBe(1);
    const delay = paint.hiddenDelay();
    f.advance(TAB_HIDDEN_DELAY_MS - 1);
    expect(await settled(delay)).toBe(false);
    f.advance(1);
    expect(await settled(delay)).toBe(true);
  });
});

describe('R-SHELL-44 frame loop', () => {
  it('runs updates before draws; a draw asked for by an update is drawn in the same frame', () => {
    const f = fakeEnv();
    const log: string[] = [];
    f.frames.update(() => {
      log.push('update');
      f.frames.draw(() => log.push('draw asked by the update'));
    });
    f.frames.draw(() => log.push('draw'));
    expect(f.rafsAsked).toBe(1); // one requestAnimationFrame for both
    f.animationFrame();
    expect(log).toEqual(['update', 'draw', 'draw asked by the update']);
    expect(f.rafsAsked).toBe(0);
  });

  it('a draw asked for by a draw (a fading flash) runs in the next frame', () => {
    const f = fakeEnv();
    let draws = 0;
    const fade = (): void => {
      draws += 1;
      if (draws < 3) f.frames.draw(fade);
    };
    f.frames.draw(fade);
    f.animationFrame();
    expect(draws).toBe(1);
    f.animationFrame();
    expect(draws).toBe(2);
    f.animationFrame();
    expect(draws).toBe(3);
    expect(f.rafsAsked).toBe(0);
  });

  it('a cancelled update does not run; one that throws does not stop the others', () => {
    const errors: unknown[] = [];
    const f = fakeEnv((e) => errors.push(e));
    const log: string[] = [];
    const cancel = f.frames.update(() => log.push('cancelled'));
    f.frames.update(() => {
      throw new Error('boom');
    });
    f.frames.update(() => log.push('kept'));
    cancel();
    f.animationFrame();
    expect(log).toEqual(['kept']);
    expect(errors).toMatchObject([{ message: 'boom' }]);
  });
});
