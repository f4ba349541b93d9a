// Spot realised PnL from the ledger (average cost): the ledger's journals become movements per
// subaccount, flows are priced from the snapshots' day prices, sales count on the day they end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_DAY_MS } from '../../domain/portfolio';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { loadMigrations, migrate } from '../db/migrate';
import { writeSubaccountTotals } from './eod-store';
import { spotRealisedByDay } from './spot-cost';

const DAY = PORTFOLIO_DAY_MS;
const C0 = Date.UTC(2026, 9, 1);
let handle: DatabaseHandle;

const entry = (
  journal: number,
  book: string,
  token: string,
  amount: string,
  kind: string,
  time: number,
) => ({ journal_id: journal, book, token, amount, kind, ref: `t:${journal}`, time });

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle, await loadMigrations());
  const db = handle.db;
  await db
    .insertInto('eod_runs')
    .values({ cutoff: C0, taken_at: C0, source: 'seed', rows: 1 })
    .execute();
  await db
    .insertInto('eod_snapshots')
    .values({
      cutoff: C0,
      subaccount_id: 1,
      token: 'BTC',
      balance: '1',
      price: '50000',
      value_usd: '50000',
    })
    .execute();
  // The day prices the venue writes with every cut-off's rows (eod-store.ts).
  await writeSubaccountTotals(db, [C0]);
  await db
    .insertInto('ledger_entries')
    .values([
      // Day 1: 1 BTC deposited (priced at the cut-off's 50,000), 1 BTC bought for 70,000.
      entry(1, 'house:external', 'BTC', '-1', 'deposit', C0 + 1000),
      entry(1, 'sub:1', 'BTC', '1', 'deposit', C0 + 1000),
      entry(2, 'sub:1', 'USD', '-70000', 'trade', C0 + 2000),
      entry(2, 'house:market', 'USD', '70000', 'trade', C0 + 2000),
      entry(2, 'house:market', 'BTC', '-1', 'trade', C0 + 2000),
      entry(2, 'sub:1', 'BTC', '1', 'trade', C0 + 2000),
      // Day 2: half a BTC sold by RFQ for 40,000 (average cost 60,000: realises 10,000).
      entry(3, 'sub:1', 'BTC', '-0.5', 'rfq', C0 + DAY + 5000),
      entry(3, 'house:market', 'BTC', '0.5', 'rfq', C0 + DAY + 5000),
      entry(3, 'house:market', 'USD', '-40000', 'rfq', C0 + DAY + 5000),
      entry(3, 'sub:1', 'USD', '40000', 'rfq', C0 + DAY + 5000),
      // Another subaccount's sale of unknown-cost ETH realises nothing.
      entry(4, 'sub:2', 'ETH', '-1', 'trade', C0 + DAY + 6000),
      entry(4, 'sub:2', 'USD', '3000', 'trade', C0 + DAY + 6000),
      entry(4, 'house:market', 'ETH', '1', 'trade', C0 + DAY + 6000),
      entry(4, 'house:market', 'USD', '-3000', 'trade', C0 + DAY + 6000),
    ])
    .execute();
}, 60_000);
afterAll(async () => handle?.close());

describe('spot realised PnL from the ledger', () => {
  it('R-PORT-17: a sale realises proceeds minus the average cost (deposits at the day price), counted at the cut-off ending its day', async () => {
    const byDay = await spotRealisedByDay(handle.db, [1, 2], C0 + 3 * DAY, {});
    expect([...(byDay.get(1) ?? [])]).toEqual([[C0 + 2 * DAY, 10_000]]);
    expect(byDay.get(2)).toBeUndefined();
    // Only what happened up to `upTo` counts.
    expect((await spotRealisedByDay(handle.db, [1], C0 + DAY, {})).size).toBe(0);
  });
});
