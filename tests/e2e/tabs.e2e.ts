// DESIGN 1.2 and spec 7.2: every tab of a browser shares one SharedWorker and one periodic sync.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newContext, signIn, useStage } from './harness';

const stage = useStage();

interface Stats {
  tabs: number;
  syncRuns: number;
  instanceId: string;
}
const stats = (page: Page): Promise<Stats> =>
  page.evaluate(() =>
    (window as unknown as { __deskCore: { stats(): Promise<Stats> } }).__deskCore.stats(),
  );

/** Requests the venue has answered on one route, from its Prometheus counters. */
async function requestsSeen(route: string): Promise<number> {
  const res = await fetch(`${stage.venue.baseUrl}/metrics`);
  const text = await res.text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('http_requests_total') && line.includes(`route="${route}"`)) {
      total += Number(line.split(' ').pop());
    }
  }
  return total;
}

const syncRequestsSeen = (): Promise<number> => requestsSeen('/uapi/v1/periodic_sync');

describe('one data core per browser', () => {
  it('R-CORE-8 R-CORE-10 two tabs share one SharedWorker and one periodic sync', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const first = await context.newPage();
    await signIn(first, stage.venue, 'trader');
    const second = await context.newPage();
    // A new tab starts signed in: the core hands it the session the first tab holds.
    await second.goto('/account/accounts');
    await second.getByTestId('account-row').first().waitFor();

    const [a, b] = await Promise.all([stats(first), stats(second)]);
    expect(a.instanceId).toBe(b.instanceId);
    expect(b.tabs).toBe(2);
    expect(b.syncRuns).toBe(1);
    expect(await syncRequestsSeen()).toBe(1);

    // Closing a tab releases it in the core.
    await second.close();
    await expect.poll(async () => (await stats(first)).tabs, { timeout: 15_000 }).toBe(1);
    await context.close();
  });

  it('R-CORE-4 a block started in one tab refuses calls in every tab until unblocked', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const first = await context.newPage();
    await signIn(first, stage.venue, 'trader');
    const second = await context.newPage();
    await second.goto('/account/accounts');
    await second.getByTestId('account-row').first().waitFor();

    await first.evaluate(() =>
      (
        window as unknown as { __deskCore: { blockRequests(): Promise<void> } }
      ).__deskCore.blockRequests(),
    );
    const refused = await second.evaluate(async () => {
      const core = (
        window as unknown as {
          __deskCore: { request(c: unknown): Promise<unknown> };
        }
      ).__deskCore;
      try {
        await core.request({
          method: 'GET',
          path: '/api/user/current_user',
          hideAlertOnError: true,
        });
        return 'resolved';
      } catch (e) {
        return (e as { message: string }).message;
      }
    });
    expect(refused).toBe('Requests are blocked');
    await first.evaluate(() =>
      (
        window as unknown as { __deskCore: { unblockRequests(): Promise<void> } }
      ).__deskCore.unblockRequests(),
    );
    const ok = await second.evaluate(async () => {
      const core = (
        window as unknown as {
          __deskCore: { request(c: unknown): Promise<{ ok: boolean }> };
        }
      ).__deskCore;
      return (await core.request({ method: 'GET', path: '/api/user/current_user' })).ok;
    });
    expect(ok).toBe(true);
    await context.close();
  });

  it('R-QUERY-1 two tabs opening the same screen read its data from the venue once', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const first = await context.newPage();
    await signIn(first, stage.venue, 'trader');
    const second = await context.newPage();
    await second.goto('/account/accounts');
    await second.getByTestId('account-row').first().waitFor();
    const route = '/uapi/v1/symbols/exchange_info';
    const before = await requestsSeen(route);
    // One tab opens the Edge screen, then the other: the instrument list is one read in the
    // core's cache, and the second tab is answered from it.
    await second.goto('/trading/dma');
    await second.getByTestId('orderbook').waitFor({ timeout: 20_000 });
    await first.goto('/trading/dma');
    await first.getByTestId('orderbook').waitFor({ timeout: 20_000 });
    await first.getByTestId('ticket-account').waitFor();
    expect(await requestsSeen(route)).toBe(before + 1);
    await context.close();
  });
});
