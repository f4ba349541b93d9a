// What a market shows of one instrument, read from its book and its candles: the snapshot,
// the rolling 24-hour ticker and the candles. The simulator (instrument-sim.ts) and a market
// that follows the simulator from another process (followed-market.ts) hold the same book and
// the same candles, so both answer through these functions and agree to the last digit.
import type { OrderBook } from '../../domain/market/book';
import { lotsToQuantity, tickLotsToQuote, ticksToPrice } from '../../domain/ticks';
import type { ServerMillis } from '../../domain/time';
import { DAY_MINUTES, minuteOf, type KlineSeries } from './klines';
import { changePercent, renderKline } from './render';
import type {
  BookSnapshotMessage,
  KlineInterval,
  KlineMessage,
  SimInstrument,
  TickerMessage,
} from './types';
import { KLINE_MINUTES } from './types';

/** The whole book, best first, at `seq`. */
export function bookSnapshot(
  instrument: SimInstrument,
  book: OrderBook,
  seq: number,
  now: ServerMillis,
): BookSnapshotMessage {
  const read = (side: OrderBook['bids']): [number[], number[]] => {
    const prices = new Float64Array(side.length);
    const sizes = new Float64Array(side.length);
    side.writeTop(side.length, prices, sizes);
    return [Array.from(prices), Array.from(sizes)];
  };
  const [bidPrices, bidSizes] = read(book.bids);
  const [askPrices, askSizes] = read(book.asks);
  return {
    symbol: instrument.symbol,
    seq,
    serverTime: now,
    bidPrices,
    bidSizes,
    askPrices,
    askSizes,
    checksum: book.checksum(),
    tickSize: instrument.tickSize,
    lotSize: instrument.lotSize,
  };
}

/** Rolling 24-hour statistics (the last 1440 one-minute candles, current included). */
export function tickerOf(
  instrument: SimInstrument,
  klines: KlineSeries,
  book: OrderBook,
  now: ServerMillis,
): TickerMessage {
  const { tickSize, lotSize } = instrument;
  const current = klines.currentMinute;
  const day = klines.read(current - DAY_MINUTES + 1, DAY_MINUTES);
  const last = klines.lastPrice;
  const bid = book.bestBid();
  const ask = book.bestAsk();
  return {
    symbol: instrument.symbol,
    last: ticksToPrice(last, tickSize),
    open: ticksToPrice(day.open, tickSize),
    high: ticksToPrice(day.high, tickSize),
    low: ticksToPrice(day.low, tickSize),
    volume: lotsToQuantity(day.volumeLots, lotSize),
    quoteVolume: tickLotsToQuote(day.quoteTickLots, tickSize, lotSize),
    change: ticksToPrice(last - day.open, tickSize),
    changePercent: changePercent(day.open, last),
    bestBid: bid === undefined ? '' : ticksToPrice(bid, tickSize),
    bestAsk: ask === undefined ? '' : ticksToPrice(ask, tickSize),
    serverTime: now,
  };
}

/** The open candle of an interval. */
export function currentKlineOf(
  instrument: SimInstrument,
  klines: KlineSeries,
  interval: KlineInterval,
): KlineMessage {
  const minutes = KLINE_MINUTES[interval];
  const bucket = Math.floor(klines.currentMinute / minutes) * minutes;
  return renderKline(instrument.symbol, interval, klines.read(bucket, minutes), instrument, false);
}

/** Candles whose bucket overlaps [fromMinute, toMinute]: the first or latest `limit`. */
function klineRangeOf(
  instrument: SimInstrument,
  klines: KlineSeries,
  interval: KlineInterval,
  fromMinute: number,
  toMinute: number,
  limit: number,
  fromStart: boolean,
): KlineMessage[] {
  const minutes = KLINE_MINUTES[interval];
  const current = klines.currentMinute;
  return klines
    .range(minutes, fromMinute, toMinute, limit, fromStart)
    .map((c) =>
      renderKline(instrument.symbol, interval, c, instrument, c.openMinute + minutes <= current),
    );
}

export const MAX_KLINES_LIMIT = 1000;

export interface KlineRangeQuery {
  readonly startTime?: ServerMillis;
  readonly endTime?: ServerMillis;
  readonly limit?: number;
}

/**
 * Candles of a symbol (REST /uapi/v1/symbols/klines): buckets overlapping
 * [startTime, endTime] (defaults: all history, now), oldest first, at most `limit` (default
 * 500, ≤ 1000): the first ones from startTime when it is given, else the latest.
 */
export function klinesIn(
  instrument: SimInstrument,
  klines: KlineSeries,
  interval: KlineInterval,
  range: KlineRangeQuery,
  now: ServerMillis,
): KlineMessage[] {
  const limit = Math.max(1, Math.min(MAX_KLINES_LIMIT, Math.floor(range.limit ?? 500)));
  const from = range.startTime === undefined ? Number.MIN_SAFE_INTEGER : minuteOf(range.startTime);
  const to = range.endTime === undefined ? minuteOf(now) : minuteOf(range.endTime);
  return klineRangeOf(instrument, klines, interval, from, to, limit, range.startTime !== undefined);
}
