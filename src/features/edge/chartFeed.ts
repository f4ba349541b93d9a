// The candle chart's data path, framework-free: the whole history in BarColumns, the series
// holding only a window of it (chartWindow.ts). A live candle is one series.update() on the
// window, so a tick costs the same with a million bars of history as with two thousand; the
// window follows the view when the user scrolls back (subscribeVisibleLogicalRangeChange).
import type { ISeriesApi, ITimeScaleApi, LogicalRange, Time } from 'lightweight-charts';
import { BarColumns, type Bar } from './chartBars';
import {
  DEFAULT_WINDOW,
  initialWindowStart,
  nextWindowStart,
  type WindowPolicy,
} from './chartWindow';

export type SeriesTarget = Pick<ISeriesApi<'Candlestick'>, 'setData' | 'update'>;
export type ViewSource = Pick<
  ITimeScaleApi<Time>,
  | 'getVisibleLogicalRange'
  | 'subscribeVisibleLogicalRangeChange'
  | 'unsubscribeVisibleLogicalRangeChange'
>;

export class WindowedCandles {
  readonly history = new BarColumns();
  private start = 0;
  private view: ViewSource | null = null;
  private refreshQueued = false;
  private disposed = false;

  /** `view` is asked for only once the history outgrows the window: a short history is
   *  held whole and never needs the scroll position. */
  constructor(
    private readonly series: SeriesTarget,
    private readonly viewSource: () => ViewSource,
    private readonly policy: WindowPolicy = DEFAULT_WINDOW,
  ) {}

  /** Bars in the whole history. */
  get total(): number {
    return this.history.length;
  }

  /** Bars the series holds (the window): history indices [firstHeld, total). */
  get held(): number {
    return this.history.length - this.start;
  }

  get firstHeld(): number {
    return this.start;
  }

  /** Replaces the history (a reset, a new topic); the series gets the newest bars. */
  reset(count: number, bar: (i: number) => Bar): void {
    this.history.reset(count, bar);
    this.start = initialWindowStart(count, this.policy);
    this.series.setData(this.history.slice(this.start));
    this.watchIfLong();
  }

  /** Forgets the history (the topic went away). */
  clear(): void {
    this.reset(0, () => {
      throw new RangeError('no bars');
    });
  }

  /** One live or corrected candle. Only the window's bars reach the series. */
  apply(bar: Bar): void {
    const { kind, index } = this.history.upsert(bar);
    if (kind === 'last' || kind === 'append') {
      this.series.update(bar);
      this.watchIfLong();
    } else if (index < this.start) {
      // Older than the window: the series shows it once the view scrolls there. An insert
      // moved every later bar one index up, the window's first bar included.
      if (kind === 'insert') this.start += 1;
    } else if (kind === 'replace') {
      this.series.update(bar, true);
    } else {
      this.series.setData(this.history.slice(this.start));
    }
  }

  dispose(): void {
    this.disposed = true;
    this.view?.unsubscribeVisibleLogicalRangeChange(this.onRange);
    this.view = null;
  }

  private watchIfLong(): void {
    if (this.view !== null || this.disposed || this.history.length <= this.policy.base) return;
    this.view = this.viewSource();
    this.view.subscribeVisibleLogicalRangeChange(this.onRange);
  }

  // The chart reports range changes mid-paint and mid-setData: re-window after it returns.
  private readonly onRange = (_range: LogicalRange | null): void => {
    if (this.refreshQueued) return;
    this.refreshQueued = true;
    queueMicrotask(() => {
      this.refreshQueued = false;
      if (!this.disposed) this.refresh();
    });
  };

  private refresh(): void {
    const visible = this.view?.getVisibleLogicalRange() ?? null;
    const next = nextWindowStart(this.history.length, this.start, visible, this.policy);
    if (next === this.start) return;
    this.start = next;
    this.series.setData(this.history.slice(next));
  }
}
