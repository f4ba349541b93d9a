import { describe, expect, it } from 'vitest';
import { favouriteKey, readFavourites, toggleFavourite, writeFavourites } from './favourites';
import { groupingSteps } from './grouping';
import { parseExchangeInfo } from './instruments';
import { memoryStorage } from '../../testing/fakeCore';

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

describe('favourites and grouping', () => {
  it('toggles a local favourite keyed by symbol and instrument type, and persists it', () => {
    const storage = memoryStorage();
    const key = favouriteKey('BTC/USD', 0);
    const on = toggleFavourite(readFavourites(storage), key);
    writeFavourites(storage, on);
    expect(readFavourites(storage)).toEqual({ 'BTC/USD|0': true });
    expect(toggleFavourite(on, key)).toEqual({});
    storage.setItem('desk.edge.favourites', '[1,2]');
    expect(readFavourites(storage)).toEqual({});
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
