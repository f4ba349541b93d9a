// RFS ladders on the /stream socket: rfs:<symbol> answers Subscribed, a first QuoteLadder at
// once, then refreshes with seq + 1; prices carry the customer markup; unknown pairs refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareDecimal } from '../../domain/decimal';
import { DEMO_TRADER } from '../seed/demo-constants';
import { StreamClient, streamUrlOf } from '../testing/stream-client';
import { createTestVenue, signIn, type TestVenue } from '../testing/test-app';

let venue: TestVenue;
let token: string;

beforeAll(async () => {
  venue = await createTestVenue('pglite', { marketHistoryMinutes: 60 });
  venue.market.step(200);
  token = await signIn(venue, DEMO_TRADER);
  await venue.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => venue?.dispose());

describe('RFS stream', () => {
  it('R-QUOTE-2 R-QUOTE-10 streams a ladder of two-way prices by size tier and refreshes it', async () => {
    const client = await StreamClient.open(streamUrlOf(venue.app.server.address()), token);
    try {
      const requestId = client.subscribe('rfs:BTC/USD');
      await client.next((m) => m.kind === 'subscribed' && m.subscribed?.requestId === requestId);
      const first = await client.next((m) => m.kind === 'quoteLadder');
      const ladder = first.quoteLadder;
      expect(ladder?.symbol).toBe('BTC/USD');
      expect(ladder?.quoteCurrency).toBe('USD');
      expect(ladder?.tiers?.map((t) => t.quantity)).toEqual(['0.1', '1', '5', '10', '25']);
      for (const t of ladder?.tiers ?? [])
        expect(compareDecimal(t.ask ?? '0', t.bid ?? '0')).toBe(1);
      // Bigger tiers are priced wider (size-tiered spread, deeper VWAP).
      const tiers = ladder?.tiers ?? [];
      expect(compareDecimal(tiers[4]?.ask ?? '0', tiers[0]?.ask ?? '0')).toBeGreaterThanOrEqual(0);
      expect(compareDecimal(tiers[4]?.bid ?? '0', tiers[0]?.bid ?? '0')).toBeLessThanOrEqual(0);
      const index = client.messages.indexOf(first);
      const next = await client.next((m) => m.kind === 'quoteLadder', index + 1, 3000);
      expect(next.quoteLadder?.seq).toBe((ladder?.seq ?? 0) + 1);
      expect(next.quoteLadder?.validUntil).toBeGreaterThan(next.quoteLadder?.serverTime ?? 0);
    } finally {
      client.close();
    }
  });

  it('R-QUOTE-1 refuses a pair without streaming quotes, keeping the connection', async () => {
    const client = await StreamClient.open(streamUrlOf(venue.app.server.address()), token);
    try {
      const requestId = client.subscribe('rfs:BTC-PERP');
      const error = await client.next((m) => m.kind === 'error');
      expect(error.error?.requestId).toBe(requestId);
      expect(error.error?.code).toBe(4); // UNKNOWN_TOPIC
      await client.barrier();
    } finally {
      client.close();
    }
  });
});
