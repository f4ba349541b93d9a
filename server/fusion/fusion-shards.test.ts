// R-SCALE-21: on a venue of two engine shards, Fusion offers every spot pair with a book, and
// the Edge child of an order on another shard's market is created by that shard, over the bus:
// its order, hold and ids are that shard's, and a repeated order is the same order. A child
// whose shard does not answer is looked up by its client order id, or refused with 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessBus } from '../bus/in-process';
import { serveOrderCreate, shardedPlacement } from '../cluster/order-wire';
import { realTimers } from '../market-runtime/timers';
import { idStride } from '../orders/id-stride';
import { placeHere } from '../orders/placement';
import type { OrderService } from '../orders/service';
import { shardOfMarket } from '../orders/shards';
import type { VenueMarket } from '../orders/venue-market';
import { ApiError } from '../http/errors';
import { DEMO_TRADER } from '../seed/demo-constants';
import { postJson, subaccountNamed } from '../testing/signed-in';
import { entityActorOf, orderRequest, secondShard } from '../testing/orders';
import { bearer, createTestVenue, manualClock, signIn, type TestVenue } from '../testing/test-app';
import type { FusionOrderView } from './view';

const clock = manualClock();
const bus = new InProcessBus({
  now: clock.now,
  timers: realTimers,
  onHandlerError: (error) => {
    throw error;
  },
});
let venue: TestVenue;
let other: { orders: OrderService; market: VenueMarket; stop: () => Promise<void> };
let token: string;
let edgeSub: number;
let edgeAccount: number;
let otcSub: number;

beforeAll(async () => {
  // The home shard 0 of 2, with every service; shard 1 matches its markets on the same
  // database. Both simulate the same market (same seed, start and steps), as both follow the
  // one simulator process on a cluster.
  venue = await createTestVenue('pglite', {
    now: clock.now,
    marketHistoryMinutes: 60,
    shard: idStride(0, 2),
    bus,
  });
  const { orders, market } = await secondShard(venue, clock.now);
  other = { orders, market, stop: await serveOrderCreate(bus, orders) };
  venue.market.step(200);
  market.step(200);
  token = await signIn(venue, DEMO_TRADER);
  const edgeMain = await subaccountNamed(venue, 'Edge Main');
  edgeSub = edgeMain.id;
  edgeAccount = edgeMain.accountId;
  otcSub = (await subaccountNamed(venue, 'OTC Main')).id;
}, 60_000);

afterAll(async () => {
  await other?.stop();
  other?.orders.stop();
  await venue?.dispose();
});

describe('Fusion on two engine shards (R-SCALE-21)', () => {
  it('offers the pairs of both shards and places the Edge child on the shard of its market', async () => {
    expect(shardOfMarket('BTC/USD', false, 2)).toBe(1);
    expect(venue.orders.owns('BTC/USD')).toBe(false);
    expect(venue.market.snapshot('BTC/USD')?.checksum).toBe(
      other.market.snapshot('BTC/USD')?.checksum,
    );
    const res = await venue.app.inject({ url: '/v3/fusion/markets', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const symbols = (res.json() as { markets: { symbol: string }[] }).markets.map((m) => m.symbol);
    // BTC/USD is matched on shard 1, SOL/USD on the home shard: both are offered.
    expect(symbols).toEqual(expect.arrayContaining(['BTC/USD', 'SOL/USD']));

    // A GTC buy far below the touch: the OTC ladder cannot fill it, so it rests as the Edge child.
    const bid = Number(venue.market.snapshot('BTC/USD')?.bidPrices[0]) * 0.01;
    const order = {
      clientOrderId: 'sharded-gtc-1',
      symbol: 'BTC/USD',
      side: 'BUY',
      orderType: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.01',
      limitPrice: (Math.floor(bid * 0.8 * 100) / 100).toFixed(2),
      edgeSubaccountId: edgeSub,
      otcSubaccountId: otcSub,
    };
    const placed = await postJson(venue, token, '/v3/fusion/orders', order);
    expect(placed.statusCode, placed.body).toBe(201);
    const view = (placed.json() as { order: FusionOrderView }).order;
    const edge = view.children.find((c) => c.source === 'EDGE');
    expect(edge?.status).toBe('NEW');
    const orderId = edge?.reference ?? '';
    // Shard 1's order: an id of its residue class, in its memory, not in the home shard's.
    expect(Number(orderId) % 2).toBe(1);
    expect(other.orders.openOrders(edgeSub).map((o) => o.order.id)).toContain(orderId);
    expect(venue.orders.openOrders(edgeSub).map((o) => o.order.id)).not.toContain(orderId);
    const row = await venue.db
      .selectFrom('balance_locks')
      .select(['locked'])
      .where('subaccount_id', '=', edgeSub)
      .where('token', '=', 'USD')
      .where('shard', '=', 1)
      .executeTakeFirst();
    expect(Number(row?.locked ?? 0)).toBeGreaterThan(0);

    // The same client order id is the same Fusion order and the same child.
    const again = await postJson(venue, token, '/v3/fusion/orders', order);
    expect(again.statusCode, again.body).toBe(200);
    const repeated = again.json() as { repeated: boolean; order: FusionOrderView };
    expect(repeated.repeated).toBe(true);
    expect(repeated.order.children.find((c) => c.source === 'EDGE')?.reference).toBe(orderId);
  });

  it('asks again while the shard is away, then takes the stored order by its client id, or answers 503', async () => {
    const actor = await entityActorOf(venue, { id: edgeSub });
    const bid = Number(venue.market.snapshot('BTC/USD')?.bidPrices[0]) * 0.01;
    const request = (clientOrderId: string) =>
      orderRequest({
        clientOrderId,
        subaccountId: edgeSub,
        accountId: edgeAccount,
        limitPrice: (Math.floor(bid * 0.7 * 100) / 100).toFixed(2),
        marginMode: 'CROSSED',
      });
    const placement = shardedPlacement(bus, venue.orders, venue.db, {
      retryForMillis: 400,
      requestMillis: 100,
    });
    // Nobody serves shard 1 now: nothing was placed, and the caller is told so.
    await other.stop();
    const refused = await placement.create(actor, request('away-1')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).statusCode).toBe(503);
    // Shard 1 places the order but its answer never comes back: the stored order is the answer.
    const silent = await bus.serve('svc.orders.create.1', async (message) => {
      const { actor: a, request: r } = JSON.parse(Buffer.from(message.data).toString()) as {
        actor: typeof actor;
        request: ReturnType<typeof request>;
      };
      await placeHere(other.orders, a, r);
      return new Promise<Uint8Array>(() => undefined);
    });
    const found = await placement.create(actor, request('lost-answer-1'));
    expect(Number(found.id) % 2).toBe(1);
    expect(found.status).toBe('NEW');
    expect(other.orders.openOrders(edgeSub).map((o) => o.order.id)).toContain(found.id);
    await silent.unsubscribe();
    other.stop = await serveOrderCreate(bus, other.orders);
  });
});
