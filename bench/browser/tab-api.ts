// What the bench pages expose on window.__bench, as the Node side sees it.
import type { Page } from 'playwright-core';

export interface TabSamplesJson {
  readonly fanOut: number[];
  readonly tickToPaint: number[];
  /** Per socket message with a book delta: its oldest delta's server time → the paint (ms). */
  readonly publishToPaint: number[];
  /** Renders: the product's market-store applies, the naive page's React commits. */
  readonly frames: number;
  /** Product tabs: frames that reached the tab (each may be applied with others). */
  readonly received?: number;
  readonly ticks: number;
  readonly since: number;
}

export interface CoreStatsJson {
  readonly sockets: number;
  readonly messages: number;
  readonly bytes: number;
  readonly frames: number;
  readonly framePostMillis: number;
}

/** Calls window.__bench[name](...args) in the page. */
export function callPage<T>(page: Page, name: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(
    ([n, a]) => {
      const api = (window as unknown as { __bench?: Record<string, (...x: unknown[]) => unknown> })
        .__bench;
      const fn = api?.[n as string];
      if (!fn) throw new Error(`window.__bench.${String(n)} is missing`);
      return fn(...(a as unknown[]));
    },
    [name, args] as const,
  ) as Promise<T>;
}

export async function assertIsolated(page: Page): Promise<void> {
  if (!(await callPage<boolean>(page, 'isolated')))
    throw new Error(`${page.url()} is not cross-origin isolated: timers would be coarse`);
}
