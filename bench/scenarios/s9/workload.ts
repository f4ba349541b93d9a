// The S9 workload: a deterministic flow of limit, market and cancel orders around a drifting
// mid, the same for every engine. Prices are integer ticks, sizes integer lots.
import { createPrng } from '../../../server/market/prng';

export type EngineSide = 'buy' | 'sell';

export type EngineOp =
  | {
      readonly kind: 'limit';
      readonly id: string;
      readonly side: EngineSide;
      readonly price: number;
      readonly size: number;
    }
  | { readonly kind: 'market'; readonly side: EngineSide; readonly size: number }
  | { readonly kind: 'cancel'; readonly id: string };

export interface WorkloadMix {
  /** Resting orders placed first, on both sides of the mid. */
  readonly seedOrders: number;
  /** Orders after the seed phase. */
  readonly orders: number;
  /** Shares of the flow after the seed phase; the rest are limit orders. */
  readonly marketShare: number;
  readonly cancelShare: number;
  /** Share of limit orders priced through the spread (they trade on arrival). */
  readonly crossingShare: number;
}

export const DEFAULT_MIX: Omit<WorkloadMix, 'orders'> = {
  seedOrders: 2000,
  marketShare: 0.15,
  cancelShare: 0.3,
  crossingShare: 0.1,
};

export interface Workload {
  readonly ops: readonly EngineOp[];
  readonly counts: Readonly<Record<EngineOp['kind'], number>>;
}

const START_MID = 100_000;
const HALF_SPREAD = 2;
const LADDER = 200;

export function buildWorkload(mix: WorkloadMix, seed = 11): Workload {
  const prng = createPrng(seed);
  const ops: EngineOp[] = [];
  const counts = { limit: 0, market: 0, cancel: 0 };
  // Ids of limit orders that may still rest; cancels pick among the most recent ones.
  const live: string[] = [];
  let next = 0;
  let mid = START_MID;
  const size = (): number => 1 + prng.int(20) * (prng.chance(0.1) ? 10 : 1);
  const limit = (crossing: boolean): void => {
    const side: EngineSide = prng.chance(0.5) ? 'buy' : 'sell';
    const away = crossing ? -(1 + prng.int(5)) : HALF_SPREAD + prng.int(LADDER);
    const price = side === 'buy' ? mid - away : mid + away;
    const id = `o${++next}`;
    ops.push({ kind: 'limit', id, side, price, size: size() });
    counts.limit++;
    live.push(id);
  };
  for (let i = 0; i < mix.seedOrders; i++) limit(false);
  for (let i = 0; i < mix.orders; i++) {
    if (prng.chance(0.05)) mid += prng.chance(0.5) ? 1 : -1;
    const roll = prng.next();
    if (roll < mix.marketShare) {
      ops.push({ kind: 'market', side: prng.chance(0.5) ? 'buy' : 'sell', size: size() });
      counts.market++;
    } else if (roll < mix.marketShare + mix.cancelShare && live.length > 0) {
      // Mostly recent orders (as market makers cancel), sometimes old ones, some already gone.
      const back = Math.min(live.length, prng.chance(0.8) ? 64 : live.length);
      const at = live.length - 1 - prng.int(back);
      const [id] = live.splice(at, 1);
      ops.push({ kind: 'cancel', id: id as string });
      counts.cancel++;
    } else {
      limit(prng.chance(mix.crossingShare));
    }
  }
  return { ops, counts };
}
