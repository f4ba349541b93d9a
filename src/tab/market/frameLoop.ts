// One animation-frame loop per tab, in two phases: the updates (the tab adapter applying the
// frames that arrived since the last paint) run first, then the draws (the canvas book). A
// draw asked for by an update of this frame runs in this frame, so data applied in a frame is
// drawn before that frame's paint; a draw asked for by a draw (a flash still fading) runs in
// the next frame. Framework-free; requestAnimationFrame behind a port so tests drive frames.

export type RequestFrame = (run: (now: number) => void) => unknown;

export interface FrameLoop {
  /** Runs `update` in the next animation frame, before its draws; returns its cancel. */
  update(update: () => void): () => void;
  /** Runs `draw` in the next animation frame after its updates (this frame's, when asked
   *  for by one of its updates). */
  draw(draw: (now: number) => void): void;
}

export type ReportError = (error: unknown) => void;

/** The browser's reportError (the console and window.onerror, the loop goes on), else a throw
 *  in a microtask. */
const reportLater: ReportError = (error) => {
  const report = (globalThis as { reportError?: ReportError }).reportError;
  if (report) report(error);
  else
    queueMicrotask(() => {
      throw error;
    });
};

export function createFrameLoop(
  request: RequestFrame,
  report: ReportError = reportLater,
): FrameLoop {
  /** Runs every callback; one that throws is reported without stopping the others. */
  function runAll<A extends unknown[]>(list: readonly ((...args: A) => void)[], ...args: A): void {
    for (const cb of list) {
      try {
        cb(...args);
      } catch (error) {
        report(error);
      }
    }
  }
  let updates: (() => void)[] = [];
  let draws: ((now: number) => void)[] = [];
  let requested = false;
  let inUpdates = false;

  const run = (now: number): void => {
    requested = false;
    const due = updates;
    updates = [];
    inUpdates = true;
    try {
      runAll(due);
    } finally {
      inUpdates = false;
    }
    // Taken after the updates: the draws they asked for are in this list.
    const drawing = draws;
    draws = [];
    runAll(drawing, now);
  };

  const ask = (): void => {
    if (requested) return;
    requested = true;
    request(run);
  };

  return {
    update(cb) {
      updates.push(cb);
      ask();
      return () => {
        updates = updates.filter((u) => u !== cb);
      };
    },
    draw(cb) {
      draws.push(cb);
      // During the updates the frame's draws are still to come: no new frame needed.
      if (!inUpdates) ask();
    },
  };
}

/** The browser's loop: requestAnimationFrame, looked up when first needed (not at import). */
export const animationFrames: FrameLoop = createFrameLoop((run) =>
  globalThis.requestAnimationFrame(run),
);
