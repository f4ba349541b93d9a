// When a frame counts as painted: the tab's acknowledgement to the core, so the core sends at
// most one frame per paint. Behind an interface so tests drive paints by hand.
import { TAB_HIDDEN_DELAY_MS } from '../../domain/constants';

export interface PaintPort {
  /** Resolves after the next paint (or after a delay when the tab does not paint). */
  afterPaint(): Promise<void>;
}

export interface PaintEnv {
  requestAnimationFrame?: (cb: () => void) => number;
  cancelAnimationFrame?: (id: number) => void;
  setTimeout(cb: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/**
 * requestAnimationFrame runs just before a paint; a zero timer from it runs just after. A hidden
 * tab gets no animation frames, so a timer of TAB_HIDDEN_DELAY_MS acks anyway: a hidden tab
 * keeps receiving coalesced frames, about one a second.
 */
export function browserPaint(env: PaintEnv = globalThis as unknown as PaintEnv): PaintPort {
  return {
    afterPaint: () =>
      new Promise<void>((resolve) => {
        let done = false;
        let raf: number | null = null;
        const finish = () => {
          if (done) return;
          done = true;
          env.clearTimeout(fallback);
          if (raf !== null) env.cancelAnimationFrame?.(raf);
          resolve();
        };
        const fallback = env.setTimeout(finish, TAB_HIDDEN_DELAY_MS);
        if (env.requestAnimationFrame) {
          raf = env.requestAnimationFrame(() => {
            raf = null;
            env.setTimeout(finish, 0);
          });
        }
      }),
  };
}
