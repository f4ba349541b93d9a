// Which engine shard owns an instrument (issue 20 step 4, docs/scale-out.md "Shards"). With
// `count` shards on one database, shard k matches the books of its instruments only and takes
// the ids ≡ k (mod count) (id-stride.ts). Derivatives stay together on the home shard: their
// positions share one cross-margin balance, liquidation and risk reads across instruments, so
// splitting them needs a risk service that sees every shard's positions. Spot pairs spread by
// a hash of the symbol: a spot order's hold depends on its own book only, and the balance it
// draws on is shared through the stored locks (lock-store.ts). One engine owns everything.
import type { IdStride } from './id-stride';
import type { TradeInstrument } from './instruments';

/** The shard of the derivatives, options margin and every non-trading service. */
export const HOME_SHARD = 0;

/** 32-bit FNV-1a of the symbol: stable across processes and releases, unlike a sort order. */
function symbolHash(symbol: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < symbol.length; i++) {
    hash ^= symbol.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function shardOfInstrument(
  instrument: Pick<TradeInstrument, 'symbol' | 'collateralToken'>,
  count: number,
): number {
  return shardOfMarket(instrument.symbol, instrument.collateralToken !== null, count);
}

/** The same, from a market's symbol and whether it is a derivative (a gateway's view). */
export function shardOfMarket(symbol: string, derivative: boolean, count: number): number {
  if (count === 1 || derivative) return HOME_SHARD;
  return symbolHash(symbol) % count;
}

export function ownsInstrument(
  shard: IdStride,
  instrument: Pick<TradeInstrument, 'symbol' | 'collateralToken'>,
): boolean {
  return shardOfInstrument(instrument, shard.count) === shard.index;
}
