// The credit page's figures (issue 13 "Credit", flag credit_loan_balance): the trade credit line
// exactly as quotes and orders check it (credit/credit.ts creditOf), its freeze and reason,
// the facility's loans with simple interest accrued to now (actual/365), and what falls due.
import type { Kysely } from 'kysely';
import { addDecimal, multiplyDecimal, roundDecimalHalfUp } from '../../domain/decimal';
import { PORTFOLIO_DAY_MS } from '../../domain/portfolio';
import { creditOf, type CreditView } from '../credit/credit';
import type { Database } from '../db/schema';

export const DAYS_PER_YEAR = 365;

/** Simple interest of `principal` at `annualRate` over whole days from start to `at`. */
export function accruedInterest(
  principal: string,
  annualRate: string,
  startedAt: number,
  at: number,
): string {
  const days = Math.max(0, Math.floor((at - startedAt) / PORTFOLIO_DAY_MS));
  const yearFraction = (days / DAYS_PER_YEAR).toFixed(12);
  return roundDecimalHalfUp(
    multiplyDecimal(multiplyDecimal(principal, annualRate), yearFraction),
    2,
  );
}

export interface CreditReport extends CreditView {
  readonly frozen: boolean;
  readonly frozenReason: string | null;
  readonly loans: {
    id: number;
    token: string;
    principal: string;
    annualRate: string;
    startedAt: number;
    dueAt: number;
    accruedInterest: string;
    outstanding: string;
  }[];
  readonly amountsDue: { token: string; amount: string; dueAt: number; loanId: number }[];
}

export async function creditReport(
  db: Kysely<Database>,
  customerId: number,
  now: number,
): Promise<CreditReport> {
  const [line, terms, loans] = await Promise.all([
    creditOf(db, customerId),
    db
      .selectFrom('customer_credit')
      .select(['frozen', 'frozen_reason'])
      .where('customer_id', '=', customerId)
      .executeTakeFirst(),
    db
      .selectFrom('credit_loans')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('repaid_at', 'is', null)
      .orderBy('due_at')
      .execute(),
  ]);
  const views = loans.map((l) => {
    const accrued = accruedInterest(l.principal, l.annual_rate, Number(l.started_at), now);
    return {
      id: l.id,
      token: l.token,
      principal: l.principal,
      annualRate: l.annual_rate,
      startedAt: Number(l.started_at),
      dueAt: Number(l.due_at),
      accruedInterest: accrued,
      outstanding: addDecimal(l.principal, accrued),
    };
  });
  return {
    ...line,
    frozen: terms?.frozen ?? false,
    frozenReason: terms?.frozen_reason ?? null,
    loans: views,
    // What each loan owes on its due date: principal plus interest accrued to that date.
    amountsDue: views.map((l) => ({
      token: l.token,
      amount: addDecimal(
        l.principal,
        accruedInterest(l.principal, l.annualRate, l.startedAt, l.dueAt),
      ),
      dueAt: l.dueAt,
      loanId: l.id,
    })),
  };
}
