import { describe, expect, it } from 'vitest';
import { favouriteKey, parseFavourites, toggleFavourite } from './favourites';
import { groupingSteps } from './grouping';
import { parseExchangeInfo } from './instruments';

describe('parseExchangeInfo', () => {
  it('keeps spot, futures and perpetuals with their units; skips options and junk', () => {
    const list = parseExchangeInfo({
      symbols: [
        {
          symbol: 'BTC/USD',
          baseToken: 'BTC',
          quoteToken: 'USD',
          instrumentType: 0,
          displayName: 'BTC/USD',
          tickSize: '0.01',
          lotSize: '0.00001',
        },
        {
          symbol: 'BTC-PERP',
          baseToken: 'BTC',
          quoteToken: 'USD',
          instrumentType: 'PERPETUAL',
          metadata: { tickSize: '0.5', lotSize: '0.001' },
        },
        { symbol: 'BTC-25DEC26', instrumentType: 1, tickSize: '0.5' },
        { symbol: 'BTC-25DEC26-90000-C', instrumentType: 4, tickSize: '5' },
        { symbol: 'BAD', instrumentType: 0, tickSize: 'abc' },
        { symbol: 'USDT/USD', instrumentType: 0, tickSize: '0.0001', status: 'NO_MARKET' },
        { symbol: 'SOL/USD', instrumentType: 0, tickSize: '0.001', status: 'TRADING' },
        { symbol: 'BTC/USD', instrumentType: 0, tickSize: '1' },
        null,
        'x',
      ],
    });
    expect(list.map((i) => [i.symbol, i.kind, i.tickSize, i.lotSize])).toEqual([
      ['BTC/USD', 'spot', '0.01', '0.00001'],
      ['BTC-PERP', 'perpetual', '0.5', '0.001'],
      ['BTC-25DEC26', 'future', '0.5', '1'],
      ['SOL/USD', 'spot', '0.001', '1'],
    ]);
    expect(list[1]?.displayName).toBe('BTC-PERP');
    expect(parseExchangeInfo('nonsense')).toEqual([]);
  });
});

describe('R-SHELL-26 favourites and grouping', () => {
  it('a toggle flips a favourite keyed by symbol and instrument type (spec 3.6, 4)', () => {
    const key = favouriteKey('BTC/USD', 0);
    const on = toggleFavourite({}, key);
    expect(on).toEqual({ 'BTC/USD|0': true });
    expect(toggleFavourite(on, key)).toEqual({});
  });

  it("reads the venue's favourites list, skipping malformed entries", () => {
    expect(
      parseFavourites({
        favorites: [
          { symbol: 'BTC-PERP', instrumentType: 2 },
          { symbol: 'ETH/USD' },
          null,
          { symbol: 'ETH/BTC', instrumentType: 0 },
        ],
      }),
    ).toEqual({ 'BTC-PERP|2': true, 'ETH/BTC|0': true });
    expect(parseFavourites({ favorites: 'x' })).toEqual({});
    expect(parseFavourites(null)).toEqual({});
  });

  it('grouping steps multiply the tick exactly', () => {
    expect(
      groupingSteps('0.01')
        .slice(0, 4)
        .map((s) => s.step),
    ).toEqual(['0.01', '0.02', '0.05', '0.1']);
    expect(groupingSteps('0.5').at(-1)).toEqual({ groupTicks: 1000, step: '500' });
  });
});
