// Treasury rules in Chromium against the real venue (docs/treasury.md): the trader makes a
// sweep rule from the Treasury management screen; it waits; the approver approves it with an
// emailed code in another browser; the trader's open tab shows it enabled without a reload;
// "Run now" (also approved) moves the money, and the run shows in the rule's history with the
// balances moved in the ledger.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { normalizeDecimal, subtractDecimal, addDecimal } from '../../domain/decimal';
import { DEMO_APPROVER } from '../../server/seed/demo-constants';
import { emailCodeAfter, outboxCount } from './auth-helpers';
import { newContext, screenshotPath, signIn, useStage, type Venue } from './harness';

const stage = useStage();

async function balance(venue: Venue, subaccount: string, token: string): Promise<string> {
  const row = await venue.venue.db
    .selectFrom('balances')
    .innerJoin('subaccounts', 'subaccounts.id', 'balances.subaccount_id')
    .select('balances.amount')
    .where('subaccounts.name', '=', subaccount)
    .where('balances.token', '=', token)
    .executeTakeFirst();
  return normalizeDecimal(row?.amount ?? '0');
}

/** Picks the option whose text starts with the subaccount's name. */
async function subaccountOption(page: Page, testId: string, name: string): Promise<void> {
  const select = page.getByTestId(testId);
  const value = await select.evaluate(
    (el, wanted) =>
      [...(el as HTMLSelectElement).options].find((o) => o.text.startsWith(wanted))?.value ?? '',
    name,
  );
  await select.selectOption(value);
}

/** The approver approves the newest pending treasury_rule request with an emailed code. */
async function approveNewest(checker: Page): Promise<void> {
  const row = checker
    .locator('[data-testid="approval-row"][data-kind="treasury_rule"]')
    .filter({ has: checker.getByTestId('approval-approve') })
    .first();
  await row.waitFor({ timeout: 10_000 });
  const before = await checker
    .locator('[data-testid="approval-row"][data-kind="treasury_rule"]')
    .count();
  await row.getByTestId('approval-approve').click();
  const sent = await outboxCount(stage.venue, DEMO_APPROVER.email);
  await checker.getByTestId('approve-email-send').click();
  await checker.getByTestId('approve-email-sent').waitFor();
  await checker
    .getByTestId('approve-email-code')
    .fill(await emailCodeAfter(stage.venue, DEMO_APPROVER.email, sent));
  await checker.getByTestId('approve-submit').click();
  await expect
    .poll(
      () => checker.locator('[data-testid="approval-row"][data-kind="treasury_rule"]').count(),
      { timeout: 10_000 },
    )
    .toBe(before - 1);
}

describe('R-TRS-9 treasury rules end to end', () => {
  it('a rule made by the trader is approved by the approver, shows enabled live, and Run now moves the money', async () => {
    const otcBefore = await balance(stage.venue, 'OTC Main', 'USDC');
    const coldBefore = await balance(stage.venue, 'Cold Vault', 'USDC');
    const keep = subtractDecimal(otcBefore, '250');

    const makerContext = await newContext(stage.browser, stage.venue);
    const maker = await makerContext.newPage();
    await signIn(maker, stage.venue, 'trader');
    await maker.goto('/portfolio/treasury-management');
    await maker.getByTestId('treasury-page').waitFor();
    await maker.getByTestId('rule-new').click();
    await maker.getByTestId('rule-name').fill('Keep OTC USDC, sweep to cold');
    await maker.getByTestId('rule-token').fill('USDC');
    await subaccountOption(maker, 'rule-account', 'OTC Main');
    await subaccountOption(maker, 'rule-counterparty', 'Cold Vault');
    await maker.getByTestId('rule-trigger').selectOption('above');
    await maker.getByTestId('rule-level').fill(keep);
    await maker.getByTestId('rule-action').selectOption('limits');
    await maker.getByTestId('rule-target').fill(keep);
    await maker.screenshot({ path: screenshotPath('treasury-form') });
    await maker.getByTestId('rule-submit').click();
    const row = maker.getByTestId('rule-row').filter({ hasText: 'Keep OTC USDC' });
    await expect.poll(() => row.getAttribute('data-status')).toBe('pending_approval');

    const checkerContext = await newContext(stage.browser, stage.venue);
    const checker = await checkerContext.newPage();
    await signIn(checker, stage.venue, 'approver');
    await checker.goto('/admin/approvals/pending');
    await checker.getByTestId('approvals-page').waitFor();
    await approveNewest(checker);

    // Live in the trader's open tab: enabled, with its next run.
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 10_000 }).toBe('enabled');
    await maker.getByTestId('rule-history').first().click();

    await row.getByTestId('rule-run-now').click();
    await approveNewest(checker);
    await expect
      .poll(() => maker.locator('[data-testid="run-row"][data-outcome="transferred"]').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(await balance(stage.venue, 'OTC Main', 'USDC')).toBe(keep);
    expect(await balance(stage.venue, 'Cold Vault', 'USDC')).toBe(addDecimal(coldBefore, '250'));
    await maker.screenshot({ path: screenshotPath('treasury-history') });

    await Promise.all([makerContext.close(), checkerContext.close()]);
  });
});
