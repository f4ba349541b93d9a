// Post-trade through the venue (docs/post-trade.md): allocation and settlement reconcile with
// the ledger to the smallest unit; idempotency, reversal, disputes, maker-checker; the reads
// answer with the seeded history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDecimal, negateDecimal, normalizeDecimal, subtractDecimal } from '../../domain/decimal';
import {
  addMember,
  asUser,
  entityIdOf,
  policyRule,
  requestOf,
  setPolicyRules,
  signInMember,
  TEST_SECRET_KEY,
  type UserCalls,
} from '../testing/approvals';
import { createTestVenue, manualClock, type TestVenue } from '../testing/test-app';
import { applyFill } from '../positions/math';
import { placeMarketOrder } from '../testing/orders';
import { dbBalance, subaccountId } from '../testing/wallet';

const P = '/uapi/v1/post_trade';

interface Trade {
  ref: string;
  symbol: string;
  side: string;
  base_token: string;
  quote_token: string;
  subaccount_id: number;
  quantity: string;
  notional: string;
  fee: string;
  fee_token: string;
}
interface Leg {
  subaccount_id: number;
  quantity: string;
  quote_value: string;
  fee_share: string;
  remainder: boolean;
}
interface Allocation {
  id: number;
  status: string;
  reversal_of: number | null;
  reversed_by: number | null;
  legs: Leg[];
}
interface Line {
  subaccount_id: number;
  token: string;
  owed: string;
  receivable: string;
  net: string;
  status: string;
  dispute_reason: string | null;
}
interface Batch {
  id: number | null;
  status: string;
  lines: Line[];
  request_id: string | null;
}

const sum = (xs: readonly string[]) => xs.reduce(addDecimal, '0');

/** Net ledger movement per 'sub:token' of one ref. */
async function ledgerOf(venue: TestVenue, ref: string): Promise<Map<string, string>> {
  const rows = await venue.db
    .selectFrom('ledger_entries')
    .select(['book', 'token', 'amount'])
    .where('ref', '=', ref)
    .execute();
  const out = new Map<string, string>();
  for (const r of rows) {
    out.set(`${r.book}:${r.token}`, addDecimal(out.get(`${r.book}:${r.token}`) ?? '0', r.amount));
  }
  expect(sum(rows.map((r) => r.amount)), 'a journal sums to zero').toBe('0');
  return out;
}

describe('post-trade (pglite)', () => {
  const clock = manualClock();
  let venue: TestVenue;
  let trader: UserCalls;
  let approver: UserCalls;
  let approverEmail = '';
  let edgeMain = 0;
  let edgeFutures = 0;
  let otcMain = 0;
  let cold = 0;

  beforeAll(async () => {
    venue = await createTestVenue('pglite', {
      secretKey: TEST_SECRET_KEY,
      now: clock.now,
      walletAutostart: false,
      treasuryAutostart: false,
    });
    trader = asUser(venue, await signInMember(venue, await addMember(venue, ['trader'])));
    const checker = await addMember(venue, ['approver']);
    approverEmail = checker.email;
    approver = asUser(venue, await signInMember(venue, checker));
    edgeMain = await subaccountId(venue, 'Edge Main');
    edgeFutures = await subaccountId(venue, 'Edge Futures');
    otcMain = await subaccountId(venue, 'OTC Main');
    cold = await subaccountId(venue, 'Cold Vault');
  }, 120_000);
  afterAll(async () => venue?.dispose());

  const openTrades = async () =>
    (await trader.get(`${P}/trades?state=open`)).json<{ trades: Trade[]; total: number }>();

  it('R-PT-10: the seeded history has allocatable trades and the trader may allocate', async () => {
    const context = (await trader.get(`${P}/allocation/context`)).json<{
      userCanAllocate: boolean;
      subaccounts: { id: number }[];
    }>();
    expect(context.userCanAllocate).toBe(true);
    expect(context.subaccounts.map((s) => s.id)).toEqual(
      expect.arrayContaining([edgeMain, edgeFutures, otcMain]),
    );
    const { trades, total } = await openTrades();
    expect(total).toBeGreaterThan(10);
    expect(trades.every((t) => t.subaccount_id === edgeMain)).toBe(true);
  });

  let allocationId = 0;
  let booked: Allocation;
  let trade: Trade;
  const before = new Map<string, string>();

  it('R-PT-4: booking moves exactly the previewed legs through the ledger, to the smallest unit', async () => {
    trade = (await openTrades()).trades.find((t) => t.side === 'BUY') as Trade;
    const plan = {
      trade_refs: [trade.ref],
      mode: 'percent',
      legs: [
        { subaccount_id: edgeFutures, value: '33.3333' },
        { subaccount_id: otcMain, value: '33.3333' },
      ],
      remainder_subaccount_id: edgeMain,
    };
    const preview = await trader.post(`${P}/allocations/preview`, plan);
    expect(preview.statusCode, preview.body).toBe(200);
    const legs = preview.json<{ legs: Leg[] }>().legs;
    expect(sum(legs.map((l) => l.quantity))).toBe(normalizeDecimal(trade.quantity));
    expect(sum(legs.map((l) => l.quote_value))).toBe(normalizeDecimal(trade.notional));
    expect(sum(legs.map((l) => l.fee_share))).toBe(normalizeDecimal(trade.fee));
    // Nothing is booked by a preview.
    expect((await openTrades()).trades.some((t) => t.ref === trade.ref)).toBe(true);

    for (const sub of [edgeMain, edgeFutures, otcMain])
      for (const token of [trade.base_token, trade.quote_token])
        before.set(`${sub}:${token}`, await dbBalance(venue, sub, token));
    const answer = await trader.post(`${P}/allocations`, { ...plan, client_request_id: 'alloc-1' });
    expect(answer.statusCode, answer.body).toBe(201);
    booked = answer.json<{ allocation: Allocation }>().allocation;
    allocationId = booked.id;
    expect(booked.legs).toEqual(legs);

    const moved = await ledgerOf(venue, `allocation:${allocationId}`);
    for (const leg of legs.filter((l) => l.subaccount_id !== edgeMain)) {
      expect(moved.get(`sub:${leg.subaccount_id}:${trade.base_token}`)).toBe(leg.quantity);
      expect(moved.get(`sub:${leg.subaccount_id}:${trade.quote_token}`)).toBe(
        negateDecimal(addDecimal(leg.quote_value, leg.fee_share)),
      );
      expect(
        subtractDecimal(
          await dbBalance(venue, leg.subaccount_id, trade.base_token),
          before.get(`${leg.subaccount_id}:${trade.base_token}`) ?? '0',
        ),
      ).toBe(leg.quantity);
    }
    const others = legs.filter((l) => l.subaccount_id !== edgeMain);
    expect(moved.get(`sub:${edgeMain}:${trade.base_token}`)).toBe(
      negateDecimal(sum(others.map((l) => l.quantity))),
    );
    expect(
      subtractDecimal(
        await dbBalance(venue, edgeMain, trade.quote_token),
        before.get(`${edgeMain}:${trade.quote_token}`) ?? '0',
      ),
    ).toBe(sum(others.map((l) => addDecimal(l.quote_value, l.fee_share))));
  });

  it('R-PT-4: a repeat of the request id returns the same allocation and books nothing more', async () => {
    const count = async () =>
      (
        await venue.db
          .selectFrom('ledger_entries')
          .select('id')
          .where('ref', 'like', 'allocation:%')
          .execute()
      ).length;
    const entries = await count();
    const again = await trader.post(`${P}/allocations`, {
      trade_refs: [trade.ref],
      mode: 'quantity',
      legs: [{ subaccount_id: edgeFutures, value: '0.001' }],
      remainder_subaccount_id: edgeMain,
      client_request_id: 'alloc-1',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ created: boolean; allocation: Allocation }>().allocation.id).toBe(
      allocationId,
    );
    expect(await count()).toBe(entries);
    const twice = await trader.post(`${P}/allocations`, {
      trade_refs: [trade.ref],
      mode: 'percent',
      legs: [{ subaccount_id: edgeFutures, value: '50' }],
      remainder_subaccount_id: edgeMain,
      client_request_id: 'alloc-2',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('R-PT-4: a reversal is linked to the original and restores every balance exactly', async () => {
    const answer = await trader.post(`${P}/allocations/${allocationId}/reverse`, {
      client_request_id: 'rev-1',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const reversal = answer.json<{ allocation: Allocation }>().allocation;
    expect(reversal.reversal_of).toBe(allocationId);
    const list = (await trader.get(`${P}/allocations`)).json<{ allocations: Allocation[] }>();
    expect(list.allocations.find((a) => a.id === allocationId)).toMatchObject({
      status: 'reversed',
      reversed_by: reversal.id,
    });
    for (const [key, amount] of before) {
      const [sub, token] = key.split(':');
      expect(await dbBalance(venue, Number(sub), token ?? ''), key).toBe(amount);
    }
    expect(
      (
        await trader.post(`${P}/allocations/${allocationId}/reverse`, {
          client_request_id: 'rev-2',
        })
      ).statusCode,
    ).toBe(409);
    // The trade can be allocated again.
    expect((await openTrades()).trades.some((t) => t.ref === trade.ref)).toBe(true);
  });

  it('R-PT-3: several trades of one market and side book at one average price; mixed ones are refused', async () => {
    const trades = (await openTrades()).trades;
    const symbol = ['BTC/USD', 'ETH/USD'].find(
      (m) => trades.filter((t) => t.side === 'BUY' && t.symbol === m).length >= 2,
    );
    const buys = trades.filter((t) => t.side === 'BUY' && t.symbol === symbol).slice(0, 2);
    const sell = trades.find((t) => t.side === 'SELL' && t.symbol === buys[0]?.symbol);
    const plan = {
      mode: 'quantity',
      legs: [{ subaccount_id: edgeFutures, value: '0.1' }],
      remainder_subaccount_id: edgeMain,
    };
    const group = await trader.post(`${P}/allocations/preview`, {
      ...plan,
      trade_refs: buys.map((t) => t.ref),
    });
    expect(group.statusCode, group.body).toBe(200);
    expect(group.json<{ quantity: string }>().quantity).toBe(sum(buys.map((t) => t.quantity)));
    if (sell) {
      const mixed = await trader.post(`${P}/allocations/preview`, {
        ...plan,
        trade_refs: [buys[0]?.ref, sell.ref],
      });
      expect(mixed.statusCode).toBe(400);
    }
    const over = await trader.post(`${P}/allocations/preview`, {
      ...plan,
      legs: [{ subaccount_id: edgeFutures, value: '100000' }],
      trade_refs: [buys[0]?.ref],
    });
    expect(over.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('OVER_ALLOCATED');
  });

  const batches = async (kind: string) =>
    (await trader.get(`${P}/settlement/batches?kind=${kind}`)).json<{
      batches: Batch[];
      settlementAccounts: { id: number }[];
    }>();

  it('R-PT-6: settling a batch moves each open line net through the ledger to the smallest unit; disputed lines stay', async () => {
    const { batches: list, settlementAccounts } = await batches('crypto');
    expect(list[0]?.status).toBe('cycle_running');
    expect(settlementAccounts.map((s) => s.id)).toContain(cold);
    const open = list.filter((b) => b.status === 'open' && b.lines.length > 0);
    expect(open.length, 'open crypto batches in the seeded history').toBeGreaterThan(1);
    const [withDispute, batch] = open;
    const line = withDispute?.lines[0];
    if (!withDispute?.id || !batch?.id || !line) return;
    const dispute = (reason: string | null) =>
      trader.post(`${P}/settlement/batches/${withDispute.id}/dispute`, {
        subaccount_id: line.subaccount_id,
        token: line.token,
        reason,
      });
    expect(
      (await dispute('Fill price differs from our blotter')).json<{ line: Line }>().line.status,
    ).toBe('disputed');
    expect((await dispute(null)).json<{ line: Line }>().line.status).toBe('open');
    expect((await dispute('Quantity differs from our blotter')).statusCode).toBe(200);
    const parked = await trader.post(`${P}/settlement/batches/${withDispute.id}/settle`, {
      client_request_id: 'settle-0',
      settlement_subaccount_id: cold,
    });
    expect(parked.json<{ status: string }>().status).toBe('settled_with_disputes');
    expect((await ledgerOf(venue, `settlement:${withDispute.id}`)).size).toBe(0);

    const balances = new Map<string, string>();
    for (const l of batch.lines) {
      balances.set(
        `${l.subaccount_id}:${l.token}`,
        await dbBalance(venue, l.subaccount_id, l.token),
      );
      balances.set(`${cold}:${l.token}`, await dbBalance(venue, cold, l.token));
    }
    const settled = await trader.post(`${P}/settlement/batches/${batch.id}/settle`, {
      client_request_id: 'settle-1',
      settlement_subaccount_id: cold,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json<{ status: string }>().status).toBe('settled');
    const moved = await ledgerOf(venue, `settlement:${batch.id}`);
    for (const l of batch.lines) {
      // The counterparty account ends flat for the cycle: it gets back what it paid out and
      // hands over what it took in; the settlement account takes the other side.
      expect(moved.get(`sub:${l.subaccount_id}:${l.token}`), l.token).toBe(negateDecimal(l.net));
      expect(moved.get(`sub:${cold}:${l.token}`), l.token).toBe(l.net);
      for (const sub of [l.subaccount_id, cold])
        expect(
          subtractDecimal(
            await dbBalance(venue, sub, l.token),
            balances.get(`${sub}:${l.token}`) ?? '0',
          ),
        ).toBe(moved.get(`sub:${sub}:${l.token}`));
    }
    const after = await batches('crypto');
    expect(after.batches.find((b) => b.id === withDispute.id)?.lines[0]).toMatchObject({
      status: 'disputed',
      dispute_reason: 'Quantity differs from our blotter',
    });
    expect(
      after.batches.find((b) => b.id === batch.id)?.lines.every((l) => l.status === 'settled'),
    ).toBe(true);
    const again = await trader.post(`${P}/settlement/batches/${batch.id}/settle`, {
      client_request_id: 'settle-2',
      settlement_subaccount_id: cold,
    });
    expect(again.statusCode).toBe(409);
  });

  it('R-PT-6: where a policy rule matches, settling makes a settlement_batch request that books on approval', async () => {
    const entity = await entityIdOf(venue);
    await setPolicyRules(venue, entity, [policyRule({ kind: 'settlement_batch' })], clock.now());
    const { batches: list } = await batches('fiat');
    const batch = list.find((b) => b.status === 'open' && b.lines.some((l) => l.net !== '0'));
    expect(batch, 'an open fiat batch').toBeTruthy();
    if (!batch?.id) return;
    const answer = await trader.post(`${P}/settlement/batches/${batch.id}/settle`, {
      client_request_id: 'settle-mc-1',
      settlement_subaccount_id: edgeMain,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { status, requestId } = answer.json<{ status: string; requestId: string }>();
    expect(status).toBe('pending_approval');
    expect((await ledgerOf(venue, `settlement:${batch.id}`)).size).toBe(0);
    const approved = await approver.approve(requestId, {
      email_code: await approver.emailCode(approverEmail),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(requestOf(approved).request_status).toBe('executed');
    const moved = await ledgerOf(venue, `settlement:${batch.id}`);
    for (const l of batch.lines.filter((x) => x.net !== '0'))
      expect(moved.get(`sub:${l.subaccount_id}:${l.token}`)).toBe(negateDecimal(l.net));
    expect((await batches('fiat')).batches.find((b) => b.id === batch.id)?.status).toBe('settled');
  });

  it('R-PT-13: settlement lines are only those of subaccounts the caller reads (running cycle and stored batches); settling or disputing the others is refused', async () => {
    // A second provider-facing subaccount with a trade in the running cycle and a line in a
    // stored open batch; then the caller loses read on it (the subaccount's canRead).
    const otc = await venue.db
      .selectFrom('subaccounts')
      .selectAll()
      .where('id', '=', otcMain)
      .executeTakeFirstOrThrow();
    const { id: deskB } = await venue.db
      .insertInto('subaccounts')
      .values({ account_id: otc.account_id, entity_id: otc.entity_id, name: 'OTC Desk B' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const journal = 9_000_000_001;
    await venue.db
      .insertInto('ledger_entries')
      .values([
        {
          journal_id: journal,
          book: `sub:${deskB}`,
          token: 'BTC',
          amount: '0.5',
          kind: 'rfq',
          ref: 'q:b',
          time: clock.now(),
        },
        {
          journal_id: journal,
          book: 'house:otc',
          token: 'BTC',
          amount: '-0.5',
          kind: 'rfq',
          ref: 'q:b',
          time: clock.now(),
        },
      ])
      .execute();
    const open = await venue.db
      .selectFrom('settlement_batches')
      .select('id')
      .where('entity_id', '=', otc.entity_id)
      .where('kind', '=', 'crypto')
      .where('status', '=', 'open')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await venue.db
      .insertInto('settlement_lines')
      .values({
        batch_id: open.id,
        subaccount_id: deskB,
        token: 'ETH',
        owed: '2',
        receivable: '0',
        net: '-2',
        trades: 1,
        status: 'open',
      })
      .execute();
    const linesOfB = (list: Batch[]) =>
      list.flatMap((b) => b.lines).filter((l) => l.subaccount_id === deskB);
    const seen = await batches('crypto');
    expect(
      linesOfB(seen.batches)
        .map((l) => l.token)
        .sort(),
    ).toEqual(['BTC', 'ETH']);

    await venue.db
      .updateTable('subaccounts')
      .set({ can_read: false })
      .where('id', '=', deskB)
      .execute();
    const hidden = await trader.get(`${P}/settlement/batches?kind=crypto`);
    const body = hidden.json<{ batches: Batch[]; counterparties: { id: number }[] }>();
    expect(linesOfB(body.batches)).toEqual([]);
    expect(body.counterparties.map((c) => c.id)).toEqual([otcMain]);
    // The subaccounts the caller still reads keep their lines.
    expect(body.batches.some((b) => b.lines.some((l) => l.subaccount_id === otcMain))).toBe(true);
    const dispute = await trader.post(`${P}/settlement/batches/${open.id}/dispute`, {
      subaccount_id: deskB,
      token: 'ETH',
      reason: 'Not ours',
    });
    expect(dispute.statusCode).toBe(404);
    const settle = await trader.post(`${P}/settlement/batches/${open.id}/settle`, {
      client_request_id: 'settle-hidden',
      settlement_subaccount_id: cold,
    });
    expect(settle.statusCode, settle.body).toBe(403);
    expect((await ledgerOf(venue, `settlement:${open.id}`)).size).toBe(0);
    await venue.db
      .updateTable('subaccounts')
      .set({ can_read: true })
      .where('id', '=', deskB)
      .execute();
    await venue.db.deleteFrom('settlement_lines').where('subaccount_id', '=', deskB).execute();

    // The allocation history likewise lists only blocks of subaccounts the caller reads.
    const history = async () =>
      (await trader.get(`${P}/allocations`)).json<{ total: number }>().total;
    const all = await history();
    expect(all).toBeGreaterThan(0);
    await venue.db
      .updateTable('subaccounts')
      .set({ can_read: false })
      .where('id', '=', edgeMain)
      .execute();
    expect(await history()).toBe(0);
    await venue.db
      .updateTable('subaccounts')
      .set({ can_read: true })
      .where('id', '=', edgeMain)
      .execute();
    expect(await history()).toBe(all);
  });

  it('R-PT-7: statistics answer the default window by day with volume, counts, fees and slippage', async () => {
    const stats = await trader.get(`${P}/statistics`);
    expect(stats.statusCode, stats.body).toBe(200);
    const body = stats.json<{
      series: unknown[];
      totals: { count: number; volume_usd: number };
      by_venue: { key: string }[];
      slippage: { weighted_bps: number | null; orders: unknown[] };
    }>();
    expect(body.series).toHaveLength(16);
    expect(body.totals.count).toBeGreaterThan(0);
    expect(body.by_venue.map((v) => v.key)).toContain('Edge');
    expect(body.slippage.orders.length).toBeGreaterThan(0);
    expect(body.slippage.weighted_bps).toBeGreaterThan(0);
    const fees = await trader.get(`${P}/statistics/fees?timeGrouping=Week`);
    expect(fees.statusCode, fees.body).toBe(200);
    expect(fees.json<{ totals: { fees_usd: number } }>().totals.fees_usd).toBeGreaterThan(0);
  });

  it('R-PT-9: transactions page the ledger with links to what caused each movement', async () => {
    const page = await trader.get(`${P}/ledger?groups=trades,fees&limit=50`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<{
      total: number;
      rows: { kind: string; link: { type: string; id: string } | null }[];
    }>();
    expect(body.total).toBeGreaterThan(50);
    expect(body.rows).toHaveLength(50);
    const links = new Set(body.rows.flatMap((r) => (r.link ? [r.link.type] : [])));
    expect(links.has('allocation')).toBe(true);
    expect(links.has('order')).toBe(true);
    const bad = await trader.get(`${P}/ledger?groups=nonsense`);
    expect(bad.statusCode).toBe(400);
  });

  it('R-PT-11: the EOD dashboard compares two days and EMS lists TWAP parents with their slices', async () => {
    const eod = (await trader.get(`${P}/eod`)).json<{
      dates: string[];
      rows: unknown[];
      date: string;
      compare: string;
    }>();
    expect(eod.dates.length).toBeGreaterThan(100);
    expect(eod.rows.length).toBeGreaterThan(0);
    expect(eod.date > eod.compare).toBe(true);
    const ems = (await trader.get(`${P}/ems?tab=twap`)).json<{
      records: {
        order_type: string;
        slices: unknown[];
        fills: unknown[];
        slippage_bps: number | null;
      }[];
    }>();
    expect(ems.records.length).toBeGreaterThan(0);
    for (const r of ems.records) {
      expect(r.order_type).toBe('TWAP');
      expect(r.slices).toHaveLength(4);
      expect(r.fills).toHaveLength(4);
      expect(r.slippage_bps).not.toBeNull();
    }
  });

  describe('derivative fills', () => {
    let perps = 0;
    let block: Trade & { kind: string; position_side: string };
    interface PositionRow {
      size: string;
      entry: string;
      realized: string;
    }
    /** Positions of BTC-PERP as the database and the order service's memory hold them. */
    const positionsOf = async (subs: readonly number[]) => {
      const rows = await venue.db
        .selectFrom('positions')
        .selectAll()
        .where('symbol', '=', 'BTC-PERP')
        .where('subaccount_id', 'in', [...subs])
        .execute();
      const db = new Map<number, PositionRow>();
      const memory = new Map<number, PositionRow>();
      for (const r of rows)
        db.set(r.subaccount_id, {
          size: normalizeDecimal(r.size),
          entry: normalizeDecimal(r.entry_price),
          realized: normalizeDecimal(r.realized_pnl),
        });
      for (const p of venue.orders.state.positions.values())
        if (p.symbol === 'BTC-PERP' && subs.includes(p.subaccountId))
          memory.set(p.subaccountId, {
            size: normalizeDecimal(p.size),
            entry: normalizeDecimal(p.entryPrice),
            realized: normalizeDecimal(p.realizedPnl),
          });
      return { db, memory };
    };
    const sizeOf = (m: Map<number, PositionRow>, sub: number) => m.get(sub)?.size ?? '0';

    beforeAll(async () => {
      perps = await subaccountId(venue, 'Perpetuals Book');
      // Edge Main holds no USDT: 5,000 bought, so it can margin a leg.
      await placeMarketOrder(venue, {
        subaccountId: edgeMain,
        market: 'USDT/USD',
        side: 'BUY',
        quantity: '5000',
        clientOrderId: 'usdt-for-margin',
      });
      const fill = await placeMarketOrder(venue, {
        subaccountId: edgeFutures,
        market: 'BTC-PERP',
        side: 'BUY',
        quantity: '0.7',
        clientOrderId: 'perp-block-1',
      });
      expect(fill.record.order.status).toBe('FILLED');
    });

    const plan = () => ({
      trade_refs: [block.ref],
      mode: 'percent',
      legs: [
        { subaccount_id: perps, value: '33.3333' },
        { subaccount_id: edgeMain, value: '33.3333' },
      ],
      remainder_subaccount_id: edgeFutures,
    });
    let before: Awaited<ReturnType<typeof positionsOf>>;
    let afterBooking: Awaited<ReturnType<typeof positionsOf>>;
    let allocation: Allocation;

    it('R-PT-14: a perpetual fill is listed, and its preview splits size to the lot, fees to the total', async () => {
      const trades = (await openTrades()).trades as (Trade & {
        kind: string;
        position_side: string;
      })[];
      block = trades.find((t) => t.symbol === 'BTC-PERP' && t.subaccount_id === edgeFutures)!;
      expect(block).toMatchObject({ kind: 'derivative', side: 'BUY', fee_token: 'USDT' });
      expect(block.quantity).toBe('0.7');
      const preview = await trader.post(`${P}/allocations/preview`, plan());
      expect(preview.statusCode, preview.body).toBe(200);
      const body = preview.json<{ kind: string; legs: (Leg & { position_side: string })[] }>();
      expect(body.kind).toBe('derivative');
      // 33.3333 % of 0.7 is 0.2333331: cut to the lot (0.001); the remainder takes the rest.
      expect(body.legs.map((l) => [l.subaccount_id, l.quantity, l.remainder])).toEqual([
        [perps, '0.233', false],
        [edgeMain, '0.233', false],
        [edgeFutures, '0.234', true],
      ]);
      expect(sum(body.legs.map((l) => l.fee_share))).toBe(normalizeDecimal(block.fee));
      expect(body.legs.every((l) => l.position_side === 'BOTH')).toBe(true);
    });

    it('R-PT-15: a leg whose subaccount lacks the margin refuses the whole allocation; nothing is booked', async () => {
      before = await positionsOf([edgeFutures, perps, edgeMain, otcMain]);
      const entries = await venue.db.selectFrom('ledger_entries').select('id').execute();
      const bad = {
        ...plan(),
        legs: [
          { subaccount_id: perps, value: '30' },
          { subaccount_id: otcMain, value: '30' },
        ],
      };
      for (const call of [
        () => trader.post(`${P}/allocations/preview`, bad),
        () => trader.post(`${P}/allocations`, { ...bad, client_request_id: 'perp-bad' }),
      ]) {
        const answer = await call();
        expect(answer.statusCode, answer.body).toBe(409);
        const error = answer.json<{ errors: { code: string; message: string; field: string }[] }>()
          .errors[0];
        expect(error?.code).toBe('INSUFFICIENT_MARGIN');
        expect(error?.field).toBe('legs.1.value');
        expect(error?.message, error?.message).toMatch(
          /^Insufficient margin on OTC Main: 0(\.0+)? USDT available, [\d,.]+ needed$/,
        );
      }
      expect(await venue.db.selectFrom('ledger_entries').select('id').execute()).toHaveLength(
        entries.length,
      );
      const after = await positionsOf([edgeFutures, perps, edgeMain, otcMain]);
      expect(after).toEqual(before);
      expect(
        await venue.db
          .selectFrom('allocations')
          .select('id')
          .where('client_request_id', '=', 'perp-bad')
          .execute(),
      ).toHaveLength(0);
    });

    it(
      'R-PT-14: booking moves position size at the fill price; positions, memory and ledger reconcile to the smallest unit',
      { timeout: 60_000 },
      async () => {
        const answer = await trader.post(`${P}/allocations`, {
          ...plan(),
          client_request_id: 'perp-1',
        });
        expect(answer.statusCode, answer.body).toBe(201);
        allocation = answer.json<{ allocation: Allocation }>().allocation;
        const price = (allocation as unknown as { average_price: string }).average_price;
        const after = await positionsOf([edgeFutures, perps, edgeMain]);
        afterBooking = after;
        expect(after.memory, 'memory follows the database').toEqual(after.db);
        const leg = (sub: number) => allocation.legs.find((l) => l.subaccount_id === sub)!;
        for (const sub of [perps, edgeMain]) {
          expect(subtractDecimal(sizeOf(after.db, sub), sizeOf(before.db, sub))).toBe(
            leg(sub).quantity,
          );
          // As a fill of the leg's size at the allocation's price would leave it.
          const was = before.db.get(sub);
          const expected = {
            size: was?.size ?? '0',
            entryPrice: was?.entry ?? '0',
            realizedPnl: was?.realized ?? '0',
          };
          applyFill(expected, leg(sub).quantity, price);
          expect(after.db.get(sub)?.entry).toBe(normalizeDecimal(expected.entryPrice));
        }
        expect(subtractDecimal(sizeOf(before.db, edgeFutures), sizeOf(after.db, edgeFutures))).toBe(
          '0.466',
        );
        // The total position is conserved; the ledger moved exactly the fee shares, and any
        // realised PnL is the positions' realised PnL, unit for unit.
        const total = (m: Map<number, PositionRow>) =>
          sum([edgeFutures, perps, edgeMain].map((s) => sizeOf(m, s)));
        expect(total(after.db)).toBe(total(before.db));
        const moved = await ledgerOf(venue, `allocation:${allocation.id}`);
        for (const sub of [perps, edgeMain]) {
          const realized = subtractDecimal(
            after.db.get(sub)?.realized ?? '0',
            before.db.get(sub)?.realized ?? '0',
          );
          expect(moved.get(`sub:${sub}:USDT`) ?? '0').toBe(
            normalizeDecimal(subtractDecimal(realized, leg(sub).fee_share)),
          );
        }
        const sourceRealized = subtractDecimal(
          after.db.get(edgeFutures)?.realized ?? '0',
          before.db.get(edgeFutures)?.realized ?? '0',
        );
        expect(moved.get(`sub:${edgeFutures}:USDT`) ?? '0').toBe(
          normalizeDecimal(
            addDecimal(sourceRealized, addDecimal(leg(perps).fee_share, leg(edgeMain).fee_share)),
          ),
        );
        // The position endpoint (what the Edge and portfolio screens read) shows the move.
        const shown = await trader.get(`/uapi/v1/positions?subaccountId=${perps}`);
        expect(shown.json<{ positions: { symbol: string; size: string }[] }>().positions).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ symbol: 'BTC-PERP', size: sizeOf(after.db, perps) }),
          ]),
        );
      },
    );

    it(
      'R-PT-16: a repeat of the request id books nothing more; the reversal moves every size back exactly',
      { timeout: 60_000 },
      async () => {
        const repeat = await trader.post(`${P}/allocations`, {
          ...plan(),
          client_request_id: 'perp-1',
        });
        expect(repeat.statusCode).toBe(200);
        expect(repeat.json<{ allocation: Allocation }>().allocation.id).toBe(allocation.id);
        const reversed = await trader.post(`${P}/allocations/${allocation.id}/reverse`, {
          client_request_id: 'perp-rev-1',
        });
        expect(reversed.statusCode, reversed.body).toBe(201);
        const reversal = reversed.json<{ allocation: Allocation }>().allocation;
        expect(reversal.reversal_of).toBe(allocation.id);
        const after = await positionsOf([edgeFutures, perps, edgeMain, otcMain]);
        expect(after.memory).toEqual(after.db);
        for (const sub of [edgeFutures, perps, edgeMain])
          expect(sizeOf(after.db, sub), String(sub)).toBe(sizeOf(before.db, sub));
        expect(after.db.get(edgeFutures)?.entry).toBe(before.db.get(edgeFutures)?.entry);
        // Each leg gets its fee share back; a leg that already held a position realises the
        // difference between its blended entry and the allocation's price (the ledger's PnL is
        // the positions' realised PnL, unit for unit).
        const back = await ledgerOf(venue, `allocation:${reversal.id}`);
        const realized = (sub: number) =>
          subtractDecimal(
            after.db.get(sub)?.realized ?? '0',
            afterBooking.db.get(sub)?.realized ?? '0',
          );
        const fee = (sub: number) =>
          allocation.legs.find((l) => l.subaccount_id === sub)?.fee_share ?? '0';
        for (const sub of [perps, edgeMain])
          expect(back.get(`sub:${sub}:USDT`) ?? '0', String(sub)).toBe(
            normalizeDecimal(addDecimal(realized(sub), fee(sub))),
          );
        expect(back.get(`sub:${edgeFutures}:USDT`) ?? '0').toBe(
          normalizeDecimal(
            subtractDecimal(realized(edgeFutures), addDecimal(fee(perps), fee(edgeMain))),
          ),
        );
        // The fill can be allocated again; the reversal itself cannot be reversed.
        expect((await openTrades()).trades.some((t) => t.ref === block.ref)).toBe(true);
        expect(
          (
            await trader.post(`${P}/allocations/${reversal.id}/reverse`, {
              client_request_id: 'perp-rev-2',
            })
          ).statusCode,
        ).toBe(409);
      },
    );
  });
});
