// Reads of the venue's memory that commands, routes and the private stream share: what a
// subaccount's open orders and positions hold (locked, available), prices, the ticker and the
// public tape. Nothing here writes.
import { addDecimal, multiplyDecimal, subtractDecimal, sumDecimal } from '../../domain/decimal';
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

/** The margin a position holds: |size| × entry price / leverage. */
export function positionMargin(
  p: { readonly size: string; readonly entryPrice: string },
  leverage: number,
): string {
  return divideDecimal(multiplyDecimal(p.size.replace('-', ''), p.entryPrice), String(leverage));
}

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
  /** holdOf's memory: per record and token, the hold and what it was computed from. */
  private readonly holds = new WeakMap<OrderRecord, Map<string, { key: string; value: string }>>();

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

  /**
   * Σ holds of a token by the subaccount's open orders and positions (excluding one order), and
   * what other engine shards hold of it (their stored rows; nothing for one engine).
   */
  locked(sub: number, token: string, excludeId: string | null = null): string {
    return addDecimal(
      this.ownLocked(sub, token, excludeId),
      this.venue.accounts.otherShardsLocked(sub, token),
    );
  }

  /** This engine's part of `locked`: what it stores in its own rows (lock-store.ts). */
  ownLocked(sub: number, token: string, excludeId: string | null = null): string {
    return this.lockedOf([[sub, token]], excludeId)[0] ?? '0';
  }

  /**
   * The locks of several (subaccount, token) pairs in one pass over the open orders (a commit
   * stores those of every balance it touched), in the order asked.
   */
  lockedOf(
    pairs: readonly (readonly [number, string])[],
    excludeId: string | null = null,
  ): string[] {
    const state = this.venue.accounts;
    const index = new Map<number, Map<string, number>>();
    // Option margin (server/options/positions.ts) is held like an order's hold.
    const parts = pairs.map(([sub, token]) => [state.hold(sub, token)]);
    pairs.forEach(([sub, token], i) => {
      let tokens = index.get(sub);
      if (!tokens) index.set(sub, (tokens = new Map()));
      tokens.set(token, i);
    });
    for (const r of this.venue.records.values()) {
      const tokens = index.get(r.subaccountId);
      if (!tokens || r.order.id === excludeId || FINAL_STATUSES.has(r.order.status)) continue;
      if (r.order.parentId !== null) continue; // a TWAP slice is held by its parent
      const hedge = state.settingsOf(r.subaccountId).hedgeMode;
      for (const [token, i] of tokens) parts[i]?.push(this.holdOf(r, token, hedge));
    }
    for (const [sub, tokens] of index)
      for (const p of state.positionsOf(sub)) {
        const i = tokens.get(this.venue.instruments.get(p.symbol)?.collateralToken ?? '');
        if (i === undefined) continue;
        parts[i]?.push(positionMargin(p, state.symbolSettingsOf(sub, p.symbol).leverage));
      }
    return parts.map(sumDecimal);
  }

  /**
   * An open order's hold of a token, remembered per record until what it depends on changes
   * (its unfilled lots, the position mode, and the last price only for an order that holds at
   * it): a commit and every admission check read every open order of the subaccount.
   */
  private holdOf(r: OrderRecord, token: string, hedge: boolean): string {
    const o = r.order;
    const priced = (r.limitPrice ?? r.stopPrice ?? r.activationPrice ?? r.heldPrice) !== null;
    const last = priced ? null : this.prices.last(r.instrument.symbol);
    const key = `${token}|${o.lots}|${o.filledLots}|${hedge}|${last ?? ''}`;
    let known = this.holds.get(r);
    if (!known) this.holds.set(r, (known = new Map()));
    let hold = known.get(token);
    if (hold?.key !== key)
      known.set(token, (hold = { key, value: orderHold(r, token, last, hedge) }));
    return hold.value;
  }

  /** Every (subaccount, token) that has a balance, a hold, a position or an open order's hold. */
  lockPairs(): [number, string][] {
    const state = this.venue.accounts;
    const seen = new Map<string, [number, string]>();
    const add = (sub: number, token: string) => seen.set(`${sub}|${token}`, [sub, token]);
    for (const [sub, tokens] of state.balances) for (const token of tokens.keys()) add(sub, token);
    for (const [sub, tokens] of state.holds) for (const token of tokens.keys()) add(sub, token);
    for (const p of state.positions.values()) {
      const token = this.venue.instruments.get(p.symbol)?.collateralToken;
      if (token) add(p.subaccountId, token);
    }
    for (const r of this.venue.records.values()) {
      const inst = r.instrument;
      for (const token of inst.collateralToken
        ? [inst.collateralToken]
        : [inst.baseToken, inst.quoteToken])
        add(r.subaccountId, token);
    }
    return [...seen.values()];
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
