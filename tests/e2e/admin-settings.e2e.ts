// Every admin write from the Admin settings screens, in Chromium against the real venue: an
// admin invites, deactivates, resets second factors, grants a role an action, adds an
// approval-policy rule, changes the IP allowlist and turns a feature flag on; each waits for
// approval; a second admin approves every one with a hardware security key (Chromium's virtual
// authenticator); the screens then show each change carried out, the feature flag moves Admin
// settings to its UAPI route, and the audit log lists and exports what happened
// (docs/approvals.md).
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_KEY_CREDENTIAL_ID,
  DEMO_KEY_PKCS8,
  DEMO_KEY_RP_ID,
  DEMO_KEY_USER,
  DEMO_NEWHIRE,
  DEMO_OTP_USER,
} from '../../server/seed/security-constants';
import { enterPassword, virtualAuthenticator } from './auth-helpers';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

/** Waits until at least `n` "Sent for approval" outcomes show on the page. */
async function sentForApproval(page: Page, n = 1) {
  const sent = page.getByTestId('request-outcome').filter({ hasText: 'Sent for approval' });
  await expect.poll(() => sent.count()).toBeGreaterThanOrEqual(n);
}

describe('R-APPR-28 admin settings writes end to end', () => {
  it('each admin change waits, a second admin approves it with a security key, and the screens show it carried out', async () => {
    // The key holder becomes the second admin (a role change is itself approved elsewhere:
    // here the database sets the starting point).
    await stage.venue.venue.db
      .updateTable('users')
      .set({ roles: ['admin'] })
      .where('email', '=', DEMO_KEY_USER.email)
      .execute();

    const makerContext = await newContext(stage.browser, stage.venue);
    const maker = await makerContext.newPage();
    await signIn(maker, stage.venue, 'admin');

    // Users: invite, deactivate, reset factors.
    await maker.goto('/admin/settings/users');
    await maker.getByTestId('admin-users').waitFor();
    await maker.getByTestId('invite-email').fill('newcomer@example.com');
    await maker.getByTestId('invite-role-trader').check();
    await maker.getByTestId('invite-submit').click();
    await sentForApproval(maker);

    const newhire = maker.getByTestId('admin-user-row').filter({ hasText: DEMO_NEWHIRE.email });
    await newhire.getByTestId('user-deactivate').click();
    await maker.getByTestId('user-confirm').click();
    await sentForApproval(maker, 2);

    const otpUser = maker.getByTestId('admin-user-row').filter({ hasText: DEMO_OTP_USER.email });
    await otpUser.getByTestId('user-reset-factors').click();
    await maker.getByTestId('user-confirm').click();
    await sentForApproval(maker, 3);
    await maker.screenshot({ path: screenshotPath('admin-users-requests') });

    // Roles and permissions: the viewer role may read the audit log too.
    await maker.goto('/admin/settings/roles');
    const viewerAudit = maker.locator(
      '[data-testid="matrix-cell"][data-role="viewer"][data-action="Read Audit Log"]',
    );
    expect(await viewerAudit.getAttribute('data-granted')).toBe('false');
    await viewerAudit.locator('input').check();
    await expect.poll(() => maker.getByTestId('matrix-diff-row').count()).toBe(1);
    await maker.getByTestId('matrix-submit').click();
    await sentForApproval(maker);

    // Approval policies: a rule for large USDC withdrawals, sent as one policy change; the dry
    // run answers from the rules in force.
    await maker.goto('/admin/settings/policies');
    await maker.getByTestId('admin-policies').waitFor();
    // The section shows a skeleton while the rules load: count them once the table is there
    // (counted during the skeleton it was 0, and the check after the approval saw 2 for 1).
    await maker.getByTestId('policy-rules').waitFor();
    const rulesBefore = await maker.getByTestId('policy-rule-row').count();
    await maker.getByTestId('rule-add').click();
    await maker.getByTestId('rule-kind').selectOption('withdrawal');
    await maker.getByTestId('rule-asset').fill('usdc');
    await maker.getByTestId('rule-min').fill('100000');
    await maker.getByTestId('rule-min-approvers').fill('2');
    await maker.getByTestId('rule-role-approver').check();
    await maker.getByTestId('rule-save').click();
    await maker.getByTestId('policy-diff').waitFor();
    await maker.getByTestId('policy-submit').click();
    await sentForApproval(maker);
    await maker.getByTestId('dry-kind').selectOption('withdrawal');
    await maker.getByTestId('dry-asset').fill('USDC');
    await maker.getByTestId('dry-amount').fill('250000');
    await maker.getByTestId('dry-submit').click();
    await expect
      .poll(async () => (await maker.getByTestId('dry-result').textContent()) ?? '')
      .toMatch(/approvals? needed from/);
    await maker.screenshot({ path: screenshotPath('admin-policies-dry-run') });

    // IP allowlist of the current entity (loopback kept, so the browsers stay allowed).
    await maker.goto('/admin/settings/ip-allowlists');
    await maker.getByTestId('admin-ip-allowlists').waitFor();
    const ownList = maker
      .getByTestId('ip-allowlist-row')
      .filter({ has: maker.getByTestId('ip-edit') });
    await ownList.getByTestId('ip-edit').click();
    await maker.getByTestId('ip-input').fill('127.0.0.1/32, ::1/128, 10.20.0.0/16');
    await maker.getByTestId('ip-submit').click();
    await sentForApproval(maker);

    // Feature flags: the new permission module.
    await maker.goto('/admin/settings/feature-flags');
    const flag = maker.locator('[data-testid="flag-row"][data-flag="new_permission_module"]');
    await flag.getByTestId('flag-toggle').click();
    await sentForApproval(maker);
    expect(await flag.getAttribute('data-enabled')).toBe('false');

    // The second admin signs in with the security key and approves each request with it.
    const checkerContext = await newContext(stage.browser, stage.venue);
    const checker = await checkerContext.newPage();
    await checker.goto('/login');
    const { cdp, authenticatorId } = await virtualAuthenticator(checkerContext, checker);
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: {
        credentialId: Buffer.from(DEMO_KEY_CREDENTIAL_ID, 'base64url').toString('base64'),
        isResidentCredential: false,
        rpId: DEMO_KEY_RP_ID,
        privateKey: DEMO_KEY_PKCS8,
        signCount: 1,
      },
    });
    await enterPassword(checker, DEMO_KEY_USER);
    await checker.getByTestId('login-key-start').click();
    await checker.waitForURL((url) => url.pathname !== '/login');
    await checker.goto('/admin/approvals/pending');
    await checker.getByTestId('approvals-page').waitFor();
    const fromMaker = checker
      .getByTestId('approval-row')
      .filter({ has: checker.getByTestId('approval-approve') })
      .filter({ hasText: 'Adrian Admin' });
    await expect.poll(() => fromMaker.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(7);
    await checker.screenshot({ path: screenshotPath('admin-checker-pending') });
    for (const kind of [
      'user_invite',
      'user_deactivate',
      'user_reset_factors',
      'role_permissions',
      'approval_policy',
      'ip_allowlist',
      'feature_flags',
    ]) {
      const ofKind = fromMaker.and(checker.locator(`[data-kind="${kind}"]`));
      const before = await ofKind.count();
      await ofKind.first().getByTestId('approval-approve').click();
      await checker.getByTestId('approve-key').click();
      await expect.poll(() => ofKind.count(), { timeout: 10_000 }).toBe(before - 1);
    }

    // Carried out, live in the maker's tabs. The flag moved Admin settings to the UAPI route.
    await maker.goto('/admin/settings/users');
    await maker.waitForURL(/\/v2\/admin-settings\/uapi\/users/);
    await maker.getByTestId('admin-users').waitFor();
    const invited = maker.getByTestId('admin-user-row').filter({ hasText: 'newcomer@example.com' });
    await expect.poll(() => invited.count()).toBe(1);
    await expect.poll(async () => (await newhire.textContent()) ?? '').toMatch(/deactivated/i);
    await maker.screenshot({ path: screenshotPath('admin-users-after') });
    const otpRow = await stage.venue.venue.db
      .selectFrom('users')
      .select(['otp_secret_enc', 'status'])
      .where('email', '=', DEMO_OTP_USER.email)
      .executeTakeFirstOrThrow();
    expect(otpRow.otp_secret_enc).toBeNull();

    await maker.getByTestId('admin-tab-roles').click();
    await expect.poll(() => viewerAudit.getAttribute('data-granted')).toBe('true');

    await maker.getByTestId('admin-tab-policies').click();
    await expect.poll(() => maker.getByTestId('policy-rule-row').count()).toBe(rulesBefore + 1);
    await expect
      .poll(async () => (await maker.getByTestId('policy-rules').textContent()) ?? '')
      .toContain('USDC');

    await maker.getByTestId('admin-tab-ip-allowlists').click();
    await expect.poll(async () => (await ownList.textContent()) ?? '').toContain('10.20.0.0/16');
    await maker.screenshot({ path: screenshotPath('admin-uapi-ip-allowlists') });

    // Audit log: the approvals are there, and the CSV export downloads them.
    await maker.getByTestId('admin-tab-audit').click();
    await maker.getByTestId('audit-filter-action').fill('request_executed');
    await maker.getByTestId('audit-apply').click();
    await expect
      .poll(() => maker.getByTestId('audit-row').count(), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(7);
    await maker.screenshot({ path: screenshotPath('admin-audit-filtered') });
    const [download] = await Promise.all([
      maker.waitForEvent('download'),
      maker.getByTestId('audit-export').click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\n')[0]).toMatch(/^id,at,user_id,user_email/);
    expect(csv).toContain('request_executed');

    await Promise.all([makerContext.close(), checkerContext.close()]);
  });
});

describe('R-SECH-22 sign out everyone in the browser', () => {
  it('R-SECH-22: an admin signs everyone else out after a confirm step; another user’s screen ends signed out', async () => {
    const adminContext = await newContext(stage.browser, stage.venue);
    const traderContext = await newContext(stage.browser, stage.venue);
    const admin = await adminContext.newPage();
    const trader = await traderContext.newPage();
    await signIn(trader, stage.venue, 'trader');
    await signIn(admin, stage.venue, 'admin');
    await admin.goto('/admin/settings/users');
    await admin.getByTestId('sign-out-everyone-open').click();
    await admin.getByTestId('sign-out-everyone-confirm').waitFor();
    await admin.screenshot({ path: screenshotPath('admin-sign-out-everyone-confirm') });
    await admin.getByTestId('sign-out-everyone-submit').click();
    await expect
      .poll(async () => (await admin.getByTestId('sign-out-everyone-done').textContent()) ?? '')
      .toMatch(/^Ended \d+ sessions? of \d+ (person|people)\.$/);
    await admin.screenshot({ path: screenshotPath('admin-sign-out-everyone-done') });
    // The trader's next call answers 401: their screen ends at /logout.
    await trader.goto('/account/accounts');
    await trader.waitForURL(/\/logout/);
    await trader.getByText('You have been signed out').waitFor();
    // The administrator kept their own session.
    await admin.getByTestId('admin-tab-roles').click();
    await admin.getByTestId('matrix-cell').first().waitFor();
    await Promise.all([adminContext.close(), traderContext.close()]);
  });
});
