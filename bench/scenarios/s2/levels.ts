// The S2 baseline's frame body: one {price, size} object per level, best first (shared by the
// Node core worker and the Chromium one).
import type { OrderBook } from '../../../domain/market/book';
import type { LevelObject } from './protocol';

export function levelObjects(side: OrderBook['bids'], depth: number): LevelObject[] {
  const n = Math.min(depth, side.length);
  const out = new Array<LevelObject>(n);
  for (let r = 0; r < n; r++) out[r] = { price: side.priceAt(r) as number, size: side.sizeAt(r) };
  return out;
}
