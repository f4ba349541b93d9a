import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  absDecimal,
  addDecimal,
  compareDecimal,
  decimalFromNumber,
  floorQuotient,
  isDecimalString,
  midpointDecimal,
  multiplyDecimal,
  negateDecimal,
  normalizeDecimal,
  roundDecimalHalfUp,
  signDecimal,
  subtractDecimal,
  sumDecimal,
  toFixedDecimal,
  toPlainDecimal,
  truncateDecimal,
} from './decimal';

// An independent reference model: a decimal string as the fraction n / 10^scale.
interface Frac {
  n: bigint;
  d: bigint;
}
function frac(s: string): Frac {
  const negative = s.startsWith('-');
  const body = s.replace(/^[+-]/, '');
  const [int = '', fr = ''] = body.split('.');
  const n = BigInt((int + fr).replace(/^0+/, '') || '0');
  return { n: negative ? -n : n, d: 10n ** BigInt(fr.length) };
}
const eq = (a: Frac, b: Frac): boolean => a.n * b.d === b.n * a.d;
const sum = (a: Frac, b: Frac): Frac => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const neg = (a: Frac): Frac => ({ n: -a.n, d: a.d });
const cmp = (a: Frac, b: Frac): number => {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1 : x > 0n ? 1 : 0;
};
const abs = (a: Frac): Frac => ({ n: a.n < 0n ? -a.n : a.n, d: a.d });

const CANONICAL = /^(0|-?(0|[1-9]\d*)(\.\d*[1-9])?)$/;
const decimalArb = fc
  .stringMatching(/^[+-]?\d{0,24}(\.\d{0,14})?$/)
  .filter((s) => isDecimalString(s));
const placesArb = fc.integer({ min: 0, max: 12 });

describe('R-NUM-4 decimal strings: syntax and canonical form', () => {
  it.each([
    ['0', true],
    ['-0', true],
    ['+1', true],
    ['1.', true],
    ['.5', true],
    ['007.500', true],
    ['', false],
    ['.', false],
    ['-', false],
    ['+.', false],
    ['1e5', false],
    [' 1', false],
    ['1,000', false],
    ['1.2.3', false],
    ['--1', false],
    ['١٢', false], // Arabic-Indic digits
    ['NaN', false],
    ['Infinity', false],
  ])('isDecimalString(%j) = %s', (s, ok) => {
    expect(isDecimalString(s)).toBe(ok);
  });

  it.each([
    ['-0', '0'],
    ['-0.000', '0'],
    ['+1', '1'],
    ['1.', '1'],
    ['.5', '0.5'],
    ['007.500', '7.5'],
    ['-000.010', '-0.01'],
    ['123456789012345678901234567890.123456789', '123456789012345678901234567890.123456789'],
  ])('normalizeDecimal(%j) = %j', (s, out) => {
    expect(normalizeDecimal(s)).toBe(out);
  });

  it('throws RangeError on non-decimals', () => {
    for (const bad of ['', 'abc', '1e3', 'NaN', '.']) {
      expect(() => normalizeDecimal(bad)).toThrow(RangeError);
      expect(() => addDecimal(bad, '1')).toThrow(RangeError);
    }
  });

  it.each([
    ['1e-7', '0.0000001'],
    ['1.5E+3', '1500'],
    ['-2.50e1', '-25'],
    ['.5e1', '5'],
    [' 42 ', '42'],
    ['1e401', null],
    ['1e-401', null],
    ['e5', null],
    ['1e', null],
    ['0x10', null],
  ])('toPlainDecimal(%j) = %j', (s, out) => {
    expect(toPlainDecimal(s)).toBe(out);
  });

  it.each([
    [0, '0'],
    [-0, '0'],
    [0.1, '0.1'],
    [1e-7, '0.0000001'],
    [1e21, '1000000000000000000000'],
    [-123.456, '-123.456'],
    [Number.MAX_SAFE_INTEGER, '9007199254740991'],
  ])('decimalFromNumber(%s) = %j', (n, out) => {
    expect(decimalFromNumber(n)).toBe(out);
  });

  it('decimalFromNumber refuses NaN and infinities', () => {
    for (const n of [NaN, Infinity, -Infinity]) expect(() => decimalFromNumber(n)).toThrow();
  });
});

describe('R-NUM-4 decimal arithmetic: examples', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['-1', '1', '0'],
    ['999999999999999999.99', '0.01', '1000000000000000000'],
    ['1.005', '-0.005', '1'],
  ])('%s + %s = %s', (a, b, out) => {
    expect(addDecimal(a, b)).toBe(out);
  });

  it.each([
    ['0.3', '0.1', '0.2'],
    ['0', '0.00000001', '-0.00000001'],
    ['5', '5.000', '0'],
  ])('%s - %s = %s', (a, b, out) => {
    expect(subtractDecimal(a, b)).toBe(out);
  });

  it.each([
    ['1.1', '1.1', '1.21'],
    ['-0.5', '4', '-2'],
    ['0', '-3', '0'],
  ])('%s × %s = %s', (a, b, out) => {
    expect(multiplyDecimal(a, b)).toBe(out);
  });

  it.each([
    ['1', '1.0', 0],
    ['-2', '1', -1],
    ['0.10', '0.09', 1],
    ['-0', '0', 0],
    ['100', '99.999999999', 1],
  ])('compare(%s, %s) = %s', (a, b, out) => {
    expect(compareDecimal(a, b)).toBe(out);
  });

  it.each([
    ['1.005', 2, '1.01'],
    ['1.004', 2, '1'],
    ['-1.005', 2, '-1.01'],
    ['0.125', 2, '0.13'],
    ['-0.125', 2, '-0.13'],
    ['2.5', 0, '3'],
    ['-2.5', 0, '-3'],
    ['9.999', 2, '10'],
    ['-0.001', 2, '0'],
    ['1.23', 8, '1.23'],
    ['0.123456785', 8, '0.12345679'],
  ])('roundDecimalHalfUp(%s, %s) = %s', (a, p, out) => {
    expect(roundDecimalHalfUp(a, p)).toBe(out);
  });

  it.each([
    ['1.999', 2, '1.99'],
    ['-1.999', 2, '-1.99'],
    ['-0.001', 2, '0'],
    ['5', 3, '5'],
  ])('truncateDecimal(%s, %s) = %s', (a, p, out) => {
    expect(truncateDecimal(a, p)).toBe(out);
  });

  it.each([
    ['1', 2, '1.00'],
    ['-0.001', 2, '0.00'],
    ['2.5', 0, '3'],
    ['0.1', 8, '0.10000000'],
  ])('toFixedDecimal(%s, %s) = %s', (a, p, out) => {
    expect(toFixedDecimal(a, p)).toBe(out);
  });

  it.each([
    ['1', '2', '1.5'],
    ['0.01', '0.02', '0.015'],
    ['-1', '1', '0'],
    ['100', '100', '100'],
  ])('midpoint(%s, %s) = %s', (a, b, out) => {
    expect(midpointDecimal(a, b)).toBe(out);
  });

  it('refuses bad place counts', () => {
    for (const p of [-1, 1.5, NaN, 1001]) {
      expect(() => roundDecimalHalfUp('1', p)).toThrow(RangeError);
      expect(() => truncateDecimal('1', p)).toThrow(RangeError);
    }
  });

  it('sign, abs and negate', () => {
    expect(signDecimal('-0.0')).toBe(0);
    expect(signDecimal('-0.01')).toBe(-1);
    expect(absDecimal('-3.50')).toBe('3.5');
    expect(negateDecimal('0')).toBe('0');
    expect(negateDecimal('-2')).toBe('2');
  });
});

describe('R-NUM-4 decimal arithmetic: properties (fast-check)', () => {
  it('results are canonical and equal the exact reference value', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        const outs = [
          addDecimal(a, b),
          subtractDecimal(a, b),
          multiplyDecimal(a, b),
          midpointDecimal(a, b),
        ];
        for (const o of outs) expect(o).toMatch(CANONICAL);
        const [s, d, m, mid] = outs.map(frac) as [Frac, Frac, Frac, Frac];
        const fa = frac(a);
        const fb = frac(b);
        expect(eq(s, sum(fa, fb))).toBe(true);
        expect(eq(d, sum(fa, neg(fb)))).toBe(true);
        expect(eq(m, { n: fa.n * fb.n, d: fa.d * fb.d })).toBe(true);
        expect(eq({ n: mid.n * 2n, d: mid.d }, sum(fa, fb))).toBe(true);
      }),
    );
  });

  it('floorQuotient is the largest q with q·b ≤ a', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        const fb = frac(b);
        fc.pre(fb.n > 0n);
        const q = floorQuotient(a, b);
        const fa = frac(a);
        // q·b ≤ a < (q+1)·b, compared as fractions.
        expect(cmp({ n: q * fb.n, d: fb.d }, fa) <= 0).toBe(true);
        expect(cmp({ n: (q + 1n) * fb.n, d: fb.d }, fa) > 0).toBe(true);
      }),
    );
    expect(floorQuotient('549648.15', '0.01')).toBe(54_964_815n);
    expect(floorQuotient('-0.5', '1')).toBe(-1n);
    expect(() => floorQuotient('1', '0')).toThrow(RangeError);
  });

  it('compare agrees with the reference and is antisymmetric', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        expect(compareDecimal(a, b)).toBe(cmp(frac(a), frac(b)));
        expect(compareDecimal(b, a)).toBe(-compareDecimal(a, b) || 0);
        expect(compareDecimal(a, a)).toBe(0);
      }),
    );
  });

  it('a + b - b = a, and normalize is idempotent', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        expect(subtractDecimal(addDecimal(a, b), b)).toBe(normalizeDecimal(a));
        expect(addDecimal(a, b)).toBe(addDecimal(b, a));
        expect(normalizeDecimal(normalizeDecimal(a))).toBe(normalizeDecimal(a));
      }),
    );
  });

  it('round half-up: at most p places, within half a unit, ties away from zero', () => {
    fc.assert(
      fc.property(decimalArb, placesArb, (a, p) => {
        const r = roundDecimalHalfUp(a, p);
        expect(r).toMatch(CANONICAL);
        expect((r.split('.')[1] ?? '').length).toBeLessThanOrEqual(p);
        const err = abs(sum(frac(r), neg(frac(a))));
        const half: Frac = { n: 5n, d: 10n ** BigInt(p + 1) };
        expect(cmp(err, half)).toBeLessThanOrEqual(0);
        if (cmp(err, half) === 0) {
          expect(cmp(abs(frac(r)), abs(frac(a)))).toBe(1);
        }
      }),
    );
  });

  it('truncate: toward zero, within one unit, never grows', () => {
    fc.assert(
      fc.property(decimalArb, placesArb, (a, p) => {
        const t = truncateDecimal(a, p);
        expect((t.split('.')[1] ?? '').length).toBeLessThanOrEqual(p);
        expect(cmp(abs(frac(t)), abs(frac(a)))).toBeLessThanOrEqual(0);
        const err = abs(sum(frac(t), neg(frac(a))));
        expect(cmp(err, { n: 1n, d: 10n ** BigInt(p) })).toBe(-1);
        expect(signDecimal(t) * signDecimal(a)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('toFixed has exactly p places and the rounded value', () => {
    fc.assert(
      fc.property(decimalArb, placesArb, (a, p) => {
        const f = toFixedDecimal(a, p);
        expect((f.split('.')[1] ?? '').length).toBe(p);
        expect(normalizeDecimal(f)).toBe(roundDecimalHalfUp(a, p));
      }),
    );
  });

  it('decimalFromNumber and exponent parsing round-trip every finite double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const s = decimalFromNumber(n);
        expect(s).toMatch(CANONICAL);
        expect(Number(s)).toBe(n === 0 ? 0 : n);
        expect(toPlainDecimal(n.toExponential())).toBe(s);
      }),
    );
  });
});

describe('sumDecimal', () => {
  it('equals the chain of addDecimal, in canonical form', () => {
    const values = ['1.5', '-0.25', '0.000001', '12', '-3.250000', '0'];
    expect(sumDecimal(values)).toBe(values.reduce((a, b) => addDecimal(a, b), '0'));
    expect(sumDecimal([])).toBe('0');
    expect(sumDecimal(['0.10', '0.20'])).toBe('0.3');
    expect(sumDecimal(['-1.1', '1.1'])).toBe('0');
  });
});
