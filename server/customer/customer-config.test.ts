// The remaining calls of spec 7.3 (docs/account.md "Customer config, trade confirmations, last
// state"): the customer state of spec 3.2, trade confirmation emails really sent on RFQ
// executions and Edge fills when the user's flag is on (and not when off), and the last user
// state saved and read back.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';
import { readOutbox } from '../mail/outbox';
import { confirmationText } from '../notifications/trade-confirmations';
import { PAUSED_NO_TRADE } from '../autoflex/sweeper';
import { DEMO_TRADER } from '../seed/demo-constants';
import { DEMO_VIEWER } from '../seed/security-constants';
import { postJson, postOrder, subaccountNamed } from '../testing/signed-in';
import { bearer, createTestVenue, manualClock, signIn, type TestVenue } from '../testing/test-app';

const O = desk.orders;
const clock = manualClock();
let venue: TestVenue;
let trader: string;

const get = (url: string) => venue.app.inject({ url, headers: bearer(trader) });
const confirmations = async () =>
  (await readOutbox(venue.outboxDir, DEMO_TRADER.email)).filter((m) =>
    m.subject.startsWith('Trade confirmation'),
  );
const eventually = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 50; i += 1) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
};

beforeAll(async () => {
  venue = await createTestVenue('pglite', { now: clock.now, autoflexAutostart: false });
  trader = await signIn(venue, DEMO_TRADER);
}, 60_000);
afterAll(async () => venue?.dispose());

describe('spec 7.3 remaining calls', () => {
  it('R-ACC-20: /uapi/v1/customer_config answers the customer state, users sorted by displayName', async () => {
    const res = await get('/uapi/v1/customer_config');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      info: { name: string };
      customerId: number;
      rootCustomerId: number;
      userCanAllocate: boolean;
      users: { displayName: string; email: string }[];
    }>();
    expect(body.info.name).toBe('Northwind Capital LLC');
    expect(body.rootCustomerId).not.toBe(body.customerId);
    expect(body.userCanAllocate).toBe(true);
    const names = body.users.map((u) => u.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.users.map((u) => u.email)).toContain(DEMO_TRADER.email);
  });

  it('R-ACC-21: with the flag on, an RFQ execution and an Edge fill each mail a confirmation; off, none', async () => {
    expect((await get('/api/get_trade_confirmation_emails_enabled')).json()).toMatchObject({
      enabled: true,
    });
    const before = (await confirmations()).length;
    const quote = await postJson(venue, trader, '/v3/browser/quotes', {
      symbol: 'BTC/USD',
      quantity: '0.1',
    });
    expect(quote.statusCode, quote.body).toBe(201);
    const done = await postJson(venue, trader, '/v3/browser/execute_quote', {
      fx_quote_id: quote.json<{ fx_quote_id: string }>().fx_quote_id,
      side: 'BUY',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await eventually(async () => (await confirmations()).length === before + 1)).toBe(true);
    const rfq = (await confirmations()).at(-1);
    expect(rfq?.subject).toBe('Trade confirmation: bought BTC/USD (RFQ)');
    expect(rfq?.text).toMatch(/Bought 0\.1\d* BTC at [\d,.]+ USD on RFQ/);

    const edge = await subaccountNamed(venue, 'Edge Main');
    const order = await postOrder(venue, trader, {
      clientOrderId: 'confirm-1',
      market: 'BTC/USD',
      side: O.Side.BUY,
      orderType: O.OrderType.MARKET,
      timeInForce: O.TimeInForce.IOC,
      quantity: '0.01',
      hedgeVenue: { accountType: 0, accountId: edge.accountId, subaccountId: edge.id },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(
      await eventually(async () => (await confirmations()).some((m) => m.text.includes('on Edge'))),
    ).toBe(true);

    const off = await postJson(venue, trader, '/api/set_trade_confirmation_emails_enabled', {
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const count = (await confirmations()).length;
    const q2 = await postJson(venue, trader, '/v3/browser/quotes', {
      symbol: 'BTC/USD',
      quantity: '0.1',
    });
    await postJson(venue, trader, '/v3/browser/execute_quote', {
      fx_quote_id: q2.json<{ fx_quote_id: string }>().fx_quote_id,
      side: 'SELL',
    });
    await new Promise((r) => setTimeout(r, 200));
    expect((await confirmations()).length).toBe(count);
  });

  it('R-ACC-21: a confirmation never holds a bare six-digit run (sign-in code readers)', () => {
    const text = confirmationText('OTC Main', [
      {
        symbol: 'XRP/USD',
        side: 'BUY',
        quantity: '250000',
        price: '0.512345',
        fee: { amount: '1.123456', token: 'USDC' },
        time: clock.now(),
        source: 'Edge',
      },
    ]);
    expect(text).not.toMatch(/\b\d{6}\b/);
    expect(text).toContain('250,000');
  });

  it('R-ACC-22: save_last_user_state keeps the last screen and selections per user', async () => {
    const state = { route: '/trading/dma', symbol: 'ETH/USD', entityId: 1 };
    const saved = await postJson(venue, trader, '/uapi/v1/save_last_user_state', { state });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/uapi/v1/last_user_state')).json()).toMatchObject({ state });
  });
});

interface AutoflexInfo {
  subaccountId: number;
  subaccountName: string;
  enabled: boolean;
  targetToken: string;
  tokens: string[];
  pausedReason: string | null;
  canEdit: boolean;
  convertibleTokens: Record<string, string[]>;
  conversions: { token: string; sold: string; received: string; symbol: string }[];
}

describe('the Flex account automatic conversion (autoflex_info)', () => {
  const flexInfo = async (token: string) => {
    const res = await venue.app.inject({ url: '/uapi/v1/tokens/flex', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ autoflex_info: AutoflexInfo[] }>().autoflex_info;
  };
  const balanceOf = async (subaccountId: number, token: string) => {
    const res = await get(`/uapi/v2/token_balances?subaccountId=${subaccountId}`);
    const row = res
      .json<{ balances: { token: string; available: string; total: string }[] }>()
      .balances.find((b) => b.token === token);
    return row ?? { token, available: '0', total: '0' };
  };

  it('R-ACC-23: GET lists each readable Flex subaccount, off by default, with what converts into what', async () => {
    const otc = await subaccountNamed(venue, 'OTC Main');
    const info = await flexInfo(trader);
    const main = info.find((i) => i.subaccountId === otc.id);
    expect(main).toMatchObject({ enabled: false, targetToken: 'USD', tokens: [], canEdit: true });
    expect(main?.convertibleTokens['USD']).toEqual(expect.arrayContaining(['BTC', 'ETH']));
    // Only Flex (OTC venue) subaccounts appear: never the Edge one.
    const edge = await subaccountNamed(venue, 'Edge Main');
    expect(info.some((i) => i.subaccountId === edge.id)).toBe(false);
  });

  it('R-ACC-23: saving checks the subaccount, the target and every token; a viewer may not save', async () => {
    const otc = await subaccountNamed(venue, 'OTC Main');
    const edge = await subaccountNamed(venue, 'Edge Main');
    const save = (token: string, body: object) =>
      postJson(venue, token, '/uapi/v1/tokens/flex', body);
    const base = { subaccountId: otc.id, enabled: true, targetToken: 'USD', tokens: ['BTC'] };
    const notFlex = await save(trader, { ...base, subaccountId: edge.id });
    expect(notFlex.statusCode, notFlex.body).toBe(400);
    expect(notFlex.json()).toMatchObject({ errors: [{ field: 'subaccountId' }] });
    const wrongToken = await save(trader, { ...base, tokens: ['NOPE'] });
    expect(wrongToken.statusCode).toBe(400);
    expect(wrongToken.json()).toMatchObject({ errors: [{ field: 'tokens' }] });
    const empty = await save(trader, { ...base, tokens: [] });
    expect(empty.statusCode).toBe(400);
    const extra = await save(trader, { ...base, surprise: 1 });
    expect(extra.statusCode).toBe(400);
    const viewer = await signIn(venue, DEMO_VIEWER);
    expect((await flexInfo(viewer)).find((i) => i.subaccountId === otc.id)?.canEdit).toBe(false);
    expect((await save(viewer, base)).statusCode).toBe(403);
  });

  it('R-ACC-24: a sweep sells the whole available BTC into USD once, through the ledger; the next finds nothing', async () => {
    const otc = await subaccountNamed(venue, 'OTC Main');
    const btcBefore = await balanceOf(otc.id, 'BTC');
    const usdBefore = await balanceOf(otc.id, 'USD');
    expect(Number(btcBefore.available)).toBeGreaterThan(0.01);
    const saved = await postJson(venue, trader, '/uapi/v1/tokens/flex', {
      subaccountId: otc.id,
      enabled: true,
      targetToken: 'USD',
      tokens: ['BTC'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The conversion's row commits with its trade: when the row cannot be written (as when the
    // process stops right after the trade), the trade is not kept either.
    const trades = async () =>
      Number(
        (
          await venue.db
            .selectFrom('quote_trades')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const tradesBefore = await trades();
    await sql`CREATE FUNCTION refuse_conversion() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'conversion row refused'; END $$`.execute(venue.db);
    await sql`CREATE TRIGGER refuse_conversion BEFORE INSERT ON autoflex_conversions
      FOR EACH ROW EXECUTE FUNCTION refuse_conversion()`.execute(venue.db);
    await expect(venue.autoflex.sweep()).rejects.toThrow(/conversion row refused/);
    await sql`DROP TRIGGER refuse_conversion ON autoflex_conversions`.execute(venue.db);
    await sql`DROP FUNCTION refuse_conversion()`.execute(venue.db);
    expect(await trades()).toBe(tradesBefore);
    expect(await balanceOf(otc.id, 'BTC')).toEqual(btcBefore);
    expect(await balanceOf(otc.id, 'USD')).toEqual(usdBefore);

    expect(await venue.autoflex.sweep()).toBe(1);
    expect(await trades()).toBe(tradesBefore + 1);
    const [conversion] = (await flexInfo(trader)).find(
      (i) => i.subaccountId === otc.id,
    )!.conversions;
    expect(conversion).toMatchObject({ token: 'BTC', symbol: 'BTC/USD' });
    const btcAfter = await balanceOf(otc.id, 'BTC');
    const usdAfter = await balanceOf(otc.id, 'USD');
    // Sold = what was available, to the lot; the ledger moved exactly what the record says.
    expect(Number(btcBefore.total) - Number(btcAfter.total)).toBeCloseTo(
      Number(conversion!.sold),
      9,
    );
    expect(Number(usdAfter.total) - Number(usdBefore.total)).toBeCloseTo(
      Number(conversion!.received),
      6,
    );
    // The conversion's journal: the subaccount pays exactly `sold` BTC and gets `received` USD.
    const last = await venue.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.max('journal_id').as('j'))
      .where('book', '=', `sub:${otc.id}`)
      .executeTakeFirstOrThrow();
    const entries = await venue.db
      .selectFrom('ledger_entries')
      .select(['token', 'amount'])
      .where('journal_id', '=', last.j!)
      .where('book', '=', `sub:${otc.id}`)
      .execute();
    expect(entries.map((e) => [e.token, Number(e.amount)]).sort()).toEqual(
      [
        ['BTC', -Number(conversion!.sold)],
        ['USD', Number(conversion!.received)],
      ].sort(),
    );
    expect(await venue.autoflex.sweep()).toBe(0);
  });

  it('R-ACC-24: settings saved by a user who may no longer trade there are paused, not traded', async () => {
    const otc = await subaccountNamed(venue, 'OTC Main');
    await venue.db
      .updateTable('subaccounts')
      .set({ can_trade: false })
      .where('id', '=', otc.id)
      .execute();
    try {
      expect(await venue.autoflex.sweep()).toBe(0);
      const main = (await flexInfo(trader)).find((i) => i.subaccountId === otc.id);
      expect(main).toMatchObject({ enabled: false, pausedReason: PAUSED_NO_TRADE });
    } finally {
      await venue.db
        .updateTable('subaccounts')
        .set({ can_trade: true })
        .where('id', '=', otc.id)
        .execute();
    }
  });
});
