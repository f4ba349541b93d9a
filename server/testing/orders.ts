// Test helper: a market order placed straight through the order service (as the Edge ticket's
// call does after its checks), for tests that need a fill to exist (post-trade allocation).
import type { VenueApp } from '../app';
import type { CreateOutcome } from '../orders/service';
import { DEMO_TRADER } from '../seed/demo-constants';

export async function placeMarketOrder(
  venue: Pick<VenueApp, 'db' | 'orders'>,
  order: {
    readonly subaccountId: number;
    readonly market: string;
    readonly side: 'BUY' | 'SELL';
    readonly quantity: string;
    readonly clientOrderId: string;
  },
): Promise<CreateOutcome> {
  const sub = await venue.db
    .selectFrom('subaccounts')
    .select(['account_id', 'entity_id'])
    .where('id', '=', order.subaccountId)
    .executeTakeFirstOrThrow();
  const user = await venue.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_TRADER.email)
    .executeTakeFirstOrThrow();
  return venue.orders.create(
    { userId: user.id, entityId: sub.entity_id },
    {
      clientOrderId: order.clientOrderId,
      market: order.market,
      accountId: sub.account_id,
      subaccountId: order.subaccountId,
      side: order.side,
      type: 'MARKET',
      tif: 'IOC',
      positionSide: 'BOTH',
      quantity: order.quantity,
      limitPrice: null,
      stopPrice: null,
      activationPrice: null,
      callbackRate: null,
      reduceOnly: false,
      postOnly: false,
      closePosition: false,
      priceProtect: false,
      hedgeMode: false,
      marginMode: 'CROSSED',
      startTime: 0,
      endTime: 0,
      duration: 0,
      numberOfSlices: 0,
    },
  );
}
