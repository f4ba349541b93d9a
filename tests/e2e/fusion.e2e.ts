// Fusion in Chromium against the real venue (docs/fusion.md): the consolidated book shows Edge
// levels and OTC tiers side by side, live; the trader reviews then sends one market order,
// the venue splits it across OTC (a firm quote) and the Edge book (IOC), and the breakdown
// shows both children, the fees and the improvement over the best single source.
import { describe, expect, it } from 'vitest';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

describe('R-FUS-9 Fusion end to end', () => {
  it('a market order splits across OTC and Edge and shows its breakdown', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await page.goto('/v2/trade/fxorderbook');
    await page.getByTestId('fusion-page').waitFor();
    await page.getByTestId('fusion-symbol').selectOption('BTC/USD');
    // Both sources stream into one book.
    await page.locator('[data-testid="fusion-level"][data-source="EDGE"]').first().waitFor();
    await page.locator('[data-testid="fusion-level"][data-source="OTC"]').first().waitFor();
    await page.screenshot({ path: screenshotPath('fusion-book'), fullPage: true });

    // The split depends on the live book: try growing sizes until one routes to both sources.
    let split = false;
    const sizes = ['1', '2', '4', '8', '12', '20'];
    for (const [i, quantity] of sizes.entries()) {
      await page.getByTestId('fusion-quantity').fill(quantity);
      await page.getByTestId('fusion-submit').click();
      await page.getByTestId('fusion-confirm').waitFor();
      await page.getByTestId('fusion-confirm-send').click();
      await expect
        .poll(() => page.getByTestId('fusion-result').textContent(), { timeout: 15_000 })
        .toContain('Order routed');
      const rows = page.getByTestId('fusion-order');
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(i + 1);
      const breakdown = page.getByTestId('fusion-breakdown');
      await breakdown.waitFor();
      await expect
        .poll(() => breakdown.getByTestId('fusion-child').count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      const filled = await breakdown
        .getByTestId('fusion-child')
        .evaluateAll((els) =>
          els
            .filter(
              (el) => Number(el.querySelectorAll('td')[2]?.textContent?.replace(/,/g, '')) > 0,
            )
            .map((el) => el.getAttribute('data-source')),
        );
      if (filled.includes('EDGE') && filled.includes('OTC')) {
        split = true;
        break;
      }
    }
    if (!split) await page.screenshot({ path: screenshotPath('fusion-no-split'), fullPage: true });
    expect(split, 'an order routed to both sources').toBe(true);
    const newest = page.getByTestId('fusion-order').first();
    expect(await newest.getAttribute('data-status')).toBe('FILLED');
    await expect
      .poll(() => page.getByTestId('fusion-summary').textContent())
      .toContain('Best single source at routing');
    const improvement = (await newest.getByTestId('fusion-improvement').textContent()) ?? '';
    expect(Number(improvement.replace(/[^0-9.-]/g, ''))).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('fusion-breakdown'), fullPage: true });
    await context.close();
  });
});
