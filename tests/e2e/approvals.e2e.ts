// The maker-checker journey in Chromium against the real venue: an admin changes a user's
// roles, the change waits; a request made in one browser appears live in another browser's
// approver tab; a second admin approves it with an authenticator code; the changed user's open
// tab follows the new permissions without a reload (docs/approvals.md).
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_TOTP_SECRET } from '../../server/seed/security-constants';
import { freshTotp } from './auth-helpers';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

describe('R-APPR-27 approvals end to end', () => {
  it('a role change waits, appears live for the second admin, is approved with a TOTP code, and the user’s tab follows', async () => {
    // The viewer has a tab open: no Admin navigation (a viewer may manage nothing).
    const viewerContext = await newContext(stage.browser, stage.venue);
    const viewer = await viewerContext.newPage();
    await signIn(viewer, stage.venue, 'viewer');
    await viewer.getByTestId('nav-Trade').waitFor();
    expect(await viewer.getByTestId('nav-AdminSettings').count()).toBe(0);

    // The second admin watches the pending list in another browser.
    const checkerContext = await newContext(stage.browser, stage.venue);
    const checker = await checkerContext.newPage();
    await signIn(checker, stage.venue, 'admin2');
    await checker.goto('/admin/approvals/pending');
    await checker.getByTestId('approvals-page').waitFor();
    // Rows counted once the list has loaded (its total shows then), not during the skeleton.
    await checker.getByTestId('approvals-total').waitFor();
    const pendingBefore = await checker.getByTestId('approval-row').count();

    // The first admin gives the viewer the auditor role as well: it waits for approval.
    const makerContext = await newContext(stage.browser, stage.venue);
    const maker = await makerContext.newPage();
    await signIn(maker, stage.venue, 'admin');
    await maker.goto('/admin/settings/users');
    const row = maker.getByTestId('admin-user-row').filter({ hasText: 'viewer@demo.desk' });
    await row.getByTestId('user-change-roles').click();
    await row.getByLabel('auditor').check();
    await row.getByTestId('user-roles-save').click();
    await expect
      .poll(async () => (await maker.getByTestId('request-outcome').textContent()) ?? '')
      .toContain('Sent for approval');
    await maker.screenshot({ path: screenshotPath('approvals-maker') });

    // Live in the checker's tab, with no reload: one more pending row.
    await expect
      .poll(() => checker.getByTestId('approval-row').count(), { timeout: 10_000 })
      .toBe(pendingBefore + 1);
    const request = checker
      .getByTestId('approval-row')
      .filter({ hasText: 'Vera Viewer' })
      .filter({ hasText: 'auditor' });
    await expect.poll(() => request.count()).toBe(1);
    await checker.screenshot({ path: screenshotPath('approvals-checker') });
    await request.getByTestId('approval-approve').click();
    await checker.getByTestId('approve-otp').fill(await freshTotp(DEMO_ADMIN_TOTP_SECRET));
    await checker.getByTestId('approve-submit').click();
    await expect
      .poll(() => checker.getByTestId('approval-row').count(), { timeout: 10_000 })
      .toBe(pendingBefore);

    // The viewer's open tab now offers the audit log, without a reload.
    await viewer.getByTestId('nav-AdminSettings').waitFor({ timeout: 10_000 });
    await viewer.getByTestId('nav-AdminSettings').click();
    await viewer.getByTestId('admin-audit').waitFor({ timeout: 10_000 });
    await viewer.screenshot({ path: screenshotPath('approvals-viewer-after') });

    await Promise.all([viewerContext.close(), checkerContext.close(), makerContext.close()]);
  });
});
