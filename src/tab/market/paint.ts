// When market state is applied and when it counts as painted. A visible tab applies the frames
// that arrived since its last paint once, in the next animation frame, before that frame's
// draws (frameLoop.ts), so N frames within one display frame cost one apply and one draw, and
// the canvas book draws them before that frame's paint. The frames are acknowledged after that
// paint; the core keeps FRAMES_AHEAD frames unacknowledged and coalesces the rest, so a slow
// tab gets fresh state, never a backlog. A hidden tab (no animation frames) applies nothing: it
// acknowledges about once a second and catches up, in one apply, when it is visible again
// (docs/data-core.md "Frames"). Behind an interface so tests drive paints by hand.
import { TAB_HIDDEN_DELAY_MS } from '../../../domain/constants';
import { animationFrames, type FrameLoop } from './frameLoop';

export interface PaintPort {
  /**
   * Runs `apply` in the next animation frame (before its draws) and `painted` once that frame
   * is painted; when no frame comes within TAB_HIDDEN_DELAY_MS (a visible but throttled or
   * occluded tab), both then. Each once.
   */
  nextFrame(apply: () => void, painted: () => void): void;
  /** Resolves after TAB_HIDDEN_DELAY_MS: a hidden tab's acknowledgement. */
  hiddenDelay(): Promise<void>;
  /** True while the tab paints (it is visible); a hidden tab gets no animation frames. */
  visible(): boolean;
  /** Calls `cb` once, when the tab is next visible. */
  whenVisible(cb: () => void): void;
}

export interface PaintEnv {
  setTimeout(cb: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  document?: {
    readonly visibilityState: string;
    addEventListener?(type: 'visibilitychange', cb: () => void): void;
    removeEventListener?(type: 'visibilitychange', cb: () => void): void;
  };
  /** Runs `cb` in a new task (default: a MessageChannel message, which no timer clamps); posted
   *  from an animation frame, it runs after that frame's paint. */
  postTask?: (cb: () => void) => void;
  /** The tab's animation-frame loop (default: the one the canvas book draws in). Not named
   *  `frames`: the default env is the window, whose `frames` is the window itself. */
  frameLoop?: FrameLoop;
}

function messageTask(cb: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    cb();
  };
  channel.port2.postMessage(null);
}

export function browserPaint(env: PaintEnv = globalThis as unknown as PaintEnv): PaintPort {
  const frames = env.frameLoop ?? animationFrames;
  const postTask = env.postTask ?? messageTask;
  const visible = (): boolean => env.document?.visibilityState !== 'hidden';
  const whenVisible = (cb: () => void): void => {
    const doc = env.document;
    if (visible()) {
      cb();
      return;
    }
    if (!doc?.addEventListener) {
      // No way to hear it: look again after the hidden-tab delay.
      env.setTimeout(() => whenVisible(cb), TAB_HIDDEN_DELAY_MS);
      return;
    }
    const onChange = (): void => {
      if (!visible()) return;
      doc.removeEventListener?.('visibilitychange', onChange);
      cb();
    };
    doc.addEventListener('visibilitychange', onChange);
  };
  return {
    nextFrame(apply, painted) {
      let done = false;
      let cancel = (): void => undefined;
      const fallback = env.setTimeout(() => {
        if (done) return;
        done = true;
        cancel();
        apply();
        painted();
      }, TAB_HIDDEN_DELAY_MS);
      cancel = frames.update(() => {
        if (done) return;
        done = true;
        env.clearTimeout(fallback);
        apply();
        postTask(painted);
      });
    },
    hiddenDelay: () =>
      new Promise<void>((resolve) => void env.setTimeout(resolve, TAB_HIDDEN_DELAY_MS)),
    visible,
    whenVisible,
  };
}
