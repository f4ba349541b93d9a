// The post-trade breakdown of a Fusion order (docs/fusion.md): where each part filled, the
// parent's status and all-in average, and the price improvement versus the best single source
// at the moment of routing. An Edge child is read from its order, so a resting remainder that
// fills later shows here too.
import type { Kysely } from 'kysely';
import {
  addDecimal,
  compareDecimal,
  multiplyDecimal,
  signDecimal,
  roundDecimalHalfUp,
  subtractDecimal,
} from '../../domain/decimal';
import type { Database } from '../db/schema';
import type { OrderService } from '../orders/service';
import { fillsOfOrder, orderOfSubaccount } from '../orders/store';
import { divideDecimal } from '../positions/math';
import type { StoredPlan } from './router';
import type { ChildRow, ParentRow } from './store';

export interface FusionChildView {
  readonly source: 'EDGE' | 'OTC';
  readonly plannedQuantity: string;
  readonly executedQuantity: string;
  /** Average execution price ('' when nothing executed). */
  readonly price: string;
  readonly fee: string;
  readonly feeToken: string;
  /** (notional ± fee) / quantity; '' when nothing executed. */
  readonly allInPrice: string;
  readonly status: string;
  readonly reason: string;
  /** EDGE: the Edge order id; OTC: the firm quote id. */
  readonly reference: string;
  readonly fills: readonly { price: string; quantity: string; fee: string; time: number }[];
}

export interface FusionOrderView {
  readonly id: number;
  readonly clientOrderId: string;
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly orderType: 'MARKET' | 'LIMIT';
  readonly timeInForce: 'IOC' | 'GTC';
  readonly quantity: string;
  readonly limitPrice: string;
  readonly status: string;
  readonly executedQuantity: string;
  readonly allInPrice: string;
  readonly totalFee: string;
  readonly plan: StoredPlan | null;
  readonly children: readonly FusionChildView[];
  /**
   * Quote-currency saved versus the best single source's all-in price on the executed
   * quantity (positive = better); null when no single source could fill the routed quantity.
   */
  readonly priceImprovement: string | null;
  readonly createdAt: number;
}

const OPEN = new Set(['NEW', 'PARTIALLY_FILLED', 'PENDING_CANCEL']);

export async function fusionOrderView(
  db: Kysely<Database>,
  p: ParentRow,
  children: readonly ChildRow[],
  orders: OrderService,
): Promise<FusionOrderView> {
  const side = p.side;
  const quoteToken = orders.instruments.get(p.symbol)?.quoteToken ?? '';
  const parts = await Promise.all(children.map((c) => childView(db, p, c, quoteToken)));
  const views = parts.map((x) => x.view);
  let executed = '0';
  let allInNotional = '0';
  let totalFee = '0';
  for (const { view: c, allInNotional: n } of parts) {
    executed = addDecimal(executed, c.executedQuantity);
    allInNotional = addDecimal(allInNotional, n);
    totalFee = addDecimal(totalFee, c.fee);
  }
  const plan = Object.keys(p.plan).length > 0 ? (p.plan as unknown as StoredPlan) : null;
  const allIn = signDecimal(executed) > 0 ? divideDecimal(allInNotional, executed, 8) : '';
  const improvement =
    plan?.bestSingleAllInPrice && signDecimal(executed) > 0
      ? priceImprovement(side, plan.bestSingleAllInPrice, executed, allInNotional)
      : null;
  return {
    id: p.id,
    clientOrderId: p.client_order_id,
    symbol: p.symbol,
    side,
    orderType: p.order_type,
    timeInForce: p.time_in_force,
    quantity: p.quantity,
    limitPrice: p.limit_price ?? '',
    status: parentStatus(p, views, executed),
    executedQuantity: executed,
    allInPrice: allIn,
    totalFee,
    plan,
    children: views,
    priceImprovement: improvement,
    createdAt: Number(p.created_at),
  };
}

/**
 * What the executed quantity saved against the best single source's all-in price, from exact
 * totals (the children's notional ± fees) rounded once to 8 places (averaging per unit first
 * and multiplying back added its own rounding). The Edge fee is still rounded per fill, so an
 * order filled exactly as the best single source can differ from that source's exact all-in
 * value by a few 1e-8 either way: the screen shows the figure in the quote currency's decimals.
 */
export function priceImprovement(
  side: 'BUY' | 'SELL',
  bestSingleAllInPrice: string,
  executed: string,
  allInNotional: string,
): string {
  const single = multiplyDecimal(bestSingleAllInPrice, executed);
  const saved =
    side === 'BUY'
      ? subtractDecimal(single, allInNotional)
      : subtractDecimal(allInNotional, single);
  return roundDecimalHalfUp(saved, 8);
}

function parentStatus(
  p: ParentRow,
  children: readonly FusionChildView[],
  executed: string,
): string {
  if (p.state === 'ROUTING') return 'NEW';
  const open = children.some((c) => OPEN.has(c.status));
  const full = compareDecimal(executed, p.quantity) >= 0;
  if (full) return 'FILLED';
  if (open) return signDecimal(executed) > 0 ? 'PARTIALLY_FILLED' : 'NEW';
  if (signDecimal(executed) > 0) return 'EXPIRED';
  return children.length > 0 && children.every((c) => c.status === 'REJECTED')
    ? 'REJECTED'
    : 'EXPIRED';
}

async function childView(
  db: Kysely<Database>,
  p: ParentRow,
  c: ChildRow,
  quoteToken: string,
): Promise<{ view: FusionChildView; allInNotional: string }> {
  if (c.source === 'OTC') {
    const price = c.price ?? '';
    const executed = c.executed_quantity;
    const view: FusionChildView = {
      source: 'OTC',
      plannedQuantity: c.planned_quantity,
      executedQuantity: executed,
      price: signDecimal(executed) > 0 ? price : '',
      fee: '0',
      feeToken: quoteToken,
      // The spread is inside the firm price: all-in = price.
      allInPrice: signDecimal(executed) > 0 ? price : '',
      status: c.status,
      reason: c.reason,
      reference: c.fx_quote_id ?? '',
      fills:
        signDecimal(executed) > 0
          ? [{ price, quantity: executed, fee: '0', time: Number(p.created_at) }]
          : [],
    };
    // The spread is inside the firm price: all-in = price × quantity.
    return {
      view,
      allInNotional: signDecimal(executed) > 0 ? multiplyDecimal(price, executed) : '0',
    };
  }
  const row = c.order_id
    ? await orderOfSubaccount(db, p.edge_subaccount_id, c.order_id)
    : undefined;
  const fills = c.order_id ? await fillsOfOrder(db, c.order_id) : [];
  const executed = row?.executed_quantity ?? '0';
  const notional = row?.executed_notional ?? '0';
  const fee = row?.fee ?? '0';
  const has = signDecimal(executed) > 0;
  const allInNotional =
    p.side === 'BUY' ? addDecimal(notional, fee) : subtractDecimal(notional, fee);
  const view: FusionChildView = {
    source: 'EDGE',
    plannedQuantity: c.planned_quantity,
    executedQuantity: executed,
    price: has ? divideDecimal(notional, executed, 8) : '',
    fee,
    feeToken: row?.fee_token ?? quoteToken,
    allInPrice: has ? divideDecimal(allInNotional, executed, 8) : '',
    status: row?.status ?? c.status,
    reason: row?.reason ?? c.reason,
    reference: c.order_id ?? '',
    fills: fills.map((f) => ({ price: f.price, quantity: f.quantity, fee: f.fee, time: f.time })),
  };
  return { view, allInNotional: has ? allInNotional : '0' };
}
