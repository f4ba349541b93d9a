// The private stream marks the fills of the venue's liquidation orders (docs/orders.md
// "Liquidation"): FillUpdate.liquidation is true on them, false on the user's own fills, as
// `liquidation` in GET /uapi/v1/get_fills.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';
import { multiplyDecimal, roundDecimalHalfUp } from '../../domain/decimal';
import type { MarkPriceMessage } from '../market/types';
import { DEMO_TRADER } from '../seed/demo-constants';
import { postJson, postOrder, subaccountNamed } from '../testing/signed-in';
import { StreamClient, streamUrlOf } from '../testing/stream-client';
import {
  createTestVenue,
  databaseVariants,
  manualClock,
  signIn,
  type TestVenue,
} from '../testing/test-app';
import { MARK_UPDATE_MILLIS } from './private-feed';

const O = desk.orders;

describe.each(databaseVariants())('liquidation fills on the private stream (%s)', (variant) => {
  let venue: TestVenue;
  let token: string;
  let client: StreamClient;
  let sub = { id: 0, accountId: 0 };
  const clock = manualClock();

  const mark = (markPrice: string) =>
    ({
      symbol: 'ETH-PERP',
      markPrice,
      indexPrice: markPrice,
      fundingRate: '0',
      nextFundingTime: clock.now() + 8 * 3_600_000,
      serverTime: clock.now(),
    }) satisfies MarkPriceMessage;

  async function post(url: string, payload: Record<string, unknown>) {
    const res = await postJson(venue, token, url, payload);
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    venue = await createTestVenue(variant, { now: clock.now });
    token = await signIn(venue, DEMO_TRADER);
    sub = await subaccountNamed(venue, 'Edge Futures');
    await venue.app.listen({ port: 0, host: '127.0.0.1' });
    client = await StreamClient.open(streamUrlOf(venue.app.server.address()), token);
  });

  afterAll(async () => {
    client.socket.terminate();
    await venue.dispose();
  });

  it('FillUpdate.liquidation is true only on the liquidation order', async () => {
    await post('/uapi/v1/update_margin_type', {
      subaccountId: sub.id,
      symbol: 'ETH-PERP',
      marginMode: 'ISOLATED',
    });
    await post('/uapi/v1/update_leverage', {
      subaccountId: sub.id,
      symbol: 'ETH-PERP',
      leverage: 20,
    });
    const topic = `fills:${sub.id}`;
    client.subscribe(topic);
    await client.next((m) => m.kind === 'subscribed' && m.subscribed?.topic === topic);

    const res = await postOrder(venue, token, {
      clientOrderId: 'liq-feed-1',
      market: 'ETH-PERP',
      side: O.Side.BUY,
      orderType: O.OrderType.MARKET,
      timeInForce: O.TimeInForce.IOC,
      quantity: '2',
      hedgeVenue: { accountType: 0, accountId: sub.accountId, subaccountId: sub.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const opened = O.CreateOrderResponse.decode(res.rawPayload).data;
    expect(opened?.status).toBe(O.OrderStatus.FILLED);
    const own = await client.next(
      (m) => m.kind === 'fillUpdate' && m.fillUpdate?.orderId === opened?.orderId,
    );
    expect(own.fillUpdate?.liquidation).toBe(false);

    // Isolated at 20×: liquidated at entry × 95.5 %; a mark at 95 % of entry crosses it.
    const entry = venue.orders.state.position(sub.id, 'ETH-PERP', 'BOTH').entryPrice;
    clock.advance(MARK_UPDATE_MILLIS);
    const from = client.messages.length;
    await venue.orders.marksMoved([mark(roundDecimalHalfUp(multiplyDecimal(entry, '0.95'), 2))]);
    expect(venue.orders.state.position(sub.id, 'ETH-PERP', 'BOTH').size).toBe('0');
    const liq = await client.next(
      (m) => m.kind === 'fillUpdate' && m.fillUpdate?.orderId !== opened?.orderId,
      from,
    );
    expect(liq.fillUpdate).toMatchObject({ symbol: 'ETH-PERP', side: 'SELL', liquidation: true });
  });
});
