// Issue 5 "Done when" (client, options): a two-leg options structure built on the Options RFQ
// screen (spec 2.4), quoted (greeks, VaR, cost, margin shown, server-time countdown) and
// executed against the real venue; the premium moves the USD balance of the OTC subaccount.
// Screenshots: test-results/options.png (quoted), options-executed.png, options-surface.png.
import { describe, expect, it } from 'vitest';
import { newContext, screenshotPath, signIn, useStage } from './harness';
import { shownBalance } from './quotes-helpers';

const stage = useStage();

describe('Options RFQ', () => {
  it('a two-leg structure is quoted and executed, and the USD balance pays the premium', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await page.goto('/trading/options');
    await page.getByTestId('options-add-leg').waitFor({ timeout: 20_000 });
    await expect.poll(() => shownBalance(page, 'USD'), { timeout: 15_000 }).toMatch(/\d/);
    const before = Number(await shownBalance(page, 'USD'));

    // Leg 1: the at-the-money call of the first expiry; leg 2: a higher-strike call of the same
    // expiry from the matrix, sold (a call spread: the customer pays a net premium).
    await page.getByTestId('options-add-leg').click();
    await page.getByTestId('options-show-matrix').click();
    const first = await page.getByTestId('options-leg-symbol-0').inputValue();
    const [, expiry = '', strike = '0'] = first.split('-');
    const calls = page.locator(`[data-testid^="matrix-BTC-${expiry}-"][data-testid$="-C"]`);
    const ids = await calls.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    const higher = ids
      .map((id) => (id ?? '').slice('matrix-'.length))
      .filter((s) => Number(s.split('-')[2]) > Number(strike));
    expect(higher.length).toBeGreaterThan(0);
    await page.getByTestId(`matrix-${higher[0]}`).click();
    await page.getByTestId('options-leg-side-1').selectOption('SELL');
    expect(await page.getByTestId('options-leg-symbol-1').inputValue()).toBe(higher[0]);
    await page.getByTestId('options-quote-button').click();

    const quote = page.getByTestId('options-quote');
    await quote.waitFor({ timeout: 15_000 });
    for (const key of ['delta', 'gamma', 'vega', 'theta', 'rho', 'var', 'cost', 'margin']) {
      expect(await page.getByTestId(`options-${key}`).textContent()).toMatch(/\d/);
    }
    expect(await page.getByTestId('options-countdown').textContent()).toContain('Expires in');
    expect(await page.getByTestId('options-errors').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('options'), fullPage: true });

    await page.getByTestId('options-execute').click();
    const result = page.getByTestId('options-result');
    await expect.poll(async () => result.textContent(), { timeout: 15_000 }).toContain('Executed');
    const cost = Number(await result.getAttribute('data-total-cost'));
    // A call spread bought: a debit.
    expect(cost).toBeGreaterThan(0);
    await expect
      .poll(async () => Number(await shownBalance(page, 'USD')), { timeout: 15_000 })
      .toBeCloseTo(before - cost, 1);
    await page.screenshot({ path: screenshotPath('options-executed'), fullPage: true });

    // The same quote cannot be executed twice: the button is gone once executed.
    expect(await page.getByTestId('options-execute').count()).toBe(0);

    // The vol surface the venue prices from: a row per expiry, vols in percent.
    await page.getByTestId('options-show-surface').click();
    const surfaceRows = page.locator('[data-testid="options-surface"] tbody tr');
    await expect.poll(() => surfaceRows.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await surfaceRows.first().textContent()).toMatch(/\d+\.\d%/);
    await page
      .getByTestId('options-surface')
      .screenshot({ path: screenshotPath('options-surface') });
    await context.close();
  });
});
