// Options RFQ over HTTP on an in-memory venue with an injected clock (docs/api.md "Options"):
// the options_rfq flag (404 and no pseudo-account when off), chain and surface, quotes priced
// from the surface and stored with a server-time expiry, validation (200 valid:false) and
// malformed bodies (400, never 5xx), execution at most once with credit and balance checks.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';
import { addDecimal, negateDecimal, subtractDecimal } from '../../domain/decimal';
import {
  DEMO_ENTITY_INTL,
  DEMO_ENTITY_US,
  DEMO_ROOT_CUSTOMER,
  DEMO_TRADER,
} from '../seed/demo-constants';
import { customerScope, writeSetting } from '../settings/app-settings';
import { subaccountNamed } from '../testing/signed-in';
import {
  bearer,
  createTestVenue,
  csrfHeaders,
  databaseVariants,
  manualClock,
  signIn,
  type TestVenue,
} from '../testing/test-app';
import { blackScholes } from './black-scholes';
import { YEAR_MILLIS } from './pricing';
import { OPTION_RATE, surfaceVol } from './vol-surface';

interface Leg {
  symbol: string;
  side: string;
  ratio: number;
  quantity: string;
  vol: string;
  price: string;
  delta: string;
}
interface OptionQuote {
  option_quote_id: string;
  valid: boolean;
  errors: { leg: number | null; field: string; message: string }[];
  spot: string;
  legs: Leg[];
  greeks: Record<string, string>;
  total_cost: string;
  var_99_1d: string;
  incremental_margin: string;
  created_at: number;
  expires_at: number;
  server_time: number;
  subaccountId: number;
  customer_id: number;
}
interface HedgeVenue {
  accountId: number;
  subaccountId: number;
  accountType: number;
  displayText: string;
  canRead: boolean;
  canTrade: boolean;
  canWithdraw: boolean;
  canTransfer: boolean;
}

const CALL_SPREAD = [
  { symbol: 'BTC-25DEC26-90000-C', side: 'BUY', ratio: 1, quantity: '1' },
  { symbol: 'BTC-25DEC26-110000-C', side: 'SELL', ratio: 1, quantity: '1' },
];

describe.each(databaseVariants())('options RFQ (%s)', (variant) => {
  const clock = manualClock();
  let venue: TestVenue;
  let token: string;
  let otcSub: number;
  let usEntity: number;
  let intlEntity: number;
  let root: number;

  /** Any JSON value as the body (strings too), or raw text with `raw`. */
  const post = (url: string, payload: unknown, raw = false) =>
    venue.app.inject({
      method: 'POST',
      url,
      headers: { ...csrfHeaders(), ...bearer(token), 'content-type': 'application/json' },
      payload: raw ? String(payload) : JSON.stringify(payload),
    });
  const get = (url: string) => venue.app.inject({ url, headers: bearer(token) });
  const quote = async (body: object) => {
    const res = await post('/v3/browser/options/quote', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as OptionQuote;
  };
  const execute = (id: string) => post('/v3/browser/options/execute', { option_quote_id: id });
  const usd = async (sub = otcSub) =>
    addDecimal(
      (
        await venue.db
          .selectFrom('balances')
          .select('amount')
          .where('subaccount_id', '=', sub)
          .where('token', '=', 'USD')
          .executeTakeFirst()
      )?.amount ?? '0',
      '0',
    );
  const optionTrades = async () =>
    Number(
      (
        await venue.db
          .selectFrom('quote_trades')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('source', '=', 'OPTIONS')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const setFlag = (on: boolean) =>
    writeSetting(venue.db, customerScope(root), 'feature_flags', { options_rfq: on });
  const customerId = async (name: string) =>
    (
      await venue.db
        .selectFrom('customers')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    venue = await createTestVenue(variant, { now: clock.now, marketHistoryMinutes: 60 });
    venue.market.step(200);
    token = await signIn(venue, DEMO_TRADER);
    otcSub = (await subaccountNamed(venue, 'OTC Main')).id;
    usEntity = await customerId(DEMO_ENTITY_US);
    intlEntity = await customerId(DEMO_ENTITY_INTL);
    root = await customerId(DEMO_ROOT_CUSTOMER);
  }, 60_000);
  afterAll(async () => venue?.dispose());

  describe('feature flag options_rfq (R-QUOTE-14, R-QUOTE-15)', () => {
    it('off: every option call answers 404 NOT_FOUND and the pseudo-account is absent', async () => {
      await setFlag(false);
      try {
        const answers = [
          await get('/v3/browser/options/chain?underlying=BTC'),
          await get('/v3/browser/options/vol_surface?underlying=BTC'),
          await post('/v3/browser/options/quote', {
            underlying: 'BTC',
            strategy: 'BUY',
            legs: CALL_SPREAD,
          }),
          await post('/v3/browser/options/quote', '{not json', true),
          await execute('00000000-0000-4000-8000-000000000000'),
        ];
        for (const a of answers) {
          expect(a.statusCode, a.body).toBe(404);
          expect(a.json()).toMatchObject({ errors: [{ code: 'NOT_FOUND' }] });
        }
        const all = (await get('/uapi/v1/all_accounts')).json() as {
          optionsMap: Record<string, { hedgeVenuesList: HedgeVenue[] }>;
        };
        const ids = Object.values(all.optionsMap).flatMap((v) =>
          v.hedgeVenuesList.map((h) => h.subaccountId),
        );
        expect(ids).not.toContain(-100);
        expect(ids).toContain(otcSub);
      } finally {
        await setFlag(true);
      }
    });

    it("on: all_accounts lists the 'Options RFQ Account' pseudo-account of spec 3.5", async () => {
      const all = (await get('/uapi/v1/all_accounts')).json() as {
        optionsMap: Record<string, { hedgeVenuesList: HedgeVenue[] }>;
      };
      const otc = all.optionsMap['otc']?.hedgeVenuesList ?? [];
      expect(otc[0]?.subaccountId).toBe(otcSub);
      expect(otc.at(-1)).toEqual({
        accountType: 2,
        accountId: -100,
        displayText: 'Options RFQ Account',
        subaccountId: -100,
        canRead: true,
        canTrade: false,
        canWithdraw: false,
        canTransfer: false,
        supportedProductTypesList: [],
        supportedWalletTypesList: [],
        isOxsEnabled: false,
      });
    });

    it('the pseudo-account ids are refused by every call taking a subaccount (4xx)', async () => {
      for (const url of [
        '/uapi/v2/token_balances?subaccountId=-100',
        '/uapi/v1/open_orders?subaccountId=-100',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
      }
      const q = await post('/v3/browser/options/quote', {
        underlying: 'BTC',
        strategy: 'BUY',
        legs: CALL_SPREAD,
        subaccountId: -100,
      });
      expect(q.statusCode).toBe(400);
      const rfq = await post('/v3/browser/quotes', {
        symbol: 'BTC/USD',
        quantity: '0.1',
        subaccountId: -100,
      });
      expect(rfq.statusCode).toBe(400);
      const order = await venue.app.inject({
        method: 'POST',
        url: '/uapi/v1/order/create',
        headers: { ...csrfHeaders(), ...bearer(token), 'content-type': 'application/x-protobuf' },
        payload: Buffer.from(
          desk.orders.OrderRequest.encode({
            clientOrderId: 'pseudo-1',
            market: 'BTC/USD',
            side: desk.orders.Side.BUY,
            orderType: desk.orders.OrderType.LIMIT,
            timeInForce: desk.orders.TimeInForce.GTC,
            quantity: '0.01',
            limitPrice: '1000',
            hedgeVenue: { accountType: 2, accountId: -100, subaccountId: -100 },
          }).finish(),
        ),
      });
      expect(order.statusCode, order.body).toBeGreaterThanOrEqual(400);
      expect(order.statusCode).toBeLessThan(500);
    });
  });

  describe('chain and surface (R-QUOTE-12)', () => {
    it('serves the chain priced from the surface, deterministically at one spot and time', async () => {
      const a = await get('/v3/browser/options/chain?underlying=BTC');
      expect(a.statusCode, a.body).toBe(200);
      const chain = a.json() as {
        underlying: string;
        spot: string;
        server_time: number;
        expiries: {
          expiry_time: number;
          strikes: { strike: string; call: Leg | null; put: Leg | null }[];
        }[];
      };
      expect(chain.underlying).toBe('BTC');
      expect(chain.server_time).toBe(clock.now());
      expect(chain.expiries).toHaveLength(2);
      const b = await get('/v3/browser/options/chain?underlying=BTC');
      expect(b.body).toBe(a.body);
      const row = chain.expiries[0]?.strikes.find((s) => s.strike === '90000')?.call;
      const spot = Number(chain.spot);
      const years = ((chain.expiries[0]?.expiry_time ?? 0) - clock.now()) / YEAR_MILLIS;
      const vol = surfaceVol('BTC', spot, 90_000, years);
      expect(Number(row?.price)).toBeCloseTo(
        blackScholes({ kind: 'CALL', spot, strike: 90_000, rate: OPTION_RATE, vol, years }).price,
        2,
      );
      const eth = (await get('/v3/browser/options/chain?underlying=ETH')).json() as {
        expiries: { strikes: { call: Leg | null }[] }[];
      };
      expect(eth.expiries[0]?.strikes.some((s) => s.call?.symbol === 'ETH-25DEC26-4000-C')).toBe(
        true,
      );
    });

    it('serves the vol surface grid', async () => {
      const res = await get('/v3/browser/options/vol_surface?underlying=ETH');
      expect(res.statusCode).toBe(200);
      const s = res.json() as {
        moneyness: string[];
        expiries: { atm_vol: string; points: { moneyness: string; vol: string }[] }[];
      };
      expect(s.expiries).toHaveLength(1);
      expect(s.expiries[0]?.points).toHaveLength(s.moneyness.length);
      expect(s.expiries[0]?.points.find((p) => p.moneyness === '1')?.vol).toBe(
        s.expiries[0]?.atm_vol,
      );
    });

    it.each([
      '/v3/browser/options/chain',
      '/v3/browser/options/chain?underlying=SOL',
      '/v3/browser/options/chain?underlying=BTC&x=1',
      '/v3/browser/options/vol_surface?underlying=',
    ])('answers 400 to %s', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('quote and execute (R-QUOTE-13, R-QUOTE-14)', () => {
    it('quotes a structure: legs at surface prices, totals, stored with a server-time expiry', async () => {
      const q = await quote({ underlying: 'BTC', strategy: 'BUY', legs: CALL_SPREAD });
      expect(q.valid).toBe(true);
      expect(q.errors).toEqual([]);
      expect(q.option_quote_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(q.created_at).toBe(clock.now());
      expect(q.expires_at - q.created_at).toBe(10_000);
      expect(q.subaccountId).toBe(otcSub);
      expect(q.customer_id).toBe(usEntity);
      expect(Number(q.greeks['delta'])).toBeCloseTo(
        Number(q.legs[0]?.delta) - Number(q.legs[1]?.delta),
        8,
      );
      expect(Number(q.total_cost)).toBeGreaterThan(
        Number(q.legs[0]?.price) - Number(q.legs[1]?.price),
      );
      expect(Number(q.var_99_1d)).toBeGreaterThan(0);
      const row = await venue.db
        .selectFrom('quotes')
        .select(['kind', 'entity_id', 'expires_at', 'used_at'])
        .where('id', '=', q.option_quote_id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'OPTION', entity_id: usEntity, used_at: null });
      expect(Number(row.expires_at)).toBe(q.expires_at);
    });

    it('answers an invalid structure with 200, valid:false and errors per leg; stores nothing', async () => {
      const before = await venue.db
        .selectFrom('quotes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const res = await post('/v3/browser/options/quote', {
        underlying: 'ETH',
        strategy: 'BUY',
        legs: [
          { symbol: 'BTC-25DEC26-90000-C', side: 'BUY', ratio: 1, quantity: '1' },
          { symbol: 'ETH-25DEC26-4000-C', side: 'BUY', ratio: 12, quantity: '1' },
        ],
      });
      expect(res.statusCode).toBe(200);
      const q = res.json() as OptionQuote;
      expect(q).toMatchObject({ option_quote_id: '', valid: false, legs: [] });
      expect(q.errors).toEqual([
        { leg: 0, field: 'symbol', message: 'BTC-25DEC26-90000-C is not an option on ETH' },
        { leg: 1, field: 'ratio', message: 'Ratio must be a whole number from 1 to 10' },
      ]);
      const after = await venue.db
        .selectFrom('quotes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('executes a net BUY once: USD debited by total_cost, one trade with its legs', async () => {
      const q = await quote({ underlying: 'BTC', strategy: 'BUY', legs: CALL_SPREAD });
      const before = await usd();
      const trades = await optionTrades();
      const res = await execute(q.option_quote_id);
      expect(res.statusCode, res.body).toBe(200);
      const ex = (res.json() as { execution: { trade_id: string; total_cost: string } }).execution;
      expect(ex.total_cost).toBe(q.total_cost);
      expect(await usd()).toBe(subtractDecimal(before, q.total_cost));
      expect(await optionTrades()).toBe(trades + 1);
      const legs = await venue.db
        .selectFrom('option_trade_legs')
        .select(['symbol', 'side'])
        .where('trade_id', '=', ex.trade_id)
        .orderBy('leg_index')
        .execute();
      expect(legs).toEqual([
        { symbol: 'BTC-25DEC26-90000-C', side: 'BUY' },
        { symbol: 'BTC-25DEC26-110000-C', side: 'SELL' },
      ]);
      const again = await execute(q.option_quote_id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        errors: [{ code: 'QUOTE_USED', message: 'Quote already executed' }],
      });
    });

    it('a net SELL credits the premium in USD (strategy SELL flips the legs)', async () => {
      const q = await quote({ underlying: 'BTC', strategy: 'SELL', legs: CALL_SPREAD });
      expect(Number(q.total_cost)).toBeLessThan(0);
      expect(q.legs.map((l) => l.side)).toEqual(['BUY', 'SELL']);
      const before = await usd();
      const res = await execute(q.option_quote_id);
      expect(res.statusCode, res.body).toBe(200);
      expect(await usd()).toBe(addDecimal(before, negateDecimal(q.total_cost)));
    });

    it('books a quote once when two executes race', async () => {
      const q = await quote({ underlying: 'BTC', strategy: 'BUY', legs: CALL_SPREAD.slice(0, 1) });
      const before = await usd();
      const trades = await optionTrades();
      const [a, b] = await Promise.all([execute(q.option_quote_id), execute(q.option_quote_id)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect(await optionTrades()).toBe(trades + 1);
      expect(await usd()).toBe(subtractDecimal(before, q.total_cost));
    });

    it('expires on server time: executable at expires_at − 1 ms, refused at expires_at', async () => {
      const q1 = await quote({ underlying: 'BTC', strategy: 'BUY', legs: CALL_SPREAD });
      const q2 = await quote({ underlying: 'BTC', strategy: 'BUY', legs: CALL_SPREAD });
      clock.advance(9_999);
      expect((await execute(q1.option_quote_id)).statusCode).toBe(200);
      clock.advance(1);
      const late = await execute(q2.option_quote_id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        errors: [{ code: 'QUOTE_EXPIRED', message: 'Request Expired' }],
      });
    });

    it("refuses past the credit limit with 'Insufficient Credit Remaining', booking nothing", async () => {
      const q = await quote({ underlying: 'BTC', strategy: 'BUY', legs: CALL_SPREAD });
      await venue.db
        .updateTable('customer_credit')
        .set({ limit_usd: '1' })
        .where('customer_id', '=', usEntity)
        .execute();
      try {
        const before = await usd();
        const res = await execute(q.option_quote_id);
        expect(res.statusCode).toBe(402);
        expect(res.json()).toMatchObject({
          errors: [{ code: 'INSUFFICIENT_CREDIT', message: 'Insufficient Credit Remaining' }],
        });
        expect(await usd()).toBe(before);
        // The claim rolled back: the quote is still unused.
        const row = await venue.db
          .selectFrom('quotes')
          .select('used_at')
          .where('id', '=', q.option_quote_id)
          .executeTakeFirstOrThrow();
        expect(row.used_at).toBeNull();
      } finally {
        await venue.db
          .updateTable('customer_credit')
          .set({ limit_usd: '5000000' })
          .where('customer_id', '=', usEntity)
          .execute();
      }
    });

    it('refuses a premium the subaccount cannot pay with INSUFFICIENT_BALANCE', async () => {
      const q = await quote({
        underlying: 'BTC',
        strategy: 'BUY',
        legs: [{ symbol: 'BTC-26MAR27-100000-C', side: 'BUY', ratio: 10, quantity: '100' }],
      });
      // 1 000 contracts of a ~15 000 USD call: far above the 10 M USD balance, within credit? No:
      // raise credit so the balance check is the one that refuses.
      await venue.db
        .updateTable('customer_credit')
        .set({ limit_usd: '1000000000' })
        .where('customer_id', '=', usEntity)
        .execute();
      try {
        const res = await execute(q.option_quote_id);
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json()).toMatchObject({
          errors: [{ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' }],
        });
      } finally {
        await venue.db
          .updateTable('customer_credit')
          .set({ limit_usd: '5000000' })
          .where('customer_id', '=', usEntity)
          .execute();
      }
    });

    it('refuses unknown, foreign and malformed quote ids', async () => {
      const unknown = await execute('00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        errors: [{ code: 'QUOTE_NOT_FOUND', message: 'Quote not found' }],
      });
      // A spot quote id is not an option quote.
      const spot = await post('/v3/browser/quotes', { symbol: 'BTC/USD', quantity: '0.1' });
      const spotId = (spot.json() as { fx_quote_id: string }).fx_quote_id;
      expect((await execute(spotId)).statusCode).toBe(404);
      for (const id of ['', 'abc', '00000000-0000-4000-8000-00000000000Z', 42])
        expect(
          (await post('/v3/browser/options/execute', { option_quote_id: id })).statusCode,
        ).toBe(400);
    });

    it('quotes for another entity of the user with customer_id (client request 1)', async () => {
      const q = await quote({
        underlying: 'BTC',
        strategy: 'BUY',
        legs: CALL_SPREAD,
        customer_id: intlEntity,
      });
      expect(q.customer_id).toBe(intlEntity);
      const intlSub = (
        await venue.db
          .selectFrom('subaccounts')
          .select('id')
          .where('name', '=', 'OTC Intl')
          .executeTakeFirstOrThrow()
      ).id;
      expect(q.subaccountId).toBe(intlSub);
      const before = await usd(intlSub);
      const res = await execute(q.option_quote_id);
      expect(res.statusCode, res.body).toBe(200);
      expect(await usd(intlSub)).toBe(subtractDecimal(before, q.total_cost));
      const stranger = await venue.db
        .insertInto('customers')
        .values({ name: 'Options Stranger Ltd', parent_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const refused = await post('/v3/browser/options/quote', {
        underlying: 'BTC',
        strategy: 'BUY',
        legs: CALL_SPREAD,
        customer_id: stranger.id,
      });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('bad input', () => {
    it('answers 401 without a session, before the flag or the body', async () => {
      const res = await venue.app.inject({
        method: 'POST',
        url: '/v3/browser/options/quote',
        headers: { ...csrfHeaders(), 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(401);
      expect(
        (await venue.app.inject({ url: '/v3/browser/options/chain?underlying=BTC' })).statusCode,
      ).toBe(401);
    });

    it.each([
      ['not an object', 'x'],
      ['null', null],
      ['an array', []],
      ['no legs field', { underlying: 'BTC', strategy: 'BUY' }],
      ['unknown underlying', { underlying: 'SOL', strategy: 'BUY', legs: CALL_SPREAD }],
      ['bad strategy', { underlying: 'BTC', strategy: 'HOLD', legs: CALL_SPREAD }],
      ['unknown field', { underlying: 'BTC', strategy: 'BUY', legs: CALL_SPREAD, x: 1 }],
      [
        'ratio as string',
        { underlying: 'BTC', strategy: 'BUY', legs: [{ ...CALL_SPREAD[0], ratio: '1' }] },
      ],
      [
        'quantity as number',
        { underlying: 'BTC', strategy: 'BUY', legs: [{ ...CALL_SPREAD[0], quantity: 1 }] },
      ],
      [
        '33 legs',
        {
          underlying: 'BTC',
          strategy: 'BUY',
          legs: Array.from({ length: 33 }, () => CALL_SPREAD[0]),
        },
      ],
    ])('answers 400 to %s', async (_name, body) => {
      const res = await post('/v3/browser/options/quote', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ code: expect.any(String) }] });
    });

    it('never answers 5xx to arbitrary quote bodies (property)', async () => {
      const legArb = fc.record(
        {
          symbol: fc.oneof(
            fc.constantFrom('BTC-25DEC26-90000-C', 'BTC-26MAR27-87000-P', 'ETH-25DEC26-4000-C'),
            fc.string({ maxLength: 70 }),
          ),
          side: fc.oneof(fc.constantFrom('BUY', 'SELL'), fc.string()),
          ratio: fc.oneof(
            fc.integer({ min: -5, max: 20 }),
            fc.constantFrom(1e300, 1e21, -0, 2.5),
            fc.double(),
            fc.string(),
          ),
          quantity: fc.oneof(
            fc.constantFrom('1', '0.01', '1e3', '-1', '0', '999999999999', '.5', '1.001'),
            fc.string({ maxLength: 45 }),
            fc.double(),
          ),
        },
        { requiredKeys: [] },
      );
      const body = fc.oneof(
        fc.record({
          underlying: fc.constantFrom('BTC', 'ETH', 'XRP'),
          strategy: fc.constantFrom('BUY', 'SELL'),
          legs: fc.array(legArb, { maxLength: 10 }),
        }),
        fc.json(),
      );
      await fc.assert(
        fc.asyncProperty(body, async (b) => {
          const res = await post('/v3/browser/options/quote', b);
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect([200, 201, 400]).toContain(res.statusCode);
        }),
        { numRuns: 60 },
      );
    });
  });
});
