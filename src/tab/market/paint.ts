// When a frame is applied and when it counts as painted. The tab applies market state in a
// task of its own right after a frame arrives, so frames that arrive together cost one
// render, and that render happens outside the animation frame: rendering inside
// requestAnimationFrame made the paint itself long, and on a loaded machine Chromium then
// throttled the tab to one frame a second (bench S4). A visible tab acknowledges a frame on
// arrival; a hidden one (no paints) after a paint or a delay, about once a second
// (docs/data-core.md "Frames"). Behind an interface so tests drive paints by hand.
import { TAB_HIDDEN_DELAY_MS } from '../../../domain/constants';

export interface PaintPort {
  /** Runs `apply` soon, in a task of its own: frames arriving meanwhile are applied with it. */
  coalesce(apply: () => void): void;
  /** Resolves after the next paint (or after a delay when the tab does not paint). */
  afterPaint(): Promise<void>;
  /** True while the tab paints (it is visible); a hidden tab gets no animation frames. */
  visible(): boolean;
}

export interface PaintEnv {
  requestAnimationFrame?: (cb: () => void) => number;
  cancelAnimationFrame?: (id: number) => void;
  setTimeout(cb: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  document?: { readonly visibilityState: string };
  /** Runs `cb` in a new task (default: a MessageChannel message, which no timer clamps). */
  postTask?: (cb: () => void) => void;
}

function messageTask(cb: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    cb();
  };
  channel.port2.postMessage(null);
}

/**
 * Calls `onFrame` at the next animation frame, or `onDelay` after TAB_HIDDEN_DELAY_MS when
 * none comes (a hidden tab gets no animation frames; it then takes coalesced frames about
 * once a second). Only one of them, once.
 */
function nextFrameOrDelay(env: PaintEnv, onFrame: () => void, onDelay: () => void): void {
  let raf: number | null = null;
  const fallback = env.setTimeout(() => {
    if (raf !== null) env.cancelAnimationFrame?.(raf);
    onDelay();
  }, TAB_HIDDEN_DELAY_MS);
  if (env.requestAnimationFrame) {
    raf = env.requestAnimationFrame(() => {
      env.clearTimeout(fallback);
      onFrame();
    });
  }
}

/** requestAnimationFrame runs just before a paint; a zero timer from it runs just after. */
export function browserPaint(env: PaintEnv = globalThis as unknown as PaintEnv): PaintPort {
  return {
    coalesce: (apply) => (env.postTask ?? messageTask)(apply),
    afterPaint: () =>
      new Promise<void>((resolve) =>
        nextFrameOrDelay(env, () => void env.setTimeout(resolve, 0), resolve),
      ),
    visible: () => env.document?.visibilityState !== 'hidden',
  };
}
