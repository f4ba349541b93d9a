// Issue 16 (reports) in Chromium against the real venue: the trader's Edge order history holds
// 60,000 orders; "Export → CSV" on the order-history blotter queues a job; a second tab of the
// same browser watches its progress in the shell's Downloads panel (live through the
// reports:<userId> topic, no reload); once ready the file is downloaded through its plain signed
// link and its rows are the database's. The runner's test hook paces pages (300 ms each) and
// holds the job at half-way until the second tab has shown the progress, so the test never
// races the export. Screenshots: test-results/downloads-*.png.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { insertSyntheticOrders } from '../../server/testing/report-data';
import { openEdge } from './edge-helpers';
import {
  launchBrowser,
  newContext,
  screenshotPath,
  signIn,
  startVenue,
  type Venue,
} from './harness';

const ORDERS = 60_000;
let venue: Venue;
let browser: Browser;
let edgeMainId = 0;
let release: () => void = () => undefined;
const held = new Promise<void>((resolve) => (release = resolve));

beforeAll(async () => {
  venue = await startVenue({
    reportsAfterPage: async (_job, rows) => {
      await new Promise((r) => setTimeout(r, 300));
      if (rows >= ORDERS / 2) await held;
    },
  });
  browser = await launchBrowser();
  const db = venue.venue.db;
  const edge = await db
    .selectFrom('subaccounts as s')
    .innerJoin('customers as c', 'c.id', 's.entity_id')
    .select(['s.id', 's.account_id'])
    .where('s.name', '=', 'Edge Main')
    .where('c.name', '=', 'Northwind Capital LLC')
    .executeTakeFirstOrThrow();
  edgeMainId = edge.id;
  await insertSyntheticOrders(db, {
    subaccountId: edge.id,
    accountId: edge.account_id,
    count: ORDERS,
    firstTime: Date.now() - ORDERS * 1000,
  });
}, 120_000);

afterAll(async () => {
  release();
  await browser?.close();
  await venue?.stop();
});

describe('Downloads', () => {
  it('R-RPT-10: an order-history export requested in one tab shows progress in another and downloads with the database rows', async () => {
    const context = await newContext(browser, venue);
    const trading = await context.newPage();
    await signIn(trading, venue, 'trader');
    await openEdge(trading, 'SOL/USD', 'Edge Main');
    await trading.getByTestId('blotter-tab-history').click();
    await trading.getByTestId('blotter-export').click();
    await trading.getByTestId('export-order_history_async_download-csv').click();
    await trading.getByText('Export requested: follow it in Downloads.').waitFor();

    // A second tab of the same browser (one data core): the Downloads panel follows the job.
    const watcher = await context.newPage();
    await watcher.goto('/portfolio/balances');
    await watcher.getByTestId('downloads-button').click();
    const panel = watcher.getByTestId('downloads-panel');
    await panel.waitFor();
    const row = panel.locator('[data-testid^="download-"][data-status]').first();
    const bar = row.getByRole('progressbar');
    await expect
      .poll(async () => Number((await bar.getAttribute('aria-valuenow').catch(() => '0')) ?? 0), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(40);
    expect(await row.getAttribute('data-status')).toBe('running');
    await watcher.screenshot({ path: screenshotPath('downloads-progress') });
    expect(await watcher.getByTestId('downloads-active').textContent()).toBe('1');

    release();
    await expect
      .poll(async () => row.getAttribute('data-status'), { timeout: 60_000 })
      .toBe('ready');
    await watcher.waitForTimeout(300);
    await watcher.screenshot({ path: screenshotPath('downloads-ready') });

    const link = row.locator('[data-testid^="download-link-"]');
    const [download] = await Promise.all([watcher.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^order-history-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
    const path = await download.path();
    const rows = parse(await readFile(path ?? ''), { columns: true }) as Record<string, string>[];
    const db = await venue.venue.db
      .selectFrom('orders')
      .select(['id', 'client_order_id'])
      .where('subaccount_id', '=', edgeMainId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(db.length);
    expect(rows.length).toBeGreaterThanOrEqual(ORDERS);
    for (const i of [0, 1, 11, 30_000, rows.length - 1]) {
      expect(rows[i]?.['Order ID']).toBe(String(db[i]?.id));
      const client = db[i]?.client_order_id ?? '';
      expect(rows[i]?.['Client Order ID']).toBe(client.startsWith('=') ? `'${client}` : client);
    }
    // The first tab's panel shows the same ready job without a reload.
    await trading.keyboard.press('Escape');
    await trading.getByTestId('downloads-button').click();
    await expect
      .poll(async () =>
        trading.getByTestId('downloads-panel').locator('[data-status="ready"]').count(),
      )
      .toBe(1);
    await trading.waitForTimeout(300);
    await trading.screenshot({ path: screenshotPath('downloads-edge') });
    await context.close();
  }, 180_000);
});
