// Draws the order book on a canvas, framework-free: new lines mark the changed ones dirty and
// ask for one animation frame, which redraws only the dirty lines (and those still flashing).
// Device-pixel aware: the bitmap is the CSS size × devicePixelRatio and every line is cut at
// whole device pixels, so a redrawn line leaves no seam. Colours and fonts come from the
// theme's CSS custom properties (theme.ts), so the canvas looks like the DOM book did.
import {
  type BookLine,
  type LevelLine,
  type LineBox,
  type SpreadLine,
  columns,
  depthBar,
  diffLines,
  flashAlpha,
  lineAt,
  lineBoxes,
} from './model';
import type { BookTheme } from './theme';
import { animationFrames } from '../../../tab/market/frameLoop';

/** requestAnimationFrame, behind a port so tests and the bench can drive frames. */
export interface FramePort {
  request(draw: (now: number) => void): void;
  now(): number;
}

/** The tab's frame loop: a book the tab adapter applied in an animation frame is drawn in that
 *  same frame, before its paint (src/tab/market/frameLoop.ts). */
export const browserFrames: FramePort = {
  request: (draw) => animationFrames.draw(draw),
  now: () => performance.now(),
};

/** The opacity of the levels while the book resyncs (the DOM book's 0.35). */
const RESYNC_ALPHA = 0.35;

export class BookPainter {
  private lines: BookLine[] = [];
  private boxes: LineBox[] = [];
  private readonly dirty = new Set<number>();
  private flashStart: number[] = [];
  private flashCount: number[] = [];
  /** Lines whose flash is still on screen: redrawn every frame until drawn without it. */
  private readonly flashing = new Set<number>();
  private hover: number | null = null;
  /** CSS px; -1 until the first resize. */
  private width = -1;
  private height = -1;
  private dpr = 1;
  private scheduled = false;
  /** Lines drawn by the last frame (the bench and tests read it). */
  lastDrawn = 0;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly ctx: CanvasRenderingContext2D | null,
    private readonly rows: number,
    private theme: BookTheme,
    private readonly frames: FramePort = browserFrames,
  ) {}

  /** New lines (bookLines): the changed ones are redrawn at the next frame; a size change at the
   *  same price starts that line's flash. */
  setLines(lines: BookLine[]): void {
    const now = this.frames.now();
    const { changed, flashed } = diffLines(this.lines.length ? this.lines : null, lines);
    this.lines = lines;
    for (const i of changed) this.dirty.add(i);
    for (const i of flashed) {
      this.flashing.add(i);
      this.flashStart[i] = now;
      this.flashCount[i] = (this.flashCount[i] ?? 0) + 1;
    }
    if (changed.length > 0) this.schedule();
  }

  /** The CSS size and device pixel ratio: resizes the bitmap and redraws everything. */
  resize(width: number, height: number, dpr: number): void {
    if (width === this.width && height === this.height && dpr === this.dpr) return;
    this.width = width;
    this.height = height;
    this.dpr = dpr;
    this.canvas.width = Math.max(1, Math.round(width * dpr));
    this.canvas.height = Math.max(1, Math.round(height * dpr));
    this.boxes = lineBoxes(height, this.rows);
    this.invalidate();
  }

  setTheme(theme: BookTheme): void {
    this.theme = theme;
    this.invalidate();
  }

  /** Redraws every line at the next frame (fonts loaded, theme changed). */
  invalidate(): void {
    for (let i = 0; i < 2 * this.rows + 1; i++) this.dirty.add(i);
    this.full = true;
    this.schedule();
  }

  /** The line under the pointer (null: none); only the old and new hovered lines redraw. */
  setHover(index: number | null): void {
    if (index === this.hover) return;
    if (this.hover !== null) this.dirty.add(this.hover);
    if (index !== null) this.dirty.add(index);
    this.hover = index;
    this.schedule();
  }

  /** The line at `y` CSS px from the top of the canvas, or null. */
  lineAt(y: number): number | null {
    return lineAt(this.boxes, y);
  }

  /** The level at `y`, when it holds a price: the padded decimal the ticket takes. */
  priceAt(y: number): string | null {
    const i = this.lineAt(y);
    const line = i === null ? undefined : this.lines[i];
    return line?.kind === 'level' && line.row ? line.row.price : null;
  }

  /** How many times line `i` has flashed (the text mirror shows it; tests read it). */
  flashes(i: number): number {
    return this.flashCount[i] ?? 0;
  }

  current(): readonly BookLine[] {
    return this.lines;
  }

  private full = true;

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    this.frames.request((now) => {
      this.scheduled = false;
      this.draw(now);
    });
  }

  /** One frame: the dirty lines and those still flashing. */
  draw(now: number = this.frames.now()): void {
    for (const i of this.flashing) this.dirty.add(i);
    const ctx = this.ctx;
    this.lastDrawn = this.dirty.size;
    if (!ctx || this.width <= 0 || this.height <= 0) {
      this.dirty.clear();
      this.flashing.clear();
      return;
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (this.full) {
      ctx.fillStyle = this.theme.surface;
      ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
      this.full = false;
    }
    // One font for every level line (setting a font parses it); the spread line sets its own.
    this.levelFont(ctx);
    for (const i of this.dirty) {
      const line = this.lines[i];
      const box = this.boxes[i];
      const start = this.flashStart[i];
      const alpha = start === undefined ? 0 : flashAlpha(now - start);
      if (alpha === 0) this.flashing.delete(i);
      if (box) this.drawLine(ctx, i, line, box, alpha);
    }
    this.dirty.clear();
    if (this.flashing.size > 0) this.schedule();
  }

  private drawLine(
    ctx: CanvasRenderingContext2D,
    index: number,
    line: BookLine | undefined,
    box: LineBox,
    flash: number,
  ): void {
    const top = Math.round(box.top * this.dpr);
    const bottom = Math.round((box.top + box.height) * this.dpr);
    if (bottom <= 0 || top >= this.canvas.height) return;
    const w = this.canvas.width;
    const h = bottom - top;
    if (line?.kind === 'spread') {
      this.drawSpread(ctx, line, top, h);
      return;
    }
    ctx.fillStyle = this.theme.surface;
    ctx.fillRect(0, top, w, h);
    if (!line?.row) return;
    const t = this.theme;
    const bid = line.side === 'bid';
    const resync = this.resyncing();
    if (resync) ctx.globalAlpha = RESYNC_ALPHA;
    if (flash > 0) {
      ctx.globalAlpha = flash * (resync ? RESYNC_ALPHA : 1);
      ctx.fillStyle = bid ? t.bidFlash : t.askFlash;
      ctx.fillRect(0, top, w, h);
      ctx.globalAlpha = resync ? RESYNC_ALPHA : 1;
    }
    if (index === this.hover) {
      ctx.fillStyle = t.hover;
      ctx.fillRect(0, top, w, h);
    }
    const bar = depthBar(line.row.depth, w);
    ctx.fillStyle = bid ? t.bidDepth : t.askDepth;
    ctx.fillRect(bar.left, top, bar.width, h);
    this.drawTexts(ctx, line, top + h / 2);
    ctx.globalAlpha = 1;
  }

  private drawTexts(ctx: CanvasRenderingContext2D, line: LevelLine, middle: number): void {
    const t = this.theme;
    const d = this.dpr;
    const row = line.row;
    if (!row) return;
    const col = columns(this.width);
    ctx.fillStyle = line.side === 'bid' ? t.bidStrong : t.askStrong;
    ctx.fillText(line.priceText, Math.round(col.priceRight * d), middle);
    ctx.fillStyle = t.text;
    ctx.fillText(line.sizeText, Math.round(col.sizeRight * d), middle);
    ctx.fillStyle = t.muted;
    ctx.fillText(line.totalText, Math.round(col.totalRight * d), middle);
  }

  private drawSpread(
    ctx: CanvasRenderingContext2D,
    line: SpreadLine,
    top: number,
    h: number,
  ): void {
    const t = this.theme;
    const d = this.dpr;
    const w = this.canvas.width;
    const border = Math.max(1, Math.round(d));
    ctx.fillStyle = t.border;
    ctx.fillRect(0, top, w, h);
    ctx.fillStyle = t.surface2;
    ctx.fillRect(0, top + border, w, h - 2 * border);
    const middle = top + h / 2;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'left';
    const gap = 12 * d;
    let x = 12 * d;
    const text = (s: string, font: string, colour: string): void => {
      ctx.font = font;
      ctx.fillStyle = colour;
      ctx.fillText(s, x, middle);
      x += ctx.measureText(s).width + gap;
    };
    const sans = `${t.labelSize * d}px ${t.sans}`;
    const mono = `${t.labelSize * d}px ${t.mono}`;
    if (line.resyncing) text('Resyncing…', sans, t.warning);
    else if (line.price === null) text('—', sans, t.faint);
    else {
      text('Spread', sans, t.muted);
      text(line.price, mono, t.muted);
      text(`${line.bps ?? ''} bps`, mono, t.faint);
    }
    this.levelFont(ctx);
  }

  private levelFont(ctx: CanvasRenderingContext2D): void {
    ctx.font = `${this.theme.numberSize * this.dpr}px ${this.theme.mono}`;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'right';
  }

  private resyncing(): boolean {
    const spread = this.lines[this.rows];
    return spread?.kind === 'spread' && spread.resyncing;
  }
}
