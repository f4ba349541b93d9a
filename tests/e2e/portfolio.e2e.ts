// Issue 13 (portfolio) in Chromium against the real venue with the seeded 180-day history: the
// approver lands on the balances; every portfolio page renders with data (screenshots in
// test-results/portfolio-*.png); an RFQ fill in one tab moves the balance shown in a portfolio
// tab of the same browser without a reload.
import { describe, expect, it } from 'vitest';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

const PAGES = [
  ['balances', 'portfolio-balances'],
  ['performance', 'portfolio-performance'],
  ['composition', 'portfolio-composition'],
  ['credit/overview', 'portfolio-credit'],
  ['credit/loans', 'credit-loans'],
  ['risk', 'portfolio-risk'],
  ['positions', 'portfolio-positions'],
  ['treasury-management', 'treasury-page'],
] as const;

const amount = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

describe('Portfolio', () => {
  it('R-PORT-10: the approver lands on /portfolio/balances and every portfolio page shows its data', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'approver');
    await page.waitForURL('**/portfolio/balances', { timeout: 20_000 });
    await expect
      .poll(async () => amount(await page.getByTestId('portfolio-total-equity').textContent()), {
        timeout: 20_000,
      })
      .toBeGreaterThan(1_000_000);
    // Spec 2.4's wallet buttons beside the balances: the approver's role grants canRead only,
    // so deposit and loan show, withdraw and transfer do not.
    await page.getByTestId('wallet-button-deposit').waitFor();
    await page.getByTestId('wallet-button-loan').waitFor();
    expect(await page.getByTestId('wallet-button-withdraw').count()).toBe(0);
    expect(await page.getByTestId('wallet-button-transfer').count()).toBe(0);
    for (const [path, testId] of PAGES) {
      await page.goto(`/portfolio/${path}`);
      await page.getByTestId(testId).waitFor({ timeout: 20_000 });
      if (path === 'performance') {
        await expect
          .poll(async () => page.getByTestId('performance-twr').textContent(), { timeout: 20_000 })
          .toMatch(/%$/);
        await page.getByTestId('equity-chart').locator('canvas').first().waitFor();
      }
      if (path === 'composition')
        await page.getByTestId('composition-donut').locator('canvas').waitFor();
      if (path === 'risk') await page.getByTestId('risk-total').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({
        path: screenshotPath(`portfolio-${path.replace('/', '-')}`),
        fullPage: true,
      });
    }
    // /trading/portfolio redirects to the balances.
    await page.goto('/trading/portfolio');
    await page.waitForURL('**/portfolio/balances');
    await context.close();
  });

  it('R-PORT-11: an RFQ fill in one tab changes the balance in a portfolio tab without a reload', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const portfolio = await context.newPage();
    await signIn(portfolio, stage.venue, 'trader');
    await portfolio.goto('/portfolio/balances');
    const btc = portfolio.locator(
      '[data-testid="portfolio-token-row"][data-token="BTC"] [data-col="equity"]',
    );
    await expect
      .poll(async () => amount(await btc.textContent()), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const before = amount(await btc.textContent());

    const trading = await context.newPage();
    await trading.goto('/trading/rfq');
    await trading.getByTestId('rfq-card-BTC-USD').waitFor({ timeout: 20_000 });
    await trading.getByTestId('rfq-qty-BTC-USD').fill('0.25');
    await trading.getByTestId('rfq-request-BTC-USD').click();
    await expect
      .poll(async () => trading.getByTestId('rfq-countdown-BTC-USD').textContent(), {
        timeout: 15_000,
      })
      .toContain('expires');
    await trading.getByTestId('rfq-buy-BTC-USD').click();
    await expect
      .poll(async () => trading.getByTestId('rfq-result-BTC-USD').textContent(), {
        timeout: 15_000,
      })
      .toContain('Bought');
    const filledAt = Date.now();

    // The portfolio tab was not reloaded: the private stream's balance event made it re-read.
    await expect
      .poll(async () => amount(await btc.textContent()), { timeout: 5_000, interval: 50 })
      .toBeCloseTo(before + 0.25, 8);
    const seenAfter = Date.now() - filledAt;
    expect(seenAfter).toBeLessThan(5_000);
    await portfolio.screenshot({ path: screenshotPath('portfolio-live-fill'), fullPage: true });
    console.log(`portfolio tab showed the fill ${seenAfter} ms after the RFQ tab reported it`);
    await context.close();
  });
});
