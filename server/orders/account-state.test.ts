// Spec 2.4 risk figures: leverage = position value / margin balance, sent with enough
// precision that a small position on a large balance does not read as 0.
import { describe, expect, it } from 'vitest';
import { riskOf, type Position, type PositionView } from './account-state';

const POSITION: Position = {
  subaccountId: 1,
  symbol: 'BTC-PERP',
  positionSide: 'BOTH',
  size: '1',
  entryPrice: '100',
  realizedPnl: '0',
};

const view = (notional: string, unrealisedPnl = '0'): PositionView => ({
  position: POSITION,
  markPrice: '100',
  unrealisedPnl,
  margin: '0',
  liquidationPrice: '',
  leverage: 10,
  marginMode: 'CROSSED',
  maintenanceMargin: '0',
  notional,
});

describe('riskOf leverage', () => {
  it('keeps a small leverage (was rounded to 0 at 2 decimals)', () => {
    // 40 / 100,000 = 0.0004×.
    expect(riskOf('100000', 'USDT', [view('40')], '0').leverage).toBe('0.0004');
  });

  it('rounds half-up at 6 decimals and sums the positions', () => {
    // (10 + 20) / 90,000 = 0.000333…
    expect(riskOf('90000', 'USDT', [view('10'), view('20')], '0').leverage).toBe('0.000333');
    expect(riskOf('1000', 'USDT', [view('2500', '-500')], '0').leverage).toBe('5');
  });

  it('is 0 when the margin balance is not positive', () => {
    expect(riskOf('100', 'USDT', [view('1000', '-150')], '0').leverage).toBe('0');
  });
});
