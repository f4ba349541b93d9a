// When stop, take-profit and trailing-stop orders fire (docs/orders.md). Prices in ticks.
import type { EngineOrder, OrderType } from './types';

const STOP_LIKE: ReadonlySet<OrderType> = new Set([
  'STOP_LOSS',
  'STOP_LOSS_LIMIT',
  'STOP',
  'STOP_MARKET',
  'STOP_LIMIT',
]);
const TAKE_PROFIT_LIKE: ReadonlySet<OrderType> = new Set([
  'TAKE_PROFIT',
  'TAKE_PROFIT_LIMIT',
  'TAKE_PROFIT_MARKET',
]);

export function isStopType(type: OrderType): boolean {
  return STOP_LIKE.has(type) || TAKE_PROFIT_LIKE.has(type) || type === 'TRAILING_STOP_MARKET';
}

/**
 * Stops fire when the price moves against the position side they protect (BUY at or above
 * the stop, SELL at or below); take-profits when it moves in favour (BUY at or below, SELL at
 * or above).
 */
export function stopTriggered(order: EngineOrder, priceTicks: number): boolean {
  const stop = order.stopTicks;
  if (stop === null) return false;
  if (STOP_LIKE.has(order.type))
    return order.side === 'BUY' ? priceTicks >= stop : priceTicks <= stop;
  if (TAKE_PROFIT_LIKE.has(order.type))
    return order.side === 'BUY' ? priceTicks <= stop : priceTicks >= stop;
  return false;
}

/**
 * Trailing stop: active once the price reaches the activation price (at once without one),
 * then follows the best price since (highest for SELL, lowest for BUY). Returns whether the
 * state changed.
 */
export function updateTrail(order: EngineOrder, priceTicks: number): boolean {
  if (!order.trailActive) {
    const activation = order.activationTicks;
    const reached =
      activation === null ||
      (order.side === 'SELL' ? priceTicks >= activation : priceTicks <= activation);
    if (!reached) return false;
    order.trailActive = true;
    order.trailExtreme = priceTicks;
    return true;
  }
  const extreme = order.trailExtreme ?? priceTicks;
  const better = order.side === 'SELL' ? priceTicks > extreme : priceTicks < extreme;
  if (!better) return false;
  order.trailExtreme = priceTicks;
  return true;
}

/** The price a trailing stop fires at: callback rate below (SELL) or above (BUY) the extreme. */
export function triggerOfTrailing(order: EngineOrder): number | null {
  if (!order.trailActive || order.trailExtreme === null) return null;
  const rate = order.callbackBasisPoints ?? 0;
  const extreme = BigInt(order.trailExtreme);
  const offset = (extreme * BigInt(rate)) / 10_000n;
  return Number(order.side === 'SELL' ? extreme - offset : extreme + offset);
}
