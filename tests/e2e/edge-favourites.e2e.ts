// Spec 3.6 favourite markets on the Edge market drawer: a star toggled in one tab is kept by
// the venue (/uapi/v1/toggle_favorite_market), so it survives a reload and shows in a new
// browser context (another device) for the same user; un-starring removes it everywhere.
// Screenshot: test-results/edge-favourites.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

const star = (page: Page, symbol: string) =>
  page.getByRole('button', { name: `Favourite ${symbol}`, exact: true });

async function openDrawer(page: Page): Promise<void> {
  await page.goto('/trading/dma');
  await page.getByTestId('edge-market-item').first().waitFor({ timeout: 20_000 });
}

const pressed = (page: Page, symbol: string) => star(page, symbol).getAttribute('aria-pressed');

describe('R-SHELL-26 Edge favourites', () => {
  it('a favourite survives a reload and follows the user to another browser', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await openDrawer(page);
    const symbol = (await page.getByTestId('edge-market-item').nth(1).getAttribute('data-symbol'))!;
    expect(await pressed(page, symbol)).toBe('false');

    // The call goes through the shared data core (a SharedWorker), not the page.
    await star(page, symbol).click();
    await expect.poll(() => pressed(page, symbol)).toBe('true');

    await page.reload();
    await page.getByTestId('edge-market-item').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => pressed(page, symbol), { timeout: 10_000 }).toBe('true');
    // The ★ filter lists exactly the favourites.
    await page.getByRole('tab', { name: '★' }).click();
    await expect
      .poll(async () =>
        page
          .getByTestId('edge-market-item')
          .evaluateAll((els) => els.map((e) => e.dataset['symbol'])),
      )
      .toEqual([symbol]);
    await page.screenshot({ path: screenshotPath('edge-favourites') });

    // Another browser (no shared storage) signed in as the same user sees the same star.
    const other = await newContext(stage.browser, stage.venue);
    const second = await other.newPage();
    await signIn(second, stage.venue, 'trader');
    await openDrawer(second);
    await expect.poll(() => pressed(second, symbol), { timeout: 10_000 }).toBe('true');

    // Un-starring there removes it for the first tab's next load.
    await star(second, symbol).click();
    await expect.poll(() => pressed(second, symbol)).toBe('false');
    await page.reload();
    await page.getByTestId('edge-market-item').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => pressed(page, symbol), { timeout: 10_000 }).toBe('false');
    await other.close();
    await context.close();
  });
});
