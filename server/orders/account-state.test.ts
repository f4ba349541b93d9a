// Spec 2.4 risk figures: leverage = position value / margin balance, sent with enough
// precision that a small position on a large balance does not read as 0.
import { describe, expect, it } from 'vitest';
import { AccountState, riskOf, type Position, type PositionView } from './account-state';

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

describe('applyBooked', () => {
  it('R-SCALE-16 adds a booking committed after the last load once, and skips one the load already holds', () => {
    const state = new AccountState();
    state.addBalance(7, 'USD', '100');
    state.loadedSeqs.set(7, 5);
    // Committed before the reload (seq 5): the loaded 100 holds it already.
    state.applyBooked(7, 5, new Map([['USD', '-40']]));
    expect(state.total(7, 'USD')).toBe('100');
    // Committed after it, applied in any order.
    state.applyBooked(7, 7, new Map([['USD', '-10']]));
    state.applyBooked(
      7,
      6,
      new Map([
        ['USD', '25'],
        ['BTC', '1'],
      ]),
    );
    expect(state.total(7, 'USD')).toBe('115');
    expect(state.total(7, 'BTC')).toBe('1');
    // A subaccount never loaded (no seq) takes every booking.
    state.applyBooked(8, 1, new Map([['USD', '3']]));
    expect(state.total(8, 'USD')).toBe('3');
  });
});
