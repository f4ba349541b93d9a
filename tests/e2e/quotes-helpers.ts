// Helpers for the quote screens' end-to-end tests: read balances and call the venue through
// the tab's data core (window.__deskCore), as the screens do.
import type { Page } from 'playwright-core';

export interface CoreAnswer {
  ok: boolean;
  status: number | null;
  data: unknown;
  message: string;
}

/** One call through the tab's core; failures come back as data, not as a throw. */
export function callThroughCore(
  page: Page,
  call: { method: string; path: string; body?: unknown; query?: Record<string, string> },
): Promise<CoreAnswer> {
  return page.evaluate(async (c) => {
    const core = (
      window as unknown as {
        __deskCore: {
          request(c: unknown): Promise<{ ok: boolean; status: number; data: unknown }>;
        };
      }
    ).__deskCore;
    try {
      const r = await core.request({
        method: c.method,
        path: c.path,
        ...(c.query ? { query: c.query } : {}),
        ...(c.body === undefined ? {} : { body: { kind: 'json', value: c.body } }),
        hideAlertOnError: true,
      });
      return { ok: r.ok, status: r.status, data: r.data, message: '' };
    } catch (e) {
      const f = e as { status?: number | null; message?: string };
      return { ok: false, status: f.status ?? null, data: null, message: f.message ?? '' };
    }
  }, call);
}

/** The balance total of a token in the panel, as shown (thousands separators removed). */
export async function shownBalance(page: Page, token: string): Promise<string> {
  const text = await page.getByTestId(`balance-${token}`).locator('dd').textContent();
  return (text ?? '').replace(/,/g, '');
}

/** A price or amount as shown (R-FMT-7 groups thousands), as a number. */
export function shownNumber(text: string | null): number {
  return Number((text ?? '').replace(/,/g, ''));
}
