// Matching engines under test behind one small interface. The peer (nodejs-order-book) is
// here now; the Edge issue plugs our engine into OUR_ENGINE and S9 measures it side by side.
import { OrderBook, Side } from 'nodejs-order-book';
import type { EngineOp } from './workload';

/** Aggregated resting depth, best first: [price, size] per level. */
export interface EngineDepth {
  readonly bids: readonly (readonly [number, number])[];
  readonly asks: readonly (readonly [number, number])[];
}

export interface MatchingEngineUnderTest {
  readonly label: string;
  /** Starts from an empty book. */
  reset(): void;
  /** Processes one order of the workload. */
  process(op: EngineOp): void;
  /** Final depth, compared between engines after a round. */
  depth(): EngineDepth;
}

/** Our engine: null until the Edge issue builds it (server matching engine). */
export const OUR_ENGINE: (() => MatchingEngineUnderTest) | null = null;

export function nodejsOrderBookEngine(): MatchingEngineUnderTest {
  let book = new OrderBook();
  const side = (s: 'buy' | 'sell'): Side => (s === 'buy' ? Side.BUY : Side.SELL);
  return {
    label: 'nodejs-order-book OrderBook',
    reset() {
      book = new OrderBook();
    },
    process(op) {
      switch (op.kind) {
        case 'limit':
          book.limit({ id: op.id, side: side(op.side), price: op.price, size: op.size });
          return;
        case 'market':
          book.market({ side: side(op.side), size: op.size });
          return;
        case 'cancel':
          book.cancel(op.id);
          return;
      }
    },
    depth() {
      const [asks, bids] = book.depth();
      return { bids, asks };
    },
  };
}
