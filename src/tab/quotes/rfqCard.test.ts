import { describe, expect, it } from 'vitest';
import { RFQ_IDLE, rfqCardReducer, type RfqCardState } from './rfqCard';
import type { Execution, FirmQuote } from './wire';

const quote: FirmQuote = {
  id: 'q1',
  symbol: 'BTC/USD',
  baseToken: 'BTC',
  quoteToken: 'USD',
  quantity: '0.5',
  quantityCurrency: 'base',
  bidPrice: '96990',
  askPrice: '97010',
  expiresAt: 10_000,
  subaccountId: 7,
};
const execution: Execution = {
  tradeId: 't1',
  symbol: 'BTC/USD',
  side: 'BUY',
  price: '97010',
  quantity: '0.5',
  quoteQuantity: '48505',
  subaccountId: 7,
  partial: false,
};

describe('R-SHELL-24 RFQ card', () => {
  it('request → quoted → execute → executed', () => {
    let s: RfqCardState = rfqCardReducer(RFQ_IDLE, { kind: 'request' });
    expect(s.kind).toBe('requesting');
    s = rfqCardReducer(s, { kind: 'quoteAnswered', result: { ok: true, value: quote } });
    expect(s).toEqual({ kind: 'quoted', quote });
    s = rfqCardReducer(s, { kind: 'execute', side: 'BUY' });
    expect(s).toEqual({ kind: 'executing', quote, side: 'BUY' });
    // A second click while executing changes nothing.
    expect(rfqCardReducer(s, { kind: 'execute', side: 'SELL' })).toBe(s);
    s = rfqCardReducer(s, { kind: 'executeAnswered', result: { ok: true, value: execution } });
    expect(s).toEqual({ kind: 'executed', quote, execution });
  });

  it('a refused execution keeps the quote and the server reason', () => {
    const s = rfqCardReducer(
      { kind: 'executing', quote, side: 'SELL' },
      {
        kind: 'executeAnswered',
        result: {
          ok: false,
          code: 'INSUFFICIENT_CREDIT',
          message: 'Insufficient Credit Remaining',
        },
      },
    );
    expect(s).toEqual({
      kind: 'refused',
      quote,
      code: 'INSUFFICIENT_CREDIT',
      message: 'Insufficient Credit Remaining',
    });
  });

  it('answers that arrive in the wrong state are ignored', () => {
    expect(
      rfqCardReducer(RFQ_IDLE, { kind: 'quoteAnswered', result: { ok: true, value: quote } }),
    ).toBe(RFQ_IDLE);
    expect(rfqCardReducer(RFQ_IDLE, { kind: 'execute', side: 'BUY' })).toBe(RFQ_IDLE);
  });
});
