// The spot quote engine (docs/quotes.md): firm RFQ quotes with a server-time expiry,
// executed at most once (a conditional UPDATE claims the quote inside the booking
// transaction), RFS ladders, and trades on a streamed price within the last-look tolerance.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  compareDecimal,
  isDecimalString,
  multiplyDecimal,
  normalizeDecimal,
  signDecimal,
} from '../../domain/decimal';
import { lotsToQuantity, quantityToLots } from '../../domain/ticks';
import type { Clock } from '../auth/clock';
import { checkCredit, termsOf } from '../credit/credit';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { ApiError } from '../http/errors';
import type { MarketRuntime } from '../market-runtime/runtime';
import { OptionsService } from '../options/service';
import type { OrderService } from '../orders/service';
import { divideDecimal } from '../positions/math';
import { applyBookedSubaccount } from '../transfers/booking';
import { bookMovement, QUOTE_JOURNAL_BASE, type Movement } from './booking';
import { DEFAULT_LAST_LOOK_TOLERANCE_BPS, lastLookAccepts, type QuoteSide } from './last-look';
import { loadQuoteMarkets, type QuoteMarket } from './markets';
import {
  ladderFromBook,
  MAX_QUOTE_CURRENCY_QUANTITY,
  maxQuantityOf,
  quotePrice,
  tiersOf,
  type BookPrice,
  type LadderTier,
} from './pricing';

export type { LadderTier } from './pricing';

export const QUOTE_TTL_MILLIS = 10_000;
export const RFS_INTERVAL_MILLIS = 500;

export interface Actor {
  readonly userId: number;
  readonly entityId: number;
}

export interface QuoteRequest {
  readonly symbol: string;
  readonly quantity: string;
  readonly quantityCurrency: 'base' | 'quote';
  readonly side: QuoteSide | null;
  readonly subaccountId: number;
}

export interface FirmQuote {
  readonly fx_quote_id: string;
  readonly symbol: string;
  readonly base_token: string;
  readonly quote_token: string;
  readonly side: QuoteSide | 'TWO_WAY';
  readonly quantity: string;
  readonly quantity_currency: 'base' | 'quote';
  readonly bid_price: string;
  readonly ask_price: string;
  readonly created_at: number;
  readonly expires_at: number;
  readonly server_time: number;
  readonly subaccountId: number;
}

export interface Execution {
  readonly trade_id: string;
  readonly fx_quote_id: string;
  readonly symbol: string;
  readonly side: QuoteSide;
  readonly price: string;
  readonly quantity: string;
  readonly quote_quantity: string;
  readonly subaccountId: number;
  readonly executed_at: number;
  readonly source: 'RFQ' | 'RFS';
}

/** An order on a streamed (RFS) price as the trader clicked it. */
export interface StreamOrderInput {
  readonly symbol: string;
  readonly side: QuoteSide;
  readonly quantity: string;
  readonly price: string;
  readonly subaccountId: number;
  /** Makes the order idempotent: a repeat answers the first trade (migration 064). */
  readonly clientOrderId?: string;
}

export interface QuoteServiceOptions {
  readonly db: Kysely<Database>;
  readonly market: MarketRuntime;
  readonly orders: OrderService;
  readonly now: Clock;
  readonly lastLookToleranceBps?: number;
  readonly ttlMillis?: number;
}

/** A firm quote priced but not yet stored (QuoteService.priceQuote). */
export interface PricedQuote {
  readonly actor: Actor;
  readonly req: QuoteRequest;
  readonly m: QuoteMarket;
  readonly price: BookPrice;
  readonly quantity: string;
}

const bad = (message: string, field: string) => new ApiError(400, 'VALIDATION', message, field);
const unknownMarket = (symbol: string) =>
  new ApiError(404, 'UNKNOWN_MARKET', `Unknown market ${symbol.slice(0, 40)}`, 'symbol');
const noLiquidity = () =>
  new ApiError(409, 'INSUFFICIENT_LIQUIDITY', 'The book cannot fill that size', 'quantity');

export class QuoteService {
  readonly toleranceBps: number;
  readonly ttlMillis: number;
  private markets = new Map<string, QuoteMarket>();
  private nextJournal = 0;
  /** Options RFQ (server/options): same clock, TTL, ledger range and order service. */
  options!: OptionsService;
  /** Told after each committed spot execution (trade confirmation emails). */
  private readonly executed = new Set<(userId: number, e: Execution) => void>();

  onExecuted(listener: (userId: number, e: Execution) => void): () => void {
    this.executed.add(listener);
    return () => this.executed.delete(listener);
  }

  private constructor(private readonly o: QuoteServiceOptions) {
    this.toleranceBps = o.lastLookToleranceBps ?? DEFAULT_LAST_LOOK_TOLERANCE_BPS;
    this.ttlMillis = o.ttlMillis ?? QUOTE_TTL_MILLIS;
  }

  static async start(o: QuoteServiceOptions): Promise<QuoteService> {
    const s = new QuoteService(o);
    s.markets = await loadQuoteMarkets(o.db, o.market);
    const max = await o.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.max('journal_id').as('m'))
      .where('journal_id', '>=', QUOTE_JOURNAL_BASE)
      .executeTakeFirst();
    s.nextJournal = Math.max(QUOTE_JOURNAL_BASE, Number(max?.m ?? 0)) + 1;
    s.options = await OptionsService.start({
      db: o.db,
      market: o.market,
      orders: o.orders,
      now: o.now,
      ttlMillis: s.ttlMillis,
      nextJournalId: () => s.allocateJournalId(),
    });
    return s;
  }

  /** The next ledger journal id of a quote booking (spot and options share the range). */
  allocateJournalId(): number {
    return this.nextJournal++;
  }

  marketList(): QuoteMarket[] {
    return [...this.markets.values()];
  }

  market(symbol: string): QuoteMarket {
    const m = this.markets.get(symbol);
    if (!m) throw unknownMarket(symbol);
    return m;
  }

  /** Two-way price of `quantity` base units for a customer markup; null when too thin. */
  price(m: QuoteMarket, lots: number, markupBps: number): BookPrice | null {
    const book = this.o.market.snapshot(m.symbol);
    return book ? quotePrice(book, m.baseToken, lots, markupBps) : null;
  }

  /** The RFS ladder of a pair for one customer's markup (tiers too deep are left out). */
  ladder(symbol: string, markupBps: number): LadderTier[] {
    const m = this.market(symbol);
    const book = this.o.market.snapshot(symbol);
    return book ? ladderFromBook(book, m.baseToken, markupBps) : [];
  }

  lotSize(symbol: string): string {
    return this.o.market.instrument(symbol)?.lotSize ?? '1';
  }

  /** Base lots of a request (quote-currency quantities convert at the book mid, rounded down). */
  private baseLots(m: QuoteMarket, quantity: string, currency: 'base' | 'quote'): number {
    if (!isDecimalString(quantity) || signDecimal(quantity) <= 0)
      throw bad('quantity must be a positive decimal', 'quantity');
    const lotSize = this.lotSize(m.symbol);
    if (currency === 'base') {
      if (compareDecimal(quantity, maxQuantityOf(m.baseToken)) > 0)
        throw bad(`quantity above the maximum ${maxQuantityOf(m.baseToken)}`, 'quantity');
      try {
        return quantityToLots(quantity, lotSize);
      } catch {
        throw bad(`quantity must be a multiple of ${lotSize}`, 'quantity');
      }
    }
    if (compareDecimal(quantity, MAX_QUOTE_CURRENCY_QUANTITY) > 0)
      throw bad(`quantity above the maximum ${MAX_QUOTE_CURRENCY_QUANTITY}`, 'quantity');
    const mid = this.mid(m.symbol);
    const lots = floorLots(quantity, mid, lotSize);
    if (lots <= 0) throw bad('quantity is below one lot', 'quantity');
    if (compareDecimal(lotsToQuantity(lots, lotSize), maxQuantityOf(m.baseToken)) > 0)
      throw bad(`quantity above the maximum ${maxQuantityOf(m.baseToken)}`, 'quantity');
    return lots;
  }

  private mid(symbol: string): string {
    const book = this.o.market.snapshot(symbol);
    const bid = book?.bidPrices[0];
    const ask = book?.askPrices[0];
    if (!book || bid === undefined || ask === undefined) throw noLiquidity();
    return divideDecimal(multiplyDecimal(String(bid + ask), book.tickSize), '2');
  }

  async requestQuote(actor: Actor, req: QuoteRequest): Promise<FirmQuote> {
    const terms = await termsOf(this.o.db, actor.entityId);
    return this.storeQuote(this.priceQuote(actor, req, terms.markupBps));
  }

  /**
   * Prices a firm quote on the book of this moment, synchronously, so a caller that planned on
   * the same book (a Fusion route) gets the price it planned with; `storeQuote` makes it firm.
   */
  priceQuote(actor: Actor, req: QuoteRequest, markupBps: number): PricedQuote {
    const m = this.market(req.symbol);
    const lots = this.baseLots(m, req.quantity, req.quantityCurrency);
    const p = this.price(m, lots, markupBps);
    if (!p) throw noLiquidity();
    return { actor, req, m, price: p, quantity: normalizeDecimal(req.quantity) };
  }

  async storeQuote(priced: PricedQuote): Promise<FirmQuote> {
    const { actor, req, m, price: p, quantity } = priced;
    const now = this.o.now();
    const id = randomUUID();
    await this.o.db
      .insertInto('quotes')
      .values({
        id,
        kind: 'SPOT',
        entity_id: actor.entityId,
        user_id: actor.userId,
        subaccount_id: req.subaccountId,
        symbol: m.symbol,
        side: req.side ?? 'TWO_WAY',
        quantity,
        quantity_currency: req.quantityCurrency,
        bid_price: p.bid,
        ask_price: p.ask,
        raw_bid: p.rawBid,
        raw_ask: p.rawAsk,
        created_at: now,
        expires_at: now + this.ttlMillis,
      })
      .execute();
    return {
      fx_quote_id: id,
      symbol: m.symbol,
      base_token: m.baseToken,
      quote_token: m.quoteToken,
      side: req.side ?? 'TWO_WAY',
      quantity,
      quantity_currency: req.quantityCurrency,
      bid_price: p.bid,
      ask_price: p.ask,
      created_at: now,
      expires_at: now + this.ttlMillis,
      server_time: now,
      subaccountId: req.subaccountId,
    };
  }

  /**
   * Executes a firm quote. `record` writes the caller's own row of the trade (an Autoflex
   * conversion) in the same transaction, so a stop can never keep the trade and lose the row.
   */
  async executeQuote(
    actor: Actor,
    quoteId: string,
    side: QuoteSide,
    record?: RecordInTransaction,
  ): Promise<Execution> {
    const now = this.o.now();
    const q = await this.o.db
      .selectFrom('quotes')
      .selectAll()
      .where('id', '=', quoteId)
      .where('kind', '=', 'SPOT')
      .where('entity_id', '=', actor.entityId)
      .executeTakeFirst();
    if (!q) throw new ApiError(404, 'QUOTE_NOT_FOUND', 'Quote not found', 'fx_quote_id');
    if (q.used_at !== null) throw quoteUsed();
    if (now >= Number(q.expires_at)) throw quoteExpired();
    if (q.side !== 'TWO_WAY' && q.side !== side)
      throw new ApiError(409, 'SIDE_NOT_QUOTED', 'Quote was requested for the other side', 'side');
    const m = this.market(q.symbol);
    const lotSize = this.lotSize(m.symbol);
    const price = side === 'BUY' ? (q.ask_price ?? '') : (q.bid_price ?? '');
    const quotedRaw = side === 'BUY' ? (q.raw_ask ?? '') : (q.raw_bid ?? '');
    const lots =
      q.quantity_currency === 'base'
        ? quantityToLots(normalizeDecimal(q.quantity), lotSize)
        : floorLots(q.quantity, price, lotSize);
    if (lots <= 0) throw bad('quantity is below one lot at the quoted price', 'fx_quote_id');
    // Last look on the current book, same size, no spread.
    const current = this.price(m, lots, 0);
    const currentRaw = current ? (side === 'BUY' ? current.rawAsk : current.rawBid) : null;
    if (!currentRaw || !lastLookAccepts(side, quotedRaw, currentRaw, this.toleranceBps))
      throw lastLookRefused();
    return this.book(actor, {
      quoteId,
      m,
      side,
      price,
      lots,
      subaccountId: q.subaccount_id,
      source: 'RFQ',
      now,
      claim: true,
      ...(record ? { record } : {}),
    });
  }

  /**
   * A trade on a streamed price (RFS): executes at the clicked `price` when re-pricing the
   * size now is within the tolerance of it, else PRICE_STALE.
   */
  async streamOrder(
    actor: Actor,
    body: StreamOrderInput,
    flags: { partialFills: boolean },
  ): Promise<{ execution: Execution; partial: boolean; repeated: boolean }> {
    const m = this.market(body.symbol);
    const repeat = await this.repeatOf(actor, body);
    if (repeat) return repeat;
    try {
      return { ...(await this.tradeStreamed(actor, m, body, flags)), repeated: false };
    } catch (error) {
      // The same client order id committed by a concurrent request: that trade is the answer.
      if (!isUniqueViolation(error)) throw error;
      const first = await this.repeatOf(actor, body);
      if (!first) throw error;
      return first;
    }
  }

  /** The trade an earlier streamed order with this client order id made, if any. */
  private async repeatOf(
    actor: Actor,
    body: { quantity: string; clientOrderId?: string },
  ): Promise<{ execution: Execution; partial: boolean; repeated: true } | null> {
    if (body.clientOrderId === undefined) return null;
    const row = await this.o.db
      .selectFrom('quote_trades')
      .selectAll()
      .where('entity_id', '=', actor.entityId)
      .where('client_order_id', '=', body.clientOrderId)
      .executeTakeFirst();
    if (!row) return null;
    const execution: Execution = {
      trade_id: String(row.id),
      fx_quote_id: row.quote_id ?? '',
      symbol: row.symbol,
      side: row.side as QuoteSide,
      price: normalizeDecimal(row.price),
      quantity: normalizeDecimal(row.quantity),
      quote_quantity: normalizeDecimal(row.quote_quantity),
      subaccountId: row.subaccount_id,
      executed_at: Number(row.executed_at),
      source: row.source === 'RFS' ? 'RFS' : 'RFQ',
    };
    const partial =
      isDecimalString(body.quantity) && compareDecimal(execution.quantity, body.quantity) < 0;
    return { execution, partial, repeated: true };
  }

  private async tradeStreamed(
    actor: Actor,
    m: QuoteMarket,
    body: StreamOrderInput,
    flags: { partialFills: boolean },
  ): Promise<{ execution: Execution; partial: boolean }> {
    let lots = this.baseLots(m, body.quantity, 'base');
    if (!isDecimalString(body.price) || signDecimal(body.price) <= 0)
      throw bad('price must be a positive decimal', 'price');
    const book = this.o.market.snapshot(m.symbol);
    if (!book) throw noLiquidity();
    const tiers = tiersOf(m.baseToken, book.lotSize);
    const largest = quantityToLots(tiers[tiers.length - 1] ?? '0', book.lotSize);
    let partial = false;
    if (lots > largest) {
      if (!flags.partialFills)
        throw new ApiError(
          409,
          'QUANTITY_ABOVE_LADDER',
          'Quantity is above the largest streamed size',
          'quantity',
        );
      lots = largest;
      partial = true;
    }
    const terms = await termsOf(this.o.db, actor.entityId);
    const now = this.price(m, lots, terms.markupBps);
    if (!now) throw noLiquidity();
    const currentPrice = body.side === 'BUY' ? now.ask : now.bid;
    if (!lastLookAccepts(body.side, body.price, currentPrice, this.toleranceBps))
      throw new ApiError(409, 'PRICE_STALE', 'Streaming price is no longer valid', 'price');
    const execution = await this.book(actor, {
      quoteId: null,
      m,
      side: body.side,
      price: normalizeDecimal(body.price),
      lots,
      subaccountId: body.subaccountId,
      source: 'RFS',
      now: this.o.now(),
      claim: false,
      ...(body.clientOrderId === undefined ? {} : { clientOrderId: body.clientOrderId }),
    });
    return { execution, partial };
  }

  private async book(
    actor: Actor,
    t: {
      quoteId: string | null;
      m: QuoteMarket;
      side: QuoteSide;
      price: string;
      lots: number;
      subaccountId: number;
      source: 'RFQ' | 'RFS';
      now: number;
      claim: boolean;
      record?: RecordInTransaction;
      clientOrderId?: string;
    },
  ): Promise<Execution> {
    const quantity = lotsToQuantity(t.lots, this.lotSize(t.m.symbol));
    const quoteQuantity = multiplyDecimal(quantity, t.price);
    const movement: Movement =
      t.side === 'BUY'
        ? {
            payToken: t.m.quoteToken,
            payAmount: quoteQuantity,
            receiveToken: t.m.baseToken,
            receiveAmount: quantity,
          }
        : {
            payToken: t.m.baseToken,
            payAmount: quantity,
            receiveToken: t.m.quoteToken,
            receiveAmount: quoteQuantity,
          };
    const journalId = this.allocateJournalId();
    const { booked, execution } = await this.o.db.transaction().execute(async (tx) => {
      if (t.claim && t.quoteId) {
        // The one place a quote is consumed: two racing executes cannot both see used_at NULL.
        const claimed = await tx
          .updateTable('quotes')
          .set({ used_at: t.now })
          .where('id', '=', t.quoteId)
          .where('used_at', 'is', null)
          .where('expires_at', '>', t.now)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw quoteUsed();
      }
      // USD and USDC count 1:1 against the USD credit limit (docs/quotes.md).
      await checkCredit(tx, actor.entityId, quoteQuantity);
      const booked = await bookMovement(
        tx,
        t.subaccountId,
        movement,
        t.quoteId ?? `rfs:${t.m.symbol}`,
        t.source === 'RFQ' ? 'rfq' : 'rfs',
        t.now,
        journalId,
      );
      const trade = await tx
        .insertInto('quote_trades')
        .values({
          quote_id: t.quoteId,
          source: t.source,
          entity_id: actor.entityId,
          user_id: actor.userId,
          subaccount_id: t.subaccountId,
          symbol: t.m.symbol,
          side: t.side,
          price: t.price,
          quantity,
          quote_quantity: quoteQuantity,
          notional_usd: quoteQuantity,
          executed_at: t.now,
          client_order_id: t.clientOrderId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const execution: Execution = {
        trade_id: String(trade.id),
        fx_quote_id: t.quoteId ?? '',
        symbol: t.m.symbol,
        side: t.side,
        price: t.price,
        quantity,
        quote_quantity: quoteQuantity,
        subaccountId: t.subaccountId,
        executed_at: t.now,
        source: t.source,
      };
      await t.record?.(tx, execution);
      return { booked, execution };
    });
    applyBookedSubaccount(this.o.orders, booked);
    for (const listener of this.executed) listener(actor.userId, execution);
    return execution;
  }
}

/** A caller's own write about an execution, inside the transaction that books it. */
export type RecordInTransaction = (
  tx: Transaction<Database>,
  execution: Execution,
) => Promise<void>;

export const quoteUsed = (): ApiError =>
  new ApiError(409, 'QUOTE_USED', 'Quote already executed', 'fx_quote_id');
export const quoteExpired = (): ApiError =>
  new ApiError(409, 'QUOTE_EXPIRED', 'Request Expired', 'fx_quote_id');
export const lastLookRefused = (): ApiError =>
  new ApiError(409, 'LAST_LOOK', 'Price moved, please requote');

/** Whole lots of base that `quoteQuantity` buys at `price`, rounded down. */
export function floorLots(quoteQuantity: string, price: string, lotSize: string): number {
  const exact = divideDecimal(quoteQuantity, multiplyDecimal(price, lotSize), 12);
  return Number(exact.split('.')[0]);
}
