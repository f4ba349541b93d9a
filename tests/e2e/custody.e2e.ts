// Native custody in Chromium against the real venue (docs/custody.md). The operator (the demo
// trader, with a security key on the CDP virtual authenticator) sends from the cold vault: the
// key confirms exactly that send, the request waits for the vault's quorum, the approver
// approves it from Custody › Pending requests, and the send completes on the simulated chain
// with a hash — the operator's two tabs follow without a reload. Then staking: a stake waits
// in Pending staking requests, and once approved the vault shows the bonded balance and its
// rewards; an unstake shows its estimate before it is confirmed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_APPROVER } from '../../server/seed/demo-constants';
import { emailCodeAfter, outboxCount, virtualAuthenticator } from './auth-helpers';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

/** The approver approves the newest custody request they can act on, with an emailed code. */
async function approveFirst(checker: Page): Promise<void> {
  const row = checker
    .getByTestId('custody-pending-row')
    .filter({ has: checker.getByTestId('custody-approve') })
    .first();
  await row.waitFor({ timeout: 10_000 });
  await row.getByTestId('custody-approve').click();
  const sent = await outboxCount(stage.venue, DEMO_APPROVER.email);
  await checker.getByTestId('approve-email-send').click();
  await checker.getByTestId('approve-email-sent').waitFor();
  await checker
    .getByTestId('approve-email-code')
    .fill(await emailCodeAfter(stage.venue, DEMO_APPROVER.email, sent));
  await checker.getByTestId('approve-submit').click();
  await checker.getByTestId('custody-approved').waitFor({ timeout: 10_000 });
}

async function vaultId(name: string): Promise<number> {
  const row = await stage.venue.venue.db
    .selectFrom('subaccounts')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('native custody end to end', () => {
  it('R-CUST-3 R-CUST-4 R-CUST-5 R-CUST-7: a key-confirmed send waits for the quorum, the approver approves, it completes with a hash and both tabs follow live', async () => {
    const operatorContext = await newContext(stage.browser, stage.venue);
    const operator = await operatorContext.newPage();
    await signIn(operator, stage.venue, 'trader');
    // The operator's security key: registered on the virtual authenticator.
    await virtualAuthenticator(operatorContext, operator);
    await operator.goto('/account/accounts_security');
    await operator.getByTestId('key-add').click();
    await operator.getByTestId('key-name').fill('Custody key');
    await operator.getByTestId('key-register').click();
    await expect.poll(() => operator.getByTestId('key-row').count()).toBe(1);

    await operator.goto('/custody');
    await operator.getByTestId('custody-vaults').waitFor();
    await expect.poll(() => operator.getByTestId('custody-vault-row').count()).toBe(2);
    await operator.screenshot({ path: screenshotPath('custody-vaults') });
    await operator.getByTestId('custody-vault-row').filter({ hasText: 'Cold Vault' }).click();
    await operator.waitForURL(/\/custody\/vaults\/\d+$/);
    await operator.getByTestId('custody-vault-name').filter({ hasText: 'Cold Vault' }).waitFor();
    await expect.poll(() => operator.getByTestId('custody-tx-row').count()).toBeGreaterThan(5);
    await operator.screenshot({ path: screenshotPath('custody-vault'), fullPage: true });

    // A second tab of the operator watches the pending requests.
    const watcher = await operatorContext.newPage();
    await watcher.goto('/custody/pending-requests');
    await watcher.getByTestId('custody-pending-requests').waitFor();

    await operator.getByTestId('custody-open-send').click();
    await operator.getByTestId('custody-send').waitFor();
    expect(await operator.getByTestId('custody-flow-vault').inputValue()).toBe(
      String(await vaultId('Cold Vault')),
    );
    await operator.getByTestId('custody-flow-token').selectOption('BTC');
    await operator.getByTestId('custody-send-amount').fill('0.5');
    await operator.getByTestId('custody-send-review-btn').click();
    await operator.getByTestId('custody-send-fee').waitFor();
    await operator.screenshot({ path: screenshotPath('custody-send-review') });
    await operator.getByTestId('custody-send-confirm').click();
    await operator.getByTestId('custody-send-done').waitFor({ timeout: 10_000 });
    expect(await operator.getByTestId('custody-send-status').textContent()).toBe('0/1 Approved');
    await operator.screenshot({ path: screenshotPath('custody-send-waiting') });
    await operator.getByRole('button', { name: 'Close' }).first().click();

    // The other tab shows the request without a reload.
    await expect
      .poll(() => watcher.getByTestId('custody-pending-row').count(), { timeout: 10_000 })
      .toBe(1);
    expect(await watcher.getByTestId('custody-request-status').textContent()).toBe('0/1 Approved');

    const checkerContext = await newContext(stage.browser, stage.venue);
    const checker = await checkerContext.newPage();
    await signIn(checker, stage.venue, 'approver');
    await checker.goto('/custody/pending-requests');
    await checker.getByTestId('custody-pending-requests').waitFor();
    await checker.screenshot({ path: screenshotPath('custody-pending-approver') });
    await approveFirst(checker);

    // Both operator tabs follow: the request leaves the pending list, the send completes.
    await expect
      .poll(() => watcher.getByTestId('custody-pending-row').count(), { timeout: 10_000 })
      .toBe(0);
    await operator.goto('/custody/transactions');
    await operator.getByTestId('custody-transactions').waitFor();
    const newest = operator.getByTestId('custody-tx-row').first();
    await expect
      .poll(() => newest.getByTestId('custody-tx-hash').textContent(), { timeout: 30_000 })
      .toMatch(/^[0-9a-f]{64}$/);
    await expect
      .poll(() => newest.locator('[data-status]').getAttribute('data-status'), { timeout: 30_000 })
      .toBe('completed');
    await newest.click();
    await operator.getByTestId('custody-tx-detail').waitFor();
    await operator.screenshot({ path: screenshotPath('custody-transactions') });
    await checkerContext.close();
    await operatorContext.close();
  });

  it('R-CUST-6 R-CUST-7: stake → a pending staking request → approved → bonded balance and rewards; an unstake shows its estimate first', async () => {
    const operatorContext = await newContext(stage.browser, stage.venue);
    const operator = await operatorContext.newPage();
    await signIn(operator, stage.venue, 'trader');
    const warm = await vaultId('Warm Vault');
    await operator.goto(`/custody/vaults/${warm}`);
    const eth = operator.locator('[data-testid="custody-balance-row"][data-token="ETH"]');
    await eth.waitFor();
    const bondedBefore = await eth.getByTestId('custody-bonded').textContent();
    await operator.getByTestId('custody-stake-ETH').click();
    await operator.getByTestId('custody-stake-amount').fill('2');
    await operator.getByTestId('custody-stake-submit').click();
    await operator.getByTestId('custody-stake-done').waitFor({ timeout: 10_000 });
    await operator.getByRole('button', { name: 'Close' }).first().click();

    const watcher = await operatorContext.newPage();
    await watcher.goto('/custody/pending-staking-requests');
    await expect
      .poll(() => watcher.getByTestId('custody-pending-row').count(), { timeout: 10_000 })
      .toBe(1);
    await watcher.screenshot({ path: screenshotPath('custody-pending-staking') });

    const checkerContext = await newContext(stage.browser, stage.venue);
    const checker = await checkerContext.newPage();
    await signIn(checker, stage.venue, 'approver');
    await checker.goto('/custody/pending-staking-requests');
    await approveFirst(checker);

    // The operator's open vault page follows: bonded grows by 2, rewards are accruing.
    await expect
      .poll(() => eth.getByTestId('custody-bonded').textContent(), { timeout: 10_000 })
      .not.toBe(bondedBefore);
    expect(Number((await eth.getByTestId('custody-bonded').textContent())?.replace(/,/g, ''))).toBe(
      Number(bondedBefore?.replace(/,/g, '')) + 2,
    );
    // Pending rewards accrue live on the open page (a payout by the chain just before would
    // have shown 0 until the next read).
    await expect
      .poll(async () => Number(await eth.getByTestId('custody-pending-rewards').textContent()), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    await expect
      .poll(() => watcher.getByTestId('custody-pending-row').count(), { timeout: 10_000 })
      .toBe(0);
    await operator.screenshot({ path: screenshotPath('custody-staked'), fullPage: true });

    await operator.getByTestId('custody-unstake-ETH').click();
    await operator.getByTestId('custody-stake-amount').fill('1');
    await operator.getByTestId('custody-stake-submit').click();
    await operator.getByTestId('custody-unstake-estimate').waitFor();
    expect(await operator.getByTestId('custody-unstake-estimate').textContent()).toMatch(
      /You get 1 ETH back in the vault around/,
    );
    await operator.screenshot({ path: screenshotPath('custody-unstake-estimate') });
    await checkerContext.close();
    await operatorContext.close();
  });
});
