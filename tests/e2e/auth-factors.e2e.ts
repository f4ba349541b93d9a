// Issue 6 "Done when": sign-in by each of the three second factors (WebAuthn through
// Chromium's virtual authenticator on http://localhost), the Contract Admin screen, and a
// logout that ends the stream socket.
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/outbox';
import {
  DEMO_KEY_CREDENTIAL_ID,
  DEMO_KEY_NAME,
  DEMO_KEY_PKCS8,
  DEMO_KEY_RP_ID,
  DEMO_KEY_USER,
  DEMO_OTP_USER,
  DEMO_TOTP_SECRET,
  DEMO_UNSIGNED,
} from '../../server/seed/security-constants';
import { enterPassword, freshTotp, signInByEmailCode, virtualAuthenticator } from './auth-helpers';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();

describe('sign-in second factors', () => {
  it('email code: the demo trader signs in with the emailed code', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await page.getByTestId('nav-Trade').waitFor();
    await context.close();
  });

  it('authenticator: password, then a TOTP code computed from the secret', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await enterPassword(page, DEMO_OTP_USER);
    await page.getByTestId('login-otp-code').waitFor();
    await page.screenshot({ path: screenshotPath('auth-otp-step') });
    await page.getByTestId('login-otp-code').fill('000000');
    await page.getByTestId('login-otp-verify').click();
    await expect
      .poll(() => page.getByTestId('login-error').innerText())
      .toMatch(/Invalid email, password or code/);
    await page.getByTestId('login-otp-code').fill(await freshTotp(DEMO_TOTP_SECRET));
    await page.getByTestId('login-otp-verify').click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByTestId('nav-Trade').waitFor();
    await context.close();
  });

  it('hardware key: signs in with a key, registers a new one in Security, removes the old, signs in with the new', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await page.goto('/login');
    const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
    // The seeded demo key, loaded into the virtual authenticator.
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

    await enterPassword(page, DEMO_KEY_USER);
    await page.getByTestId('login-key-start').waitFor();
    await page.screenshot({ path: screenshotPath('auth-key-step') });
    await page.getByTestId('login-key-start').click();
    await page.waitForURL((url) => url.pathname !== '/login');

    // The virtual authenticator forgets the demo key: a new credential must be created.
    await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
    await page.goto('/account/accounts_security');
    await page.getByTestId('keys-card').waitFor();
    await expect.poll(() => page.getByTestId('key-row').count()).toBe(1);
    await page.getByTestId('key-add').click();
    await page.getByTestId('key-name').fill('Desk laptop key');
    await page.getByTestId('key-register').click();
    await expect.poll(() => page.getByTestId('key-row').count()).toBe(2);
    await page.screenshot({ path: screenshotPath('auth-security-keys') });
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    await page
      .locator(`[data-testid="key-row"][data-key-name="${DEMO_KEY_NAME}"]`)
      .getByTestId('key-remove')
      .click();
    await page.getByTestId('key-remove-confirm').click();
    await expect.poll(() => page.getByTestId('key-row').count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('key-row').getAttribute('data-key-name'))
      .toBe('Desk laptop key');

    await page.goto('/logout');
    await page.getByTestId('sign-in-again').waitFor();
    await enterPassword(page, DEMO_KEY_USER);
    await page.getByTestId('login-key-start').click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByTestId('nav-Trade').waitFor();
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0);
    await context.close();
  });
});

describe('screens and sessions', () => {
  it("shows 'Contract Admin Unassigned' to the customer without a signatory", async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signInByEmailCode(page, stage.venue, DEMO_UNSIGNED);
    await page.getByTestId('contract-admin-unassigned').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Contract Admin Unassigned');
    await page.screenshot({ path: screenshotPath('auth-contract-admin-unassigned') });
    await context.close();
  });

  it('a logout ends the stream socket', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await page.goto('/v2/trade/edge');
    await page.getByTestId('orderbook').waitFor();
    await expect.poll(() => stage.venue.venue.stream.connectionCount()).toBeGreaterThan(0);
    await page.getByTestId('nav-LogOut').click();
    await page.getByTestId('sign-in-again').waitFor();
    await expect
      .poll(() => stage.venue.venue.stream.connectionCount(), { timeout: 10_000 })
      .toBe(0);
    await context.close();
  });

  it('R-SECH-11: the run’s server log holds no session token, code, link token, CSRF value or password', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await page.getByTestId('nav-Trade').waitFor();
    const token = await page.evaluate(() => window.sessionStorage.getItem('desk.token'));
    const cookies = await context.cookies();
    await page.getByTestId('nav-LogOut').click();
    await page.getByTestId('sign-in-again').waitFor();
    await context.close();

    const log = stage.venue.log();
    expect(log).toContain('incoming request'); // the run was logged at info
    const secrets: [string, string][] = [
      ['session token', token ?? ''],
      ...cookies.map((c): [string, string] => [`cookie ${c.name}`, c.value]),
      ...[DEMO_KEY_USER, DEMO_OTP_USER, DEMO_UNSIGNED].map((u): [string, string] => [
        `password of ${u.email}`,
        u.password,
      ]),
      ['TOTP secret', DEMO_TOTP_SECRET],
    ];
    // Every code and link token mailed during this file's run.
    for (const message of await readOutbox(stage.venue.outboxDir)) {
      for (const code of message.text.match(/(?<![0-9])[0-9]{6}(?![0-9])/g) ?? [])
        secrets.push([`code mailed to ${message.to}`, code]);
      for (const link of message.text.match(/token=[A-Za-z0-9_-]+/g) ?? [])
        secrets.push([`link mailed to ${message.to}`, link.slice('token='.length)]);
    }
    expect(secrets.length).toBeGreaterThan(5);
    for (const [name, secret] of secrets) {
      expect(secret.length, name).toBeGreaterThan(5);
      // Codes are digits: a timestamp may contain them, so only a standalone occurrence counts.
      const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const standalone = new RegExp(`(?<![0-9A-Za-z_-])${escaped}(?![0-9A-Za-z_-])`);
      expect(standalone.test(log), name).toBe(false);
    }
  });
});
