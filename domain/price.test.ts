import { describe, expect, it } from 'vitest';
import { choosePrice } from './price';

describe('R-PRICE-1 price choice: book mid for orderbook, else last price', () => {
  it.each([
    ['orderbook', { bestBid: '100', bestAsk: '101' }, '50', '100.5'],
    ['orderbook', { bestBid: '0.1', bestAsk: '0.2' }, null, '0.15'],
    ['orderbook', { bestBid: '99999.99', bestAsk: '100000.01' }, null, '100000'],
    ['orderbook', { bestBid: '100' }, '50', '100'],
    ['orderbook', { bestBid: '100', bestAsk: null }, '50', '100'],
    ['orderbook', { bestAsk: '101' }, '50', '101'],
    ['orderbook', {}, '50', '0'],
    ['orderbook', null, '50', '0'],
    ['orderbook', undefined, '50', '0'],
    ['orderbook', { bestBid: 'junk', bestAsk: '10' }, '50', '10'],
    ['last', { bestBid: '100', bestAsk: '101' }, '50.25', '50.25'],
    ['last', null, '1e-7', '0.0000001'],
    ['last', null, null, '0'],
    ['last', null, '', '0'],
  ] as const)('%s %j last=%j → %s', (source, book, last, out) => {
    expect(choosePrice(source, book, last)).toBe(out);
  });
});
