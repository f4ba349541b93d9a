import { describe, expect, it } from 'vitest';
import type { ServerMillis } from '../../../domain/time';
import {
  applyRatioMode,
  defaultNewLeg,
  parseOptionQuote,
  rowsOfExpiry,
  validateLegs,
  type Leg,
  type OptionChain,
} from './options';

const legs: Leg[] = [
  { symbol: 'BTC-25DEC26-95000-C', side: 'BUY', ratio: 1, quantity: '1' },
  { symbol: 'BTC-25DEC26-105000-C', side: 'SELL', ratio: 2, quantity: '1' },
];

describe('options structure', () => {
  it('equal ratio sets every leg to 1; different keeps them', () => {
    expect(applyRatioMode(legs, 'equal').map((l) => l.ratio)).toEqual([1, 1]);
    expect(applyRatioMode(legs, 'different').map((l) => l.ratio)).toEqual([1, 2]);
  });

  it('validates legs before quoting', () => {
    expect(validateLegs(legs)).toEqual([]);
    expect(validateLegs([])).toEqual([
      { leg: null, field: 'legs', message: 'Add at least one leg' },
    ]);
    expect(validateLegs([{ ...legs[0]!, quantity: '-1', ratio: 11 }]).map((e) => e.field)).toEqual([
      'quantity',
      'ratio',
    ]);
  });

  it('parses an invalid quote with its errors', () => {
    const q = parseOptionQuote({
      option_quote_id: '',
      valid: false,
      errors: [{ leg: 1, field: 'symbol', message: 'Unknown option' }],
    });
    expect(q.valid).toBe(false);
    expect(q.errors).toEqual([{ leg: 1, field: 'symbol', message: 'Unknown option' }]);
  });
});

describe('R-QUOTE-22 new legs and the instrument list', () => {
  const row = (expiry: string, strike: string, type: 'CALL' | 'PUT') => ({
    symbol: `BTC-${expiry}-${strike}-${type[0]}`,
    strike,
    expiry,
    optionType: type,
    price: '1',
    vol: '0.5',
    delta: '0.5',
  });
  const strikes = (expiry: string, list: string[]) =>
    list.map((strike) => ({
      strike,
      call: row(expiry, strike, 'CALL'),
      put: row(expiry, strike, 'PUT'),
    }));
  const chain: OptionChain = {
    underlying: 'BTC',
    spot: '61000',
    expiries: [
      {
        expiry: 'A',
        expiryTime: 1 as ServerMillis,
        strikes: strikes('A', ['50000', '60000', '70000']),
      },
      { expiry: 'B', expiryTime: 2 as ServerMillis, strikes: strikes('B', ['55000', '65000']) },
    ],
  };
  const leg = (symbol: string): Leg => ({ symbol, side: 'BUY', ratio: 1, quantity: '1' });

  it('R-QUOTE-22 a new leg is the chosen expiry’s instrument nearest spot that the structure lacks', () => {
    expect(defaultNewLeg(chain, 'A', [])?.symbol).toBe('BTC-A-60000-C');
    expect(defaultNewLeg(chain, 'A', [leg('BTC-A-60000-C')])?.symbol).toBe('BTC-A-60000-P');
    expect(defaultNewLeg(chain, 'A', [leg('BTC-A-60000-C'), leg('BTC-A-60000-P')])?.symbol).toBe(
      'BTC-A-70000-C',
    );
    expect(defaultNewLeg(chain, 'B', [leg('BTC-A-60000-C')])?.symbol).toBe('BTC-B-65000-C');
    const all = rowsOfExpiry(chain, 'B').map((r) => leg(r.symbol));
    expect(defaultNewLeg(chain, 'B', all)).toBeNull();
  });

  it('R-QUOTE-22 lists only the chosen expiry’s instruments', () => {
    expect(rowsOfExpiry(chain, 'B').map((r) => r.symbol)).toEqual([
      'BTC-B-65000-C',
      'BTC-B-65000-P',
      'BTC-B-55000-C',
      'BTC-B-55000-P',
    ]);
  });
});
