import { describe, expect, it } from 'vitest';
import { executions, statistics, tradeFact, weightedSlippage } from './statistics';
import type { ExecutedOrder } from './statistics-store';

const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 16); // a Monday
const pairs = new Map<string, readonly [string, string]>([
  ['BTC/USD', ['BTC', 'USD']],
  ['ETH/BTC', ['ETH', 'BTC']],
]);
const rates = { BTC: '100000', ETH: '4000' };

describe('trade statistics', () => {
  it('R-PT-7: a journal of two token moves is one trade: base from the instrument, side from its sign, volume in USD', () => {
    const buy = tradeFact(
      {
        time: start,
        subaccountId: 1,
        moves: new Map([
          ['USD', '-50000'],
          ['BTC', '0.5'],
        ]),
      },
      pairs,
      rates,
    );
    expect(buy).toEqual({
      time: start,
      subaccountId: 1,
      base: 'BTC',
      quote: 'USD',
      side: 'BUY',
      quantity: 0.5,
      usd: 50000,
    });
    // A cross pair: ETH/BTC's quote leg is valued at BTC's rate.
    const cross = tradeFact(
      {
        time: start,
        subaccountId: 1,
        moves: new Map([
          ['ETH', '-2'],
          ['BTC', '0.08'],
        ]),
      },
      pairs,
      rates,
    );
    expect(cross).toMatchObject({ base: 'ETH', side: 'SELL', usd: 8000 });
    expect(
      tradeFact({ time: start, subaccountId: 1, moves: new Map([['USD', '-1']]) }, pairs, rates),
    ).toBeNull();
  });

  it('R-PT-7: buckets, totals, by token and by venue add up; empty days stay in the series', () => {
    const trade = (day: number, usd: number, base: string, sub: number) => ({
      time: start + day * DAY + 3_600_000,
      subaccountId: sub,
      base,
      quote: 'USD',
      side: 'BUY' as const,
      quantity: 1,
      usd,
    });
    const report = statistics({
      from: start,
      to: start + 10 * DAY,
      grouping: 'Week',
      trades: [trade(0, 100, 'BTC', 1), trade(2, 300, 'ETH', 2), trade(8, 200, 'BTC', 2)],
      fees: [{ time: start + DAY, subaccountId: 1, token: 'USD', amount: '1.5' }],
      venueOf: (id) => (id === 1 ? 'Edge' : 'OTC'),
      rates,
    });
    expect(report.series.map((p) => [p.t, p.volume_usd, p.count])).toEqual([
      [start, 400, 2],
      [start + 7 * DAY, 200, 1],
    ]);
    expect(report.totals).toEqual({
      volume_usd: 600,
      count: 3,
      average_usd: 200,
      fees_usd: 1.5,
      fee_bps: 25,
    });
    expect(report.by_token.map((g) => [g.key, g.volume_usd, g.count])).toEqual([
      ['BTC', 300, 2],
      ['ETH', 300, 1],
    ]);
    expect(report.by_venue.map((g) => [g.key, g.volume_usd])).toEqual([
      ['OTC', 500],
      ['Edge', 100],
    ]);
    expect(report.fees_by_venue).toMatchObject([{ key: 'Edge', fees_usd: 1.5, count: 1 }]);
    const days = statistics({
      from: start,
      to: start + 3 * DAY,
      grouping: 'Day',
      trades: [],
      fees: [],
      venueOf: () => '',
      rates,
    });
    expect(days.series).toHaveLength(3);
  });

  it('R-PT-8: a TWAP parent is measured on what it executed; slippage is notional-weighted', () => {
    const order = (over: Partial<ExecutedOrder>): ExecutedOrder => ({
      id: '1',
      parentId: null,
      subaccountId: 1,
      symbol: 'BTC/USD',
      side: 'BUY',
      orderType: 'MARKET',
      status: 'FILLED',
      reason: '',
      quantity: '1',
      executedQuantity: '1',
      executedNotional: '100100',
      fee: '0',
      feeToken: 'USD',
      numberOfSlices: 0,
      createdAt: start,
      updatedAt: start,
      arrivalPrice: '100000',
      ...over,
    });
    const list = executions(
      [
        order({}),
        order({ id: '2', side: 'SELL', executedQuantity: '3', executedNotional: '299700' }),
        order({ id: '3', parentId: '2', executedQuantity: '3', executedNotional: '299700' }),
        order({ id: '4', executedQuantity: '0', executedNotional: '0' }),
      ],
      () => null,
      rates,
      () => 'USD',
    );
    expect(list.map((e) => [e.order.id, Math.round((e.slippageBps ?? NaN) * 1e6) / 1e6])).toEqual([
      ['1', 10],
      ['2', 10],
    ]);
    expect(weightedSlippage(list)).toBe(10);
  });
});
