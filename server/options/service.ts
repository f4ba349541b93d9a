// Options RFQ (docs/api.md "Options", docs/quotes.md "Options model"): the chain,
// the vol surface, multi-leg quotes stored with a server-time expiry, and their execution at
// most once (the spot engine's claim → credit → ledger → trade pattern, premium in USD).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  absDecimal,
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  signDecimal,
  subtractDecimal,
} from '../../domain/decimal';
import type { Clock } from '../auth/clock';
import { checkCredit, termsOf } from '../credit/credit';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { MarketRuntime } from '../market-runtime/runtime';
import type { OrderService } from '../orders/service';
import { divideDecimal } from '../positions/math';
import { bookMovement, insufficientBalance, type Movement } from '../quotes/booking';
import { applyBookedSubaccount } from '../transfers/booking';
import { lockedBalance } from '../ledger/store';
import { storedLock, writeLocks } from '../orders/lock-store';
import { HOME_SHARD } from '../orders/shards';
import { OptionCatalogue } from './catalogue';
import {
  bookOptionPositions,
  OPTION_MARGIN_TOKEN,
  optionMargin,
  optionMarginOf,
  optionPositionsOf,
  saveOptionMargin,
  storedOptionMargins,
  type OptionPricer,
} from './positions';
import { buildChain, buildSurface, type OptionChain, type Spot, type VolSurface } from './chain';
import {
  priceStructure,
  validateStructure,
  type PricedLeg,
  type PricedStructure,
  type Side,
  type StructureError,
  type StructureGreeks,
  type StructureInput,
} from './structure';
import type { Underlying } from './vol-surface';

export interface OptionActor {
  readonly userId: number;
  readonly entityId: number;
}

export interface OptionQuote {
  readonly option_quote_id: string;
  readonly valid: boolean;
  readonly errors: StructureError[];
  readonly underlying: Underlying;
  readonly spot: string;
  readonly strategy: Side;
  readonly legs: PricedLeg[];
  readonly greeks: StructureGreeks;
  readonly total_cost: string;
  readonly var_99_1d: string;
  readonly incremental_margin: string;
  readonly created_at: number;
  readonly expires_at: number;
  readonly server_time: number;
  readonly subaccountId: number;
  readonly customer_id: number;
}

export interface OptionExecution {
  readonly trade_id: string;
  readonly option_quote_id: string;
  readonly total_cost: string;
  readonly executed_at: number;
  readonly legs: PricedLeg[];
}

/** What is stored with a quote (quotes.payload) to book it later. */
interface StoredStructure {
  readonly quote: OptionQuote;
  readonly priced: Omit<PricedStructure, 'legs' | 'greeks'>;
}

export interface OptionsServiceOptions {
  readonly db: Kysely<Database>;
  readonly market: Pick<MarketRuntime, 'snapshot'>;
  readonly orders: OrderService;
  readonly now: Clock;
  readonly ttlMillis: number;
  /** Journal ids shared with the spot engine (quotes/service). */
  readonly nextJournalId: () => number;
}

const ZERO_GREEKS: StructureGreeks = { delta: '0', gamma: '0', vega: '0', theta: '0', rho: '0' };
const FIELD = 'option_quote_id';
export const optionQuoteNotFound = (): ApiError =>
  new ApiError(404, 'QUOTE_NOT_FOUND', 'Quote not found', FIELD);
const used = () => new ApiError(409, 'QUOTE_USED', 'Quote already executed', FIELD);
const expired = () => new ApiError(409, 'QUOTE_EXPIRED', 'Request Expired', FIELD);
const noMarket = (u: string) =>
  new ApiError(409, 'INSUFFICIENT_LIQUIDITY', `No spot price for ${u}`, 'underlying');

export class OptionsService {
  private constructor(
    private readonly o: OptionsServiceOptions,
    readonly catalogue: OptionCatalogue,
  ) {}

  static async start(o: OptionsServiceOptions): Promise<OptionsService> {
    const service = new OptionsService(o, await OptionCatalogue.load(o.db));
    // Option margin held against balances survives restarts (issue 13).
    for (const m of await storedOptionMargins(o.db))
      o.orders.holdOptionMargin(m.subaccount_id, m.token, addDecimal(m.amount, '0'));
    return service;
  }

  /** Prices options for positions and margin: this catalogue and the books' spot. */
  get pricer(): OptionPricer {
    return { catalogue: this.catalogue, spotOf: (u) => this.spot(u)?.value ?? null };
  }

  /** Mid of the underlying's USD book, or null without a two-sided book. */
  spot(underlying: Underlying): Spot | null {
    const book = this.o.market.snapshot(`${underlying}/USD`);
    const bid = book?.bidPrices[0];
    const ask = book?.askPrices[0];
    if (!book || bid === undefined || ask === undefined) return null;
    const text = divideDecimal(multiplyDecimal(String(bid + ask), book.tickSize), '2');
    return { text, value: Number(text) };
  }

  private spotOrThrow(u: Underlying): Spot {
    const s = this.spot(u);
    if (!s) throw noMarket(u);
    return s;
  }

  chain(underlying: Underlying): OptionChain {
    return buildChain(this.catalogue, underlying, this.spotOrThrow(underlying), this.o.now());
  }

  surface(underlying: Underlying): VolSurface {
    return buildSurface(this.catalogue, underlying, this.spotOrThrow(underlying), this.o.now());
  }

  /**
   * Prices the structure for `actor.entityId` (the customer); stores and answers a firm quote,
   * or answers valid:false with the errors (nothing stored).
   */
  async quote(
    actor: OptionActor,
    input: StructureInput,
    subaccountId: number,
  ): Promise<OptionQuote> {
    const now = this.o.now();
    const spot = this.spotOrThrow(input.underlying);
    const terms = await termsOf(this.o.db, actor.entityId);
    const { errors, legs } = validateStructure(input, {
      catalogue: this.catalogue,
      spotOf: (u) => this.spot(u)?.value ?? null,
      now,
      markupBps: terms.markupBps,
    });
    const base = {
      underlying: input.underlying,
      spot: spot.text,
      strategy: input.strategy,
      server_time: now,
      subaccountId,
      customer_id: actor.entityId,
    };
    if (errors.length > 0)
      return {
        ...base,
        option_quote_id: '',
        valid: false,
        errors,
        legs: [],
        greeks: ZERO_GREEKS,
        total_cost: '0',
        var_99_1d: '0',
        incremental_margin: '0',
        created_at: now,
        expires_at: now,
      };
    const priced = priceStructure(input, legs, spot.value, terms.markupBps);
    const quote: OptionQuote = {
      ...base,
      option_quote_id: randomUUID(),
      valid: true,
      errors: [],
      legs: priced.legs,
      greeks: priced.greeks,
      total_cost: priced.total_cost,
      var_99_1d: priced.var_99_1d,
      incremental_margin: priced.incremental_margin,
      created_at: now,
      expires_at: now + this.o.ttlMillis,
    };
    const { legs: _legs, greeks: _greeks, ...totals } = priced;
    const stored: StoredStructure = { quote, priced: totals };
    const contracts = priced.effective.reduce((acc, e) => addDecimal(acc, e.contracts), '0');
    await this.o.db
      .insertInto('quotes')
      .values({
        id: quote.option_quote_id,
        kind: 'OPTION',
        entity_id: actor.entityId,
        user_id: actor.userId,
        subaccount_id: subaccountId,
        symbol: input.underlying,
        side: input.strategy,
        quantity: contracts,
        quantity_currency: 'contracts',
        bid_price: null,
        ask_price: null,
        raw_bid: null,
        raw_ask: null,
        payload: JSON.stringify(stored),
        created_at: now,
        expires_at: quote.expires_at,
      })
      .execute();
    return quote;
  }

  /** Executes a stored quote at most once for the actor's entity (or the user who asked it). */
  async execute(actor: OptionActor, quoteId: string): Promise<OptionExecution> {
    const now = this.o.now();
    const q = await this.o.db
      .selectFrom('quotes')
      .selectAll()
      .where('id', '=', quoteId)
      .where('kind', '=', 'OPTION')
      .where((eb) =>
        eb.or([eb('entity_id', '=', actor.entityId), eb('user_id', '=', actor.userId)]),
      )
      .executeTakeFirst();
    if (!q) throw optionQuoteNotFound();
    if (q.entity_id !== actor.entityId) {
      // Quoted for another entity of the user (customer_id): still a member?
      const member = await this.o.db
        .selectFrom('user_entities')
        .select('entity_id')
        .where('user_id', '=', actor.userId)
        .where('entity_id', '=', q.entity_id)
        .executeTakeFirst();
      if (!member) throw optionQuoteNotFound();
    }
    if (q.used_at !== null) throw used();
    if (now >= Number(q.expires_at)) throw expired();
    const stored = q.payload as unknown as StoredStructure;
    const total = stored.priced.total_cost;
    const customerPays = signDecimal(total) >= 0;
    const movement: Movement = customerPays
      ? { payToken: 'USD', payAmount: total, receiveToken: null, receiveAmount: '0' }
      : { payToken: 'USD', payAmount: '0', receiveToken: 'USD', receiveAmount: absDecimal(total) };
    const journalId = this.o.nextJournalId();
    const { booked, tradeId } = await this.o.orders.runExclusive(async () => {
      const executed = await this.o.db.transaction().execute(async (tx) => {
        const claimed = await tx
          .updateTable('quotes')
          .set({ used_at: now })
          .where('id', '=', quoteId)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) throw used();
        await checkCredit(tx, q.entity_id, stored.priced.gross_premium);
        const booked = await bookMovement(
          tx,
          q.subaccount_id,
          movement,
          quoteId,
          'options',
          now,
          journalId,
        );
        const trade = await tx
          .insertInto('quote_trades')
          .values({
            quote_id: quoteId,
            source: 'OPTIONS',
            entity_id: q.entity_id,
            user_id: actor.userId,
            subaccount_id: q.subaccount_id,
            symbol: `${stored.quote.underlying}-OPTIONS`,
            side: customerPays ? 'BUY' : 'SELL',
            price: absDecimal(total),
            quantity: '1',
            quote_quantity: absDecimal(total),
            notional_usd: stored.priced.gross_premium,
            executed_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('option_trade_legs')
          .values(
            stored.quote.legs.map((leg, i) => ({
              trade_id: String(trade.id),
              leg_index: i,
              symbol: leg.symbol,
              side: stored.priced.effective[i]?.side ?? leg.side,
              ratio: leg.ratio,
              quantity: leg.quantity,
              contracts: stored.priced.effective[i]?.contracts ?? leg.quantity,
              price: leg.price,
              vol: leg.vol,
            })),
          )
          .execute();
        // The legs become positions; the book's margin is held against the subaccount's USD.
        await bookOptionPositions(
          tx,
          q.subaccount_id,
          stored.quote.legs.map((leg, i) => ({
            symbol: leg.symbol,
            side: stored.priced.effective[i]?.side ?? leg.side,
            contracts: stored.priced.effective[i]?.contracts ?? leg.quantity,
            price: leg.price,
          })),
          now,
        );
        const margin = optionMargin(
          this.pricer,
          await optionPositionsOf(tx, [q.subaccount_id]),
          now,
        );
        // The new margin must fit in what the premium left, besides the other holds (every
        // shard's stored lock less the option margin it holds now). The margin is the home
        // shard's hold: its row is rewritten, the other shards' rows are left as they are.
        const marginBefore = await optionMarginOf(tx, q.subaccount_id);
        const others = subtractDecimal(
          await storedLock(tx, q.subaccount_id, OPTION_MARGIN_TOKEN),
          marginBefore,
        );
        const room = subtractDecimal(
          await lockedBalance(tx, q.subaccount_id, OPTION_MARGIN_TOKEN),
          others,
        );
        if (compareDecimal(room, margin) < 0) throw insufficientBalance();
        const homeRow = subtractDecimal(
          await storedLock(tx, q.subaccount_id, OPTION_MARGIN_TOKEN, { shard: HOME_SHARD }),
          marginBefore,
        );
        await saveOptionMargin(tx, q.subaccount_id, margin, now);
        await writeLocks(tx, [
          {
            subaccountId: q.subaccount_id,
            token: OPTION_MARGIN_TOKEN,
            locked: addDecimal(homeRow, margin),
          },
        ]);
        return { booked, tradeId: String(trade.id), margin };
      });
      // In the order queue: no Edge commit stores this lock from memory before the hold is set.
      this.o.orders.holdOptionMargin(q.subaccount_id, OPTION_MARGIN_TOKEN, executed.margin);
      return executed;
    });
    applyBookedSubaccount(this.o.orders, booked);
    return {
      trade_id: tradeId,
      option_quote_id: quoteId,
      total_cost: total,
      executed_at: now,
      legs: stored.quote.legs,
    };
  }
}
