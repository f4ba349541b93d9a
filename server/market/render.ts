// Integer units → wire messages with decimal strings.
import { lotsToQuantity, tickLotsToQuote, ticksToPrice, unitsToDecimal } from '../../domain/ticks';
import type { CandleUnits } from './klines';
import { MINUTE_MILLIS } from './klines';
import type { KlineInterval, KlineMessage } from './types';

export interface Units {
  readonly tickSize: string;
  readonly lotSize: string;
}

export function renderKline(
  symbol: string,
  interval: KlineInterval,
  c: CandleUnits,
  units: Units,
  closed: boolean,
): KlineMessage {
  const openTime = c.openMinute * MINUTE_MILLIS;
  return {
    symbol,
    interval,
    openTime,
    closeTime: openTime + c.minutes * MINUTE_MILLIS - 1,
    open: ticksToPrice(c.open, units.tickSize),
    high: ticksToPrice(c.high, units.tickSize),
    low: ticksToPrice(c.low, units.tickSize),
    close: ticksToPrice(c.close, units.tickSize),
    volume: lotsToQuantity(c.volumeLots, units.lotSize),
    quoteVolume: tickLotsToQuote(c.quoteTickLots, units.tickSize, units.lotSize),
    closed,
  };
}

/** (last − open) / open × 100, rounded half away from zero to 2 decimals, exact. */
export function changePercent(openTicks: number, lastTicks: number): string {
  if (openTicks === 0) return '0';
  const num = BigInt(lastTicks - openTicks) * 10000n;
  const den = BigInt(openTicks);
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  let q = n / d;
  if ((n % d) * 2n >= d) q += 1n;
  return unitsToDecimal(Number(negative ? -q : q), '0.01');
}

/** A rate rounded to 6 decimals as a decimal string (funding rates). */
export function renderRate(rate: number): string {
  return unitsToDecimal(Math.round(rate * 1e6), '0.000001');
}
