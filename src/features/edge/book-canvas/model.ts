// The canvas order book's model, framework-free and without a canvas: the lines the book shows
// (asks upwards, the spread, bids downwards, a fixed slot per line as in the DOM book), which
// lines changed between two views, which flash, where each line sits and which line a pointer
// is on. The painter (painter.ts) draws what this decides.
import { groupThousands } from '../../../../domain/numbers';
import type { BookRow, BookView } from '../../../tab/market/bookView';

export type LineSide = 'ask' | 'bid';

/** One price level (or an empty slot) as drawn: display strings and the depth bar, 0..1. */
export interface LevelLine {
  readonly kind: 'level';
  readonly side: LineSide;
  /** Best level = 0. */
  readonly slot: number;
  /** The row, or null for an empty slot. */
  readonly row: BookRow | null;
  /** Thousands-grouped price, size and cumulative total (R-FMT-7); '' when empty. */
  readonly priceText: string;
  readonly sizeText: string;
  readonly totalText: string;
}

export interface SpreadLine {
  readonly kind: 'spread';
  readonly resyncing: boolean;
  /** Grouped spread price and bps, or null ('—'). */
  readonly price: string | null;
  readonly bps: string | null;
}

export type BookLine = LevelLine | SpreadLine;

/** Lines top to bottom: `rows` ask slots (deepest first), the spread, `rows` bid slots. */
export function bookLines(view: BookView | null, rows: number, resyncing: boolean): BookLine[] {
  const lines: BookLine[] = [];
  for (let i = 0; i < rows; i++) {
    const slot = rows - 1 - i;
    lines.push(levelLine('ask', slot, view?.asks[slot] ?? null));
  }
  lines.push({
    kind: 'spread',
    resyncing,
    price: view?.spread ? groupThousands(view.spread.price) : null,
    bps: view?.spread ? view.spread.bps : null,
  });
  for (let slot = 0; slot < rows; slot++)
    lines.push(levelLine('bid', slot, view?.bids[slot] ?? null));
  return lines;
}

function levelLine(side: LineSide, slot: number, row: BookRow | null): LevelLine {
  return {
    kind: 'level',
    side,
    slot,
    row,
    priceText: row ? groupThousands(row.price) : '',
    sizeText: row ? groupThousands(row.size) : '',
    totalText: row ? groupThousands(row.total) : '',
  };
}

/** Whether two lines draw the same pixels (text, depth bar, resync state). */
export function sameLine(a: BookLine, b: BookLine): boolean {
  if (a.kind === 'spread' || b.kind === 'spread') {
    return (
      a.kind === b.kind &&
      a.kind === 'spread' &&
      b.kind === 'spread' &&
      a.resyncing === b.resyncing &&
      a.price === b.price &&
      a.bps === b.bps
    );
  }
  const x = a.row;
  const y = b.row;
  if (x === y) return true;
  if (x === null || y === null) return false;
  return x.price === y.price && x.size === y.size && x.total === y.total && x.depth === y.depth;
}

export interface LineDiff {
  /** Indexes of lines whose pixels change. */
  readonly changed: number[];
  /** Indexes of lines whose size changed at the same price: they flash (a new price in the slot
   *  does not; that is the market moving, and every line would flash). */
  readonly flashed: number[];
}

export function diffLines(prev: readonly BookLine[] | null, next: readonly BookLine[]): LineDiff {
  const changed: number[] = [];
  const flashed: number[] = [];
  for (let i = 0; i < next.length; i++) {
    const b = next[i] as BookLine;
    const a = prev?.[i];
    if (a === undefined || !sameLine(a, b)) changed.push(i);
    if (a?.kind === 'level' && b.kind === 'level' && a.row && b.row) {
      if (a.row.priceTicks === b.row.priceTicks && a.row.sizeLots !== b.row.sizeLots)
        flashed.push(i);
    }
  }
  return { changed, flashed };
}

/** Heights of the DOM book (edge.css): 19 px levels, a 26 px spread line with its borders. */
export const LINE_HEIGHT = 19;
export const SPREAD_HEIGHT = 26;

export interface LineBox {
  readonly top: number;
  readonly height: number;
}

/**
 * Where each line sits in a book `height` CSS px tall, laid out as the DOM book: the spread in
 * the middle, the asks stacked upwards from it and the bids downwards (lines past the edges are
 * cut off, the deepest first).
 */
export function lineBoxes(height: number, rows: number): LineBox[] {
  const spreadTop = Math.floor((height - SPREAD_HEIGHT) / 2);
  const boxes: LineBox[] = [];
  for (let i = 0; i < rows; i++) {
    const slot = rows - 1 - i;
    boxes.push({ top: spreadTop - (slot + 1) * LINE_HEIGHT, height: LINE_HEIGHT });
  }
  boxes.push({ top: spreadTop, height: SPREAD_HEIGHT });
  for (let slot = 0; slot < rows; slot++) {
    boxes.push({ top: spreadTop + SPREAD_HEIGHT + slot * LINE_HEIGHT, height: LINE_HEIGHT });
  }
  return boxes;
}

/** The line under a pointer at `y` CSS px, or null (outside every line). */
export function lineAt(boxes: readonly LineBox[], y: number): number | null {
  for (let i = 0; i < boxes.length; i++) {
    const b = boxes[i] as LineBox;
    if (y >= b.top && y < b.top + b.height) return i;
  }
  return null;
}

/** The depth bar of a level, right-anchored as in the DOM book: its left edge and width in
 *  device pixels, whole pixels so a redrawn line leaves no seam. */
export function depthBar(depth: number, widthPx: number): { left: number; width: number } {
  const width = Math.round(Math.min(1, Math.max(0, depth)) * widthPx);
  return { left: widthPx - width, width };
}

/** The three columns of the DOM book (`1.1fr 1fr 1fr`, 8 px gaps, 12 px padding), each
 *  right-aligned as there: their right edges, CSS px. */
export function columns(width: number): {
  priceRight: number;
  sizeRight: number;
  totalRight: number;
} {
  const pad = 12;
  const gap = 8;
  const fr = (width - 2 * pad - 2 * gap) / 3.1;
  return {
    priceRight: pad + 1.1 * fr,
    sizeRight: pad + 1.1 * fr + gap + fr,
    totalRight: width - pad,
  };
}

/** Opacity of a flash `elapsed` ms after it started (the DOM book's 450 ms ease-out). */
export const FLASH_MS = 450;
export function flashAlpha(elapsed: number): number {
  if (elapsed >= FLASH_MS) return 0;
  // A frame's timestamp can precede the update that started the flash: that is its start.
  const t = Math.max(0, elapsed) / FLASH_MS;
  // CSS `ease-out` is cubic-bezier(0, 0, 0.58, 1); 1 − t(2 − t) is close enough for a fade.
  return 1 - t * (2 - t);
}
