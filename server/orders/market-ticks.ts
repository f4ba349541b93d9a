// What the market's moves do to orders and positions, each step queued behind the commands:
// ticks advance the engines (stops, trailing stops, TWAP slices, crosses), and a moved mark
// price pays funding periods that fell due and liquidates positions past maintenance.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { signDecimal } from '../../domain/decimal';
import { priceToTicks } from '../../domain/ticks';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import { FINAL_STATUSES } from '../engine/types';
import type { MarketEvent, MarkPriceMessage } from '../market/types';
import type { CheckedRequest } from './codec';
import type { OrderCommands } from './commands';
import type { Committer } from './commit';
import { FundingClock, fundingJournal, type FundingDue } from './funding';
import {
  LIQUIDATION_CANCEL_REASON,
  liquidationTargets,
  type LiquidationTarget,
} from './liquidation';
import type { PriceBoard } from './prices';
import type { OrderPublisher } from './publisher';
import type { AccountReader } from './read-model';
import type { SerialQueue } from './serial-queue';
import { claimFundingPeriod } from './store';
import { loadSubaccountById, type SubaccountInfo } from './subaccounts';
import { isUserTrade } from './user-tape';
import type { VenueState } from './venue-state';

export interface MarketTicksDeps {
  readonly db: Kysely<Database>;
  readonly now: Clock;
  readonly venue: VenueState;
  readonly prices: PriceBoard;
  readonly read: AccountReader;
  readonly queue: SerialQueue;
  readonly commands: OrderCommands;
  readonly committer: Committer;
  readonly publisher: OrderPublisher;
}

export class MarketTicks {
  private readonly funding = new FundingClock();
  private tickQueued = false;
  private closed = false;

  constructor(private readonly deps: MarketTicksDeps) {}

  /** The market runtime's events: prices follow them, then a tick is queued. */
  onMarketEvents(events: readonly MarketEvent[]): void {
    const marks: MarkPriceMessage[] = [];
    for (const e of events) {
      // Stops, trailing stops and holds follow the simulator's tape (docs/orders.md).
      if (e.kind === 'trade' && !isUserTrade(e.message))
        this.deps.prices.simulatedTrade(e.message.symbol, e.message.price);
      else if (e.kind === 'markPrice') marks.push(e.message);
    }
    if (marks.length > 0) void this.marksMoved(marks);
    this.scheduleTick();
  }

  /**
   * New mark prices (the market's `markPrice` events; tests inject their own): listeners hear
   * of the move at once, then the queue pays any funding period that fell due and liquidates
   * positions past maintenance. Resolves when that queued work is done.
   */
  marksMoved(marks: readonly MarkPriceMessage[]): Promise<void> {
    if (marks.length === 0 || this.closed) return Promise.resolve();
    const { prices, venue, publisher, queue, now } = this.deps;
    const symbols = new Set<string>();
    const due: FundingDue[] = [];
    for (const m of marks) {
      prices.markMoved(m.symbol, m.markPrice);
      symbols.add(m.symbol);
      const d = this.funding.observe(m);
      if (d) due.push(d);
    }
    publisher.marksMoved(symbols);
    let held = false;
    for (const p of venue.accounts.positions.values())
      if (symbols.has(p.symbol) && signDecimal(p.size) !== 0) held = true;
    if (!held && due.length === 0) return Promise.resolve();
    return queue
      .run(async () => {
        for (const d of due) await this.payFunding(d, now());
        await this.liquidate(symbols);
      })
      .catch(() => undefined);
  }

  /** No more ticks or mark work is queued (shutdown). */
  stop(): void {
    this.closed = true;
  }

  private scheduleTick(): void {
    if (this.tickQueued || this.closed) return;
    let any = false;
    for (const b of this.deps.venue.books.values())
      if (b.engine.openOrders().length > 0) any = true;
    if (!any) return;
    this.tickQueued = true;
    void this.deps.queue
      .run(async () => {
        this.tickQueued = false;
        await this.tick();
      })
      .catch(() => undefined);
  }

  /** Advances every engine with open orders (stops, trailing stops, TWAP slices, crosses). */
  private async tick(): Promise<void> {
    const { venue, prices, commands, committer } = this.deps;
    const now = this.deps.now();
    if (venue.pendingCancels.length > 0) await commands.finishPendingCancels(now);
    for (const book of venue.books.values()) {
      if (book.engine.openOrders().length === 0) continue;
      const symbol = book.instrument.symbol;
      const tickSize = book.instrument.tickSize;
      const toT = (p: string | null) => {
        if (p === null || p === '') return null;
        try {
          return priceToTicks(p, tickSize);
        } catch {
          return null;
        }
      };
      const result = book.engine.tick(now, {
        lastTicks: toT(prices.last(symbol)),
        markTicks: book.instrument.collateralToken === null ? null : toT(prices.mark(symbol)),
      });
      if (result.orders.length > 0 || result.fills.length > 0) await committer.commit(result, now);
    }
  }

  /** Books one funding period for every open position of its symbol, once (period key). */
  private async payFunding(due: FundingDue, now: number): Promise<void> {
    const { venue, committer } = this.deps;
    const token = venue.instruments.get(due.symbol)?.collateralToken;
    if (!token) return;
    const positions = [...venue.accounts.positions.values()].filter(
      (p) => p.symbol === due.symbol && signDecimal(p.size) !== 0,
    );
    const journal = fundingJournal(due, token, positions);
    await committer.commitJournal(journal, now, (tx) =>
      claimFundingPeriod(tx, due, positions.length, now),
    );
  }

  /**
   * Positions past maintenance on the moved symbols: their subaccount's open orders on the
   * symbol are canceled, then a reduce-only MARKET order closes the position through the
   * normal order path (fills, ledger, stream), its reason LIQUIDATION.
   */
  private async liquidate(symbols: ReadonlySet<string>): Promise<void> {
    const { venue, commands, db } = this.deps;
    for (const target of liquidationTargets(this.deps.read, symbols)) {
      const now = this.deps.now();
      if (!venue.books.has(target.symbol)) continue;
      for (const r of [...venue.records.values()]) {
        if (r.subaccountId !== target.subaccountId || r.instrument.symbol !== target.symbol)
          continue;
        if (r.order.parentId !== null || FINAL_STATUSES.has(r.order.status)) continue;
        await commands.finishCancel(r, now, LIQUIDATION_CANCEL_REASON);
      }
      const position = venue.accounts.position(
        target.subaccountId,
        target.symbol,
        target.positionSide,
      );
      if (signDecimal(position.size) === 0) continue;
      const sub = await loadSubaccountById(db, target.subaccountId);
      if (!sub) continue;
      const closing = signDecimal(position.size) > 0 ? 'SELL' : 'BUY';
      await commands.place(sub, this.liquidationOrder(sub, target, closing, now), now, true);
    }
  }

  /** The reduce-only MARKET order that closes a liquidated position. */
  private liquidationOrder(
    sub: SubaccountInfo,
    target: LiquidationTarget,
    side: 'BUY' | 'SELL',
    now: number,
  ): CheckedRequest {
    const clientOrderId = `liq-${createHash('sha256')
      .update(`${target.symbol}/${target.positionSide}/${now}/${this.deps.venue.orderIds.peek()}`)
      .digest('base64url')
      .slice(0, 32)}`;
    return {
      clientOrderId,
      market: target.symbol,
      accountId: sub.accountId,
      subaccountId: sub.id,
      side,
      type: 'MARKET',
      tif: 'IOC',
      positionSide: target.positionSide as CheckedRequest['positionSide'],
      quantity: null,
      limitPrice: null,
      stopPrice: null,
      activationPrice: null,
      callbackRate: null,
      reduceOnly: true,
      postOnly: false,
      closePosition: true,
      priceProtect: false,
      hedgeMode: this.deps.venue.accounts.settingsOf(sub.id).hedgeMode,
      marginMode: '',
      startTime: 0,
      endTime: 0,
      duration: 0,
      numberOfSlices: 0,
    };
  }
}
