import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDecimal } from './decimal';
import {
  allocate,
  averagePrice,
  bucketStart,
  bucketsBetween,
  divide,
  netObligations,
  proportionalSplit,
  settlementKindOf,
  slippageBps,
  type AllocationInput,
} from './post-trade';

const sum = (xs: readonly string[]) => xs.reduce(addDecimal, '0');

const base: AllocationInput = {
  quantity: '1',
  notional: '50000.01',
  fee: '0.1',
  mode: 'percent',
  legs: [],
  remainderSubaccountId: 9,
  quantityDecimals: 8,
  quoteDecimals: 2,
  feeDecimals: 2,
};

describe('allocation maths', () => {
  it('R-PT-1: thirds by percentage: each leg is cut to the lot precision and the remainder account takes the rest', () => {
    const r = allocate({
      ...base,
      legs: [
        { subaccountId: 1, value: '33.333333' },
        { subaccountId: 2, value: '33.333333' },
      ],
    });
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.legs.map((l) => [l.subaccountId, l.quantity, l.remainder])).toEqual([
      [1, '0.33333333', false],
      [2, '0.33333333', false],
      [9, '0.33333334', true],
    ]);
    expect(sum(r.legs.map((l) => l.quantity))).toBe('1');
  });

  it('R-PT-2: quote values and fee shares sum to the totals to the smallest unit (largest remainder, ties to the earlier leg)', () => {
    const r = allocate({
      ...base,
      legs: [
        { subaccountId: 1, value: '33.333333' },
        { subaccountId: 2, value: '33.333333' },
      ],
    });
    if (!r.ok) throw new Error(r.problem.message);
    expect(sum(r.legs.map((l) => l.quoteValue))).toBe('50000.01');
    expect(sum(r.legs.map((l) => l.feeShare))).toBe('0.1');
    // 0.1 over three near-equal thirds: 0.03 each and the lost cent to the largest fraction.
    expect(r.legs.map((l) => l.feeShare)).toEqual(['0.03', '0.03', '0.04']);
  });

  it('R-PT-1: quantity mode refuses more decimals than the instrument has, and over-allocation', () => {
    const tooFine = allocate({
      ...base,
      mode: 'quantity',
      legs: [{ subaccountId: 1, value: '0.123456789' }],
    });
    expect(tooFine.ok ? null : tooFine.problem.code).toBe('BAD_VALUE');
    const over = allocate({
      ...base,
      mode: 'quantity',
      legs: [
        { subaccountId: 1, value: '0.6' },
        { subaccountId: 2, value: '0.5' },
      ],
    });
    expect(over.ok ? null : over.problem.code).toBe('OVER_ALLOCATED');
    const dup = allocate({
      ...base,
      legs: [
        { subaccountId: 1, value: '10' },
        { subaccountId: 1, value: '10' },
      ],
    });
    expect(dup.ok ? null : dup.problem.code).toBe('DUPLICATE_LEG');
  });

  it('R-PT-1: a remainder account that is also a leg gets one merged leg; a full allocation leaves no remainder leg', () => {
    const merged = allocate({
      ...base,
      mode: 'quantity',
      remainderSubaccountId: 1,
      legs: [
        { subaccountId: 1, value: '0.25' },
        { subaccountId: 2, value: '0.5' },
      ],
    });
    if (!merged.ok) throw new Error('refused');
    expect(merged.legs.map((l) => [l.subaccountId, l.quantity])).toEqual([
      [1, '0.5'],
      [2, '0.5'],
    ]);
    const full = allocate({ ...base, legs: [{ subaccountId: 3, value: '100' }] });
    if (!full.ok) throw new Error('refused');
    expect(full.legs).toHaveLength(1);
    expect(full.legs[0]?.feeShare).toBe('0.1');
  });

  it('R-PT-2: for any block and any split, every sum is exact (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }),
        (lots, cents, feeCents, percents) => {
          const quantity = divide(String(lots), '10000', 4);
          const notional = divide(String(cents), '100', 2);
          const fee = divide(String(feeCents), '100', 2);
          const r = allocate({
            quantity,
            notional,
            fee,
            mode: 'percent',
            legs: percents.map((p, i) => ({ subaccountId: i + 1, value: String(p) })),
            remainderSubaccountId: 99,
            quantityDecimals: 4,
            quoteDecimals: 2,
            feeDecimals: 2,
          });
          if (!r.ok) return ['TOO_SMALL', 'OVER_ALLOCATED'].includes(r.problem.code);
          return (
            sum(r.legs.map((l) => l.quantity)) === sum([quantity]) &&
            sum(r.legs.map((l) => l.quoteValue)) === sum([notional]) &&
            sum(r.legs.map((l) => l.feeShare)) === sum([fee])
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('R-PT-2: a split of a total finer than the precision still sums exactly', () => {
    const shares = proportionalSplit('10.005', ['1', '1', '1'], '3', 2);
    expect(sum(shares)).toBe('10.005');
  });

  it('R-PT-3: a group of trades books at one volume-weighted average price', () => {
    expect(
      averagePrice(
        [
          { quantity: '1', notional: '100' },
          { quantity: '3', notional: '312' },
        ],
        4,
      ),
    ).toBe('103');
  });
});

describe('settlement netting', () => {
  it('R-PT-5: nets per counterparty account and asset, gross both ways, stable order', () => {
    const lines = netObligations([
      { subaccountId: 7, token: 'USD', amount: '-1000.5' },
      { subaccountId: 7, token: 'BTC', amount: '0.5' },
      { subaccountId: 7, token: 'USD', amount: '400.25' },
      { subaccountId: 3, token: 'BTC', amount: '-0.1' },
      { subaccountId: 7, token: 'BTC', amount: '-0.5' },
    ]);
    expect(lines).toEqual([
      { subaccountId: 3, token: 'BTC', owed: '0.1', receivable: '0', net: '-0.1', count: 1 },
      { subaccountId: 7, token: 'BTC', owed: '0.5', receivable: '0.5', net: '0', count: 2 },
      {
        subaccountId: 7,
        token: 'USD',
        owed: '1000.5',
        receivable: '400.25',
        net: '-600.25',
        count: 2,
      },
    ]);
    expect(settlementKindOf('USD')).toBe('fiat');
    expect(settlementKindOf('USDC')).toBe('crypto');
  });
});

describe('statistics buckets', () => {
  const t = Date.UTC(2026, 10, 26, 15, 30); // Thursday 26 Nov 2026
  it('R-PT-7: day, ISO week (Monday) and month buckets in UTC', () => {
    expect(bucketStart(t, 'Day')).toBe(Date.UTC(2026, 10, 26));
    expect(bucketStart(t, 'Week')).toBe(Date.UTC(2026, 10, 23));
    expect(bucketStart(t, 'Month')).toBe(Date.UTC(2026, 10, 1));
    expect(bucketsBetween(Date.UTC(2026, 9, 30), t, 'Month')).toEqual([
      Date.UTC(2026, 9, 1),
      Date.UTC(2026, 10, 1),
    ]);
    expect(bucketsBetween(Date.UTC(2026, 10, 11), t, 'Day')).toHaveLength(16);
  });

  it('R-PT-8: slippage is a cost in basis points: a buy above arrival, a sell below', () => {
    expect(slippageBps('BUY', 100, 101)).toBeCloseTo(100);
    expect(slippageBps('SELL', 100, 101)).toBeCloseTo(-100);
    expect(slippageBps('SELL', 0, 101)).toBeNull();
  });
});
