// Migration 002 and seed step 2: every book instrument gets its tick, lot and start price, on
// fresh databases and on databases created before them, without overwriting operators' values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { loadMigrations, migrate } from '../db/migrate';
import { GLOBAL_SCOPE } from '../settings/app-settings';
import {
  createPostgresSchema,
  createTestVenue,
  databaseVariants,
  type DatabaseVariant,
  type TestVenue,
} from '../testing/test-app';
import { seedDemo } from './demo';
import { ALL_INSTRUMENTS } from './instruments';

async function openEmpty(
  variant: DatabaseVariant,
): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  if (variant === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handle, dispose: () => handle.close() };
  }
  const schema = await createPostgresSchema(process.env['TEST_DATABASE_URL'] ?? '');
  const handle = await openDatabase({ databaseUrl: schema.url });
  return {
    handle,
    async dispose() {
      await handle.close();
      await schema.drop();
    },
  };
}

describe.each(databaseVariants())('R-SRV-33 instrument market units (%s)', (variant) => {
  let venue: TestVenue;
  beforeAll(async () => {
    venue = await createTestVenue(variant);
  });
  afterAll(async () => venue?.dispose());

  const units = () =>
    venue.db
      .selectFrom('instruments')
      .select(['symbol', 'tick_size', 'lot_size', 'start_price'])
      .orderBy('id')
      .execute();

  it('seeds tick, lot and start price as exact decimal strings', async () => {
    expect(await units()).toEqual(
      ALL_INSTRUMENTS.map((i) => ({
        symbol: i.symbol,
        tick_size: i.tickSize,
        lot_size: i.lotSize,
        start_price: i.startPrice,
      })),
    );
  });

  it('fills a database seeded before step 2, keeping values an operator set', async () => {
    await venue.db
      .updateTable('instruments')
      .set({ tick_size: null, lot_size: null, start_price: null })
      .execute();
    await venue.db
      .updateTable('instruments')
      .set({ start_price: '50000' })
      .where('symbol', '=', 'BTC/USD')
      .execute();
    await venue.db
      .updateTable('app_settings')
      .set({ value: '1' })
      .where('scope', '=', GLOBAL_SCOPE)
      .where('key', '=', 'demo_seed_version')
      .execute();
    expect(await seedDemo(venue.db)).toEqual([2]);
    const rows = await units();
    expect(rows.find((r) => r.symbol === 'BTC/USD')).toEqual({
      symbol: 'BTC/USD',
      tick_size: '0.01',
      lot_size: '0.00001',
      start_price: '50000',
    });
    expect(rows.every((r) => r.tick_size !== null && r.lot_size !== null)).toBe(true);
    expect(await seedDemo(venue.db)).toEqual([]);
  });

  it('migration 002 fills tick and lot from the metadata of existing rows', async () => {
    const empty = await openEmpty(variant);
    try {
      const all = await loadMigrations();
      await migrate(
        empty.handle,
        all.filter((m) => m.version === '001_init'),
      );
      await empty.handle.db
        .insertInto('instruments')
        .values([
          {
            symbol: 'OLD/USD',
            base_token: 'OLD',
            quote_token: 'USD',
            instrument_type: 0,
            display_name: 'OLD/USD',
            metadata: JSON.stringify({ tickSize: '0.005', lotSize: 'lots' }),
          },
        ])
        .execute();
      expect(await migrate(empty.handle, all)).toEqual(
        all.filter((m) => m.version !== '001_init').map((m) => m.version),
      );
      const row = await empty.handle.db
        .selectFrom('instruments')
        .select(['tick_size', 'lot_size', 'start_price'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ tick_size: '0.005', lot_size: null, start_price: null });
    } finally {
      await empty.dispose();
    }
  });
});
