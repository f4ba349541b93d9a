import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allInPrice,
  allInValue,
  consolidateBook,
  routeOrder,
  withinLimit,
  type FusionSide,
  type Budget,
  type OtcTier,
  type RouteInput,
  type TickLevel,
} from './fusion';

/** Book levels best first for the side: asks ascending (BUY), bids descending (SELL). */
function sortedBook(side: FusionSide, levels: TickLevel[]): TickLevel[] {
  const byPrice = new Map<number, number>();
  for (const l of levels) byPrice.set(l.priceTicks, (byPrice.get(l.priceTicks) ?? 0) + l.lots);
  return [...byPrice.entries()]
    .map(([priceTicks, lots]) => ({ priceTicks, lots }))
    .sort((a, b) => (side === 'BUY' ? a.priceTicks - b.priceTicks : b.priceTicks - a.priceTicks));
}

const arbInput: fc.Arbitrary<RouteInput> = fc
  .record({
    side: fc.constantFrom<FusionSide>('BUY', 'SELL'),
    lots: fc.integer({ min: 1, max: 60 }),
    limit: fc.option(fc.integer({ min: 90, max: 110 }), { nil: null }),
    book: fc.array(
      fc.record({
        priceTicks: fc.integer({ min: 90, max: 110 }),
        lots: fc.integer({ min: 1, max: 15 }),
      }),
      { maxLength: 8 },
    ),
    otc: fc.array(
      fc.record({
        lots: fc.integer({ min: 1, max: 40 }),
        priceTicks: fc.integer({ min: 90, max: 110 }),
      }),
      { maxLength: 5 },
    ),
    edgeFeeBps: fc.integer({ min: 0, max: 30 }),
    // Budgets as the server gives them: a buyer's quote as an all-in value (about 1 000 000
    // per lot here), a seller's base in lots; absent half the time.
    edgeBudget: fc.option(fc.integer({ min: 0, max: 40_000_000 }), { nil: undefined }),
    otcBudget: fc.option(fc.integer({ min: 0, max: 40_000_000 }), { nil: undefined }),
  })
  .map((r) => ({
    side: r.side,
    lots: r.lots,
    limitTicks: r.limit,
    book: sortedBook(r.side, r.book),
    otc: [...r.otc].sort((a, b) => a.lots - b.lots),
    edgeFeeBps: r.edgeFeeBps,
    otcFeeBps: 0,
    ...budgets(r.side, r.edgeBudget, r.otcBudget),
  }));

function budgets(
  side: FusionSide,
  edge: number | undefined,
  otc: number | undefined,
): Pick<RouteInput, 'edgeBudget' | 'otcBudget'> {
  const e = budgetOf(side, edge);
  const o = budgetOf(side, otc);
  return { ...(e && { edgeBudget: e }), ...(o && { otcBudget: o }) };
}

function budgetOf(side: FusionSide, amount: number | undefined): Budget | undefined {
  if (amount === undefined) return undefined;
  return side === 'BUY' ? { value: BigInt(amount) } : { lots: Math.floor(amount / 1_000_000) };
}

/** Whether a source's account pays for a part: its all-in value or its lots. */
function affordable(budget: Budget | undefined, value: bigint, lots: number): boolean {
  if (budget === undefined) return true;
  return 'lots' in budget ? lots <= budget.lots : value <= budget.value;
}

/**
 * Brute force: every book amount x and OTC amount y at every tier that can carry it, within
 * the limit and both budgets; the most that fills, then the best value of that quantity.
 */
function bruteForce(input: RouteInput): { filled: number; best: bigint | null } {
  const book = input.book.filter((l) => withinLimit(input.side, l.priceTicks, input.limitTicks));
  const tiers: OtcTier[] = input.otc.filter((t) =>
    withinLimit(input.side, t.priceTicks, input.limitTicks),
  );
  const bookCap = book.reduce((n, l) => n + l.lots, 0);
  const bookValue = (x: number): bigint => {
    let left = x;
    let v = 0n;
    for (const l of book) {
      const take = Math.min(left, l.lots);
      v += allInValue(input.side, l.priceTicks, take, input.edgeFeeBps);
      left -= take;
    }
    return v;
  };
  const splits: { lots: number; value: bigint }[] = [];
  for (let x = 0; x <= Math.min(bookCap, input.lots); x++) {
    const bv = bookValue(x);
    if (!affordable(input.edgeBudget, bv, x)) break;
    splits.push({ lots: x, value: bv });
    for (const t of tiers)
      for (let y = 1; y <= Math.min(t.lots, input.lots - x); y++) {
        const ov = allInValue(input.side, t.priceTicks, y, 0);
        if (affordable(input.otcBudget, ov, y)) splits.push({ lots: x + y, value: bv + ov });
      }
  }
  const filled = splits.reduce((m, s) => Math.max(m, s.lots), 0);
  let best: bigint | null = null;
  for (const s of splits)
    if (
      s.lots === filled &&
      (best === null || (input.side === 'BUY' ? s.value < best : s.value > best))
    )
      best = s.value;
  return { filled, best: filled === 0 ? 0n : best };
}

const worse = (side: FusionSide, a: bigint, b: bigint) => (side === 'BUY' ? a > b : a < b);

describe('Fusion router (domain/fusion.ts)', () => {
  it('R-FUS-1, R-FUS-11: parent quantity = Σ children; never more than asked; fills all both sources allow within the limit and the budgets', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const plan = routeOrder(input);
        expect(plan.edgeLots + plan.otcLots).toBe(plan.filledLots);
        expect(plan.filledLots).toBeLessThanOrEqual(input.lots);
        expect(plan.filledLots).toBe(bruteForce(input).filled);
        expect(plan.edgeLevels.reduce((n, l) => n + l.lots, 0)).toBe(plan.edgeLots);
        for (const l of plan.edgeLevels)
          expect(withinLimit(input.side, l.priceTicks, input.limitTicks)).toBe(true);
        if (plan.otcPriceTicks !== null) {
          expect(withinLimit(input.side, plan.otcPriceTicks, input.limitTicks)).toBe(true);
          // The OTC part fits in a streamed tier at that price.
          expect(
            input.otc.some((t) => t.priceTicks === plan.otcPriceTicks && t.lots >= plan.otcLots),
          ).toBe(true);
        }
        // No source is routed more than its account can pay for.
        expect(affordable(input.edgeBudget, plan.edgeValue, plan.edgeLots)).toBe(true);
        expect(affordable(input.otcBudget, plan.otcValue, plan.otcLots)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('R-FUS-11: a buy the Edge account cannot pay for in full sends the rest to OTC', () => {
    const input: RouteInput = {
      side: 'BUY',
      lots: 20,
      limitTicks: null,
      book: [
        { priceTicks: 100, lots: 10 },
        { priceTicks: 101, lots: 10 },
      ],
      otc: [{ lots: 50, priceTicks: 105 }],
      edgeFeeBps: 0,
      otcFeeBps: 0,
    };
    // Unbounded, the book takes everything: it is cheaper at every level.
    expect(routeOrder(input).edgeLots).toBe(20);
    // The Edge account pays for 7 lots at 100 (value 100 × 7 × 10 000, and a little more).
    const plan = routeOrder({ ...input, edgeBudget: { value: 7_000_500n } });
    expect([plan.edgeLots, plan.otcLots, plan.filledLots]).toEqual([7, 13, 20]);
    expect(plan.edgeLevels).toEqual([{ priceTicks: 100, lots: 7 }]);
    // Both accounts short: the order fills what they pay for together, no more.
    const both = routeOrder({
      ...input,
      edgeBudget: { value: 7_000_500n },
      otcBudget: { value: 5_250_000n },
    });
    expect([both.edgeLots, both.otcLots]).toEqual([7, 5]);
    // A seller's budget is in lots of base.
    const sell = routeOrder({
      ...input,
      side: 'SELL',
      book: [{ priceTicks: 99, lots: 20 }],
      otc: [{ lots: 50, priceTicks: 95 }],
      edgeBudget: { lots: 3 },
      otcBudget: { lots: 4 },
    });
    expect([sell.edgeLots, sell.otcLots]).toEqual([3, 4]);
  });

  it('R-FUS-2: never fills worse than the best single source at the moment of routing, and is the optimal split', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const plan = routeOrder(input);
        if (plan.bestSingle)
          expect(worse(input.side, plan.value, plan.bestSingle.value)).toBe(false);
        // Every single source that could fill the same quantity alone costs at least as much.
        const bookOnly = routeOrder({ ...input, otc: [], lots: plan.filledLots });
        if (bookOnly.filledLots === plan.filledLots)
          expect(worse(input.side, plan.value, bookOnly.value)).toBe(false);
        const otcOnly = routeOrder({ ...input, book: [], lots: plan.filledLots });
        if (otcOnly.filledLots === plan.filledLots)
          expect(worse(input.side, plan.value, otcOnly.value)).toBe(false);
        expect(plan.value).toBe(bruteForce(input).best);
      }),
      { numRuns: 2000 },
    );
  });

  it('R-FUS-3: fees are accounted: all-in value = notional + the fee of each part', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const plan = routeOrder(input);
        const sign = input.side === 'BUY' ? 1n : -1n;
        const fee = plan.edgeNotional * BigInt(input.edgeFeeBps);
        expect(plan.edgeValue).toBe(plan.edgeNotional * 10_000n + sign * fee);
        const otcNotional = BigInt(plan.otcPriceTicks ?? 0) * BigInt(plan.otcLots);
        expect(plan.otcValue).toBe(otcNotional * 10_000n);
        expect(plan.value).toBe(plan.edgeValue + plan.otcValue);
      }),
      { numRuns: 1000 },
    );
  });

  it('R-FUS-2: a worked split: the book is cheaper at the top, OTC cheaper for the bulk', () => {
    const plan = routeOrder({
      side: 'BUY',
      lots: 30,
      limitTicks: null,
      book: [
        { priceTicks: 100, lots: 5 },
        { priceTicks: 103, lots: 10 },
        { priceTicks: 106, lots: 50 },
      ],
      otc: [
        { lots: 10, priceTicks: 101 },
        { lots: 40, priceTicks: 102 },
      ],
      edgeFeeBps: 5,
      otcFeeBps: 0,
    });
    expect(plan.edgeLots).toBe(5);
    expect(plan.otcLots).toBe(25);
    expect(plan.otcPriceTicks).toBe(102);
    expect(plan.bestSingle?.source).toBe('OTC');
  });

  it('R-FUS-4: the consolidated book tags sources and orders each side by all-in price', () => {
    const book = consolidateBook(
      {
        asks: { prices: ['100', '101'], sizes: ['1', '2'] },
        bids: { prices: ['99', '98'], sizes: ['1', '0'] },
      },
      [
        { quantity: '0.5', bid: '99.02', ask: '100.03' },
        { quantity: '5', bid: '98.5', ask: '100.6' },
      ],
      { edgeFeeBps: 5, otcFeeBps: 0 },
    );
    expect(book.asks.map((r) => [r.source, r.price, r.allInPrice])).toEqual([
      ['OTC', '100.03', '100.03'],
      ['EDGE', '100', '100.05'],
      ['OTC', '100.6', '100.6'],
      ['EDGE', '101', '101.0505'],
    ]);
    expect(book.bids.map((r) => [r.source, r.price, r.allInPrice])).toEqual(
      [
        ['EDGE', '99', '98.9505'],
        ['OTC', '99.02', '99.02'],
        ['OTC', '98.5', '98.5'],
      ].sort((a, b) => Number(b[2]) - Number(a[2])),
    );
    expect(allInPrice('BUY', '0.00000001', 5)).toBe('0.00000002');
    expect(allInPrice('SELL', '0.00000001', 5)).toBe('0');
  });
});
