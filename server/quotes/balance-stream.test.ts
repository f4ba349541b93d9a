// R-QUOTE-16 (and R-QUOTE-8): quote executions reach the private stream. An RFQ spot execution and an options
// execution each send BalanceUpdate on `balances:<otc subaccount>` through the /stream
// gateway (transfers/booking.ts applyBookedSubaccount), carrying the new database total.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDecimal } from '../../domain/decimal';
import { DEMO_TRADER } from '../seed/demo-constants';
import { postJson, subaccountNamed } from '../testing/signed-in';
import { StreamClient, streamUrlOf } from '../testing/stream-client';
import {
  createTestVenue,
  databaseVariants,
  manualClock,
  signIn,
  type TestVenue,
} from '../testing/test-app';

describe.each(databaseVariants())('quote executions on the private stream (%s)', (variant) => {
  let venue: TestVenue;
  let token: string;
  let otcSub: number;
  let client: StreamClient;

  const post = async <T>(url: string, payload: object): Promise<T> => {
    const res = await postJson(venue, token, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
  const total = async (token_: string) =>
    addDecimal(
      (
        await venue.db
          .selectFrom('balances')
          .select('amount')
          .where('subaccount_id', '=', otcSub)
          .where('token', '=', token_)
          .executeTakeFirstOrThrow()
      ).amount,
      '0',
    );

  beforeAll(async () => {
    // A fixed clock: the option leg must not have expired whenever the test runs.
    venue = await createTestVenue(variant, { now: manualClock().now, marketHistoryMinutes: 60 });
    venue.market.step(200);
    token = await signIn(venue, DEMO_TRADER);
    otcSub = (await subaccountNamed(venue, 'OTC Main')).id;
    await venue.app.listen({ port: 0, host: '127.0.0.1' });
    client = await StreamClient.open(streamUrlOf(venue.app.server.address()), token);
    client.subscribe(`balances:${otcSub}`);
    await client.next(
      (m) => m.kind === 'subscribed' && m.subscribed?.topic === `balances:${otcSub}`,
    );
  }, 60_000);
  afterAll(async () => {
    client?.close();
    await venue?.dispose();
  });

  it('R-QUOTE-16 an RFQ spot execution sends BalanceUpdate for both tokens', async () => {
    const from = client.messages.length;
    const q = await post<{ fx_quote_id: string }>('/v3/browser/quotes', {
      symbol: 'BTC/USD',
      quantity: '0.1',
    });
    await post('/v3/browser/execute_quote', { fx_quote_id: q.fx_quote_id, side: 'BUY' });
    for (const t of ['BTC', 'USD']) {
      const update = await client.next(
        (m) => m.kind === 'balanceUpdate' && m.balanceUpdate?.token === t,
        from,
      );
      expect(update.balanceUpdate?.subaccountId).toBe(otcSub);
      expect(update.balanceUpdate?.total).toBe(await total(t));
    }
  });

  it('R-QUOTE-16 an options execution sends BalanceUpdate for USD (the premium)', async () => {
    const from = client.messages.length;
    const q = await post<{ option_quote_id: string }>('/v3/browser/options/quote', {
      underlying: 'BTC',
      strategy: 'BUY',
      legs: [{ symbol: 'BTC-25DEC26-90000-C', side: 'BUY', ratio: 1, quantity: '1' }],
    });
    await post('/v3/browser/options/execute', { option_quote_id: q.option_quote_id });
    const update = await client.next(
      (m) => m.kind === 'balanceUpdate' && m.balanceUpdate?.token === 'USD',
      from,
    );
    expect(update.balanceUpdate?.subaccountId).toBe(otcSub);
    expect(update.balanceUpdate?.total).toBe(await total('USD'));
  });
});
