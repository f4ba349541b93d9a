// Test-only paints: immediate, or held until the test says the tab painted.
import type { PaintPort } from '../core/market/paint';

export const immediatePaint: PaintPort = { afterPaint: () => Promise.resolve() };

export interface ManualPaint extends PaintPort {
  /** Frames waiting for a paint. */
  pending(): number;
  /** The tab paints: every waiting frame is acknowledged. */
  paint(): void;
}

export function manualPaint(): ManualPaint {
  let waiting: (() => void)[] = [];
  return {
    afterPaint: () => new Promise<void>((resolve) => waiting.push(resolve)),
    pending: () => waiting.length,
    paint() {
      const now = waiting;
      waiting = [];
      now.forEach((r) => r());
    },
  };
}
