import { describe, expect, it } from 'vitest';
import { formatTopic, parseTopic } from './topics';

describe('topics', () => {
  it.each([
    'book:BTC/USD',
    'trades:ETH/USD',
    'ticker:SOL/USDC',
    'mark:BTC-PERP',
    'kline:BTC/USD:1m',
    'kline:ETH-25DEC26:1d',
  ])('round-trips %s', (text) => {
    const topic = parseTopic(text);
    expect(topic).not.toBeNull();
    if (topic) expect(formatTopic(topic)).toBe(text);
  });

  it('reads the parts', () => {
    expect(parseTopic('kline:BTC/USD:4h')).toEqual({
      channel: 'kline',
      symbol: 'BTC/USD',
      interval: '4h',
    });
    expect(parseTopic('mark:BTC-PERP')).toEqual({ channel: 'mark', symbol: 'BTC-PERP' });
  });

  it.each([
    '',
    'book',
    'book:',
    'orders:BTC/USD',
    'book:BTC/USD:1m',
    'kline:BTC/USD',
    'kline:BTC/USD:2m',
    'book: BTC',
    `book:${'X'.repeat(100)}`,
  ])('refuses %j', (text) => {
    expect(parseTopic(text)).toBeNull();
  });
});
