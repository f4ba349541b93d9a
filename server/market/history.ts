// Synthetic 1-minute candle history for an instrument, walked backwards from its start price
// so the live market continues exactly where the history ends.
import type { CandleUnits } from './klines';
import type { Prng } from './prng';

export function syntheticHistory(
  prng: Prng,
  startTicks: number,
  minutes: number,
  sigmaPerSqrtMinute: number,
  typicalMinuteLots: number,
  minTicks: number,
): CandleUnits[] {
  const out: CandleUnits[] = new Array<CandleUnits>(minutes);
  let close = startTicks;
  for (let i = minutes - 1; i >= 0; i--) {
    const open = Math.max(
      minTicks,
      Math.round(close * Math.exp(sigmaPerSqrtMinute * prng.normal())),
    );
    const top = Math.max(open, close);
    const bottom = Math.min(open, close);
    const high = Math.max(
      top,
      Math.round(top * Math.exp(Math.abs(prng.normal()) * sigmaPerSqrtMinute * 0.3)),
    );
    const low = Math.max(
      1,
      Math.min(
        bottom,
        Math.round(bottom * Math.exp(-Math.abs(prng.normal()) * sigmaPerSqrtMinute * 0.3)),
      ),
    );
    const volumeLots = Math.max(0, Math.round(typicalMinuteLots * Math.exp(0.5 * prng.normal())));
    const quoteTickLots = BigInt(volumeLots) * BigInt(Math.round((open + close) / 2));
    out[i] = { openMinute: 0, minutes: 1, open, high, low, close, volumeLots, quoteTickLots };
    close = open;
  }
  return out;
}
