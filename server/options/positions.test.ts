import { describe, expect, it } from 'vitest';
import { applyOptionFill } from './positions';

const flat = { size: '0', entryPrice: '0', realisedPnl: '0' };

describe('option position arithmetic', () => {
  it('R-PORT-12: adding averages the entry, reducing realises the premium difference, flipping re-enters', () => {
    const a = applyOptionFill(flat, { symbol: 'X', side: 'BUY', contracts: '2', price: '100' });
    expect(a).toEqual({ size: '2', entryPrice: '100', realisedPnl: '0' });
    const b = applyOptionFill(a, { symbol: 'X', side: 'BUY', contracts: '2', price: '200' });
    expect(b).toEqual({ size: '4', entryPrice: '150', realisedPnl: '0' });
    const c = applyOptionFill(b, { symbol: 'X', side: 'SELL', contracts: '1', price: '170' });
    expect(c).toEqual({ size: '3', entryPrice: '150', realisedPnl: '20' });
    const d = applyOptionFill(c, { symbol: 'X', side: 'SELL', contracts: '5', price: '140' });
    expect(d).toEqual({ size: '-2', entryPrice: '140', realisedPnl: '-10' });
    const e = applyOptionFill(d, { symbol: 'X', side: 'BUY', contracts: '2', price: '120' });
    expect(e).toEqual({ size: '0', entryPrice: '0', realisedPnl: '30' });
  });
});
