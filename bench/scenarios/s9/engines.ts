// Matching engines under test behind one small interface: the venue's MatchingEngine and
// the nodejs-order-book package, measured side by side by S9.
import { OrderBook, Side } from 'nodejs-order-book';
import { MatchingEngine } from '../../../server/engine/engine';
import { OPEN_GATE } from '../../../server/engine/types';
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

/** Our engine: the venue's MatchingEngine (server/engine), users' book only, no gate. */
export const OUR_ENGINE: (() => MatchingEngineUnderTest) | null = ourEngine;

function ourEngine(): MatchingEngineUnderTest {
  let engine = fresh();
  let time = 0;
  function fresh() {
    return new MatchingEngine('BENCH', OPEN_GATE, null, () => 'child');
  }
  return {
    label: 'our MatchingEngine',
    reset() {
      engine = fresh();
      time = 0;
    },
    process(op) {
      time++;
      switch (op.kind) {
        case 'limit':
          engine.submit(
            {
              id: String(op.id),
              owner: time, // one owner per order: no self-trade prevention in the bench
              side: op.side === 'buy' ? 'BUY' : 'SELL',
              type: 'LIMIT',
              tif: 'GTC',
              lots: op.size,
              priceTicks: op.price,
              stopTicks: null,
            },
            time,
          );
          return;
        case 'market':
          engine.submit(
            {
              id: `m${time}`,
              owner: time, // one owner per order: no self-trade prevention in the bench
              side: op.side === 'buy' ? 'BUY' : 'SELL',
              type: 'MARKET',
              tif: 'IOC',
              lots: op.size,
              priceTicks: null,
              stopTicks: null,
            },
            time,
          );
          return;
        case 'cancel':
          engine.cancel(String(op.id), time);
          return;
      }
    },
    depth() {
      return engine.depth();
    },
  };
}

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
