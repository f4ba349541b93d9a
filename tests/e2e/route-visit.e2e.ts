// A new user's visit of every route of spec 2.3, as each demo user, in Chromium against the
// real venue: no page may crash (uncaught error or the route error screen), no call may answer
// 5xx, and every page shows something (its own content, or a plain "not built" / "no access"
// page). What each user saw is written to test-results/route-visit.json for the closing note.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactsDir, newContext, signIn, useStage, type DemoRole } from './harness';

const stage = useStage();

/** Concrete paths for every route of spec 2.3 (optional tabs left out; one custody path). */
const ROUTES = [
  '/trading/rfq',
  '/trading/rfs',
  '/trading/options',
  '/trading/dma',
  '/v2/trade/fxorderbook',
  '/v2/trade/edge',
  '/faqs/product-features/edge',
  '/wallet/deposit',
  '/wallet/withdraw',
  '/wallet/transfer',
  '/wallet/whitelist',
  '/trading/portfolio',
  '/portfolio',
  '/portfolio/performance',
  '/portfolio/composition',
  '/portfolio/balances',
  '/portfolio/credit',
  '/portfolio/risk',
  '/portfolio/positions',
  '/portfolio/treasury-management',
  '/trade-allocation',
  '/trade-settlement',
  '/trade-statistics',
  '/trading/insights',
  '/post-trade/cashflows',
  '/post-trade/transactions',
  '/post-trade/eod-snapshots',
  '/post-trade/ems-transactions',
  '/custody/accounts',
  '/v2/defi',
  '/admin/settings',
  '/v2/admin-settings/uapi',
  '/admin/approvals',
  '/faqs',
  '/faq',
  '/v2/support',
  '/account',
  '/account/accounts_security',
  '/labs',
  '/focal',
] as const;

const USERS: readonly DemoRole[] = ['trader', 'approver', 'admin', 'viewer', 'support'];

interface Visit {
  readonly route: string;
  readonly landed: string;
  readonly state: 'page' | 'not-built' | 'no-access';
}

describe('R-SHELL-33 R-SHELL-38 every route as every demo user', () => {
  const seen: Record<string, Visit[]> = {};

  for (const role of USERS) {
    it(`${role}: every route renders without a crash or a 5xx`, async () => {
      const context = await newContext(stage.browser, stage.venue);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 500)
          problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      await signIn(page, stage.venue, role);
      // R-SHELL-38: at 1440 px every navigation tab of this role is in view, none clipped.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.waitFor();
      expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const visits: Visit[] = [];
      for (const route of ROUTES) {
        const before = problems.length;
        // In-app navigation, as a user clicking through (a full load per route would mostly
        // measure the data core's start); the first route is a full load.
        if (route === ROUTES[0]) await page.goto(route);
        else
          await page.evaluate((to) => {
            window.history.pushState({}, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, route);
        const main = page.locator('main, [role="main"]').first();
        await main.waitFor({ timeout: 10_000 });
        // The page's first reads land (a loading skeleton has no text of its own to wait for).
        await expect
          .poll(async () => (await main.innerText()).trim().length, { timeout: 10_000 })
          .toBeGreaterThan(0);
        await page.waitForTimeout(150);
        const crashed = await page.getByTestId('route-error').count();
        if (crashed > 0) problems.push(`${route}: the route error screen`);
        const text = (await main.innerText()).trim();
        if (text === '') problems.push(`${route}: an empty page`);
        const state: Visit['state'] = /not built yet/i.test(text)
          ? 'not-built'
          : /do not have access|not allowed|no access/i.test(text)
            ? 'no-access'
            : 'page';
        visits.push({ route, landed: new URL(page.url()).pathname, state });
        if (problems.length > before) problems.push(`  (while visiting ${route})`);
      }
      seen[role] = visits;
      await writeFile(join(artifactsDir, 'route-visit.json'), JSON.stringify(seen, null, 2));
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
