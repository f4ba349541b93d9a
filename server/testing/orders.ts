// Test helpers: a checked order request, and a market order placed straight through the order
// service (as the Edge ticket's call does after its checks), for tests that need a fill to
// exist (post-trade allocation).
import { ticksToPrice } from '../../domain/ticks';
import type { Clock } from '../auth/clock';
import { loadMarketInstruments } from '../market-runtime/instruments';
import type { TimerHandle, Timers } from '../market-runtime/timers';
import { idStride } from '../orders/id-stride';
import { OrderService } from '../orders/service';
import { VenueMarket } from '../orders/venue-market';
import type { VenueApp } from '../app';
import type { CheckedRequest } from '../orders/codec';
import type { Actor } from '../orders/commands';
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
    orderRequest({
      clientOrderId: order.clientOrderId,
      market: order.market,
      accountId: sub.account_id,
      subaccountId: order.subaccountId,
      side: order.side,
      type: 'MARKET',
      tif: 'IOC',
      quantity: order.quantity,
      marginMode: 'CROSSED',
    }),
  );
}

/** A checked order request: a GTC limit buy of 0.01 BTC/USD unless `fields` say otherwise. */
export function orderRequest(
  fields: Partial<CheckedRequest> & Pick<CheckedRequest, 'accountId' | 'subaccountId'>,
): CheckedRequest {
  return {
    clientOrderId: '',
    market: 'BTC/USD',
    side: 'BUY',
    type: 'LIMIT',
    tif: 'GTC',
    positionSide: 'BOTH',
    quantity: '0.01',
    limitPrice: null,
    stopPrice: null,
    activationPrice: null,
    callbackRate: null,
    reduceOnly: false,
    postOnly: false,
    closePosition: false,
    priceProtect: false,
    hedgeMode: false,
    marginMode: '',
    startTime: 0,
    endTime: 0,
    duration: 0,
    numberOfSlices: 0,
    ...fields,
  };
}

/** The actor of a subaccount's own entity (no user: what the order service needs to place). */
export async function entityActorOf(
  venue: Pick<VenueApp, 'db'>,
  sub: { readonly id: number },
): Promise<Actor> {
  const row = await venue.db
    .selectFrom('subaccounts')
    .select('entity_id')
    .where('id', '=', sub.id)
    .executeTakeFirstOrThrow();
  return { userId: 0, entityId: row.entity_id };
}

/** orderRequest on a demo subaccount. */
export function requestOn(
  sub: { readonly id: number; readonly accountId: number },
  fields: Partial<CheckedRequest>,
): CheckedRequest {
  return orderRequest({ accountId: sub.accountId, subaccountId: sub.id, ...fields });
}

/** Timers that never fire: a test steps markets and sweeps by hand. */
export const stillTimers: Timers = {
  setInterval: () => ({}) as TimerHandle,
  clearInterval: () => undefined,
  setTimeout: () => ({}) as TimerHandle,
  clearTimeout: () => undefined,
};

/**
 * Engine shard 1 of 2 on a test venue's database (the venue is shard 0): its own market, with
 * a short history, stepped by hand on `now`; the same seed and start as the venue's market when
 * `now` is the venue's clock and has not moved.
 */
export async function secondShard(
  venue: Pick<VenueApp, 'db'>,
  now: Clock,
): Promise<{ readonly orders: OrderService; readonly market: VenueMarket }> {
  const market = new VenueMarket({
    instruments: await loadMarketInstruments(venue.db),
    now,
    timers: stillTimers,
    historyMinutes: 60,
  });
  const orders = await OrderService.start({ db: venue.db, market, now, shard: idStride(1, 2) });
  return { orders, market };
}

/** A limit price 10 % below a market's best bid: an order there rests and holds. */
export function belowTouch(market: Pick<VenueMarket, 'snapshot'>, symbol: string): string {
  const snap = market.snapshot(symbol);
  if (!snap) throw new Error(`no book for ${symbol}`);
  return ticksToPrice(Math.floor((snap.bidPrices[0] ?? 0) * 0.9), snap.tickSize);
}
