// What leaves the order service after a commit: per-subaccount changes to the listeners (the
// private stream), users' trades to the public tape, and the prices whose users' liquidity
// changed to the composed public book. Nothing is published before its commit.
import type { EngineFill } from '../engine/types';
import type { TradeMessage } from '../market/types';
import type { Position } from './account-state';
import type { FillView, OrderRecord } from './record';
import type { TradeTape } from './trade-tape';
import type { TradingBook } from './trading-book';
import type { VenueMarket } from './venue-market';

/** What one commit changed for one subaccount (the private stream's input). */
export interface SubaccountChange {
  readonly subaccountId: number;
  readonly accountId: number;
  readonly seq: number;
  readonly orders: OrderRecord[];
  readonly fills: (FillView & { symbol: string; side: string; clientOrderId: string })[];
  readonly tokens: string[];
  readonly positions: Position[];
  /** Futures risk changed without an order (funding): send RiskUpdate too. */
  readonly risk?: boolean;
}

export type ChangeListener = (changes: readonly SubaccountChange[]) => void;
/** Symbols whose mark price moved (before any funding or liquidation it causes). */
export type MarkListener = (symbols: ReadonlySet<string>) => void;

type Prices = { bids: number[]; asks: number[] };

export class OrderPublisher {
  private readonly listeners = new Set<ChangeListener>();
  private readonly markListeners = new Set<MarkListener>();

  constructor(
    private readonly tape: TradeTape,
    private readonly venueMarket: VenueMarket | null,
    private readonly books: ReadonlyMap<string, TradingBook>,
  ) {}

  onChanges(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onMarks(listener: MarkListener): () => void {
    this.markListeners.add(listener);
    return () => this.markListeners.delete(listener);
  }

  /** Whether anyone listens to changes (a commit builds them only then). */
  get listening(): boolean {
    return this.listeners.size > 0;
  }

  changes(changes: readonly SubaccountChange[]): void {
    for (const listener of this.listeners) listener(changes);
  }

  marksMoved(symbols: ReadonlySet<string>): void {
    for (const listener of this.markListeners) listener(symbols);
  }

  /** Committed users' trades go on the public tape (`trades:<symbol>`, ticker). */
  trades(trades: readonly TradeMessage[]): void {
    this.tape.publish(trades);
  }

  /**
   * Balances moved outside the engine (an RFQ/RFS/options execution booked by the quote
   * service) reach the private stream like an order's: one change, after its commit.
   */
  announceBalances(subaccountId: number, accountId: number, seq: number, tokens: string[]): void {
    this.changes([{ subaccountId, accountId, seq, orders: [], fills: [], tokens, positions: [] }]);
  }

  /** Tells the composed public book which prices this commit changed. */
  bookChanged(records: readonly OrderRecord[], fills: readonly EngineFill[]): void {
    const market = this.venueMarket;
    if (!market) return;
    const dirty = new Map<string, Prices>();
    const at = (symbol: string) => {
      let d = dirty.get(symbol);
      if (!d) dirty.set(symbol, (d = { bids: [], asks: [] }));
      return d;
    };
    for (const r of records)
      if (r.order.priceTicks !== null)
        at(r.instrument.symbol)[r.order.side === 'BUY' ? 'bids' : 'asks'].push(r.order.priceTicks);
    if (fills.length > 0)
      for (const [symbol, book] of this.books)
        if (dirty.has(symbol)) {
          at(symbol).bids.push(...book.ladder.takenPrices('bids'));
          at(symbol).asks.push(...book.ladder.takenPrices('asks'));
        }
    for (const [symbol, prices] of dirty) market.usersChanged(symbol, prices);
  }
}
