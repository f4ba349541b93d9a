// S6c: the product's order-history blotter (VirtualTable with its real columns) holding 100,000
// orders, scrolled programmatically: scrollTop advances a fixed number of pixels every animation
// frame (several screens a second) with a large jump now and then. Measured in the page: gaps
// between animation frames (a dropped frame is a gap over 1.5 frames), long-animation-frame
// entries, and the time the table's scroll handler (the virtualizer's flushSync re-render and
// commit) takes per frame. rows=slot is the product (pooled slot keys, memoised rows);
// rows=row keys rows by order id, so every row scrolling in mounts and every row leaving
// unmounts: what a straightforward virtualised list does.
import { useMemo, type ReactNode } from 'react';
import type { OrderView } from '../../../workers/api';
import { OrderHistory } from '../../../src/features/edge/trading/HistoryTables';
import { RowIdentity } from '../../../src/features/edge/trading/VirtualTable';
import '../../../src/features/edge/trading/trading.css';

export const BLOTTER_ROWS = 100_000;
/** The table's viewport: about a tall blotter panel. */
export const BLOTTER_HEIGHT = 600;
const FRAME_MS = 1000 / 60;
/** A frame "dropped": the gap to the previous frame exceeds 1.5 frames. */
const DROPPED_GAP_MS = 1.5 * FRAME_MS;

const STATUSES = ['FILLED', 'CANCELED', 'PARTIALLY_FILLED', 'REJECTED', 'EXPIRED', 'NEW'] as const;
const TYPES = ['LIMIT', 'MARKET', 'STOP_LIMIT', 'TWAP'] as const;

/** Deterministic order history, newest first, with varied statuses, types and decimals. */
export function historyRows(count: number): OrderView[] {
  const out: OrderView[] = new Array<OrderView>(count);
  const t0 = Date.UTC(2026, 0, 1);
  for (let i = 0; i < count; i++) {
    const status = STATUSES[i % STATUSES.length] ?? 'FILLED';
    const filled = status === 'FILLED' || status === 'PARTIALLY_FILLED';
    const price = `${60_000 + ((i * 37) % 5000)}.${String(i % 100).padStart(2, '0')}`;
    const qty = `${(i % 7) + 1}.${String((i * 13) % 10_000).padStart(4, '0')}`;
    out[i] = {
      orderId: String(1_000_000 + count - i),
      clientOrderId: `c${i}`,
      parentOrderId: '',
      accountId: 1,
      subaccountId: 1,
      market: i % 3 === 0 ? 'ETH/USD' : 'BTC/USD',
      side: i % 2 === 0 ? 'BUY' : 'SELL',
      orderType: TYPES[i % TYPES.length] ?? 'LIMIT',
      timeInForce: 'GTC',
      quantity: qty,
      limitPrice: price,
      stopPrice: '',
      executedQuantity: filled ? qty : '0',
      executedPrice: filled ? price : '',
      leavesQuantity: filled ? '0' : qty,
      status,
      reason: status === 'REJECTED' ? 'INSUFFICIENT_BALANCE' : '',
      fee: filled ? `0.${String((i * 7) % 1000).padStart(4, '0')}` : '',
      feeToken: 'USD',
      reduceOnly: false,
      postOnly: false,
      positionSide: '',
      marginMode: '',
      triggered: false,
      triggerPrice: '',
      activationPrice: '',
      callbackRate: '',
      numberOfSlices: 0,
      duration: 0,
      transactTime: t0 - i * 1000,
      updateTime: t0 - i * 1000 + 250,
      seq: 0,
    } as OrderView;
  }
  return out;
}

export function BlotterView({ identity }: { readonly identity: 'slot' | 'row' }): ReactNode {
  const rows = useMemo(() => historyRows(BLOTTER_ROWS), []);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width: 1200, height: BLOTTER_HEIGHT }}>
      <RowIdentity.Provider value={identity}>
        <OrderHistory orders={rows} />
      </RowIdentity.Provider>
    </div>
  );
}

export interface ScrollResult {
  readonly frames: number;
  readonly seconds: number;
  readonly dropped: number;
  readonly maxGapMs: number;
  readonly gaps: number[];
  /** Scroll-handler time (React render + commit) summed per frame, ms. */
  readonly renderPerFrame: number[];
  readonly longFrames: number;
  readonly longFrameMs: number;
  readonly addedPerFrame: number;
  readonly rowsShown: number;
}

interface LoafEntry extends PerformanceEntry {
  readonly blockingDuration?: number;
}

/** Scrolls the blotter for `seconds`: `pxPerFrame` a frame, a jump of `jumpRows` every
 *  `jumpEvery` frames (wrapping at the end). */
export async function scrollRun(
  seconds: number,
  pxPerFrame: number,
  jumpEvery: number,
  jumpRows: number,
  countAdded: { reset(): void; read(): number },
): Promise<ScrollResult> {
  const scroller = document.querySelector<HTMLElement>('.vt-scroll');
  if (!scroller) throw new Error('no .vt-scroll');
  const rowHeight = 24;
  const maxTop = BLOTTER_ROWS * rowHeight - scroller.clientHeight;

  // Scroll events do not bubble but are seen in the capture phase: the window's capture
  // listener runs first, this element's listener (added after the virtualizer's) runs last.
  let started = 0;
  let frameWork = 0;
  const onCapture = () => {
    started = performance.now();
  };
  const onDone = () => {
    if (started > 0) frameWork += performance.now() - started;
    started = 0;
  };
  window.addEventListener('scroll', onCapture, { capture: true });
  scroller.addEventListener('scroll', onDone);

  let longFrames = 0;
  let longFrameMs = 0;
  let observing = false;
  const loaf = new PerformanceObserver((list) => {
    if (!observing) return;
    for (const e of list.getEntries() as LoafEntry[]) {
      longFrames++;
      longFrameMs += e.duration;
    }
  });
  const loafSupported = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame');
  if (loafSupported) loaf.observe({ type: 'long-animation-frame', buffered: false });

  const nextFrame = (): Promise<number> => new Promise((r) => requestAnimationFrame(r));
  // Settle: a first frame at the top, timers and observers in place.
  scroller.scrollTop = 0;
  await nextFrame();
  await nextFrame();

  const gaps: number[] = [];
  const renderPerFrame: number[] = [];
  countAdded.reset();
  observing = true;
  let last = await nextFrame();
  const end = last + seconds * 1000;
  let frame = 0;
  let top = 0;
  for (;;) {
    // Scroll work triggered by the previous frame's scrollTop ran before this callback.
    const now = await nextFrame();
    gaps.push(now - last);
    if (frame > 0) renderPerFrame.push(frameWork);
    frameWork = 0;
    last = now;
    if (now >= end) break;
    frame++;
    top += frame % jumpEvery === 0 ? jumpRows * rowHeight : pxPerFrame;
    if (top > maxTop) top -= maxTop;
    scroller.scrollTop = top;
  }
  observing = false;
  // Long-animation-frame entries arrive after their frame ends.
  await new Promise((r) => setTimeout(r, 100));
  loaf.disconnect();
  window.removeEventListener('scroll', onCapture, { capture: true });
  scroller.removeEventListener('scroll', onDone);

  const dropped = gaps.filter((g) => g > DROPPED_GAP_MS).length;
  const elapsed = gaps.reduce((a, b) => a + b, 0) / 1000;
  return {
    frames: gaps.length,
    seconds: elapsed,
    dropped,
    maxGapMs: Math.max(...gaps),
    gaps,
    renderPerFrame,
    longFrames: loafSupported ? longFrames : Number.NaN,
    longFrameMs,
    addedPerFrame: countAdded.read() / Math.max(1, gaps.length),
    rowsShown: document.querySelectorAll('.vt-row').length,
  };
}
