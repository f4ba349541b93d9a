// One instrument's candles: a ring of 1-minute candles in ticks and lots (plus quote volume
// in tick·lots as BigInt), from which 5m/15m/1h/4h/1d candles and the 24-hour ticker are
// rolled up on demand. Minutes are UTC-aligned (epoch minute index).
import type { ServerMillis } from '../../domain/time';

export const MINUTE_MILLIS = 60_000;
export const DAY_MINUTES = 1440;

/** An aggregated candle in integer units. */
export interface CandleUnits {
  readonly openMinute: number;
  readonly minutes: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volumeLots: number;
  readonly quoteTickLots: bigint;
}

export class KlineSeries {
  private readonly open: Float64Array;
  private readonly high: Float64Array;
  private readonly low: Float64Array;
  private readonly close: Float64Array;
  private readonly volume: Float64Array;
  private readonly quote: BigInt64Array;
  /** Oldest minute held and the current (open) minute. */
  private first: number;
  private last: number;

  constructor(
    readonly capacityMinutes: number,
    currentMinute: number,
    openTicks: number,
  ) {
    const n = Math.max(1, capacityMinutes);
    this.open = new Float64Array(n);
    this.high = new Float64Array(n);
    this.low = new Float64Array(n);
    this.close = new Float64Array(n);
    this.volume = new Float64Array(n);
    this.quote = new BigInt64Array(n);
    this.first = currentMinute;
    this.last = currentMinute;
    this.put(currentMinute, openTicks, openTicks, openTicks, openTicks, 0, 0n);
  }

  get currentMinute(): number {
    return this.last;
  }

  get firstMinute(): number {
    return this.first;
  }

  /** Close of the current minute: the last traded price. */
  get lastPrice(): number {
    return this.close[this.slot(this.last)] as number;
  }

  /**
   * Loads past closed minutes ending just before the current one (oldest first). Used once,
   * before live trading, for synthetic history.
   */
  loadHistory(candles: readonly CandleUnits[]): void {
    const current = this.last;
    const live = this.read(current, 1);
    const keep = candles.slice(-(this.capacityMinutes - 1));
    keep.forEach((c, i) => {
      const minute = current - keep.length + i;
      this.put(minute, c.open, c.high, c.low, c.close, c.volumeLots, c.quoteTickLots);
    });
    this.first = current - keep.length;
    this.put(
      current,
      live.open,
      live.high,
      live.low,
      live.close,
      live.volumeLots,
      live.quoteTickLots,
    );
  }

  /** The 1-minute candles held in [fromMinute, toMinute], oldest first, and where they start. */
  minutes(fromMinute: number, toMinute: number): { first: number; candles: CandleUnits[] } {
    const from = Math.max(fromMinute, this.first);
    const to = Math.min(toMinute, this.last);
    const candles: CandleUnits[] = [];
    for (let m = from; m <= to; m++) candles.push(this.read(m, 1));
    return { first: from, candles };
  }

  /**
   * Writes 1-minute candles from `first` on as another series holds them (a market following
   * the simulator of another process); a minute past the current one becomes the current one.
   */
  overwrite(first: number, candles: readonly CandleUnits[]): void {
    candles.forEach((c, i) => {
      const minute = first + i;
      if (minute > this.last) this.advanceTo(minute);
      if (minute < this.first) {
        if (minute <= this.last - this.capacityMinutes) return;
        this.first = minute;
      }
      this.put(minute, c.open, c.high, c.low, c.close, c.volumeLots, c.quoteTickLots);
    });
  }

  /** A series holding exactly `candles` from `first` on (the last is the current minute). */
  static of(capacityMinutes: number, first: number, candles: readonly CandleUnits[]): KlineSeries {
    const series = new KlineSeries(capacityMinutes, first, candles[0]?.open ?? 0);
    series.overwrite(first, candles);
    return series;
  }

  /** Records a trade in the current minute. */
  trade(priceTicks: number, lots: number): void {
    const i = this.slot(this.last);
    this.high[i] = Math.max(this.high[i] as number, priceTicks);
    this.low[i] = Math.min(this.low[i] as number, priceTicks);
    this.close[i] = priceTicks;
    this.volume[i] = (this.volume[i] as number) + lots;
    this.quote[i] = (this.quote[i] as bigint) + BigInt(priceTicks) * BigInt(lots);
  }

  /**
   * Moves the current minute forward to `minute`; minutes without trades are flat at the last
   * price. Returns the minutes that closed (at most the ring's capacity).
   */
  advanceTo(minute: number): { readonly from: number; readonly to: number } | null {
    if (minute <= this.last) return null;
    const closedFrom = Math.max(this.last, minute - this.capacityMinutes + 1);
    const closedTo = minute - 1;
    const price = this.lastPrice;
    for (let m = Math.max(this.last + 1, minute - this.capacityMinutes + 1); m <= minute; m++) {
      this.put(m, price, price, price, price, 0, 0n);
    }
    this.last = minute;
    this.first = Math.max(this.first, minute - this.capacityMinutes + 1);
    return { from: closedFrom, to: closedTo };
  }

  /** Aggregate of `minutes` 1m candles starting at `openMinute`, clipped to what is held. */
  read(openMinute: number, minutes: number): CandleUnits {
    const from = Math.max(openMinute, this.first);
    const to = Math.min(openMinute + minutes - 1, this.last);
    if (from > to) {
      const p = from > this.last ? this.lastPrice : (this.open[this.slot(this.first)] as number);
      return {
        openMinute,
        minutes,
        open: p,
        high: p,
        low: p,
        close: p,
        volumeLots: 0,
        quoteTickLots: 0n,
      };
    }
    let high = -Infinity;
    let low = Infinity;
    let volumeLots = 0;
    let quoteTickLots = 0n;
    for (let m = from; m <= to; m++) {
      const i = this.slot(m);
      high = Math.max(high, this.high[i] as number);
      low = Math.min(low, this.low[i] as number);
      volumeLots += this.volume[i] as number;
      quoteTickLots += this.quote[i] as bigint;
    }
    return {
      openMinute,
      minutes,
      open: this.open[this.slot(from)] as number,
      high,
      low,
      close: this.close[this.slot(to)] as number,
      volumeLots,
      quoteTickLots,
    };
  }

  /**
   * Candles of `minutes` length (UTC-aligned buckets) overlapping [fromMinute, toMinute],
   * oldest first: the first `limit` of them when `fromStart`, else the latest `limit`.
   */
  range(
    minutes: number,
    fromMinute: number,
    toMinute: number,
    limit: number,
    fromStart = false,
  ): CandleUnits[] {
    const start = Math.max(fromMinute, this.first);
    const end = Math.min(toMinute, this.last);
    if (start > end || limit <= 0) return [];
    const firstBucket = Math.floor(start / minutes) * minutes;
    const lastBucket = Math.floor(end / minutes) * minutes;
    const from = fromStart
      ? firstBucket
      : Math.max(firstBucket, lastBucket - (limit - 1) * minutes);
    const to = fromStart ? Math.min(lastBucket, firstBucket + (limit - 1) * minutes) : lastBucket;
    const out: CandleUnits[] = [];
    for (let b = from; b <= to; b += minutes) out.push(this.read(b, minutes));
    return out;
  }

  private slot(minute: number): number {
    const n = this.open.length;
    return ((minute % n) + n) % n;
  }

  private put(
    minute: number,
    o: number,
    h: number,
    l: number,
    c: number,
    v: number,
    q: bigint,
  ): void {
    const i = this.slot(minute);
    this.open[i] = o;
    this.high[i] = h;
    this.low[i] = l;
    this.close[i] = c;
    this.volume[i] = v;
    this.quote[i] = q;
  }
}

export const minuteOf = (time: ServerMillis): number => Math.floor(time / MINUTE_MILLIS);
