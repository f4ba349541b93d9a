import { describe, expect, it } from 'vitest';
import { AverageCostBook, averageCostRealised, type CostMovement } from './cost-basis';

const S = 7;
const trade = (time: number, legs: [string, number][]): CostMovement => ({
  time,
  subaccountId: S,
  kind: 'trade',
  legs: legs.map(([token, amount]) => ({ token, amount })),
});
const flow = (time: number, token: string, amount: number): CostMovement => ({
  time,
  subaccountId: S,
  kind: 'flow',
  legs: [{ token, amount }],
});
const noPrices = () => null;

describe('spot cost basis (average cost)', () => {
  it('R-PORT-17: buys average their cost; a sale realises proceeds minus the average cost of the units sold, and leaves the average unchanged', () => {
    const book = new AverageCostBook(noPrices);
    expect(
      book.apply(
        trade(1, [
          ['BTC', 1],
          ['USD', -100],
        ]),
      ),
    ).toEqual([]);
    expect(
      book.apply(
        trade(2, [
          ['BTC', 1],
          ['USD', -200],
        ]),
      ),
    ).toEqual([]);
    expect(book.averageCost(S, 'BTC')).toBe(150);
    const sold = book.apply(
      trade(3, [
        ['BTC', -0.5],
        ['USD', 120],
      ]),
    );
    expect(sold).toEqual([{ time: 3, subaccountId: S, token: 'BTC', realised: 120 - 75 }]);
    expect(book.averageCost(S, 'BTC')).toBe(150);
    // A loss realises a negative amount.
    const loss = book.apply(
      trade(4, [
        ['BTC', -1.5],
        ['USDT', 150],
      ]),
    );
    expect(loss[0]?.realised).toBeCloseTo(150 - 225, 9);
    expect(book.averageCost(S, 'BTC')).toBeNull();
  });

  it('R-PORT-17: deposits and opening balances enter at the day price; withdrawals and fees leave at the average cost without realising', () => {
    const prices: Record<string, number> = { ETH: 2000 };
    const book = new AverageCostBook((token) => prices[token] ?? null);
    book.apply(flow(1, 'ETH', 10)); // cost 20,000
    book.apply(
      trade(2, [
        ['ETH', 10],
        ['USD', -30_000],
      ]),
    ); // cost 50,000 for 20
    expect(book.averageCost(S, 'ETH')).toBe(2500);
    expect(book.apply(flow(3, 'ETH', -4))).toEqual([]);
    expect(
      book.apply({ time: 4, subaccountId: S, kind: 'fee', legs: [{ token: 'ETH', amount: -1 }] }),
    ).toEqual([]);
    expect(book.averageCost(S, 'ETH')).toBe(2500);
    const [sale] = book.apply(
      trade(5, [
        ['ETH', -5],
        ['USDC', 15_000],
      ]),
    );
    expect(sale?.realised).toBeCloseTo(15_000 - 12_500, 9);
  });

  it('R-PORT-17: units of unknown cost realise nothing; a priced swap realises the given token and prices the received one', () => {
    const book = new AverageCostBook((token) =>
      token === 'BTC' ? 100_000 : token === 'ETH' ? 4000 : null,
    );
    // LINK deposited with no price: unknown cost.
    const unpriced = new AverageCostBook(noPrices);
    unpriced.apply(flow(1, 'LINK', 100));
    expect(
      unpriced.apply(
        trade(2, [
          ['LINK', -100],
          ['USD', 2000],
        ]),
      ),
    ).toEqual([]);
    // BTC bought at 90,000, swapped for ETH when BTC is worth 100,000.
    book.apply(
      trade(1, [
        ['BTC', 1],
        ['USD', -90_000],
      ]),
    );
    const swap = book.apply(
      trade(2, [
        ['BTC', -1],
        ['ETH', 25],
      ]),
    );
    expect(swap).toEqual([{ time: 2, subaccountId: S, token: 'BTC', realised: 10_000 }]);
    expect(book.averageCost(S, 'ETH')).toBe(4000);
  });

  it('R-PORT-17: subaccounts keep separate books; averageCostRealised replays in time order', () => {
    const events = averageCostRealised(
      [
        trade(3, [
          ['SOL', -10],
          ['USD', 3000],
        ]),
        trade(1, [
          ['SOL', 10],
          ['USD', -2000],
        ]),
        {
          ...trade(2, [
            ['SOL', 10],
            ['USD', -5000],
          ]),
          subaccountId: 8,
        },
      ],
      noPrices,
    );
    expect(events).toEqual([{ time: 3, subaccountId: S, token: 'SOL', realised: 1000 }]);
  });
});
