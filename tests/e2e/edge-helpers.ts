// Helpers for the Edge trading end-to-end tests: open the screen on a market and account,
// read the tab's book, fill the ticket, and call the venue through the tab's data core.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { desk } from '../../proto/gen/messages.js';
import { priceToTicks, ticksToPrice } from '../../domain/ticks';

export interface TabBook {
  seq: number;
  status: 'synced' | 'resyncing';
  bids: [string, string][];
  asks: [string, string][];
}

export const tabBook = (page: Page, symbol: string): Promise<TabBook | null> =>
  page.evaluate(
    (s) =>
      (
        window as unknown as { __deskMarket: { book(s: string): TabBook | null } }
      ).__deskMarket.book(s),
    symbol,
  );

export async function liveBook(page: Page, symbol: string): Promise<TabBook> {
  let book: TabBook | null = null;
  await expect
    .poll(
      async () => {
        book = await tabBook(page, symbol);
        return (
          book !== null && book.status === 'synced' && book.bids.length > 0 && book.asks.length > 0
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return book as unknown as TabBook;
}

/** Opens Edge on a market and picks the account whose label contains `accountName`. */
export async function openEdge(page: Page, symbol: string, accountName: string): Promise<void> {
  await page.goto(`/trading/dma?market=${encodeURIComponent(symbol)}`);
  const select = page.getByTestId('ticket-account');
  await select.waitFor();
  await expect
    .poll(async () => (await select.locator('option').allTextContents()).join('|'), {
      timeout: 15_000,
    })
    .toContain(accountName);
  const value = await select
    .locator('option', { hasText: accountName })
    .first()
    .getAttribute('value');
  await select.selectOption(value ?? '');
  await page.getByTestId('ticket').waitFor();
  await liveBook(page, symbol);
}

export interface TicketOrder {
  side: 'BUY' | 'SELL';
  type: 'Limit' | 'Market' | 'TWAP' | 'Stop' | 'FOK';
  price?: string;
  quantity: string;
  twapSeconds?: string;
  twapSlices?: string;
}

export async function placeFromTicket(page: Page, o: TicketOrder): Promise<string> {
  await page.getByTestId(`ticket-type-${o.type}`).click();
  await page.getByTestId(o.side === 'BUY' ? 'ticket-side-buy' : 'ticket-side-sell').click();
  if (o.price !== undefined) await page.getByTestId('ticket-limitPrice').fill(o.price);
  await page.getByTestId('ticket-quantity').fill(o.quantity);
  if (o.twapSeconds !== undefined) await page.getByTestId('ticket-twapSeconds').fill(o.twapSeconds);
  if (o.twapSlices !== undefined) await page.getByTestId('ticket-twapSlices').fill(o.twapSlices);
  // A click reviews first (R-SHELL-36); Confirm sends.
  await page.getByTestId('ticket-submit').click();
  await page.getByTestId('ticket-confirm-send').click();
  const result = page.getByTestId('ticket-result');
  await result.waitFor();
  return (await result.textContent()) ?? '';
}

/** The price `ticks` ticks away from `price`, canonical (as the tab's book shows prices). */
export function offsetTicks(price: string, ticks: number, tickSize: string): string {
  return ticksToPrice(priceToTicks(price, tickSize) + ticks, tickSize);
}

export interface SubaccountInfo {
  accountType: number;
  accountId: number;
  subaccountId: number;
  displayText: string;
  canTrade: boolean;
}

export async function subaccounts(page: Page): Promise<SubaccountInfo[]> {
  return page.evaluate(async () => {
    const core = (
      window as unknown as { __deskCore: { request(c: unknown): Promise<{ data: unknown }> } }
    ).__deskCore;
    const r = await core.request({ method: 'GET', path: '/uapi/v1/all_accounts' });
    const map = (r.data as { optionsMap: Record<string, { hedgeVenuesList: SubaccountInfo[] }> })
      .optionsMap;
    return Object.values(map).flatMap((v) => v.hedgeVenuesList);
  });
}

/** Sends a binary create through the tab's data core (as the ticket does) and decodes it. */
export async function createThroughCore(
  page: Page,
  request: desk.orders.OrderRequest.$Properties,
): Promise<desk.orders.CreateOrderResponse> {
  const bytes = Array.from(desk.orders.OrderRequest.encode(request).finish());
  const answer = await page.evaluate(async (body) => {
    const core = (
      window as unknown as { __deskCore: { request(c: unknown): Promise<{ bytes?: Uint8Array }> } }
    ).__deskCore;
    const r = await core.request({
      method: 'POST',
      path: '/uapi/v1/order/create',
      body: { kind: 'protobuf', bytes: new Uint8Array(body) },
      binaryResponse: true,
    });
    return Array.from(r.bytes ?? []);
  }, bytes);
  return desk.orders.CreateOrderResponse.decode(new Uint8Array(answer));
}
