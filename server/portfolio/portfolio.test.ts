// Portfolio over HTTP on an in-memory venue with a manual clock: the seeded 180-day history, the
// end-of-day job's catch-up (exactly once), balances reconciled to the ledger to the cent after a
// trade, performance, risk, positions and credit.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  roundDecimalHalfUp,
} from '../../domain/decimal';
import { cutoffAtOrBefore, PORTFOLIO_DAY_MS } from '../../domain/portfolio';
import type { TimerHandle, Timers } from '../market-runtime/timers';
import { riskInfo } from '../orders/views';
import { DEMO_TRADER } from '../seed/demo-constants';
import { postJson, subaccountNamed } from '../testing/signed-in';
import { bearer, createTestVenue, manualClock, signIn, type TestVenue } from '../testing/test-app';
import { EodSnapshotJob, snapshotRows } from './eod-job';
import type { MarketRuntime } from '../market-runtime/runtime';
import { balancesAt } from './eod-store';
import { HISTORY_DAYS } from './history';
import { snapshotSources } from './live';
import { DEMO_OPTION_POSITIONS, DEMO_POSITIONS, DEMO_POSITIONS_SUBACCOUNT } from './seed';

const DAY = PORTFOLIO_DAY_MS;
const noTimers: Timers = {
  setTimeout: () => ({}) as TimerHandle,
  clearTimeout: () => undefined,
  setInterval: () => ({}) as TimerHandle,
  clearInterval: () => undefined,
};
const clock = manualClock(Date.UTC(2026, 10, 22, 9, 0, 0));
let venue: TestVenue;
let token: string;

const get = async <T>(url: string): Promise<T> => {
  const res = await venue.app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

/** Σ ledger per subaccount book and token (the ledger's view of every balance). */
async function ledgerSums(): Promise<Map<string, string>> {
  const rows = await venue.db
    .selectFrom('ledger_entries')
    .select(['book', 'token', sql<string>`sum(amount)::text`.as('amount')])
    .where('book', 'like', 'sub:%')
    .groupBy(['book', 'token'])
    .execute();
  return new Map(rows.map((r) => [`${r.book.slice(4)}:${r.token}`, r.amount]));
}

beforeAll(async () => {
  venue = await createTestVenue('pglite', { now: clock.now, marketHistoryMinutes: 60 });
  venue.market.step(200);
  token = await signIn(venue, DEMO_TRADER);
}, 90_000);
afterAll(async () => venue?.dispose());

describe('demo history', () => {
  it('R-PORT-3: 180 daily snapshots ending at the last cut-off, no negative balance, ledger equals balances', async () => {
    const runs = await venue.db
      .selectFrom('eod_runs')
      .select(['cutoff', 'source'])
      .orderBy('cutoff')
      .execute();
    const seeded = runs.filter((r) => r.source === 'seed');
    expect(seeded).toHaveLength(HISTORY_DAYS);
    expect(Number(seeded[seeded.length - 1]?.cutoff)).toBe(cutoffAtOrBefore(clock.now()));
    const negative = await venue.db
      .selectFrom('eod_snapshots')
      .select(sql<string>`count(*)::text`.as('n'))
      .where('balance', '<', '0')
      .executeTakeFirstOrThrow();
    expect(negative.n).toBe('0');
    // Every stored balance is exactly what the ledger says (opening balances are journals too).
    const ledger = await ledgerSums();
    const balances = await venue.db.selectFrom('balances').selectAll().execute();
    for (const b of balances)
      expect(compareDecimal(ledger.get(`${b.subaccount_id}:${b.token}`) ?? '0', b.amount)).toBe(0);
    // The last seeded snapshot holds the ledger's balances at its cut-off.
    const last = Number(seeded[seeded.length - 1]?.cutoff);
    const at = await balancesAt(venue.db, last);
    const rows = await venue.db
      .selectFrom('eod_snapshots')
      .selectAll()
      .where('cutoff', '=', last)
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows)
      expect(compareDecimal(at.get(r.subaccount_id)?.get(r.token) ?? '0', r.balance)).toBe(0);
  });
});

describe('balances', () => {
  it('R-PORT-4: after an RFQ trade, screen totals equal the ledger valued at the conversion rates, to the cent', async () => {
    const otc = await subaccountNamed(venue, 'OTC Main');
    const q = await postJson(venue, token, '/v3/browser/quotes', {
      symbol: 'BTC/USD',
      quantity: '0.75',
    });
    expect(q.statusCode, q.body).toBe(201);
    const ex = await postJson(venue, token, '/v3/browser/execute_quote', {
      fx_quote_id: (q.json() as { fx_quote_id: string }).fx_quote_id,
      side: 'BUY',
    });
    expect(ex.statusCode, ex.body).toBe(200);

    const { rates } = await get<{ rates: Record<string, string> }>('/uapi/v1/conversion_rates');
    const body = await get<{
      totals: { equity_usd: string };
      rows: { subaccountId: number; token: string; equity_balance: string; value_usd: string }[];
      tokens: { token: string; value_usd: string }[];
    }>('/v4/portfolio_balance');
    const ledger = await ledgerSums();
    const readable = new Set(body.rows.map((r) => r.subaccountId));
    let expected = '0';
    for (const [key, amount] of ledger) {
      const [sub = '0', t = ''] = key.split(':');
      if (!readable.has(Number(sub)) || rates[t] === undefined) continue;
      expected = addDecimal(expected, multiplyDecimal(amount, rates[t]));
    }
    expect(body.totals.equity_usd).toBe(roundDecimalHalfUp(expected, 2));
    for (const r of body.rows)
      expect(
        compareDecimal(r.equity_balance, ledger.get(`${r.subaccountId}:${r.token}`) ?? '0'),
      ).toBe(0);
    expect(body.rows.some((r) => r.subaccountId === otc.id && r.token === 'BTC')).toBe(true);

    // token_balances carries the same USD value per row.
    const tb = await get<{
      balances: { subaccountId: number; token: string; usd_value: string }[];
    }>(`/uapi/v2/token_balances?subaccountId=${otc.id}`);
    const btc = tb.balances.find((b) => b.token === 'BTC');
    expect(btc?.usd_value).toBe(
      body.rows.find((r) => r.subaccountId === otc.id && r.token === 'BTC')?.value_usd,
    );
  });

  it('R-PORT-4: the report is a CSV of the same rows', async () => {
    const res = await venue.app.inject({
      url: '/v4/portfolio_balance/report',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe(
      'venue,account,subaccount,token,equity_balance,available,held,price_usd,value_usd',
    );
    const body = await get<{ rows: unknown[] }>('/v4/portfolio_balance');
    expect(lines).toHaveLength(body.rows.length + 1);
  });

  it('R-PORT-5: only readable subaccounts of the acting entity; naming another is refused', async () => {
    const intl = await subaccountNamed(venue, 'Intl Vault');
    const res = await venue.app.inject({
      url: `/v4/portfolio_balance?subaccountIds=${intl.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(403);
    const bad = await venue.app.inject({
      url: '/v4/portfolio_balance?subaccountIds=abc',
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    const edge = await get<{ rows: { venue: string }[] }>('/v4/portfolio_balance?venues=edge');
    expect(edge.rows.length).toBeGreaterThan(0);
    expect(edge.rows.every((r) => r.venue === 'edge')).toBe(true);
  });
});

describe('performance', () => {
  it('R-PORT-7: a 30-day window returns one point per cut-off plus the live point, TWR labelled', async () => {
    const now = clock.now();
    const tStart = cutoffAtOrBefore(now) - 29 * DAY;
    const tEnd = cutoffAtOrBefore(now) + DAY - 1;
    const body = await get<{
      method: string;
      live: boolean;
      points: { t: number; equity: string; twr: string }[];
      summary: { twr: string; pnl: string; netFlows: string; startEquity: string };
      byVenue: { venue: string }[];
      bySubaccount: { subaccountId: number }[];
      byInstrumentClass: { instrumentClass: string; pnl: string }[];
    }>(`/v4/portfolio_performance?t_start=${tStart}&t_end=${tEnd}`);
    expect(body.method).toBe('time_weighted_return');
    expect(body.live).toBe(true);
    // 30 cut-offs in the window + the base cut-off at its start + the live point.
    expect(body.points).toHaveLength(31);
    expect(body.points[body.points.length - 1]?.t).toBe(now);
    expect(body.points[0]?.twr).toBe('0.00000000');
    expect(Number(body.summary.startEquity)).toBeGreaterThan(1e7);
    expect(body.byVenue.map((v) => v.venue).sort()).toEqual(
      ['custody', 'edge', 'off_exchange', 'otc', 'oxs_derivatives'].sort(),
    );
    expect(body.byInstrumentClass.map((c) => c.instrumentClass)).toEqual(['spot', 'derivatives']);
    // A window in the past has no live point.
    const past = await get<{ live: boolean; points: unknown[] }>(
      `/v4/portfolio_performance?t_start=${tStart - 60 * DAY}&t_end=${tStart}`,
    );
    expect(past.live).toBe(false);
    expect(past.points).toHaveLength(61);
    const reversed = await venue.app.inject({
      url: `/v4/portfolio_performance?t_start=${tEnd}&t_end=${tStart}`,
      headers: bearer(token),
    });
    expect(reversed.statusCode).toBe(400);
  });
});

describe('end-of-day job', () => {
  it('R-PORT-2: a start after missed cut-offs catches each up exactly once, also when two run together', async () => {
    clock.advance(3 * DAY);
    const latest = cutoffAtOrBefore(clock.now());
    const [a, b] = await Promise.all([venue.eod.catchUp(), venue.eod.catchUp()]);
    const written = [...a, ...b].sort();
    expect(written).toEqual([latest - 2 * DAY, latest - DAY, latest]);
    expect(await venue.eod.catchUp()).toEqual([]);
    const runs = await venue.db
      .selectFrom('eod_runs')
      .select(['cutoff', 'source', 'rows'])
      .where('cutoff', '>', latest - 3 * DAY)
      .orderBy('cutoff')
      .execute();
    expect(runs.map((r) => [Number(r.cutoff), r.source])).toEqual([
      [latest - 2 * DAY, 'catch_up'],
      [latest - DAY, 'catch_up'],
      [latest, 'catch_up'],
    ]);
    // Each snapshot row count matches its run, and balances match the ledger at the cut-off.
    const at = await balancesAt(venue.db, latest);
    const rows = await venue.db
      .selectFrom('eod_snapshots')
      .selectAll()
      .where('cutoff', '=', latest)
      .execute();
    expect(rows).toHaveLength(runs[2]?.rows ?? -1);
    for (const r of rows)
      expect(compareDecimal(at.get(r.subaccount_id)?.get(r.token) ?? '0', r.balance)).toBe(0);
  });

  it('R-PORT-2: the scheduled timer takes the next cut-off when it fires, and not before', async () => {
    const pending: { fn: () => void; ms: number }[] = [];
    const timers: Timers = {
      setTimeout: (fn, ms) => {
        pending.push({ fn, ms });
        return {} as TimerHandle;
      },
      clearTimeout: () => undefined,
      setInterval: () => ({}) as TimerHandle,
      clearInterval: () => undefined,
    };
    const job = new EodSnapshotJob({
      db: venue.db,
      now: clock.now,
      timers,
      sources: snapshotSources(venue.orders, () => ({ USD: '1' })),
    });
    expect(await job.start()).toEqual([]);
    const next = cutoffAtOrBefore(clock.now()) + DAY;
    expect(pending[0]?.ms).toBe(next - clock.now());
    clock.set(next + 1000);
    pending[0]?.fn();
    await job.stop();
    const run = await venue.db
      .selectFrom('eod_runs')
      .select(['source'])
      .where('cutoff', '=', next)
      .executeTakeFirst();
    expect(run?.source).toBe('scheduled');
  });

  it('R-PORT-18: a caught-up cut-off is valued at the prices at the cut-off, not at catch-up time; a scheduled one at live prices', async () => {
    const live = { USD: '1', BTC: '90000', ETH: '3000' };
    const sources = {
      ...snapshotSources(venue.orders, () => live),
      ratesAt: (at: number) => (at === cutoffAtOrBefore(clock.now()) ? { BTC: '80000' } : null),
    };
    const job = new EodSnapshotJob({ db: venue.db, now: clock.now, timers: noTimers, sources });
    // The latest cut-off missed (taken again; the clock stays, the later tests count days).
    const cutoff = cutoffAtOrBefore(clock.now());
    await venue.db.deleteFrom('eod_subaccount_totals').where('cutoff', '=', cutoff).execute();
    await venue.db.deleteFrom('eod_prices').where('cutoff', '=', cutoff).execute();
    await venue.db.deleteFrom('eod_snapshots').where('cutoff', '=', cutoff).execute();
    await venue.db.deleteFrom('eod_runs').where('cutoff', '=', cutoff).execute();
    expect(await job.catchUp()).toEqual([cutoff]);
    const prices = await venue.db
      .selectFrom('eod_snapshots')
      .select(['token', 'price'])
      .where('cutoff', '=', cutoff)
      .where('token', 'in', ['BTC', 'ETH'])
      .execute();
    expect(new Set(prices.filter((p) => p.token === 'BTC').map((p) => Number(p.price)))).toEqual(
      new Set([80000]),
    );
    // ETH has no candle at the cut-off: the live rate.
    expect(new Set(prices.filter((p) => p.token === 'ETH').map((p) => Number(p.price)))).toEqual(
      new Set([3000]),
    );
    const scheduled = await snapshotRows(venue.db, sources, cutoff);
    expect(scheduled.find((r) => r.token === 'BTC')?.price).toBe('90000');
  });

  it('R-PORT-19: the per-subaccount totals and the day prices equal what the snapshot rows say at every cut-off, seeded, scheduled or caught up', async () => {
    const sums = await venue.db
      .selectFrom('eod_snapshots')
      .select([
        'cutoff',
        'subaccount_id',
        sql<string>`sum(value_usd)::text`.as('value'),
        sql<string>`sum(flow_usd)::text`.as('flow'),
        sql<string>`sum(realised_usd)::text`.as('realised'),
        sql<string>`sum(unrealised_usd)::text`.as('unrealised'),
      ])
      .groupBy(['cutoff', 'subaccount_id'])
      .orderBy(['cutoff', 'subaccount_id'])
      .execute();
    const totals = await venue.db
      .selectFrom('eod_subaccount_totals')
      .select([
        'cutoff',
        'subaccount_id',
        sql<string>`value_usd::text`.as('value'),
        sql<string>`flow_usd::text`.as('flow'),
        sql<string>`realised_usd::text`.as('realised'),
        sql<string>`unrealised_usd::text`.as('unrealised'),
      ])
      .orderBy(['cutoff', 'subaccount_id'])
      .execute();
    expect(sums.length).toBeGreaterThan(180);
    expect(totals).toEqual(sums);
    const maxPrices = await venue.db
      .selectFrom('eod_snapshots')
      .select(['cutoff', 'token', sql<string>`max(price)::text`.as('price')])
      .where('price', 'is not', null)
      .groupBy(['cutoff', 'token'])
      .orderBy(['cutoff', 'token'])
      .execute();
    const prices = await venue.db
      .selectFrom('eod_prices')
      .select(['cutoff', 'token', sql<string>`price::text`.as('price')])
      .orderBy(['cutoff', 'token'])
      .execute();
    expect(prices).toEqual(maxPrices);
  });

  it("R-PORT-18: the market's past rates are the 1-minute candle closes before the instant", () => {
    const market = venue.market as unknown as MarketRuntime;
    const at = Math.floor(market.time / 60_000) * 60_000 - 10 * 60_000;
    const candle = market
      .klines('BTC/USD', '1m', { startTime: at - 60_000, endTime: at - 60_000, limit: 1 })
      ?.at(-1);
    expect(candle?.closeTime).toBe(at - 1);
    expect(market.conversionRatesAt(at)?.['BTC']).toBe(candle?.close);
    // Before the candle history: none.
    expect(market.conversionRatesAt(at - 400 * DAY)).toBeNull();
  });
});

describe('risk, positions and credit', () => {
  it('R-PORT-8: risk per venue and in total, positions across venues', async () => {
    token = await signIn(venue, DEMO_TRADER); // the clock moved days ahead: a fresh session
    const risk = await get<{
      total: { marginBalance: string; leverage: string; riskMeter: string; positionValue: string };
      venues: { venue: string }[];
    }>('/v4/portfolio_risk');
    expect(risk.venues.length).toBeGreaterThan(0);
    expect(compareDecimal(risk.total.marginBalance, '0')).toBe(1);
    expect(risk.venues.map((v) => v.venue)).toContain('oxs_derivatives');
  });

  it('R-PORT-14: the demo opens derivative and option positions in the Perpetuals Book only; positions and risk show them', async () => {
    const positions = await get<{
      positions: { symbol: string; side?: string; venue: string; subaccountName: string }[];
    }>('/v4/portfolio_positions');
    expect(positions.positions.map((p) => p.symbol).sort()).toEqual(
      [...DEMO_POSITIONS, ...DEMO_OPTION_POSITIONS].map((p) => p.symbol).sort(),
    );
    expect(new Set(positions.positions.map((p) => p.subaccountName))).toEqual(
      new Set([DEMO_POSITIONS_SUBACCOUNT]),
    );
    const risk = await get<{
      total: { positionValue: string; unrealisedPnl?: string };
      venues: { venue: string; totals: { positionValue: string } }[];
    }>('/v4/portfolio_risk');
    expect(compareDecimal(risk.total.positionValue, '0')).toBe(1);
    const oxs = risk.venues.find((v) => v.venue === 'oxs_derivatives');
    expect(compareDecimal(oxs?.totals.positionValue ?? '0', '0')).toBe(1);
    // The subaccounts other areas' tests trade in keep an empty book.
    const rows = await venue.db
      .selectFrom('positions')
      .innerJoin('subaccounts', 'subaccounts.id', 'positions.subaccount_id')
      .select('subaccounts.name')
      .execute();
    expect(new Set(rows.map((r) => r.name))).toEqual(new Set([DEMO_POSITIONS_SUBACCOUNT]));
    // Each position's collateral margins it well (the USD-settled future too): the demo's book
    // is not liquidated by the market's ordinary moves on first start.
    const book = await subaccountNamed(venue, DEMO_POSITIONS_SUBACCOUNT);
    const risks = riskInfo(venue.orders, book.id);
    expect(risks.map((r) => r.collateralToken).sort()).toEqual(['USD', 'USDT']);
    for (const r of risks) expect(compareDecimal(r.marginRatio, '0.05')).toBe(-1);
  });

  it('R-PORT-9: credit shows the trade line as quotes check it, loans with accrued interest; a frozen line has nothing remaining', async () => {
    const credit = await get<{
      limit: string;
      used: string;
      remaining: string;
      frozen: boolean;
      loans: { principal: string; accruedInterest: string; dueAt: number }[];
      amountsDue: { amount: string }[];
    }>('/v4/portfolio_credit');
    const line = await get<{ remaining: string }>('/v3/browser/credit');
    expect(credit.remaining).toBe(line.remaining);
    expect(credit.frozen).toBe(false);
    expect(credit.loans).toHaveLength(2);
    // 1,500,000 at 6.5 % for 43 days (40 before the seed + 3 the clock moved): simple, actual/365.
    const usd = credit.loans.find((l) => l.principal === '1500000');
    expect(usd?.accruedInterest).toBe(
      roundDecimalHalfUp(String((1_500_000 * 0.065 * 43) / 365), 2),
    );
    expect(credit.amountsDue).toHaveLength(2);

    const entity = await venue.db
      .selectFrom('customers')
      .select('id')
      .where('name', '=', 'Northwind Capital LLC')
      .executeTakeFirstOrThrow();
    await venue.db
      .updateTable('customer_credit')
      .set({ frozen: true, frozen_reason: 'Margin call outstanding' })
      .where('customer_id', '=', entity.id)
      .execute();
    const frozen = await get<{ remaining: string; frozen: boolean; frozenReason: string }>(
      '/v4/portfolio_credit',
    );
    expect(frozen).toMatchObject({
      remaining: '0',
      frozen: true,
      frozenReason: 'Margin call outstanding',
    });
    const q = await postJson(venue, token, '/v3/browser/quotes', {
      symbol: 'BTC/USD',
      quantity: '0.01',
    });
    const ex = await postJson(venue, token, '/v3/browser/execute_quote', {
      fx_quote_id: (q.json() as { fx_quote_id: string }).fx_quote_id,
      side: 'BUY',
    });
    expect(ex.statusCode).toBe(402);
    expect(ex.body).toContain('Insufficient Credit Remaining');
    await venue.db
      .updateTable('customer_credit')
      .set({ frozen: false, frozen_reason: null })
      .where('customer_id', '=', entity.id)
      .execute();
  });
});

describe('options positions', () => {
  it('R-PORT-12: an options execution creates positions per leg and holds the short book’s margin against USD', async () => {
    token = await signIn(venue, DEMO_TRADER);
    const otc = await subaccountNamed(venue, 'OTC Main');
    const usdLocked = async () => {
      const tb = await get<{ balances: { token: string; locked: string }[] }>(
        `/uapi/v2/token_balances?subaccountId=${otc.id}`,
      );
      return tb.balances.find((b) => b.token === 'USD')?.locked ?? '0';
    };
    const before = await usdLocked();
    const equity = async () =>
      Number(
        (await get<{ summary: { endEquity: string } }>('/v4/portfolio_performance')).summary
          .endEquity,
      );
    const equityBefore = await equity();
    const q = await postJson(venue, token, '/v3/browser/options/quote', {
      underlying: 'BTC',
      strategy: 'BUY',
      legs: [
        { symbol: 'BTC-25DEC26-90000-C', side: 'BUY', ratio: 1, quantity: '2' },
        { symbol: 'BTC-25DEC26-110000-C', side: 'SELL', ratio: 1, quantity: '2' },
      ],
    });
    expect(q.statusCode, q.body).toBe(201);
    const quote = q.json() as { option_quote_id: string; subaccountId: number; total_cost: string };
    expect(quote.subaccountId).toBe(otc.id);
    const ex = await postJson(venue, token, '/v3/browser/options/execute', {
      option_quote_id: quote.option_quote_id,
    });
    expect(ex.statusCode, ex.body).toBe(200);
    const rows = await venue.db
      .selectFrom('option_positions')
      .selectAll()
      .where('subaccount_id', '=', otc.id)
      .orderBy('symbol')
      .execute();
    expect(rows.map((r) => [r.symbol, compareDecimal(r.size, '0')])).toEqual([
      ['BTC-25DEC26-110000-C', -1],
      ['BTC-25DEC26-90000-C', 1],
    ]);
    const margin = await venue.db
      .selectFrom('option_margin')
      .select('amount')
      .where('subaccount_id', '=', otc.id)
      .executeTakeFirstOrThrow();
    expect(compareDecimal(margin.amount, '0')).toBe(1);
    // The hold is part of what is locked (and no longer available) in USD.
    expect(await usdLocked()).toBe(addDecimal(before, margin.amount));
    // Equity counts the options at their mark: paying the premium is not a loss of its size.
    const premium = Number(quote.total_cost);
    expect(premium).toBeGreaterThan(0);
    expect(Math.abs((await equity()) - equityBefore)).toBeLessThan(premium * 0.5);
    const positions = await get<{
      positions: { symbol: string; productType: string; side: string; subaccountId: number }[];
    }>(`/v4/portfolio_positions?subaccountIds=${otc.id}`);
    expect(
      positions.positions
        .filter((p) => p.productType === 'OPTION')
        .map((p) => [p.symbol, p.side])
        .sort(),
    ).toEqual([
      ['BTC-25DEC26-110000-C', 'SHORT'],
      ['BTC-25DEC26-90000-C', 'LONG'],
    ]);
  });
});
