// Issue 6 "Done when": reset by emailed link; sign-up with verification, then both
// onboarding variants to completion with the terms PDF downloaded.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_APPROVER } from '../../server/seed/demo-constants';
import { emailedLink, enterPassword, setGlobalFlag, signInByEmailCode } from './auth-helpers';
import { newContext, screenshotPath, useStage, type Venue } from './harness';

const stage = useStage();

describe('password reset', () => {
  it('resets the password through the emailed link, once', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByTestId('forgot-password').click();
    await page.getByTestId('reset-email').fill(DEMO_APPROVER.email);
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-sent').waitFor();

    const link = await emailedLink(stage.venue, DEMO_APPROVER.email, '/reset_password');
    const url = new URL(link);
    await page.goto(url.pathname + url.search);
    const fresh = 'Northern-Lights-Over-Tromso-9';
    await page.getByTestId('reset-new').fill(fresh);
    await page.getByTestId('reset-verify').fill(fresh);
    await page.screenshot({ path: screenshotPath('auth-reset-new-password') });
    await page.getByTestId('reset-save').click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByTestId('login-notice').waitFor();

    // The old password is refused, the new one works.
    await enterPassword(page, DEMO_APPROVER);
    await page.getByTestId('login-error').waitFor();
    await signInByEmailCode(page, stage.venue, { email: DEMO_APPROVER.email, password: fresh });
    await page.waitForURL((u) => u.pathname !== '/login');

    // The link is single use.
    await page.goto('/logout');
    await page.getByTestId('sign-in-again').waitFor();
    await page.goto(url.pathname + url.search);
    await page.getByTestId('reset-new').fill('Another-Long-Password-10');
    await page.getByTestId('reset-verify').fill('Another-Long-Password-10');
    await page.getByTestId('reset-save').click();
    expect(await page.getByTestId('reset-error').innerText()).toMatch(/invalid or has expired/);
    await context.close();
  });
});

async function signUpAndVerify(
  page: Page,
  venue: Venue,
  who: { email: string; password: string; first: string; last: string },
) {
  await page.goto('/signup');
  await page.getByTestId('signup-first').fill(who.first);
  await page.getByTestId('signup-last').fill(who.last);
  await page.getByTestId('signup-email').fill(who.email);
  await page.getByTestId('signup-password').fill(who.password);
  await page.getByTestId('signup-verify').fill(who.password);
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('signup-sent').waitFor();
  const link = new URL(await emailedLink(venue, who.email, '/verify_email'));
  await page.goto(link.pathname + link.search);
  await page.waitForURL((u) => u.pathname === '/login');
  await page.getByTestId('login-notice').waitFor();
  await signInByEmailCode(page, venue, who);
}

/** "Save and continue", then the next step; a refusal shows up in the failure message. */
async function continueTo(page: Page, next: string) {
  await page.getByTestId('ob-continue').click();
  try {
    await page.getByTestId(next).waitFor({ timeout: 10_000 });
  } catch {
    const text = await page.locator('.ob-panel').innerText();
    throw new Error(
      `did not reach ${next}: ${text
        .split('\n')
        .filter((l) => !l.includes(' ('))
        .join(' | ')}`,
    );
  }
}

async function fillProfile(page: Page, first: string, last: string) {
  const fill = async (id: string, value: string) => page.getByTestId(id).fill(value);
  await fill('ob-institution-legal_name', `${last} Capital Ltd`);
  await fill('ob-institution-registration_number', 'HRB 123456');
  await page.getByTestId('ob-institution-country').selectOption('GB');
  await fill('ob-institution-incorporation_date', '2019-04-01');
  await fill('ob-institution-website', 'https://example.com');
  await continueTo(page, 'ob-step-address');

  await fill('ob-address-street', '1 King William Street');
  await fill('ob-address-city', 'London');
  await fill('ob-address-postal_code', 'EC4N 7AR');
  await page.getByTestId('ob-address-country').selectOption('GB');
  await continueTo(page, 'ob-step-contact');

  await fill('ob-contact-signatory_first_name', first);
  await fill('ob-contact-signatory_last_name', last);
  await fill('ob-contact-signatory_title', 'Chief Operating Officer');
  await fill('ob-contact-signatory_email', `${first.toLowerCase()}@example.com`);
  await fill('ob-contact-phone', '+44 20 7946 0000');
  await continueTo(page, 'ob-step-activity');

  await fill('ob-activity-expected_monthly_volume_usd', '2500000');
  await fill('ob-activity-source_of_funds', 'Retained earnings of the trading business.');
  await page.getByTestId('ob-activity-products-spot').check();
  await page.getByTestId('ob-activity-products-otc').check();
  await continueTo(page, 'ob-step-terms');
}

async function downloadTerms(page: Page): Promise<void> {
  await page.getByTestId('terms-document').waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('terms-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
}

describe('sign-up and onboarding', () => {
  it('signs up, verifies the email and onboards through the standard variant', async () => {
    await setGlobalFlag(stage.venue, 'docusign_agreements', false);
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    const who = {
      email: 'ada@analytical.example',
      password: 'Difference-Engine-1843',
      first: 'Ada',
      last: 'Lovelace',
    };
    await signUpAndVerify(page, stage.venue, who);
    await page.waitForURL((u) => u.pathname === '/onboarding/new_otc_institution');
    await page.getByTestId('ob-step-institution').waitFor();
    await page.screenshot({ path: screenshotPath('auth-onboarding-profile') });
    await fillProfile(page, who.first, who.last);

    await downloadTerms(page);
    await page.screenshot({ path: screenshotPath('auth-onboarding-terms') });
    await page.getByTestId('terms-checkbox').check();
    await page.getByTestId('terms-agree').click();
    await page.getByTestId('ob-step-review').waitFor();
    await page.getByTestId('ob-complete').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/onboarding'));
    await page.getByTestId('nav-Trade').waitFor();
    await context.close();
  });

  it('signs up and onboards through the e-signature variant when docusign_agreements is on', async () => {
    await setGlobalFlag(stage.venue, 'docusign_agreements', true);
    try {
      const context = await newContext(stage.browser, stage.venue);
      const page = await context.newPage();
      const who = {
        email: 'grace@compiler.example',
        password: 'Cobol-Nanosecond-1952',
        first: 'Grace',
        last: 'Hopper',
      };
      await signUpAndVerify(page, stage.venue, who);
      await page.waitForURL((u) => u.pathname === '/onboarding/new_otc_institution_ds');
      await fillProfile(page, who.first, who.last);
      await downloadTerms(page);
      await page.getByTestId('terms-checkbox').check();
      await page.getByTestId('terms-agree').click();
      await page.getByTestId('sign-name').fill(`${who.first} ${who.last}`);
      await page.screenshot({ path: screenshotPath('auth-onboarding-sign') });
      await page.getByTestId('sign-submit').click();
      await page.getByTestId('ob-step-review').waitFor();
      await page.getByTestId('ob-complete').click();
      await page.waitForURL((u) => !u.pathname.startsWith('/onboarding'));
      await page.getByTestId('nav-Trade').waitFor();
      await context.close();
    } finally {
      await setGlobalFlag(stage.venue, 'docusign_agreements', false);
    }
  });
});
