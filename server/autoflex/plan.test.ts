import { describe, expect, it } from 'vitest';
import type { QuoteMarket } from '../quotes/markets';
import { conversionOf, convertibleInto, halved, targetTokens } from './plan';

const market = (base: string, quote: string): QuoteMarket => ({
  symbol: `${base}/${quote}`,
  baseToken: base,
  quoteToken: quote,
  displayName: `${base}/${quote}`,
});
const markets = [
  market('BTC', 'USD'),
  market('ETH', 'USD'),
  market('USDC', 'USD'),
  market('ETH', 'BTC'),
];
const lots = (symbol: string) => (symbol.startsWith('BTC') ? '0.0001' : '0.001');

describe('autoflex conversion plan', () => {
  it('R-ACC-24: a base token is sold down to whole lots; the rest waits for a later sweep', () => {
    expect(conversionOf('BTC', 'USD', '1.23456789', markets, lots)).toEqual({
      symbol: 'BTC/USD',
      side: 'SELL',
      quantity: '1.2345',
      quantityCurrency: 'base',
    });
    expect(conversionOf('BTC', 'USD', '0.00009', markets, lots)).toBeNull();
    // Above the pair's largest quote the size is capped at it.
    expect(conversionOf('BTC', 'USD', '1000', markets, lots)?.quantity).toBe('250');
  });

  it('R-ACC-24: a quote token buys the target with its whole balance; no market or nothing available: nothing', () => {
    expect(conversionOf('USD', 'BTC', '5000.5', markets, lots)).toEqual({
      symbol: 'BTC/USD',
      side: 'BUY',
      quantity: '5000.5',
      quantityCurrency: 'quote',
    });
    expect(conversionOf('SOL', 'USD', '10', markets, lots)).toBeNull();
    expect(conversionOf('ETH', 'USD', '0', markets, lots)).toBeNull();
    expect(conversionOf('ETH', 'USD', '-1', markets, lots)).toBeNull();
    expect(conversionOf('USD', 'USD', '10', markets, lots)).toBeNull();
  });

  it('R-ACC-24: a size the book cannot fill halves to whole lots, down to one lot', () => {
    const sell = {
      symbol: 'BTC/USD',
      side: 'SELL',
      quantity: '0.0005',
      quantityCurrency: 'base',
    } as const;
    expect(halved(sell, '0.0001')?.quantity).toBe('0.0002');
    expect(halved({ ...sell, quantity: '0.0001' }, '0.0001')).toBeNull();
    const buy = {
      symbol: 'BTC/USD',
      side: 'BUY',
      quantity: '1000.5',
      quantityCurrency: 'quote',
    } as const;
    expect(halved(buy, '0.0001')?.quantity).toBe('500.25');
  });

  it('R-ACC-23: what converts into what follows the RFQ markets both ways', () => {
    expect(convertibleInto('USD', markets)).toEqual(['BTC', 'ETH', 'USDC']);
    expect(convertibleInto('BTC', markets)).toEqual(['ETH', 'USD']);
    expect(targetTokens(markets)).toEqual(['BTC', 'ETH', 'USD', 'USDC']);
  });
});
