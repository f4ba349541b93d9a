import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountDecimals,
  formatAmount,
  formatPrice,
  formatUsd,
  displayAmount,
  displayPrice,
  groupThousands,
  isNumeric,
  isPositiveDecimal,
  priceDecimals,
  roundDisplay,
  sanitizeAmountInput,
} from './numbers';

describe('R-NUM-1 numeric means a finite number', () => {
  it.each([
    [0, true],
    [-0, true],
    [-12.5, true],
    [Number.MAX_VALUE, true],
    [Number.MIN_VALUE, true],
    [NaN, false],
    [Infinity, false],
    [-Infinity, false],
    ['1', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1n, false],
    [{}, false],
  ])('isNumeric(%s) = %s', (x, ok) => {
    expect(isNumeric(x)).toBe(ok);
  });
});

describe('R-NUM-2 amount input sanitising', () => {
  it.each([
    ['', 8, ''],
    ['abc', 8, ''],
    ['12', 2, '12'],
    ['1,234.5678', 2, '1234.56'],
    ['-5.5', 8, '5.5'],
    ['1.2.3', 8, '1.23'],
    ['1..', 8, '1.'],
    ['.5', 2, '.5'],
    ['1.', 2, '1.'],
    ['1.999', 0, '1'],
    ['.5', 0, ''],
    ['1e5', 8, '15'],
    ['  7 . 25 ', 1, '7.2'],
    ['١٢٣', 8, ''], // non-ASCII digits are stripped
    ['１２', 8, ''], // full-width digits are stripped
    ['0.123456789', 8, '0.12345678'],
    ['99999999999999999999.1', 2, '99999999999999999999.1'],
    ['5.55', -1, '5'],
    ['5.55', NaN, '5'],
  ])('sanitizeAmountInput(%j, %s) = %j', (raw, d, out) => {
    expect(sanitizeAmountInput(raw, d)).toBe(out);
  });

  it('output only has digits and at most one point, with at most d fraction digits', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 10 }), (raw, d) => {
        const out = sanitizeAmountInput(raw, d);
        expect(out).toMatch(/^\d*(\.\d*)?$/);
        expect((out.split('.')[1] ?? '').length).toBeLessThanOrEqual(d);
        expect(sanitizeAmountInput(out, d)).toBe(out);
      }),
    );
  });
});

describe('R-NUM-3 positive decimal pattern', () => {
  it.each([
    ['1', true],
    ['+1', true],
    ['1.', true],
    ['1.50', true],
    ['.5', true],
    ['+.5', true],
    ['0', true],
    ['000.000', true],
    ['', false],
    ['.', false],
    ['+', false],
    ['-1', false],
    ['1e5', false],
    [' 1', false],
    ['1 ', false],
    ['1,5', false],
    ['1.2.3', false],
    ['٣', false],
  ])('isPositiveDecimal(%j) = %s', (s, ok) => {
    expect(isPositiveDecimal(s)).toBe(ok);
  });
});

describe('R-FMT-1 display rounding (8 decimals by default)', () => {
  it.each([
    [1.123456789, undefined, '1.12345679'],
    ['1.123456785', undefined, '1.12345679'],
    ['0.000000004', undefined, '0'],
    ['-0.000000005', undefined, '-0.00000001'],
    [0.1 + 0.2, undefined, '0.3'],
    ['2.5', 0, '3'],
    ['1.50', 4, '1.5'],
    [1e21, undefined, '1000000000000000000000'],
    [1e-7, undefined, '0.0000001'],
    ['1e-9', undefined, '0'],
    [NaN, undefined, ''],
    [Infinity, undefined, ''],
    ['abc', undefined, ''],
    ['', undefined, ''],
  ])('roundDisplay(%s, %s) = %j', (v, d, out) => {
    expect(roundDisplay(v, d)).toBe(out);
  });
});

describe('R-FMT-2 amount decimals by token', () => {
  it.each([
    ['USD', 2],
    ['BUSD', 2],
    ['USDT', 2],
    ['USDC', 2],
    ['usdc', 2],
    [' USD ', 2],
    ['TUSD', 8],
    ['EUR', 8],
    ['BTC', 8],
    ['', 8],
  ])('amountDecimals(%j) = %s', (token, d) => {
    expect(amountDecimals(token)).toBe(d);
  });
});

describe('R-FMT-3 amounts padded with zeros', () => {
  it.each([
    ['1', 'USD', '1.00'],
    ['1.005', 'USDT', '1.01'],
    ['-0.004', 'USD', '0.00'],
    [0.1, 'BTC', '0.10000000'],
    ['123456789012345678.123456789', 'ETH', '123456789012345678.12345679'],
    [NaN, 'USD', ''],
    ['x', 'BTC', ''],
  ])('formatAmount(%s, %s) = %j', (v, token, out) => {
    expect(formatAmount(v, token)).toBe(out);
  });
});

describe('R-FMT-4 price precision from magnitude', () => {
  it.each([
    ['95000.123', 2],
    ['1000', 2],
    ['999.99', 3],
    ['100', 3],
    ['99.5', 4],
    ['10', 4],
    ['9.99', 5],
    ['1', 5],
    ['0.999', 6],
    ['0.1', 6],
    ['0.05', 7],
    ['0.01', 7],
    ['0.009', 8],
    ['0.00000001', 8],
    ['-2500', 2],
    ['-0.05', 7],
    ['0', 2],
    ['0.000', 2],
    [NaN, 2],
    ['', 2],
    [1e300, 2],
    [1e-300, 8],
  ])('priceDecimals(%s) = %s', (p, d) => {
    expect(priceDecimals(p)).toBe(d);
  });

  it('stays within 2..8 for any finite number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (p) => {
        const d = priceDecimals(p);
        expect(d).toBeGreaterThanOrEqual(2);
        expect(d).toBeLessThanOrEqual(8);
      }),
    );
  });
});

describe('R-FMT-5 price formatting', () => {
  it.each([
    ['95000.125', '95000.13'],
    ['3000', '3000.00'],
    ['150.5', '150.500'],
    ['2.1', '2.10000'],
    ['0.5', '0.500000'],
    ['0.000012345', '0.00001235'],
    [0, '0.00'],
    ['', ''],
  ])('formatPrice(%j) = %j', (p, out) => {
    expect(formatPrice(p)).toBe(out);
  });
});

describe('R-FMT-6 US dollar formatting', () => {
  it.each([
    ['1234.5', undefined, '$1,234.50'],
    ['-0.255', undefined, '-$0.26'],
    ['-0.001', undefined, '$0.00'],
    ['1234567890.1', undefined, '$1,234,567,890.10'],
    ['999', undefined, '$999.00'],
    ['1.5', 0, '$2'],
    ['0.1', 25, '$0.10000000000000000000'],
    [NaN, undefined, ''],
  ])('formatUsd(%j, %s) = %j', (v, d, out) => {
    expect(formatUsd(v, d)).toBe(out);
  });

  it.each([
    ['0', '0'],
    ['1000', '1,000'],
    ['-1234567.891', '-1,234,567.891'],
    ['100', '100'],
  ])('groupThousands(%j) = %j', (s, out) => {
    expect(groupThousands(s)).toBe(out);
  });
});

describe('R-FMT-7 one display format for prices and amounts', () => {
  it.each([
    ['97052.14', '97,052.14'],
    ['830.22', '830.220'],
    ['1234567.5', '1,234,567.50'],
    ['0.51234', '0.512340'],
    ['-2500.1', '-2,500.10'],
    ['x', ''],
  ])('displayPrice(%j) = %j', (p, out) => {
    expect(displayPrice(p)).toBe(out);
  });

  it.each([
    ['10000000', 'USD', '10,000,000.00'],
    ['40', 'BTC', '40.00000000'],
    ['1234.5', 'ETH', '1,234.50000000'],
    ['', 'USD', ''],
  ])('displayAmount(%j, %j) = %j', (v, token, out) => {
    expect(displayAmount(v, token)).toBe(out);
  });
});
