// Fusion orders (docs/fusion.md): one parent order routed across the OTC ladder and the Edge
// book. The plan comes from domain/fusion on the book and ladder of the moment, and the OTC
// part's firm quote is priced on that same book. The book part runs first as one Edge order
// through the order service (LIMIT IOC at the worst planned level, or LIMIT GTC at the
// customer's limit for the remainder to rest); then the firm quote is stored and executed
// through the quote service (the same claim, last look, credit check, ledger journal and
// balance announcement as an RFQ). Nothing here books money itself.
import type { Kysely } from 'kysely';
import { compareDecimal, isDecimalString, signDecimal } from '../../domain/decimal';
import { priceToTicks, quantityToLots, lotsToQuantity } from '../../domain/ticks';
import type { FusionSide } from '../../domain/fusion';
import type { Clock } from '../auth/clock';
import { termsOf } from '../credit/credit';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { MarketRuntime } from '../market-runtime/runtime';
import type { CheckedRequest } from '../orders/codec';
import { TAKER_FEE_RATE } from '../orders/fees';
import type { OrderPlacement } from '../orders/placement';
import type { OrderService } from '../orders/service';
import { loadSubaccount } from '../orders/subaccounts';
import { otcSubaccount } from '../quotes/otc-subaccount';
import type { PricedQuote, QuoteService } from '../quotes/service';
import { feeRateToBps, planRoute, type StoredPlan } from './router';
import { fusionOrderView, type FusionOrderView } from './view';
import { edgeClientOrderId, finishRouting } from './recovery';
import { FusionStore } from './store';

export interface FusionOrderRequest {
  readonly clientOrderId: string;
  readonly symbol: string;
  readonly side: FusionSide;
  readonly orderType: 'MARKET' | 'LIMIT';
  /** MARKET: IOC. LIMIT: IOC (the rest expires) or GTC (the rest rests on Edge). */
  readonly timeInForce: 'IOC' | 'GTC';
  readonly quantity: string;
  readonly limitPrice: string | null;
  readonly edgeSubaccountId: number;
  readonly otcSubaccountId: number | undefined;
}

export interface FusionMarket {
  readonly symbol: string;
  readonly baseToken: string;
  readonly quoteToken: string;
  readonly displayName: string;
  readonly tickSize: string;
  readonly lotSize: string;
}

interface Actor {
  readonly userId: number;
  readonly entityId: number;
}

/** A part that did not run because routing failed inside the venue. */
export const ROUTING_FAILED_REASON = 'Stopped by an internal error before it ran';

const bad = (message: string, field: string) => new ApiError(400, 'VALIDATION', message, field);

export class FusionService {
  readonly edgeFeeBps = feeRateToBps(TAKER_FEE_RATE);
  readonly store: FusionStore;

  constructor(
    private readonly o: {
      db: Kysely<Database>;
      market: MarketRuntime;
      orders: OrderService;
      placement: OrderPlacement;
      quotes: QuoteService;
      now: Clock;
    },
  ) {
    this.store = new FusionStore(o.db);
  }

  /** Pairs both sources trade: quoted by RFS and with a spot Edge book (on any shard). */
  markets(): FusionMarket[] {
    const out: FusionMarket[] = [];
    for (const m of this.o.quotes.marketList()) {
      const inst = this.o.orders.instruments.get(m.symbol);
      if (!inst || inst.instrumentType !== 0 || !this.o.market.has(m.symbol)) continue;
      out.push({ ...m, tickSize: inst.tickSize, lotSize: inst.lotSize });
    }
    return out;
  }

  private market(symbol: string): FusionMarket {
    const m = this.markets().find((x) => x.symbol === symbol);
    if (!m)
      throw new ApiError(404, 'UNKNOWN_MARKET', `Unknown market ${symbol.slice(0, 40)}`, 'symbol');
    return m;
  }

  /** Places a Fusion order; a repeated client order id answers the first order (idempotent). */
  async place(
    actor: Actor,
    req: FusionOrderRequest,
  ): Promise<{ order: FusionOrderView; repeated: boolean }> {
    const existing = await this.store.byClientId(actor.entityId, req.clientOrderId);
    if (existing) return { order: await this.view(actor.entityId, existing.id), repeated: true };
    const m = this.market(req.symbol);
    const { lots, limitTicks } = this.units(m, req);
    const edge = await loadSubaccount(this.o.db, actor.entityId, req.edgeSubaccountId);
    if (edge.accountType !== 0)
      throw bad('edgeSubaccountId must be an Edge subaccount', 'edgeSubaccountId');
    const otcId = await otcSubaccount(this.o.db, actor.entityId, req.otcSubaccountId);

    const parentId = await this.store.insertParent({
      entity_id: actor.entityId,
      user_id: actor.userId,
      client_order_id: req.clientOrderId,
      symbol: m.symbol,
      side: req.side,
      order_type: req.orderType,
      time_in_force: req.timeInForce,
      quantity: lotsToQuantity(lots, m.lotSize),
      limit_price: req.limitPrice,
      edge_subaccount_id: edge.id,
      otc_subaccount_id: otcId,
      created_at: this.o.now(),
    });
    // Lost a race with the same client order id: that order is the answer.
    if (parentId === null) {
      const first = await this.store.byClientId(actor.entityId, req.clientOrderId);
      if (!first) throw new Error('fusion order vanished');
      return { order: await this.view(actor.entityId, first.id), repeated: true };
    }

    try {
      await this.route(actor, parentId, req, m, lots, limitTicks, edge, otcId);
    } catch (e) {
      // A refusal or a failure once the parent is stored: the parent is finished now with
      // what ran (a repeat answers it), not left ROUTING until the next start's recovery.
      const reason = e instanceof ApiError ? e.message : ROUTING_FAILED_REASON;
      try {
        const parent = await this.store.parent(actor.entityId, parentId);
        if (parent) await finishRouting(this.o.db, parent, reason);
      } catch {
        // The database is failing too: the next start's recovery finishes it.
      }
      throw e;
    }
    return { order: await this.view(actor.entityId, parentId), repeated: false };
  }

  /** Plans, runs the Edge part, then the OTC part, and marks the parent ROUTED. */
  private async route(
    actor: Actor,
    parentId: number,
    req: FusionOrderRequest,
    m: FusionMarket,
    lots: number,
    limitTicks: number | null,
    edge: { id: number; accountId: number },
    otcId: number,
  ): Promise<void> {
    // From here to the firm quote's price nothing awaits: the Edge levels, the ladder and the
    // quote all come from one book.
    const terms = await termsOf(this.o.db, actor.entityId);
    const book = this.o.market.snapshot(m.symbol);
    const payToken = req.side === 'BUY' ? m.quoteToken : m.baseToken;
    if (!book)
      throw new ApiError(409, 'INSUFFICIENT_LIQUIDITY', 'No book for that market', 'symbol');
    const { plan, stored } = planRoute({
      side: req.side,
      lots,
      limitTicks,
      book,
      ladder: this.o.quotes.ladder(m.symbol, terms.markupBps),
      edgeFeeBps: this.edgeFeeBps,
      // Each source is routed no more than its account can pay for (open orders' holds out).
      available: {
        edge: this.o.orders.available(edge.id, payToken),
        otc: this.o.orders.available(otcId, payToken),
      },
    });
    // The OTC part is priced now, on the book the plan was made on: a firm quote taken after
    // the awaits below would be priced on a book that has moved since.
    const otc =
      plan.otcLots > 0 ? this.priceOtc(actor, req.side, m, otcId, stored, terms.markupBps) : null;
    await this.store.savePlan(parentId, stored);

    // The book part first: the firm quote holds its price for its TTL, the book does not.
    const rest = req.timeInForce === 'GTC' ? plan.requestedLots - plan.filledLots : 0;
    if (plan.edgeLots + rest > 0)
      await this.runEdge(actor, parentId, req, m, edge, plan.edgeLots + rest, stored);
    if (otc) await this.runOtc(actor, parentId, req.side, otc, stored);
    await this.store.markRouted(parentId);
  }

  private units(
    m: FusionMarket,
    req: FusionOrderRequest,
  ): { lots: number; limitTicks: number | null } {
    if (!isDecimalString(req.quantity) || signDecimal(req.quantity) <= 0)
      throw bad('quantity must be a positive decimal', 'quantity');
    let lots: number;
    try {
      lots = quantityToLots(req.quantity, m.lotSize);
    } catch {
      throw bad(`quantity must be a multiple of ${m.lotSize}`, 'quantity');
    }
    if (req.orderType === 'MARKET') {
      if (req.limitPrice !== null) throw bad('a market order takes no limitPrice', 'limitPrice');
      if (req.timeInForce !== 'IOC') throw bad('a market order is IOC', 'timeInForce');
      return { lots, limitTicks: null };
    }
    if (
      req.limitPrice === null ||
      !isDecimalString(req.limitPrice) ||
      signDecimal(req.limitPrice) <= 0
    )
      throw bad('limitPrice is required', 'limitPrice');
    try {
      return { lots, limitTicks: priceToTicks(req.limitPrice, m.tickSize) };
    } catch {
      throw bad(`limitPrice must be a multiple of ${m.tickSize}`, 'limitPrice');
    }
  }

  /** The OTC child's firm quote, priced synchronously (or the refusal to record). */
  private priceOtc(
    actor: Actor,
    side: FusionSide,
    m: FusionMarket,
    otcId: number,
    stored: StoredPlan,
    markupBps: number,
  ): PricedQuote | ApiError {
    try {
      return this.o.quotes.priceQuote(
        actor,
        {
          symbol: m.symbol,
          quantity: stored.otcQuantity,
          quantityCurrency: 'base',
          side,
          subaccountId: otcId,
        },
        markupBps,
      );
    } catch (e) {
      if (e instanceof ApiError) return e;
      throw e;
    }
  }

  /**
   * The OTC child: the firm quote stored, then executed when it is no worse than planned. The
   * child's row is written (PENDING, with the quote's id) before the execution, so a process
   * that stops in between leaves what recovery needs to find the trade (recovery.ts).
   */
  private async runOtc(
    actor: Actor,
    parentId: number,
    side: FusionSide,
    priced: PricedQuote | ApiError,
    stored: StoredPlan,
  ): Promise<void> {
    const child = {
      parent_id: parentId,
      source: 'OTC' as const,
      planned_quantity: stored.otcQuantity,
    };
    try {
      if (priced instanceof ApiError) throw priced;
      const quote = await this.o.quotes.storeQuote(priced);
      const firm = side === 'BUY' ? quote.ask_price : quote.bid_price;
      const planned = stored.otcPrice ?? firm;
      const quoted = { ...child, fx_quote_id: quote.fx_quote_id };
      // Priced on the routing book, the firm quote for exactly the planned size is never worse
      // than the tier price; the check keeps the plan's guarantee if that ever changes.
      const worse =
        side === 'BUY' ? compareDecimal(firm, planned) > 0 : compareDecimal(firm, planned) < 0;
      if (worse) {
        await this.store.saveChild({
          ...quoted,
          price: firm,
          status: 'REJECTED',
          reason: `The firm quote ${firm} was worse than the routed price ${planned}`,
        });
        return;
      }
      await this.store.saveChild({ ...quoted, status: 'PENDING' });
      try {
        const execution = await this.o.quotes.executeQuote(actor, quote.fx_quote_id, side);
        await this.store.saveChild({
          ...quoted,
          quote_trade_id: execution.trade_id,
          price: execution.price,
          executed_quantity: execution.quantity,
          status: 'FILLED',
        });
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        await this.store.saveChild({ ...quoted, status: 'REJECTED', reason: e.message });
      }
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      await this.store.saveChild({ ...child, status: 'REJECTED', reason: e.message });
    }
  }

  /** The Edge child: one order through the order service of the shard that matches its market
   *  (its checks, fees, ledger, stream; orders/placement.ts). */
  private async runEdge(
    actor: Actor,
    parentId: number,
    req: FusionOrderRequest,
    m: FusionMarket,
    edge: { id: number; accountId: number },
    lots: number,
    stored: StoredPlan,
  ): Promise<void> {
    const resting = req.timeInForce === 'GTC';
    // IOC children are capped at the worst planned level, so the book part never fills worse
    // than routed; a GTC child trades up to the customer's limit and rests the rest there.
    const limitPrice = resting ? req.limitPrice : stored.edgeWorstPrice;
    const checked: CheckedRequest = {
      clientOrderId: edgeClientOrderId(parentId),
      market: m.symbol,
      accountId: edge.accountId,
      subaccountId: edge.id,
      side: req.side,
      type: 'LIMIT',
      tif: resting ? 'GTC' : 'IOC',
      positionSide: 'BOTH',
      quantity: lotsToQuantity(lots, m.lotSize),
      limitPrice,
      stopPrice: null,
      activationPrice: null,
      callbackRate: null,
      reduceOnly: false,
      postOnly: false,
      closePosition: false,
      priceProtect: false,
      hedgeMode: false,
      marginMode: 'CROSSED',
      startTime: 0,
      endTime: 0,
      duration: 0,
      numberOfSlices: 0,
    };
    const o = await this.o.placement.create(actor, checked);
    await this.store.insertChild({
      parent_id: parentId,
      source: 'EDGE',
      planned_quantity: stored.edgeQuantity,
      order_id: o.id,
      status: o.status,
      reason: o.reason,
    });
  }

  async view(entityId: number, id: number): Promise<FusionOrderView> {
    const parent = await this.store.parent(entityId, id);
    if (!parent) throw new ApiError(404, 'NOT_FOUND', 'No such Fusion order', 'id');
    return fusionOrderView(this.o.db, parent, await this.store.children(id), this.o.orders);
  }

  async list(entityId: number, limit: number): Promise<FusionOrderView[]> {
    const parents = await this.store.recent(entityId, limit);
    return Promise.all(
      parents.map(async (p) =>
        fusionOrderView(this.o.db, p, await this.store.children(p.id), this.o.orders),
      ),
    );
  }
}
