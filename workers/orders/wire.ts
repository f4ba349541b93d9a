// Order data between the venue and the client: desk.orders protobuf messages (proto/orders.proto)
// and the JSON rows of docs/api.md "Edge trading", turned into the plain views of workers/types.ts.
// Shared by the data core (stream updates, REST reconcile) and the tab's order client.
import { desk } from '../../proto/gen/messages.js';
import type {
  BalanceView,
  FillView,
  OrderSideName,
  OrderView,
  PositionView,
  RiskView,
} from '../types';

const O = desk.orders;

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null;

/** int64 fields decode to Long objects when long.js is around, else numbers. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const n = Number(value);
    return Number.isFinite(n) ? n : 0;
  }
  if (isObject(value) && typeof value['toNumber'] === 'function') {
    return (value as { toNumber(): number }).toNumber();
  }
  return 0;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const flag = (value: unknown): boolean => value === true;

/** The enum name of a protobuf enum value (protobufjs keeps names by id on the prototype). */
function enumName(values: object, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number') return '';
  const name = (values as Record<number, unknown>)[value];
  return typeof name === 'string' ? name : '';
}

const side = (value: unknown): OrderSideName =>
  enumName(O.Side, value) === 'SELL' || value === 'SELL' ? 'SELL' : 'BUY';

export interface OrderScope {
  readonly seq: number;
  readonly accountId: number;
  readonly subaccountId: number;
}

/** A decoded desk.orders.OrderData (stream update or create answer) as an OrderView. */
export function orderViewFromData(
  data: desk.orders.OrderData.$Properties,
  scope: OrderScope,
): OrderView {
  const r = data.request ?? {};
  const venue = r.hedgeVenue ?? {};
  const accountId = toNumber(venue.accountId) || scope.accountId;
  const subaccountId = toNumber(venue.subaccountId) || scope.subaccountId;
  return {
    orderId: text(data.orderId),
    clientOrderId: text(r.clientOrderId),
    parentOrderId: text(data.parentOrderId),
    accountId,
    subaccountId,
    market: text(r.market),
    side: side(r.side),
    orderType: enumName(O.OrderType, r.orderType),
    timeInForce: enumName(O.TimeInForce, r.timeInForce),
    quantity: text(r.quantity),
    limitPrice: text(r.limitPrice),
    stopPrice: text(r.stopPrice),
    executedQuantity: text(data.executedQuantity) || '0',
    executedPrice: text(data.executedPrice),
    leavesQuantity: text(data.leavesQuantity),
    status: enumName(O.OrderStatus, data.status),
    reason: text(data.reason),
    fee: text(data.fee),
    feeToken: text(data.feeToken),
    reduceOnly: flag(r.reduceOnly),
    postOnly: flag(r.postOnly),
    positionSide: enumName(O.PositionSide, r.positionSide) || 'BOTH',
    marginMode: text(r.marginMode),
    triggered: flag(data.triggered),
    triggerPrice: text(data.triggerPrice),
    activationPrice: text(r.activationPrice),
    callbackRate: text(r.callbackRate),
    numberOfSlices: toNumber(r.numberOfSlices),
    duration: toNumber(r.duration),
    transactTime: toNumber(data.transactTime),
    updateTime: toNumber(data.updateTime),
    seq: scope.seq,
  };
}

/** A JSON `Order` row of /uapi/v1/open_orders or /uapi/v1/order_history; null if malformed. */
export function orderViewFromJson(raw: unknown): OrderView | null {
  if (!isObject(raw)) return null;
  const orderId = raw['orderId'];
  const id = typeof orderId === 'number' ? String(orderId) : text(orderId);
  if (id === '' || text(raw['status']) === '') return null;
  return {
    orderId: id,
    clientOrderId: text(raw['clientOrderId']),
    parentOrderId: text(raw['parentOrderId']),
    accountId: toNumber(raw['accountId']),
    subaccountId: toNumber(raw['subaccountId']),
    market: text(raw['symbol']) || text(raw['market']),
    side: side(raw['side']),
    orderType: text(raw['orderType']),
    timeInForce: text(raw['timeInForce']),
    quantity: text(raw['quantity']),
    limitPrice: text(raw['limitPrice']),
    stopPrice: text(raw['stopPrice']),
    executedQuantity: text(raw['executedQuantity']) || '0',
    executedPrice: text(raw['executedPrice']),
    leavesQuantity: text(raw['leavesQuantity']),
    status: text(raw['status']),
    reason: text(raw['reason']),
    fee: text(raw['fee']),
    feeToken: text(raw['feeToken']),
    reduceOnly: flag(raw['reduceOnly']),
    postOnly: flag(raw['postOnly']),
    positionSide: text(raw['positionSide']) || 'BOTH',
    marginMode: text(raw['marginMode']),
    triggered: flag(raw['triggered']),
    triggerPrice: text(raw['triggerPrice']),
    activationPrice: text(raw['activationPrice']),
    callbackRate: text(raw['callbackRate']),
    numberOfSlices: toNumber(raw['numberOfSlices']),
    duration: toNumber(raw['duration']),
    transactTime: toNumber(raw['transactTime']),
    updateTime: toNumber(raw['updateTime']),
    seq: 0,
  };
}

/** A JSON `FillRow` of /uapi/v1/get_fills; null if malformed. */
export function fillViewFromJson(raw: unknown): FillView | null {
  if (!isObject(raw) || text(raw['fillId']) === '') return null;
  return {
    fillId: text(raw['fillId']),
    orderId: text(raw['orderId']),
    clientOrderId: text(raw['clientOrderId']),
    symbol: text(raw['symbol']),
    side: side(raw['side']),
    price: text(raw['price']),
    quantity: text(raw['quantity']),
    fee: text(raw['fee']),
    feeToken: text(raw['feeToken']),
    liquidity: text(raw['liquidity']),
    realizedPnl: text(raw['realizedPnl']),
    fillTime: toNumber(raw['time']),
    liquidation: raw['liquidation'] === true,
    seq: 0,
  };
}

export function positionViewFromJson(raw: unknown): PositionView | null {
  if (!isObject(raw) || text(raw['symbol']) === '') return null;
  return {
    symbol: text(raw['symbol']),
    side: text(raw['side']),
    size: text(raw['size']) || '0',
    entryPrice: text(raw['entryPrice']),
    markPrice: text(raw['markPrice']),
    unrealisedPnl: text(raw['unrealisedPnl']),
    margin: text(raw['margin']),
    liquidationPrice: text(raw['liquidationPrice']),
    leverage: text(raw['leverage']),
    marginMode: text(raw['marginMode']),
    positionSide: text(raw['positionSide']) || 'BOTH',
    realizedPnl: text(raw['realizedPnl']),
    serverTime: 0,
  };
}

export function balanceViewFromJson(raw: unknown): BalanceView | null {
  if (!isObject(raw) || text(raw['token']) === '') return null;
  return {
    token: text(raw['token']),
    total: text(raw['total']) || text(raw['equity_balance']) || '0',
    available: text(raw['available']) || '0',
    locked: text(raw['locked']) || '0',
    serverTime: 0,
  };
}

export function riskViewFromJson(raw: unknown): RiskView | null {
  if (!isObject(raw)) return null;
  return {
    collateralToken: text(raw['collateralToken']),
    riskMeter: text(raw['riskMeter']),
    marginRatio: text(raw['marginRatio']),
    maintenanceMargin: text(raw['maintenanceMargin']),
    marginBalance: text(raw['marginBalance']),
    unrealisedPnl: text(raw['unrealisedPnl']),
    maxWithdraw: text(raw['maxWithdraw']),
    totalEquity: text(raw['totalEquity']),
    initialMargin: text(raw['initialMargin']),
    adjustedEquity: text(raw['adjustedEquity']),
    positionValue: text(raw['positionValue']),
    frozenEquity: text(raw['frozenEquity']),
    leverage: text(raw['leverage']),
    serverTime: 0,
  };
}

// ---- Binary order calls (tab side) ---------------------------------------------------------

export interface VenueRef {
  /** Spec 3.5 account type code (0 edge; the derivatives venue's code for its accounts). */
  readonly accountType: number;
  readonly accountId: number;
  readonly subaccountId: number;
}

export interface CreateOrderFields {
  readonly market: string;
  readonly side: OrderSideName;
  readonly orderType: string;
  readonly timeInForce: string;
  readonly quantity: string;
  readonly limitPrice?: string;
  readonly stopPrice?: string;
  readonly postOnly?: boolean;
  readonly reduceOnly?: boolean;
  readonly activationPrice?: string;
  readonly callbackRate?: string;
  readonly positionSide?: string;
  readonly marginMode?: string;
  readonly duration?: number;
  readonly numberOfSlices?: number;
  readonly clientOrderId: string;
}

function enumValue(values: object, name: string | undefined): number {
  if (name === undefined) return 0;
  const v = (values as Record<string, unknown>)[name];
  if (typeof v !== 'number') throw new RangeError(`unknown enum value ${name}`);
  return v;
}

function hedgeVenue(venue: VenueRef): desk.orders.HedgeVenueRef.$Properties {
  return {
    accountType: venue.accountType,
    accountId: venue.accountId,
    subaccountId: venue.subaccountId,
  };
}

export function encodeCreate(order: CreateOrderFields, venue: VenueRef): Uint8Array {
  return O.OrderRequest.encode({
    market: order.market,
    side: enumValue(O.Side, order.side),
    orderType: enumValue(O.OrderType, order.orderType),
    timeInForce: enumValue(O.TimeInForce, order.timeInForce),
    quantity: order.quantity,
    limitPrice: order.limitPrice ?? '',
    stopPrice: order.stopPrice ?? '',
    hedgeVenue: hedgeVenue(venue),
    reduceOnly: order.reduceOnly ?? false,
    activationPrice: order.activationPrice ?? '',
    callbackRate: order.callbackRate ?? '',
    postOnly: order.postOnly ?? false,
    positionSide: enumValue(O.PositionSide, order.positionSide ?? 'BOTH'),
    marginMode: order.marginMode ?? '',
    duration: order.duration ?? 0,
    numberOfSlices: order.numberOfSlices ?? 0,
    clientOrderId: order.clientOrderId,
  }).finish();
}

export interface CancelFields {
  readonly market: string;
  readonly orderId: string;
  readonly side: OrderSideName;
  readonly positionSide?: string;
}

function cancelMessage(
  c: CancelFields,
  venue: VenueRef,
): desk.orders.CancelOrderRequest.$Properties {
  return {
    market: c.market,
    hedgeVenue: hedgeVenue(venue),
    orderId: c.orderId,
    side: enumValue(O.Side, c.side),
    positionSide: enumValue(O.PositionSide, c.positionSide ?? 'BOTH'),
  };
}

export function encodeCancel(c: CancelFields, venue: VenueRef): Uint8Array {
  return O.CancelOrderRequest.encode(cancelMessage(c, venue)).finish();
}

export interface EditFields {
  readonly cancelParams: CancelFields;
  readonly orderType: string;
  readonly quantity: string;
  readonly limitPrice?: string;
  readonly stopPrice?: string;
  readonly postOnly?: boolean;
  readonly marginMode?: string;
  readonly clientOrderId: string;
}

export function encodeEdit(e: EditFields, venue: VenueRef): Uint8Array {
  return O.EditOrderRequest.encode({
    cancelParams: cancelMessage(e.cancelParams, venue),
    quantity: e.quantity,
    limitPrice: e.limitPrice ?? '',
    stopPrice: e.stopPrice ?? '',
    orderType: enumValue(O.OrderType, e.orderType),
    postOnly: e.postOnly ?? false,
    marginMode: e.marginMode ?? '',
    clientOrderId: e.clientOrderId,
  }).finish();
}

export interface CreateAnswer {
  readonly success: boolean;
  readonly error: { readonly code: number; readonly message: string } | null;
  readonly order: OrderView | null;
  readonly previousCancelled: boolean;
  readonly cancelledOrderId: string;
}

export function decodeCreateAnswer(bytes: Uint8Array, venue: VenueRef): CreateAnswer {
  const m = O.CreateOrderResponse.decode(bytes);
  return {
    success: m.success,
    error: m.error ? { code: toNumber(m.error.code), message: text(m.error.message) } : null,
    order: m.data
      ? orderViewFromData(m.data, {
          seq: 0,
          accountId: venue.accountId,
          subaccountId: venue.subaccountId,
        })
      : null,
    previousCancelled: m.previousCancelled,
    cancelledOrderId: m.cancelledOrderId,
  };
}

export interface CancelAnswer {
  readonly success: boolean;
  readonly error: { readonly code: number; readonly message: string } | null;
  readonly executedQuantity: string;
}

export function decodeCancelAnswer(bytes: Uint8Array): CancelAnswer {
  const m = O.CancelOrderResponse.decode(bytes);
  return {
    success: m.success,
    error: m.error ? { code: toNumber(m.error.code), message: text(m.error.message) } : null,
    executedQuantity: m.executedQuantity,
  };
}
