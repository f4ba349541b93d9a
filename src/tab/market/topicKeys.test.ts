import { describe, expect, it } from 'vitest';
import { parseTopic } from '../../../domain/market/topics';
import {
  bookTopic,
  CHART_INTERVALS,
  klineTopic,
  markTopic,
  tickerTopic,
  tradesTopic,
} from './topicKeys';

describe('tab topic keys (domain grammar)', () => {
  it('the chart offers the stream intervals up to an hour', () => {
    expect(CHART_INTERVALS).toEqual(['1m', '5m', '15m', '1h']);
  });

  it('builds topics the core and the gateway parse back', () => {
    expect(
      [
        bookTopic('BTC/USD'),
        tradesTopic('BTC/USD'),
        tickerTopic('BTC/USD'),
        markTopic('BTC-PERP'),
        klineTopic('BTC/USD', '15m'),
      ].map(parseTopic),
    ).toEqual([
      { channel: 'book', symbol: 'BTC/USD' },
      { channel: 'trades', symbol: 'BTC/USD' },
      { channel: 'ticker', symbol: 'BTC/USD' },
      { channel: 'mark', symbol: 'BTC-PERP' },
      { channel: 'kline', symbol: 'BTC/USD', interval: '15m' },
    ]);
  });
});
