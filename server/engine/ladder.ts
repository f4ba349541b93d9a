// Simulated maker liquidity as the engine sees it: the simulator's levels minus what users
// took since the simulator last changed that level (docs/orders.md "Liquidity model").
import type { Liquidity } from './types';

type SideName = 'bids' | 'asks';

/** Reads the simulator's current levels of one side, best first, [ticks, lots]. */
export type LevelSource = (side: SideName) => readonly (readonly [number, number])[];

export class ConsumedLadder implements Liquidity {
  /** price → { lots taken, the simulator's size when they were taken }. */
  private readonly taken = { bids: new Map<number, Taken>(), asks: new Map<number, Taken>() };

  constructor(private readonly source: LevelSource) {}

  levels(side: SideName): [number, number][] {
    const out: [number, number][] = [];
    const taken = this.taken[side];
    for (const [price, size] of this.source(side)) {
      const entry = taken.get(price);
      if (entry && entry.simLots !== size) taken.delete(price); // the makers re-quoted it
      const left = size - (taken.get(price)?.lots ?? 0);
      if (left > 0) out.push([price, left]);
    }
    return out;
  }

  take(side: SideName, priceTicks: number, lots: number): void {
    const size = this.source(side).find(([price]) => price === priceTicks)?.[1] ?? 0;
    const entry = this.taken[side].get(priceTicks);
    const before = entry && entry.simLots === size ? entry.lots : 0;
    this.taken[side].set(priceTicks, { lots: before + lots, simLots: size });
  }

  /** Lots users took at a level that the simulator has not re-quoted yet (book composition). */
  takenAt(side: SideName, priceTicks: number, simLots: number): number {
    const entry = this.taken[side].get(priceTicks);
    return entry && entry.simLots === simLots ? entry.lots : 0;
  }

  /** Prices where users took simulated lots (the composed book must show them). */
  takenPrices(side: SideName): number[] {
    return [...this.taken[side].keys()];
  }

  /** Forgets levels whose simulated size changed (called with the simulator's deltas). */
  simChanged(side: SideName, priceTicks: number, simLots: number): void {
    const entry = this.taken[side].get(priceTicks);
    if (entry && entry.simLots !== simLots) this.taken[side].delete(priceTicks);
  }
}

interface Taken {
  readonly lots: number;
  readonly simLots: number;
}

/** A fixed ladder (tests, the bench and the reference engine). */
export class StaticLadder implements Liquidity {
  readonly book: { bids: [number, number][]; asks: [number, number][] };

  constructor(bids: [number, number][], asks: [number, number][]) {
    this.book = {
      bids: [...bids].sort((a, b) => b[0] - a[0]),
      asks: [...asks].sort((a, b) => a[0] - b[0]),
    };
  }

  levels(side: SideName): [number, number][] {
    return this.book[side].filter(([, lots]) => lots > 0).map(([p, l]) => [p, l]);
  }

  take(side: SideName, priceTicks: number, lots: number): void {
    const level = this.book[side].find(([price]) => price === priceTicks);
    if (!level || level[1] < lots) throw new RangeError(`took ${lots} lots not there`);
    level[1] -= lots;
  }

  /** Replaces the whole ladder (a simulated market move). */
  set(bids: [number, number][], asks: [number, number][]): void {
    this.book.bids = [...bids].sort((a, b) => b[0] - a[0]);
    this.book.asks = [...asks].sort((a, b) => a[0] - b[0]);
  }
}
