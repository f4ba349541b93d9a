// Derivative allocation maths (docs/post-trade.md "Derivative allocation"): legs cut to the
// instrument's size precision with the remainder to the chosen subaccount, fee shares summing to
// the fee, position size moved at one price with realised PnL, the giver and margin checks, and
// memory untouched by planning. Pure: an AccountState built by hand, no database.
import { describe, expect, it } from 'vitest';
import { addDecimal, normalizeDecimal } from '../../domain/decimal';
import { allocate } from '../../domain/post-trade';
import { AccountState } from '../orders/account-state';
import { allocationMoves, type DerivativeBlock } from './derivative-allocation';
import { checkMargins, moveJournal, planMoves } from './position-move';

const SOURCE = 1;
const A = 2;
const B = 3;
const names = (sub: number) => ['', 'Block', 'Fund A', 'Fund B'][sub] ?? String(sub);
const sum = (xs: readonly string[]) => normalizeDecimal(xs.reduce(addDecimal, '0'));

function state(positions: Record<number, [size: string, entry: string]>): AccountState {
  const s = new AccountState();
  for (const [sub, [size, entry]] of Object.entries(positions)) {
    const p = s.position(Number(sub), 'BTC-PERP', 'BOTH');
    p.size = size;
    p.entryPrice = entry;
  }
  return s;
}

const block = (side: 'BUY' | 'SELL', price: string): DerivativeBlock => ({
  symbol: 'BTC-PERP',
  side,
  baseToken: 'BTC',
  collateral: 'USDT',
  price,
  sourceSubaccountId: SOURCE,
  sourceSide: 'BOTH',
});

const legsOf = (quantities: Record<number, [string, string]>) =>
  Object.entries(quantities).map(([sub, [quantity, feeShare]]) => ({
    subaccountId: Number(sub),
    quantity,
    feeShare,
    positionSide: 'BOTH' as const,
  }));

describe('derivative allocation maths', () => {
  it('R-PT-14: legs are cut to the size precision, the remainder takes the rest, fee shares sum to the fee', () => {
    const split = allocate({
      quantity: '0.7',
      notional: '67900.35',
      fee: '33.950175',
      mode: 'percent',
      legs: [
        { subaccountId: A, value: '33.3333' },
        { subaccountId: B, value: '33.3333' },
      ],
      remainderSubaccountId: SOURCE,
      quantityDecimals: 3,
      quoteDecimals: 6,
      feeDecimals: 6,
    });
    if (!split.ok) throw new Error(split.problem.message);
    expect(split.legs.map((l) => [l.subaccountId, l.quantity, l.remainder])).toEqual([
      [A, '0.233', false],
      [B, '0.233', false],
      [SOURCE, '0.234', true],
    ]);
    expect(sum(split.legs.map((l) => l.quantity))).toBe('0.7');
    expect(sum(split.legs.map((l) => l.feeShare))).toBe('33.950175');
    expect(sum(split.legs.map((l) => l.quoteValue))).toBe('67900.35');
  });

  it('R-PT-14: size moves at the price; a giver with an older entry realises the difference, a receiver blends', () => {
    // The block's subaccount was long 1 at 90,000 and bought 0.5 more at 97,000 (entry 92,333.33…).
    const s = state({ [SOURCE]: ['1.5', '92333.33333333'], [B]: ['0.2', '95000'] });
    const moves = allocationMoves(
      block('BUY', '97000'),
      legsOf({ [A]: ['0.3', '1.5'], [B]: ['0.2', '1'], [SOURCE]: ['0', '0'] }),
      false,
    );
    expect(moves.map((m) => [m.from.subaccountId, m.to.subaccountId, m.size])).toEqual([
      [SOURCE, A, '0.3'],
      [SOURCE, B, '0.2'],
    ]);
    const plan = planMoves(s, 'BTC-PERP', '97000', moves, names, 'BTC');
    const after = new Map(plan.after.map((p) => [p.subaccountId, p]));
    expect(after.get(SOURCE)).toMatchObject({ size: '1', entryPrice: '92333.33333333' });
    expect(after.get(A)).toMatchObject({ size: '0.3', entryPrice: '97000' });
    expect(after.get(B)).toMatchObject({ size: '0.4', entryPrice: '96000' });
    // 0.3 and 0.2 closed at 97,000 against 92,333.33333333 (each rounded to 8 places).
    expect(plan.realized.get(SOURCE)).toBe('2333.33333333');
    expect(plan.realized.get(A)).toBe('0');
    // Memory is untouched until the commit applies the copies.
    expect(s.positions.get('1|BTC-PERP|BOTH')?.size).toBe('1.5');
    expect(s.positions.has('2|BTC-PERP|BOTH')).toBe(false);
    // Initial margin gained at leverage 10: 0.3 × 97,000 / 10; B: 0.4 × 96,000 / 10 − 0.2 × 95,000 / 10.
    expect(plan.marginChange.get(A)).toBe('2910');
    expect(plan.marginChange.get(B)).toBe('1940');
    const journal = moveJournal(plan, moves, 'USDT', 'allocation:1');
    journal.check();
    const deltas = journal.deltas();
    expect(normalizeDecimal(deltas.get(SOURCE)?.get('USDT') ?? '0')).toBe('2335.83333333');
    expect(normalizeDecimal(deltas.get(A)?.get('USDT') ?? '0')).toBe('-1.5');
  });

  it('R-PT-14: a sell moves short size; the reversal moves it back to the block at the same price', () => {
    const s = state({ [SOURCE]: ['-0.5', '97000'] });
    const legs = legsOf({ [A]: ['0.5', '2'] });
    const there = planMoves(
      s,
      'BTC-PERP',
      '97000',
      allocationMoves(block('SELL', '97000'), legs, false),
      names,
      'BTC',
    );
    for (const p of there.after) s.positions.set(`${p.subaccountId}|BTC-PERP|BOTH`, p);
    expect(s.positions.get('2|BTC-PERP|BOTH')).toMatchObject({ size: '-0.5', entryPrice: '97000' });
    expect(s.positions.get('1|BTC-PERP|BOTH')?.size).toBe('0');
    const back = planMoves(
      s,
      'BTC-PERP',
      '97000',
      allocationMoves(block('SELL', '97000'), legs, true),
      names,
      'BTC',
    );
    const after = new Map(back.after.map((p) => [p.subaccountId, p]));
    expect(after.get(SOURCE)).toMatchObject({ size: '-0.5', entryPrice: '97000' });
    expect(after.get(A)?.size).toBe('0');
    expect([...back.realized.values()].every((v) => normalizeDecimal(v) === '0')).toBe(true);
  });

  it('R-PT-15: a giver that no longer holds the size refuses the move', () => {
    const s = state({ [SOURCE]: ['0.2', '97000'] });
    const moves = allocationMoves(block('BUY', '97000'), legsOf({ [A]: ['0.3', '0'] }), false);
    expect(() => planMoves(s, 'BTC-PERP', '97000', moves, names, 'BTC')).toThrow(
      /^Block no longer holds this position: 0\.2\d* BTC long held, 0\.3\d* BTC long to move$/,
    );
  });

  it('R-PT-15: a receiver without the margin for its share and fee refuses the whole move, naming it', async () => {
    const s = state({ [SOURCE]: ['1', '97000'] });
    const moves = allocationMoves(
      block('BUY', '97000'),
      legsOf({ [A]: ['0.5', '2.5'], [B]: ['0.5', '2.5'] }),
      false,
    );
    const plan = planMoves(s, 'BTC-PERP', '97000', moves, names, 'BTC');
    // Each needs 0.5 × 97,000 / 10 + 2.5 = 4,852.5; B has 4,852.49.
    const available = new Map([
      [A, '4852.5'],
      [B, '4852.49'],
    ]);
    const check = checkMargins(
      plan,
      moves,
      'USDT',
      async (sub) => available.get(sub) ?? '0',
      names,
    );
    await expect(check).rejects.toMatchObject({
      code: 'INSUFFICIENT_MARGIN',
      field: 'legs.1.value',
      message: 'Insufficient margin on Fund B: 4,852.49 USDT available, 4,852.50 needed',
    });
    available.set(B, '4852.5');
    await expect(
      checkMargins(plan, moves, 'USDT', async (sub) => available.get(sub) ?? '0', names),
    ).resolves.toBeUndefined();
  });
});
