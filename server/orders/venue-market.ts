// The public book = simulated makers' levels, less what users took from them since the
// makers last re-quoted, plus the users' resting orders (docs/orders.md "Liquidity model").
// VenueMarket is the market runtime the gateway and REST see: its book deltas and snapshots
// are of that composed book, with their own seq and checksums; the order service reads the
// raw simulator book through rawSnapshot / rawBookSeq.
import { OrderBook } from '../../domain/market/book';
import { MarketRuntime, type MarketListener } from '../market-runtime/runtime';
import type {
  BookDeltaMessage,
  BookSnapshotMessage,
  MarketEvent,
  TickerMessage,
  TradeMessage,
} from '../market/types';
import { UserTape } from './user-tape';

type SideName = 'bids' | 'asks';

/** What the composition needs from the order service. */
export interface UserLiquidity {
  /** Resting user lots at a price. */
  userLotsAt(symbol: string, side: SideName, priceTicks: number): number;
  /** Simulated lots users took at a level the makers have not re-quoted. */
  takenAt(symbol: string, side: SideName, priceTicks: number, simLots: number): number;
  /** The simulator changed a level (forget what users took there). */
  simChanged(symbol: string, side: SideName, priceTicks: number, simLots: number): void;
}

interface Composed {
  readonly book: OrderBook;
  seq: number;
}

export class VenueMarket extends MarketRuntime {
  private users: UserLiquidity | null = null;
  private readonly composed = new Map<string, Composed>();
  private readonly direct = new Set<MarketListener>();
  private lastIn: readonly MarketEvent[] | null = null;
  private lastOut: readonly MarketEvent[] = [];
  private readonly tape = new UserTape();

  attachUsers(users: UserLiquidity): void {
    this.users = users;
  }

  rawSnapshot(symbol: string): BookSnapshotMessage | null {
    return super.snapshot(symbol);
  }

  rawBookSeq(symbol: string): number | null {
    return super.bookSeq(symbol);
  }

  override onEvents(listener: MarketListener): () => void {
    this.direct.add(listener);
    const off = super.onEvents((events) => listener(this.rewrite(events)));
    return () => {
      this.direct.delete(listener);
      off();
    };
  }

  /**
   * Users' trades (from a committed engine step) on the public tape: kept for new `trades:`
   * subscribers, sent to every listener as `trade` events like the simulator's, and counted
   * in the ticker.
   */
  publishUserTrades(trades: readonly TradeMessage[]): void {
    if (trades.length === 0) return;
    for (const t of trades) {
      this.remember(t);
      this.tape.add(t);
    }
    const events: MarketEvent[] = trades.map((message) => ({ kind: 'trade', message }));
    for (const listener of this.direct) listener(events);
  }

  /** The simulator's own ticker (the order service's trigger and hold price). */
  rawTicker(symbol: string): TickerMessage | null {
    return super.ticker(symbol);
  }

  override ticker(symbol: string): TickerMessage | null {
    const raw = super.ticker(symbol);
    const inst = this.instrument(symbol);
    return raw && inst ? this.tape.overlay(raw, inst.tickSize) : raw;
  }

  override snapshot(symbol: string): BookSnapshotMessage | null {
    const raw = super.snapshot(symbol);
    if (!raw || !this.users) return raw;
    const c = this.state(symbol, raw);
    const read = (side: OrderBook['bids']) => {
      const prices = new Float64Array(side.length);
      const sizes = new Float64Array(side.length);
      side.writeTop(side.length, prices, sizes);
      return [Array.from(prices), Array.from(sizes)] as const;
    };
    const [bidPrices, bidSizes] = read(c.book.bids);
    const [askPrices, askSizes] = read(c.book.asks);
    return {
      ...raw,
      seq: c.seq,
      bidPrices,
      bidSizes,
      askPrices,
      askSizes,
      checksum: c.book.checksum(),
    };
  }

  override bookSeq(symbol: string): number | null {
    if (!this.users) return super.bookSeq(symbol);
    const known = this.composed.get(symbol);
    if (known) return known.seq;
    const raw = super.snapshot(symbol);
    return raw ? this.state(symbol, raw).seq : null;
  }

  /** Users' orders or takes changed these prices: publish the composed levels there. */
  usersChanged(symbol: string, prices: { bids: Iterable<number>; asks: Iterable<number> }): void {
    const raw = super.snapshot(symbol);
    if (!raw || !this.users) return;
    const c = this.state(symbol, raw);
    const simBids = levelMap(raw.bidPrices, raw.bidSizes);
    const simAsks = levelMap(raw.askPrices, raw.askSizes);
    const delta = this.recompose(symbol, c, raw.serverTime, [
      ['bids', prices.bids, simBids],
      ['asks', prices.asks, simAsks],
    ]);
    if (!delta) return;
    const events: MarketEvent[] = [{ kind: 'bookDelta', message: delta }];
    for (const listener of this.direct) listener(events);
  }

  private state(symbol: string, raw: BookSnapshotMessage): Composed {
    let c = this.composed.get(symbol);
    if (c) return c;
    const book = new OrderBook(512);
    const compose = (side: SideName, prices: readonly number[], sizes: readonly number[]) =>
      prices.map((p, i) => this.size(symbol, side, p, sizes[i] ?? 0));
    book.loadSnapshot({
      seq: raw.seq,
      bidPrices: raw.bidPrices,
      bidSizes: compose('bids', raw.bidPrices, raw.bidSizes),
      askPrices: raw.askPrices,
      askSizes: compose('asks', raw.askPrices, raw.askSizes),
    });
    c = { book, seq: raw.seq };
    this.composed.set(symbol, c);
    return c;
  }

  private size(symbol: string, side: SideName, price: number, simLots: number): number {
    const users = this.users;
    if (!users) return simLots;
    const left = Math.max(0, simLots - users.takenAt(symbol, side, price, simLots));
    return left + users.userLotsAt(symbol, side, price);
  }

  private recompose(
    symbol: string,
    c: Composed,
    serverTime: number,
    sides: [SideName, Iterable<number>, Map<number, number>][],
  ): BookDeltaMessage | null {
    const out = { bids: [[], []] as number[][], asks: [[], []] as number[][] };
    for (const [side, prices, sim] of sides) {
      const bookSide = side === 'bids' ? c.book.bids : c.book.asks;
      for (const p of new Set(prices)) {
        const next = this.size(symbol, side, p, sim.get(p) ?? 0);
        if (bookSide.sizeOf(p) === next) continue;
        bookSide.set(p, next);
        out[side][0]?.push(p);
        out[side][1]?.push(next);
      }
    }
    if ((out.bids[0]?.length ?? 0) + (out.asks[0]?.length ?? 0) === 0) return null;
    const prevSeq = c.seq;
    c.seq += 1;
    return {
      symbol,
      seq: c.seq,
      prevSeq,
      serverTime,
      bidPrices: out.bids[0] ?? [],
      bidSizes: out.bids[1] ?? [],
      askPrices: out.asks[0] ?? [],
      askSizes: out.asks[1] ?? [],
      checksum: c.book.checksum(),
    };
  }

  /** The simulator's deltas rewritten onto the composed book (once per step for all listeners). */
  private rewrite(events: readonly MarketEvent[]): readonly MarketEvent[] {
    if (!this.users) return events;
    if (events === this.lastIn) return this.lastOut;
    const users = this.users;
    const out: MarketEvent[] = [];
    for (const event of events) {
      if (event.kind === 'trade') this.tape.simulatedTrade(event.message.symbol);
      if (event.kind === 'ticker') {
        const inst = this.instrument(event.message.symbol);
        out.push(
          inst
            ? { kind: 'ticker', message: this.tape.overlay(event.message, inst.tickSize) }
            : event,
        );
        continue;
      }
      if (event.kind !== 'bookDelta') {
        out.push(event);
        continue;
      }
      const d = event.message;
      const c = this.composed.get(d.symbol);
      if (!c) {
        // Not composed yet: the first snapshot taken will be.
        const raw = super.snapshot(d.symbol);
        if (raw) this.state(d.symbol, raw);
        continue;
      }
      const simBids = levelMap(d.bidPrices, d.bidSizes);
      const simAsks = levelMap(d.askPrices, d.askSizes);
      for (const [p, s] of simBids) users.simChanged(d.symbol, 'bids', p, s);
      for (const [p, s] of simAsks) users.simChanged(d.symbol, 'asks', p, s);
      const delta = this.recompose(d.symbol, c, d.serverTime, [
        ['bids', simBids.keys(), simBids],
        ['asks', simAsks.keys(), simAsks],
      ]);
      if (delta) out.push({ kind: 'bookDelta', message: delta });
    }
    this.lastIn = events;
    this.lastOut = out;
    return out;
  }
}

function levelMap(prices: readonly number[], sizes: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  prices.forEach((p, i) => m.set(p, sizes[i] ?? 0));
  return m;
}
