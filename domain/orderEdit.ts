// Order-edit field rules (spec 3.1, 5): which prices an edit sends for which order type.

import type { OrderType, PositionSide, Side } from './enums';
import { isPositiveDecimal } from './numbers';
import { requiredMessage } from './text';
import { compareDecimal, normalizeDecimal } from './decimal';

/** Cancel order request (spec 3.1); an edit carries the cancel of the order it replaces. */
export interface CancelOrderParams {
  readonly market: string;
  readonly hedgeVenue: number;
  readonly orderId: string;
  readonly side: Side;
  readonly positionSide?: PositionSide;
}

/** What the edit form holds. Prices may be present for any type; the rules decide what is sent. */
export interface OrderEditInput {
  readonly cancelParams: CancelOrderParams;
  readonly orderType: OrderType;
  readonly quantity: string;
  readonly limitPrice?: string | null;
  readonly stopPrice?: string | null;
  readonly postOnly?: boolean;
  readonly marginMode?: string;
}

/** Edit order request (spec 3.1). */
export interface EditOrderRequest {
  readonly cancelParams: CancelOrderParams;
  readonly orderType: OrderType;
  readonly quantity: string;
  readonly limitPrice?: string;
  readonly stopPrice?: string;
  readonly postOnly?: boolean;
  readonly marginMode?: string;
}

/** R-EDIT-1: types whose edit sends limitPrice. */
export const LIMIT_PRICE_EDIT_TYPES = ['LIMIT', 'STOP_LOSS_LIMIT', 'STOP', 'LIMIT_MAKER'] as const;
/** R-EDIT-2: types whose edit sends stopPrice. */
export const STOP_PRICE_EDIT_TYPES = ['STOP_LOSS', 'STOP_LOSS_LIMIT', 'STOP'] as const;
/** R-EDIT-3: order types needing no limit price (RFQ is a ticket type, not an OrderType). */
export const ORDER_TYPES_WITHOUT_LIMIT_PRICE = [
  'MARKET',
  'RFQ',
  'STOP_MARKET',
  'TAKE_PROFIT_MARKET',
  'TRAILING_STOP_MARKET',
  'STOP_LOSS',
] as const;

export function sendsLimitPriceOnEdit(type: OrderType): boolean {
  return (LIMIT_PRICE_EDIT_TYPES as readonly string[]).includes(type);
}

export function sendsStopPriceOnEdit(type: OrderType): boolean {
  return (STOP_PRICE_EDIT_TYPES as readonly string[]).includes(type);
}

/** R-EDIT-3: whether a ticket of this type asks for a limit price. */
export function needsLimitPrice(type: OrderType | 'RFQ'): boolean {
  return !(ORDER_TYPES_WITHOUT_LIMIT_PRICE as readonly string[]).includes(type);
}

const present = (s: string | null | undefined): s is string =>
  s !== null && s !== undefined && s.trim() !== '';

/** R-EDIT-1/2: the edit request, with limitPrice and stopPrice only where the type sends them. */
export function buildOrderEditPayload(input: OrderEditInput): EditOrderRequest {
  const { cancelParams, orderType, quantity, limitPrice, stopPrice, postOnly, marginMode } = input;
  return {
    cancelParams,
    orderType,
    quantity: quantity.trim(),
    ...(sendsLimitPriceOnEdit(orderType) && present(limitPrice)
      ? { limitPrice: limitPrice.trim() }
      : {}),
    ...(sendsStopPriceOnEdit(orderType) && present(stopPrice)
      ? { stopPrice: stopPrice.trim() }
      : {}),
    ...(postOnly !== undefined ? { postOnly } : {}),
    ...(marginMode !== undefined ? { marginMode } : {}),
  };
}

const isPositiveAmount = (s: string): boolean =>
  isPositiveDecimal(s) && compareDecimal(normalizeDecimal(s), '0') > 0;

/**
 * R-EDIT-4: the messages that block an edit: quantity, and each price the type sends, must be
 * present ('{field} is required') and a positive decimal. Empty list = valid.
 */
export function orderEditErrors(input: OrderEditInput): string[] {
  const errors: string[] = [];
  const check = (label: string, value: string | null | undefined): void => {
    if (!present(value)) errors.push(requiredMessage(label));
    else if (!isPositiveAmount(value.trim())) errors.push(`${label} must be a positive number`);
  };
  check('Quantity', input.quantity);
  if (sendsLimitPriceOnEdit(input.orderType)) check('Limit price', input.limitPrice);
  if (sendsStopPriceOnEdit(input.orderType)) check('Stop price', input.stopPrice);
  return errors;
}
