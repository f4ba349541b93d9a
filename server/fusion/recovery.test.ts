// R-FUS-12: a process that stops in the middle of a Fusion order. Each child's write is its own
// commit, so the database after a stop is one of a few states; each is made here from a real,
// fully routed order (the rows a stop between two commits would not have written are taken
// back), then the venue restarts from that database. At start every parent still ROUTING is
// finished from what was committed: the Edge order found by its client order id, the OTC trade
// by its firm quote, a part that never ran recorded as not run. Nothing runs twice.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { addDecimal, signDecimal } from '../../domain/decimal';
import { DEMO_TRADER } from '../seed/demo-constants';
import { postJson, subaccountNamed } from '../testing/signed-in';
import { bearer, createTestVenue, manualClock, signIn, type TestVenue } from '../testing/test-app';
import { INTERRUPTED_REASON, recoverInterruptedFusion } from './recovery';
import { ROUTING_FAILED_REASON } from './service';
import type { FusionOrderView } from './view';

const SECRET_KEY = Buffer.alloc(32, 9);
const clock = manualClock();
const venues: TestVenue[] = [];
afterAll(async () => {
  for (const v of venues) await v.dispose();
});

async function open(image?: Uint8Array): Promise<TestVenue> {
  const venue = await createTestVenue('pglite', {
    now: clock.now,
    marketHistoryMinutes: 60,
    secretKey: SECRET_KEY,
    ...(image ? { databaseImage: image } : {}),
  });
  venues.push(venue);
  return venue;
}

async function view(venue: TestVenue, token: string, id: number): Promise<FusionOrderView> {
  const res = await venue.app.inject({ url: `/v3/fusion/orders/${id}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { order: FusionOrderView }).order;
}

async function balances(venue: TestVenue, subs: readonly number[]): Promise<string[]> {
  const rows = await venue.db
    .selectFrom('balances')
    .select(['subaccount_id', 'token', 'amount'])
    .where('subaccount_id', 'in', subs)
    .orderBy('subaccount_id')
    .orderBy('token')
    .execute();
  return rows.map((r) => `${r.subaccount_id} ${r.token} ${addDecimal(r.amount, '0')}`);
}

/** Places market buys of growing size until one splits across both sources (the market is
 *  deterministic, so the same size every run); answers that order. */
async function placeSplitBuy(
  venue: TestVenue,
  token: string,
  edgeSub: number,
  prefix: string,
): Promise<FusionOrderView> {
  for (const quantity of ['2', '4', '8', '12', '20']) {
    const res = await postJson(venue, token, '/v3/fusion/orders', {
      clientOrderId: `${prefix}-${quantity}`,
      symbol: 'BTC/USD',
      side: 'BUY',
      orderType: 'MARKET',
      quantity,
      edgeSubaccountId: edgeSub,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = (res.json() as { order: FusionOrderView }).order;
    if (order.children.filter((c) => signDecimal(c.executedQuantity) > 0).length === 2)
      return order;
  }
  throw new Error('no size splits across both sources');
}

describe('R-FUS-12 Fusion orders after a restart', () => {
  it('R-FUS-12 finishes every order a stop left mid-route from what was committed, and runs nothing again', async () => {
    const first = await open();
    first.market.step(200);
    const token = await signIn(first, DEMO_TRADER);
    const edgeSub = (await subaccountNamed(first, 'Edge Main')).id;
    const otcSub = (await subaccountNamed(first, 'OTC Main')).id;

    const split = await placeSplitBuy(first, token, edgeSub, 'crash');
    const routed = await view(first, token, split.id);
    expect(routed.status).toBe('FILLED');

    // State 1: stopped after the OTC execution committed, before its row said so (PENDING with
    // the quote's id), with the Edge order committed but its child row never written.
    await first.db
      .deleteFrom('fusion_children')
      .where('parent_id', '=', routed.id)
      .where('source', '=', 'EDGE')
      .execute();
    await first.db
      .updateTable('fusion_children')
      .set({
        status: 'PENDING',
        quote_trade_id: null,
        price: null,
        executed_quantity: '0',
      })
      .where('parent_id', '=', routed.id)
      .where('source', '=', 'OTC')
      .execute();
    await first.db
      .updateTable('fusion_orders')
      .set({ state: 'ROUTING' })
      .where('id', '=', routed.id)
      .execute();
    // Without recovery it would stay here: NEW, nothing executed, for ever.
    const stuck = await view(first, token, routed.id);
    expect(stuck.status).toBe('NEW');
    expect(stuck.children.map((c) => c.source)).toEqual(['OTC']);

    // State 2: stopped right after the plan was saved: nothing ran (a parent of the same plan
    // with no children and no orders). State 3: stopped before the plan was saved.
    const parent = await first.db
      .selectFrom('fusion_orders')
      .selectAll()
      .where('id', '=', routed.id)
      .executeTakeFirstOrThrow();
    const { id: _id, created_at: createdAt, ...rest } = parent;
    const columns = { ...rest, created_at: Number(createdAt) };
    const planned = await first.db
      .insertInto('fusion_orders')
      .values({ ...columns, client_order_id: 'crash-planned', plan: JSON.stringify(parent.plan) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unplanned = await first.db
      .insertInto('fusion_orders')
      .values({ ...columns, client_order_id: 'crash-unplanned', plan: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const moneyBefore = await balances(first, [edgeSub, otcSub]);
    const tradesBefore = await first.db
      .selectFrom('quote_trades')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const ordersBefore = await first.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    // The restart: a new venue on that database.
    const image = await first.databaseImage();
    await first.dispose();
    venues.splice(venues.indexOf(first), 1);
    const second = await open(image!);
    const token2 = await signIn(second, DEMO_TRADER);

    // The split order reads exactly as before the stop.
    const recovered = await view(second, token2, routed.id);
    expect(recovered).toEqual(routed);

    // The order that never ran: both parts recorded as not run, nothing executed.
    const notRun = await view(second, token2, planned.id);
    expect(notRun.status).toBe('REJECTED');
    expect(notRun.executedQuantity).toBe('0');
    expect(notRun.children.map((c) => [c.source, c.status, c.reason])).toEqual([
      ['EDGE', 'REJECTED', INTERRUPTED_REASON],
      ['OTC', 'REJECTED', INTERRUPTED_REASON],
    ]);
    const empty = await view(second, token2, unplanned.id);
    expect(empty.status).toBe('EXPIRED');
    expect(empty.children).toEqual([]);

    // No money moved, no order placed and no quote executed by the recovery; a second pass
    // finds nothing left.
    expect(await balances(second, [edgeSub, otcSub])).toEqual(moneyBefore);
    const tradesAfter = await second.db
      .selectFrom('quote_trades')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const ordersAfter = await second.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(tradesAfter.n)).toBe(Number(tradesBefore.n));
    expect(Number(ordersAfter.n)).toBe(Number(ordersBefore.n));
    expect(await recoverInterruptedFusion(second.db)).toEqual({
      parents: 0,
      edgeFound: 0,
      otcFilled: 0,
      notRun: 0,
    });
  }, 120_000);

  it('R-FUS-12 finishes an order whose routing fails midway at once, and a repeat answers it', async () => {
    const venue = await open();
    venue.market.step(200);
    const token = await signIn(venue, DEMO_TRADER);
    const edgeSub = (await subaccountNamed(venue, 'Edge Main')).id;
    const otcSub = (await subaccountNamed(venue, 'OTC Main')).id;
    // Find the split size on this book, then fail the OTC part's trade inside the database.
    const { quantity } = await placeSplitBuy(venue, token, edgeSub, 'probe');
    await sql`CREATE FUNCTION refuse_trade() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'quote trade refused'; END $$`.execute(venue.db);
    await sql`CREATE TRIGGER refuse_trade BEFORE INSERT ON quote_trades
      FOR EACH ROW EXECUTE FUNCTION refuse_trade()`.execute(venue.db);
    const otcBefore = await balances(venue, [otcSub]);
    const body = {
      clientOrderId: 'fails-midway',
      symbol: 'BTC/USD',
      side: 'BUY',
      orderType: 'MARKET',
      quantity,
      edgeSubaccountId: edgeSub,
    };
    const failed = await postJson(venue, token, '/v3/fusion/orders', body);
    expect(failed.statusCode).toBe(500);
    await sql`DROP TRIGGER refuse_trade ON quote_trades`.execute(venue.db);
    await sql`DROP FUNCTION refuse_trade()`.execute(venue.db);

    // Finished, not ROUTING: the Edge part that ran, the OTC part recorded as not run.
    const parent = await venue.db
      .selectFrom('fusion_orders')
      .select(['id', 'state'])
      .where('client_order_id', '=', 'fails-midway')
      .executeTakeFirstOrThrow();
    expect(parent.state).toBe('ROUTED');
    const order = await view(venue, token, parent.id);
    expect(order.status).toBe('EXPIRED');
    const edge = order.children.find((c) => c.source === 'EDGE')!;
    const otc = order.children.find((c) => c.source === 'OTC')!;
    expect(signDecimal(edge.executedQuantity)).toBe(1);
    expect([otc.status, otc.reason, otc.executedQuantity]).toEqual([
      'REJECTED',
      ROUTING_FAILED_REASON,
      '0',
    ]);
    expect(await balances(venue, [otcSub])).toEqual(otcBefore);
    // A repeat answers that order; nothing runs again.
    const repeat = await postJson(venue, token, '/v3/fusion/orders', body);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json()).toMatchObject({ repeated: true, order: { id: parent.id } });
    expect(await balances(venue, [otcSub])).toEqual(otcBefore);
  }, 120_000);
});
