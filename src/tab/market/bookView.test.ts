import { describe, expect, it } from 'vitest';
import { bookState } from '../../testing/marketFixtures';
import { bookLevels, bookView } from './bookView';

describe('R-SHELL-25 bookView', () => {
  it('formats ticks and lots as padded decimals with cumulative depth and spread', () => {
    const v = bookView(bookState(), 10);
    expect(v.bids.map((r) => [r.price, r.size, r.total])).toEqual([
      ['97000.00', '1.50000', '1.50000'],
      ['96999.00', '0.20000', '1.70000'],
    ]);
    expect(v.asks.map((r) => [r.price, r.size, r.total])).toEqual([
      ['97001.00', '0.50000', '0.50000'],
      ['97002.00', '3.00000', '3.50000'],
    ]);
    // The deepest cumulative (asks, 3.5) is the full bar.
    expect(v.asks[1]?.depth).toBe(1);
    expect(v.bids[1]?.depth).toBeCloseTo(1.7 / 3.5);
    expect(v.spread).toEqual({ price: '1.00', bps: '0.10' });
  });

  it('limits rows, shows the grouped step, and has no spread for a one-sided book', () => {
    const v = bookView(bookState({ groupTicks: 10, asks: [] }), 1);
    expect(v.bids).toHaveLength(1);
    expect(v.priceDecimals).toBe(1);
    expect(v.bids[0]?.price).toBe('97000.0');
    expect(v.spread).toBeNull();
  });

  it('bookLevels gives canonical decimal strings', () => {
    expect(bookLevels(bookState())).toEqual({
      bids: [
        ['97000', '1.5'],
        ['96999', '0.2'],
      ],
      asks: [
        ['97001', '0.5'],
        ['97002', '3'],
      ],
    });
  });
});
