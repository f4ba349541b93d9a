// One instrument's trading book: the matching engine of users' orders, the ladder of simulator
// liquidity their takes consumed, and the instrument. A VenueMarket's public book composes the
// simulator's levels with these books (docs/orders.md "Liquidity model").
import { MatchingEngine } from '../engine/engine';
import { ConsumedLadder } from '../engine/ladder';
import type { EngineGate } from '../engine/types';
import type { MarketRuntime } from '../market-runtime/runtime';
import type { TradeInstrument } from './instruments';
import { VenueMarket } from './venue-market';

export interface TradingBook {
  readonly engine: MatchingEngine;
  readonly ladder: ConsumedLadder;
  readonly instrument: TradeInstrument;
}

type Level = [priceTicks: number, lots: number];

export function createTradingBook(
  instrument: TradeInstrument,
  market: MarketRuntime,
  gate: EngineGate,
  nextOrderId: () => string,
): TradingBook {
  const symbol = instrument.symbol;
  // The simulator's own levels (without users' orders), rebuilt only when its book moved.
  let cache: { seq: number | null; bids: Level[]; asks: Level[] } | null = null;
  const source = (side: 'bids' | 'asks') => {
    const raw = market instanceof VenueMarket;
    const seq = raw ? market.rawBookSeq(symbol) : market.bookSeq(symbol);
    if (!cache || cache.seq !== seq) {
      const snap = raw ? market.rawSnapshot(symbol) : market.snapshot(symbol);
      const zip = (p: readonly number[], s: readonly number[]) =>
        p.map((x, i): Level => [x, s[i] ?? 0]);
      cache = {
        seq,
        bids: snap ? zip(snap.bidPrices, snap.bidSizes) : [],
        asks: snap ? zip(snap.askPrices, snap.askSizes) : [],
      };
    }
    return cache[side];
  };
  const ladder = new ConsumedLadder(source);
  const engine = new MatchingEngine(symbol, gate, ladder, nextOrderId);
  return { engine, ladder, instrument };
}

/** The public book shows users' orders and takes (docs/orders.md "Liquidity model"). */
export function attachUserLiquidity(
  market: VenueMarket,
  books: ReadonlyMap<string, TradingBook>,
): void {
  market.attachUsers({
    userLotsAt: (symbol, side, price) => books.get(symbol)?.engine.userLotsAt(side, price) ?? 0,
    takenAt: (symbol, side, price, simLots) =>
      books.get(symbol)?.ladder.takenAt(side, price, simLots) ?? 0,
    simChanged: (symbol, side, price, simLots) =>
      books.get(symbol)?.ladder.simChanged(side, price, simLots),
  });
}
