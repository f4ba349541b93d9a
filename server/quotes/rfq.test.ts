// RFQ through HTTP on an in-memory venue with an injected clock: quote → execute moves the
// OTC balances; expiry on server time; reuse, racing executes, last look, credit, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDecimal, compareDecimal, multiplyDecimal, subtractDecimal } from '../../domain/decimal';
import { DEMO_TRADER } from '../seed/demo-constants';
import { postJson, subaccountNamed } from '../testing/signed-in';
import { bearer, createTestVenue, manualClock, signIn, type TestVenue } from '../testing/test-app';

const clock = manualClock();
let venue: TestVenue;
let token: string;
let otcSub: number;

interface Quote {
  fx_quote_id: string;
  bid_price: string;
  ask_price: string;
  expires_at: number;
  created_at: number;
}

const post = (url: string, payload: object) => postJson(venue, token, url, payload);

async function balance(token_: string): Promise<string> {
  const row = await venue.db
    .selectFrom('balances')
    .select('amount')
    .where('subaccount_id', '=', otcSub)
    .where('token', '=', token_)
    .executeTakeFirst();
  return addDecimal(row?.amount ?? '0', '0');
}

async function quote(body: object): Promise<Quote> {
  const res = await post('/v3/browser/quotes', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Quote;
}

const tradeCount = async () =>
  Number(
    (
      await venue.db
        .selectFrom('quote_trades')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  venue = await createTestVenue('pglite', { now: clock.now, marketHistoryMinutes: 60 });
  venue.market.step(200);
  token = await signIn(venue, DEMO_TRADER);
  otcSub = (await subaccountNamed(venue, 'OTC Main')).id;
}, 60_000);
afterAll(async () => venue?.dispose());

describe('RFQ', () => {
  it('R-QUOTE-1 lists the RFQ and streaming markets', async () => {
    const res = await venue.app.inject({ url: '/v3/browser/markets', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { availableRFQMarkets: { symbol: string }[] };
    const symbols = body.availableRFQMarkets.map((m) => m.symbol);
    expect(symbols).toContain('BTC/USD');
    expect(symbols).toContain('BTC/USDC');
    expect(symbols).not.toContain('BTC-PERP');
  });

  it('R-QUOTE-2 R-QUOTE-3 R-QUOTE-8 quotes both sides around the book and executes a buy, moving balances', async () => {
    const book = venue.market.snapshot('BTC/USD');
    const q = await quote({ symbol: 'BTC/USD', quantity: '0.5' });
    expect(q.expires_at - q.created_at).toBe(10_000);
    expect(compareDecimal(q.ask_price, q.bid_price)).toBe(1);
    const bestAsk = multiplyDecimal(String(book?.askPrices[0]), '0.01');
    expect(compareDecimal(q.ask_price, bestAsk)).toBe(1);
    const usdBefore = await balance('USD');
    const btcBefore = await balance('BTC');
    const res = await post('/v3/browser/execute_quote', {
      fx_quote_id: q.fx_quote_id,
      side: 'BUY',
    });
    expect(res.statusCode, res.body).toBe(200);
    const ex = (res.json() as { execution: { price: string; quote_quantity: string } }).execution;
    expect(ex.price).toBe(q.ask_price);
    expect(await balance('BTC')).toBe(addDecimal(btcBefore, '0.5'));
    expect(await balance('USD')).toBe(
      subtractDecimal(usdBefore, multiplyDecimal('0.5', q.ask_price)),
    );
    // The order service's view follows (token_balances).
    const tb = await venue.app.inject({
      url: `/uapi/v2/token_balances?subaccountId=${otcSub}`,
      headers: bearer(token),
    });
    const rows = (tb.json() as { balances: { token: string; total: string }[] }).balances;
    expect(rows.find((r) => r.token === 'BTC')?.total).toBe(await balance('BTC'));
  });

  it('R-QUOTE-4 refuses reuse of an executed quote, booking nothing', async () => {
    const q = await quote({ symbol: 'ETH/USD', quantity: '2', side: 'SELL' });
    const first = await post('/v3/browser/execute_quote', {
      fx_quote_id: q.fx_quote_id,
      side: 'SELL',
    });
    expect(first.statusCode).toBe(200);
    const before = await tradeCount();
    const again = await post('/v3/browser/execute_quote', {
      fx_quote_id: q.fx_quote_id,
      side: 'SELL',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: [{ code: 'QUOTE_USED' }] });
    expect(await tradeCount()).toBe(before);
  });

  it('R-QUOTE-4 expires on the injected server clock', async () => {
    const q = await quote({ symbol: 'BTC/USD', quantity: '0.1' });
    clock.advance(10_000);
    const res = await post('/v3/browser/execute_quote', {
      fx_quote_id: q.fx_quote_id,
      side: 'BUY',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errors: [{ code: 'QUOTE_EXPIRED', message: 'Request Expired' }],
    });
    const q2 = await quote({ symbol: 'BTC/USD', quantity: '0.1' });
    clock.advance(9_999);
    const ok = await post('/v3/browser/execute_quote', {
      fx_quote_id: q2.fx_quote_id,
      side: 'BUY',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('R-QUOTE-5 books a quote once when two executes race', async () => {
    const q = await quote({ symbol: 'BTC/USD', quantity: '0.2' });
    const before = await tradeCount();
    const btcBefore = await balance('BTC');
    const [a, b] = await Promise.all([
      post('/v3/browser/execute_quote', { fx_quote_id: q.fx_quote_id, side: 'BUY' }),
      post('/v3/browser/execute_quote', { fx_quote_id: q.fx_quote_id, side: 'BUY' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await tradeCount()).toBe(before + 1);
    expect(await balance('BTC')).toBe(addDecimal(btcBefore, '0.2'));
  });

  it('R-QUOTE-4 refuses one side of a one-sided quote', async () => {
    const q = await quote({ symbol: 'BTC/USD', quantity: '0.1', side: 'BUY' });
    const res = await post('/v3/browser/execute_quote', {
      fx_quote_id: q.fx_quote_id,
      side: 'SELL',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errors: [{ code: 'SIDE_NOT_QUOTED' }] });
  });

  it('R-QUOTE-6 refuses at last look when the book moved against the venue past the tolerance', async () => {
    const q = await quote({ symbol: 'BTC/USD', quantity: '1' });
    // Move the stored reference instead of the simulator: the book ask is now 1 % above it.
    const quoted = await venue.db
      .selectFrom('quotes')
      .select('raw_ask')
      .where('id', '=', q.fx_quote_id)
      .executeTakeFirstOrThrow();
    await venue.db
      .updateTable('quotes')
      .set({ raw_ask: multiplyDecimal(quoted.raw_ask ?? '0', '0.99') })
      .where('id', '=', q.fx_quote_id)
      .execute();
    const before = await tradeCount();
    const res = await post('/v3/browser/execute_quote', {
      fx_quote_id: q.fx_quote_id,
      side: 'BUY',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errors: [{ code: 'LAST_LOOK' }] });
    expect(await tradeCount()).toBe(before);
  });

  it("R-QUOTE-7 refuses with 'Insufficient Credit Remaining' past the customer's limit", async () => {
    const entity = (
      await venue.db.selectFrom('quotes').select('entity_id').limit(1).executeTakeFirstOrThrow()
    ).entity_id;
    await venue.db
      .updateTable('customer_credit')
      .set({ limit_usd: '1000' })
      .where('customer_id', '=', entity)
      .execute();
    const q = await quote({ symbol: 'BTC/USD', quantity: '0.1' });
    const res = await post('/v3/browser/execute_quote', {
      fx_quote_id: q.fx_quote_id,
      side: 'BUY',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      errors: [{ code: 'INSUFFICIENT_CREDIT', message: 'Insufficient Credit Remaining' }],
    });
    const credit = await venue.app.inject({ url: '/v3/browser/credit', headers: bearer(token) });
    expect(compareDecimal((credit.json() as { remaining: string }).remaining, '0')).toBe(-1);
    await venue.db
      .updateTable('customer_credit')
      .set({ limit_usd: '5000000' })
      .where('customer_id', '=', entity)
      .execute();
  });

  it.each([
    ['negative quantity', { symbol: 'BTC/USD', quantity: '-1' }, 400],
    ['zero quantity', { symbol: 'BTC/USD', quantity: '0' }, 400],
    ['huge quantity', { symbol: 'BTC/USD', quantity: '1000000' }, 400],
    ['not a decimal', { symbol: 'BTC/USD', quantity: '1e3' }, 400],
    ['off-lot quantity', { symbol: 'BTC/USD', quantity: '0.000001' }, 400],
    ['unknown pair', { symbol: 'FOO/USD', quantity: '1' }, 404],
    ['a perpetual', { symbol: 'BTC-PERP', quantity: '1' }, 404],
    ['unknown field', { symbol: 'BTC/USD', quantity: '1', x: 1 }, 400],
  ])('R-QUOTE-9 refuses a quote request with %s', async (_name, body, status) => {
    const res = await post('/v3/browser/quotes', body);
    expect(res.statusCode, res.body).toBe(status);
  });

  it.each([
    ['malformed id', { fx_quote_id: 'abc', side: 'BUY' }, 400],
    ['unknown id', { fx_quote_id: '6f1c1f8e-3a2b-4c5d-8e9f-0a1b2c3d4e5f', side: 'BUY' }, 404],
    ['bad side', { fx_quote_id: '6f1c1f8e-3a2b-4c5d-8e9f-0a1b2c3d4e5f', side: 'HOLD' }, 400],
  ])('R-QUOTE-9 refuses an execute with %s, booking nothing', async (_name, body, status) => {
    const before = await tradeCount();
    const res = await post('/v3/browser/execute_quote', body);
    expect(res.statusCode).toBe(status);
    expect(await tradeCount()).toBe(before);
  });

  it('quotes in quote currency', async () => {
    const q = await quote({ symbol: 'BTC/USDC', quantity: '10000', quantity_currency: 'quote' });
    const res = await post('/v3/browser/execute_quote', {
      fx_quote_id: q.fx_quote_id,
      side: 'BUY',
    });
    expect(res.statusCode, res.body).toBe(200);
    const ex = (res.json() as { execution: { quote_quantity: string } }).execution;
    expect(compareDecimal(ex.quote_quantity, '10000')).toBeLessThanOrEqual(0);
  });
});

describe('R-QUOTE-10 RFS order', () => {
  it('trades on a streamed ladder price and refuses a stale one', async () => {
    const ladder = venue.market.snapshot('ETH/USD');
    expect(ladder).not.toBeNull();
    const q = await quote({ symbol: 'ETH/USD', quantity: '1' });
    const ok = await post('/v3/browser/order', {
      symbol: 'ETH/USD',
      side: 'BUY',
      quantity: '1',
      price: q.ask_price,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      execution: { price: q.ask_price, source: 'RFS' },
    });
    const stale = await post('/v3/browser/order', {
      symbol: 'ETH/USD',
      side: 'BUY',
      quantity: '1',
      price: multiplyDecimal(q.ask_price, '0.95'),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errors: [{ code: 'PRICE_STALE' }] });
  });

  it('R-QUOTE-24 is idempotent per client order id: a repeat, even a concurrent one, answers the first trade', async () => {
    const q = await quote({ symbol: 'ETH/USD', quantity: '1' });
    const order = {
      symbol: 'ETH/USD',
      side: 'BUY',
      quantity: '1',
      price: q.ask_price,
      client_order_id: 'rfs-repeat-1',
    };
    const trades = await tradeCount();
    const eth = await balance('ETH');
    const first = await post('/v3/browser/order', order);
    expect(first.statusCode, first.body).toBe(200);
    const firstBody = first.json() as { repeated: boolean; execution: { trade_id: string } };
    expect(firstBody.repeated).toBe(false);
    // A retry after a lost answer, even once the price has gone stale, trades nothing more.
    const again = await post('/v3/browser/order', {
      ...order,
      price: multiplyDecimal(q.ask_price, '0.95'),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      repeated: true,
      execution: { trade_id: firstBody.execution.trade_id, quantity: '1', source: 'RFS' },
    });
    // Two at once with a new id: one trade between them.
    const [a, b] = await Promise.all([
      post('/v3/browser/order', { ...order, client_order_id: 'rfs-repeat-2' }),
      post('/v3/browser/order', { ...order, client_order_id: 'rfs-repeat-2' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const ids = [a, b].map((r) => (r.json() as { execution: { trade_id: string } }).execution);
    expect(ids[0]!.trade_id).toBe(ids[1]!.trade_id);
    expect(await tradeCount()).toBe(trades + 2);
    expect(compareDecimal(subtractDecimal(await balance('ETH'), eth), '2')).toBe(0);
    // Without an id every click is its own trade (the contract's field is optional).
    const { client_order_id: _id, ...bare } = order;
    expect((await post('/v3/browser/order', bare)).statusCode).toBe(200);
    expect((await post('/v3/browser/order', bare)).statusCode).toBe(200);
    expect(await tradeCount()).toBe(trades + 4);
  });

  it('fills the largest tier of an oversized order when partial fills are enabled', async () => {
    const q = await quote({ symbol: 'ETH/USD', quantity: '250', side: 'SELL' });
    const res = await post('/v3/browser/order', {
      symbol: 'ETH/USD',
      side: 'SELL',
      quantity: '300',
      price: q.bid_price,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ partial: true, execution: { quantity: '250' } });
  });
});

describe('R-QUOTE-23 recent executions', () => {
  interface Row {
    id: string;
    source: string;
    symbol: string;
    side: string;
    price: string;
    executedAt: number;
  }
  const recent = async (query: string) =>
    venue.app.inject({ url: `/uapi/v1/quote_trades${query}`, headers: bearer(token) });

  it('lists the RFQ executions of readable subaccounts, newest first, by source', async () => {
    const q = await quote({ symbol: 'ETH/USD', quantity: '0.25', side: 'BUY' });
    clock.advance(5);
    const done = await post('/v3/browser/execute_quote', {
      fx_quote_id: q.fx_quote_id,
      side: 'BUY',
    });
    expect(done.statusCode, done.body).toBe(200);
    const res = await recent('?source=RFQ&limit=3');
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { trades: Row[] }).trades;
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(rows.every((r) => r.source === 'RFQ')).toBe(true);
    expect(rows[0]).toMatchObject({ symbol: 'ETH/USD', side: 'BUY', price: q.ask_price });
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]!.executedAt).toBeGreaterThanOrEqual(rows[i]!.executedAt);
    const options = await recent('?source=OPTIONS');
    expect((options.json() as { trades: Row[] }).trades).toEqual([]);
  });

  it('refuses an unknown source or an unknown parameter with the errors list', async () => {
    for (const query of ['?source=FX', '?limit=-1', '?subaccount=1']) {
      const res = await recent(query);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
  });
});
