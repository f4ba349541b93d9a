// Topic names of docs/stream-protocol.md, built on the tab side (the core and gateway parse them).
import type { TopicKey } from '../../../workers/api';

export const CHART_INTERVALS = ['1m', '5m', '15m', '1h'] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];

export const bookTopic = (symbol: string): TopicKey => `book:${symbol}`;
export const tradesTopic = (symbol: string): TopicKey => `trades:${symbol}`;
export const tickerTopic = (symbol: string): TopicKey => `ticker:${symbol}`;
export const markTopic = (symbol: string): TopicKey => `mark:${symbol}`;
export const klineTopic = (symbol: string, interval: string): TopicKey =>
  `kline:${symbol}:${interval}`;
