// An order as the venue keeps it: the engine's state plus what the customer asked for and
// what it executed. Converts to the database row, the protobuf OrderData and the JSON view.
import type { desk } from '../../proto/gen/messages.js';
import { lotsToQuantity, ticksToPrice } from '../../domain/ticks';
import type { EngineOrder } from '../engine/types';
import type { OrdersTable } from '../db/schema';
import type { Insertable, Selectable } from 'kysely';
import { divideDecimal } from '../positions/math';
import { signDecimal } from '../../domain/decimal';
import { POSITION_SIDE_CODE, SIDE_CODE, STATUS_CODE, TIF_CODE, TYPE_CODE } from './codec';
import type { TradeInstrument } from './instruments';

export interface OrderRecord {
  readonly order: EngineOrder;
  readonly clientOrderId: string;
  readonly subaccountId: number;
  readonly accountId: number;
  readonly instrument: TradeInstrument;
  readonly quantity: string;
  readonly limitPrice: string | null;
  readonly stopPrice: string | null;
  readonly activationPrice: string | null;
  readonly callbackRate: string | null;
  /** The price an order without a limit, stop or activation price holds at: the last price when
   *  it was placed, fixed so the stored lock (lock-store.ts) equals memory's. */
  readonly heldPrice: string | null;
  readonly marginMode: string;
  readonly leverage: number;
  readonly startTime: number;
  readonly endTime: number;
  readonly duration: number;
  readonly numberOfSlices: number;
  executedQuantity: string;
  executedNotional: string;
  fee: string;
  feeToken: string;
}

export interface FillView {
  readonly fillId: string;
  readonly orderId: string;
  readonly price: string;
  readonly quantity: string;
  readonly fee: string;
  readonly feeToken: string;
  readonly liquidity: 'MAKER' | 'TAKER';
  readonly realizedPnl: string;
  readonly time: number;
}

export function averagePrice(r: OrderRecord): string {
  return signDecimal(r.executedQuantity) === 0
    ? ''
    : divideDecimal(r.executedNotional, r.executedQuantity);
}

function triggerPrice(r: OrderRecord): string {
  const o = r.order;
  if (o.type === 'TRAILING_STOP_MARKET' && o.trailActive && o.trailExtreme !== null) {
    const rate = BigInt(o.callbackBasisPoints ?? 0);
    const ext = BigInt(o.trailExtreme);
    const off = (ext * rate) / 10_000n;
    return ticksToPrice(Number(o.side === 'SELL' ? ext - off : ext + off), r.instrument.tickSize);
  }
  return r.stopPrice ?? '';
}

export function toOrderData(
  r: OrderRecord,
  fills: readonly FillView[] = [],
): desk.orders.IOrderData {
  const o = r.order;
  return {
    request: {
      market: r.instrument.symbol,
      side: SIDE_CODE[o.side],
      orderType: TYPE_CODE[o.type],
      timeInForce: TIF_CODE[o.tif],
      quantity: lotsToQuantity(o.lots, r.instrument.lotSize),
      limitPrice: r.limitPrice ?? '',
      stopPrice: r.stopPrice ?? '',
      hedgeVenue: { accountType: 0, accountId: r.accountId, subaccountId: r.subaccountId },
      reduceOnly: o.reduceOnly,
      activationPrice: r.activationPrice ?? '',
      callbackRate: r.callbackRate ?? '',
      priceProtect: o.priceProtect,
      postOnly: o.postOnly,
      positionSide: POSITION_SIDE_CODE[o.positionSide],
      closePosition: o.closePosition,
      marginMode: r.marginMode,
      startTime: r.startTime,
      endTime: r.endTime,
      duration: r.duration,
      numberOfSlices: r.numberOfSlices,
      clientOrderId: r.clientOrderId,
    },
    orderId: o.id,
    executedQuantity: r.executedQuantity,
    executedPrice: averagePrice(r),
    status: STATUS_CODE[o.status] ?? 0,
    transactTime: o.createdAt,
    updateTime: o.updatedAt,
    fills: fills.map((f) => ({
      price: f.price,
      quantity: f.quantity,
      fillTimeMilliseconds: f.time,
      fillId: f.fillId,
      fee: f.fee,
      feeToken: f.feeToken,
      liquidity: f.liquidity,
    })),
    reason: o.reason,
    fee: r.fee,
    feeToken: r.feeToken,
    parentOrderId: o.parentId ?? '',
    triggered: o.triggered,
    triggerPrice: triggerPrice(r),
    leavesQuantity: lotsToQuantity(
      o.status === 'NEW' || o.status === 'PARTIALLY_FILLED' ? o.lots - o.filledLots : 0,
      r.instrument.lotSize,
    ),
  };
}

export function toOrderJson(r: OrderRecord): Record<string, unknown> {
  const o = r.order;
  return {
    orderId: o.id,
    clientOrderId: r.clientOrderId,
    accountId: r.accountId,
    subaccountId: r.subaccountId,
    symbol: r.instrument.symbol,
    side: o.side,
    orderType: o.type,
    timeInForce: o.tif,
    quantity: lotsToQuantity(o.lots, r.instrument.lotSize),
    limitPrice: r.limitPrice ?? '',
    stopPrice: r.stopPrice ?? '',
    activationPrice: r.activationPrice ?? '',
    callbackRate: r.callbackRate ?? '',
    triggerPrice: triggerPrice(r),
    reduceOnly: o.reduceOnly,
    postOnly: o.postOnly,
    closePosition: o.closePosition,
    priceProtect: o.priceProtect,
    positionSide: o.positionSide,
    marginMode: r.marginMode,
    leverage: r.leverage,
    startTime: r.startTime,
    endTime: r.endTime,
    duration: r.duration,
    numberOfSlices: r.numberOfSlices,
    parentOrderId: o.parentId ?? '',
    status: o.status,
    triggered: o.triggered,
    executedQuantity: r.executedQuantity,
    executedPrice: averagePrice(r),
    leavesQuantity: lotsToQuantity(
      o.status === 'NEW' || o.status === 'PARTIALLY_FILLED' ? o.lots - o.filledLots : 0,
      r.instrument.lotSize,
    ),
    fee: r.fee,
    feeToken: r.feeToken,
    reason: o.reason,
    transactTime: o.createdAt,
    updateTime: o.updatedAt,
  };
}

export function toRow(r: OrderRecord): Insertable<OrdersTable> {
  const o = r.order;
  return {
    id: o.id,
    client_order_id: r.clientOrderId,
    subaccount_id: r.subaccountId,
    account_id: r.accountId,
    symbol: r.instrument.symbol,
    side: o.side,
    order_type: o.type,
    time_in_force: o.tif,
    quantity: r.quantity,
    limit_price: r.limitPrice,
    stop_price: r.stopPrice,
    activation_price: r.activationPrice,
    callback_rate: r.callbackRate,
    held_price: r.heldPrice,
    reduce_only: o.reduceOnly,
    post_only: o.postOnly,
    close_position: o.closePosition,
    price_protect: o.priceProtect,
    position_side: o.positionSide,
    margin_mode: r.marginMode,
    leverage: r.leverage,
    start_time: r.startTime,
    end_time: r.endTime,
    duration: r.duration,
    number_of_slices: r.numberOfSlices,
    twap_sent: o.twap?.sent ?? 0,
    parent_order_id: o.parentId,
    status: o.status,
    reason: o.reason,
    triggered: o.triggered,
    trail_active: o.trailActive,
    trail_extreme: o.trailExtreme,
    lots: o.lots,
    filled_lots: o.filledLots,
    priority: o.priority,
    executed_quantity: r.executedQuantity,
    executed_notional: r.executedNotional,
    fee: r.fee,
    fee_token: r.feeToken,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
  };
}

export function fromRow(row: Selectable<OrdersTable>, instrument: TradeInstrument): OrderRecord {
  const num = (v: string | number) => Number(v);
  const tick = (v: string | null) =>
    v === null ? null : Math.round(Number(v) / Number(instrument.tickSize));
  const type = row.order_type as EngineOrder['type'];
  const limitTicks = tick(row.limit_price);
  const order: EngineOrder = {
    id: String(row.id),
    owner: row.subaccount_id,
    side: row.side as EngineOrder['side'],
    type,
    tif: row.time_in_force as EngineOrder['tif'],
    lots: num(row.lots),
    filledLots: num(row.filled_lots),
    priceTicks: limitTicks,
    stopTicks: tick(row.stop_price),
    activationTicks: tick(row.activation_price),
    callbackBasisPoints:
      row.callback_rate === null ? null : Math.round(Number(row.callback_rate) * 100),
    postOnly: row.post_only,
    reduceOnly: row.reduce_only,
    closePosition: row.close_position,
    positionSide: row.position_side as EngineOrder['positionSide'],
    priceProtect: row.price_protect,
    parentId: row.parent_order_id === null ? null : String(row.parent_order_id),
    twap:
      type === 'TWAP'
        ? {
            startTime: num(row.start_time),
            endTime: num(row.end_time),
            slices: row.number_of_slices,
            sent: row.twap_sent,
          }
        : null,
    triggered: row.triggered,
    trailActive: row.trail_active,
    trailExtreme: row.trail_extreme === null ? null : num(row.trail_extreme),
    status: row.status as EngineOrder['status'],
    reason: row.reason,
    priority: num(row.priority),
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
  };
  return {
    order,
    clientOrderId: row.client_order_id,
    subaccountId: row.subaccount_id,
    accountId: row.account_id,
    instrument,
    quantity: row.quantity,
    limitPrice: row.limit_price,
    stopPrice: row.stop_price,
    activationPrice: row.activation_price,
    callbackRate: row.callback_rate,
    heldPrice: row.held_price,
    marginMode: row.margin_mode,
    leverage: row.leverage,
    startTime: num(row.start_time),
    endTime: num(row.end_time),
    duration: num(row.duration),
    numberOfSlices: row.number_of_slices,
    executedQuantity: row.executed_quantity,
    executedNotional: row.executed_notional,
    fee: row.fee,
    feeToken: row.fee_token,
  };
}
