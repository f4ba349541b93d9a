// Inputs and outputs of the market simulator. Output messages mirror the desk.stream wire
// messages (proto/stream.proto) field for field, so the gateway encodes them as they are.
import { TOPIC_KLINE_INTERVALS } from '../../domain/market/topics';
import type { TopicKlineInterval } from '../../domain/market/topics';
import type { Ticker24h } from '../../domain/market/ticker';
import type { Millis, ServerMillis } from '../../domain/time';
import type { CandleUnits } from './klines';

/** Instrument type codes of spec 3.4 (0 spot, 1 future, 3 perpetual, 4 option). */
export type SimInstrumentType = number;
export const SPOT_TYPE = 0;
export const FUTURE_TYPE = 1;
export const PERPETUAL_TYPE = 3;

export interface SimInstrument {
  readonly symbol: string;
  /** Decimal strings, e.g. '0.01' and '0.00001'. */
  readonly tickSize: string;
  readonly lotSize: string;
  /** Decimal string; rounded to the tick. */
  readonly startPrice: string;
  readonly instrumentType: SimInstrumentType;
  /** Perpetuals: hours between fundings (default 8). */
  readonly fundingIntervalHours?: number;
}

export interface SimulatorConfig {
  readonly seed: number;
  /** Level updates per second across all books (FEED_RATE). */
  readonly feedRate: number;
  /** Server time at which the simulation starts. */
  readonly startTime: ServerMillis;
  /** Minutes of synthetic 1m candle history before startTime (default 7 days). */
  readonly historyMinutes?: number;
  /** Trades per second per instrument (default 1.5). */
  readonly tradeRate?: number;
  /** Minimum resting levels per side (default 200). */
  readonly minLevels?: number;
  /** Minimum time between ticker and mark-price updates of one instrument (default 1000). */
  readonly statsEveryMillis?: Millis;
  /** Minimum time between live (open) candle updates of one instrument (default 250). */
  readonly klineEveryMillis?: Millis;
  /**
   * Continue where another simulator left off (a standby simulator taking over): per symbol,
   * the last price and the 1-minute candles it held, instead of the start price and a
   * synthetic history. Symbols not named start afresh.
   */
  readonly resume?: ReadonlyMap<string, ResumePoint>;
}

/** Where a symbol's market stood: its last price in ticks and its 1-minute candles. */
export interface ResumePoint {
  readonly lastTicks: number;
  /** The minute of candles[0]; the last candle is the minute the market stood in. */
  readonly first: number;
  readonly candles: readonly CandleUnits[];
}

/** Values of desk.stream.TakerSide. */
export const TAKER_BUY = 1;
export const TAKER_SELL = 2;
export type TakerSideCode = typeof TAKER_BUY | typeof TAKER_SELL;

export interface BookSnapshotMessage {
  readonly symbol: string;
  readonly seq: number;
  readonly serverTime: ServerMillis;
  readonly bidPrices: number[];
  readonly bidSizes: number[];
  readonly askPrices: number[];
  readonly askSizes: number[];
  readonly checksum: number;
  readonly tickSize: string;
  readonly lotSize: string;
}

export interface BookDeltaMessage {
  readonly symbol: string;
  readonly seq: number;
  readonly prevSeq: number;
  readonly serverTime: ServerMillis;
  readonly bidPrices: number[];
  readonly bidSizes: number[];
  readonly askPrices: number[];
  readonly askSizes: number[];
  readonly checksum: number;
}

export interface TradeMessage {
  readonly symbol: string;
  readonly tradeId: string;
  readonly price: string;
  readonly quantity: string;
  readonly side: TakerSideCode;
  readonly serverTime: ServerMillis;
}

/** The rolling 24 h ticker, one shape from the simulator to the tab (domain/market/ticker.ts). */
export type TickerMessage = Ticker24h;

export interface MarkPriceMessage {
  readonly symbol: string;
  readonly markPrice: string;
  readonly indexPrice: string;
  /** Empty for dated futures. */
  readonly fundingRate: string;
  /** 0 for dated futures. */
  readonly nextFundingTime: ServerMillis;
  readonly serverTime: ServerMillis;
}

export const KLINE_INTERVALS = TOPIC_KLINE_INTERVALS;
export type KlineInterval = TopicKlineInterval;
export const KLINE_MINUTES: Readonly<Record<KlineInterval, number>> = {
  '1m': 1,
  '5m': 5,
  '15m': 15,
  '1h': 60,
  '4h': 240,
  '1d': 1440,
};
export const isKlineInterval = (s: string): s is KlineInterval =>
  (KLINE_INTERVALS as readonly string[]).includes(s);

export interface KlineMessage {
  readonly symbol: string;
  readonly interval: KlineInterval;
  readonly openTime: ServerMillis;
  /** Last millisecond of the candle (openTime + length − 1). */
  readonly closeTime: ServerMillis;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
  readonly volume: string;
  readonly quoteVolume: string;
  readonly closed: boolean;
}

export type MarketEvent =
  | { readonly kind: 'bookDelta'; readonly message: BookDeltaMessage }
  | { readonly kind: 'trade'; readonly message: TradeMessage }
  | { readonly kind: 'ticker'; readonly message: TickerMessage }
  | { readonly kind: 'markPrice'; readonly message: MarkPriceMessage }
  | { readonly kind: 'kline'; readonly message: KlineMessage };
