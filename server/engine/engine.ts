// The matching engine of one instrument: price-time priority over the users' book and the
// simulated makers' ladder (docs/orders.md). Pure: no I/O, time injected, ids injected.
import { BookSide } from './book-side';
import type { Level } from './book-side';
import { isStopType, stopTriggered, triggerOfTrailing, updateTrail } from './triggers';
import type {
  EngineFill,
  EngineGate,
  EngineOrder,
  EngineResult,
  Liquidity,
  NewOrder,
  Side,
} from './types';
import { FINAL_STATUSES } from './types';

const MARKET_AFTER_TRIGGER = new Set([
  'STOP_LOSS',
  'TAKE_PROFIT',
  'STOP_MARKET',
  'TAKE_PROFIT_MARKET',
  'TRAILING_STOP_MARKET',
]);

export const REASONS = {
  postOnly: 'Post-only order would take liquidity',
  fok: 'FOK order cannot be filled in full',
  selfTrade: 'Self-trade prevented: the rest of the newer order expired',
  noLiquidity: 'Not enough liquidity: the rest of the order expired',
  ioc: 'Immediate-or-cancel: the rest of the order expired',
  reduceOnly: 'Reduce-only order would increase the position',
  canceled: 'Canceled by the user',
} as const;

/** Past this many touched orders, Changes indexes them by id instead of scanning. */
const SCAN_LIMIT = 16;

/**
 * Collects the orders touched and fills made by one engine call: each order once, by id, in
 * the order first touched (a later touch of the same id replaces it in place). Most calls
 * touch one to three orders, so a short scan beats a Map; long sweeps switch to an index.
 */
class Changes {
  readonly orders: EngineOrder[] = [];
  readonly fills: EngineFill[] = [];
  private index: Map<string, number> | null = null;
  touch(order: EngineOrder, now: number): void {
    order.updatedAt = now;
    const orders = this.orders;
    if (this.index !== null) {
      const at = this.index.get(order.id);
      if (at === undefined) {
        this.index.set(order.id, orders.length);
        orders.push(order);
      } else orders[at] = order;
      return;
    }
    for (let i = 0; i < orders.length; i++) {
      if ((orders[i] as EngineOrder).id === order.id) {
        orders[i] = order;
        return;
      }
    }
    orders.push(order);
    if (orders.length > SCAN_LIMIT) {
      this.index = new Map();
      for (let i = 0; i < orders.length; i++) this.index.set((orders[i] as EngineOrder).id, i);
    }
  }
  result(): EngineResult {
    return { orders: this.orders, fills: this.fills };
  }
}

/**
 * Walks the liquidity opposite an order, best first: user orders before simulated lots at the
 * same price. Reads the users' book in place (callers must not change it during the walk);
 * `next()` loads the next source into priceTicks / lots / maker (null: simulated lots).
 */
class OppositeCursor {
  priceTicks = 0;
  lots = 0;
  maker: EngineOrder | null = null;
  private rank = 0;
  private index = 0;
  private users: BookSide | null = null;
  private buy = false;
  private level: Level | undefined;
  private sim: Iterator<readonly [number, number]> | null = null;
  private simLevel: readonly [number, number] | undefined;

  /** Starts a new walk (the previous one, if any, is abandoned). */
  start(users: BookSide, sim: Iterable<readonly [number, number]> | null, buy: boolean): this {
    this.users = users;
    this.buy = buy;
    this.rank = 0;
    this.index = 0;
    this.level = users.levelAt(0);
    this.sim = sim === null ? null : sim[Symbol.iterator]();
    this.simLevel = this.nextSim();
    return this;
  }

  next(): boolean {
    const level = this.level;
    const user = level?.orders[this.index];
    const sim = this.simLevel;
    if (user !== undefined && level !== undefined) {
      const userPrice = user.priceTicks ?? 0;
      if (sim === undefined || !(this.buy ? sim[0] < userPrice : sim[0] > userPrice)) {
        if (++this.index >= level.orders.length) {
          this.index = 0;
          this.level = this.users?.levelAt(++this.rank);
        }
        this.priceTicks = userPrice;
        this.lots = user.lots - user.filledLots;
        this.maker = user;
        return true;
      }
    }
    if (sim === undefined) return false;
    this.simLevel = this.nextSim();
    this.priceTicks = sim[0];
    this.lots = sim[1];
    this.maker = null;
    return true;
  }

  private nextSim(): readonly [number, number] | undefined {
    if (this.sim === null) return undefined;
    const step = this.sim.next();
    return step.done === true ? undefined : step.value;
  }
}

export interface MarketPrices {
  readonly lastTicks: number | null;
  readonly markTicks: number | null;
}

export class MatchingEngine {
  private readonly bids = new BookSide(true);
  private readonly asks = new BookSide(false);
  /** Every open order: resting, untriggered stops, running TWAP parents. */
  private readonly open = new Map<string, EngineOrder>();
  private priorityCounter = 0;
  private readonly cursor = new OppositeCursor();
  private prices: MarketPrices = { lastTicks: null, markTicks: null };

  constructor(
    readonly symbol: string,
    private readonly gate: EngineGate,
    private readonly liquidity: Liquidity | null,
    private readonly nextId: () => string,
  ) {}

  get marketPrices(): MarketPrices {
    return this.prices;
  }

  /** Orders not in a final state, oldest first. */
  openOrders(): EngineOrder[] {
    return [...this.open.values()].sort((a, b) => a.priority - b.priority);
  }

  get(id: string): EngineOrder | undefined {
    return this.open.get(id);
  }

  /** Resting user lots per price, best first. */
  depth(): { bids: [number, number][]; asks: [number, number][] } {
    return { bids: this.bids.depth(), asks: this.asks.depth() };
  }

  userLotsAt(side: 'bids' | 'asks', priceTicks: number): number {
    return (side === 'bids' ? this.bids : this.asks).lotsAt(priceTicks);
  }

  /** Puts back an open order after a restart (priority keeps the original time order). */
  restore(order: EngineOrder): void {
    this.priorityCounter = Math.max(this.priorityCounter, order.priority);
    this.open.set(order.id, order);
    if (this.rests(order)) this.sideOf(order.side).add(order);
  }

  submit(input: NewOrder, now: number): EngineResult {
    const changes = new Changes();
    const order = createOrder(input, now, ++this.priorityCounter);
    changes.touch(order, now);
    if (order.type === 'TWAP') {
      const estimate = this.estimate(order);
      const refusal = this.gate.admit(order, estimate.notional, order.lots);
      if (refusal !== null) return reject(order, refusal, changes);
      this.open.set(order.id, order);
      this.runTwap(order, now, changes);
      return changes.result();
    }
    if (isStopType(order.type)) {
      const reason = this.refuseReduce(order);
      if (reason) return reject(order, reason, changes);
      const price = order.priceTicks ?? order.stopTicks ?? order.activationTicks ?? 0;
      const refusal = this.gate.admit(order, BigInt(price) * BigInt(order.lots), order.lots);
      if (refusal !== null) return reject(order, refusal, changes);
      this.open.set(order.id, order);
      this.checkTrigger(order, now, changes);
      return changes.result();
    }
    this.execute(order, now, changes, true);
    return changes.result();
  }

  /** Cancels an open order; null when it is not open here. */
  cancel(id: string, now: number, reason: string = REASONS.canceled): EngineResult | null {
    const order = this.open.get(id);
    if (!order) return null;
    const changes = new Changes();
    this.close(order, 'CANCELED', reason, now, changes);
    return changes.result();
  }

  /**
   * Market moved or time passed: resting orders the simulated market crossed fill, stops and
   * trailing stops trigger, TWAP slices fall due.
   */
  tick(now: number, prices: MarketPrices): EngineResult {
    this.prices = prices;
    const changes = new Changes();
    this.crossWithMarket(now, changes);
    // Only TWAP parents and stops act on a tick; the rest are skipped below anyway.
    const waiting: EngineOrder[] = [];
    for (const order of this.open.values()) {
      if (order.type === 'TWAP' || isStopType(order.type)) waiting.push(order);
    }
    waiting.sort((a, b) => a.priority - b.priority);
    for (const order of waiting) {
      if (!this.open.has(order.id)) continue;
      if (order.type === 'TWAP') this.runTwap(order, now, changes);
      else if (isStopType(order.type) && !order.triggered) this.checkTrigger(order, now, changes);
    }
    return changes.result();
  }

  // ---- matching ----

  private sideOf(side: Side): BookSide {
    return side === 'BUY' ? this.bids : this.asks;
  }

  private rests(order: EngineOrder): boolean {
    return (
      order.priceTicks !== null &&
      order.type !== 'TWAP' &&
      (!isStopType(order.type) || order.triggered)
    );
  }

  private limitOf(order: EngineOrder): number | null {
    if (order.type === 'MARKET' || MARKET_AFTER_TRIGGER.has(order.type)) return null;
    return order.priceTicks;
  }

  /**
   * A walk over the liquidity opposite the order (see OppositeCursor). One cursor is reused:
   * estimate and match each finish their walk before anything else walks.
   */
  private opposite(order: EngineOrder): OppositeCursor {
    const buy = order.side === 'BUY';
    const sim = this.liquidity ? this.liquidity.levels(buy ? 'asks' : 'bids') : null;
    return this.cursor.start(buy ? this.asks : this.bids, sim, buy);
  }

  /** What the order could trade now (own orders stop it: self-trade prevention). */
  private estimate(order: EngineOrder): { lots: number; notional: bigint; crosses: boolean } {
    let need = order.lots - order.filledLots;
    let lots = 0;
    // Σ price × lots in a double while it is exact (every term and the sum below 2^53, the
    // usual case), in BigInt beyond.
    let exact = 0;
    let big: bigint | null = null;
    let crosses = false;
    const limit = this.limitOf(order);
    const buy = order.side === 'BUY';
    const level = this.opposite(order);
    while (level.next()) {
      if (need === 0) break;
      if (limit !== null && (buy ? level.priceTicks > limit : level.priceTicks < limit)) break;
      crosses = true;
      if (level.maker && level.maker.owner === order.owner) break;
      const take = Math.min(need, level.lots);
      need -= take;
      lots += take;
      const term = level.priceTicks * take;
      if (big === null && Number.isSafeInteger(term) && Number.isSafeInteger(exact + term)) {
        exact += term;
      } else {
        big = (big ?? BigInt(exact)) + BigInt(level.priceTicks) * BigInt(take);
      }
    }
    const rest = order.priceTicks;
    const restTerm = need > 0 && rest !== null ? rest * need : 0;
    let notional: bigint;
    if (big === null && Number.isSafeInteger(restTerm) && Number.isSafeInteger(exact + restTerm)) {
      notional = BigInt(exact + restTerm); // one BigInt per order in the usual case
    } else {
      notional = big ?? BigInt(exact);
      if (need > 0 && rest !== null) notional += BigInt(rest) * BigInt(need);
    }
    return { lots, notional, crosses };
  }

  private refuseReduce(order: EngineOrder): string | null {
    const hedge = this.gate.hedgeMode(order.owner);
    const closing =
      hedge &&
      ((order.side === 'SELL' && order.positionSide === 'LONG') ||
        (order.side === 'BUY' && order.positionSide === 'SHORT'));
    if (!order.reduceOnly && !order.closePosition && !closing) return null;
    const position = this.gate.positionLots(order.owner, order.positionSide);
    const reducible = order.side === 'SELL' ? Math.max(0, position) : Math.max(0, -position);
    if (reducible === 0) return REASONS.reduceOnly;
    return null;
  }

  /** Lowers a reduce-only order to the position it closes; false when nothing is left. */
  private capReduce(order: EngineOrder): boolean {
    const hedge = this.gate.hedgeMode(order.owner);
    const closing =
      hedge &&
      ((order.side === 'SELL' && order.positionSide === 'LONG') ||
        (order.side === 'BUY' && order.positionSide === 'SHORT'));
    if (!order.reduceOnly && !order.closePosition && !closing) return true;
    const position = this.gate.positionLots(order.owner, order.positionSide);
    const reducible = order.side === 'SELL' ? Math.max(0, position) : Math.max(0, -position);
    if (reducible === 0) return false;
    const remaining = order.lots - order.filledLots;
    if (order.closePosition || remaining > reducible) order.lots = order.filledLots + reducible;
    return true;
  }

  /** Runs an order that may trade now: checks, matching, then rest or expire. */
  private execute(order: EngineOrder, now: number, changes: Changes, admit: boolean): void {
    changes.touch(order, now);
    if (!this.capReduce(order)) {
      this.finish(order, 'REJECTED', REASONS.reduceOnly, now, changes);
      return;
    }
    const estimate = this.estimate(order);
    const postOnly = order.postOnly || order.type === 'LIMIT_MAKER' || order.tif === 'GTX';
    if (postOnly && estimate.crosses) {
      const status = order.tif === 'GTX' && order.type !== 'LIMIT_MAKER' && !order.postOnly;
      this.finish(order, status ? 'EXPIRED' : 'REJECTED', REASONS.postOnly, now, changes);
      return;
    }
    if (order.tif === 'FOK' && estimate.lots < order.lots - order.filledLots) {
      this.finish(order, 'EXPIRED', REASONS.fok, now, changes);
      return;
    }
    if (admit) {
      const refusal = this.gate.admit(order, estimate.notional, order.lots - order.filledLots);
      if (refusal !== null) {
        this.finish(order, 'REJECTED', refusal, now, changes);
        return;
      }
    }
    const stopped = this.match(order, now, changes);
    this.settle(order, stopped, now, changes);
  }

  /** Trades the order against opposite liquidity; returns a reason when STP stopped it. */
  private match(order: EngineOrder, now: number, changes: Changes): string | null {
    let filled: EngineOrder[] | null = null;
    const limit = this.limitOf(order);
    const buy = order.side === 'BUY';
    let lastTicks: number | null = null;
    try {
      const level = this.opposite(order);
      while (level.next()) {
        const remaining = order.lots - order.filledLots;
        if (remaining === 0) break;
        if (limit !== null && (buy ? level.priceTicks > limit : level.priceTicks < limit)) break;
        const maker = level.maker;
        if (maker && maker.owner === order.owner) return REASONS.selfTrade;
        const lots = Math.min(remaining, level.lots);
        if (lots <= 0) continue;
        order.filledLots += lots;
        if (maker) {
          maker.filledLots += lots;
          changes.touch(maker, now);
          if (maker.filledLots === maker.lots) {
            (filled ??= []).push(maker);
            this.open.delete(maker.id);
            maker.status = 'FILLED';
          } else maker.status = 'PARTIALLY_FILLED';
        } else {
          this.liquidity?.take(buy ? 'asks' : 'bids', level.priceTicks, lots);
        }
        changes.fills.push({
          taker: order,
          maker,
          takerSide: order.side,
          priceTicks: level.priceTicks,
          lots,
          time: now,
        });
        lastTicks = level.priceTicks;
      }
      return null;
    } finally {
      // Once per walk, not per fill: nothing reads the last price during the walk.
      if (lastTicks !== null) this.prices = { ...this.prices, lastTicks };
      // Removed after the walk: the users' book is not changed while it is iterated.
      if (filled !== null) for (const maker of filled) this.sideOf(maker.side).remove(maker);
    }
  }

  /** After matching: filled, rests (GTC limit), or the rest expires. */
  private settle(order: EngineOrder, stopped: string | null, now: number, changes: Changes): void {
    if (order.filledLots === order.lots) {
      this.finish(order, 'FILLED', '', now, changes);
      return;
    }
    if (stopped) {
      this.finish(order, 'EXPIRED', stopped, now, changes);
      return;
    }
    const limit = this.limitOf(order);
    if (limit === null || order.tif === 'IOC' || order.tif === 'FOK') {
      const reason = limit === null ? REASONS.noLiquidity : REASONS.ioc;
      this.finish(order, 'EXPIRED', reason, now, changes);
      return;
    }
    order.status = order.filledLots > 0 ? 'PARTIALLY_FILLED' : 'NEW';
    order.priority = ++this.priorityCounter;
    // Only now is it open: a taker that ends filled or expired never enters the open map
    // (nothing reads it during its own match).
    this.open.set(order.id, order);
    this.sideOf(order.side).add(order);
  }

  private finish(
    order: EngineOrder,
    status: EngineOrder['status'],
    reason: string,
    now: number,
    changes: Changes,
  ): void {
    order.status = status;
    order.reason = reason;
    changes.touch(order, now);
    if (FINAL_STATUSES.has(status)) this.open.delete(order.id);
    if (order.parentId !== null) this.childDone(order, now, changes);
  }

  private close(
    order: EngineOrder,
    status: 'CANCELED' | 'EXPIRED',
    reason: string,
    now: number,
    changes: Changes,
  ): void {
    if (this.rests(order)) this.sideOf(order.side).remove(order);
    this.finish(order, status, reason, now, changes);
  }

  /** Resting user orders the simulated ladder now crosses trade at their own price. */
  private crossWithMarket(now: number, changes: Changes): void {
    if (!this.liquidity) return;
    for (const [userSide, simSide] of [
      [this.bids, 'asks'],
      [this.asks, 'bids'],
    ] as const) {
      for (const level of this.liquidity.levels(simSide)) {
        let available = level[1];
        let touched = false;
        for (const order of [...userSide.orders()]) {
          const price = order.priceTicks ?? 0;
          const crossed = simSide === 'asks' ? level[0] <= price : level[0] >= price;
          if (!crossed || available === 0) break;
          const lots = Math.min(available, order.lots - order.filledLots);
          available -= lots;
          touched = true;
          order.filledLots += lots;
          this.liquidity.take(simSide, level[0], lots);
          changes.fills.push({
            taker: null,
            maker: order,
            takerSide: order.side === 'BUY' ? 'SELL' : 'BUY',
            priceTicks: price,
            lots,
            time: now,
          });
          this.prices = { ...this.prices, lastTicks: price };
          if (order.filledLots === order.lots) {
            userSide.remove(order);
            this.finish(order, 'FILLED', '', now, changes);
          } else {
            order.status = 'PARTIALLY_FILLED';
            changes.touch(order, now);
          }
        }
        if (!touched) break;
      }
    }
  }

  // ---- stops ----

  private referencePrice(order: EngineOrder): number | null {
    return order.priceProtect
      ? (this.prices.markTicks ?? this.prices.lastTicks)
      : this.prices.lastTicks;
  }

  private checkTrigger(order: EngineOrder, now: number, changes: Changes): void {
    const price = this.referencePrice(order);
    if (price === null) return;
    let fire: boolean;
    if (order.type === 'TRAILING_STOP_MARKET') {
      if (updateTrail(order, price)) changes.touch(order, now);
      const trigger = triggerOfTrailing(order);
      fire = trigger !== null && (order.side === 'SELL' ? price <= trigger : price >= trigger);
    } else fire = stopTriggered(order, price);
    if (!fire) return;
    order.triggered = true;
    // A triggered stop is a new taker: it keeps its time of trigger as priority.
    order.priority = ++this.priorityCounter;
    this.open.delete(order.id);
    this.execute(order, now, changes, true);
  }

  // ---- TWAP ----

  private runTwap(parent: EngineOrder, now: number, changes: Changes): void {
    const twap = parent.twap;
    if (!twap) return;
    const span = Math.max(0, twap.endTime - twap.startTime);
    while (twap.sent < twap.slices && this.open.has(parent.id)) {
      const dueAt = twap.startTime + Math.floor((span * twap.sent) / twap.slices);
      if (now < dueAt) break;
      const k = twap.sent;
      twap.sent++;
      const lots =
        Math.floor((parent.lots * (k + 1)) / twap.slices) -
        Math.floor((parent.lots * k) / twap.slices);
      changes.touch(parent, now);
      if (lots > 0) {
        const child = createOrder(
          {
            id: this.nextId(),
            owner: parent.owner,
            side: parent.side,
            type: parent.priceTicks === null ? 'MARKET' : 'LIMIT',
            tif: 'IOC',
            lots,
            priceTicks: parent.priceTicks,
            stopTicks: null,
            reduceOnly: parent.reduceOnly,
            positionSide: parent.positionSide,
            parentId: parent.id,
          },
          now,
          ++this.priorityCounter,
        );
        this.execute(child, now, changes, true);
      }
      if (twap.sent === twap.slices) this.endTwap(parent, now, changes);
    }
  }

  private childDone(child: EngineOrder, now: number, changes: Changes): void {
    if (!FINAL_STATUSES.has(child.status) || child.parentId === null) return;
    const parent = this.open.get(child.parentId);
    if (!parent) return;
    parent.filledLots += child.filledLots;
    if (parent.filledLots > 0) parent.status = 'PARTIALLY_FILLED';
    changes.touch(parent, now);
  }

  private endTwap(parent: EngineOrder, now: number, changes: Changes): void {
    if (parent.filledLots >= parent.lots) this.finish(parent, 'FILLED', '', now, changes);
    else
      this.finish(
        parent,
        'EXPIRED',
        `TWAP ended with ${parent.lots - parent.filledLots} lots unfilled`,
        now,
        changes,
      );
  }
}

function reject(order: EngineOrder, reason: string, changes: Changes): EngineResult {
  order.status = 'REJECTED';
  order.reason = reason;
  changes.touch(order, order.updatedAt);
  return changes.result();
}

export function createOrder(input: NewOrder, now: number, priority: number): EngineOrder {
  return {
    id: input.id,
    owner: input.owner,
    side: input.side,
    type: input.type,
    tif: input.tif,
    lots: input.lots,
    filledLots: 0,
    priceTicks: input.priceTicks,
    stopTicks: input.stopTicks,
    activationTicks: input.activationTicks ?? null,
    callbackBasisPoints: input.callbackBasisPoints ?? null,
    postOnly: input.postOnly ?? false,
    reduceOnly: input.reduceOnly ?? false,
    closePosition: input.closePosition ?? false,
    positionSide: input.positionSide ?? 'BOTH',
    priceProtect: input.priceProtect ?? false,
    parentId: input.parentId ?? null,
    twap: input.twap ? { ...input.twap, sent: 0 } : null,
    triggered: false,
    trailActive: false,
    trailExtreme: null,
    status: 'NEW',
    reason: '',
    priority,
    createdAt: now,
    updatedAt: now,
  };
}
