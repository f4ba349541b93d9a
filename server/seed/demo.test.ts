import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDecimalString } from '../../domain/decimal';
import { createApp } from '../app';
import type { Database } from '../db/schema';
import {
  createTestVenue,
  databaseVariants,
  TEST_PASSWORD_COST,
  type TestVenue,
} from '../testing/test-app';
import { seedDemo } from './demo';
import { DEMO_ADMIN, DEMO_APPROVER, DEMO_TRADER } from './demo-constants';
import { SECURITY_DEMO_USERS } from './security-constants';

const TABLES = [
  'customers',
  'users',
  'user_entities',
  'venues',
  'accounts',
  'subaccounts',
  'instruments',
  'venue_instruments',
  'balances',
  'app_settings',
] as const;

async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe.each(databaseVariants())('R-SRV-10 demo seed (%s)', (variant) => {
  let venue: TestVenue;
  beforeAll(async () => {
    venue = await createTestVenue(variant);
  });
  afterAll(async () => venue?.dispose());

  it('is idempotent: a second run changes nothing', async () => {
    const before = await rowCounts(venue.db);
    expect(await seedDemo(venue.db)).toEqual([]);
    expect(await rowCounts(venue.db)).toEqual(before);
    // The three demo users plus the account-security ones (seed/account-security.ts).
    expect(before['users']).toBe(3 + SECURITY_DEMO_USERS.length);
  });

  it('creates a root customer with two legal entities', async () => {
    const customers = await venue.db.selectFrom('customers').selectAll().orderBy('id').execute();
    const root = customers.find((c) => c.parent_id === null);
    expect(root?.name).toBe('Northwind Capital');
    expect(
      customers
        .filter((c) => c.parent_id === root?.id)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Northwind Capital LLC', 'Northwind Digital Ltd']);
  });

  it('creates the trader, approver and admin with their roles and hashed passwords', async () => {
    const users = await venue.db
      .selectFrom('users')
      .selectAll()
      .where(
        'email',
        'not in',
        SECURITY_DEMO_USERS.map((u) => u.email),
      )
      .orderBy('id')
      .execute();
    expect(users.map((u) => [u.email, u.roles])).toEqual([
      [DEMO_TRADER.email, ['trader']],
      [DEMO_APPROVER.email, ['approver']],
      [DEMO_ADMIN.email, ['admin']],
    ]);
    expect(users[0]?.landing_page).toBe('/trading/rfq');
    for (const user of users) {
      expect(user.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
      expect(user.password_hash).not.toContain(DEMO_TRADER.password);
    }
  });

  it('keeps BTC/USD and ETH/USD at the spec defaults', async () => {
    const rows = await venue.db
      .selectFrom('instruments')
      .selectAll()
      .where('symbol', 'in', ['BTC/USD', 'ETH/USD'])
      .orderBy('symbol')
      .execute();
    expect(
      rows.map((r) => [r.symbol, r.base_token, r.quote_token, r.display_name, r.instrument_type]),
    ).toEqual([
      ['BTC/USD', 'BTC', 'USD', 'BTC/USD', 0],
      ['ETH/USD', 'ETH', 'USD', 'ETH/USD', 0],
    ]);
    for (const row of rows) {
      expect([
        row.allows_fok_order,
        row.allows_limit_order,
        row.allows_market_order,
        row.allows_stop_order,
        row.allows_twap_order,
        row.is_spot_tradeable,
      ]).toEqual([false, false, false, false, false, false]);
    }
  });

  it('lists at least ten more spot pairs, futures, perpetuals and options', async () => {
    const rows = await venue.db
      .selectFrom('instruments')
      .select(['symbol', 'instrument_type', 'metadata'])
      .execute();
    const byType = (type: number) => rows.filter((r) => r.instrument_type === type);
    expect(byType(0).length).toBeGreaterThanOrEqual(12);
    expect(byType(1).length).toBeGreaterThanOrEqual(1);
    expect(byType(3).map((r) => r.symbol)).toEqual(
      expect.arrayContaining(['BTC-PERP', 'ETH-PERP']),
    );
    const options = byType(4);
    expect(options.length).toBeGreaterThanOrEqual(4);
    for (const option of options) {
      expect(option.metadata).toMatchObject({
        underlying: expect.any(String),
        strike: expect.any(String),
        expiry: expect.any(String),
      });
      expect(['CALL', 'PUT']).toContain(option.metadata['optionType']);
    }
  });

  it('has accounts on every venue kind, a read-only subaccount, and decimal-string balances', async () => {
    const kinds = await venue.db
      .selectFrom('accounts')
      .innerJoin('venues', 'venues.id', 'accounts.venue_id')
      .select('venues.account_type')
      .distinct()
      .execute();
    expect(kinds.map((k) => k.account_type).sort()).toEqual([0, 1, 2, 3]);
    const readOnly = await venue.db
      .selectFrom('subaccounts')
      .select('name')
      .where('can_read', '=', true)
      .where('can_trade', '=', false)
      .where('can_withdraw', '=', false)
      .where('can_transfer', '=', false)
      .execute();
    expect(readOnly.length).toBeGreaterThan(0);
    const balances = await venue.db.selectFrom('balances').select(['amount']).execute();
    expect(balances.length).toBeGreaterThan(10);
    for (const { amount } of balances) {
      expect(typeof amount).toBe('string');
      expect(isDecimalString(amount)).toBe(true);
    }
  });
});

describe('R-SRV-10 demo seed across restarts (pglite on disk)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'venue-pglite-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  // Two cold starts on disk with the whole demo seed: 7 s alone, past 20 s beside the suite's
  // heaviest files; the bound only catches a hang.
  it('keeps one copy of the demo data after a restart', { timeout: 90_000 }, async () => {
    const options = {
      dataDir: join(dir, 'db'),
      outboxDir: join(dir, 'outbox'),
      logger: false,
      passwordCost: TEST_PASSWORD_COST,
    };
    const first = await createApp(options);
    const before = await rowCounts(first.db);
    await first.close();
    const second = await createApp(options);
    try {
      expect(await rowCounts(second.db)).toEqual(before);
    } finally {
      await second.close();
    }
  });
});
