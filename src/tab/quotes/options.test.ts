import { describe, expect, it } from 'vitest';
import { applyRatioMode, parseOptionQuote, validateLegs, type Leg } from './options';

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
