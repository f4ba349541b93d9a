// Users' trades laid over the simulator's ticker (docs/orders.md "Liquidity model").
import { describe, expect, it } from 'vitest';
import type { TickerMessage, TradeMessage } from '../market/types';
import { isUserTrade, UserTape, userTradeId } from './user-tape';

const ticker = (serverTime: number): TickerMessage => ({
  symbol: 'B/USD',
  last: '100',
  open: '95',
  high: '101',
  low: '94',
  volume: '10',
  quoteVolume: '1000',
  change: '5',
  changePercent: '5.26',
  bestBid: '99.9',
  bestAsk: '100.1',
  serverTime,
});
const trade = (fillId: number, price: string, quantity: string, time: number): TradeMessage => ({
  symbol: 'B/USD',
  tradeId: userTradeId(fillId),
  price,
  quantity,
  side: 1,
  serverTime: time,
});

describe('UserTape', () => {
  it('adds 24 h volume, extends high/low and shows the last user print until the simulator prints', () => {
    const tape = new UserTape();
    expect(tape.overlay(ticker(1_000), '0.1')).toEqual(ticker(1_000));
    tape.add(trade(1, '102.5', '2', 1_000));
    tape.add(trade(2, '99', '1', 2_000));
    expect(tape.overlay(ticker(3_000), '0.1')).toMatchObject({
      last: '99',
      high: '102.5',
      low: '94',
      volume: '13',
      quoteVolume: '1304',
      change: '4',
      changePercent: '4.21',
    });
    tape.simulatedTrade('B/USD');
    expect(tape.overlay(ticker(3_000), '0.1')).toMatchObject({ last: '100', volume: '13' });
    // A day later the users' trades no longer count.
    expect(tape.overlay(ticker(2_000 + 24 * 3_600_000 + 1), '0.1').volume).toBe('10');
  });

  it('tells user trade ids from the simulator ones', () => {
    expect(isUserTrade(trade(7, '1', '1', 0))).toBe(true);
    expect(isUserTrade({ ...trade(7, '1', '1', 0), tradeId: '123' })).toBe(false);
  });
});
