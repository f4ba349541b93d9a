// Spec 8: a 401 ends at /logout; a failed call shows the server's reason as a toast.
import { describe, expect, it } from 'vitest';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

describe('R-CORE-5 error catalogue in the browser', () => {
  it('a failed call shows the server reason in a toast', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await page.goto('/account/accounts');
    const rows = page.getByTestId('account-row');
    await rows.first().waitFor();
    const names = await rows.evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-account-name') ?? ''),
    );
    expect(names.length).toBeGreaterThanOrEqual(2);
    // Renaming the first account to the second one's name is a conflict on the server.
    await rows.first().getByTestId('rename-button').click();
    await rows
      .first()
      .getByTestId('rename-input')
      .fill(names[1] ?? '');
    await rows.first().getByTestId('rename-save').click();
    const toast = page.getByTestId('toast').first();
    await toast.waitFor();
    expect(await toast.innerText()).toContain(`An account named '${names[1]}' already exists`);
    await page.screenshot({ path: screenshotPath('03-toast') });
    await context.close();
  });

  it('a 401 on any call ends at /logout', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    // The server revokes every session (as an admin or an expiry would).
    await stage.venue.venue.db.updateTable('sessions').set({ revoked_at: new Date() }).execute();
    await page.goto('/account/accounts');
    await page.waitForURL(/\/logout/);
    await page.getByText('You have been signed out').waitFor();
    await page.screenshot({ path: screenshotPath('04-logout-after-401') });
    await context.close();
  });
});
