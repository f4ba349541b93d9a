// Demo instruments: spot pairs, dated futures, perpetuals and options (spec 3.4).
// BTC/USD and ETH/USD keep the spec's defaults: instrumentType 0 and every allows* flag false.
import type { InstrumentTypeCode } from '../db/schema';

export interface SeedInstrument {
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  readonly type: InstrumentTypeCode;
  readonly displayName: string;
  readonly metadata: Readonly<Record<string, string>>;
  /** Order-book order types (allowsFOK/Limit/Market/Stop/TWAP) allowed; isSpotTradeable also needs type SPOT. */
  readonly tradeable: boolean;
  /** Market units (seed step 2): price tick, quantity lot, decimal strings. */
  readonly tickSize: string;
  readonly lotSize: string;
  /** Where the market simulator starts the book; null for instruments without a book (options). */
  readonly startPrice: string | null;
}

const SPOT = 0;
const FUTURE = 1;
const PERPETUAL = 3;
const OPTION = 4;

function spot(
  base: string,
  quote: string,
  tickSize: string,
  lotSize: string,
  startPrice: string,
  tradeable = true,
): SeedInstrument {
  const symbol = `${base}/${quote}`;
  return {
    symbol,
    base,
    quote,
    type: SPOT,
    displayName: symbol,
    metadata: { tickSize, lotSize },
    tradeable,
    tickSize,
    lotSize,
    startPrice,
  };
}

export const SPOT_INSTRUMENTS: readonly SeedInstrument[] = [
  spot('BTC', 'USD', '0.01', '0.00001', '97000', false),
  spot('ETH', 'USD', '0.01', '0.0001', '3600', false),
  spot('SOL', 'USD', '0.001', '0.01', '240'),
  spot('XRP', 'USD', '0.0001', '1', '1.45'),
  spot('ADA', 'USD', '0.0001', '1', '1.05'),
  spot('DOGE', 'USD', '0.00001', '10', '0.39'),
  spot('AVAX', 'USD', '0.001', '0.01', '45'),
  spot('LINK', 'USD', '0.001', '0.01', '24'),
  spot('DOT', 'USD', '0.001', '0.01', '9.2'),
  spot('LTC', 'USD', '0.01', '0.001', '105'),
  spot('BTC', 'USDC', '0.01', '0.00001', '97000'),
  spot('ETH', 'USDC', '0.01', '0.0001', '3600'),
  spot('ETH', 'BTC', '0.00001', '0.0001', '0.0371'),
  spot('SOL', 'USDC', '0.001', '0.01', '240'),
  spot('USDT', 'USD', '0.0001', '1', '1'),
];

function future(
  base: string,
  code: string,
  expiry: string,
  lotSize: string,
  startPrice: string,
): SeedInstrument {
  return {
    symbol: `${base}-${code}`,
    base,
    quote: 'USD',
    type: FUTURE,
    displayName: `${base} ${code} Future`,
    metadata: {
      expiry,
      contractSize: '1',
      settlementToken: 'USD',
      tickSize: '0.5',
      productType: 'USDM_FUTURE',
    },
    tradeable: true,
    tickSize: '0.5',
    lotSize,
    startPrice,
  };
}

function perpetual(
  base: string,
  tickSize: string,
  lotSize: string,
  startPrice: string,
): SeedInstrument {
  return {
    symbol: `${base}-PERP`,
    base,
    quote: 'USD',
    type: PERPETUAL,
    displayName: `${base} Perpetual`,
    metadata: {
      contractSize: '1',
      fundingIntervalHours: '8',
      settlementToken: 'USDT',
      tickSize,
      productType: 'USDT_PERPETUAL',
    },
    tradeable: true,
    tickSize,
    lotSize,
    startPrice,
  };
}

function option(
  base: string,
  code: string,
  expiry: string,
  strike: string,
  kind: 'C' | 'P',
): SeedInstrument {
  return {
    symbol: `${base}-${code}-${strike}-${kind}`,
    base,
    quote: 'USD',
    type: OPTION,
    displayName: `${base} ${code} ${strike} ${kind === 'C' ? 'Call' : 'Put'}`,
    metadata: {
      underlying: base,
      strike,
      expiry,
      optionType: kind === 'C' ? 'CALL' : 'PUT',
      exerciseStyle: 'EUROPEAN',
      contractSize: '1',
    },
    // Options trade by RFQ only: no order-book order types, no book to simulate.
    tradeable: false,
    tickSize: '0.1',
    lotSize: '0.01',
    startPrice: null,
  };
}

const DEC_2026 = '2026-12-25T08:00:00Z';
const MAR_2027 = '2027-03-26T08:00:00Z';

export const DERIVATIVE_INSTRUMENTS: readonly SeedInstrument[] = [
  future('BTC', '25DEC26', DEC_2026, '0.001', '97500'),
  future('BTC', '26MAR27', MAR_2027, '0.001', '98900'),
  future('ETH', '25DEC26', DEC_2026, '0.01', '3630'),
  perpetual('BTC', '0.5', '0.001', '97000'),
  perpetual('ETH', '0.05', '0.01', '3600'),
  perpetual('SOL', '0.001', '0.1', '240'),
];

export const OPTION_INSTRUMENTS: readonly SeedInstrument[] = [
  option('BTC', '25DEC26', DEC_2026, '90000', 'C'),
  option('BTC', '25DEC26', DEC_2026, '100000', 'C'),
  option('BTC', '25DEC26', DEC_2026, '110000', 'C'),
  option('BTC', '25DEC26', DEC_2026, '90000', 'P'),
  option('BTC', '25DEC26', DEC_2026, '80000', 'P'),
  option('BTC', '26MAR27', MAR_2027, '100000', 'C'),
  option('BTC', '26MAR27', MAR_2027, '90000', 'P'),
  option('ETH', '25DEC26', DEC_2026, '4000', 'C'),
  option('ETH', '25DEC26', DEC_2026, '3000', 'P'),
];

export const ALL_INSTRUMENTS: readonly SeedInstrument[] = [
  ...SPOT_INSTRUMENTS,
  ...DERIVATIVE_INSTRUMENTS,
  ...OPTION_INSTRUMENTS,
];
