import { describe, expect, it } from 'vitest';
import * as E from './enums';

describe('R-ENUM-1 enumerations of spec 3 and 4 with guards', () => {
  it.each([
    [E.SIDES, E.isSide, ['BUY', 'SELL']],
    [E.TIME_IN_FORCES, E.isTimeInForce, ['NONE', 'GTC', 'IOC', 'FOK', 'GTX']],
    [E.POSITION_SIDES, E.isPositionSide, ['BOTH', 'LONG', 'SHORT']],
    [E.TRADE_TYPES, E.isTradeType, ['RFQ', 'Streaming', 'Edge', 'Fusion']],
    [
      E.TRADING_ERROR_KINDS,
      E.isTradingErrorKind,
      ['ConnectionError', 'StreamingDisabled', 'TradeError', 'None'],
    ],
    [E.STREAMING_APP_TYPES, E.isStreamingAppType, ['edge', 'rfs', 'rfq']],
    [E.REQUEST_STATUSES, E.isRequestStatus, ['requested', 'rejected', 'expired']],
    [E.EXPORT_KINDS, E.isExportKind, ['orderblotter', 'eodsnapshot', 'portfolio']],
    [E.SETTLEMENT_CURRENCIES, E.isSettlementCurrency, ['USD', 'USDC']],
  ] as const)('%j', (list, guard, expected) => {
    expect([...list]).toEqual(expected);
    for (const v of list) expect(guard(v)).toBe(true);
    for (const bad of ['', 'buy', 'nope', null, undefined, 0, {}]) {
      if (!(list as readonly unknown[]).includes(bad)) expect(guard(bad)).toBe(false);
    }
  });

  it('13 order types, 7 order statuses, 5 allocation stages, 8 product types', () => {
    expect(E.ORDER_TYPES).toHaveLength(13);
    expect(new Set(E.ORDER_TYPES).size).toBe(13);
    expect(E.isOrderType('TWAP')).toBe(true);
    expect(E.isOrderType('RFQ')).toBe(false);
    expect(E.ORDER_STATUSES).toHaveLength(7);
    expect(E.TRADE_ALLOCATION_STAGES).toHaveLength(5);
    expect(E.PRODUCT_TYPES).toHaveLength(8);
    expect(E.RULE_STATUSES).toHaveLength(6);
    expect(E.RULE_ACTIONS).toHaveLength(8);
    expect(E.NAV_TABS).toHaveLength(14);
  });

  it('feature flags include the seven of spec 6', () => {
    for (const f of [
      'edge_trading_enabled',
      'options_rfq',
      'fee_statistics',
      'credit_loan_balance',
      'spot_margin',
      'bypass_travel_rules',
      'docusign_agreements',
    ]) {
      expect(E.isFeatureFlag(f)).toBe(true);
    }
  });
});

describe('R-ENUM-2 code maps', () => {
  it('instrument types SPOT 0 .. OPTION 4', () => {
    expect(E.INSTRUMENT_TYPES).toEqual({ SPOT: 0, FUTURE: 1, MARGIN: 2, PERPETUAL: 3, OPTION: 4 });
    expect(E.instrumentTypeName(3)).toBe('PERPETUAL');
    expect(E.isInstrumentTypeCode(4)).toBe(true);
    expect(E.isInstrumentTypeCode(5)).toBe(false);
    expect(E.isInstrumentTypeCode(1.5)).toBe(false);
    expect(E.isInstrumentTypeCode('0')).toBe(false);
  });

  it('account types and the hedge venue enumeration share codes', () => {
    expect(E.ACCOUNT_TYPES).toEqual({ edge: 0, custody: 1, otc: 2, off_exchange: 3 });
    expect(E.HEDGE_VENUE_CODES).toEqual({ EDGE: 0, CUSTODY: 1, OTC: 2, OFF_EXCHANGE: 3 });
    expect(E.accountTypeName(3)).toBe('off_exchange');
    expect(E.isAccountTypeCode(-1)).toBe(false);
    expect(E.isHedgeVenueCode(2)).toBe(true);
    expect(E.isHedgeVenueName('OTC')).toBe(true);
  });

  it.each([
    ['BUY', 'BUY'],
    ['Buy', 'BUY'],
    ['buy', 'BUY'],
    ['long', 'BUY'],
    ['SELL', 'SELL'],
    ['Sell', 'SELL'],
    ['short', 'SELL'],
    ['LONG', null],
    ['', null],
    [1, null],
  ])('toSide(%j) = %j', (x, side) => {
    expect(E.toSide(x)).toBe(side);
  });
});
