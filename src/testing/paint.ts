// Test-only paints: immediate, or held until the test says the tab painted.
import type { PaintPort } from '../tab/market/paint';

export const immediatePaint: PaintPort = {
  coalesce: (apply) => apply(),
  afterPaint: () => Promise.resolve(),
  visible: () => true,
};

export interface ManualPaint extends PaintPort {
  /** Frames waiting for a paint. */
  pending(): number;
  /** Pending applies run, then the tab paints: every waiting frame is acknowledged. */
  paint(): void;
}

/** `visible`: a visible tab acks frames on arrival; a hidden one (the default) after a paint. */
export function manualPaint({ visible = false }: { visible?: boolean } = {}): ManualPaint {
  let before: (() => void)[] = [];
  let waiting: (() => void)[] = [];
  return {
    coalesce: (apply) => void before.push(apply),
    afterPaint: () => new Promise<void>((resolve) => waiting.push(resolve)),
    visible: () => visible,
    pending: () => waiting.length,
    paint() {
      const apply = before;
      before = [];
      apply.forEach((a) => a());
      const now = waiting;
      waiting = [];
      now.forEach((r) => r());
    },
  };
}
