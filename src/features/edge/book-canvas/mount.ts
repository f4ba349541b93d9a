// Wires a BookPainter to its <canvas> in the page, framework-free: the CSS size from a
// ResizeObserver, the device pixel ratio (re-scaled when it changes: zoom, another screen),
// the theme from the CSS tokens, a redraw when web fonts arrive, and the pointer: hover
// highlights a level, a click on a level hands its price to `onPriceClick`.
import { BookPainter, browserFrames, type FramePort } from './painter';
import { readBookTheme } from './theme';

export interface MountOptions {
  readonly rows: number;
  /** Read at click time, so the caller can swap it without remounting. */
  readonly onPriceClick: () => ((price: string) => void) | undefined;
  readonly frames?: FramePort;
}

export interface MountedBook {
  readonly painter: BookPainter;
  dispose(): void;
}

/** jsdom has a canvas element but no 2D context (it logs "not implemented" when asked). */
function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  if (typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom')) return null;
  return canvas.getContext('2d', { alpha: false });
}

export function mountBookCanvas(canvas: HTMLCanvasElement, options: MountOptions): MountedBook {
  const painter = new BookPainter(
    canvas,
    context2d(canvas),
    options.rows,
    readBookTheme(canvas),
    options.frames ?? browserFrames,
  );
  const cleanups: (() => void)[] = [];
  let cssWidth = canvas.clientWidth;
  let cssHeight = canvas.clientHeight;
  const dpr = (): number => globalThis.devicePixelRatio || 1;
  painter.resize(cssWidth, cssHeight, dpr());

  if (typeof ResizeObserver !== 'undefined') {
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (!box) return;
      cssWidth = box.width;
      cssHeight = box.height;
      painter.resize(cssWidth, cssHeight, dpr());
    });
    observer.observe(canvas);
    cleanups.push(() => observer.disconnect());
  }

  // A media query on the current ratio fires once when it changes; then watch the new one.
  let ratioQuery: MediaQueryList | null = null;
  const onRatio = (): void => {
    painter.resize(cssWidth, cssHeight, dpr());
    watchRatio();
  };
  const watchRatio = (): void => {
    ratioQuery?.removeEventListener('change', onRatio);
    if (typeof matchMedia !== 'function') return;
    ratioQuery = matchMedia(`(resolution: ${dpr()}dppx)`);
    ratioQuery.addEventListener('change', onRatio);
  };
  watchRatio();
  cleanups.push(() => ratioQuery?.removeEventListener('change', onRatio));

  const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
  if (fonts) {
    let live = true;
    void fonts.ready.then(() => {
      if (live) painter.invalidate();
    });
    const onFonts = (): void => painter.invalidate();
    fonts.addEventListener('loadingdone', onFonts);
    cleanups.push(() => {
      live = false;
      fonts.removeEventListener('loadingdone', onFonts);
    });
  }

  const yOf = (e: MouseEvent): number => e.clientY - canvas.getBoundingClientRect().top;
  const onMove = (e: MouseEvent): void => {
    const price = painter.priceAt(yOf(e));
    const clickable = price !== null && options.onPriceClick() !== undefined;
    painter.setHover(price === null ? null : painter.lineAt(yOf(e)));
    canvas.style.cursor = clickable ? 'pointer' : '';
    canvas.title = clickable ? 'Use this price in the ticket' : '';
  };
  const onLeave = (): void => {
    painter.setHover(null);
    canvas.style.cursor = '';
  };
  const onClick = (e: MouseEvent): void => {
    const price = painter.priceAt(yOf(e));
    const handler = options.onPriceClick();
    if (price !== null && handler) handler(price);
  };
  canvas.addEventListener('mousemove', onMove);
  canvas.addEventListener('mouseleave', onLeave);
  canvas.addEventListener('click', onClick);
  cleanups.push(() => {
    canvas.removeEventListener('mousemove', onMove);
    canvas.removeEventListener('mouseleave', onLeave);
    canvas.removeEventListener('click', onClick);
  });

  return {
    painter,
    dispose: () => {
      for (const undo of cleanups) undo();
    },
  };
}
