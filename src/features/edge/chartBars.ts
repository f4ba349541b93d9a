// The chart's whole candle history in columns (typed arrays), outside lightweight-charts:
// a million bars are 40 MB of numbers with nothing for the garbage collector to trace, and
// only the window the series shows is turned into bar objects.
import type { CandlestickData, UTCTimestamp } from 'lightweight-charts';

export type Bar = CandlestickData<UTCTimestamp>;

/** Where an upserted bar went: replaced the newest, appended after it, replaced an older
 *  bar at `index`, or was inserted between two (every later index moved by one). */
export type Upsert = 'last' | 'append' | 'replace' | 'insert';

export class BarColumns {
  private time = new Float64Array(0);
  private open = new Float64Array(0);
  private high = new Float64Array(0);
  private low = new Float64Array(0);
  private close = new Float64Array(0);
  private count = 0;

  get length(): number {
    return this.count;
  }

  /** Replaces the history with `count` bars, oldest first (`bar(i)` for i in 0..count). */
  reset(count: number, bar: (i: number) => Bar): void {
    this.count = 0;
    this.reserve(count);
    for (let i = 0; i < count; i++) this.write(i, bar(i));
    this.count = count;
  }

  at(i: number): Bar {
    if (i < 0 || i >= this.count) throw new RangeError(`bar ${i} of ${this.count}`);
    return {
      time: this.time[i] as UTCTimestamp,
      open: this.open[i] as number,
      high: this.high[i] as number,
      low: this.low[i] as number,
      close: this.close[i] as number,
    };
  }

  /** Bars [start, end) as objects, for the series. */
  slice(start: number, end: number = this.count): Bar[] {
    const from = Math.max(0, start);
    const to = Math.min(end, this.count);
    const out: Bar[] = [];
    for (let i = from; i < to; i++) out.push(this.at(i));
    return out;
  }

  /** Puts `bar` at its time: same time replaces, a new time is added in order. */
  upsert(bar: Bar): { kind: Upsert; index: number } {
    const n = this.count;
    const lastTime = n > 0 ? (this.time[n - 1] as number) : -Infinity;
    if (bar.time > lastTime) {
      this.reserve(n + 1);
      this.write(n, bar);
      this.count = n + 1;
      return { kind: 'append', index: n };
    }
    if (bar.time === lastTime) {
      this.write(n - 1, bar);
      return { kind: 'last', index: n - 1 };
    }
    const at = this.lowerBound(bar.time);
    if (this.time[at] === bar.time) {
      this.write(at, bar);
      return { kind: at === n - 1 ? 'last' : 'replace', index: at };
    }
    this.reserve(n + 1);
    for (const col of this.columns()) col.copyWithin(at + 1, at, n);
    this.write(at, bar);
    this.count = n + 1;
    return { kind: 'insert', index: at };
  }

  private lowerBound(time: number): number {
    let lo = 0;
    let hi = this.count;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.time[mid] as number) < time) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private write(i: number, bar: Bar): void {
    this.time[i] = bar.time;
    this.open[i] = bar.open;
    this.high[i] = bar.high;
    this.low[i] = bar.low;
    this.close[i] = bar.close;
  }

  private columns(): Float64Array[] {
    return [this.time, this.open, this.high, this.low, this.close];
  }

  private reserve(size: number): void {
    if (size <= this.time.length) return;
    const capacity = Math.max(size, this.time.length * 2, 64);
    const grow = (col: Float64Array): Float64Array<ArrayBuffer> => {
      const next = new Float64Array(capacity);
      next.set(col.subarray(0, this.count));
      return next;
    };
    this.time = grow(this.time);
    this.open = grow(this.open);
    this.high = grow(this.high);
    this.low = grow(this.low);
    this.close = grow(this.close);
  }
}
