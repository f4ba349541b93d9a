// The prices orders are checked and triggered against: the last simulated trade (stops,
// trailing stops and holds follow the simulator's tape, docs/orders.md) and the mark price
// (futures triggers, positions, funding, liquidation).
import type { MarketRuntime } from '../market-runtime/runtime';
import { VenueMarket } from './venue-market';

export class PriceBoard {
  private readonly lastPrice = new Map<string, string>();
  private readonly markPrice = new Map<string, string>();

  constructor(private readonly market: MarketRuntime) {}

  /** A trade of the simulator (users' trades do not move `last`). */
  simulatedTrade(symbol: string, price: string): void {
    this.lastPrice.set(symbol, price);
  }

  markMoved(symbol: string, markPrice: string): void {
    this.markPrice.set(symbol, markPrice);
  }

  /** The last simulated price, else the simulator's ticker; null before any trade. */
  last(symbol: string): string | null {
    const market = this.market;
    const ticker = market instanceof VenueMarket ? market.rawTicker(symbol) : market.ticker(symbol);
    return this.lastPrice.get(symbol) ?? ticker?.last ?? null;
  }

  mark(symbol: string): string {
    return (
      this.markPrice.get(symbol) ??
      this.market.markPrice(symbol)?.markPrice ??
      this.last(symbol) ??
      '0'
    );
  }
}
