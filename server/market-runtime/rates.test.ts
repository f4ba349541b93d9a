import { describe, expect, it } from 'vitest';
import { conversionRates, divideDecimal } from './rates';

describe('R-SRV-32 conversion rates', () => {
  it('divides decimals exactly, rounding half up', () => {
    expect(divideDecimal('1', '3', 12)).toBe('0.333333333333');
    expect(divideDecimal('2', '3', 4)).toBe('0.6667');
    expect(divideDecimal('97000.5', '0.5', 2)).toBe('194001');
    expect(divideDecimal('0', '7', 3)).toBe('0');
    expect(() => divideDecimal('1', '0', 2)).toThrow(RangeError);
  });

  it('prefers direct USD pairs and derives the rest through known tokens', () => {
    const rates = conversionRates([
      { base: 'ETH', quote: 'BTC', mid: '0.04' },
      { base: 'BTC', quote: 'USD', mid: '100000' },
      { base: 'ETH', quote: 'USD', mid: '3900' },
      { base: 'BTC', quote: 'USDC', mid: '99990' },
      { base: 'USD', quote: 'JPY', mid: '150' },
      { base: 'ZZZ', quote: 'QQQ', mid: '2' },
    ]);
    expect(rates).toEqual({
      BTC: '100000',
      ETH: '3900',
      JPY: '0.006666666667',
      USD: '1',
      USDC: '1.000100010001',
    });
  });
});
