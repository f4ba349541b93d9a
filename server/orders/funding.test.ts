// Funding periods from the mark stream, and the payments of one period (docs/orders.md
// "Funding").
import { describe, expect, it } from 'vitest';
import { addDecimal } from '../../domain/decimal';
import type { MarkPriceMessage } from '../market/types';
import type { Position } from './account-state';
import { FundingClock, fundingJournal, fundingPayment } from './funding';

const H8 = 8 * 3_600_000;
const mark = (serverTime: number, rate: string, next: number, price = '100'): MarkPriceMessage => ({
  symbol: 'X-PERP',
  markPrice: price,
  indexPrice: price,
  fundingRate: rate,
  nextFundingTime: next,
  serverTime,
});
const position = (sub: number, size: string): Position => ({
  subaccountId: sub,
  symbol: 'X-PERP',
  positionSide: 'BOTH',
  size,
  entryPrice: '90',
  realizedPnl: '0',
});

describe('FundingClock', () => {
  it('reports a funding time once, at the rate announced for it, only after seeing it ahead', () => {
    const clock = new FundingClock();
    // A first mark after a boundary (a restart): nothing, the announcement was not seen.
    expect(clock.observe(mark(H8 + 10, '0.0001', 2 * H8))).toBeNull();
    expect(clock.observe(mark(2 * H8 - 10, '0.0003', 2 * H8))).toBeNull();
    expect(clock.observe(mark(2 * H8 + 5, '-0.0002', 3 * H8, '101'))).toEqual({
      symbol: 'X-PERP',
      fundingTime: 2 * H8,
      rate: '0.0003',
      markPrice: '101',
    });
    expect(clock.observe(mark(2 * H8 + 1_000, '-0.0002', 3 * H8))).toBeNull();
  });

  it('ignores dated futures (no rate)', () => {
    const clock = new FundingClock();
    expect(clock.observe(mark(10, '', 0))).toBeNull();
    expect(clock.observe(mark(H8 * 5, '', 0))).toBeNull();
  });
});

describe('funding payments', () => {
  it('longs pay a positive rate to shorts through house:funding; the journal sums to zero', () => {
    expect(fundingPayment('2', '100', '0.0001')).toBe('0.02');
    expect(fundingPayment('-2', '100', '0.0001')).toBe('-0.02');
    expect(fundingPayment('0.3', '33333.33', '0.000123')).toBe('1.22999988');
    const due = { symbol: 'X-PERP', fundingTime: H8, rate: '0.0001', markPrice: '100' };
    const j = fundingJournal(due, 'USDT', [
      position(1, '2'),
      position(2, '-0.5'),
      position(3, '0'),
    ]);
    expect(Object.fromEntries([...j.deltas()].map(([s, t]) => [s, t.get('USDT')]))).toEqual({
      1: '-0.02',
      2: '0.005',
    });
    let sum = '0';
    for (const e of j.entries) {
      expect(e.kind).toBe('funding');
      expect(e.ref).toBe(`X-PERP:funding:${H8}`);
      sum = addDecimal(sum, e.amount);
    }
    expect(sum).toBe('0');
  });
});
