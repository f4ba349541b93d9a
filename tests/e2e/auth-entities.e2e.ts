// Issue 6 "Done when": an entity switch with two tabs open, both landing in the new entity;
// a switch refused by the entity's IP allowlist says so.
import { describe, expect, it } from 'vitest';
import { DEMO_ENTITY_INTL, DEMO_ENTITY_US } from '../../server/seed/demo-constants';
import { DEMO_RESTRICTED_ENTITY, DEMO_TRAVELLER } from '../../server/seed/security-constants';
import { signInByEmailCode } from './auth-helpers';
import { newContext, screenshotPath, signIn, useStage, waitForLanding } from './harness';

const stage = useStage();

describe('R-SHELL-21 legal entity switch', () => {
  it('switches the entity from one tab and both tabs reload into it', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const first = await context.newPage();
    await signIn(first, stage.venue, 'trader');
    await first.goto('/account/accounts');
    const second = await context.newPage();
    await second.goto('/account/accounts');
    for (const page of [first, second]) {
      await expect.poll(() => page.getByTestId('current-entity').innerText()).toBe(DEMO_ENTITY_US);
    }

    const reloaded = second.waitForEvent('load');
    await first.getByTestId('user-menu').click();
    await first.screenshot({ path: screenshotPath('auth-entity-switcher') });
    await first
      .locator(`[data-testid="entity-option"][data-entity-name="${DEMO_ENTITY_INTL}"]`)
      .click();
    await reloaded;
    for (const page of [first, second]) {
      await expect
        .poll(() => page.getByTestId('current-entity').innerText(), { timeout: 15_000 })
        .toBe(DEMO_ENTITY_INTL);
      // The core is not left blocked after the switch.
      expect(await page.getByText('Requests paused').count()).toBe(0);
      await page.getByTestId('account-row').first().waitFor();
    }
    await context.close();
  });

  it('refuses a switch to an entity whose IP allowlist excludes this address, with a clear message', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signInByEmailCode(page, stage.venue, DEMO_TRAVELLER);
    await waitForLanding(page);
    const option = page.locator(
      `[data-testid="entity-option"][data-entity-name="${DEMO_RESTRICTED_ENTITY}"]`,
    );
    // The menu closes when the path changes (ui/Popover.tsx), and a landing can still move on
    // after waitForLanding (two full runs saw the option detach mid-click and wait 30 s). So
    // the whole open-and-click is retried: only a closed menu is clicked, since a second click
    // on an open one would close it.
    const menu = page.getByTestId('user-menu');
    for (let attempt = 1; ; attempt++) {
      try {
        if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
        await option.click({ timeout: 4000 });
        break;
      } catch (error) {
        if (attempt === 5) throw error;
      }
    }
    await page.getByTestId('entity-switch-error').waitFor();
    expect(await page.getByTestId('entity-switch-error').innerText()).toMatch(/IP/);
    expect(await page.getByTestId('current-entity').innerText()).not.toBe(DEMO_RESTRICTED_ENTITY);
    await context.close();
  });
});
