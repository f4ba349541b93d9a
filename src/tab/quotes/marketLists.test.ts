import { describe, expect, it } from 'vitest';
import { addMarket, initialLists, removeMarket } from './marketLists';

describe('R-SHELL-22 spec 4 market list rules', () => {
  const start = { streaming: ['ETH/USD', 'BTC/USD'], available: ['LTC/USD', 'SOL/USD'] };

  it('an added market goes first and leaves the available list', () => {
    expect(addMarket(start, 'SOL/USD')).toEqual({
      streaming: ['SOL/USD', 'ETH/USD', 'BTC/USD'],
      available: ['LTC/USD'],
    });
  });

  it('adding a market already streaming moves it first without a duplicate', () => {
    expect(addMarket(start, 'BTC/USD').streaming).toEqual(['BTC/USD', 'ETH/USD']);
  });

  it('a removed market returns to the available list, sorted', () => {
    expect(removeMarket(start, 'ETH/USD')).toEqual({
      streaming: ['BTC/USD'],
      available: ['ETH/USD', 'LTC/USD', 'SOL/USD'],
    });
  });

  it('removing a market not streaming changes nothing', () => {
    expect(removeMarket(start, 'LTC/USD')).toBe(start);
  });

  it('add then remove round-trips to the sorted available list', () => {
    const lists = removeMarket(addMarket(start, 'LTC/USD'), 'LTC/USD');
    expect(lists.available).toEqual(['LTC/USD', 'SOL/USD']);
    expect(lists.streaming).toEqual(['ETH/USD', 'BTC/USD']);
  });

  it('initial lists keep the saved order, drop unknown and duplicate markets', () => {
    expect(
      initialLists(['SOL/USD', 'BTC/USD', 'ETH/USD'], ['ETH/USD', 'XRP/USD', 'ETH/USD']),
    ).toEqual({ streaming: ['ETH/USD'], available: ['BTC/USD', 'SOL/USD'] });
  });
});
