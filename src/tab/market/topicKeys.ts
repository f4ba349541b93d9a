// Topic names of docs/stream-protocol.md, built on the tab side with the grammar the core and
// the gateway parse them with (domain/market/topics.ts).
import type { TopicKey } from '../../../workers/api';
import {
  formatTopic,
  TOPIC_KLINE_INTERVALS,
  type TopicKlineInterval,
} from '../../../domain/market/topics';

/** The candle intervals the chart offers: the stream's (ascending), up to an hour. */
export const CHART_INTERVALS: readonly TopicKlineInterval[] = TOPIC_KLINE_INTERVALS.slice(
  0,
  TOPIC_KLINE_INTERVALS.indexOf('1h') + 1,
);
export type ChartInterval = (typeof CHART_INTERVALS)[number];

export const bookTopic = (symbol: string): TopicKey => formatTopic({ channel: 'book', symbol });
export const tradesTopic = (symbol: string): TopicKey => formatTopic({ channel: 'trades', symbol });
export const tickerTopic = (symbol: string): TopicKey => formatTopic({ channel: 'ticker', symbol });
export const markTopic = (symbol: string): TopicKey => formatTopic({ channel: 'mark', symbol });
export const klineTopic = (symbol: string, interval: TopicKlineInterval): TopicKey =>
  formatTopic({ channel: 'kline', symbol, interval });
