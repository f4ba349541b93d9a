// The same deltas in the two wire forms S1 compares: our protobuf ServerMessage frames (packed
// double ticks and lots) and a typical exchange JSON feed (decimal strings in [price, size]
// pairs, Binance-style field names).
import { desk } from '../../../proto/gen/messages.js';
import type { DeltaLevels } from './delta-stream';

const { ServerMessage } = desk.stream;

export function encodeProtobuf(deltas: readonly DeltaLevels[]): Uint8Array[] {
  // slice(): finish() may return a view into a shared pool; each frame gets its own bytes.
  return deltas.map((d) => ServerMessage.encode({ bookDelta: d }).finish().slice());
}

/** Decimal string of `units` steps for a step with `decimals` fraction digits, zero-padded. */
export function unitsToFixed(units: number, decimals: number): string {
  if (decimals === 0) return String(units);
  const digits = String(units).padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

export interface JsonDelta {
  readonly e: 'depthUpdate';
  readonly E: number;
  readonly s: string;
  readonly u: number;
  readonly pu: number;
  readonly b: [string, string][];
  readonly a: [string, string][];
  readonly c: number;
}

export function encodeJson(
  deltas: readonly DeltaLevels[],
  priceDecimals: number,
  sizeDecimals: number,
): string[] {
  const pairs = (prices: number[], sizes: number[]): [string, string][] =>
    prices.map((p, i) => [
      unitsToFixed(p, priceDecimals),
      unitsToFixed(sizes[i] as number, sizeDecimals),
    ]);
  return deltas.map((d) => {
    const message: JsonDelta = {
      e: 'depthUpdate',
      E: d.serverTime,
      s: d.symbol,
      u: d.seq,
      pu: d.prevSeq,
      b: pairs(d.bidPrices, d.bidSizes),
      a: pairs(d.askPrices, d.askSizes),
      c: d.checksum,
    };
    return JSON.stringify(message);
  });
}
