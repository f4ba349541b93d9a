// Durability: acknowledged orders, resting book orders, stops, TWAPs and balances are
// exactly as before after the server restarts on the same database (PGlite folder, or a
// PostgreSQL schema when TEST_DATABASE_URL is set); a funding period is paid once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';
import { ticksToPrice } from '../../domain/ticks';
import { createApp, type VenueApp } from '../app';
import { DEMO_TRADER } from '../seed/demo-constants';
import type { MarkPriceMessage } from '../market/types';
import { QUOTE_JOURNAL_BASE } from '../ledger/store';
import { postJson, postOrder, subaccountNamed } from '../testing/signed-in';
import {
  bearer,
  createPostgresSchema,
  databaseVariants,
  manualClock,
  signIn,
  type DatabaseVariant,
  TEST_CSRF_KEY,
  TEST_PASSWORD_COST,
} from '../testing/test-app';

const O = desk.orders;
const dirs: string[] = [];
const schemas: { drop(): Promise<void> }[] = [];

type Where = { dataDir: string } | { databaseUrl: string };

/** A database that outlives one app: a PGlite folder or a fresh PostgreSQL schema. */
async function database(variant: DatabaseVariant): Promise<Where> {
  if (variant === 'postgres') {
    const schema = await createPostgresSchema(process.env['TEST_DATABASE_URL'] ?? '');
    schemas.push(schema);
    return { databaseUrl: schema.url };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'venue-restart-db-'));
  dirs.push(dataDir);
  return { dataDir };
}

async function open(where: Where, outboxDir: string, now: () => number): Promise<VenueApp> {
  return createApp({
    passwordCost: TEST_PASSWORD_COST,
    ...where,
    outboxDir,
    now,
    marketAutostart: false,
    marketHistoryMinutes: 60,
    logger: false,
    csrfKey: TEST_CSRF_KEY,
  });
}

async function state(venue: VenueApp, token: string, sub: number) {
  const get = async (url: string) =>
    (await venue.app.inject({ method: 'GET', url, headers: bearer(token) })).json() as unknown;
  await venue.orders.idle();
  return {
    open: await get(`/uapi/v1/open_orders?subaccountId=${sub}`),
    history: await get(`/uapi/v1/order_history?subaccountId=${sub}`),
    balances: await get(`/uapi/v2/token_balances?subaccountId=${sub}`),
    depth: venue.orders.books.get('BTC/USD')?.engine.depth(),
  };
}

afterAll(async () => {
  for (const schema of schemas) await schema.drop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe.each(databaseVariants())('restart (%s)', (variant) => {
  it('R-ORD-12 R-ORD-7 keeps open orders, the users book, stops, TWAPs and balances exactly', async () => {
    const where = await database(variant);
    const outboxDir = await mkdtemp(join(tmpdir(), 'venue-restart-mail-'));
    dirs.push(outboxDir);
    const clock = manualClock();
    let venue = await open(where, outboxDir, clock.now);
    const token = await signIn({ app: venue.app, outboxDir }, DEMO_TRADER);
    const sub = await subaccountNamed(venue, 'Edge Main');
    const snap = venue.market.snapshot('BTC/USD');
    const bid = snap?.bidPrices[0] ?? 0;
    const price = (ticks: number) => ticksToPrice(ticks, snap?.tickSize ?? '0.01');
    let n = 0;
    const place = async (props: desk.orders.IOrderRequest) => {
      const res = await postOrder(venue, token, {
        clientOrderId: `r-${++n}`,
        market: 'BTC/USD',
        side: O.Side.BUY,
        orderType: O.OrderType.LIMIT,
        timeInForce: O.TimeInForce.GTC,
        quantity: '0.01',
        hedgeVenue: { accountType: 0, accountId: sub.accountId, subaccountId: sub.id },
        ...props,
      });
      expect(res.statusCode, res.body).toBe(200);
      return O.CreateOrderResponse.decode(res.rawPayload);
    };
    await place({ limitPrice: price(Math.floor(bid * 0.95)) });
    clock.advance(1);
    await place({ limitPrice: price(Math.floor(bid * 0.95)), quantity: '0.02' });
    await place({ limitPrice: price(Math.floor(bid * 0.94)), side: O.Side.BUY });
    await place({ side: O.Side.SELL, limitPrice: price(Math.floor(bid * 1.2)), quantity: '0.3' });
    await place({
      orderType: O.OrderType.STOP_LOSS_LIMIT,
      side: O.Side.SELL,
      stopPrice: price(Math.floor(bid * 0.8)),
      limitPrice: price(Math.floor(bid * 0.79)),
    });
    await place({
      orderType: O.OrderType.TWAP,
      timeInForce: O.TimeInForce.GTC,
      quantity: '0.04',
      duration: 3_600_000,
      numberOfSlices: 4,
    });
    await place({
      orderType: O.OrderType.MARKET,
      timeInForce: O.TimeInForce.IOC,
      quantity: '0.05',
    });
    const before = await state(venue, token, sub.id);
    expect((before.open as { orders: unknown[] }).orders).toHaveLength(6);
    await venue.close();

    venue = await open(where, outboxDir, clock.now);
    try {
      const after = await state(venue, token, sub.id);
      expect(after).toEqual(before);
      // The restored book still trades in the original time priority.
      const resting = venue.orders.books.get('BTC/USD')?.engine.openOrders() ?? [];
      const atBest = resting.filter((o) => o.priceTicks === Math.floor(bid * 0.95));
      expect(atBest.map((o) => o.lots)).toEqual([1000, 2000]);
      // A retry of an acknowledged create after the restart is the same order.
      const again = await place({
        limitPrice: price(Math.floor(bid * 0.5)),
        clientOrderId: 'r-1',
      } as never);
      expect(again.data?.request?.limitPrice).toBe(price(Math.floor(bid * 0.95)));
    } finally {
      await venue.close();
    }
  }, 120_000);

  it('R-ORD-15 keeps order fills in their own journal range after quote bookings and a restart', async () => {
    const where = await database(variant);
    const outboxDir = await mkdtemp(join(tmpdir(), 'venue-restart-mail-'));
    dirs.push(outboxDir);
    const clock = manualClock();
    let venue = await open(where, outboxDir, clock.now);
    const token = await signIn({ app: venue.app, outboxDir }, DEMO_TRADER);
    const sub = await subaccountNamed(venue, 'Edge Main');
    const marketBuy = async (clientOrderId: string) => {
      const res = await postOrder(venue, token, {
        clientOrderId,
        market: 'BTC/USD',
        side: O.Side.BUY,
        orderType: O.OrderType.MARKET,
        timeInForce: O.TimeInForce.IOC,
        quantity: '0.01',
        hedgeVenue: { accountType: 0, accountId: sub.accountId, subaccountId: sub.id },
      });
      expect(O.CreateOrderResponse.decode(res.rawPayload).data?.status).toBe(O.OrderStatus.FILLED);
    };
    const rfqBuy = async () => {
      const quote = await postJson(venue, token, '/v3/browser/quotes', {
        symbol: 'ETH/USD',
        quantity: '0.1',
      });
      expect(quote.statusCode, quote.body).toBe(201);
      const { fx_quote_id } = quote.json() as { fx_quote_id: string };
      const done = await postJson(venue, token, '/v3/browser/execute_quote', {
        fx_quote_id,
        side: 'BUY',
      });
      expect(done.statusCode, done.body).toBe(200);
    };
    await marketBuy('range-1');
    await rfqBuy();
    await venue.close();

    // After the restart the next fill must not continue from the quotes' (higher) ids.
    venue = await open(where, outboxDir, clock.now);
    try {
      await marketBuy('range-2');
      await rfqBuy();
      const journals = await venue.db
        .selectFrom('ledger_entries')
        .select(['journal_id', 'kind'])
        .where('journal_id', '>', 0)
        .execute();
      const kindsOf = new Map<string, Set<string>>();
      for (const e of journals) {
        const kinds = kindsOf.get(String(e.journal_id)) ?? new Set<string>();
        kinds.add(e.kind === 'rfq' ? 'quote' : 'order');
        kindsOf.set(String(e.journal_id), kinds);
      }
      // No journal id is shared by an order booking and a quote booking.
      expect([...kindsOf.values()].filter((k) => k.size > 1)).toEqual([]);
      const quoteIds = journals.filter((e) => e.kind === 'rfq').map((e) => Number(e.journal_id));
      const orderIds = journals.filter((e) => e.kind !== 'rfq').map((e) => Number(e.journal_id));
      expect(quoteIds.length).toBeGreaterThan(0);
      expect(Math.max(...orderIds)).toBeLessThan(QUOTE_JOURNAL_BASE);
      expect(Math.min(...quoteIds)).toBeGreaterThanOrEqual(QUOTE_JOURNAL_BASE);
    } finally {
      await venue.close();
    }
  }, 120_000);

  it('pays a funding period once, also when the same period is seen again after a restart', async () => {
    const where = await database(variant);
    const outboxDir = await mkdtemp(join(tmpdir(), 'venue-restart-mail-'));
    dirs.push(outboxDir);
    const clock = manualClock();
    const period = 8 * 3_600_000;
    const fundingAt = (Math.floor(clock.now() / period) + 1) * period;
    const mark = (serverTime: number, nextFundingTime: number): MarkPriceMessage => ({
      symbol: 'BTC-PERP',
      markPrice: '50000',
      indexPrice: '50000',
      fundingRate: '-0.0002',
      nextFundingTime,
      serverTime,
    });
    // The same two marks around one funding time, as a restarted feed would replay them.
    const crossFunding = async (venue: VenueApp) => {
      clock.set(fundingAt - 500);
      await venue.orders.marksMoved([mark(clock.now(), fundingAt)]);
      clock.set(fundingAt + 500);
      await venue.orders.marksMoved([mark(clock.now(), fundingAt + period)]);
    };
    let venue = await open(where, outboxDir, clock.now);
    const token = await signIn({ app: venue.app, outboxDir }, DEMO_TRADER);
    const sub = await subaccountNamed(venue, 'Edge Futures');
    const res = await postOrder(venue, token, {
      clientOrderId: 'funding-short',
      market: 'BTC-PERP',
      side: O.Side.SELL,
      orderType: O.OrderType.MARKET,
      timeInForce: O.TimeInForce.IOC,
      quantity: '0.2',
      hedgeVenue: { accountType: 0, accountId: sub.accountId, subaccountId: sub.id },
    });
    expect(O.CreateOrderResponse.decode(res.rawPayload).data?.status).toBe(O.OrderStatus.FILLED);
    const wallet = venue.orders.state.total(sub.id, 'USDT');
    await crossFunding(venue);
    // A negative rate: shorts pay longs, 0.2 × 50000 × 0.0002 = 2.
    const paid = venue.orders.state.total(sub.id, 'USDT');
    expect(Number(paid) - Number(wallet)).toBeCloseTo(-2, 8);
    await venue.close();

    venue = await open(where, outboxDir, clock.now);
    try {
      expect(venue.orders.state.total(sub.id, 'USDT')).toBe(paid);
      await crossFunding(venue);
      expect(venue.orders.state.total(sub.id, 'USDT')).toBe(paid);
      const funding = await venue.db
        .selectFrom('ledger_entries')
        .select(['book', 'amount'])
        .where('kind', '=', 'funding')
        .execute();
      // This subaccount paid once; the demo's own perpetuals (R-PORT-14, another subaccount)
      // are paid too, each once: no book has two entries, and every period sums to zero.
      expect(
        funding.filter((e) => e.book === `sub:${sub.id}`).map((e) => Number(e.amount)),
      ).toEqual([-2]);
      const books = funding.filter((e) => e.book.startsWith('sub:')).map((e) => e.book);
      expect(new Set(books).size).toBe(books.length);
      expect(funding.reduce((s, e) => s + Number(e.amount), 0)).toBeCloseTo(0, 8);
    } finally {
      await venue.close();
    }
  }, 120_000);
});
