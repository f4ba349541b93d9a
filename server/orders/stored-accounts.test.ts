// Issue 20 (docs/scale-out.md "Report jobs"): the scheduler's report jobs read accounts from
// PostgreSQL, not from an engine's memory. After orders that lock balances and margin and open
// a position, the stored reader's holdings and positions equal the engine's to the last digit.
import { afterEach, describe, expect, it } from 'vitest';
import { signDecimal } from '../../domain/decimal';
import { allPortfolioSubaccounts } from '../portfolio/accounts';
import { holdingRows } from '../portfolio/holdings';
import { subaccountNamed } from '../testing/signed-in';
import { createTestVenue, databaseVariants, type TestVenue } from '../testing/test-app';
import { belowTouch, entityActorOf, placeMarketOrder, requestOn } from '../testing/orders';
import { StoredAccounts } from './stored-accounts';
import type { VenueMarket } from './venue-market';
import { positionJson, positionsOf } from './views';

let venue: TestVenue | null = null;
afterEach(async () => {
  await venue?.dispose();
  venue = null;
});

/** A limit buy resting 10 % below the touch. */
const restingBuy = (market: VenueMarket, symbol: string, quantity: string) => ({
  market: symbol,
  type: 'LIMIT' as const,
  limitPrice: belowTouch(market, symbol),
  quantity,
});

describe.each(databaseVariants())('accounts read from PostgreSQL (%s)', (variant) => {
  it('R-SCALE-24 the stored reader’s holdings and positions equal the engine’s memory', async () => {
    const v = (venue = await createTestVenue(variant));
    const market = v.market as VenueMarket;
    const spot = await subaccountNamed(v, 'Edge Main');
    const futures = await subaccountNamed(v, 'Edge Futures');
    const actor = await entityActorOf(v, spot);
    // A short position, a resting perp buy (margin) and a resting spot buy (balance).
    const short = await placeMarketOrder(v, {
      subaccountId: futures.id,
      market: 'BTC-PERP',
      side: 'SELL',
      quantity: '0.2',
      clientOrderId: 'stored-short',
    });
    expect(short.record.order.status).toBe('FILLED');
    for (const [sub, symbol, quantity, id] of [
      [futures, 'BTC-PERP', '0.1', 'stored-perp-bid'],
      [spot, 'SOL/USD', '3', 'stored-spot-bid'],
    ] as const) {
      const placed = await v.orders.create(
        actor,
        requestOn(sub, { clientOrderId: id, ...restingBuy(market, symbol, quantity) }),
      );
      expect(placed.record.order.status).toBe('NEW');
    }
    await v.orders.idle();

    const subs = await allPortfolioSubaccounts(v.db, actor.entityId);
    const ids = subs.map((s) => s.id);
    const stored = await StoredAccounts.read(v.db, ids, v.orders.instruments, (symbol) =>
      v.orders.mark(symbol),
    );
    const rates = market.conversionRates();
    const memoryRows = holdingRows(v.orders, subs, rates);
    const storedRows = holdingRows(stored, subs, rates);
    expect(storedRows).toEqual(memoryRows);
    // What could differ does exist: held balances and an open position.
    const held = memoryRows.filter((r) => signDecimal(r.held) > 0).map((r) => r.subaccountId);
    expect(held).toEqual(expect.arrayContaining([spot.id, futures.id]));

    for (const id of ids) {
      const json = (reader: Parameters<typeof positionsOf>[0]) =>
        positionsOf(reader, id).map((p) => positionJson(id, p));
      expect(json(stored)).toEqual(json(v.orders));
    }
    expect(positionsOf(stored, futures.id).map((p) => p.position.size)).toEqual(['-0.2']);
  });
});
