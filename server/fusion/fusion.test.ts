// Fusion orders through HTTP on an in-memory venue with an injected clock: a split across the
// OTC ladder and the Edge book booked through both execution paths, idempotency per client
// order id, the breakdown versus the best single source, a resting remainder, bad input.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  signDecimal,
  subtractDecimal,
} from '../../domain/decimal';
import { DEMO_TRADER } from '../seed/demo-constants';
import { DEMO_VIEWER } from '../seed/security-constants';
import { postJson, subaccountNamed } from '../testing/signed-in';
import { bearer, createTestVenue, manualClock, signIn, type TestVenue } from '../testing/test-app';
import { FusionStore } from './store';
import { priceImprovement } from './view';
import type { FusionOrderView } from './view';

const clock = manualClock();
let venue: TestVenue;
let token: string;
let edgeSub: number;
let otcSub: number;

interface Placed {
  success: boolean;
  repeated: boolean;
  order: FusionOrderView;
}

const place = (payload: object, t = token) => postJson(venue, t, '/v3/fusion/orders', payload);

async function balance(sub: number, token_: string): Promise<string> {
  const row = await venue.db
    .selectFrom('balances')
    .select('amount')
    .where('subaccount_id', '=', sub)
    .where('token', '=', token_)
    .executeTakeFirst();
  return addDecimal(row?.amount ?? '0', '0');
}

beforeAll(async () => {
  venue = await createTestVenue('pglite', { now: clock.now, marketHistoryMinutes: 60 });
  venue.market.step(200);
  token = await signIn(venue, DEMO_TRADER);
  edgeSub = (await subaccountNamed(venue, 'Edge Main')).id;
  otcSub = (await subaccountNamed(venue, 'OTC Main')).id;
}, 60_000);
afterAll(async () => venue?.dispose());

describe('Fusion', () => {
  it('R-FUS-5: lists the pairs both sources trade, the fees and the ticket accounts', async () => {
    const res = await venue.app.inject({ url: '/v3/fusion/markets', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      markets: { symbol: string }[];
      edgeFeeBps: number;
      edgeAccounts: { subaccountId: number }[];
      otcAccounts: { subaccountId: number }[];
    };
    expect(body.markets.map((m) => m.symbol)).toContain('BTC/USD');
    expect(body.markets.map((m) => m.symbol)).not.toContain('BTC-PERP');
    expect(body.edgeFeeBps).toBe(5);
    expect(body.edgeAccounts.map((a) => a.subaccountId)).toContain(edgeSub);
    expect(body.otcAccounts.map((a) => a.subaccountId)).toContain(otcSub);
  });

  it('R-FUS-6: one market order splits across OTC (firm quote) and Edge (IOC), books both through the ledger, and is idempotent', async () => {
    // Find a size the router splits on this book (deterministic market: the same every run).
    let placed: Placed | null = null;
    const before = {
      edgeUsd: await balance(edgeSub, 'USD'),
      edgeBtc: await balance(edgeSub, 'BTC'),
      otcUsd: await balance(otcSub, 'USD'),
      otcBtc: await balance(otcSub, 'BTC'),
    };
    for (const quantity of ['2', '4', '8', '12', '20']) {
      const res = await place({
        clientOrderId: `split-${quantity}`,
        symbol: 'BTC/USD',
        side: 'BUY',
        orderType: 'MARKET',
        quantity,
        edgeSubaccountId: edgeSub,
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as Placed;
      const sources = body.order.children
        .filter((c) => signDecimal(c.executedQuantity) > 0)
        .map((c) => c.source);
      if (sources.includes('OTC') && sources.includes('EDGE')) {
        placed = body;
        break;
      }
      before.edgeUsd = await balance(edgeSub, 'USD');
      before.edgeBtc = await balance(edgeSub, 'BTC');
      before.otcUsd = await balance(otcSub, 'USD');
      before.otcBtc = await balance(otcSub, 'BTC');
    }
    expect(placed, 'some size splits across both sources').not.toBeNull();
    const order = placed!.order;
    const edge = order.children.find((c) => c.source === 'EDGE')!;
    const otc = order.children.find((c) => c.source === 'OTC')!;
    expect(order.status).toBe('FILLED');
    // Parent quantity = Σ children.
    expect(
      compareDecimal(addDecimal(edge.executedQuantity, otc.executedQuantity), order.quantity),
    ).toBe(0);
    expect(compareDecimal(order.executedQuantity, order.quantity)).toBe(0);
    // The OTC child is a quote trade on the OTC subaccount, the Edge child an order with fills.
    const trade = await venue.db
      .selectFrom('quote_trades')
      .selectAll()
      .where('quote_id', '=', otc.reference)
      .executeTakeFirstOrThrow();
    expect(trade.subaccount_id).toBe(otcSub);
    expect(compareDecimal(trade.quantity, otc.executedQuantity)).toBe(0);
    expect(edge.fills.length).toBeGreaterThan(0);
    // Balances moved on both subaccounts, fees included on Edge.
    const edgeUsdPaid = subtractDecimal(before.edgeUsd, await balance(edgeSub, 'USD'));
    const edgeNotional = edge.fills.reduce(
      (n, f) => addDecimal(n, multiplyDecimal(f.price, f.quantity)),
      '0',
    );
    expect(compareDecimal(edgeUsdPaid, addDecimal(edgeNotional, edge.fee))).toBe(0);
    expect(signDecimal(edge.fee)).toBe(1);
    expect(
      compareDecimal(
        subtractDecimal(await balance(edgeSub, 'BTC'), before.edgeBtc),
        edge.executedQuantity,
      ),
    ).toBe(0);
    expect(
      compareDecimal(
        subtractDecimal(await balance(otcSub, 'BTC'), before.otcBtc),
        otc.executedQuantity,
      ),
    ).toBe(0);
    expect(
      compareDecimal(
        subtractDecimal(before.otcUsd, await balance(otcSub, 'USD')),
        trade.quote_quantity,
      ),
    ).toBe(0);
    // Never worse than the best single source at routing: improvement ≥ 0.
    expect(order.plan?.bestSingleAllInPrice).toBeTruthy();
    expect(signDecimal(order.priceImprovement ?? '-1')).toBeGreaterThanOrEqual(0);
    expect(compareDecimal(order.allInPrice, order.plan!.bestSingleAllInPrice!)).toBeLessThanOrEqual(
      0,
    );

    // Idempotent: the same client order id answers the same order, and books nothing more.
    const edgeUsd = await balance(edgeSub, 'USD');
    const again = await place({
      clientOrderId: order.clientOrderId,
      symbol: 'BTC/USD',
      side: 'BUY',
      orderType: 'MARKET',
      quantity: order.quantity,
      edgeSubaccountId: edgeSub,
    });
    expect(again.statusCode).toBe(200);
    const repeated = again.json() as Placed;
    expect(repeated.repeated).toBe(true);
    expect(repeated.order.id).toBe(order.id);
    expect(await balance(edgeSub, 'USD')).toBe(edgeUsd);

    const list = await venue.app.inject({ url: '/v3/fusion/orders', headers: bearer(token) });
    expect((list.json() as { orders: FusionOrderView[] }).orders.map((o) => o.id)).toContain(
      order.id,
    );
  });

  it('R-FUS-10: the OTC child is priced on the routing book, so a book that moves while the plan is saved does not reject it', async () => {
    // Move the book up (worse for a buyer) during the first await after routing. A firm quote
    // priced after that await would be worse than planned and refused; one priced on the
    // routing book executes at the planned price (the move is within the last-look tolerance).
    const original = FusionStore.prototype.savePlan;
    const moved = vi.spyOn(FusionStore.prototype, 'savePlan').mockImplementation(async function (
      this: FusionStore,
      ...args
    ) {
      await original.apply(this, args);
      const start = venue.market.snapshot('BTC/USD')!.askPrices[0]!;
      for (let i = 0; i < 2_000; i++) {
        venue.market.step(50);
        if (venue.market.snapshot('BTC/USD')!.askPrices[0]! > start) return;
      }
      throw new Error('the book never moved up');
    });
    try {
      let otc: FusionOrderView['children'][number] | undefined;
      for (const quantity of ['4', '8', '12', '20']) {
        const res = await place({
          clientOrderId: `moved-${quantity}`,
          symbol: 'BTC/USD',
          side: 'BUY',
          orderType: 'MARKET',
          quantity,
          edgeSubaccountId: edgeSub,
        });
        expect(res.statusCode, res.body).toBe(201);
        otc = (res.json() as Placed).order.children.find((c) => c.source === 'OTC');
        if (otc) break;
      }
      expect(moved).toHaveBeenCalled();
      expect(otc, 'some size routes a part to OTC').toBeDefined();
      expect(otc!.status, otc!.reason).toBe('FILLED');
    } finally {
      moved.mockRestore();
    }
  });

  it('R-FUS-7: a limit GTC order fills what the limit allows and rests the remainder on Edge under the parent', async () => {
    const book = venue.market.snapshot('BTC/USD')!;
    const bestBid = book.bidPrices[0]!;
    // A buy limit below the best ask: nothing can trade, the whole order rests at the limit.
    const limit = subtractDecimal(multiplyDecimal(String(bestBid), book.tickSize), '100');
    const res = await place({
      clientOrderId: 'rest-1',
      symbol: 'BTC/USD',
      side: 'BUY',
      orderType: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.5',
      limitPrice: limit,
      edgeSubaccountId: edgeSub,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = (res.json() as Placed).order;
    expect(order.status).toBe('NEW');
    const edge = order.children.find((c) => c.source === 'EDGE')!;
    expect(edge.status).toBe('NEW');
    expect(order.children.some((c) => c.source === 'OTC')).toBe(false);
    const row = await venue.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', edge.reference)
      .executeTakeFirstOrThrow();
    expect(row.time_in_force).toBe('GTC');
    expect(compareDecimal(row.limit_price ?? '0', limit)).toBe(0);

    // The same limit as IOC expires whole: nothing rests.
    const ioc = await place({
      clientOrderId: 'ioc-1',
      symbol: 'BTC/USD',
      side: 'BUY',
      orderType: 'LIMIT',
      timeInForce: 'IOC',
      quantity: '0.5',
      limitPrice: limit,
      edgeSubaccountId: edgeSub,
    });
    const iocOrder = (ioc.json() as Placed).order;
    expect(iocOrder.status).toBe('EXPIRED');
    expect(iocOrder.children).toHaveLength(0);
  });

  it('R-FUS-11: a buy larger than the Edge account can pay for sends the rest to OTC, and no child is refused for balance', async () => {
    const book = venue.market.snapshot('BTC/USD')!;
    const ask = multiplyDecimal(String(book.askPrices[0]), book.tickSize);
    // What the Edge account can spend now: the resting GTC order's hold is already out.
    const edgeAvailable = venue.orders.available(edgeSub, 'USD');
    const otcUsd = venue.orders.available(otcSub, 'USD');
    // Three times what the Edge account pays for at the best ask; the OTC account pays the rest.
    const quantity = String(3 * Math.ceil(Number(edgeAvailable) / Number(ask)));
    expect(Number(otcUsd)).toBeGreaterThan(Number(quantity) * Number(ask) * 1.1);
    const res = await place({
      clientOrderId: 'budget-1',
      symbol: 'BTC/USD',
      side: 'BUY',
      orderType: 'MARKET',
      quantity,
      edgeSubaccountId: edgeSub,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = (res.json() as Placed).order;
    const edge = order.children.find((c) => c.source === 'EDGE');
    const otc = order.children.find((c) => c.source === 'OTC');
    expect(edge?.status, edge?.reason).toBe('FILLED');
    expect(otc?.status, otc?.reason).toBe('FILLED');
    expect(order.status).toBe('FILLED');
    expect(compareDecimal(order.executedQuantity, quantity)).toBe(0);
    // The book is cheaper than the ladder at the top, so the Edge budget binds: what the Edge
    // account has left buys less than one more lot there, and it never went below zero.
    const left = venue.orders.available(edgeSub, 'USD');
    expect(signDecimal(left)).toBeGreaterThanOrEqual(0);
    const lastPrice = edge!.fills[edge!.fills.length - 1]!.price;
    expect(
      compareDecimal(left, multiplyDecimal(multiplyDecimal(lastPrice, book.lotSize), '1.0005')),
    ).toBe(-1);
  });

  it('R-FUS-8: bad input is a 4xx with the errors list; a viewer may not trade', async () => {
    const base = {
      clientOrderId: 'bad-1',
      symbol: 'BTC/USD',
      side: 'BUY',
      orderType: 'LIMIT',
      quantity: '1',
      edgeSubaccountId: edgeSub,
    };
    const noLimit = await place(base);
    expect(noLimit.statusCode).toBe(400);
    expect((noLimit.json() as { errors: { field: string }[] }).errors[0]?.field).toBe('limitPrice');
    const badQty = await place({
      ...base,
      clientOrderId: 'bad-2',
      orderType: 'MARKET',
      quantity: '1.00000001',
    });
    expect(badQty.statusCode).toBe(400);
    const unknown = await place({
      ...base,
      clientOrderId: 'bad-3',
      orderType: 'MARKET',
      symbol: 'NOPE/USD',
    });
    expect(unknown.statusCode).toBe(404);
    const otcAsEdge = await place({
      ...base,
      clientOrderId: 'bad-4',
      orderType: 'MARKET',
      edgeSubaccountId: otcSub,
    });
    expect(otcAsEdge.statusCode).toBe(400);
    const viewer = await signIn(venue, DEMO_VIEWER);
    const refused = await place({ ...base, clientOrderId: 'bad-5', orderType: 'MARKET' }, viewer);
    expect(refused.statusCode).toBe(403);
  });
});

describe('Fusion price improvement (server/fusion/view.ts)', () => {
  it('R-FUS-2: an order filled as the best single source would have been shows no improvement, not a negative one from the fee rounding', () => {
    // 2 BTC on Edge alone with the 5 bps fee: the plan's exact all-in price, and the fill's fee
    // rounded half-up to 8 places: 97,030.7812375 × 2 × 0.0005 = 97.0307812375 → 97.03078124,
    // 2.5e-9 USD more than exact (shown as −0.00000001 before).
    const notional = multiplyDecimal('97030.7812375', '2');
    const exactAllIn = multiplyDecimal('97030.7812375', '1.0005');
    const fee = '97.03078124';
    expect(priceImprovement('BUY', exactAllIn, '2', addDecimal(notional, fee))).toBe('0');
    // A seller receives notional − fee: the fee rounded up makes it a hair less, still 0.
    const sellAllIn = multiplyDecimal('97030.7812375', '0.9995');
    expect(priceImprovement('SELL', sellAllIn, '2', subtractDecimal(notional, fee))).toBe('0');
    // A real saving shows, to 8 places: 0.5 USD a unit on 2 units.
    expect(
      priceImprovement('BUY', addDecimal(exactAllIn, '0.5'), '2', addDecimal(notional, fee)),
    ).toBe('1');
    // A real loss (the book moved after routing) shows as negative.
    expect(
      priceImprovement('BUY', subtractDecimal(exactAllIn, '0.01'), '2', addDecimal(notional, fee)),
    ).toBe('-0.02');
  });
});
