import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';

const { OrderRequest, OrderType, Side, TimeInForce, CreateOrderResponse, OrderStatus } =
  desk.orders;

describe('order wire messages (spec 3.1)', () => {
  it('round-trips an order request with decimal strings intact', () => {
    const bytes = OrderRequest.encode({
      market: 'BTC/USD',
      side: Side.BUY,
      orderType: OrderType.LIMIT,
      timeInForce: TimeInForce.GTC,
      quantity: '0.123456789012345678',
      limitPrice: '64250.10',
      clientOrderId: 'c-1',
    }).finish();
    const back = OrderRequest.decode(bytes);
    expect(back.quantity).toBe('0.123456789012345678');
    expect(back.limitPrice).toBe('64250.10');
    expect(back.orderType).toBe(OrderType.LIMIT);
    expect(back.clientOrderId).toBe('c-1');
  });

  it('carries every order type and status of the spec', () => {
    expect(Object.keys(OrderType)).toEqual(
      expect.arrayContaining([
        'LIMIT',
        'MARKET',
        'STOP_LOSS',
        'STOP_LOSS_LIMIT',
        'TAKE_PROFIT',
        'TAKE_PROFIT_LIMIT',
        'LIMIT_MAKER',
        'STOP',
        'STOP_MARKET',
        'TAKE_PROFIT_MARKET',
        'TRAILING_STOP_MARKET',
        'STOP_LIMIT',
        'TWAP',
      ]),
    );
    expect(Object.keys(OrderStatus)).toEqual(
      expect.arrayContaining([
        'NEW',
        'PARTIALLY_FILLED',
        'FILLED',
        'CANCELED',
        'REJECTED',
        'PENDING_CANCEL',
        'EXPIRED',
      ]),
    );
  });

  it('rejects a truncated frame instead of inventing data', () => {
    const bytes = CreateOrderResponse.encode({ success: true, cancelledOrderId: 'abc' }).finish();
    expect(() => CreateOrderResponse.decode(bytes.subarray(0, bytes.length - 2))).toThrow();
  });

  it('generated code matches the .proto files (run `npm run proto` after editing them)', () => {
    const before = readFileSync(new URL('../../proto/gen/messages.js', import.meta.url), 'utf8');
    execFileSync('node', ['scripts/proto.mjs'], { stdio: 'pipe' });
    const after = readFileSync(new URL('../../proto/gen/messages.js', import.meta.url), 'utf8');
    expect(after).toBe(before);
  });
});
