// The Flex account's automatic conversion (docs/autoflex.md): every AUTOFLEX_SWEEP_MILLIS, each
// enabled subaccount's chosen tokens are sold into its target token through the RFQ engine — a
// firm quote, then its execution, as the user who saved the settings — so the conversion books
// through the ledger like any RFQ trade, at the provider's price with the entity's markup.
// Only what is available (balance less open-order locks) is converted; the sweep that follows a
// conversion finds nothing left, so a crash between two sweeps cannot convert twice. A saving
// user who may no longer trade there pauses the settings instead of trading for them.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { effectiveFlag } from '../../domain/permissions';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Timers, TimerHandle } from '../market-runtime/timers';
import type { OrderService } from '../orders/service';
import { loadCaller, loadPolicySubaccount } from '../policy/store';
import type { QuoteService } from '../quotes/service';
import { conversionOf, halved, type ConversionLeg } from './plan';
import {
  enabledSettings,
  insertConversion,
  pauseSettings,
  userActive,
  type AutoflexSettingsRow,
} from './store';

/** How often enabled Flex subaccounts are swept. */
export const AUTOFLEX_SWEEP_MILLIS = 30_000;
/** A size the book cannot fill is halved at most this many times in one sweep. */
export const MAX_HALVINGS = 10;

export const PAUSED_NO_TRADE =
  'Paused: the user who switched auto-conversion on may no longer trade on this subaccount.';

export interface AutoflexSweeperOptions {
  readonly db: Kysely<Database>;
  readonly quotes: QuoteService;
  readonly orders: OrderService;
  readonly now: Clock;
  readonly timers: Timers;
  readonly log: FastifyBaseLogger;
}

export class AutoflexSweeper {
  private timer: TimerHandle | null = null;
  private running: Promise<number> = Promise.resolve(0);
  private stopped = false;

  constructor(private readonly o: AutoflexSweeperOptions) {}

  start(): void {
    if (this.timer) return;
    this.stopped = false;
    this.timer = this.o.timers.setInterval(() => void this.sweepSafely(), AUTOFLEX_SWEEP_MILLIS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) this.o.timers.clearInterval(this.timer);
    this.timer = null;
    await this.running.catch(() => 0);
  }

  private sweepSafely(): Promise<number> {
    if (this.stopped) return this.running;
    this.running = this.running
      .catch(() => 0)
      .then(() => this.sweep())
      .catch((error: unknown) => {
        this.o.log.error({ err: error }, 'autoflex: sweep failed');
        return 0;
      });
    return this.running;
  }

  /** One pass over every enabled subaccount, one after another. Returns conversions made. */
  async sweep(): Promise<number> {
    let made = 0;
    for (const s of await enabledSettings(this.o.db)) made += await this.sweepOne(s);
    return made;
  }

  private async sweepOne(s: AutoflexSettingsRow): Promise<number> {
    if (!(await this.mayTrade(s))) {
      await pauseSettings(this.o.db, s.subaccountId, PAUSED_NO_TRADE);
      this.o.log.info({ subaccountId: s.subaccountId }, 'autoflex: paused');
      return 0;
    }
    const markets = this.o.quotes.marketList();
    let made = 0;
    for (const token of s.tokens) {
      const leg = conversionOf(
        token,
        s.targetToken,
        this.o.orders.available(s.subaccountId, token),
        markets,
        (symbol) => this.o.quotes.lotSize(symbol),
      );
      if (!leg) continue;
      if (await this.convert(s, token, leg)) made++;
    }
    return made;
  }

  /**
   * One token's conversion: a firm quote and its execution, halving the size while the book
   * cannot fill it. False when it did not trade this sweep.
   */
  private async convert(
    s: AutoflexSettingsRow,
    token: string,
    first: ConversionLeg,
  ): Promise<boolean> {
    const actor = { userId: s.updatedBy, entityId: s.entityId };
    let leg: ConversionLeg | null = first;
    for (let attempt = 0; leg !== null && attempt <= MAX_HALVINGS; attempt++) {
      try {
        const quote = await this.o.quotes.requestQuote(actor, {
          symbol: leg.symbol,
          quantity: leg.quantity,
          quantityCurrency: leg.quantityCurrency,
          side: leg.side,
          subaccountId: s.subaccountId,
        });
        const selling = leg.side === 'SELL';
        // The conversion's row commits with its trade: a stop cannot keep one without the other.
        await this.o.quotes.executeQuote(actor, quote.fx_quote_id, leg.side, (tx, e) =>
          insertConversion(tx, {
            subaccountId: s.subaccountId,
            token,
            targetToken: s.targetToken,
            sold: selling ? e.quantity : e.quote_quantity,
            received: selling ? e.quote_quantity : e.quantity,
            price: e.price,
            symbol: e.symbol,
            tradeId: e.trade_id,
            userId: s.updatedBy,
            at: e.executed_at,
          }),
        );
        return true;
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
        if (error.code === 'INSUFFICIENT_LIQUIDITY') {
          leg = halved(leg, this.o.quotes.lotSize(leg.symbol));
          continue;
        }
        // A refused last look, a size under one lot at the price: the next sweep tries again
        // with the balance then available.
        this.o.log.info(
          { subaccountId: s.subaccountId, token, code: error.code },
          'autoflex: conversion skipped',
        );
        return false;
      }
    }
    this.o.log.info({ subaccountId: s.subaccountId, token }, 'autoflex: book too thin');
    return false;
  }

  /** The saving user is active, belongs to the entity and may trade on the subaccount. */
  private async mayTrade(s: AutoflexSettingsRow): Promise<boolean> {
    if (!(await userActive(this.o.db, s.updatedBy))) return false;
    const caller = await loadCaller(this.o.db, s.updatedBy, s.entityId);
    const sub = await loadPolicySubaccount(this.o.db, s.subaccountId);
    return (
      caller !== null &&
      caller.member &&
      sub !== null &&
      sub.entityId === s.entityId &&
      effectiveFlag(sub.flags, caller.granted, 'canTrade')
    );
  }
}
