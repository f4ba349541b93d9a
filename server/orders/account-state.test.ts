// Spec 2.4 risk figures: leverage = position value / margin balance, sent with enough
// precision that a small position on a large balance does not read as 0.
import { describe, expect, it } from 'vitest';
import { SeenSeqs } from './seen-seqs';
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
    state.seen.loaded(7, 5);
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

  it('R-SCALE-17 applies a booking heard twice once, in any order, and leaves nothing pending once the gaps are filled', () => {
    const state = new AccountState();
    state.seen.loaded(7, 10);
    const usd = (amount: string) => new Map([['USD', amount]]);
    expect(state.applyBooked(7, 12, usd('2'))).toBe(true);
    expect(state.applyBooked(7, 12, usd('2'))).toBe(false);
    expect(state.seen.pending(7)).toBe(1);
    // The engine's own commit takes seq 11: it fills the gap.
    expect(state.seen.add(7, 11)).toBe(true);
    expect(state.seen.pending(7)).toBe(0);
    expect(state.applyBooked(7, 11, usd('100'))).toBe(false);
    expect(state.applyBooked(7, 13, usd('3'))).toBe(true);
    expect(state.applyBooked(7, 13, usd('3'))).toBe(false);
    expect(state.total(7, 'USD')).toBe('5');
  });

  it('R-SCALE-17 defers bookings heard while a load rebuilds memory and applies those the load lacks', () => {
    const state = new AccountState();
    state.beginLoad();
    // Heard during the load: 6 is in the snapshot the load reads, 7 committed after it.
    expect(state.applyBooked(7, 6, new Map([['USD', '-40']]))).toBe(false);
    expect(state.applyBooked(7, 7, new Map([['USD', '5']]))).toBe(false);
    state.addBalance(7, 'USD', '60');
    state.seen.loaded(7, 6);
    expect(state.total(7, 'USD')).toBe('60');
    state.endLoad();
    expect(state.total(7, 'USD')).toBe('65');
    // After the load, bookings apply at once again.
    expect(state.applyBooked(7, 8, new Map([['USD', '1']]))).toBe(true);
    expect(state.total(7, 'USD')).toBe('66');
  });
});

describe('SeenSeqs', () => {
  it('R-SCALE-17 matches a plain set of seen seqs on random arrivals, holding only what follows a gap', () => {
    const seen = new SeenSeqs();
    const reference = new Set<number>();
    let x = 7;
    const next = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
    seen.loaded(1, 20);
    for (let i = 1; i <= 20; i++) reference.add(i);
    for (let i = 0; i < 2000; i++) {
      const seq = 1 + Math.floor(next() * 400);
      expect(seen.add(1, seq)).toBe(!reference.has(seq));
      reference.add(seq);
      expect(seen.has(1, seq)).toBe(true);
    }
    for (let seq = 1; seq <= 400; seq++) expect(seen.has(1, seq)).toBe(reference.has(seq));
    let through = 0;
    while (reference.has(through + 1)) through++;
    expect(seen.pending(1)).toBe([...reference].filter((s) => s > through).length);
  });
});
