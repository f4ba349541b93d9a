// The routing snapshot of a Fusion order (docs/fusion.md): the Edge book as the venue composes
// it and the customer's OTC ladder, at the moment of routing, turned into domain/fusion's
// integer inputs, and the plan stored with the parent order.
import { priceToTicks, quantityToLots, ticksToPrice, lotsToQuantity } from '../../domain/ticks';
import {
  routeOrder,
  type Budget,
  type FusionSide,
  type RoutePlan,
  type TickLevel,
} from '../../domain/fusion';
import { floorQuotient, multiplyDecimal, subtractDecimal } from '../../domain/decimal';
import { MONEY_PLACES } from '../orders/fees';
import { divideDecimal } from '../positions/math';
import type { BookSnapshotMessage } from '../market/types';
import type { LadderTier } from '../quotes/service';

export interface StoredPlan {
  readonly filledQuantity: string;
  readonly edgeQuantity: string;
  readonly otcQuantity: string;
  readonly otcPrice: string | null;
  /** The worst Edge level the plan takes (the Edge child's IOC limit). */
  readonly edgeWorstPrice: string | null;
  /** All-in price per unit of the plan and of the best single source (null: none alone). */
  readonly routedAllInPrice: string | null;
  readonly bestSingleSource: 'EDGE' | 'OTC' | null;
  readonly bestSingleAllInPrice: string | null;
  readonly edgeFeeBps: number;
}

/** Basis points of a fee rate given as a fraction ('0.0005' → 5). */
export function feeRateToBps(rate: string): number {
  const bps = Number(rate) * 10_000;
  if (!Number.isInteger(Math.round(bps * 1e6) / 1e6))
    throw new Error(`fee ${rate} is not whole bps`);
  return Math.round(bps);
}

/**
 * What an account's available balance of the token it pays with buys, in the router's units:
 * a buyer's quote as an all-in value (tick·lot·10 000, fee included), a seller's base in lots.
 * `roundingSlack` is taken off a buyer's quote where the venue rounds what a buy needs upward
 * (a seller needs exactly its lots).
 */
export function budgetOf(
  side: FusionSide,
  available: string,
  book: { tickSize: string; lotSize: string },
  roundingSlack = '0',
): Budget {
  if (side === 'SELL') return { lots: clampLots(floorQuotient(available, book.lotSize)) };
  const amount = subtractDecimal(available, roundingSlack);
  const value = floorQuotient(
    multiplyDecimal(amount, '10000'),
    multiplyDecimal(book.tickSize, book.lotSize),
  );
  return { value: value < 0n ? 0n : value };
}

const clampLots = (lots: bigint): number =>
  lots <= 0n ? 0 : lots > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(lots);

/** The Edge gate rounds what a buy needs (fee included) half-up to money places: half a unit. */
export const EDGE_ROUNDING_SLACK = `0.${'0'.repeat(MONEY_PLACES)}5`;

export function planRoute(input: {
  side: FusionSide;
  lots: number;
  limitTicks: number | null;
  book: BookSnapshotMessage;
  ladder: readonly LadderTier[];
  edgeFeeBps: number;
  /** Available balances of the token each account pays with (absent: not bounded). */
  available?: { readonly edge: string; readonly otc: string };
}): { plan: RoutePlan; stored: StoredPlan } {
  const { book } = input;
  const prices = input.side === 'BUY' ? book.askPrices : book.bidPrices;
  const sizes = input.side === 'BUY' ? book.askSizes : book.bidSizes;
  const levels: TickLevel[] = prices.map((p, i) => ({ priceTicks: p, lots: sizes[i] ?? 0 }));
  const otc = input.ladder.map((t) => ({
    lots: quantityToLots(t.quantity, book.lotSize),
    priceTicks: priceToTicks(input.side === 'BUY' ? t.ask : t.bid, book.tickSize),
  }));
  const plan = routeOrder({
    side: input.side,
    lots: input.lots,
    limitTicks: input.limitTicks,
    book: levels,
    otc,
    edgeFeeBps: input.edgeFeeBps,
    otcFeeBps: 0,
    ...(input.available && {
      edgeBudget: budgetOf(input.side, input.available.edge, book, EDGE_ROUNDING_SLACK),
      otcBudget: budgetOf(input.side, input.available.otc, book),
    }),
  });
  const perUnit = (value: bigint): string | null =>
    plan.filledLots === 0 ? null : valuePerUnit(value, plan.filledLots, book.tickSize);
  const worst = plan.edgeLevels[plan.edgeLevels.length - 1];
  return {
    plan,
    stored: {
      filledQuantity: lotsToQuantity(plan.filledLots, book.lotSize),
      edgeQuantity: lotsToQuantity(plan.edgeLots, book.lotSize),
      otcQuantity: lotsToQuantity(plan.otcLots, book.lotSize),
      otcPrice:
        plan.otcPriceTicks === null ? null : ticksToPrice(plan.otcPriceTicks, book.tickSize),
      edgeWorstPrice: worst ? ticksToPrice(worst.priceTicks, book.tickSize) : null,
      routedAllInPrice: perUnit(plan.value),
      bestSingleSource: plan.bestSingle?.source ?? null,
      bestSingleAllInPrice: plan.bestSingle ? perUnit(plan.bestSingle.value) : null,
      edgeFeeBps: input.edgeFeeBps,
    },
  };
}

/** A plan value (tick·lot·1/10 000) per lot, as a price per unit (12 decimals). */
export function valuePerUnit(value: bigint, lots: number, tickSize: string): string {
  const ticks = divideDecimal(value.toString(), (BigInt(lots) * 10_000n).toString(), 12);
  return multiplyDecimal(ticks, tickSize);
}
