// Helpers for the issue 6 end-to-end tests: authenticator codes, emailed links, Chromium's
// virtual authenticator, feature flags in the venue's database.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { TOTP, Secret } from 'otpauth';
import { readOutbox } from '../../server/mail/outbox';
import type { Venue } from './harness';
import { waitForCode } from './harness';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/**
 * The venue accepts a code one 30-second step either side of now, and never a step at or before
 * the last one it accepted for that user (server/security/totp.ts): remembers the last step sent
 * per secret.
 */
const lastSteps = new Map<string, number>();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const STEP_MS = 30_000;

/**
 * An RFC 6238 code for a step the venue has not accepted yet: the current step, or the next
 * one (within the venue's ±1 step) when the current one was used; it waits only when both were.
 */
export async function freshTotp(secret: string): Promise<string> {
  const clean = secret.replace(/\s+/g, '');
  const totp = new TOTP({
    secret: Secret.fromBase32(clean),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  for (let i = 0; i < 70; i++) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, (lastSteps.get(clean) ?? -Infinity) + 1);
    if (step <= now + 1) {
      lastSteps.set(clean, step);
      return totp.generate({ timestamp: step * STEP_MS + STEP_MS / 2 });
    }
    await sleep(500);
  }
  throw new Error('no fresh TOTP code within 35 s');
}

/** Email + password on /login; leaves the page on whatever factor step comes next. */
export async function enterPassword(page: Page, who: Credentials): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(who.email);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
}

/** The newest emailed code that was not there before `since` messages. */
export async function emailCodeAfter(venue: Venue, email: string, since: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const messages = await readOutbox(venue.outboxDir, email);
    for (const m of messages.slice(since).reverse()) {
      const match = /\b(\d{6})\b/.exec(m.text);
      if (match?.[1]) return match[1];
    }
    await sleep(50);
  }
  throw new Error(`no new email code for ${email}`);
}

export async function outboxCount(venue: Venue, email: string): Promise<number> {
  return (await readOutbox(venue.outboxDir, email)).length;
}

/** Password, then the emailed sign-in code. */
export async function signInByEmailCode(page: Page, venue: Venue, who: Credentials) {
  const before = await outboxCount(venue, who.email);
  await enterPassword(page, who);
  await page.getByTestId('login-code').waitFor();
  const code =
    before === 0
      ? await waitForCode(venue, who.email)
      : await emailCodeAfter(venue, who.email, before);
  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-verify').click();
}

/** The link to `path` (e.g. "/reset_password") in the newest email to `email` that has one. */
export async function emailedLink(venue: Venue, email: string, path: string): Promise<string> {
  const pattern = new RegExp(
    `https?://[^\\s"'<>]+${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_%-]+`,
  );
  for (let i = 0; i < 100; i++) {
    const messages = await readOutbox(venue.outboxDir, email);
    for (const m of [...messages].reverse()) {
      const match = pattern.exec(m.text);
      if (match) return match[0];
    }
    await sleep(50);
  }
  throw new Error(`no ${path} link emailed to ${email}`);
}

/** Chromium's virtual authenticator (CTAP2, USB, user verified), through CDP. */
export async function virtualAuthenticator(
  context: BrowserContext,
  page: Page,
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

/** Sets one feature flag for every customer (global scope of app_settings). */
export async function setGlobalFlag(venue: Venue, name: string, value: boolean): Promise<void> {
  const db = venue.venue.db;
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('scope', '=', 'global')
    .where('key', '=', 'feature_flags')
    .executeTakeFirst();
  const raw = row?.value;
  const flags = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})) as Record<
    string,
    unknown
  >;
  const value_ = JSON.stringify({ ...flags, [name]: value });
  if (row) {
    await db
      .updateTable('app_settings')
      .set({ value: value_, updated_at: new Date() })
      .where('scope', '=', 'global')
      .where('key', '=', 'feature_flags')
      .execute();
  } else {
    await db
      .insertInto('app_settings')
      .values({ scope: 'global', key: 'feature_flags', value: value_ })
      .execute();
  }
}

/** Signs out through the user menu. */
export async function signOutViaMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.getByTestId('sign-in-again').waitFor();
}
