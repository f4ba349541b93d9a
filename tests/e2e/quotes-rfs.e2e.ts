// Issue 5 "Done when" (client, RFS): streaming cards live in two tabs over one socket (one
// SharedWorker data core), and a click-to-trade with its confirmation. Screenshot:
// test-results/rfs.png.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

const seqOf = async (page: Page, id: string): Promise<number> =>
  Number(await page.getByTestId(`rfs-card-${id}`).getAttribute('data-seq'));

describe('RFS', () => {
  it('cards stream in two tabs over one socket; click-to-trade asks, then trades', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const first = await context.newPage();
    await signIn(first, stage.venue, 'trader');
    await first.goto('/trading/rfs');
    const second = await context.newPage();
    await second.goto('/trading/rfs');

    for (const page of [first, second]) {
      for (const id of ['BTC-USD', 'ETH-USD']) {
        const start = await (async () => {
          await expect.poll(() => seqOf(page, id), { timeout: 20_000 }).toBeGreaterThan(0);
          return seqOf(page, id);
        })();
        // Live: the ladder keeps refreshing.
        await expect.poll(() => seqOf(page, id), { timeout: 10_000 }).toBeGreaterThan(start);
      }
    }
    expect(stage.venue.venue.stream.connectionCount()).toBe(1);
    await expect
      .poll(async () => first.getByTestId('rfs-trading-state').getAttribute('data-kind'))
      .toBe('None');

    // Click-to-trade: the clicked ask of the smallest tier, confirmed in a dialog.
    let result = '';
    for (let attempt = 0; attempt < 3 && !result.startsWith('Bought'); attempt++) {
      await first.getByTestId('rfs-ask-BTC-USD-0.1').getByRole('button').click();
      await first.getByTestId('rfs-confirm').waitFor();
      if (attempt === 0) {
        await first.waitForTimeout(400); // the dialog's fade-in
        await first.screenshot({ path: screenshotPath('rfs'), animations: 'disabled' });
      }
      await first.getByTestId('rfs-confirm-submit').click();
      const shown = first.getByTestId('rfs-confirm-result');
      await shown.waitFor({ timeout: 15_000 });
      result = (await shown.textContent()) ?? '';
      // A price that moved past the tolerance between click and confirm is refused: try again.
      await first.getByTestId('rfs-confirm-close').click();
    }
    expect(result).toMatch(/^Bought 0\.1(0*)? BTC at/);
    await context.close();
  });
});
