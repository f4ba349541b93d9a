// The allocation's bookings as data (docs/post-trade.md "Allocation"): the spot journal
// (R-PT-4), and for derivatives the block and the legs the position moves are made of
// (derivative-allocation.ts). Pure, no SQL.
import { signDecimal } from '../../domain/decimal';
import type { AllocationLeg } from '../../domain/post-trade';
import { Journal, subBook } from '../ledger/journal';
import type { AllocationRow } from './allocation-store';
import type { Plan } from './allocation-service';
import type { DerivativeBlock } from './derivative-allocation';
import type { PositionSide } from './position-move';

/** The block a derivative allocation moves size from, at its average price. */
export function blockOf(
  p: Pick<
    Plan,
    | 'symbol'
    | 'side'
    | 'baseToken'
    | 'feeToken'
    | 'averagePrice'
    | 'sourceSubaccountId'
    | 'positionSide'
  >,
): DerivativeBlock {
  return {
    symbol: p.symbol,
    side: p.side,
    baseToken: p.baseToken,
    collateral: p.feeToken,
    price: p.averagePrice,
    sourceSubaccountId: p.sourceSubaccountId,
    sourceSide: p.positionSide,
  };
}

export const derivativeLegs = (
  legs: readonly AllocationLeg[],
  sides: ReadonlyMap<number, PositionSide>,
) =>
  legs.map((l) => ({
    subaccountId: l.subaccountId,
    quantity: l.quantity,
    feeShare: l.feeShare,
    positionSide: sides.get(l.subaccountId) ?? 'BOTH',
  }));

export const fractionDigits = (d: string): number =>
  d.includes('.') ? (d.split('.')[1] ?? '').length : 0;

export function stripIds(row: AllocationRow) {
  return {
    entity_id: row.entity_id,
    symbol: row.symbol,
    side: row.side,
    base_token: row.base_token,
    quote_token: row.quote_token,
    source_subaccount_id: row.source_subaccount_id,
    remainder_subaccount_id: row.remainder_subaccount_id,
    mode: row.mode,
    quantity: row.quantity,
    average_price: row.average_price,
    notional: row.notional,
    fee: row.fee,
    fee_token: row.fee_token,
  };
}

/**
 * The allocation's journal (R-PT-4): for a buy, each leg receives its base quantity from the
 * block's subaccount and pays it its quote value and fee share; for a sell, each leg delivers
 * the base and receives the quote value, and still pays its fee share. A leg on the block's own
 * subaccount moves nothing. `reverse` swaps every direction.
 */
export function allocationJournal(
  plan: Pick<Plan, 'side' | 'baseToken' | 'quoteToken' | 'feeToken' | 'sourceSubaccountId'>,
  legs: readonly AllocationLeg[],
  ref: string,
  reverse: boolean,
): Journal {
  const journal = new Journal();
  const source = subBook(plan.sourceSubaccountId);
  const move = (
    from: ReturnType<typeof subBook>,
    to: ReturnType<typeof subBook>,
    token: string,
    amount: string,
  ) => {
    if (signDecimal(amount) === 0) return;
    if (reverse) journal.transfer(to, from, token, amount, 'allocation', ref);
    else journal.transfer(from, to, token, amount, 'allocation', ref);
  };
  for (const leg of legs) {
    if (leg.subaccountId === plan.sourceSubaccountId) continue;
    const target = subBook(leg.subaccountId);
    if (plan.side === 'BUY') {
      move(source, target, plan.baseToken, leg.quantity);
      move(target, source, plan.quoteToken, leg.quoteValue);
    } else {
      move(target, source, plan.baseToken, leg.quantity);
      move(source, target, plan.quoteToken, leg.quoteValue);
    }
    move(target, source, plan.feeToken, leg.feeShare);
  }
  return journal;
}
