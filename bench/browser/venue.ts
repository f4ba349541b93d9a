// The real venue for the browser scenarios: createApp on localhost (fresh in-memory database,
// temporary outbox) serving the bench build cross-origin isolated, at a chosen feed rate,
// plus one Chromium signed in as the demo trader through the product's own login page.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createApp, type VenueApp } from '../../server/app';
import { readLatestOutboxCode } from '../../server/mail/outbox';
import { DEMO_TRADER } from '../../server/seed/demo-constants';
import { BENCH_DIST, ensureBuilt } from './build';
import { launchChromium, VIEWPORT } from './chromium';
import { sleep, waitFor } from './samples';

export interface Stage {
  readonly venue: VenueApp;
  readonly baseUrl: string;
  readonly browser: Browser;
  /** The demo trader's session token (tabs keep it in sessionStorage). */
  readonly token: string;
  readonly feedRate: number;
  /** Every book symbol the venue simulates (the feed rate is shared evenly among them). */
  readonly symbols: readonly string[];
  /** A new browser context whose pages start signed in. */
  newContext(): Promise<BrowserContext>;
  /** Open stream connections on the server (/metrics stream_connections). */
  streamConnections(): Promise<number>;
  stop(): Promise<void>;
}

async function signIn(page: Page, outboxDir: string): Promise<string> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(DEMO_TRADER.email);
  await page.getByTestId('login-password').fill(DEMO_TRADER.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-code').waitFor();
  let code: string | null = null;
  await waitFor('the sign-in code in the outbox', async () => {
    code = await readLatestOutboxCode(outboxDir, DEMO_TRADER.email);
    return code !== null;
  });
  await page.getByTestId('login-code').fill(code as unknown as string);
  await page.getByTestId('login-verify').click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const token = await page.evaluate(() => sessionStorage.getItem('desk.token'));
  if (!token) throw new Error('signed in, but the tab holds no session token');
  return token;
}

/** The market starts stepping only after sign-in, so a heavy feed cannot slow the login. */
export async function startStage(feedRate: number, stepMillis?: number): Promise<Stage> {
  await ensureBuilt();
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'bench-outbox-'));
  const venue = await createApp({
    outboxDir,
    staticDir: BENCH_DIST,
    logger: false,
    feedRate,
    ...(stepMillis === undefined ? {} : { marketStepMillis: stepMillis }),
    crossOriginIsolated: true,
    marketAutostart: false,
  });
  let browser: Browser | null = null;
  try {
    await venue.app.listen({ port: 0, host: 'localhost' });
    const address = venue.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const baseUrl = `http://localhost:${address.port}`;
    const b = await launchChromium();
    browser = b;
    const first = await b.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
    const token = await signIn(await first.newPage(), outboxDir);
    await first.close();
    venue.market.resume();
    const streamConnections = async (): Promise<number> => {
      const text = await (await fetch(`${baseUrl}/metrics`)).text();
      const m = /^stream_connections (\d+)$/m.exec(text);
      if (!m) throw new Error('/metrics has no stream_connections');
      return Number(m[1]);
    };
    return {
      venue,
      baseUrl,
      browser: b,
      token,
      feedRate,
      symbols: bookSymbols(venue),
      async newContext() {
        const ctx = await b.newContext({ baseURL: baseUrl, viewport: VIEWPORT });
        await ctx.addInitScript((t) => sessionStorage.setItem('desk.token', t), token);
        return ctx;
      },
      streamConnections,
      async stop() {
        await b.close();
        await venue.close();
        await rm(outboxDir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await browser?.close();
    await venue.close();
    await rm(outboxDir, { recursive: true, force: true });
    throw e;
  }
}

/** Waits until the server holds exactly `n` stream connections. */
export async function settleConnections(stage: Stage, n: number): Promise<void> {
  await waitFor(`${n} stream connections`, async () => (await stage.streamConnections()) === n);
  await sleep(50);
}

/** Symbols of the books the venue simulates. */
export function bookSymbols(venue: VenueApp): string[] {
  const list = (venue.market as unknown as { instruments?: readonly { symbol: string }[] })
    .instruments;
  if (!list || list.length === 0) throw new Error('the venue exposes no market instruments');
  return list.map((i) => i.symbol);
}
