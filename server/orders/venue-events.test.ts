// What the venue does on its own after orders trade or the mark moves (docs/orders.md):
// users' trades on the public tape, live mark-driven position/risk updates (throttled),
// perpetual funding through the ledger, liquidation through the order path, and the two-step
// PENDING_CANCEL → CANCELED of a TWAP parent — all through HTTP and the stream gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';
import {
  addDecimal,
  multiplyDecimal,
  roundDecimalHalfUp,
  signDecimal,
  subtractDecimal,
} from '../../domain/decimal';
import { ticksToPrice } from '../../domain/ticks';
import type { MarkPriceMessage } from '../market/types';
import { DEMO_TRADER } from '../seed/demo-constants';
import { postBinary, postJson as post, postOrder, subaccountNamed } from '../testing/signed-in';
import { StreamClient, streamUrlOf } from '../testing/stream-client';
import {
  bearer,
  createTestVenue,
  databaseVariants,
  manualClock,
  signIn,
  type TestVenue,
} from '../testing/test-app';
import { MARK_UPDATE_MILLIS } from './private-feed';

const O = desk.orders;
const HOUR = 3_600_000;

describe.each(databaseVariants())('venue events (%s)', (variant) => {
  let venue: TestVenue;
  let token: string;
  let client: StreamClient;
  const clock = manualClock();
  /** The funding time the injected marks announce (the next 8 h boundary). */
  const fundingAt = (Math.floor(clock.now() / (8 * HOUR)) + 1) * 8 * HOUR;
  const subs: Record<string, { id: number; accountId: number }> = {};
  let n = 0;

  const mark = (symbol: string, markPrice: string, nextFundingTime = fundingAt) =>
    ({
      symbol,
      markPrice,
      indexPrice: markPrice,
      fundingRate: '0.0001',
      nextFundingTime,
      serverTime: clock.now(),
    }) satisfies MarkPriceMessage;

  async function create(sub: string, props: desk.orders.IOrderRequest) {
    const s = subs[sub];
    const res = await postOrder(venue, token, {
      clientOrderId: `ve-${++n}`,
      market: 'BTC/USD',
      side: O.Side.BUY,
      orderType: O.OrderType.MARKET,
      timeInForce: O.TimeInForce.IOC,
      quantity: '0.01',
      hedgeVenue: { accountType: 0, accountId: s?.accountId ?? 0, subaccountId: s?.id ?? 0 },
      ...props,
    });
    expect(res.statusCode, res.body).toBe(200);
    return O.CreateOrderResponse.decode(res.rawPayload);
  }

  async function postJson(url: string, payload: Record<string, unknown>) {
    const res = await post(venue, token, url, payload);
    expect(res.statusCode, res.body).toBe(200);
  }

  async function subscribe(...topics: string[]) {
    for (const topic of topics) {
      client.subscribe(topic);
      await client.next((m) => m.kind === 'subscribed' && m.subscribed?.topic === topic);
    }
  }

  beforeAll(async () => {
    venue = await createTestVenue(variant, { now: clock.now });
    token = await signIn(venue, DEMO_TRADER);
    for (const name of ['Edge Main', 'Edge Futures'])
      subs[name] = await subaccountNamed(venue, name);
    await venue.app.listen({ port: 0, host: '127.0.0.1' });
    client = await StreamClient.open(streamUrlOf(venue.app.server.address()), token);
  });

  afterAll(async () => {
    client.socket.terminate();
    await venue.dispose();
  });

  it("a user's trade reaches trades:<symbol> subscribers and the ticker", async () => {
    await subscribe('trades:BTC/USD');
    const before = venue.orders.ticker('BTC/USD');
    const from = client.messages.length;
    const res = await create('Edge Main', { side: O.Side.SELL, quantity: '0.02' });
    expect(res.data?.status).toBe(O.OrderStatus.FILLED);
    const fill = res.data?.fills?.[0];
    const trade = await client.next((m) => m.kind === 'trade', from);
    expect(trade.trade).toMatchObject({
      symbol: 'BTC/USD',
      tradeId: `u${fill?.fillId}`,
      price: fill?.price,
      quantity: fill?.quantity,
      side: desk.stream.TakerSide.SELL,
    });
    // The last trade is the user's; the volume counts it (the simulator did not step).
    const after = venue.orders.ticker('BTC/USD');
    const fills = res.data?.fills ?? [];
    const last = fills[fills.length - 1];
    expect(after?.last).toBe(last?.price);
    expect(after?.volume).toBe(addDecimal(before?.volume ?? '0', '0.02'));
    // A new subscriber gets it in the recent trades.
    const tape = venue.orders.recentTrades('BTC/USD');
    expect(tape.map((t) => t.tradeId)).toContain(`u${fill?.fillId}`);
  });

  it('a mark move sends PositionUpdate and RiskUpdate, at most once per window', async () => {
    const sub = subs['Edge Futures']?.id ?? 0;
    const opened = await create('Edge Futures', { market: 'BTC-PERP', quantity: '0.5' });
    expect(opened.data?.status).toBe(O.OrderStatus.FILLED);
    await subscribe(`positions:${sub}`, `risk:${sub}`);
    const entry = venue.orders.state.position(sub, 'BTC-PERP', 'BOTH').entryPrice;
    const up = addDecimal(entry, '100');
    clock.advance(MARK_UPDATE_MILLIS);
    let from = client.messages.length;
    await venue.orders.marksMoved([mark('BTC-PERP', up)]);
    const moved = await client.next(
      (m) => m.kind === 'positionUpdate' && m.positionUpdate?.markPrice === up,
      from,
    );
    expect(moved.positionUpdate).toMatchObject({
      symbol: 'BTC-PERP',
      size: '0.5',
      unrealisedPnl: '50',
      seq: venue.orders.state.settingsOf(sub).eventSeq,
    });
    const risk = await client.next((m) => m.riskUpdate?.collateralToken === 'USDT', from);
    expect(risk.riskUpdate?.unrealisedPnl).toBe('50');

    // Inside the window: held back; the next mark after it carries the latest price.
    clock.advance(MARK_UPDATE_MILLIS / 5);
    from = client.messages.length;
    const held = addDecimal(entry, '150');
    await venue.orders.marksMoved([mark('BTC-PERP', held)]);
    await client.barrier();
    expect(client.messages.slice(from).filter((m) => m.kind === 'positionUpdate')).toEqual([]);
    clock.advance(MARK_UPDATE_MILLIS);
    const later = addDecimal(entry, '200');
    await venue.orders.marksMoved([mark('BTC-PERP', later)]);
    const next = await client.next((m) => m.kind === 'positionUpdate', from);
    expect(next.positionUpdate).toMatchObject({ markPrice: later, unrealisedPnl: '100' });
  });

  it('funding: each open perpetual position pays size × mark × rate once per period', async () => {
    const sub = subs['Edge Futures']?.id ?? 0;
    await subscribe(`balances:${sub}`);
    const size = venue.orders.state.position(sub, 'BTC-PERP', 'BOTH').size;
    expect(size).toBe('0.5');
    const wallet = venue.orders.state.total(sub, 'USDT');
    const markAt = '60000';
    clock.set(fundingAt - 1_000);
    await venue.orders.marksMoved([mark('BTC-PERP', markAt)]);
    expect(venue.orders.state.total(sub, 'USDT')).toBe(wallet);
    clock.set(fundingAt + 50);
    const from = client.messages.length;
    await venue.orders.marksMoved([mark('BTC-PERP', markAt, fundingAt + 8 * HOUR)]);
    // A long pays a positive rate: 0.5 × 60000 × 0.0001 = 3.
    const paid = roundDecimalHalfUp(multiplyDecimal(multiplyDecimal(size, markAt), '0.0001'), 8);
    expect(paid).toBe('3');
    expect(venue.orders.state.total(sub, 'USDT')).toBe(subtractDecimal(wallet, paid));
    const update = await client.next(
      (m) => m.kind === 'balanceUpdate' && m.balanceUpdate?.token === 'USDT',
      from,
    );
    expect(update.balanceUpdate?.total).toBe(subtractDecimal(wallet, paid));
    const entries = await venue.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('kind', '=', 'funding')
      .execute();
    expect(entries.map((e) => [e.book, Number(e.amount)])).toEqual(
      expect.arrayContaining([
        [`sub:${sub}`, -3],
        ['house:funding', 3],
      ]),
    );
    let sum = '0';
    for (const e of entries) sum = addDecimal(sum, String(e.amount));
    expect(signDecimal(sum)).toBe(0);
    const stored = await venue.db
      .selectFrom('balances')
      .select('amount')
      .where('subaccount_id', '=', sub)
      .where('token', '=', 'USDT')
      .executeTakeFirstOrThrow();
    expect(Number(stored.amount)).toBe(Number(subtractDecimal(wallet, paid)));
    // Later marks of the same period pay nothing more.
    clock.advance(1_000);
    await venue.orders.marksMoved([mark('BTC-PERP', markAt, fundingAt + 8 * HOUR)]);
    expect(venue.orders.state.total(sub, 'USDT')).toBe(subtractDecimal(wallet, paid));
  });

  it('liquidation cancels the open orders and closes the position by a reduce-only market order', async () => {
    const sub = subs['Edge Futures']?.id ?? 0;
    await postJson('/uapi/v1/update_margin_type', {
      subaccountId: sub,
      symbol: 'ETH-PERP',
      marginMode: 'ISOLATED',
    });
    await postJson('/uapi/v1/update_leverage', {
      subaccountId: sub,
      symbol: 'ETH-PERP',
      leverage: 20,
    });
    await subscribe(`orders:${sub}`);
    const opened = await create('Edge Futures', { market: 'ETH-PERP', quantity: '2' });
    expect(opened.data?.status).toBe(O.OrderStatus.FILLED);
    const entry = venue.orders.state.position(sub, 'ETH-PERP', 'BOTH').entryPrice;
    const ethBook = venue.market.snapshot('ETH-PERP');
    const resting = await create('Edge Futures', {
      market: 'ETH-PERP',
      orderType: O.OrderType.LIMIT,
      timeInForce: O.TimeInForce.GTC,
      quantity: '1',
      limitPrice: ticksToPrice(
        Math.floor((ethBook?.bidPrices[0] ?? 0) / 2),
        ethBook?.tickSize ?? '',
      ),
    });
    expect(resting.data?.status).toBe(O.OrderStatus.NEW);
    // Isolated at 20×: liquidation at entry × (1 − 1/20 + 0.5 %) = 95.5 % of entry.
    clock.advance(MARK_UPDATE_MILLIS);
    const from = client.messages.length;
    await venue.orders.marksMoved([
      mark('ETH-PERP', roundDecimalHalfUp(multiplyDecimal(entry, '0.99'), 2)),
    ]);
    expect(venue.orders.state.position(sub, 'ETH-PERP', 'BOTH').size).toBe('2');
    await venue.orders.marksMoved([
      mark('ETH-PERP', roundDecimalHalfUp(multiplyDecimal(entry, '0.95'), 2)),
    ]);
    expect(venue.orders.state.position(sub, 'ETH-PERP', 'BOTH').size).toBe('0');
    const canceled = await client.next(
      (m) =>
        m.kind === 'orderUpdate' &&
        m.orderUpdate?.order?.orderId === resting.data?.orderId &&
        m.orderUpdate?.order?.status === O.OrderStatus.CANCELED,
      from,
    );
    expect(canceled.orderUpdate?.order?.reason).toBe('Canceled by liquidation');
    const closing = await client.next(
      (m) =>
        m.kind === 'orderUpdate' &&
        m.orderUpdate?.order?.reason === 'LIQUIDATION' &&
        m.orderUpdate?.order?.status === O.OrderStatus.FILLED,
      from,
    );
    expect(closing.orderUpdate?.order?.request).toMatchObject({
      market: 'ETH-PERP',
      side: O.Side.SELL,
      reduceOnly: true,
    });
    expect(closing.orderUpdate?.order?.executedQuantity).toBe('2');
    expect(closing.orderUpdate?.seq ?? 0).toBeGreaterThan(canceled.orderUpdate?.seq ?? 0);
    const row = await venue.db
      .selectFrom('orders')
      .select(['reason', 'status'])
      .where('id', '=', closing.orderUpdate?.order?.orderId ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reason: 'LIQUIDATION', status: 'FILLED' });
    const fills = await venue.app.inject({
      method: 'GET',
      url: `/uapi/v1/get_fills?subaccountId=${sub}&symbol=ETH-PERP`,
      headers: bearer(token),
    });
    const byOrder = (fills.json() as { fills: { orderId: string; liquidation: boolean }[] }).fills;
    expect(byOrder.filter((f) => f.liquidation).map((f) => f.orderId)).toContain(
      closing.orderUpdate?.order?.orderId,
    );
    expect(byOrder.filter((f) => f.orderId === opened.data?.orderId && f.liquidation)).toEqual([]);
  });

  it('canceling a TWAP parent goes PENDING_CANCEL, then CANCELED, in order', async () => {
    const s = subs['Edge Main'];
    await subscribe(`orders:${s?.id}`);
    const twap = await create('Edge Main', {
      orderType: O.OrderType.TWAP,
      timeInForce: O.TimeInForce.GTC,
      quantity: '0.04',
      duration: HOUR,
      numberOfSlices: 4,
    });
    const id = twap.data?.orderId ?? '';
    expect([O.OrderStatus.NEW, O.OrderStatus.PARTIALLY_FILLED]).toContain(twap.data?.status);
    await client.barrier(); // the create's own updates are in
    const from = client.messages.length;
    const res = await postBinary(
      venue,
      token,
      '/uapi/v1/order/cancel',
      O.CancelOrderRequest.encode({
        market: 'BTC/USD',
        orderId: id,
        hedgeVenue: { accountType: 0, accountId: s?.accountId ?? 0, subaccountId: s?.id ?? 0 },
      }).finish(),
    );
    expect(O.CancelOrderResponse.decode(res.rawPayload).success).toBe(true);
    await client.next(
      (m) =>
        m.orderUpdate?.order?.orderId === id &&
        m.orderUpdate?.order?.status === O.OrderStatus.CANCELED,
      from,
    );
    const updates = client.messages
      .slice(from)
      .filter((m) => m.kind === 'orderUpdate' && m.orderUpdate?.order?.orderId === id);
    expect(updates.map((m) => m.orderUpdate?.order?.status)).toEqual([
      O.OrderStatus.PENDING_CANCEL,
      O.OrderStatus.CANCELED,
    ]);
    const [pending, done] = updates.map((m) => m.orderUpdate?.seq ?? 0);
    expect(done).toBe((pending ?? 0) + 1);
    const row = await venue.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('CANCELED');
  });
});
