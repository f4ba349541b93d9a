// The wallet in Chromium against the real venue (docs/wallet.md): a trader requests a
// withdrawal to a whitelisted address; their other tab shows 'Request in progress'; an
// approver in another browser approves it with an emailed code; the trader's tabs follow it
// live through processing to completed with a hash, and the balance falls by amount plus fee.
// Whitelisting with maker-checker answers the 48-hour text and appears live for approvers.
import { describe, expect, it } from 'vitest';
import { WHITELIST_MAKER_CHECKER_TEXT, WITHDRAWAL_REQUESTED_TEXT } from '../../domain/constants';
import { subtractDecimal } from '../../domain/decimal';
import { DEMO_APPROVER, DEMO_TRADER } from '../../server/seed/demo-constants';
import { emailCodeAfter, outboxCount } from './auth-helpers';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

describe('wallet end to end', () => {
  it('R-WAL-19 a withdrawal waits in the other tab as Request in progress, is approved with a second factor, and completes live with a hash; the balance falls by amount plus fee', async () => {
    const traderContext = await newContext(stage.browser, stage.venue);
    const form = await traderContext.newPage();
    await signIn(form, stage.venue, 'trader');
    await form.goto('/wallet/withdraw/request');
    await form.getByTestId('withdraw-form').waitFor();
    const other = await traderContext.newPage();
    await other.goto('/wallet/withdraw/recent');
    await other.getByTestId('recent-withdrawals').waitFor();

    const checkerContext = await newContext(stage.browser, stage.venue);
    const checker = await checkerContext.newPage();
    await signIn(checker, stage.venue, 'approver');
    await checker.goto('/admin/approvals/pending');
    await checker.getByTestId('approvals-page').waitFor();

    // Custody · Cold Vault · BTC on Bitcoin to the whitelisted treasury address.
    await expect
      .poll(() => form.getByTestId('withdraw-submit').textContent())
      .toBe('Request Withdraw');
    await form.getByTestId('withdraw-venue').selectOption({ label: 'Custody' });
    await form.getByTestId('withdraw-subaccount').selectOption({ label: 'Cold Vault' });
    await form.getByTestId('withdraw-asset').selectOption('BTC');
    await form.getByTestId('withdraw-address').selectOption({ index: 1 });
    await expect
      .poll(async () => (await form.getByTestId('withdraw-total').textContent()) ?? '—')
      .not.toBe('—');
    const totalBefore = (await form.getByTestId('withdraw-total').textContent()) ?? '';
    await form.getByTestId('withdraw-amount').fill('0.5');
    const mailed = await outboxCount(stage.venue, DEMO_TRADER.email);
    await form.getByTestId('withdraw-send-code').click();
    await form
      .getByTestId('withdraw-email-code')
      .fill(await emailCodeAfter(stage.venue, DEMO_TRADER.email, mailed));
    await form.getByTestId('withdraw-submit').click();
    await expect
      .poll(async () => (await form.getByTestId('withdraw-outcome').textContent()) ?? '')
      .toBe(WITHDRAWAL_REQUESTED_TEXT);
    await form.screenshot({ path: screenshotPath('wallet-withdraw-requested'), fullPage: true });

    // The trader's other tab, without a reload.
    const row = other.getByTestId('withdrawal-row').first();
    await expect
      .poll(async () => (await row.getByTestId('status-pill').textContent()) ?? '', {
        timeout: 10_000,
      })
      .toBe('Request in progress');
    await other.screenshot({
      path: screenshotPath('wallet-other-tab-in-progress'),
      fullPage: true,
    });

    // The approver sees it live and approves with an emailed code.
    const request = checker.getByTestId('approval-row').filter({ hasText: '0.5 BTC' });
    await expect.poll(() => request.count(), { timeout: 10_000 }).toBe(1);
    await checker.screenshot({ path: screenshotPath('wallet-approver-pending'), fullPage: true });
    await request.getByTestId('approval-approve').click();
    const approverMailed = await outboxCount(stage.venue, DEMO_APPROVER.email);
    await checker.getByTestId('approve-email-send').click();
    await checker
      .getByTestId('approve-email-code')
      .fill(await emailCodeAfter(stage.venue, DEMO_APPROVER.email, approverMailed));
    await checker.getByTestId('approve-submit').click();

    // Both trader tabs follow: processing (neutral), then completed with a hash.
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const status = (await row.getAttribute('data-status')) ?? '';
      seen.add(status);
      if (status === 'completed') break;
      await other.waitForTimeout(100);
    }
    expect(seen.has('completed')).toBe(true);
    expect([...seen].some((s) => ['processing', 'broadcast', 'confirming'].includes(s))).toBe(true);
    expect(await row.getByTestId('withdrawal-hash').textContent()).toMatch(
      /^[0-9a-f]{6}\.\.\.[0-9a-f]{6}$/,
    );
    await other.screenshot({ path: screenshotPath('wallet-other-tab-completed'), fullPage: true });
    const formRow = form.getByTestId('withdrawal-row').first();
    await expect
      .poll(() => formRow.getAttribute('data-status'), { timeout: 10_000 })
      .toBe('completed');
    await expect
      .poll(async () => (await form.getByTestId('withdraw-total').textContent()) ?? '', {
        timeout: 10_000,
      })
      .toBe(subtractDecimal(totalBefore, '0.5002'));
    await form.screenshot({ path: screenshotPath('wallet-withdraw-completed'), fullPage: true });

    await Promise.all([traderContext.close(), checkerContext.close()]);
  }, 120_000);

  it('R-WAL-20 whitelisting with maker-checker shows the 48-hour text and appears live for approvers', async () => {
    const checkerContext = await newContext(stage.browser, stage.venue);
    const checker = await checkerContext.newPage();
    await signIn(checker, stage.venue, 'approver');
    await checker.goto('/admin/approvals/pending');
    await checker.getByTestId('approvals-page').waitFor();
    // Rows counted once the list has loaded (its total shows then), not during the skeleton.
    await checker.getByTestId('approvals-total').waitFor();
    const before = await checker.getByTestId('approval-row').count();

    const traderContext = await newContext(stage.browser, stage.venue);
    const trader = await traderContext.newPage();
    await signIn(trader, stage.venue, 'trader');
    await trader.goto('/wallet/whitelist/add');
    await trader.getByTestId('whitelist-form').waitFor();
    await trader.getByTestId('whitelist-venue').selectOption({ label: 'OTC' });
    await trader.getByTestId('whitelist-token').selectOption('ETH');
    await trader
      .getByTestId('whitelist-address')
      .fill('0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae');
    await trader.getByTestId('whitelist-label').fill('Market maker');
    expect(await trader.getByTestId('whitelist-submit').textContent()).toBe('Request Whitelisting');
    await trader.getByTestId('whitelist-submit').click();
    await expect
      .poll(async () => (await trader.getByTestId('whitelist-outcome').textContent()) ?? '')
      .toBe(WHITELIST_MAKER_CHECKER_TEXT);
    await expect
      .poll(() =>
        trader
          .getByTestId('whitelist-row')
          .filter({ hasText: '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae' })
          .getAttribute('data-status'),
      )
      .toBe('pending_whitelist');
    await trader.screenshot({ path: screenshotPath('wallet-whitelist-requested'), fullPage: true });

    await expect
      .poll(() => checker.getByTestId('approval-row').count(), { timeout: 10_000 })
      .toBe(before + 1);
    await checker.screenshot({ path: screenshotPath('wallet-whitelist-approver'), fullPage: true });
    await Promise.all([traderContext.close(), checkerContext.close()]);
  }, 90_000);

  it('R-WAL-23 a deposit address with its QR code; a send on the simulated chain shows pending, then completed; a transfer between accounts waits for approval', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await page.goto('/wallet/deposit/address');
    await page.getByTestId('deposit-card').waitFor();
    await page.getByTestId('deposit-venue').selectOption({ label: 'OTC' });
    await page.getByTestId('deposit-qr').waitFor();
    expect(await page.getByTestId('deposit-address').textContent()).toMatch(/^bc1q[0-9a-z]{38}$/);
    await page.getByTestId('deposit-simulate-amount').fill('0.25');
    await page.getByTestId('deposit-simulate').click();
    const row = page.getByTestId('deposit-row').first();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 10_000 }).toBe('pending');
    await page.screenshot({ path: screenshotPath('wallet-deposit-pending'), fullPage: true });
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 15_000 }).toBe('completed');
    await page.screenshot({ path: screenshotPath('wallet-deposit-completed'), fullPage: true });

    await page.goto('/wallet/transfer/between-accounts');
    await page.getByTestId('transfer-form').waitFor();
    await page.getByTestId('transfer-asset').selectOption('USD');
    await page.getByTestId('transfer-amount').fill('100');
    expect(await page.getByTestId('transfer-submit').textContent()).toBe('Request Transfer');
    await page.getByTestId('transfer-submit').click();
    await expect
      .poll(async () => (await page.getByTestId('transfer-outcome').textContent()) ?? '')
      .toBe('Transfer requested: it waits for approval.');
    await expect
      .poll(
        async () =>
          (await page
            .getByTestId('transfer-row')
            .first()
            .getByTestId('status-pill')
            .textContent()) ?? '',
      )
      .toBe('Request in progress');
    await page.screenshot({ path: screenshotPath('wallet-transfer-requested'), fullPage: true });
    await context.close();
  }, 90_000);
});
