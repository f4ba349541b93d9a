// Seeds the portfolio's demo history once (app_settings 'portfolio_seed_version', under an
// advisory lock, in one transaction): opening balances and 180 days of flows and trades in the
// ledger (journal ids below zero, so the venue's own journal counters are untouched), one
// snapshot per day, and the credit facility's loans. Bulk inserts keep the first start fast.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { GLOBAL_SCOPE } from '../settings/app-settings';
import { DEMO_APPROVER, DEMO_ENTITY_INTL, DEMO_ENTITY_US } from '../seed/demo-constants';
import type { Book } from '../ledger/journal';
import { writeSnapshots } from './eod-store';
import { FLOW_KINDS } from './eod-store';
import {
  demoHistory,
  historySnapshots,
  type HistoryEvent,
  type HistorySubaccount,
} from './history';
import { PORTFOLIO_DAY_MS } from '../../domain/portfolio';

const SEED_KEY = 'portfolio_seed_version';
/** 1: history, snapshots, loans; 2: the demo's open derivative positions. */
const SEED_VERSION = 2;
const SEED_LOCK_ID = 73_110_042;
const LEDGER_CHUNK = 2000;

/** Demo loans of the credit facility, relative to the seed day. */
const DEMO_LOANS = [
  {
    entity: DEMO_ENTITY_US,
    token: 'USD',
    principal: '1500000',
    rate: '0.065',
    startedDaysAgo: 40,
    dueInDays: 50,
  },
  {
    entity: DEMO_ENTITY_US,
    token: 'USDC',
    principal: '500000',
    rate: '0.0725',
    startedDaysAgo: 100,
    dueInDays: 5,
  },
  {
    entity: DEMO_ENTITY_INTL,
    token: 'USD',
    principal: '250000',
    rate: '0.07',
    startedDaysAgo: 20,
    dueInDays: 70,
  },
] as const;

/**
 * Open derivative positions of the demo (R-PORT-14), so risk, positions and the derivatives PnL
 * have data on first start. They sit in the US entity's 'Perpetuals Book' (OXS derivatives),
 * which no order, funding or options test trades in: those tests keep their empty books.
 * Opening a future or perpetual moves no balance (the margin is a hold); the long options are
 * taken as bought before the seeded history (their premium is not booked), long-only so no
 * option margin is held.
 */
export const DEMO_POSITIONS_SUBACCOUNT = 'Perpetuals Book';
export const DEMO_POSITIONS = [
  { symbol: 'BTC-PERP', size: '3', entry: '95800' },
  { symbol: 'ETH-PERP', size: '-40', entry: '3655' },
  { symbol: 'BTC-25DEC26', size: '2', entry: '96900' },
] as const;
export const DEMO_OPTION_POSITIONS = [
  { symbol: 'BTC-25DEC26-100000-C', size: '5', entry: '4200' },
  { symbol: 'ETH-25DEC26-3000-P', size: '20', entry: '85' },
] as const;

async function seedPositions(tx: Transaction<Database>, now: number): Promise<void> {
  const sub = await tx
    .selectFrom('subaccounts')
    .select('id')
    .where('name', '=', DEMO_POSITIONS_SUBACCOUNT)
    .orderBy('id')
    .executeTakeFirst();
  if (sub === undefined) return;
  await tx
    .insertInto('positions')
    .values(
      DEMO_POSITIONS.map((p) => ({
        subaccount_id: sub.id,
        symbol: p.symbol,
        position_side: 'BOTH',
        size: p.size,
        entry_price: p.entry,
        realized_pnl: '0',
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['subaccount_id', 'symbol', 'position_side']).doNothing())
    .execute();
  await tx
    .insertInto('option_positions')
    .values(
      DEMO_OPTION_POSITIONS.map((p) => ({
        subaccount_id: sub.id,
        symbol: p.symbol,
        size: p.size,
        entry_price: p.entry,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['subaccount_id', 'symbol']).doNothing())
    .execute();
}

/** Today's USD price of each token from the instruments' start prices (X/USD spot pairs). */
async function startPrices(
  db: Kysely<Database> | Transaction<Database>,
): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('instruments')
    .select(['base_token', 'start_price'])
    .where('instrument_type', '=', 0)
    .where('quote_token', '=', 'USD')
    .execute();
  const out: Record<string, number> = {};
  for (const r of rows) if (r.start_price !== null) out[r.base_token] = Number(r.start_price);
  return out;
}

/** Ledger movements already stored, per subaccount, token and day (older databases). */
async function existingMovements(
  db: Kysely<Database> | Transaction<Database>,
): Promise<HistoryEvent[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select([
      'book',
      'token',
      sql<string>`max(time)::text`.as('time'),
      sql<boolean>`kind in (${sql.join(FLOW_KINDS.map((k) => sql`${k}`))})`.as('flow'),
      sql<string>`sum(amount)::text`.as('amount'),
    ])
    .where('book', 'like', 'sub:%')
    .groupBy(['book', 'token', sql`time / ${PORTFOLIO_DAY_MS}`, 'kind'])
    .execute();
  return rows.map((r) => ({
    time: Number(r.time),
    kind: r.flow ? 'transfer' : 'trade',
    entries: [[r.book as Book, r.token, r.amount]],
  }));
}

export async function seedPortfolio(db: Kysely<Database>, now: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID}::bigint)`.execute(tx);
    const done = await tx
      .selectFrom('app_settings')
      .select('value')
      .where('scope', '=', GLOBAL_SCOPE)
      .where('key', '=', SEED_KEY)
      .executeTakeFirst();
    if (typeof done?.value === 'number' && done.value >= SEED_VERSION) return false;
    if (typeof done?.value === 'number' && done.value >= 1) {
      // An older database has its history: only the later steps.
      await seedPositions(tx, now);
      await markSeeded(tx);
      return true;
    }
    const [subs, balances, prices, existing, history] = await Promise.all([
      tx.selectFrom('subaccounts').select(['id', 'entity_id']).orderBy('id').execute(),
      tx.selectFrom('balances').select(['subaccount_id', 'token', 'amount']).execute(),
      startPrices(tx),
      existingMovements(tx),
      tx.selectFrom('eod_runs').select('cutoff').limit(1).execute(),
    ]);
    const bySub = new Map<number, Map<string, string>>();
    for (const b of balances) {
      let m = bySub.get(b.subaccount_id);
      if (!m) bySub.set(b.subaccount_id, (m = new Map()));
      m.set(b.token, b.amount);
    }
    const input: HistorySubaccount[] = subs.map((s) => ({
      id: s.id,
      entityId: s.entity_id,
      balances: bySub.get(s.id) ?? new Map(),
    }));
    // A database that already takes snapshots keeps its own history.
    const demo = demoHistory(input, prices, now, undefined, existing);
    const rows: {
      journal_id: number;
      book: string;
      token: string;
      amount: string;
      kind: string;
      ref: string;
      time: number;
    }[] = [];
    rows.push(
      ...demo.openings.flatMap(([sub, token, amount]) => [
        {
          journal_id: -1,
          book: 'house:opening',
          token,
          amount: negate(amount),
          kind: 'opening',
          ref: 'demo:opening',
          time: demo.openingTime,
        },
        {
          journal_id: -1,
          book: `sub:${sub}`,
          token,
          amount,
          kind: 'opening',
          ref: 'demo:opening',
          time: demo.openingTime,
        },
      ]),
    );
    for (const [i, e] of demo.generated.entries())
      for (const [book, token, amount] of e.entries)
        rows.push({
          journal_id: -2 - i,
          book,
          token,
          amount,
          kind: e.kind,
          ref: `demo:${e.kind}:${i}`,
          time: e.time,
        });
    for (let i = 0; i < rows.length; i += LEDGER_CHUNK)
      await tx
        .insertInto('ledger_entries')
        .values(rows.slice(i, i + LEDGER_CHUNK))
        .execute();
    if (history.length === 0) await writeSnapshots(tx, historySnapshots(demo), now);
    await seedLoans(tx, now);
    await seedPositions(tx, now);
    // The approver lands on the portfolio's balances (issue 13), also in an older database.
    await tx
      .updateTable('users')
      .set({ landing_page: DEMO_APPROVER.landingPage })
      .where('email', '=', DEMO_APPROVER.email)
      .where('landing_page', '=', '/admin/approvals/pending')
      .execute();
    await markSeeded(tx);
    return true;
  });
}

async function markSeeded(tx: Transaction<Database>): Promise<void> {
  const value = JSON.stringify(SEED_VERSION);
  await tx
    .insertInto('app_settings')
    .values({ scope: GLOBAL_SCOPE, key: SEED_KEY, value })
    .onConflict((oc) => oc.columns(['scope', 'key']).doUpdateSet({ value }))
    .execute();
}

const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

async function seedLoans(tx: Transaction<Database>, now: number): Promise<void> {
  const entities = await tx.selectFrom('customers').select(['id', 'name']).execute();
  const ids = new Map(entities.map((e) => [e.name, e.id]));
  const values = DEMO_LOANS.flatMap((loan) => {
    const customerId = ids.get(loan.entity);
    if (customerId === undefined) return [];
    return [
      {
        customer_id: customerId,
        token: loan.token,
        principal: loan.principal,
        annual_rate: loan.rate,
        started_at: now - loan.startedDaysAgo * PORTFOLIO_DAY_MS,
        due_at: now + loan.dueInDays * PORTFOLIO_DAY_MS,
      },
    ];
  });
  if (values.length > 0) await tx.insertInto('credit_loans').values(values).execute();
}
