// R-SCALE-8: a gateway's RFS ladders are the engine's pricing on the same book. The books here
// are a test venue's own market; the engine's side is its RFQ quote for each tier's size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsOf } from '../credit/credit';
import { DEMO_TRADER } from '../seed/demo-constants';
import { postJson } from '../testing/signed-in';
import { createTestVenue, signIn, type TestVenue } from '../testing/test-app';
import { MirrorLadders } from './mirror-ladders';

let venue: TestVenue;

beforeAll(async () => {
  venue = await createTestVenue('pglite', { marketHistoryMinutes: 60 });
  venue.market.step(200);
}, 60_000);
afterAll(async () => venue?.dispose());

describe('R-SCALE-8 ladders priced from a mirror', () => {
  it('lists the quoted pairs and prices each tier as the engine prices a quote of that size', async () => {
    const ladders = await MirrorLadders.load(venue.db, {
      has: (symbol) => venue.market.snapshot(symbol) !== null,
      snapshot: (symbol) => venue.market.snapshot(symbol),
    });
    expect(ladders.marketList().map((m) => m.symbol)).toContain('BTC/USD');
    expect(ladders.marketList().map((m) => m.symbol)).not.toContain('BTC-PERP');
    const token = await signIn(venue, DEMO_TRADER);
    // The trader's entity owns the seeded OTC Main (the quotes below are priced for it).
    const otc = await venue.db
      .selectFrom('subaccounts')
      .select('entity_id')
      .where('name', '=', 'OTC Main')
      .executeTakeFirstOrThrow();
    const { markupBps } = await termsOf(venue.db, otc.entity_id);
    const tiers = ladders.ladder('BTC/USD', markupBps);
    expect(tiers.map((t) => t.quantity)).toEqual(['0.1', '1', '5', '10', '25']);
    // The market is stepped by hand: nothing moves between the ladder and the quotes.
    for (const tier of tiers) {
      const res = await postJson(venue, token, '/v3/browser/quotes', {
        symbol: 'BTC/USD',
        quantity: tier.quantity,
      });
      expect(res.statusCode, res.body).toBe(201);
      const quote = res.json() as { bid_price: string; ask_price: string };
      expect([quote.bid_price, quote.ask_price]).toEqual([tier.bid, tier.ask]);
    }
  });
});
