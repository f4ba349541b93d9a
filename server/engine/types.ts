// Framework-free matching engine types. Prices are integer ticks and sizes integer lots of
// one instrument (domain/ticks.ts converts them); time is injected epoch milliseconds.

// Sides and order types are the domain's (spec 3.1); the engine adds no spelling of its own.
import type { OrderType, Side, TimeInForce as DomainTimeInForce } from '../../domain/enums';
export { ORDER_TYPES, type OrderType, type Side } from '../../domain/enums';

/** The engine's time in force: the domain's without NONE (an order always has one here). */
export const TIME_IN_FORCE = [
  'GTC',
  'IOC',
  'FOK',
  'GTX',
] as const satisfies readonly DomainTimeInForce[];
export type TimeInForce = (typeof TIME_IN_FORCE)[number];

export type PositionSide = 'BOTH' | 'LONG' | 'SHORT';

export type OrderStatus =
  'NEW' | 'PARTIALLY_FILLED' | 'FILLED' | 'CANCELED' | 'REJECTED' | 'PENDING_CANCEL' | 'EXPIRED';

export const FINAL_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'FILLED',
  'CANCELED',
  'REJECTED',
  'EXPIRED',
]);

/** Statuses of an order the engine still holds (PENDING_CANCEL: a cancel still to finish). */
export const LIVE_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'NEW',
  'PARTIALLY_FILLED',
  'PENDING_CANCEL',
]);

export interface TwapState {
  readonly startTime: number;
  readonly endTime: number;
  readonly slices: number;
  /** Slices already sent (0..slices). */
  sent: number;
}

/** One order as the engine keeps it. Mutable: the engine owns its orders. */
export interface EngineOrder {
  readonly id: string;
  /** The subaccount that owns the order (self-trade prevention compares it). */
  readonly owner: number;
  readonly side: Side;
  readonly type: OrderType;
  readonly tif: TimeInForce;
  /** Quantity in lots; lowered when a reduce-only order is capped to the position. */
  lots: number;
  filledLots: number;
  /** Limit price (null: market). */
  readonly priceTicks: number | null;
  /** Stop / take-profit trigger price. */
  readonly stopTicks: number | null;
  readonly activationTicks: number | null;
  /** Trailing callback in hundredths of a percent (1.5 % = 150). */
  readonly callbackBasisPoints: number | null;
  readonly postOnly: boolean;
  readonly reduceOnly: boolean;
  readonly closePosition: boolean;
  readonly positionSide: PositionSide;
  /** Trigger on the mark price instead of the last trade (priceProtect). */
  readonly priceProtect: boolean;
  readonly parentId: string | null;
  twap: TwapState | null;
  /** Stop types: whether the trigger fired. */
  triggered: boolean;
  /** Trailing stop: activated, and the best price seen since. */
  trailActive: boolean;
  trailExtreme: number | null;
  status: OrderStatus;
  reason: string;
  /** Time priority: a strictly increasing number given when the order rests. */
  priority: number;
  readonly createdAt: number;
  updatedAt: number;
}

/**
 * A trade. `taker` or `maker` is null when that side is the simulated market: a user taker
 * against simulated makers, or a resting user order the simulated market moved through.
 */
export interface EngineFill {
  readonly taker: EngineOrder | null;
  readonly maker: EngineOrder | null;
  readonly takerSide: Side;
  readonly priceTicks: number;
  readonly lots: number;
  readonly time: number;
}

/**
 * What one engine call did, in order. `orders` lists every order whose state changed (each
 * once, final state); `fills` every trade.
 */
export interface EngineResult {
  readonly orders: EngineOrder[];
  readonly fills: EngineFill[];
}

/** External (simulated) maker liquidity the engine may take from. */
export interface Liquidity {
  /** Levels of one side, best first: bids descending, asks ascending, sizes in lots (> 0). */
  levels(side: 'bids' | 'asks'): Iterable<readonly [number, number]>;
  /** Records that `lots` were taken at a level. */
  take(side: 'bids' | 'asks', priceTicks: number, lots: number): void;
}

/** What the engine asks its owner about accounts (balances, positions). */
export interface EngineGate {
  /**
   * Null to admit an order about to trade or rest, else the reason to reject it.
   * `notionalTickLots` is the estimated Σ price × lots it would trade now plus what would rest
   * at its limit price (ticks × lots).
   */
  admit(order: EngineOrder, notionalTickLots: bigint, lots: number): string | null;
  /** Signed position in lots of (owner, positionSide): + long, − short. */
  positionLots(owner: number, positionSide: PositionSide): number;
  /** Whether the owner's account is in hedge mode. */
  hedgeMode(owner: number): boolean;
}

export const OPEN_GATE: EngineGate = {
  admit: () => null,
  positionLots: () => 0,
  hedgeMode: () => false,
};

/** A new order as submitted (validated by the caller: positive integers, known enums). */
export interface NewOrder {
  readonly id: string;
  readonly owner: number;
  readonly side: Side;
  readonly type: OrderType;
  readonly tif: TimeInForce;
  readonly lots: number;
  readonly priceTicks: number | null;
  readonly stopTicks: number | null;
  readonly activationTicks?: number | null;
  readonly callbackBasisPoints?: number | null;
  readonly postOnly?: boolean;
  readonly reduceOnly?: boolean;
  readonly closePosition?: boolean;
  readonly positionSide?: PositionSide;
  readonly priceProtect?: boolean;
  readonly parentId?: string | null;
  readonly twap?: { readonly startTime: number; readonly endTime: number; readonly slices: number };
}
