import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareDecimal, isDecimalString } from '../../domain/decimal';
import { DEMO_TRADER } from '../seed/demo-constants';
import { ALL_INSTRUMENTS } from '../seed/instruments';
import {
  bearer,
  createTestVenue,
  databaseVariants,
  manualClock,
  signIn,
  type TestVenue,
} from '../testing/test-app';

interface KlineView {
  openTime: number;
  closeTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  quoteVolume: string;
  closed: boolean;
}

describe.each(databaseVariants())('market REST (%s)', (variant) => {
  const clock = manualClock();
  let venue: TestVenue;
  let auth: Record<string, string>;

  beforeAll(async () => {
    venue = await createTestVenue(variant, { now: clock.now, marketHistoryMinutes: 3 * 1440 });
    auth = bearer(await signIn(venue, DEMO_TRADER));
    venue.market.step(2000);
  });
  afterAll(async () => {
    await venue?.dispose();
  });

  const get = (url: string, headers = auth) => venue.app.inject({ method: 'GET', url, headers });
  const firstError = (body: string) =>
    (JSON.parse(body) as { errors: { code: string; field?: string }[] }).errors[0];

  it('R-SRV-30 lists every instrument with units, status, allows* flags and metadata', async () => {
    const response = await get('/uapi/v1/symbols/exchange_info');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { serverTime: number; symbols: Record<string, unknown>[] };
    expect(body.serverTime).toBe(clock.now());
    expect(body.symbols.map((s) => s['symbol'])).toEqual(ALL_INSTRUMENTS.map((i) => i.symbol));
    const btc = body.symbols.find((s) => s['symbol'] === 'BTC/USD');
    expect(btc).toEqual({
      symbol: 'BTC/USD',
      baseToken: 'BTC',
      quoteToken: 'USD',
      displayName: 'BTC/USD',
      instrumentType: 0,
      tickSize: '0.01',
      lotSize: '0.00001',
      status: 'TRADING',
      allowsFOKOrder: false,
      allowsLimitOrder: false,
      allowsMarketOrder: false,
      allowsStopOrder: false,
      allowsTWAPOrder: false,
      isSpotTradeable: false,
      metadata: { tickSize: '0.01', lotSize: '0.00001' },
    });
    const perp = body.symbols.find((s) => s['symbol'] === 'ETH-PERP');
    expect(perp).toMatchObject({ instrumentType: 3, tickSize: '0.05', lotSize: '0.01' });
    const option = body.symbols.find((s) => s['instrumentType'] === 4);
    expect(option?.['status']).toBe('RFQ_ONLY');
  });

  it('R-SRV-30 answers 401 without a session and 400 for a query parameter', async () => {
    expect((await get('/uapi/v1/symbols/exchange_info', {})).statusCode).toBe(401);
    const extra = await get('/uapi/v1/symbols/exchange_info?symbol=BTC/USD');
    expect(extra.statusCode).toBe(400);
    expect(firstError(extra.body)?.code).toBe('VALIDATION');
  });

  it('R-SRV-31 serves candles oldest first, the latest `limit` by default', async () => {
    const response = await get('/uapi/v1/symbols/klines?symbol=BTC/USD&interval=1m&limit=10');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { symbol: string; interval: string; klines: KlineView[] };
    expect(body).toMatchObject({ symbol: 'BTC/USD', interval: '1m' });
    expect(body.klines).toHaveLength(10);
    const times = body.klines.map((k) => k.openTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((t, i) => i === 0 || t - (times[i - 1] as number) === 60_000)).toBe(true);
    const last = body.klines.at(-1) as KlineView;
    expect(last.closed).toBe(false);
    expect(body.klines.slice(0, -1).every((k) => k.closed)).toBe(true);
    for (const k of body.klines) {
      expect(k.closeTime).toBe(k.openTime + 59_999);
      for (const value of [k.open, k.high, k.low, k.close, k.volume, k.quoteVolume])
        expect(isDecimalString(value)).toBe(true);
      expect(compareDecimal(k.high, k.low)).toBeGreaterThanOrEqual(0);
    }
  });

  it('R-SRV-31 honours startTime and endTime for coarser intervals', async () => {
    const end = clock.now();
    const start = end - 10 * 3_600_000;
    const response = await get(
      `/uapi/v1/symbols/klines?symbol=ETH-PERP&interval=1h&startTime=${start}&endTime=${end}`,
    );
    expect(response.statusCode).toBe(200);
    const { klines } = response.json() as { klines: KlineView[] };
    expect(klines.length).toBeGreaterThanOrEqual(10);
    expect(klines.length).toBeLessThanOrEqual(11);
    expect(klines.every((k) => k.closeTime >= start && k.openTime <= end)).toBe(true);
    const first = await get(
      `/uapi/v1/symbols/klines?symbol=ETH-PERP&interval=1h&startTime=${start}&limit=2`,
    );
    expect((first.json() as { klines: KlineView[] }).klines.map((k) => k.openTime)).toEqual(
      klines.slice(0, 2).map((k) => k.openTime),
    );
  });

  it.each([
    ['a bad interval', 'symbol=BTC/USD&interval=2m', 400, 'UNKNOWN_ENUM', 'interval'],
    ['limit 0', 'symbol=BTC/USD&interval=1m&limit=0', 400, 'VALIDATION', 'limit'],
    ['limit 1001', 'symbol=BTC/USD&interval=1m&limit=1001', 400, 'VALIDATION', 'limit'],
    ['a negative limit', 'symbol=BTC/USD&interval=1m&limit=-5', 400, 'VALIDATION', 'limit'],
    [
      'a non-numeric startTime',
      'symbol=BTC/USD&interval=1m&startTime=yesterday',
      400,
      'VALIDATION',
      'startTime',
    ],
    [
      'a fractional endTime',
      'symbol=BTC/USD&interval=1m&endTime=1.5',
      400,
      'VALIDATION',
      'endTime',
    ],
    [
      'startTime after endTime',
      'symbol=BTC/USD&interval=1m&startTime=20&endTime=10',
      400,
      'VALIDATION',
      'startTime',
    ],
    ['no symbol', 'interval=1m', 400, 'VALIDATION', 'symbol'],
    ['an unknown parameter', 'symbol=BTC/USD&interval=1m&tz=UTC', 400, 'VALIDATION', 'tz'],
    ['an unknown symbol', 'symbol=NOPE/USD&interval=1m', 404, 'NOT_FOUND', 'symbol'],
    ['an option (no book)', 'symbol=BTC-25DEC26-100000-C&interval=1m', 404, 'NOT_FOUND', 'symbol'],
  ])('R-SRV-31 refuses %s', async (_name, query, status, code, field) => {
    const response = await get(`/uapi/v1/symbols/klines?${query}`);
    expect(response.statusCode).toBe(status);
    expect(firstError(response.body)).toMatchObject({ code, field });
  });

  it('R-SRV-32 values every token in USD from the book mids', async () => {
    const response = await get('/uapi/v1/conversion_rates');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { base: string; rates: Record<string, string> };
    expect(body.base).toBe('USD');
    const tokens = new Set(
      ALL_INSTRUMENTS.filter((i) => i.type === 0).flatMap((i) => [i.base, i.quote]),
    );
    expect(Object.keys(body.rates).sort()).toEqual([...tokens].sort());
    expect(body.rates['USD']).toBe('1');
    for (const value of Object.values(body.rates)) {
      expect(isDecimalString(value)).toBe(true);
      expect(compareDecimal(value, '0')).toBe(1);
    }
    const ticker = venue.market.snapshot('BTC/USD');
    expect(ticker).not.toBeNull();
    expect(compareDecimal(body.rates['BTC'] ?? '0', '10000')).toBe(1);
    expect(compareDecimal(body.rates['USDC'] ?? '0', '0.5')).toBe(1);
    expect(compareDecimal(body.rates['USDC'] ?? '0', '2')).toBe(-1);
  });

  it('R-SRV-16 /time/sync/milliseconds returns the server clock', async () => {
    clock.advance(1234);
    const response = await get('/time/sync/milliseconds', {});
    expect(response.json()).toEqual({ serverTime: clock.now() });
  });
});
