// Issue 3 "Done when": four tabs on Edge share one stream connection; closing three keeps the
// fourth live; a killed socket recovers to a book that matches the server's; a reload reaches
// every tab. Rules: R-STREAM-* in docs/spec-rules.md.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { lotsToQuantity, ticksToPrice } from '../../domain/ticks';
import { newContext, screenshotPath, signIn, useStage } from './harness';

const stage = useStage();
const SYMBOL = 'BTC/USD';
const edgeUrl = `/trading/dma?market=${encodeURIComponent(SYMBOL)}`;

interface TabBook {
  seq: number;
  status: 'synced' | 'resyncing';
  bids: [string, string][];
  asks: [string, string][];
}
const tabBook = (page: Page): Promise<TabBook | null> =>
  page.evaluate(
    (symbol) =>
      (
        window as unknown as { __deskMarket: { book(s: string): TabBook | null } }
      ).__deskMarket.book(symbol),
    SYMBOL,
  );

async function metric(name: string): Promise<number> {
  const text = await (await fetch(`${stage.venue.baseUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line === undefined ? Number.NaN : Number(line.split(' ').pop());
}

async function liveBook(page: Page): Promise<TabBook> {
  await page.getByTestId('orderbook').waitFor();
  let book: TabBook | null = null;
  await expect
    .poll(
      async () => {
        book = await tabBook(page);
        return book !== null && book.status === 'synced' && book.bids.length > 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return book as unknown as TabBook;
}

async function advances(page: Page): Promise<void> {
  const before = (await liveBook(page)).seq;
  await expect
    .poll(async () => (await tabBook(page))?.seq ?? 0, { timeout: 10_000 })
    .toBeGreaterThan(before);
}

describe('live market data on Edge', () => {
  it('R-CORE-12 four tabs hold one stream connection; closing three keeps the fourth live', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const first = await context.newPage();
    await signIn(first, stage.venue, 'trader');
    const tabs = [first];
    for (let i = 0; i < 3; i++) tabs.push(await context.newPage());
    for (const tab of tabs) await tab.goto(edgeUrl);
    for (const tab of tabs) await liveBook(tab);

    expect(stage.venue.venue.stream.connectionCount()).toBe(1);
    expect(await metric('stream_connections')).toBe(1);

    for (const tab of tabs.slice(0, 3)) await tab.close();
    const last = tabs[3] as Page;
    await advances(last);
    await last.getByTestId('candle-chart').waitFor();
    await last.screenshot({ path: screenshotPath('05-edge') });
    expect(stage.venue.venue.stream.connectionCount()).toBe(1);
    await context.close();
  });

  it('R-CORE-27 without SharedWorker four tabs still hold one socket, and when the leader’s tab closes another takes over live', async () => {
    const context = await newContext(stage.browser, stage.venue);
    // A browser without SharedWorker (e.g. Chrome on Android): the dedicated-worker fallback.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'SharedWorker', { value: undefined, configurable: true });
    });
    const first = await context.newPage();
    await signIn(first, stage.venue, 'trader');
    const tabs = [first];
    for (let i = 0; i < 3; i++) tabs.push(await context.newPage());
    for (const tab of tabs) await tab.goto(edgeUrl);
    for (const tab of tabs) await liveBook(tab);
    expect(await first.evaluate(() => typeof SharedWorker)).toBe('undefined');
    expect(stage.venue.venue.stream.connectionCount()).toBe(1);

    // The first tab's worker leads; closing it hands the core to another tab's worker.
    const closedAt = Date.now();
    await first.close();
    const rest = tabs.slice(1);
    for (const tab of rest) await advances(tab);
    console.log(
      `fallback handover: every remaining tab advancing ${Date.now() - closedAt} ms after the leader closed`,
    );
    await expect
      .poll(() => stage.venue.venue.stream.connectionCount(), { timeout: 10_000 })
      .toBe(1);
    const book = await liveBook(rest[0] as Page);
    expect(book.status).toBe('synced');
    await context.close();
  });

  it('R-CORE-18 recovers from a killed socket to a book that matches a fresh server snapshot', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await page.goto(edgeUrl);
    await liveBook(page);

    stage.venue.venue.stream.closeAll();
    // The user is told while it happens, then the book is live again.
    await advances(page);

    stage.venue.venue.market.pause();
    try {
      const server = stage.venue.venue.market.snapshot(SYMBOL);
      if (server === null) throw new Error(`the venue has no book for ${SYMBOL}`);
      const levels = (prices: number[], sizes: number[]): [string, string][] =>
        prices.map((p, i) => [
          ticksToPrice(p, server.tickSize),
          lotsToQuantity(sizes[i] ?? 0, server.lotSize),
        ]);
      await expect
        .poll(async () => (await tabBook(page))?.seq, { timeout: 10_000 })
        .toBe(server.seq);
      const tab = (await tabBook(page)) as TabBook;
      const depth = Math.min(tab.bids.length, tab.asks.length, 10);
      expect(depth).toBeGreaterThan(0);
      expect(tab.bids.slice(0, depth)).toEqual(
        levels(server.bidPrices, server.bidSizes).slice(0, depth),
      );
      expect(tab.asks.slice(0, depth)).toEqual(
        levels(server.askPrices, server.askSizes).slice(0, depth),
      );
    } finally {
      stage.venue.venue.market.resume();
    }
    await context.close();
  });

  it('R-CORE-4 a reload started in one tab reloads every tab', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const first = await context.newPage();
    await signIn(first, stage.venue, 'trader');
    const second = await context.newPage();
    await second.goto(edgeUrl);
    await liveBook(second);
    for (const tab of [first, second]) {
      await tab.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    }
    const reloaded = [first, second].map((tab) => tab.waitForEvent('load'));
    await first.evaluate(() =>
      (
        window as unknown as { __deskCore: { reloadAllTabs(): Promise<void> } }
      ).__deskCore.reloadAllTabs(),
    );
    await Promise.all(reloaded);
    for (const tab of [first, second]) {
      expect(
        await tab.evaluate(() => (window as unknown as { __marker?: number }).__marker),
      ).toBeUndefined();
    }
    await context.close();
  });
});
