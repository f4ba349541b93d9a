// Issue 16 items 1-5 (post-trade) in Chromium against the real venue with the seeded history:
// a trade allocated across two subaccounts moves their balances on the portfolio page, a
// perpetual fill allocated across two subaccounts moves their positions; every
// post-trade screen renders its data; the Transactions card's export keeps the card's filters
// (screenshots in test-results/post-trade-*.png).
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { placeMarketOrder } from '../../server/testing/orders';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

const amount = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

const PAGES = [
  ['/trade-settlement', 'trade-settlement', 'settlement', 'pt-batch'],
  ['/trade-statistics', 'trade-statistics', 'statistics', 'pt-volume-chart'],
  ['/post-trade/cashflows/deposits', 'post-trade-cashflows', 'cashflows-deposits', 'pt-ledger-row'],
  [
    '/post-trade/cashflows/transfers',
    'post-trade-cashflows',
    'cashflows-transfers',
    'pt-ledger-row',
  ],
  ['/post-trade/cashflows/fees', 'post-trade-cashflows', 'cashflows-fees', 'pt-ledger-row'],
  ['/post-trade/transactions', 'post-trade-transactions', 'transactions', 'pt-ledger-row'],
  ['/post-trade/eod-snapshots', 'post-trade-eod', 'eod-snapshots', 'pt-eod-row'],
  ['/post-trade/ems-transactions/twap', 'post-trade-ems', 'ems-twap', 'pt-ems-row'],
] as const;

describe('Post-trade', () => {
  it('R-PT-12: a trade allocated across two subaccounts moves their balances on the portfolio page', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await page.goto('/trade-allocation');
    await page.getByTestId('trade-allocation').waitFor({ timeout: 20_000 });
    expect(await page.locator('h1').textContent()).toBe('Trade Allocation');
    const row = page.locator('[data-testid="pt-trade-row"][data-side="BUY"]').first();
    await row.waitFor({ timeout: 20_000 });
    const symbol = (await row.getAttribute('data-symbol')) ?? '';
    const base = symbol.split('/')[0] ?? '';
    await page.screenshot({ path: screenshotPath('post-trade-allocation'), fullPage: true });

    // Balances of the base token before, on the portfolio page.
    const cell = (sub: string) =>
      page.locator(
        `[data-testid="portfolio-balance-row"][data-subaccount="${sub}"][data-token="${base}"] [data-col="equity"]`,
      );
    /** The row's equity, scrolling the virtualised table until it is rendered (0: no row). */
    const equityOf = async (sub: string): Promise<number> => {
      const scroller = page.locator('[data-testid="table-portfolio.balances"] .vt-scroll');
      await scroller.evaluate((el) => el.scrollTo(0, 0));
      for (let i = 0; i < 30; i++) {
        if ((await cell(sub).count()) > 0) return amount(await cell(sub).textContent());
        await scroller.evaluate((el) => el.scrollBy(0, 200));
        await page.waitForTimeout(60);
      }
      return 0;
    };
    await page.goto('/trade-allocation');
    await row.waitFor({ timeout: 20_000 });
    await row.getByTestId('pt-trade-pick').check();
    await page.getByTestId('pt-add-leg').click();
    await page.getByTestId('pt-add-leg').click();
    const subs = page.getByTestId('pt-leg-subaccount');
    const futures = await subs
      .nth(0)
      .locator('option', { hasText: 'Edge Futures' })
      .getAttribute('value');
    const otc = await subs.nth(0).locator('option', { hasText: 'OTC Main' }).getAttribute('value');
    if (!futures || !otc) throw new Error('subaccounts missing');

    // The balances before (leaving resets the form; it is filled again below).
    await page.goto('/portfolio/balances');
    await page.getByTestId('portfolio-balances').waitFor({ timeout: 20_000 });
    await page
      .locator('[data-testid="portfolio-balance-row"]')
      .first()
      .waitFor({ timeout: 20_000 });
    // Edge Futures may hold none of the token yet (no row): zero.
    const before = { futures: await equityOf(futures), otc: await equityOf(otc) };
    expect(before.otc).toBeGreaterThan(0);

    await page.goto('/trade-allocation');
    await row.waitFor({ timeout: 20_000 });
    await row.getByTestId('pt-trade-pick').check();
    await page.getByTestId('pt-add-leg').click();
    await page.getByTestId('pt-add-leg').click();
    await subs.nth(0).selectOption(futures);
    await subs.nth(1).selectOption(otc);
    await page.getByTestId('pt-leg-value').nth(0).fill('40');
    await page.getByTestId('pt-leg-value').nth(1).fill('35');
    await page.getByTestId('pt-preview').click();
    const legs = page.getByTestId('pt-plan-leg');
    await expect.poll(async () => legs.count(), { timeout: 15_000 }).toBe(3);
    expect(await page.getByTestId('pt-allocation-form').getAttribute('data-stage')).toBe(
      'TRADE_ALLOCATION_PREVIEW',
    );
    const qty = async (sub: string) =>
      amount(
        await page
          .locator(`[data-testid="pt-plan-leg"][data-subaccount="${sub}"] td`)
          .nth(1)
          .textContent(),
      );
    const futuresQty = await qty(futures);
    const otcQty = await qty(otc);
    expect(futuresQty).toBeGreaterThan(0);
    await page.screenshot({
      path: screenshotPath('post-trade-allocation-preview'),
      fullPage: true,
    });
    await page.getByTestId('pt-book').click();
    await page.getByTestId('pt-allocation-success').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('pt-allocation-form').getAttribute('data-stage')).toBe(
      'TRADE_ALLOCATION_SUCCESS',
    );
    await page.locator('[data-testid="pt-allocation-row"][data-status="booked"]').first().waitFor();
    await page.screenshot({ path: screenshotPath('post-trade-allocation-booked'), fullPage: true });

    await page.goto('/portfolio/balances');
    await page
      .locator('[data-testid="portfolio-balance-row"]')
      .first()
      .waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => equityOf(futures), { timeout: 20_000 })
      .toBeCloseTo(before.futures + futuresQty, 6);
    await expect
      .poll(async () => equityOf(otc), { timeout: 20_000 })
      .toBeCloseTo(before.otc + otcQty, 6);
    await cell(futures).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('post-trade-positions-moved'), fullPage: true });
    await context.close();
  });

  it('R-PT-12: a perpetual fill allocated across two subaccounts moves their positions on the portfolio page', async () => {
    const venue = stage.venue.venue;
    const idOf = async (name: string) =>
      (
        await venue.db
          .selectFrom('subaccounts')
          .select('id')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
    const futures = await idOf('Edge Futures');
    const perps = await idOf('Perpetuals Book');
    const main = await idOf('Edge Main');
    // A block bought on Edge Futures; Edge Main gets USDT to margin its leg.
    await placeMarketOrder(venue, {
      subaccountId: main,
      market: 'USDT/USD',
      side: 'BUY',
      quantity: '5000',
      clientOrderId: 'e2e-usdt-margin',
    });
    await placeMarketOrder(venue, {
      subaccountId: futures,
      market: 'BTC-PERP',
      side: 'BUY',
      quantity: '0.5',
      clientOrderId: 'e2e-perp-block',
    });
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    const sizeOf = async (sub: number) => {
      const row = page.locator(
        `[data-testid="portfolio-position-row"][data-subaccount="${sub}"][data-symbol="BTC-PERP"]`,
      );
      if ((await row.count()) === 0) return 0;
      return amount(await row.locator('[data-col="size"]').textContent());
    };
    await page.goto('/portfolio/positions');
    await page.getByTestId('portfolio-positions').waitFor({ timeout: 20_000 });
    await page
      .locator(`[data-testid="portfolio-position-row"][data-subaccount="${futures}"]`)
      .first()
      .waitFor({ timeout: 20_000 });
    const before = {
      futures: await sizeOf(futures),
      perps: await sizeOf(perps),
      main: await sizeOf(main),
    };

    await page.goto('/trade-allocation');
    const row = page
      .locator('[data-testid="pt-trade-row"][data-kind="derivative"][data-symbol="BTC-PERP"]')
      .first();
    await row.waitFor({ timeout: 20_000 });
    await row.getByTestId('pt-trade-pick').check();
    await page.getByTestId('pt-add-leg').click();
    await page.getByTestId('pt-add-leg').click();
    await page.getByTestId('pt-leg-subaccount').nth(0).selectOption(String(perps));
    await page.getByTestId('pt-leg-subaccount').nth(1).selectOption(String(main));
    await page.getByTestId('pt-leg-value').nth(0).fill('40');
    await page.getByTestId('pt-leg-value').nth(1).fill('35');
    await page.getByTestId('pt-preview').click();
    await expect
      .poll(async () => page.getByTestId('pt-plan-leg').count(), { timeout: 15_000 })
      .toBe(3);
    expect(await page.getByTestId('pt-plan').getAttribute('data-kind')).toBe('derivative');
    await page.screenshot({
      path: screenshotPath('post-trade-derivative-preview'),
      fullPage: true,
    });
    await page.getByTestId('pt-book').click();
    await page.getByTestId('pt-allocation-success').waitFor({ timeout: 15_000 });

    await page.goto('/portfolio/positions');
    await page.getByTestId('portfolio-positions').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => sizeOf(perps), { timeout: 20_000 })
      .toBeCloseTo(before.perps + 0.2, 6);
    await expect
      .poll(async () => sizeOf(main), { timeout: 20_000 })
      .toBeCloseTo(before.main + 0.175, 6);
    await expect
      .poll(async () => sizeOf(futures), { timeout: 20_000 })
      .toBeCloseTo(before.futures - 0.375, 6);
    await page.screenshot({
      path: screenshotPath('post-trade-derivative-positions'),
      fullPage: true,
    });
    await context.close();
  });

  it('R-PT-11: every post-trade page renders the seeded history; Insights leads to cashflows', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await page.goto('/trading/insights');
    await page.waitForURL('**/post-trade/cashflows', { timeout: 20_000 });
    for (const [path, testId, shot, wait] of PAGES) {
      await page.goto(path);
      await page.getByTestId(testId).waitFor({ timeout: 20_000 });
      await page.getByTestId(wait).first().waitFor({ timeout: 20_000 });
      if (shot === 'ems-twap') await page.getByTestId('pt-ems-row').first().click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: screenshotPath(`post-trade-${shot}`), fullPage: true });
    }
    await page.goto('/trade-statistics');
    await page.getByTestId('pt-tab-fees').click();
    await page.getByTestId('pt-fees-chart').locator('canvas').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => amount(await page.getByTestId('pt-fees').textContent()))
      .toBeGreaterThan(0);
    await page.waitForTimeout(500);
    await page.screenshot({ path: screenshotPath('post-trade-statistics-fees'), fullPage: true });
    // The navigation's Insights and Analytics tabs lead to these pages.
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await page.waitForURL('**/trade-statistics');
    await page.getByRole('link', { name: 'Insights' }).first().click();
    await page.waitForURL('**/post-trade/cashflows');
    await context.close();
  });

  it('R-RPT-11: the Transactions card exports its tab and token filter through Downloads; the file holds what the card counts', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await page.goto('/post-trade/transactions/fees');
    await page.getByTestId('pt-filter-token').fill('USD');
    const totals = page.getByTestId('pt-ledger-totals');
    await expect
      .poll(async () => (await totals.textContent()) ?? '')
      .toMatch(/Net of all \d+ matching: .*USD$/);
    const count = Number(/Net of all (\d+)/.exec((await totals.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await page.getByTestId('export-transactions').click();
    await page.getByTestId('export-transactions-csv').click();
    await page.getByText('Export requested: follow it in Downloads.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('downloads-button').click();
    const row = page.getByTestId('downloads-panel').locator('[data-status]').first();
    await expect
      .poll(async () => row.getAttribute('data-status'), { timeout: 30_000 })
      .toBe('ready');
    await page.screenshot({ path: screenshotPath('post-trade-transactions-export') });
    const link = row.locator('[data-testid^="download-link-"]');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
    const text = (await readFile((await download.path()) ?? '')).toString('utf8');
    const rows = parse(text.split('\n\n')[0] ?? '', { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => r['Token'] === 'USD' && /fee/.test(r['Type'] ?? ''))).toBe(true);
    await context.close();
  });
});
