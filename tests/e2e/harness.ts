// Shared e2e plumbing: one real venue server (fresh in-memory database, temp outbox)
// and one headless Chromium, launched by path: nothing downloads a browser.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createApp, type AppOptions, type VenueApp } from '../../server/app';
import { loggerOptions } from '../../server/http/logging';
import { readLatestOutboxCode } from '../../server/mail/outbox';
import { DEMO_ADMIN, DEMO_APPROVER, DEMO_TRADER } from '../../server/seed/demo-constants';
import { DEMO_ADMIN_OTP, DEMO_SUPPORT, DEMO_VIEWER } from '../../server/seed/security-constants';
import { TEST_PASSWORD_COST } from '../../server/testing/test-app';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium';

const DEMO_USERS = {
  trader: DEMO_TRADER,
  approver: DEMO_APPROVER,
  admin: DEMO_ADMIN,
  admin2: DEMO_ADMIN_OTP,
  viewer: DEMO_VIEWER,
  support: DEMO_SUPPORT,
} as const;

export interface Venue {
  readonly venue: VenueApp;
  readonly baseUrl: string;
  readonly outboxDir: string;
  /** Everything the server logged so far (production logger settings at `info`). */
  log(): string;
  stop(): Promise<void>;
}

const distDir = new URL('../../dist', import.meta.url).pathname;
export const artifactsDir = new URL('../../test-results', import.meta.url).pathname;

/**
 * The run's seeded demo database (global-setup.ts) for a venue to start from; outside a vitest
 * run (a screenshot script) nothing, and the venue seeds its own.
 */
async function seededDatabase(): Promise<Pick<AppOptions, 'databaseImage' | 'secretKey'>> {
  let provided: ReturnType<typeof inject<'e2eDatabase'>> | undefined;
  try {
    provided = inject('e2eDatabase');
  } catch {
    return {};
  }
  if (!provided) return {};
  const { imagePath, secretKeyHex } = provided;
  const bytes = await readFile(imagePath);
  return { databaseImage: bytes, secretKey: Buffer.from(secretKeyHex, 'hex') };
}

/** `extra`: createApp options of one test file (e.g. a report runner's test hook). */
export async function startVenue(extra: Partial<AppOptions> = {}): Promise<Venue> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the e2e tests');
  }
  const outboxDir = await mkdtemp(join(tmpdir(), 'desk-outbox-'));
  // The production logger at `info` (a line per request), kept for tests that read the log.
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const venue = await createApp({
    ...(await seededDatabase()),
    // Passwords at the unit tests' scrypt cost, as the seeded image was made: the production
    // cost (N = 2^17) spent about 1 s of a core per sign-in, some 60 of them per run.
    passwordCost: TEST_PASSWORD_COST,
    ...extra,
    outboxDir,
    staticDir: distDir,
    logger: loggerOptions('info', sink),
  });
  await venue.app.listen({ port: 0, host: 'localhost' });
  const address = venue.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  // WebAuthn and cookies behave on "localhost", not 127.0.0.1.
  const baseUrl = `http://localhost:${address.port}`;
  return {
    venue,
    baseUrl,
    outboxDir,
    log: () => lines.join(''),
    async stop() {
      await venue.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  await mkdir(artifactsDir, { recursive: true });
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
}

export async function newContext(browser: Browser, venue: Venue): Promise<BrowserContext> {
  return browser.newContext({ baseURL: venue.baseUrl, viewport: { width: 1440, height: 900 } });
}

export type DemoRole = keyof typeof DEMO_USERS;

/** The whole sign-in journey as a person does it: password, then the emailed code. */
export async function signIn(page: Page, venue: Venue, role: DemoRole = 'trader'): Promise<void> {
  const user = DEMO_USERS[role];
  await page.goto('/login');
  await page.getByTestId('login-email').fill(user.email);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-code').waitFor();
  const code = await waitForCode(venue, user.email);
  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-verify').click();
  await waitForLanding(page);
}

/** Signed in and past "/": the last screen or landing page (a menu opened on "/" closes when
 *  the redirect moves on). */
export async function waitForLanding(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname !== '/login' && url.pathname !== '/');
}

export async function waitForCode(venue: Venue, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const code = await readLatestOutboxCode(venue.outboxDir, email);
    if (code !== null) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no email code reached the outbox for ${email}`);
}

export function screenshotPath(name: string): string {
  return join(artifactsDir, `${name}.png`);
}

export interface Stage {
  readonly venue: Venue;
  readonly browser: Browser;
}

let shared: Promise<Browser> | null = null;

/**
 * One Chromium for every file a test worker runs (vitest.e2e.config.ts shares the worker): a
 * file gets its own contexts and closes them all when it ends. A browser that died is
 * launched again.
 */
async function sharedBrowser(): Promise<Browser> {
  const current = shared ? await shared.catch(() => null) : null;
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}

/** One venue and one browser for a whole test file, started before and stopped after it. */
export function useStage(): Stage {
  const stage = {} as { venue: Venue; browser: Browser };
  beforeAll(async () => {
    stage.venue = await startVenue();
    stage.browser = await sharedBrowser();
  });
  afterAll(async () => {
    // Nothing of this file stays open in the shared browser (a page left open would keep
    // running the app against a stopped venue).
    if (stage.browser?.isConnected())
      await Promise.all(stage.browser.contexts().map((c) => c.close()));
    await stage.venue?.stop();
  });
  return stage;
}
