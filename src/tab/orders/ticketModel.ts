// The order ticket as pure rules (spec 2.4, 3.1, 3.4, 5): which order types an instrument
// offers, which fields each type needs, how inputs are validated and what request they make.
// Framework-free; the Ticket view renders what these functions say.
import type { EdgeKind } from '../market/instruments';
import { compareDecimal, normalizeDecimal } from '../../../domain/decimal';
import type {
  OrderType,
  PositionSide,
  ScreenOrderType,
  Side,
  TimeInForce,
} from '../../../domain/enums';
import { isPositiveDecimal } from '../../../domain/numbers';
import { needsLimitPrice } from '../../../domain/orderEdit';
import { requiredMessage } from '../../../domain/text';
import { decimalToUnits, stepDecimals } from '../../../domain/ticks';
import type { OrderFlags } from './instrumentFlags';

/** The ticket's tabs: the screen-level order types of spec 3.1. */
export type TicketTab = ScreenOrderType;

/** Which flag (spec 3.4) opens which tab, in the order the ticket shows them. */
const TAB_FLAGS: readonly (readonly [TicketTab, keyof OrderFlags])[] = [
  ['Limit', 'allowsLimitOrder'],
  ['Market', 'allowsMarketOrder'],
  ['Stop', 'allowsStopOrder'],
  ['FOK', 'allowsFOKOrder'],
  ['TWAP', 'allowsTWAPOrder'],
];

export function availableTabs(flags: OrderFlags): TicketTab[] {
  return TAB_FLAGS.filter(([, flag]) => flags[flag]).map(([tab]) => tab);
}

/** Stop-family order types per market kind: spot uses the stop-loss / take-profit names,
 *  futures and perpetuals the derivatives names (spec 3.1). */
export const SPOT_STOP_TYPES: readonly OrderType[] = [
  'STOP_LOSS',
  'STOP_LOSS_LIMIT',
  'TAKE_PROFIT',
  'TAKE_PROFIT_LIMIT',
];
export const DERIVATIVE_STOP_TYPES: readonly OrderType[] = [
  'STOP_MARKET',
  'STOP',
  'STOP_LIMIT',
  'TAKE_PROFIT_MARKET',
  'TRAILING_STOP_MARKET',
];

export function stopTypes(kind: EdgeKind): readonly OrderType[] {
  return kind === 'spot' ? SPOT_STOP_TYPES : DERIVATIVE_STOP_TYPES;
}

export const ORDER_TYPE_LABEL: Readonly<Record<OrderType, string>> = {
  LIMIT: 'Limit',
  MARKET: 'Market',
  STOP_LOSS: 'Stop loss',
  STOP_LOSS_LIMIT: 'Stop loss limit',
  TAKE_PROFIT: 'Take profit',
  TAKE_PROFIT_LIMIT: 'Take profit limit',
  LIMIT_MAKER: 'Limit maker',
  STOP: 'Stop',
  STOP_MARKET: 'Stop market',
  TAKE_PROFIT_MARKET: 'Take profit market',
  TRAILING_STOP_MARKET: 'Trailing stop',
  STOP_LIMIT: 'Stop limit',
  TWAP: 'TWAP',
};

/** Types that carry a trigger (stop) price. */
const STOP_PRICE_TYPES: ReadonlySet<OrderType> = new Set<OrderType>([
  'STOP_LOSS',
  'STOP_LOSS_LIMIT',
  'TAKE_PROFIT',
  'TAKE_PROFIT_LIMIT',
  'STOP',
  'STOP_MARKET',
  'TAKE_PROFIT_MARKET',
  'STOP_LIMIT',
]);

/** Types that rest on the book with a limit and so take a time in force. */
const TIF_TYPES: ReadonlySet<OrderType> = new Set<OrderType>([
  'LIMIT',
  'STOP_LOSS_LIMIT',
  'TAKE_PROFIT_LIMIT',
  'TAKE_PROFIT',
  'STOP',
  'STOP_LIMIT',
]);

export interface TicketFields {
  readonly limitPrice: boolean;
  readonly stopPrice: boolean;
  /** Trailing stop: activation price and callback rate. */
  readonly trailing: boolean;
  readonly timeInForce: boolean;
  readonly postOnly: boolean;
  readonly reduceOnly: boolean;
  /** TWAP: duration and number of slices. */
  readonly twap: boolean;
  /** Futures and perpetuals: leverage and margin mode. */
  readonly leverage: boolean;
}

/** Exactly the fields an order type needs (spec 2.4 "shows exactly the fields each type needs"). */
export function ticketFields(type: OrderType, kind: EdgeKind): TicketFields {
  const derivative = kind !== 'spot';
  return {
    limitPrice: needsLimitPrice(type),
    stopPrice: STOP_PRICE_TYPES.has(type),
    trailing: type === 'TRAILING_STOP_MARKET',
    timeInForce: TIF_TYPES.has(type),
    postOnly: type === 'LIMIT' || type === 'LIMIT_MAKER',
    reduceOnly: derivative && type !== 'TWAP',
    twap: type === 'TWAP',
    leverage: derivative,
  };
}

/** What the user has typed and picked. Prices and quantities are strings as typed. */
export interface TicketInput {
  readonly tab: TicketTab;
  readonly side: Side;
  /** The stop-family type chosen under the Stop tab. */
  readonly stopType: OrderType;
  readonly limitPrice: string;
  readonly stopPrice: string;
  readonly quantity: string;
  readonly timeInForce: TimeInForce;
  readonly postOnly: boolean;
  readonly reduceOnly: boolean;
  readonly activationPrice: string;
  readonly callbackRate: string;
  /** TWAP duration in seconds and the number of child orders. */
  readonly twapSeconds: string;
  readonly twapSlices: string;
}

export function emptyTicket(kind: EdgeKind, tab: TicketTab = 'Limit'): TicketInput {
  return {
    tab,
    side: 'BUY',
    stopType: stopTypes(kind)[0] ?? 'STOP_LOSS',
    limitPrice: '',
    stopPrice: '',
    quantity: '',
    timeInForce: 'GTC',
    postOnly: false,
    reduceOnly: false,
    activationPrice: '',
    callbackRate: '',
    twapSeconds: '300',
    twapSlices: '5',
  };
}

/** The wire order type of a ticket: post-only limit orders are LIMIT_MAKER, FOK is a limit. */
export function resolveOrderType(input: TicketInput): OrderType {
  switch (input.tab) {
    case 'Limit':
      return input.postOnly ? 'LIMIT_MAKER' : 'LIMIT';
    case 'Market':
      return 'MARKET';
    case 'FOK':
      return 'LIMIT';
    case 'TWAP':
      return 'TWAP';
    case 'Stop':
      return input.stopType;
  }
}

export function fieldsOf(input: TicketInput, kind: EdgeKind): TicketFields {
  const f = ticketFields(resolveOrderType(input), kind);
  // The FOK tab fixes the time in force; a post-only limit never takes liquidity (GTX).
  if (input.tab === 'FOK' || input.postOnly) return { ...f, timeInForce: false };
  return f;
}

/** Time-in-force choices: the venue's allowed list (GET /api/otc/order/allowed_time_in_force),
 *  without FOK unless the instrument allows it, and never NONE on a resting type. */
export function timeInForceChoices(
  allowed: readonly TimeInForce[],
  flags: OrderFlags,
): TimeInForce[] {
  return allowed.filter((t) => t !== 'NONE' && (t !== 'FOK' || flags.allowsFOKOrder));
}

/** The time in force a ticket sends. */
export function resolveTimeInForce(input: TicketInput, kind: EdgeKind): TimeInForce {
  if (input.tab === 'FOK') return 'FOK';
  if (input.tab === 'Limit' && input.postOnly) return 'GTX';
  return fieldsOf(input, kind).timeInForce ? input.timeInForce : 'NONE';
}

export interface MarketUnits {
  readonly tickSize: string;
  readonly lotSize: string;
  readonly kind: EdgeKind;
}

export type TicketField =
  | 'limitPrice'
  | 'stopPrice'
  | 'quantity'
  | 'activationPrice'
  | 'callbackRate'
  | 'twapSeconds'
  | 'twapSlices';

export const FIELD_LABEL: Readonly<Record<TicketField, string>> = {
  limitPrice: 'Price',
  stopPrice: 'Stop price',
  quantity: 'Quantity',
  activationPrice: 'Activation price',
  callbackRate: 'Callback rate',
  twapSeconds: 'Duration (s)',
  twapSlices: 'Slices',
};

export type TicketErrors = Partial<Record<TicketField, string>>;

const isPositive = (s: string): boolean =>
  isPositiveDecimal(s) && compareDecimal(normalizeDecimal(s.replace(/^\+/, '')), '0') > 0;

function onStep(value: string, step: string): boolean {
  try {
    decimalToUnits(normalizeDecimal(value.replace(/^\+/, '')), step);
    return true;
  } catch {
    return false;
  }
}

/** Spec 5 rules: '{field} is required', the positive decimal pattern, tick and lot steps. */
export function validateTicket(input: TicketInput, units: MarketUnits): TicketErrors {
  const f = fieldsOf(input, units.kind);
  const errors: { -readonly [K in TicketField]?: string } = {};
  const check = (field: TicketField, value: string, step: string | null): void => {
    const label = FIELD_LABEL[field];
    const v = value.trim();
    if (v === '') errors[field] = requiredMessage(label);
    else if (!isPositive(v)) errors[field] = `${label} must be a positive number`;
    else if (step !== null && !onStep(v, step))
      errors[field] = `${label} must be a multiple of ${step}`;
  };
  check('quantity', input.quantity, units.lotSize);
  if (f.limitPrice) check('limitPrice', input.limitPrice, units.tickSize);
  if (f.stopPrice) check('stopPrice', input.stopPrice, units.tickSize);
  if (f.trailing) {
    if (input.activationPrice.trim() !== '')
      check('activationPrice', input.activationPrice, units.tickSize);
    check('callbackRate', input.callbackRate, null);
    const rate = input.callbackRate.trim();
    if (
      errors.callbackRate === undefined &&
      (compareDecimal(normalizeDecimal(rate), '0.1') < 0 ||
        compareDecimal(normalizeDecimal(rate), '5') > 0)
    )
      errors.callbackRate = 'Callback rate must be between 0.1 and 5';
  }
  if (f.twap) {
    check('twapSeconds', input.twapSeconds, '1');
    check('twapSlices', input.twapSlices, '1');
  }
  return errors;
}

/** Decimals an amount input keeps (spec 5 sanitising): the tick's or the lot's. */
export function inputDecimals(field: TicketField, units: MarketUnits): number {
  switch (field) {
    case 'quantity':
      return stepDecimals(units.lotSize);
    case 'limitPrice':
    case 'stopPrice':
    case 'activationPrice':
      return stepDecimals(units.tickSize);
    case 'callbackRate':
      return 1;
    case 'twapSeconds':
    case 'twapSlices':
      return 0;
  }
}

/** The order a valid ticket makes, in the terms of spec 3.1 (decimal strings). */
export interface OrderDraft {
  readonly market: string;
  readonly side: Side;
  readonly orderType: OrderType;
  readonly timeInForce: TimeInForce;
  readonly quantity: string;
  readonly limitPrice?: string;
  readonly stopPrice?: string;
  readonly postOnly: boolean;
  readonly reduceOnly: boolean;
  readonly activationPrice?: string;
  readonly callbackRate?: string;
  readonly positionSide: PositionSide;
  readonly marginMode?: string;
  /** TWAP: milliseconds and child orders. */
  readonly duration?: number;
  readonly numberOfSlices?: number;
}

const canon = (s: string): string => normalizeDecimal(s.trim().replace(/^\+/, ''));

export function buildDraft(
  input: TicketInput,
  symbol: string,
  units: MarketUnits,
  marginMode?: string,
): OrderDraft {
  const f = fieldsOf(input, units.kind);
  const type = resolveOrderType(input);
  return {
    market: symbol,
    side: input.side,
    orderType: type,
    timeInForce: resolveTimeInForce(input, units.kind),
    quantity: canon(input.quantity),
    ...(f.limitPrice ? { limitPrice: canon(input.limitPrice) } : {}),
    ...(f.stopPrice ? { stopPrice: canon(input.stopPrice) } : {}),
    postOnly: type === 'LIMIT_MAKER',
    reduceOnly: f.reduceOnly && input.reduceOnly,
    ...(f.trailing && input.activationPrice.trim() !== ''
      ? { activationPrice: canon(input.activationPrice) }
      : {}),
    ...(f.trailing ? { callbackRate: canon(input.callbackRate) } : {}),
    positionSide: 'BOTH',
    ...(f.leverage && marginMode !== undefined ? { marginMode } : {}),
    ...(f.twap
      ? {
          duration: Number(canon(input.twapSeconds)) * 1_000,
          numberOfSlices: Number(canon(input.twapSlices)),
        }
      : {}),
  };
}
