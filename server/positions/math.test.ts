import { describe, expect, it } from 'vitest';
import { applyFill, divideDecimal, figures, type PositionState } from './math';

describe('R-ORD-11 position math', () => {
  it('divides decimals exactly with half-up rounding', () => {
    expect(divideDecimal('1', '3', 4)).toBe('0.3333');
    expect(divideDecimal('2', '3', 4)).toBe('0.6667');
    expect(divideDecimal('-2', '3', 4)).toBe('-0.6667');
    expect(divideDecimal('100.5', '0.5')).toBe('201');
  });
  it('averages entry, realises PnL on reduction and flips', () => {
    const p: PositionState = { size: '0', entryPrice: '0', realizedPnl: '0' };
    applyFill(p, '1', '100');
    applyFill(p, '1', '110');
    expect(p).toMatchObject({ size: '2', entryPrice: '105' });
    expect(applyFill(p, '-1', '120')).toBe('15');
    expect(applyFill(p, '-3', '100')).toBe('-5');
    expect(p).toMatchObject({ size: '-2', entryPrice: '100', realizedPnl: '10' });
  });
  it('computes unrealised PnL, margins and liquidation price', () => {
    const p: PositionState = { size: '2', entryPrice: '100', realizedPnl: '0' };
    const f = figures(p, '110', 10, true, '0');
    expect(f.unrealisedPnl).toBe('20');
    expect(f.initialMargin).toBe('20');
    expect(f.maintenanceMargin).toBe('1.1');
    expect(f.liquidationPrice).toBe('90.5');
    const cross = figures(p, '110', 10, false, '1000');
    expect(cross.liquidationPrice).toBe('');
  });
});
