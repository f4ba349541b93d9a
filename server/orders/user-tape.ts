// Users' trades on the public tape: the simulator does not see trades between users or users'
// takes from its makers, so the venue keeps their 24 h totals per symbol and lays them over the
// simulator's ticker (last price, high/low, change, volume) — docs/orders.md "Liquidity model".
import { addDecimal, compareDecimal, multiplyDecimal } from '../../domain/decimal';
import { priceToTicks, ticksToPrice } from '../../domain/ticks';
import { changePercent } from '../market/render';
import type { TickerMessage, TradeMessage } from '../market/types';

const DAY_MILLIS = 24 * 3_600_000;

/** Users' trades carry ids `u<fill id>`; the simulator's are digits only. */
export const userTradeId = (fillId: number | string): string => `u${fillId}`;
export const isUserTrade = (t: TradeMessage): boolean => t.tradeId.startsWith('u');

interface Window {
  trades: TradeMessage[];
  /** Whether the latest trade on the whole tape (simulated or user) is a user's. */
  lastIsUser: boolean;
}

export class UserTape {
  private readonly bySymbol = new Map<string, Window>();

  add(trade: TradeMessage): void {
    let w = this.bySymbol.get(trade.symbol);
    if (!w) this.bySymbol.set(trade.symbol, (w = { trades: [], lastIsUser: true }));
    w.trades.push(trade);
    w.lastIsUser = true;
  }

  /** A simulated trade printed after the users' ones: `last` is the simulator's again. */
  simulatedTrade(symbol: string): void {
    const w = this.bySymbol.get(symbol);
    if (w) w.lastIsUser = false;
  }

  /** The simulator's ticker with the users' trades of the last 24 h added. */
  overlay(ticker: TickerMessage, tickSize: string): TickerMessage {
    const w = this.bySymbol.get(ticker.symbol);
    if (!w) return ticker;
    const since = ticker.serverTime - DAY_MILLIS;
    while (w.trades.length > 0 && (w.trades[0]?.serverTime ?? 0) < since) w.trades.shift();
    if (w.trades.length === 0) return ticker;
    let { volume, quoteVolume, high, low } = ticker;
    for (const t of w.trades) {
      volume = addDecimal(volume, t.quantity);
      quoteVolume = addDecimal(quoteVolume, multiplyDecimal(t.quantity, t.price));
      if (high === '' || compareDecimal(t.price, high) > 0) high = t.price;
      if (low === '' || compareDecimal(t.price, low) < 0) low = t.price;
    }
    const latest = w.trades[w.trades.length - 1];
    if (!w.lastIsUser || !latest || ticker.open === '')
      return { ...ticker, volume, quoteVolume, high, low };
    try {
      const open = priceToTicks(ticker.open, tickSize);
      const last = priceToTicks(latest.price, tickSize);
      return {
        ...ticker,
        last: latest.price,
        high,
        low,
        volume,
        quoteVolume,
        change: ticksToPrice(last - open, tickSize),
        changePercent: changePercent(open, last),
      };
    } catch {
      return { ...ticker, volume, quoteVolume, high, low };
    }
  }
}
