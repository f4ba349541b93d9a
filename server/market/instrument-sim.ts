// One simulated instrument: mid process, market makers, takers, candles and statistics. It
// owns the authoritative book; every step that changes it yields one BookDelta whose seq is
// the previous + 1 and whose checksum is the CRC32 of the top levels after the change.
import { OrderBook } from '../../domain/market/book';
import { lotsToQuantity, ticksToPrice } from '../../domain/ticks';
import type { ServerMillis } from '../../domain/time';
import { syntheticHistory } from './history';
import { DAY_MINUTES, KlineSeries, minuteOf, type CandleUnits } from './klines';
import {
  bookSnapshot,
  currentKlineOf,
  klinesIn,
  tickerOf,
  type KlineRangeQuery,
} from './instrument-view';
import { Maker } from './maker';
import { DEFAULT_MID_PARAMS, MidProcess } from './mid';
import type { Prng } from './prng';
import { renderKline, renderRate } from './render';
import type {
  BookDeltaMessage,
  BookSnapshotMessage,
  KlineInterval,
  KlineMessage,
  MarketEvent,
  MarkPriceMessage,
  ResumePoint,
  SimInstrument,
  TickerMessage,
} from './types';
import {
  FUTURE_TYPE,
  KLINE_INTERVALS,
  KLINE_MINUTES,
  PERPETUAL_TYPE,
  TAKER_BUY,
  TAKER_SELL,
} from './types';

export interface InstrumentSimOptions {
  readonly startTime: ServerMillis;
  readonly historyMinutes: number;
  readonly tradeRate: number;
  readonly minLevels: number;
  readonly statsEveryMillis: number;
  readonly klineEveryMillis: number;
  readonly resume?: ResumePoint;
}

/** Typical resting level notional, in quote units. */
const LEVEL_NOTIONAL = 25_000;
const MAX_TRADES_PER_STEP = 50;
/** Closed 1m candles announced after a long pause; older ones are read over REST. */
const MAX_CLOSED_ANNOUNCED = 3;
const HOUR_MILLIS = 3_600_000;

export class InstrumentSim {
  readonly book = new OrderBook(512);
  private seq = 0;
  private readonly mid: MidProcess;
  private readonly maker: Maker;
  private readonly klines: KlineSeries;
  private tradeCount = 0;
  private lastMove = 0;
  /** Perpetual premium over the index (fraction), an Ornstein–Uhlenbeck process. */
  private premium = 0;
  private nextStatsAt: ServerMillis;
  private nextKlineAt: ServerMillis;
  private klineDirty = true;

  constructor(
    readonly instrument: SimInstrument,
    private readonly prng: Prng,
    private readonly options: InstrumentSimOptions,
  ) {
    const tick = Number(instrument.tickSize);
    const lot = Number(instrument.lotSize);
    const startPrice = Number(instrument.startPrice);
    if (!(tick > 0) || !(lot > 0) || !(startPrice > 0)) {
      throw new RangeError(
        `Instrument ${instrument.symbol}: tickSize, lotSize and startPrice must be positive`,
      );
    }
    const resume = options.resume;
    const startTicks = resume
      ? Math.max(1, resume.lastTicks)
      : Math.max(1, Math.round(startPrice / tick));
    const spacingTicks = Math.max(1, Math.round(startTicks * 1e-5));
    const typicalLots = Math.max(1, Math.round(LEVEL_NOTIONAL / startPrice / lot));
    const minTicks = Math.max(1, Math.round(startTicks * 0.01));
    this.mid = new MidProcess(startTicks, minTicks, prng);
    const minLevels = options.minLevels;
    this.maker = new Maker(this.book, prng, {
      minLevels,
      maxLevels: minLevels + Math.max(20, Math.round(minLevels * 0.3)),
      spacingTicks,
      typicalLots,
    });
    this.maker.seed(startTicks);
    this.book.synced = true;
    const now = options.startTime;
    const capacity = Math.max(DAY_MINUTES, options.historyMinutes + 1);
    if (resume) {
      // The candles held, then flat minutes up to now at the last price.
      this.klines = KlineSeries.of(capacity, resume.first, resume.candles);
      this.klines.advanceTo(minuteOf(now));
    } else {
      this.klines = new KlineSeries(capacity, minuteOf(now), startTicks);
    }
    if (!resume && options.historyMinutes > 0) {
      const sigmaPerSqrtMinute = DEFAULT_MID_PARAMS.sigmaPerSqrtSecond * Math.sqrt(60);
      const minuteLots = typicalLots * 0.2 * options.tradeRate * 60;
      this.klines.loadHistory(
        syntheticHistory(
          prng,
          startTicks,
          options.historyMinutes,
          sigmaPerSqrtMinute,
          minuteLots,
          minTicks,
        ),
      );
    }
    this.nextStatsAt = now;
    this.nextKlineAt = now;
  }

  get symbol(): string {
    return this.instrument.symbol;
  }

  /** Seq of the last book delta (the seq a snapshot taken now carries). */
  get bookSeq(): number {
    return this.seq;
  }

  /**
   * Advances to `now` (dt seconds later) making about `updateBudget` level updates, and
   * appends what happened to `events`.
   */
  step(now: ServerMillis, dtSeconds: number, updateBudget: number, events: MarketEvent[]): void {
    this.rollMinutes(now, events);
    this.lastMove = this.mid.advance(dtSeconds);
    this.premium +=
      -this.premium * Math.min(1, dtSeconds / 600) +
      0.0002 * Math.sqrt(dtSeconds) * this.prng.normal();
    const mid = this.mid.ticks;
    this.maker.requote(mid);
    this.trades(now, dtSeconds, events);
    for (let k = 0; this.maker.updates < updateBudget && k < 4 * updateBudget; k++)
      this.maker.churn();
    this.maker.requote(mid);
    this.maker.keepDepth();
    const delta = this.flushDelta(now);
    if (delta) events.push({ kind: 'bookDelta', message: delta });
    if (now >= this.nextStatsAt) {
      this.nextStatsAt = now + this.options.statsEveryMillis;
      events.push({ kind: 'ticker', message: this.ticker(now) });
      const mark = this.markPrice(now);
      if (mark) events.push({ kind: 'markPrice', message: mark });
    }
    if (this.klineDirty && now >= this.nextKlineAt) {
      this.nextKlineAt = now + this.options.klineEveryMillis;
      this.klineDirty = false;
      for (const interval of KLINE_INTERVALS)
        events.push({ kind: 'kline', message: this.currentKline(interval) });
    }
  }

  /** The whole book, best first, at the current seq. */
  snapshot(now: ServerMillis): BookSnapshotMessage {
    return bookSnapshot(this.instrument, this.book, this.seq, now);
  }

  /** Rolling 24-hour statistics (the last 1440 one-minute candles, current included). */
  ticker(now: ServerMillis): TickerMessage {
    return tickerOf(this.instrument, this.klines, this.book, now);
  }

  /** Mark and index price (futures and perpetuals), with funding for perpetuals; else null. */
  markPrice(now: ServerMillis): MarkPriceMessage | null {
    const type = this.instrument.instrumentType;
    if (type !== PERPETUAL_TYPE && type !== FUTURE_TYPE) return null;
    const { tickSize } = this.instrument;
    const mid = this.mid.ticks;
    const index = Math.max(1, Math.round(mid / (1 + this.premium)));
    const mark = Math.max(1, Math.round((mid + index) / 2));
    if (type === FUTURE_TYPE) {
      return {
        symbol: this.symbol,
        markPrice: ticksToPrice(mark, tickSize),
        indexPrice: ticksToPrice(index, tickSize),
        fundingRate: '',
        nextFundingTime: 0,
        serverTime: now,
      };
    }
    const intervalMillis = (this.instrument.fundingIntervalHours ?? 8) * HOUR_MILLIS;
    const rate = Math.max(-0.0075, Math.min(0.0075, 0.0001 + this.premium / 8));
    return {
      symbol: this.symbol,
      markPrice: ticksToPrice(mark, tickSize),
      indexPrice: ticksToPrice(index, tickSize),
      fundingRate: renderRate(rate),
      nextFundingTime: (Math.floor(now / intervalMillis) + 1) * intervalMillis,
      serverTime: now,
    };
  }

  /** The open candle of an interval. */
  currentKline(interval: KlineInterval): KlineMessage {
    return currentKlineOf(this.instrument, this.klines, interval);
  }

  /** Candles in a REST range (instrument-view.ts klinesIn). */
  klinesInRange(
    interval: KlineInterval,
    range: KlineRangeQuery,
    now: ServerMillis,
  ): KlineMessage[] {
    return klinesIn(this.instrument, this.klines, interval, range, now);
  }

  /** The 1-minute candles of [fromMinute, toMinute] held, and the first minute held. */
  minutes(fromMinute: number, toMinute: number): { first: number; candles: CandleUnits[] } {
    return this.klines.minutes(fromMinute, toMinute);
  }

  /** The oldest minute its candles hold. */
  get firstMinute(): number {
    return this.klines.firstMinute;
  }

  get capacityMinutes(): number {
    return this.klines.capacityMinutes;
  }

  /** Last traded price in ticks. */
  get lastPriceTicks(): number {
    return this.klines.lastPrice;
  }

  private rollMinutes(now: ServerMillis, events: MarketEvent[]): void {
    const closed = this.klines.advanceTo(minuteOf(now));
    if (!closed) return;
    this.klineDirty = true;
    this.nextKlineAt = now;
    for (let m = Math.max(closed.from, closed.to - MAX_CLOSED_ANNOUNCED + 1); m <= closed.to; m++) {
      for (const interval of KLINE_INTERVALS) {
        const minutes = KLINE_MINUTES[interval];
        if ((m + 1) % minutes !== 0) continue;
        const c = this.klines.read(m + 1 - minutes, minutes);
        events.push({
          kind: 'kline',
          message: renderKline(this.symbol, interval, c, this.instrument, true),
        });
      }
    }
  }

  private trades(now: ServerMillis, dtSeconds: number, events: MarketEvent[]): void {
    // Poisson count by inversion (small means).
    const lambda = this.options.tradeRate * dtSeconds;
    let count = 0;
    let p = Math.exp(-lambda);
    let cdf = p;
    const u = this.prng.next();
    while (u > cdf && count < MAX_TRADES_PER_STEP) {
      count++;
      p *= lambda / count;
      cdf += p;
    }
    const { tickSize, lotSize } = this.instrument;
    for (let i = 0; i < count; i++) {
      const buy = this.prng.chance(0.5 + Math.sign(this.lastMove) * 0.15);
      const side = buy ? this.book.asks : this.book.bids;
      const price = side.priceAt(0);
      if (price === undefined) continue;
      const resting = side.sizeAt(0);
      const u2 = this.prng.next();
      const lots = this.prng.chance(0.15)
        ? resting
        : Math.max(1, Math.min(resting, Math.round(resting * u2 * u2)));
      this.maker.set(side, price, resting - lots);
      this.klines.trade(price, lots);
      this.klineDirty = true;
      this.tradeCount++;
      events.push({
        kind: 'trade',
        message: {
          symbol: this.symbol,
          tradeId: `${this.options.startTime}-${this.tradeCount}`,
          price: ticksToPrice(price, tickSize),
          quantity: lotsToQuantity(lots, lotSize),
          side: buy ? TAKER_BUY : TAKER_SELL,
          serverTime: now,
        },
      });
    }
  }

  private flushDelta(now: ServerMillis): BookDeltaMessage | null {
    const { changedBids, changedAsks } = this.maker;
    if (changedBids.size === 0 && changedAsks.size === 0) {
      this.maker.flush();
      return null;
    }
    const bidPrices = [...changedBids];
    const askPrices = [...changedAsks];
    const prevSeq = this.seq;
    this.seq++;
    const delta: BookDeltaMessage = {
      symbol: this.symbol,
      seq: this.seq,
      prevSeq,
      serverTime: now,
      bidPrices,
      bidSizes: bidPrices.map((p) => this.book.bids.sizeOf(p)),
      askPrices,
      askSizes: askPrices.map((p) => this.book.asks.sizeOf(p)),
      checksum: this.book.checksum(),
    };
    this.book.seq = this.seq;
    this.maker.flush();
    return delta;
  }
}
