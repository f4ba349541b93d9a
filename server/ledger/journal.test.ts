import { describe, expect, it } from 'vitest';
import { Journal, subBook } from './journal';

describe('R-ORD-10 Journal', () => {
  it('balances transfers and reports customer deltas', () => {
    const j = new Journal();
    j.transfer(subBook(1), 'house:market', 'USD', '100.5', 'trade', 'f1');
    j.transfer('house:market', subBook(1), 'BTC', '0.001', 'trade', 'f1');
    j.transfer(subBook(1), 'house:fees', 'USD', '0.05', 'fee', 'f1');
    expect(() => j.check()).not.toThrow();
    expect(Object.fromEntries(j.deltas().get(1) ?? [])).toEqual({ USD: '-100.55', BTC: '0.001' });
  });
  it('refuses an unbalanced journal', () => {
    const j = new Journal();
    j.entries.push({ book: subBook(1), token: 'USD', amount: '1', kind: 'x', ref: '' });
    expect(() => j.check()).toThrow(/sums to 1/);
  });
});
