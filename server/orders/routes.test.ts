// Edge order calls through HTTP: binary create / cancel / edit, idempotency, bad input,
// balance checks, the ledger, positions and the private stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';
import { addDecimal, signDecimal } from '../../domain/decimal';
import { ticksToPrice } from '../../domain/ticks';
import { OrderBook } from '../../domain/market/book';
import { DEMO_TRADER } from '../seed/demo-constants';
import { postBinary, subaccountNamed } from '../testing/signed-in';
import { StreamClient, streamUrlOf } from '../testing/stream-client';
import {
  bearer,
  createTestVenue,
  databaseVariants,
  signIn,
  type TestVenue,
} from '../testing/test-app';

const O = desk.orders;
let venue: TestVenue;
let token: string;
const subs: Record<string, { id: number; accountId: number }> = {};

const subaccount = (name: string) => subaccountNamed(venue, name);
const post = (url: string, body: Uint8Array | Buffer | string) =>
  postBinary(venue, token, url, body);

function orderBytes(props: desk.orders.IOrderRequest): Uint8Array {
  return O.OrderRequest.encode(props).finish();
}

let counter = 0;
function request(sub: string, props: desk.orders.IOrderRequest): desk.orders.IOrderRequest {
  const s = subs[sub] ?? { id: 0, accountId: 0 };
  return {
    clientOrderId: `t-${++counter}`,
    market: 'BTC/USD',
    side: O.Side.BUY,
    orderType: O.OrderType.LIMIT,
    timeInForce: O.TimeInForce.GTC,
    quantity: '0.01',
    hedgeVenue: { accountType: 0, accountId: s.accountId, subaccountId: s.id },
    ...props,
  };
}

async function create(props: desk.orders.IOrderRequest) {
  const res = await post('/uapi/v1/order/create', orderBytes(props));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/x-protobuf');
  return O.CreateOrderResponse.decode(res.rawPayload);
}

async function get<T>(url: string): Promise<T> {
  const res = await venue.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

function book(symbol: string) {
  const snap = venue.market.snapshot(symbol);
  if (!snap) throw new Error('no book');
  return {
    bid: ticksToPrice(snap.bidPrices[0] ?? 0, snap.tickSize),
    ask: ticksToPrice(snap.askPrices[0] ?? 0, snap.tickSize),
    farBid: ticksToPrice(Math.floor((snap.bidPrices[0] ?? 0) * 0.9), snap.tickSize),
  };
}

interface Balance {
  subaccountId: number;
  token: string;
  total: string;
  available: string;
  locked: string;
}
const balance = async (sub: string, tokenName: string) =>
  (
    await get<{ balances: Balance[] }>(`/uapi/v2/token_balances?subaccountId=${subs[sub]?.id}`)
  ).balances.find((b) => b.token === tokenName);

describe.each(databaseVariants())('edge orders (%s)', (variant) => {
  beforeAll(async () => {
    venue = await createTestVenue(variant);
    token = await signIn(venue, DEMO_TRADER);
    for (const name of ['Edge Main', 'Edge Futures', 'Edge Audit (read only)'])
      subs[name] = await subaccount(name);
  });

  afterAll(async () => {
    await venue.dispose();
  });

  describe('order create', () => {
    it('rests a limit order below the market, locks its funds, lists it as open', async () => {
      const before = await balance('Edge Main', 'USD');
      const price = book('BTC/USD').farBid;
      const res = await create(request('Edge Main', { limitPrice: price, quantity: '0.5' }));
      expect(res.success).toBe(true);
      expect(res.data?.status).toBe(O.OrderStatus.NEW);
      const open = await get<{ orders: { orderId: string; status: string }[] }>(
        `/uapi/v1/open_orders?subaccountId=${subs['Edge Main']?.id}`,
      );
      expect(open.orders.map((o) => o.orderId)).toContain(res.data?.orderId);
      const after = await balance('Edge Main', 'USD');
      expect(after?.total).toBe(before?.total);
      expect(signDecimal(after?.locked ?? '0')).toBe(1);
    });

    it('R-ORD-7 a repeated client order id is the same order, never a second one', async () => {
      const req = request('Edge Main', { limitPrice: book('BTC/USD').farBid });
      const first = await create(req);
      const again = await create({ ...req, quantity: '0.02' });
      expect(again.data?.orderId).toBe(first.data?.orderId);
      expect(again.data?.request?.quantity).toBe('0.01');
      const rows = await venue.db
        .selectFrom('orders')
        .select('id')
        .where('client_order_id', '=', req.clientOrderId ?? '')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('a crossing market order fills against the simulated makers and moves balances by the ledger', async () => {
      const usd = await balance('Edge Main', 'USD');
      const btc = await balance('Edge Main', 'BTC');
      const res = await create(
        request('Edge Main', {
          orderType: O.OrderType.MARKET,
          timeInForce: O.TimeInForce.IOC,
          quantity: '0.1',
        }),
      );
      expect(res.data?.status).toBe(O.OrderStatus.FILLED);
      expect(res.data?.fills?.length).toBeGreaterThan(0);
      expect(res.data?.fills?.[0]?.liquidity).toBe('TAKER');
      const btcAfter = await balance('Edge Main', 'BTC');
      expect(btcAfter?.total).toBe(addDecimal(btc?.total ?? '0', '0.1'));
      const usdAfter = await balance('Edge Main', 'USD');
      expect(signDecimal(addDecimal(usdAfter?.total ?? '0', `-${usd?.total}`))).toBe(-1);
      const sums = await venue.db
        .selectFrom('ledger_entries')
        .select(['token', (eb) => eb.fn.sum<string>('amount').as('sum')])
        .groupBy('token')
        .execute();
      for (const s of sums) expect(signDecimal(String(s.sum))).toBe(0);
      const fills = await get<{ fills: { orderId: string }[] }>(
        `/uapi/v1/get_fills?subaccountId=${subs['Edge Main']?.id}`,
      );
      expect(fills.fills.some((f) => f.orderId === res.data?.orderId)).toBe(true);
    });

    it('an account without canTrade is REJECTED with a readable reason', async () => {
      const res = await create(
        request('Edge Audit (read only)', { limitPrice: book('BTC/USD').farBid }),
      );
      expect(res.success).toBe(false);
      expect(res.error?.message).toBe('This account cannot trade');
      expect(res.data?.status).toBe(O.OrderStatus.REJECTED);
    });

    it('R-ORD-9 R-FMT-7 insufficient balance is REJECTED, nothing is locked, figures shown grouped', async () => {
      const res = await create(
        request('Edge Main', { limitPrice: book('BTC/USD').farBid, quantity: '1000' }),
      );
      expect(res.data?.status).toBe(O.OrderStatus.REJECTED);
      // Both figures in the one display format: 2 decimals for USD, grouped by thousands.
      expect(res.error?.message).toMatch(
        /^Insufficient balance: \d{1,3}(,\d{3})*\.\d{2} USD available, \d{1,3}(,\d{3})*\.\d{2} needed$/,
      );
      expect(res.error?.message).toMatch(/\d,\d{3}(,\d{3})*\.\d{2} needed$/);
    });

    it('post-only that would take is rejected', async () => {
      const res = await create(
        request('Edge Main', {
          orderType: O.OrderType.LIMIT_MAKER,
          limitPrice: book('BTC/USD').ask,
        }),
      );
      expect(res.data?.status).toBe(O.OrderStatus.REJECTED);
      expect(res.data?.reason).toBe('Post-only order would take liquidity');
    });

    it('futures orders open a position with entry price, margin and liquidation price', async () => {
      const res = await create(
        request('Edge Futures', {
          market: 'BTC-PERP',
          orderType: O.OrderType.MARKET,
          timeInForce: O.TimeInForce.IOC,
          quantity: '0.5',
        }),
      );
      expect(res.data?.status).toBe(O.OrderStatus.FILLED);
      const { positions } = await get<{ positions: Record<string, string>[] }>(
        `/uapi/v1/positions?subaccountId=${subs['Edge Futures']?.id}`,
      );
      expect(positions).toHaveLength(1);
      expect(positions[0]).toMatchObject({
        symbol: 'BTC-PERP',
        side: 'LONG',
        size: '0.5',
        leverage: '10',
      });
      expect(signDecimal(positions[0]?.['margin'] ?? '0')).toBe(1);
      const risk = await get<{ risk: { collateralToken: string; positionValue: string }[] }>(
        `/uapi/v1/risk_info?subaccountId=${subs['Edge Futures']?.id}`,
      );
      expect(risk.risk.find((r) => r.collateralToken === 'USDT')?.positionValue).not.toBe('0');
      const reduce = await create(
        request('Edge Futures', {
          market: 'BTC-PERP',
          side: O.Side.SELL,
          orderType: O.OrderType.MARKET,
          timeInForce: O.TimeInForce.IOC,
          quantity: '2',
          reduceOnly: true,
        }),
      );
      expect(reduce.data?.status).toBe(O.OrderStatus.FILLED);
      expect(reduce.data?.executedQuantity).toBe('0.5');
    });
  });

  describe('R-ORD-8 bad input leaves the engine unchanged', () => {
    const openCount = () => venue.orders.records.size;

    it.each([
      [
        'truncated',
        () => orderBytes(request('Edge Main', { limitPrice: '1' })).slice(0, 5),
        'MALFORMED_PROTOBUF',
      ],
      [
        'unknown enum',
        () => orderBytes(request('Edge Main', { side: 7 as desk.orders.Side, limitPrice: '1' })),
        'UNKNOWN_ENUM',
      ],
      [
        'negative quantity',
        () => orderBytes(request('Edge Main', { quantity: '-1', limitPrice: '1' })),
        'VALIDATION',
      ],
      [
        'NaN quantity',
        () => orderBytes(request('Edge Main', { quantity: 'NaN', limitPrice: '1' })),
        'VALIDATION',
      ],
      [
        'price off tick',
        () => orderBytes(request('Edge Main', { limitPrice: '1.001' })),
        'VALIDATION',
      ],
      [
        'malformed client order id',
        () => orderBytes(request('Edge Main', { clientOrderId: 'bad id!', limitPrice: '1' })),
        'VALIDATION',
      ],
    ])('%s → 4xx with a reason', async (_name, body, code) => {
      const before = openCount();
      const res = await post('/uapi/v1/order/create', body());
      expect(res.statusCode).toBe(400);
      expect((res.json() as { errors: { code: string; message: string }[] }).errors[0]?.code).toBe(
        code,
      );
      expect(openCount()).toBe(before);
    });

    it('an oversized body → 413', async () => {
      const res = await post('/uapi/v1/order/create', Buffer.alloc(70 * 1024, 1));
      expect(res.statusCode).toBe(413);
    });
  });

  describe('cancel and edit', () => {
    it('cancels once; a repeat is still success; a filled order cannot be canceled', async () => {
      const placed = await create(request('Edge Main', { limitPrice: book('BTC/USD').farBid }));
      const s = subs['Edge Main'];
      const cancel = O.CancelOrderRequest.encode({
        market: 'BTC/USD',
        orderId: placed.data?.orderId ?? '',
        hedgeVenue: { accountType: 0, accountId: s?.accountId ?? 0, subaccountId: s?.id ?? 0 },
      }).finish();
      const first = O.CancelOrderResponse.decode(
        (await post('/uapi/v1/order/cancel', cancel)).rawPayload,
      );
      expect(first.success).toBe(true);
      const again = O.CancelOrderResponse.decode(
        (await post('/uapi/v1/order/cancel', cancel)).rawPayload,
      );
      expect(again.success).toBe(true);
      const unknown = await post(
        '/uapi/v1/order/cancel',
        O.CancelOrderRequest.encode({
          orderId: '999999',
          hedgeVenue: { subaccountId: s?.id ?? 0 },
        }).finish(),
      );
      expect(unknown.statusCode).toBe(404);
    });

    it('R-ORD-6 edit cancels the original and places the replacement', async () => {
      const placed = await create(request('Edge Main', { limitPrice: book('BTC/USD').farBid }));
      const s = subs['Edge Main'];
      const res = await post(
        '/uapi/v1/edit_order',
        O.EditOrderRequest.encode({
          cancelParams: {
            market: 'BTC/USD',
            orderId: placed.data?.orderId ?? '',
            hedgeVenue: { accountType: 0, accountId: s?.accountId ?? 0, subaccountId: s?.id ?? 0 },
          },
          quantity: '0.03',
          clientOrderId: 'edit-1',
        }).finish(),
      );
      expect(res.statusCode, res.body).toBe(200);
      const edited = O.CreateOrderResponse.decode(res.rawPayload);
      expect(edited.previousCancelled).toBe(true);
      expect(edited.cancelledOrderId).toBe(placed.data?.orderId);
      expect(edited.data?.request?.quantity).toBe('0.03');
      expect(edited.data?.orderId).not.toBe(placed.data?.orderId);
      const open = await get<{ orders: { orderId: string }[] }>(
        `/uapi/v1/open_orders?subaccountId=${s?.id}`,
      );
      expect(open.orders.map((o) => o.orderId)).not.toContain(placed.data?.orderId);
    });
  });

  describe('R-ORD-13 private stream', () => {
    it('order, fill and balance updates reach a subscribed client with sequence numbers', async () => {
      await venue.app.listen({ port: 0, host: '127.0.0.1' });
      const client = await StreamClient.open(streamUrlOf(venue.app.server.address()), token);
      try {
        const sub = subs['Edge Main']?.id ?? 0;
        // Subscriptions settle asynchronously (each checks access): wait for every one.
        for (const topic of [`orders:${sub}`, `fills:${sub}`, `balances:${sub}`]) {
          client.subscribe(topic);
          await client.next((m) => m.kind === 'subscribed' && m.subscribed?.topic === topic);
        }
        const from = client.messages.length;
        const res = await create(
          request('Edge Main', {
            orderType: O.OrderType.MARKET,
            timeInForce: O.TimeInForce.IOC,
            quantity: '0.01',
          }),
        );
        const update = await client.next(
          (m) => m.kind === 'orderUpdate' && m.orderUpdate?.order?.orderId === res.data?.orderId,
          from,
        );
        expect(update.orderUpdate?.order?.status).toBe(O.OrderStatus.FILLED);
        const fill = await client.next((m) => m.kind === 'fillUpdate', from);
        expect(fill.fillUpdate?.seq).toBe(update.orderUpdate?.seq);
        const bal = await client.next(
          (m) => m.kind === 'balanceUpdate' && m.balanceUpdate?.token === 'BTC',
          from,
        );
        expect(bal.balanceUpdate?.total).toBe((await balance('Edge Main', 'BTC'))?.total);
        // Another user's subaccount is refused.
        const other = await venue.db
          .selectFrom('subaccounts')
          .select('id')
          .where('entity_id', 'not in', (eb) =>
            eb.selectFrom('user_entities').select('entity_id').where('user_id', '=', 1),
          )
          .executeTakeFirst();
        if (other) {
          client.subscribe(`orders:${other.id}`);
          const err = await client.next((m) => m.kind === 'error');
          expect(err.error?.code).toBe(desk.stream.ErrorCode.UNKNOWN_TOPIC);
        }
      } finally {
        client.socket.terminate();
      }
    });
  });

  describe('R-ORD-14 public book', () => {
    it('shows resting user orders in the streamed book with consistent seq and checksums', async () => {
      const address = venue.app.server.address();
      if (!address) await venue.app.listen({ port: 0, host: '127.0.0.1' });
      const client = await StreamClient.open(streamUrlOf(venue.app.server.address()), token);
      try {
        client.subscribe('book:BTC/USD');
        const snap = await client.next((m) => m.kind === 'bookSnapshot');
        const local = new OrderBook(512);
        expect(local.loadSnapshot(snap.bookSnapshot as never).ok).toBe(true);
        const tick = snap.bookSnapshot?.tickSize ?? '0.01';
        const bestBid = snap.bookSnapshot?.bidPrices?.[0] ?? 0;
        const priceTicks = bestBid - 1_000; // well below the touch: the market will not reach it
        const from = client.messages.length;
        const placed = await create(
          request('Edge Main', { limitPrice: ticksToPrice(priceTicks, tick), quantity: '0.25' }),
        );
        expect(placed.data?.status).toBe(O.OrderStatus.NEW);
        await client.next(
          (m) => m.kind === 'bookDelta' && (m.bookDelta?.bidPrices ?? []).includes(priceTicks),
          from,
        );
        venue.market.step(200);
        venue.market.step(200);
        await venue.orders.idle();
        await client.barrier();
        for (const m of client.messages.slice(from))
          if (m.kind === 'bookDelta')
            expect(local.apply(m.bookDelta as never)).toEqual({ ok: true });
        const server = venue.market.snapshot('BTC/USD');
        expect(local.seq).toBe(server?.seq);
        expect(local.bids.sizeOf(priceTicks)).toBeGreaterThanOrEqual(25_000);
        expect(local.checksum()).toBe(server?.checksum);
      } finally {
        client.socket.terminate();
      }
    });
  });
});
