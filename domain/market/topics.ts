// Stream topic names shared by the gateway and the data core:
// "book:BTC/USD", "trades:BTC/USD", "ticker:BTC/USD", "mark:BTC-PERP", "kline:BTC/USD:1m".

export const TOPIC_KLINE_INTERVALS = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;
export type TopicKlineInterval = (typeof TOPIC_KLINE_INTERVALS)[number];

export type Topic =
  | { readonly channel: 'book'; readonly symbol: string }
  | { readonly channel: 'trades'; readonly symbol: string }
  | { readonly channel: 'ticker'; readonly symbol: string }
  | { readonly channel: 'mark'; readonly symbol: string }
  | { readonly channel: 'kline'; readonly symbol: string; readonly interval: TopicKlineInterval };

/** Longest topic accepted (a guard against oversized input). */
export const MAX_TOPIC_LENGTH = 96;
const SYMBOL = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,63}$/;

export function formatTopic(topic: Topic): string {
  return topic.channel === 'kline'
    ? `kline:${topic.symbol}:${topic.interval}`
    : `${topic.channel}:${topic.symbol}`;
}

/** The parsed topic, or null for anything malformed (unknown channel, bad symbol or interval). */
export function parseTopic(text: string): Topic | null {
  if (text.length > MAX_TOPIC_LENGTH) return null;
  const parts = text.split(':');
  const [channel, symbol, interval] = parts;
  if (symbol === undefined || !SYMBOL.test(symbol)) return null;
  switch (channel) {
    case 'book':
    case 'trades':
    case 'ticker':
    case 'mark':
      return parts.length === 2 ? { channel, symbol } : null;
    case 'kline':
      return parts.length === 3 &&
        (TOPIC_KLINE_INTERVALS as readonly (string | undefined)[]).includes(interval)
        ? { channel, symbol, interval: interval as TopicKlineInterval }
        : null;
    default:
      return null;
  }
}
