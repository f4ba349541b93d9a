// Issue 4 "Done when" (client): in Chromium against the real venue, a limit order appears in
// the book and in open orders; a crossing order fills and the fill, balance and position reach
// a second tab; cancel and edit work; a TWAP runs its slices; an account without canTrade
// cannot trade. Screenshot: test-results/edge-trading.png.
import { describe, expect, it } from 'vitest';
import { desk } from '../../proto/gen/messages.js';
import { newContext, screenshotPath, signIn, useStage } from './harness';
import {
  createThroughCore,
  liveBook,
  offsetTicks,
  openEdge,
  placeFromTicket,
  subaccounts,
  tabBook,
} from './edge-helpers';

const stage = useStage();
const O = desk.orders;
// BTC/USD and ETH/USD keep spec 3.4's defaults (every allows* flag false): nothing to trade.
const SPOT = 'SOL/USD';
const SPOT_TICK = '0.001';
const PERP = 'BTC-PERP';

describe('Edge trading', () => {
  it('a resting limit order shows in the book and in open orders; edit and cancel work', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await openEdge(page, SPOT, 'Edge Main');

    const book = await liveBook(page, SPOT);
    const best = book.bids[0]?.[0] ?? '0';
    const price = offsetTicks(best, -100, SPOT_TICK);
    const text = await placeFromTicket(page, {
      side: 'BUY',
      type: 'Limit',
      price,
      quantity: '500',
    });
    expect(text).toContain('NEW');

    const row = page.locator(`[data-testid="open-order-row"][data-price="${price}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getAttribute('data-quantity')).toBe('500');
    // In the book: a bid level at our price holding at least our 500 SOL. The screen shows 14
    // levels and the market moves, so the test widens this tab's view of the book first.
    await page.evaluate(
      (topic) =>
        (
          window as unknown as {
            __deskCore: { updateSubscription(t: string, o: object): Promise<void> };
          }
        ).__deskCore.updateSubscription(topic, { depth: 1000, groupTicks: 1 }),
      `book:${SPOT}`,
    );
    await expect
      .poll(
        async () => {
          const b = await tabBook(page, SPOT);
          const level = b?.bids.find(([p]) => p === price);
          return level !== undefined && Number(level[1]) >= 500;
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    await page.screenshot({ path: screenshotPath('edge-trading') });

    // Edit: a new price, the same quantity (cancel-replace).
    const edited = offsetTicks(best, -120, SPOT_TICK);
    await row.getByTestId('order-edit').click();
    await page.getByTestId('edit-limitPrice').fill(edited);
    await page.getByTestId('edit-save').click();
    const editedRow = page.locator(`[data-testid="open-order-row"][data-price="${edited}"]`);
    await editedRow.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);

    // Cancel: gone from open orders, CANCELED in history.
    const id = await editedRow.getAttribute('data-order-id');
    await editedRow.getByTestId('order-cancel').click();
    await expect.poll(() => editedRow.count(), { timeout: 10_000 }).toBe(0);
    await page.getByTestId('blotter-tab-history').click();
    await expect
      .poll(
        () =>
          page
            .locator(`[data-testid="history-row"][data-order-id="${id}"]`)
            .getAttribute('data-status'),
        {
          timeout: 10_000,
        },
      )
      .toBe('CANCELED');
    await context.close();
  });

  it('a crossing order fills; the fill, balance and position reach a second tab', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const first = await context.newPage();
    await signIn(first, stage.venue, 'trader');
    await openEdge(first, PERP, 'Edge Futures');
    const second = await context.newPage();
    await openEdge(second, PERP, 'Edge Futures');

    await second.getByTestId('blotter-tab-balances').click();
    const usdt = second.locator('[data-testid="balance-row"][data-token="USDT"]');
    await usdt.waitFor({ timeout: 15_000 });
    const before = await usdt.getAttribute('data-available');

    const book = await liveBook(first, PERP);
    const ask = book.asks[0]?.[0] ?? '0';
    const text = await placeFromTicket(first, {
      side: 'BUY',
      type: 'Limit',
      price: String(Math.ceil(Number(ask) * 1.01)),
      quantity: '0.01',
    });
    expect(text).toMatch(/FILLED/);

    await expect
      .poll(() => usdt.getAttribute('data-available'), { timeout: 15_000 })
      .not.toBe(before);
    await second.getByTestId('blotter-tab-fills').click();
    await second.getByTestId('fill-row').first().waitFor({ timeout: 15_000 });
    await second.getByTestId('blotter-tab-positions').click();
    const position = second.locator(`[data-testid="position-row"][data-symbol="${PERP}"]`);
    await position.waitFor({ timeout: 15_000 });
    expect(await position.getAttribute('data-size')).toBe('0.01');
    await second.getByTestId('risk-panel').waitFor();
    // Spec 2.4 risk info: a small position's effective leverage keeps its digits (never "0×").
    await expect
      .poll(() => second.getByTestId('risk-leverage').textContent(), { timeout: 15_000 })
      .toMatch(/^(\d+\.\d*[1-9]\d*×|<0\.00000001×)$/);
    // Every position figure fits its column: nothing is cut to an ellipsis.
    for (const col of ['size', 'entry', 'mark', 'upnl', 'margin', 'liq'])
      expect(
        await position
          .locator(`[data-col="${col}"]`)
          .evaluate((el) => el.scrollWidth <= el.clientWidth),
      ).toBe(true);
    await second.screenshot({ path: screenshotPath('edge-trading-futures') });
    await context.close();
  });

  it('a TWAP runs its slices', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await openEdge(page, SPOT, 'Edge Main');
    const book = await liveBook(page, SPOT);
    const ask = book.asks[0]?.[0] ?? '0';
    await page.getByTestId('blotter-tab-fills').click();
    // The demo history (docs/post-trade.md) already holds fills and TWAPs on this subaccount:
    // what this TWAP adds is what has a higher fill or order id than anything seen before.
    const ids = (attr: string) =>
      page
        .getByTestId('fill-row')
        .evaluateAll((rows, a) => rows.map((r) => Number(r.getAttribute(a) ?? 0)), attr);
    const lastFill = Math.max(0, ...(await ids('data-fill-id')));
    const lastOrder = Math.max(0, ...(await ids('data-order-id')));
    const sent = await placeFromTicket(page, {
      side: 'BUY',
      type: 'TWAP',
      // A whole-dollar cap ~2% above the ask, so every slice crosses.
      price: String(Math.ceil(Number(ask) * 1.02)),
      quantity: '0.03',
      twapSeconds: '3',
      twapSlices: '3',
    });
    expect(sent).toContain('TWAP');
    expect(sent).not.toContain('Rejected');
    // Three child orders, one per slice, each filling against the book.
    await expect
      .poll(async () => (await ids('data-fill-id')).filter((id) => id > lastFill).length, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(3);
    await page.getByTestId('blotter-tab-history').click();
    await expect
      .poll(
        () =>
          page.locator('[data-testid="history-row"][data-order-type="TWAP"]').evaluateAll(
            (rows, last) =>
              rows
                .filter((r) => Number(r.getAttribute('data-order-id')) > last)
                .map((r) => r.getAttribute('data-status'))
                .join(','),
            lastOrder,
          ),
        { timeout: 30_000 },
      )
      .toBe('FILLED');
    await context.close();
  });

  it('R-CORE-33 after a dropped socket the blotter resumes by sequence: the fill made meanwhile shows, nothing is read again over REST', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await openEdge(page, SPOT, 'Edge Main');
    const book = await liveBook(page, SPOT);
    await page.getByTestId('blotter-tab-fills').click();
    const fillIds = () =>
      page
        .getByTestId('fill-row')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-fill-id') ?? 0)));
    const account = (await subaccounts(page)).find((s) => s.displayText.includes('Edge Main'));
    if (account === undefined) throw new Error('no Edge Main');
    const buy = async (): Promise<void> => {
      const created = await createThroughCore(page, {
        clientOrderId: `resume-${Date.now()}`,
        market: SPOT,
        side: O.Side.BUY,
        orderType: O.OrderType.LIMIT,
        timeInForce: O.TimeInForce.IOC,
        limitPrice: offsetTicks(book.asks[0]?.[0] ?? '0', 2000, SPOT_TICK),
        quantity: '0.5',
        hedgeVenue: {
          accountType: account.accountType,
          accountId: account.accountId,
          subaccountId: account.subaccountId,
        },
      });
      expect(created.data?.status).toBe(O.OrderStatus.FILLED);
    };
    const newFills = async (after: number) => (await fillIds()).filter((id) => id > after);
    // A first fill arrives on the stream: the private topics are subscribed and hold a seq.
    const first = Math.max(0, ...(await fillIds()));
    await buy();
    await expect.poll(async () => (await newFills(first)).length, { timeout: 15_000 }).toBe(1);
    const lastFill = Math.max(0, ...(await fillIds()));
    const sent = stage.venue.log().length;
    // The socket dies (every socket of the venue); an order fills while the core reconnects.
    stage.venue.venue.stream.closeAll();
    await buy();
    await expect.poll(async () => (await newFills(lastFill)).length, { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => stage.venue.venue.stream.connectionCount(), { timeout: 10_000 })
      .toBe(1);
    // Resumed by sequence: the core read neither fills nor orders nor balances again.
    const since = stage.venue.log().slice(sent);
    for (const path of [
      '/uapi/v1/get_fills',
      '/uapi/v1/open_orders',
      '/uapi/v1/order_history',
      '/uapi/v2/token_balances',
    ])
      expect(since.includes(path), `${path} was read again`).toBe(false);
    // Every figure of the new fill fits its column (a fee keeps 8 decimals and its token).
    const newest = page.getByTestId('fill-row').first();
    for (const col of ['price', 'quantity', 'fee'])
      expect(
        await newest
          .locator(`[data-col="${col}"]`)
          .evaluate((el) => el.scrollWidth <= el.clientWidth),
        col,
      ).toBe(true);
    await page.screenshot({ path: screenshotPath('edge-resumed-fills') });
    await context.close();
  });

  it('R-ORD-9 an account without canTrade cannot trade', async () => {
    const context = await newContext(stage.browser, stage.venue);
    const page = await context.newPage();
    await signIn(page, stage.venue, 'trader');
    await openEdge(page, SPOT, 'Edge Main');
    const options = await page.getByTestId('ticket-account').locator('option').allTextContents();
    expect(options.join('|')).not.toContain('Audit');

    const audit = (await subaccounts(page)).find((a) => a.displayText.includes('Audit'));
    expect(audit?.canTrade).toBe(false);
    const answer = await createThroughCore(page, {
      market: SPOT,
      side: desk.orders.Side.BUY,
      orderType: desk.orders.OrderType.LIMIT,
      timeInForce: desk.orders.TimeInForce.GTC,
      quantity: '0.01',
      limitPrice: '100',
      hedgeVenue: {
        accountType: 0,
        accountId: audit?.accountId ?? 0,
        subaccountId: audit?.subaccountId ?? 0,
      },
      clientOrderId: crypto.randomUUID(),
    });
    expect(answer.success).toBe(false);
    expect(answer.data?.status).toBe(desk.orders.OrderStatus.REJECTED);
    expect(answer.error?.message).toBe('This account cannot trade');
    await context.close();
  });
});
