import { describe, expect, it } from 'vitest';
import { deskGreeks, underlyingOf } from './option-greeks';

describe('R-QUOTE-21 greeks in desk conventions', () => {
  it('R-QUOTE-21 keeps delta and gamma per unit of the underlying, vega and rho per point, theta per day', () => {
    const greeks = deskGreeks(
      { delta: '0.5216', gamma: '0.065545', vega: '12.105', theta: '-4.3109', rho: '8.9066' },
      'BTC',
    );
    expect(Object.fromEntries(greeks.map((g) => [g.key, g.value]))).toEqual({
      delta: '0.5216',
      gamma: '0.065545',
      vega: '0.12',
      theta: '-0.01',
      rho: '0.09',
    });
    expect(greeks.map((g) => g.unit)).toEqual([
      'BTC',
      'BTC per 1 BTC',
      'USD per vol point',
      'USD per day',
      'USD per 1% rate',
    ]);
    // A structure's theta of −36,500 USD a year is −100 USD a day.
    expect(
      deskGreeks({ delta: '', gamma: '', vega: '', theta: '-36500', rho: '' }, 'ETH')[3],
    ).toMatchObject({ value: '-100.00' });
    expect(
      deskGreeks({ delta: 'x', gamma: '', vega: '', theta: '', rho: '' }, 'ETH')[0]?.value,
    ).toBe('');
    expect(underlyingOf('BTC-27DEC26-60000-C')).toBe('BTC');
  });
});
