// Committed users' trades on the public tape (`trades:<symbol>`, ticker). A VenueMarket prints
// them on its own tape next to the simulator's; any other market runtime (which cannot) has
// them kept here, so the JSON tape shows them either way.
import type { MarketRuntime } from '../market-runtime/runtime';
import type { TradeMessage } from '../market/types';
import { VenueMarket } from './venue-market';

export class TradeTape {
  /** Users' trades, when the market is not a VenueMarket. */
  private readonly userTrades = new Map<string, TradeMessage[]>();

  constructor(private readonly market: MarketRuntime) {}

  publish(trades: readonly TradeMessage[]): void {
    if (trades.length === 0) return;
    if (this.market instanceof VenueMarket) {
      this.market.publishUserTrades(trades);
      return;
    }
    for (const t of trades) {
      let tape = this.userTrades.get(t.symbol);
      if (!tape) this.userTrades.set(t.symbol, (tape = []));
      tape.push(t);
      if (tape.length > 100) tape.splice(0, tape.length - 50);
    }
  }

  /** Simulated and users' trades of a symbol, oldest first. */
  recent(symbol: string): TradeMessage[] {
    // A VenueMarket's tape already holds the users' trades.
    return [...this.market.recentTrades(symbol), ...(this.userTrades.get(symbol) ?? [])].sort(
      (a, b) => a.serverTime - b.serverTime,
    );
  }
}
