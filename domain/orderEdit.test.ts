import { describe, expect, it } from 'vitest';
import { ORDER_TYPES, type OrderType } from './enums';
import {
  buildOrderEditPayload,
  needsLimitPrice,
  orderEditErrors,
  type CancelOrderParams,
} from './orderEdit';

const cancelParams: CancelOrderParams = {
  market: 'BTC/USD',
  hedgeVenue: 0,
  orderId: 'o-1',
  side: 'BUY',
};
const edit = (orderType: OrderType) =>
  buildOrderEditPayload({
    cancelParams,
    orderType,
    quantity: ' 1.5 ',
    limitPrice: '100',
    stopPrice: '90',
    postOnly: true,
  });

describe('R-EDIT-1 / R-EDIT-2 which prices an edit sends', () => {
  const expected: Record<OrderType, [limit: boolean, stop: boolean]> = {
    LIMIT: [true, false],
    MARKET: [false, false],
    STOP_LOSS: [false, true],
    STOP_LOSS_LIMIT: [true, true],
    TAKE_PROFIT: [false, false],
    TAKE_PROFIT_LIMIT: [false, false],
    LIMIT_MAKER: [true, false],
    STOP: [true, true],
    STOP_MARKET: [false, false],
    TAKE_PROFIT_MARKET: [false, false],
    TRAILING_STOP_MARKET: [false, false],
    STOP_LIMIT: [false, false],
    TWAP: [false, false],
  };
  it.each(ORDER_TYPES.map((t) => [t, ...expected[t]] as const))(
    '%s: limitPrice %s, stopPrice %s',
    (type, limit, stop) => {
      const payload = edit(type);
      expect('limitPrice' in payload).toBe(limit);
      expect('stopPrice' in payload).toBe(stop);
      if (limit) expect(payload.limitPrice).toBe('100');
      if (stop) expect(payload.stopPrice).toBe('90');
      expect(payload).toMatchObject({
        cancelParams,
        orderType: type,
        quantity: '1.5',
        postOnly: true,
      });
    },
  );

  it('omits empty prices and absent optionals', () => {
    const payload = buildOrderEditPayload({
      cancelParams,
      orderType: 'STOP_LOSS_LIMIT',
      quantity: '2',
      limitPrice: '  ',
      stopPrice: null,
    });
    expect(payload).toEqual({ cancelParams, orderType: 'STOP_LOSS_LIMIT', quantity: '2' });
  });

  it('keeps marginMode and postOnly=false', () => {
    const payload = buildOrderEditPayload({
      cancelParams,
      orderType: 'MARKET',
      quantity: '2',
      postOnly: false,
      marginMode: 'CROSS',
    });
    expect(payload).toEqual({
      cancelParams,
      orderType: 'MARKET',
      quantity: '2',
      postOnly: false,
      marginMode: 'CROSS',
    });
  });
});

describe('R-EDIT-3 order types needing no limit price', () => {
  it.each([
    ['MARKET', false],
    ['RFQ', false],
    ['STOP_MARKET', false],
    ['TAKE_PROFIT_MARKET', false],
    ['TRAILING_STOP_MARKET', false],
    ['STOP_LOSS', false],
    ['LIMIT', true],
    ['STOP_LOSS_LIMIT', true],
    ['LIMIT_MAKER', true],
    ['STOP', true],
    ['TAKE_PROFIT', true],
    ['TAKE_PROFIT_LIMIT', true],
    ['STOP_LIMIT', true],
    ['TWAP', true],
  ] as const)('needsLimitPrice(%s) = %s', (type, needs) => {
    expect(needsLimitPrice(type)).toBe(needs);
  });
});

describe('R-EDIT-4 edit validation messages', () => {
  it.each([
    [{ orderType: 'LIMIT', quantity: '1', limitPrice: '10' }, []],
    [{ orderType: 'LIMIT', quantity: '', limitPrice: '10' }, ['Quantity is required']],
    [
      { orderType: 'LIMIT', quantity: '0', limitPrice: '10' },
      ['Quantity must be a positive number'],
    ],
    [
      { orderType: 'LIMIT', quantity: '-1', limitPrice: '10' },
      ['Quantity must be a positive number'],
    ],
    [{ orderType: 'LIMIT', quantity: '1' }, ['Limit price is required']],
    [
      { orderType: 'STOP', quantity: '1', limitPrice: 'abc' },
      ['Limit price must be a positive number', 'Stop price is required'],
    ],
    [{ orderType: 'MARKET', quantity: '.5', limitPrice: 'junk' }, []],
    [{ orderType: 'STOP_LOSS', quantity: '1', stopPrice: '0.0001' }, []],
  ] as const)('%#: %j → %j', (over, messages) => {
    expect(orderEditErrors({ cancelParams, ...over })).toEqual(messages);
  });
});
