// Perpetual funding (docs/orders.md "Funding"): the simulator's mark stream announces the
// funding rate and the next funding time; when a mark arrives at or after that time, the
// period is due at the rate announced for it. Each open position pays size × mark × rate
// (longs pay a positive rate, shorts receive it) against the venue's 'house:funding' book.
import {
  multiplyDecimal,
  negateDecimal,
  roundDecimalHalfUp,
  signDecimal,
} from '../../domain/decimal';
import { Journal, subBook } from '../ledger/journal';
import type { MarkPriceMessage } from '../market/types';
import type { Position } from './account-state';
import { MONEY_PLACES } from './fees';

export interface FundingDue {
  readonly symbol: string;
  /** The funding time (period key with the symbol). */
  readonly fundingTime: number;
  readonly rate: string;
  readonly markPrice: string;
}

/** Watches mark messages and reports each funding time the stream passes. */
export class FundingClock {
  private readonly announced = new Map<string, { rate: string; nextFundingTime: number }>();

  /** The periods due with this mark (none until a funding time has been seen ahead). */
  observe(mark: MarkPriceMessage): FundingDue | null {
    if (mark.fundingRate === '' || mark.nextFundingTime <= 0) return null;
    const before = this.announced.get(mark.symbol);
    this.announced.set(mark.symbol, {
      rate: mark.fundingRate,
      nextFundingTime: mark.nextFundingTime,
    });
    if (!before || mark.serverTime < before.nextFundingTime) return null;
    if (mark.nextFundingTime <= before.nextFundingTime) return null;
    return {
      symbol: mark.symbol,
      fundingTime: before.nextFundingTime,
      rate: before.rate,
      markPrice: mark.markPrice,
    };
  }
}

/** The payment of one position (positive: it pays), rounded half-up to 8 decimals. */
export function fundingPayment(size: string, markPrice: string, rate: string): string {
  return roundDecimalHalfUp(multiplyDecimal(multiplyDecimal(size, markPrice), rate), MONEY_PLACES);
}

/** One journal for a period: every open position of the symbol pays or receives. */
export function fundingJournal(
  due: FundingDue,
  collateralToken: string,
  positions: readonly Position[],
): Journal {
  const journal = new Journal();
  const ref = `${due.symbol}:funding:${due.fundingTime}`;
  for (const p of positions) {
    if (p.symbol !== due.symbol || signDecimal(p.size) === 0) continue;
    const pay = fundingPayment(p.size, due.markPrice, due.rate);
    const book = subBook(p.subaccountId);
    if (signDecimal(pay) > 0)
      journal.transfer(book, 'house:funding', collateralToken, pay, 'funding', ref);
    else
      journal.transfer('house:funding', book, collateralToken, negateDecimal(pay), 'funding', ref);
  }
  journal.check();
  return journal;
}
