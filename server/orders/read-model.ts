// Reads of the venue's memory that commands, routes and the private stream share: what a
// subaccount's open orders and positions hold (locked, available), prices, the ticker and the
// public tape. Nothing here writes.
import { addDecimal, multiplyDecimal, subtractDecimal } from '../../domain/decimal';
import { FINAL_STATUSES } from '../engine/types';
import type { MarketRuntime } from '../market-runtime/runtime';
import { TAKER_BUY } from '../market/types';
import { divideDecimal } from '../positions/math';
import { orderHold, type AccountState } from './account-state';
import type { TradeInstrument } from './instruments';
import type { PriceBoard } from './prices';
import type { OrderRecord } from './record';
import type { TradeTape } from './trade-tape';
import type { VenueState } from './venue-state';

/** What the balance, position and risk views (views.ts, liquidation.ts) read. */
export interface AccountReader {
  readonly state: AccountState;
  readonly instruments: ReadonlyMap<string, TradeInstrument>;
  locked(sub: number, token: string, excludeId?: string | null): string;
  mark(symbol: string): string;
}

/** A trade of the public tape as the JSON calls show it. */
export interface TapeTrade {
  tradeId: string;
  price: string;
  quantity: string;
  side: string;
  time: number;
}

export class VenueReadModel implements AccountReader {
  constructor(
    private readonly venue: VenueState,
    private readonly prices: PriceBoard,
    private readonly market: MarketRuntime,
    private readonly tape: TradeTape,
  ) {}

  get state(): AccountState {
    return this.venue.accounts;
  }

  get instruments(): ReadonlyMap<string, TradeInstrument> {
    return this.venue.instruments;
  }

  mark(symbol: string): string {
    return this.prices.mark(symbol);
  }

  /** Σ holds of a token by the subaccount's open orders and positions (excluding one order). */
  locked(sub: number, token: string, excludeId: string | null = null): string {
    const state = this.venue.accounts;
    const hedge = state.settingsOf(sub).hedgeMode;
    // Option margin (server/options/positions.ts) is held like an order's hold.
    let total = state.hold(sub, token);
    for (const r of this.venue.records.values()) {
      if (r.subaccountId !== sub || r.order.id === excludeId || FINAL_STATUSES.has(r.order.status))
        continue;
      if (r.order.parentId !== null) continue; // a TWAP slice is held by its parent
      total = addDecimal(total, orderHold(r, token, this.prices.last(r.instrument.symbol), hedge));
    }
    for (const p of state.positionsOf(sub)) {
      const inst = this.venue.instruments.get(p.symbol);
      if (inst?.collateralToken !== token) continue;
      const lev = state.symbolSettingsOf(sub, p.symbol).leverage;
      total = addDecimal(
        total,
        divideDecimal(multiplyDecimal(p.size.replace('-', ''), p.entryPrice), String(lev)),
      );
    }
    return total;
  }

  available(sub: number, token: string, excludeId: string | null = null): string {
    return subtractDecimal(
      this.venue.accounts.total(sub, token),
      this.locked(sub, token, excludeId),
    );
  }

  hasOpenOrders(sub: number, symbol?: string): boolean {
    for (const r of this.venue.records.values())
      if (r.subaccountId === sub && (symbol === undefined || r.instrument.symbol === symbol))
        return true;
    return false;
  }

  /** A subaccount's open orders (optionally on one market), newest first. */
  openOrders(sub: number, symbol?: string): OrderRecord[] {
    return [...this.venue.records.values()]
      .filter((r) => r.subaccountId === sub && (!symbol || r.instrument.symbol === symbol))
      .sort(
        (a, b) => b.order.createdAt - a.order.createdAt || Number(b.order.id) - Number(a.order.id),
      );
  }

  ticker(symbol: string) {
    return this.market.ticker(symbol);
  }

  /** The public tape of a symbol (simulated and user trades), oldest first. */
  recentTrades(symbol: string): TapeTrade[] {
    return this.tape
      .recent(symbol)
      .slice(-50)
      .map((t) => ({
        tradeId: t.tradeId,
        price: t.price,
        quantity: t.quantity,
        side: t.side === TAKER_BUY ? 'BUY' : 'SELL',
        time: t.serverTime,
      }));
  }
}
