// A signed-out Chromium page on the bench page server (S6–S8), cross-origin isolated.
import type { Browser, Page } from 'playwright-core';
import { launchChromium, VIEWPORT } from './chromium';
import { startPageServer, type PageServer } from './page-server';
import { waitFor } from './samples';
import { assertIsolated } from './tab-api';

export interface PageStage {
  readonly server: PageServer;
  readonly browser: Browser;
  open(path: string): Promise<Page>;
  stop(): Promise<void>;
}

export async function startPageStage(): Promise<PageStage> {
  const server = await startPageServer();
  const browser = await launchChromium().catch(async (e: unknown) => {
    await server.stop();
    throw e;
  });
  const context = await browser.newContext({ viewport: VIEWPORT });
  return {
    server,
    browser,
    async open(path) {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.baseUrl}${path}`);
      await waitFor(`${path} ready`, () =>
        page.evaluate(() => (window as unknown as { __bench?: unknown }).__bench !== undefined),
      ).catch((e: unknown) => {
        throw new Error(`${String(e)} ${errors.join('; ')}`);
      });
      await assertIsolated(page);
      return page;
    },
    async stop() {
      await browser.close();
      await server.stop();
    },
  };
}
