// Maker and taker fee rates of the venue (fractions of the traded notional, quote token).
import { multiplyDecimal, roundDecimalHalfUp } from '../../domain/decimal';

export const MAKER_FEE_RATE = '0.0002';
export const TAKER_FEE_RATE = '0.0005';
/** Fees and PnL are rounded half-up to this many decimals. */
export const MONEY_PLACES = 8;

/** The fee of an order for `quantity` at `price`: a LIMIT_MAKER never takes, so it pays the maker rate. */
export function estimatedFee(quantity: string, price: string, orderType: string): string {
  const rate = orderType === 'LIMIT_MAKER' ? MAKER_FEE_RATE : TAKER_FEE_RATE;
  return roundDecimalHalfUp(multiplyDecimal(multiplyDecimal(quantity, price), rate), MONEY_PLACES);
}
