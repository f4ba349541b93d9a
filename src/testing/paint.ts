// Test-only paints: immediate, or held until the test says the tab painted.
import type { PaintPort } from '../tab/market/paint';

/** Applies and counts as painted at once (component tests that need no frames). */
export const immediatePaint: PaintPort = {
  nextFrame: (apply, painted) => {
    apply();
    painted();
  },
  hiddenDelay: () => Promise.resolve(),
  visible: () => true,
  whenVisible: (cb) => cb(),
};

export interface ManualPaint extends PaintPort {
  /** Animation frames asked for and not yet run. */
  pending(): number;
  /** The animation frame: pending applies run, then the tab paints (their `painted` runs). */
  paint(): void;
  /** The hidden-tab delay passes: hidden acknowledgements resolve. */
  delayPasses(): void;
  /** The tab becomes visible or hidden. */
  setVisible(visible: boolean): void;
}

/** A tab whose animation frames and visibility the test drives (visible by default). */
export function manualPaint({ visible = true }: { visible?: boolean } = {}): ManualPaint {
  let frames: { apply: () => void; painted: () => void }[] = [];
  let delays: (() => void)[] = [];
  let onVisible: (() => void)[] = [];
  let shown = visible;
  return {
    nextFrame: (apply, painted) => void frames.push({ apply, painted }),
    hiddenDelay: () => new Promise<void>((resolve) => delays.push(resolve)),
    visible: () => shown,
    whenVisible: (cb) => {
      if (shown) cb();
      else onVisible.push(cb);
    },
    pending: () => frames.length,
    paint() {
      const now = frames;
      frames = [];
      now.forEach((f) => f.apply());
      now.forEach((f) => f.painted());
    },
    delayPasses() {
      const now = delays;
      delays = [];
      now.forEach((r) => r());
    },
    setVisible(next) {
      shown = next;
      if (!next) return;
      const now = onVisible;
      onVisible = [];
      now.forEach((cb) => cb());
    },
  };
}
