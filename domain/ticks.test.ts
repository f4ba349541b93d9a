import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalToUnits,
  lotsToQuantity,
  priceToTicks,
  quantityToLots,
  stepDecimals,
  tickLotsToQuote,
  ticksToPrice,
  unitsToDecimal,
} from './ticks';

describe('ticks and lots', () => {
  it.each([
    ['64250.10', '0.01', 6425010],
    ['64250.1', '0.01', 6425010],
    ['0', '0.01', 0],
    ['100', '0.5', 200],
    ['2.5', '0.5', 5],
    ['0.00001', '0.00001', 1],
    ['1.23', '0.00001', 123000],
    ['30', '10', 3],
    ['-0.02', '0.01', -2],
  ])('%s at step %s is %i units', (value, step, units) => {
    expect(decimalToUnits(value, step)).toBe(units);
  });

  it.each([
    ['64250.105', '0.01'],
    ['0.3', '0.5'],
    ['15', '10'],
    ['0.000001', '0.00001'],
  ])('refuses the off-step value %s at step %s', (value, step) => {
    expect(() => priceToTicks(value, step)).toThrow(/not a multiple/);
  });

  it('refuses nonsense input and steps', () => {
    expect(() => priceToTicks('abc', '0.01')).toThrow(RangeError);
    expect(() => priceToTicks('1e3', '0.01')).toThrow(RangeError);
    expect(() => priceToTicks('1', '0')).toThrow(/positive/);
    expect(() => priceToTicks('1', '-0.01')).toThrow(/positive/);
    expect(() => priceToTicks('100000000000000000', '0.01')).toThrow(/out of range/);
    expect(() => ticksToPrice(1.5, '0.01')).toThrow(/safe integer/);
    expect(() => ticksToPrice(Number.NaN, '0.01')).toThrow(/safe integer/);
  });

  it('renders canonical decimal strings', () => {
    expect(ticksToPrice(6425010, '0.01')).toBe('64250.1');
    expect(ticksToPrice(6425011, '0.01')).toBe('64250.11');
    expect(ticksToPrice(200, '0.5')).toBe('100');
    expect(lotsToQuantity(123000, '0.00001')).toBe('1.23');
    expect(lotsToQuantity(3, '10')).toBe('30');
    expect(quantityToLots('1.23', '0.00001')).toBe(123000);
    expect(unitsToDecimal(0, '0.01')).toBe('0');
  });

  it('knows the decimals of a step', () => {
    expect(stepDecimals('0.01')).toBe(2);
    expect(stepDecimals('0.5')).toBe(1);
    expect(stepDecimals('10')).toBe(0);
    expect(stepDecimals('0.00001')).toBe(5);
  });

  it('computes exact quote amounts beyond 2^53', () => {
    // 2^60 tick·lots at tick 0.01 and lot 0.00001
    expect(tickLotsToQuote(2n ** 60n, '0.01', '0.00001')).toBe('115292150460.6846976');
  });

  it('round-trips every safe unit count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom('0.01', '0.5', '0.00001', '10', '1', '0.0001'),
        (units, step) => {
          expect(decimalToUnits(unitsToDecimal(units, step), step)).toBe(units);
        },
      ),
    );
  });
});
