// Binary order messages in and out: decoding and checking OrderRequest / CancelOrderRequest /
// EditOrderRequest (any fault is an ApiError 4xx, raised before the engine is touched), and
// OrderData built from an order record.
import { desk } from '../../proto/gen/messages.js';
import { priceToTicks, quantityToLots } from '../../domain/ticks';
import type { OrderType, PositionSide, Side, TimeInForce } from '../engine/types';
import { isWireAmount } from '../../domain/numbers';
import { ApiError } from '../http/errors';
import { amountMessage } from '../http/schemas';

const P = desk.orders;

export const MAX_ORDER_BODY_BYTES = 64 * 1024;
export const CLIENT_ORDER_ID = /^[A-Za-z0-9_-]{1,36}$/;
const MAX_LOTS = 1e15;

const SIDES: Record<number, Side> = { 1: 'BUY', 2: 'SELL' };
const TYPES: Record<number, OrderType> = {
  1: 'LIMIT',
  2: 'MARKET',
  3: 'STOP_LOSS',
  4: 'STOP_LOSS_LIMIT',
  5: 'TAKE_PROFIT',
  6: 'TAKE_PROFIT_LIMIT',
  7: 'LIMIT_MAKER',
  8: 'STOP',
  9: 'STOP_MARKET',
  10: 'TAKE_PROFIT_MARKET',
  11: 'TRAILING_STOP_MARKET',
  12: 'STOP_LIMIT',
  13: 'TWAP',
};
const TIFS: Record<number, TimeInForce> = { 0: 'GTC', 1: 'GTC', 2: 'IOC', 3: 'FOK', 4: 'GTX' };
const POSITION_SIDES: Record<number, PositionSide> = { 0: 'BOTH', 1: 'LONG', 2: 'SHORT' };

export const SIDE_CODE: Record<Side, number> = { BUY: 1, SELL: 2 };
export const TYPE_CODE = Object.fromEntries(
  Object.entries(TYPES).map(([k, v]) => [v, Number(k)]),
) as Record<OrderType, number>;
export const TIF_CODE: Record<TimeInForce, number> = { GTC: 1, IOC: 2, FOK: 3, GTX: 4 };
export const POSITION_SIDE_CODE: Record<PositionSide, number> = { BOTH: 0, LONG: 1, SHORT: 2 };
export const STATUS_CODE: Record<string, number> = {
  NEW: 1,
  PARTIALLY_FILLED: 2,
  FILLED: 3,
  CANCELED: 4,
  REJECTED: 5,
  PENDING_CANCEL: 6,
  EXPIRED: 7,
};

/** Types that need a limit price (spec 5's list of types that need none is the complement). */
export const NEEDS_LIMIT: ReadonlySet<OrderType> = new Set([
  'LIMIT',
  'LIMIT_MAKER',
  'STOP_LOSS_LIMIT',
  'TAKE_PROFIT_LIMIT',
  'STOP',
  'STOP_LIMIT',
]);
export const NEEDS_STOP: ReadonlySet<OrderType> = new Set([
  'STOP_LOSS',
  'STOP_LOSS_LIMIT',
  'TAKE_PROFIT',
  'TAKE_PROFIT_LIMIT',
  'STOP',
  'STOP_MARKET',
  'TAKE_PROFIT_MARKET',
  'STOP_LIMIT',
]);

export const bad = (message: string, field?: string): ApiError =>
  new ApiError(400, 'VALIDATION', message, field);
const badEnum = (field: string, value: number): ApiError =>
  new ApiError(400, 'UNKNOWN_ENUM', `Unknown ${field} value ${value}`, field);

export function decodeBody<T>(body: unknown, decode: (bytes: Uint8Array) => T): T {
  if (!Buffer.isBuffer(body))
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send an application/x-protobuf body');
  if (body.length > MAX_ORDER_BODY_BYTES)
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The order message is too large');
  try {
    return decode(body);
  } catch {
    throw new ApiError(400, 'MALFORMED_PROTOBUF', 'The body is not a valid protobuf message');
  }
}

function pick<T>(table: Record<number, T>, value: number | null | undefined, field: string): T {
  const v = value ?? 0;
  const out = table[v];
  if (out === undefined) throw badEnum(field, v);
  return out;
}

/** An amount in the one wire grammar (domain isWireAmount, R-SECH-9); '' → null. */
export function positiveDecimal(value: string | null | undefined, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!isWireAmount(value)) throw bad(amountMessage(field), field);
  return value;
}

export function toTicks(value: string | null, tickSize: string, field: string): number | null {
  if (value === null) return null;
  try {
    const ticks = priceToTicks(value, tickSize);
    if (!Number.isSafeInteger(ticks) || ticks <= 0) throw new RangeError();
    return ticks;
  } catch {
    throw bad(`${field} must be a multiple of the tick size ${tickSize}`, field);
  }
}

export function toLots(value: string, lotSize: string, field: string): number {
  try {
    const lots = quantityToLots(value, lotSize);
    if (!Number.isSafeInteger(lots) || lots <= 0 || lots > MAX_LOTS) throw new RangeError();
    return lots;
  } catch {
    throw bad(`${field} must be a positive multiple of the lot size ${lotSize}`, field);
  }
}

export interface CheckedRequest {
  readonly clientOrderId: string;
  readonly market: string;
  readonly accountId: number;
  readonly subaccountId: number;
  readonly side: Side;
  readonly type: OrderType;
  readonly tif: TimeInForce;
  readonly positionSide: PositionSide;
  readonly quantity: string | null;
  readonly limitPrice: string | null;
  readonly stopPrice: string | null;
  readonly activationPrice: string | null;
  readonly callbackRate: string | null;
  readonly reduceOnly: boolean;
  readonly postOnly: boolean;
  readonly closePosition: boolean;
  readonly priceProtect: boolean;
  readonly hedgeMode: boolean;
  readonly marginMode: string;
  readonly startTime: number;
  readonly endTime: number;
  readonly duration: number;
  readonly numberOfSlices: number;
}

/** The largest epoch millisecond a Date can hold (ECMAScript: 8.64e15). */
export const MAX_TIME_MS = 8_640_000_000_000_000;

function long(value: number | { toNumber(): number } | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return typeof value === 'number' ? value : value.toNumber();
}

/** Shape checks of an OrderRequest that need no instrument (units are checked later). */
export function checkOrderRequest(m: desk.orders.IOrderRequest): CheckedRequest {
  const clientOrderId = m.clientOrderId ?? '';
  if (!CLIENT_ORDER_ID.test(clientOrderId))
    throw bad('clientOrderId must be 1-36 letters, digits, _ or -', 'clientOrderId');
  const venue = m.hedgeVenue;
  const accountId = long(venue?.accountId);
  const subaccountId = long(venue?.subaccountId);
  if (!venue || !(accountId > 0) || !(subaccountId > 0) || subaccountId > 2_147_483_647)
    throw bad('hedgeVenue must name an account and subaccount', 'hedgeVenue');
  pick({ 0: 0, 1: 1, 2: 2, 3: 3 }, venue.accountType, 'hedgeVenue.accountType');
  const market = m.market ?? '';
  if (!/^[A-Za-z0-9][A-Za-z0-9/_.-]{0,63}$/.test(market)) throw bad('market is required', 'market');
  const side = pick(SIDES, m.side, 'side');
  const type = pick(TYPES, m.orderType, 'orderType');
  const tif = pick(TIFS, m.timeInForce, 'timeInForce');
  const positionSide = pick(POSITION_SIDES, m.positionSide, 'positionSide');
  const closePosition = m.closePosition ?? false;
  const quantity = positiveDecimal(m.quantity, 'quantity');
  if (quantity === null && !closePosition) throw bad('quantity is required', 'quantity');
  const limitPrice = positiveDecimal(m.limitPrice, 'limitPrice');
  const stopPrice = positiveDecimal(m.stopPrice, 'stopPrice');
  const activationPrice = positiveDecimal(m.activationPrice, 'activationPrice');
  const callbackRate = positiveDecimal(m.callbackRate, 'callbackRate');
  if (NEEDS_LIMIT.has(type) && limitPrice === null)
    throw bad(`limitPrice is required for ${type}`, 'limitPrice');
  if (NEEDS_STOP.has(type) && stopPrice === null)
    throw bad(`stopPrice is required for ${type}`, 'stopPrice');
  if (type === 'TRAILING_STOP_MARKET') {
    const rate = Number(callbackRate ?? 'NaN');
    if (!(rate >= 0.1 && rate <= 10) || !/^\d+(\.\d{1,2})?$/.test(callbackRate ?? ''))
      throw bad('callbackRate must be a percentage from 0.1 to 10 (2 decimals)', 'callbackRate');
  }
  const marginMode = m.marginMode ?? '';
  if (marginMode !== '' && marginMode !== 'CROSSED' && marginMode !== 'ISOLATED')
    throw new ApiError(400, 'UNKNOWN_ENUM', 'marginMode must be CROSSED or ISOLATED', 'marginMode');
  const startTime = long(m.startTime);
  const endTime = long(m.endTime);
  const duration = long(m.duration);
  const numberOfSlices = m.numberOfSlices ?? 0;
  if (type === 'TWAP') {
    if (!Number.isInteger(numberOfSlices) || numberOfSlices < 1 || numberOfSlices > 100)
      throw bad('numberOfSlices must be 1-100', 'numberOfSlices');
    const span = endTime > 0 ? endTime - Math.max(0, startTime) : duration;
    if (endTime > 0 && startTime > 0 && endTime <= startTime)
      throw bad('endTime must be after startTime', 'endTime');
    if (!(span >= 1000 && span <= 86_400_000) && !(endTime > 0 && startTime === 0))
      throw bad('duration must be 1 s to 24 h', 'duration');
  }
  if (startTime < 0 || endTime < 0 || duration < 0) throw bad('times must not be negative');
  // Beyond the last date a JavaScript Date holds, a time is no time (and 2^63 - 1 would not
  // even fit the bigint column once rounded to a double): 400, never a database error.
  for (const [field, value] of [
    ['startTime', startTime],
    ['endTime', endTime],
    ['duration', duration],
  ] as const)
    if (value > MAX_TIME_MS) throw bad(`${field} must be at most ${MAX_TIME_MS} ms`, field);
  return {
    clientOrderId,
    market,
    accountId,
    subaccountId,
    side,
    type,
    tif,
    positionSide,
    quantity,
    limitPrice,
    stopPrice,
    activationPrice,
    callbackRate,
    reduceOnly: m.reduceOnly ?? false,
    postOnly: m.postOnly ?? false,
    closePosition,
    priceProtect: m.priceProtect ?? false,
    hedgeMode: m.hedgeMode ?? false,
    marginMode,
    startTime,
    endTime,
    duration,
    numberOfSlices,
  };
}

export interface CheckedCancel {
  readonly orderId: string;
  readonly accountId: number;
  readonly subaccountId: number;
  readonly market: string;
  readonly side: Side | null;
}

export function checkCancelRequest(
  m: desk.orders.ICancelOrderRequest | null | undefined,
): CheckedCancel {
  if (!m) throw bad('cancelParams are required', 'cancelParams');
  const orderId = m.orderId ?? '';
  if (!/^\d{1,18}$/.test(orderId)) throw bad('orderId is required', 'orderId');
  const accountId = long(m.hedgeVenue?.accountId);
  const subaccountId = long(m.hedgeVenue?.subaccountId);
  if (!(subaccountId > 0) || subaccountId > 2_147_483_647)
    throw bad('hedgeVenue must name a subaccount', 'hedgeVenue');
  const side = m.side ? pick(SIDES, m.side, 'side') : null;
  pick(POSITION_SIDES, m.positionSide, 'positionSide');
  return { orderId, accountId, subaccountId, market: m.market ?? '', side };
}

export const decodeOrderRequest = (body: unknown) =>
  decodeBody(body, (b) => P.OrderRequest.decode(b));
export const decodeCancelRequest = (body: unknown) =>
  decodeBody(body, (b) => P.CancelOrderRequest.decode(b));
export const decodeEditRequest = (body: unknown) =>
  decodeBody(body, (b) => P.EditOrderRequest.decode(b));

export function encodeCreateResponse(m: desk.orders.ICreateOrderResponse): Buffer {
  const bytes = P.CreateOrderResponse.encode(m).finish();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function encodeCancelResponse(m: desk.orders.ICancelOrderResponse): Buffer {
  const bytes = P.CancelOrderResponse.encode(m).finish();
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
