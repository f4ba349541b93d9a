// The engine fence against a real PostgreSQL (docs/scale-out.md "The fence"): an engine that
// lost the engine lock and has not noticed yet cannot write money any more, and the engine
// that took over starts only after the old engine's writes in flight have ended.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';
import { createApp, type VenueApp } from '../app';
import { DEMO_TRADER } from '../seed/demo-constants';
import { postOrder, subaccountNamed } from '../testing/signed-in';
import {
  TEST_CSRF_KEY,
  TEST_PASSWORD_COST,
  createPostgresSchema,
  signIn,
} from '../testing/test-app';
import { ENGINE_EPOCH_SETTING, fencedDatabaseUrl, raiseEngineEpoch } from './engine-fence';
import { postgresBinDir, startPostgres, type PostgresProcess } from './pg-process';

const O = desk.orders;
const external = process.env['TEST_DATABASE_URL'];
const available = external !== undefined || postgresBinDir() !== null;
if (!available) console.warn('engine fence tests skipped: no PostgreSQL (CI installs it)');

describe.skipIf(!available)('R-SCALE-11 the engine fence', () => {
  let server: PostgresProcess | null = null;
  let base = '';
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    if (external !== undefined) base = external;
    else {
      server = await startPostgres();
      base = server.url;
    }
  }, 60_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await server?.stop();
  });

  async function schema(): Promise<string> {
    const created = await createPostgresSchema(base);
    cleanups.push(created.drop);
    return created.url;
  }

  async function client(url: string): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    cleanups.push(() => c.end());
    return c;
  }

  /** A write to a fenced table (a statement trigger fires even when no row matches). */
  const write = (c: pg.Client) => c.query('DELETE FROM ledger_entries WHERE false');

  it('a writer of an old epoch is refused (DK001); the current epoch and unfenced connections write', async () => {
    const url = await schema();
    expect(await raiseEngineEpoch(url)).toBe(1);
    const first = await client(fencedDatabaseUrl(url, 1));
    const shown = await first.query<{ epoch: string }>(
      `SELECT current_setting('${ENGINE_EPOCH_SETTING}') AS epoch`,
    );
    expect(shown.rows[0]?.epoch).toBe('1');
    await write(first);

    expect(await raiseEngineEpoch(url)).toBe(2);
    await expect(write(first)).rejects.toMatchObject({ code: 'DK001' });
    const second = await client(fencedDatabaseUrl(url, 2));
    await write(second);
    // `npm start`, tools and gateways set no epoch: not fenced.
    await write(await client(url));
  });

  it('the raise waits for the old engine’s write in flight, which commits; its next write is refused', async () => {
    const url = await schema();
    const epoch = await raiseEngineEpoch(url);
    const old = await client(fencedDatabaseUrl(url, epoch));
    await old.query('BEGIN');
    await write(old); // past the fence: holds the epoch row FOR SHARE until it ends
    let raised: number | null = null;
    const raising = raiseEngineEpoch(url).then((n) => (raised = n));
    await new Promise((r) => setTimeout(r, 500));
    expect(raised).toBeNull();
    await old.query('COMMIT');
    await raising;
    expect(raised).toBe(epoch + 1);
    await expect(write(old)).rejects.toMatchObject({ code: 'DK001' });
  });

  it('an engine whose epoch passed answers 503 ENGINE_FENCED to an order and stores nothing', async () => {
    const url = await schema();
    const outboxDir = await mkdtemp(join(tmpdir(), 'fence-outbox-'));
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }));
    const epoch = await raiseEngineEpoch(url);
    const venue: VenueApp = await createApp({
      databaseUrl: fencedDatabaseUrl(url, epoch),
      marketAutostart: false,
      marketHistoryMinutes: 60,
      csrfKey: TEST_CSRF_KEY,
      passwordCost: TEST_PASSWORD_COST,
      logger: false,
      outboxDir,
    });
    cleanups.push(() => venue.close());
    const token = await signIn({ app: venue.app, outboxDir }, DEMO_TRADER);
    const sub = await subaccountNamed(venue, 'Edge Main');
    const order = (clientOrderId: string) =>
      postOrder(venue, token, {
        clientOrderId,
        market: 'BTC/USD',
        side: O.Side.BUY,
        orderType: O.OrderType.LIMIT,
        timeInForce: O.TimeInForce.GTC,
        limitPrice: '1000',
        quantity: '0.01',
        hedgeVenue: { accountType: 0, accountId: sub.accountId, subaccountId: sub.id },
      });
    const accepted = await order('fence-before');
    expect(accepted.statusCode, accepted.body).toBe(200);

    await raiseEngineEpoch(url); // another engine took over
    const refused = await order('fence-after');
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'ENGINE_FENCED' }] });
    const stored = await (
      await client(url)
    ).query<{ client_order_id: string }>(
      `SELECT client_order_id FROM orders WHERE client_order_id LIKE 'fence-%'`,
    );
    expect(stored.rows.map((r) => r.client_order_id)).toEqual(['fence-before']);
  }, 120_000);
});
