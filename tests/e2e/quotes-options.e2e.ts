// Issue 5 "Done when" (client, options): a two-leg options structure built on the Options RFQ
// screen, quoted (greeks, VaR, cost, margin shown) and executed against the real venue.
// Screenshot: test-results/options.png.
import { describe, expect, it } from 'vitest';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

// Skipped: the venue's options chain, quote and execute routes (issue 5) are not served yet, and
// /trading/options shows the "not available yet" page until they are. Unskip with those routes.
describe.skip('Options RFQ', () => {
  it('a two-leg structure is quoted and executed', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await page.goto('/trading/options');
    await page.getByTestId('options-add-leg').waitFor({ timeout: 20_000 });

    // Leg 1: the at-the-money call; leg 2: a call of another strike from the matrix, sold.
    await page.getByTestId('options-add-leg').click();
    await page.getByTestId('options-show-matrix').click();
    const first = await page.getByTestId('options-leg-symbol-0').inputValue();
    const calls = page.locator('[data-testid^="matrix-"][data-testid$="-C"]');
    const count = await calls.count();
    let picked = '';
    for (let i = count - 1; i >= 0 && picked === ''; i--) {
      const id = (await calls.nth(i).getAttribute('data-testid')) ?? '';
      if (id !== `matrix-${first}` && id.includes(first.split('-')[1] ?? '')) {
        await calls.nth(i).click();
        picked = id.slice('matrix-'.length);
      }
    }
    expect(picked).not.toBe('');
    await page.getByTestId('options-leg-side-1').selectOption('SELL');
    await page.getByTestId('options-quote-button').click();

    const quote = page.getByTestId('options-quote');
    await quote.waitFor({ timeout: 15_000 });
    for (const key of ['delta', 'gamma', 'vega', 'theta', 'rho', 'var', 'cost', 'margin']) {
      expect(await page.getByTestId(`options-${key}`).textContent()).toMatch(/\d/);
    }
    expect(await page.getByTestId('options-countdown').textContent()).toContain('Expires in');
    await page.screenshot({ path: screenshotPath('options') });
    await page.getByTestId('options-execute').click();
    await expect
      .poll(async () => page.getByTestId('options-result').textContent(), { timeout: 15_000 })
      .toContain('Executed');
    await context.close();
  });
});
