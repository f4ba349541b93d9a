// Issue 21: one amount grammar on the wire (R-SECH-9). RFQ quantities, stream-order prices
// and option-leg quantities refuse exactly what orders refuse, with the same 400 VALIDATION.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWireAmount, toWireAmount } from '../../domain/numbers';
import { positiveDecimal } from '../orders/codec';
import { DEMO_TRADER } from '../seed/demo-constants';
import { bearer, createTestVenue, csrfHeaders, signIn, type TestVenue } from '../testing/test-app';

const REFUSED = ['+1', '1.', '.5', ' 1', '1 ', '-1', '0', '0.000', '1e3', '0x10', '1,5', '', '١'];
const ACCEPTED = ['1', '0.5', '10.25', '0.00001', '12345678901234567890.123456789012345678'];

const refusedByOrders = (value: string): boolean => {
  try {
    return positiveDecimal(value, 'quantity') === null;
  } catch {
    return true;
  }
};

describe('R-SECH-9 one amount grammar', () => {
  it('R-SECH-9: the shared rule is the order codec’s rule', () => {
    for (const value of [...REFUSED, ...ACCEPTED]) {
      expect(isWireAmount(value), JSON.stringify(value)).toBe(!refusedByOrders(value));
    }
    for (const value of REFUSED) expect(isWireAmount(value), value).toBe(false);
    for (const value of ACCEPTED) expect(isWireAmount(value), value).toBe(true);
  });

  it('R-SECH-9: typed amounts of the spec pattern become the wire form before they are sent', () => {
    expect(toWireAmount('+1')).toBe('1');
    expect(toWireAmount('1.')).toBe('1');
    expect(toWireAmount('.5')).toBe('0.5');
    expect(toWireAmount(' 1.50 ')).toBe('1.50');
    expect(toWireAmount('0')).toBeNull();
    expect(toWireAmount('abc')).toBeNull();
    expect(toWireAmount('-1')).toBeNull();
  });

  describe('on the wire', () => {
    let venue: TestVenue;
    let token: string;
    beforeAll(async () => {
      venue = await createTestVenue('pglite');
      token = await signIn(venue, DEMO_TRADER);
    });
    afterAll(async () => venue?.dispose());

    const post = (url: string, payload: object) =>
      venue.app.inject({
        method: 'POST',
        url,
        headers: { ...csrfHeaders(), ...bearer(token) },
        payload,
      });

    const expectRefused = (answer: { statusCode: number; json(): unknown }, field: string) => {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        errors: [
          { code: 'VALIDATION', message: `${field} must be a positive decimal number`, field },
        ],
      });
    };

    it.each(['+1', '1.', '.5', ' 1', '0', '1e3'])(
      'R-SECH-9: RFQ quantity %j is refused like an order quantity',
      async (quantity) => {
        expectRefused(
          await post('/v3/browser/quotes', { symbol: 'BTC/USD', quantity }),
          'quantity',
        );
      },
    );

    it.each(['+1', '1.', '.5', ' 1'])(
      'R-SECH-9: stream-order price and quantity %j are refused',
      async (value) => {
        const base = { symbol: 'BTC/USD', side: 'BUY', quantity: '0.1', price: '50000' };
        expectRefused(await post('/v3/browser/order', { ...base, quantity: value }), 'quantity');
        expectRefused(await post('/v3/browser/order', { ...base, price: value }), 'price');
      },
    );

    it.each(['+1', '1.', '.5', ' 1', '0'])(
      'R-SECH-9: option-leg quantity %j is refused',
      async (quantity) => {
        const answer = await post('/v3/browser/options/quote', {
          underlying: 'BTC',
          strategy: 'BUY',
          legs: [{ symbol: 'BTC-25DEC26-90000-C', side: 'BUY', ratio: 1, quantity }],
        });
        expectRefused(answer, 'legs.0.quantity');
      },
    );

    it.each(['+1', '1.', '.5', ' 1', '0'])(
      'R-SECH-9: wallet transfer and withdrawal amounts %j are refused',
      async (amount) => {
        const subs = await venue.db.selectFrom('subaccounts').select(['id', 'name']).execute();
        const id = (name: string) => subs.find((s) => s.name === name)?.id ?? 0;
        expectRefused(
          await post('/uapi/v1/wallet/transfer', {
            fromSubaccountId: id('OTC Main'),
            toSubaccountId: id('Cold Vault'),
            token: 'USDC',
            amount,
            client_request_id: `grammar-${amount.trim() || 'blank'}`,
          }),
          'amount',
        );
        expectRefused(
          await post('/uapi/v1/wallet/withdraw', {
            subaccountId: id('Cold Vault'),
            token: 'BTC',
            network: 'BTC',
            address: 'bc1qexampleexampleexampleexampleexample0',
            amount,
            client_request_id: `grammar-w-${amount.trim() || 'blank'}`,
            second_factor: { email_code: '123456' },
          }),
          'amount',
        );
      },
    );

    it('R-SECH-9: the wire form is accepted', async () => {
      expect(
        (await post('/v3/browser/quotes', { symbol: 'BTC/USD', quantity: '0.5' })).statusCode,
      ).toBe(201);
      const option = await post('/v3/browser/options/quote', {
        underlying: 'BTC',
        strategy: 'BUY',
        legs: [{ symbol: 'BTC-25DEC26-90000-C', side: 'BUY', ratio: 1, quantity: '1' }],
      });
      expect(option.statusCode, option.body).toBe(201);
    });
  });
});
