// When a frame is shown and when it counts as painted. The tab applies market state just
// before a paint, so any number of frames arriving between two paints cost one render. A
// visible tab acknowledges a frame as soon as it waits for that paint; a hidden one (no
// paints) after it applied it, about once a second (docs/data-core.md "Frames"). Behind an
// interface so tests drive paints by hand.
import { TAB_HIDDEN_DELAY_MS } from '../../domain/constants';

export interface PaintPort {
  /** Runs `apply` just before the next paint (or after a delay when the tab does not paint). */
  beforePaint(apply: () => void): void;
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
}

/**
 * Calls `onFrame` at the next animation frame, or `onDelay` after TAB_HIDDEN_DELAY_MS when
 * none comes (a hidden tab gets no animation frames; it then takes coalesced frames about
 * once a second). Only one of them, once.
 */
function nextFrameOrDelay(env: PaintEnv, onFrame: () => void, onDelay = onFrame): void {
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
    beforePaint: (apply) => nextFrameOrDelay(env, apply),
    afterPaint: () =>
      new Promise<void>((resolve) =>
        nextFrameOrDelay(env, () => void env.setTimeout(resolve, 0), resolve),
      ),
    visible: () => env.document?.visibilityState !== 'hidden',
  };
}
