// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookState } from '../../../testing/marketFixtures';
import { bookView } from '../../../tab/market/bookView';
import { groupThousands } from '../../../../domain/numbers';
import { calmed } from './calm';
import { LineCache } from './lineCache';
import {
  FLASH_MS,
  LINE_HEIGHT,
  SPREAD_HEIGHT,
  bookLines,
  columns,
  depthBar,
  diffLines,
  flashAlpha,
  lineAt,
  lineBoxes,
} from './model';
import { BookPainter, type FramePort } from './painter';
import { bookTheme } from './theme';

const ROWS = 4;
const lines = (over: Parameters<typeof bookState>[0] = {}, resyncing = false) =>
  bookLines(bookView(bookState(over), ROWS), ROWS, resyncing);

describe('R-SHELL-25 the canvas book model', () => {
  it('lays out asks deepest first, the spread, then bids best first, with grouped prices', () => {
    const l = lines();
    expect(l).toHaveLength(2 * ROWS + 1);
    const text = l.map((x) =>
      x.kind === 'spread' ? `spread ${x.price} ${x.bps}` : `${x.side}${x.slot} ${x.priceText}`,
    );
    expect(text).toEqual([
      'ask3 ',
      'ask2 ',
      'ask1 97,002.00',
      'ask0 97,001.00',
      'spread 1.00 0.10',
      'bid0 97,000.00',
      'bid1 96,999.00',
      'bid2 ',
      'bid3 ',
    ]);
  });

  it('R-FMT-7 groups sizes and cumulative totals by thousands, from the model and the cache alike', () => {
    const book = bookState({
      bids: [
        [9_700_000, 120_000_000],
        [9_699_900, 30_000_000],
      ],
    });
    const fromView = bookLines(bookView(book, ROWS), ROWS, false);
    const fromCache = new LineCache().lines(book, ROWS, false);
    for (const l of [fromView, fromCache]) {
      const bid0 = l[ROWS + 1];
      const bid1 = l[ROWS + 2];
      if (bid0?.kind !== 'level' || bid1?.kind !== 'level') throw new Error('no bid lines');
      expect(bid0.row?.size).toMatch(/^\d+(\.\d+)?$/); // the canonical string stays ungrouped
      expect(bid0.sizeText).toBe(groupThousands(bid0.row?.size ?? ''));
      expect(bid1.totalText).toBe(groupThousands(bid1.row?.total ?? ''));
      expect(bid1.totalText).toContain(',');
    }
  });

  it('diffs by what a line shows and flashes only a size change at the same price', () => {
    const before = lines();
    expect(diffLines(before, lines())).toEqual({ changed: [], flashed: [] });
    // Best bid's size changes at the same price; the second bid moves to a new price.
    const after = lines({
      bids: [
        [9_700_000, 160_000],
        [9_699_800, 20_000],
      ],
    });
    const d = diffLines(before, after);
    expect(d.changed).toEqual([5, 6]);
    expect(d.flashed).toEqual([5]);
    // The first view draws every line and flashes none.
    expect(diffLines(null, before).changed).toHaveLength(2 * ROWS + 1);
    expect(diffLines(null, before).flashed).toEqual([]);
    // Resyncing changes the spread line only (the painter dims the levels by it).
    expect(diffLines(before, lines({}, true)).changed).toEqual([ROWS]);
  });

  it('depth bars are right-anchored whole device pixels relative to the deepest side', () => {
    const l = lines();
    const bid1 = l[6];
    const depth = bid1?.kind === 'level' ? (bid1.row?.depth ?? 0) : 0;
    expect(depth).toBeCloseTo(1.7 / 3.5);
    expect(depthBar(depth, 600)).toEqual({ left: 600 - 291, width: 291 });
    expect(depthBar(1, 600)).toEqual({ left: 0, width: 600 });
    expect(depthBar(0, 600)).toEqual({ left: 600, width: 0 });
    expect(depthBar(1.5, 600).width).toBe(600);
  });

  it('columns follow the DOM book grid (1.1fr 1fr 1fr, 8 px gaps, 12 px padding)', () => {
    const c = columns(300);
    expect(c.priceRight).toBeCloseTo(12 + (1.1 * (300 - 24 - 16)) / 3.1);
    expect(c.totalRight).toBe(288);
    expect(c.sizeRight).toBeCloseTo(12 + (2.1 * (300 - 24 - 16)) / 3.1 + 8);
  });

  it('the flash fades from full to nothing over 450 ms', () => {
    expect(flashAlpha(0)).toBe(1);
    expect(flashAlpha(FLASH_MS / 2)).toBeCloseTo(0.25);
    expect(flashAlpha(FLASH_MS)).toBe(0);
    expect(flashAlpha(-1)).toBe(1);
  });
});

describe('R-SHELL-40 hit-testing the canvas book by line', () => {
  it('lines stack around a centred spread; a y maps to its line, borders to the next', () => {
    const boxes = lineBoxes(200, ROWS);
    const spreadTop = Math.floor((200 - SPREAD_HEIGHT) / 2);
    expect(boxes[ROWS]).toEqual({ top: spreadTop, height: SPREAD_HEIGHT });
    expect(boxes[ROWS - 1]).toEqual({ top: spreadTop - LINE_HEIGHT, height: LINE_HEIGHT });
    expect(boxes[ROWS + 1]).toEqual({ top: spreadTop + SPREAD_HEIGHT, height: LINE_HEIGHT });
    expect(lineAt(boxes, spreadTop - 1)).toBe(ROWS - 1);
    expect(lineAt(boxes, spreadTop)).toBe(ROWS);
    expect(lineAt(boxes, spreadTop + SPREAD_HEIGHT)).toBe(ROWS + 1);
    expect(lineAt(boxes, spreadTop + SPREAD_HEIGHT + 4 * LINE_HEIGHT)).toBeNull();
  });

  it('the painter gives the padded price of a level under the pointer, none for the spread', () => {
    const { painter } = paint();
    painter.setLines(lines());
    const boxes = lineBoxes(200, ROWS);
    expect(painter.priceAt((boxes[ROWS + 1]?.top ?? 0) + 1)).toBe('97000.00');
    expect(painter.priceAt((boxes[ROWS - 1]?.top ?? 0) + 1)).toBe('97001.00');
    expect(painter.priceAt((boxes[ROWS]?.top ?? 0) + 1)).toBeNull();
    // An empty slot is no price either.
    expect(painter.priceAt((boxes[0]?.top ?? 0) + 1)).toBeNull();
  });
});

/** A painter over a recording 2D context and hand-driven frames. */
function paint() {
  const frames: (() => void)[] = [];
  let now = 0;
  const port: FramePort = {
    request: (draw) => void frames.push(() => draw(now)),
    now: () => now,
  };
  const rects: number[] = [];
  const ctx = {
    setTransform: () => undefined,
    fillRect: (_x: number, y: number) => void rects.push(y),
    fillText: () => undefined,
    measureText: () => ({ width: 10 }),
  } as unknown as CanvasRenderingContext2D;
  const canvas = document.createElement('canvas');
  const painter = new BookPainter(
    canvas,
    ctx,
    ROWS,
    bookTheme(() => ''),
    port,
  );
  painter.resize(300, 200, 2);
  return {
    painter,
    canvas,
    rects,
    /** Runs the pending frame; returns how many lines it drew. */
    frame(at = now) {
      now = at;
      rects.length = 0;
      const pending = frames.splice(0);
      for (const f of pending) f();
      return pending.length === 0 ? 0 : painter.lastDrawn;
    },
    pending: () => frames.length,
  };
}

describe('R-SHELL-39 the canvas book painter', () => {
  it('sizes the bitmap by the device pixel ratio and redraws all on a ratio change', () => {
    const p = paint();
    expect([p.canvas.width, p.canvas.height]).toEqual([600, 400]);
    p.painter.setLines(lines());
    expect(p.frame()).toBe(2 * ROWS + 1);
    p.painter.resize(300, 200, 1.5);
    expect([p.canvas.width, p.canvas.height]).toEqual([450, 300]);
    expect(p.frame()).toBe(2 * ROWS + 1);
  });

  it('redraws only the changed lines, once per animation frame however many updates came', () => {
    const p = paint();
    p.painter.setLines(lines());
    p.frame();
    p.painter.setLines(lines({ bids: [[9_700_000, 150_000]] })); // second bid gone
    p.painter.setLines(
      lines({
        bids: [
          [9_700_000, 150_000],
          [9_699_700, 20_000],
        ],
      }),
    );
    expect(p.pending()).toBe(1);
    expect(p.frame()).toBe(1);
    // Nothing changed: no frame is asked for.
    p.painter.setLines(
      lines({
        bids: [
          [9_700_000, 150_000],
          [9_699_700, 20_000],
        ],
      }),
    );
    expect(p.pending()).toBe(0);
  });

  it('a flashing line is redrawn each frame until its flash has faded, then frames stop', () => {
    const p = paint();
    p.painter.setLines(lines());
    p.frame(0);
    p.painter.setLines(
      lines({
        bids: [
          [9_700_000, 160_000],
          [9_699_900, 20_000],
        ],
      }),
    );
    // The flashed line and the next bid's cumulative total.
    expect(p.frame(16)).toBe(2);
    expect(p.painter.flashes(ROWS + 1)).toBe(1);
    expect(p.painter.flashes(ROWS + 2)).toBe(0);
    expect(p.pending()).toBe(1);
    expect(p.frame(200)).toBe(1);
    expect(p.frame(FLASH_MS + 100)).toBe(1); // the last draw clears it
    expect(p.pending()).toBe(0);
  });

  it('hover redraws the line left and the line entered', () => {
    const p = paint();
    p.painter.setLines(lines());
    p.frame();
    p.painter.setHover(ROWS + 1);
    expect(p.frame()).toBe(1);
    p.painter.setHover(ROWS + 2);
    expect(p.frame()).toBe(2);
    p.painter.setHover(null);
    expect(p.frame()).toBe(1);
  });
});

describe('R-SHELL-39 the text mirror rate', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most once per interval, and never loses the last call', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const c = calmed(run, 250, {
      now: () => Date.now(),
      setTimeout: (cb, ms) => setTimeout(cb, ms),
      clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    });
    c();
    expect(run).toHaveBeenCalledTimes(1);
    c();
    c();
    vi.advanceTimersByTime(249);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    c();
    c.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('R-SHELL-25 the canvas book formats each level once', () => {
  it('gives the same lines as bookLines(bookView(book)) through a churning book', () => {
    const cache = new LineCache();
    let seed = 7;
    const rnd = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    let mid = 9_700_000;
    let previous: ReturnType<LineCache['lines']> | null = null;
    for (let k = 0; k < 200; k++) {
      mid += Math.round((rnd() - 0.5) * 6);
      const side = (dir: 1 | -1): [number, number][] => {
        const out: [number, number][] = [];
        let p = mid + dir;
        for (let i = 0; i < 3 + Math.floor(rnd() * 4); i++) {
          if (rnd() < 0.2) p += dir;
          out.push([p, rnd() < 0.5 ? 150_000 : 1 + Math.floor(rnd() * 5000)]);
          p += dir;
        }
        return out;
      };
      const groupTicks = k < 150 ? 1 : 10;
      const state = bookState({ seq: k + 1, bids: side(-1), asks: side(1), groupTicks });
      const resyncing = k % 37 === 0;
      const lines = cache.lines(state, ROWS, resyncing);
      expect(lines).toEqual(bookLines(bookView(state, ROWS), ROWS, resyncing));
      // An unchanged level keeps its line object: the diff needs no string compare.
      if (previous) {
        lines.forEach((line, i) => {
          const before = previous?.[i];
          if (before && before.kind === 'level' && line.kind === 'level' && line !== before) {
            expect(line.row).not.toEqual(before.row);
          }
        });
      }
      previous = lines;
    }
    expect(cache.lines(null, ROWS, false)).toEqual(bookLines(null, ROWS, false));
  });
});
