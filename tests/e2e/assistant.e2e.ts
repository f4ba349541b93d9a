// The assistant in Chromium against the real venue with no LLM configured (the offline
// provider): a question's answer streams into the conversation through the data core, is rated,
// and the thread reopens in another tab with its answer and rating; a workflow run saved as a
// PDF report is followed in the other tab's Downloads panel; the side panel opens from another
// screen.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

describe('R-AST-12 assistant end to end', () => {
  it('R-AST-12: asks, watches the answer stream, rates it, reopens the thread in another tab, opens the side panel', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await page.goto('/assistant');
    await page.getByTestId('ast-input').fill('What is my USDC exposure across venues?');
    await page.getByTestId('ast-send').click();

    // The answer grows while it is written: several different lengths before it is complete.
    const live = page.getByTestId('ast-live-answer');
    await live.waitFor({ timeout: 10_000 });
    const lengths = new Set<number>();
    for (let i = 0; i < 200 && lengths.size < 3; i += 1) {
      const text = (await live.textContent().catch(() => null)) ?? '';
      if (text.length > 0) lengths.add(text.length);
      if (text.includes('See also')) break;
    }
    expect(lengths.size).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: screenshotPath('assistant-streaming') });

    const answer = page.getByTestId('ast-answer').last();
    await answer.waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await answer.textContent()) ?? '')
      .toContain('7,500,000.00 USDC');
    expect(await answer.textContent()).toContain('Custody 5,000,000.00');
    expect(await answer.getByTestId('ast-step').first().textContent()).toContain('balances');
    await page.waitForURL(/\/assistant\/\d+$/);
    const threadUrl = new URL(page.url()).pathname;

    // Rate it down with a reason; the rating is kept.
    await answer.getByTestId('ast-rate-down').click();
    await answer.getByTestId('ast-reason-wrong_numbers').click();
    await answer.getByTestId('ast-feedback-save').click();
    await expect
      .poll(() => answer.getByTestId('ast-rate-down').getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(async () => (await answer.textContent()) ?? '').toContain('Wrong numbers');
    await page.screenshot({ path: screenshotPath('assistant-rated') });

    // A workflow runs now and shows each step's status (R-AST-13).
    await page.getByTestId('ast-workflow-run-daily-treasury-check').click();
    const run = page
      .getByTestId('ast-workflow-daily-treasury-check')
      .getByTestId('ast-workflow-run');
    await run.waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await run.textContent()) ?? '')
      .toContain('USDC by subaccount: completed');
    await page.screenshot({ path: screenshotPath('assistant-workflow') });
    // Saved as a PDF report: a report job (R-AST-19).
    await run.getByTestId(/^ast-save-pdf-\d+$/).click();
    await run.getByText('Report requested: follow it in Downloads.').waitFor();

    // Another tab of the same browser reopens the thread with its answer and rating.
    const other = await context.newPage();
    await other.goto(threadUrl);
    const again = other.getByTestId('ast-answer').last();
    await again.waitFor({ timeout: 15_000 });
    expect(await again.textContent()).toContain('7,500,000.00 USDC');
    await expect
      .poll(() => again.getByTestId('ast-rate-down').getAttribute('aria-pressed'))
      .toBe('true');
    expect(await other.getByTestId('ast-user-message').first().textContent()).toBe(
      'What is my USDC exposure across venues?',
    );
    await other.screenshot({ path: screenshotPath('assistant-other-tab') });

    // The other tab's Downloads panel has the workflow report, ready, as a real PDF.
    await other.getByTestId('downloads-button').click();
    const report = other
      .getByTestId('downloads-panel')
      .locator('[data-testid^="download-"][data-status]')
      .filter({ hasText: 'Daily treasury check — run' });
    await expect
      .poll(async () => report.getAttribute('data-status'), { timeout: 30_000 })
      .toBe('ready');
    const [file] = await Promise.all([
      other.waitForEvent('download'),
      report.locator('[data-testid^="download-link-"]').click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^daily-treasury-check-run-\d+-[\d-]+\.pdf$/);
    expect((await readFile((await file.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
    await other.screenshot({ path: screenshotPath('assistant-workflow-report') });
    await other.keyboard.press('Escape');

    // The side panel from another screen: a draft transfer waits for confirmation.
    await other.goto('/trading/rfq');
    await other.getByTestId('ast-dock').click();
    await other.getByTestId('ast-panel').waitFor();
    await other
      .getByTestId('ast-input')
      .fill('Draft a transfer of 500k USDC from OTC Main to Cold Vault');
    await other.getByTestId('ast-send').click();
    await expect
      .poll(async () => (await other.getByTestId('ast-panel').textContent()) ?? '', {
        timeout: 15_000,
      })
      .toMatch(/Transfers are not available on this venue yet|Draft — nothing has moved/);
    await other.screenshot({ path: screenshotPath('assistant-panel') });
    await context.close();
  });
});
