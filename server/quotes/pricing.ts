// Quote pricing from the simulator's book (docs/quotes.md "Pricing"): the venue's VWAP to
// fill the size on the side it must hit, widened by a size-tiered spread plus the customer's
// markup, rounded away from the customer to the tick. Integer tick·lot arithmetic (BigInt):
// no binary floats reach a price.
import { lotsToQuantity, quantityToLots, tickLotsToQuote, ticksToPrice } from '../../domain/ticks';
import type { BookSnapshotMessage } from '../market/types';
import { divideDecimal } from '../positions/math';

/** Spread per size tier (index of the smallest tier holding the size), basis points. */
export const TIER_SPREAD_BPS: readonly number[] = [5, 8, 12, 18, 25];
const BPS = 10_000n;

export interface Walk {
  /** Σ price·size in tick·lots over the levels consumed. */
  readonly tickLots: bigint;
  /** Lots consumed (= the lots asked for when the book is deep enough). */
  readonly lots: number;
}

/** Walks levels best first until `lots` are consumed; null when the side is too thin. */
export function walkLevels(
  prices: readonly number[],
  sizes: readonly number[],
  lots: number,
): Walk | null {
  let left = lots;
  let tickLots = 0n;
  for (let i = 0; i < prices.length && left > 0; i++) {
    const take = Math.min(left, sizes[i] ?? 0);
    tickLots += BigInt(prices[i] ?? 0) * BigInt(take);
    left -= take;
  }
  return left > 0 ? null : { tickLots, lots };
}

export interface BookPrice {
  /** What the customer receives selling / pays buying, on tick. */
  readonly bid: string;
  readonly ask: string;
  /** The venue's VWAP without spread (last-look reference), decimal strings. */
  readonly rawBid: string;
  readonly rawAsk: string;
}

/**
 * Two-way price for `lots` with `spreadBps` (tier + markup). Null when either side of the
 * book cannot fill the size.
 */
export function priceFromBook(
  book: BookSnapshotMessage,
  lots: number,
  spreadBps: number,
): BookPrice | null {
  if (!Number.isSafeInteger(lots) || lots <= 0) return null;
  // The customer buys what the venue buys back from the asks, and sells into the bids.
  const askWalk = walkLevels(book.askPrices, book.askSizes, lots);
  const bidWalk = walkLevels(book.bidPrices, book.bidSizes, lots);
  if (!askWalk || !bidWalk) return null;
  const n = BigInt(lots);
  const s = BigInt(spreadBps);
  const askNum = askWalk.tickLots * (BPS + s);
  const askTicks = (askNum + n * BPS - 1n) / (n * BPS);
  const bidTicks = (bidWalk.tickLots * (BPS - s)) / (n * BPS);
  const qty = lotsToQuantity(lots, book.lotSize);
  return {
    ask: ticksToPrice(Number(askTicks), book.tickSize),
    bid: ticksToPrice(Number(bidTicks), book.tickSize),
    rawAsk: divideDecimal(tickLotsToQuote(askWalk.tickLots, book.tickSize, book.lotSize), qty),
    rawBid: divideDecimal(tickLotsToQuote(bidWalk.tickLots, book.tickSize, book.lotSize), qty),
  };
}

/** Size tiers of a pair in base units (the RFS ladder and the spread schedule). */
export function tiersOf(baseToken: string, lotSize: string): readonly string[] {
  if (baseToken === 'BTC') return ['0.1', '1', '5', '10', '25'];
  if (baseToken === 'ETH') return ['1', '10', '50', '100', '250'];
  return [10, 100, 1000, 10_000, 100_000].map((k) => lotsToQuantity(k, lotSize));
}

/** Largest base quantity quoted per pair (bigger requests are a 400). */
export function maxQuantityOf(baseToken: string): string {
  if (baseToken === 'BTC') return '250';
  if (baseToken === 'ETH') return '5000';
  return '1000000';
}

/** Largest quote-currency quantity accepted. */
export const MAX_QUOTE_CURRENCY_QUANTITY = '50000000';

/** Spread of the smallest tier that holds `lots` (the last tier's beyond the ladder). */
export function tierSpreadBps(tierLots: readonly number[], lots: number): number {
  const i = tierLots.findIndex((t) => lots <= t);
  const index = i < 0 ? TIER_SPREAD_BPS.length - 1 : i;
  return TIER_SPREAD_BPS[index] ?? TIER_SPREAD_BPS[TIER_SPREAD_BPS.length - 1] ?? 25;
}

/** One rung of an RFS ladder: a two-way price for any quantity up to `quantity`. */
export interface LadderTier {
  readonly quantity: string;
  readonly bid: string;
  readonly ask: string;
}

/** A customer's two-way price for `lots` of a pair: its tier's spread plus their markup. */
export function quotePrice(
  book: BookSnapshotMessage,
  baseToken: string,
  lots: number,
  markupBps: number,
): BookPrice | null {
  const tierLots = tiersOf(baseToken, book.lotSize).map((q) => quantityToLots(q, book.lotSize));
  return priceFromBook(book, lots, tierSpreadBps(tierLots, lots) + markupBps);
}

/** The RFS ladder of a pair for one customer's markup (tiers the book is too thin for left out). */
export function ladderFromBook(
  book: BookSnapshotMessage,
  baseToken: string,
  markupBps: number,
): LadderTier[] {
  const out: LadderTier[] = [];
  for (const quantity of tiersOf(baseToken, book.lotSize)) {
    const p = quotePrice(book, baseToken, quantityToLots(quantity, book.lotSize), markupBps);
    if (p) out.push({ quantity, bid: p.bid, ask: p.ask });
  }
  return out;
}
