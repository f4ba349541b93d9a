// Per-customer credit (docs/quotes.md "Credit"): the gross USD notional of every RFQ, RFS and
// options execution of the customer counts against its limit; a trade that would pass the
// limit is refused with the spec 5 text.
import { sql, type Kysely, type Transaction } from 'kysely';
import { addDecimal, compareDecimal, subtractDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';

export const INSUFFICIENT_CREDIT_TEXT = 'Insufficient Credit Remaining';

export const insufficientCredit = (): ApiError =>
  new ApiError(402, 'INSUFFICIENT_CREDIT', INSUFFICIENT_CREDIT_TEXT);

export interface CreditView {
  readonly customerId: number;
  readonly currency: 'USD';
  readonly limit: string;
  readonly used: string;
  readonly remaining: string;
}

export interface CustomerTerms {
  readonly limitUsd: string;
  readonly markupBps: number;
  /** A frozen line has nothing remaining (migration 042). */
  readonly frozen: boolean;
}

/** A customer without a row has no credit (limit 0) and no markup. */
export async function termsOf(
  db: Kysely<Database> | Transaction<Database>,
  customerId: number,
): Promise<CustomerTerms> {
  const row = await db
    .selectFrom('customer_credit')
    .select(['limit_usd', 'markup_bps', 'frozen'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return {
    limitUsd: row?.limit_usd ?? '0',
    markupBps: row?.markup_bps ?? 0,
    frozen: row?.frozen ?? false,
  };
}

export async function creditOf(
  db: Kysely<Database> | Transaction<Database>,
  customerId: number,
): Promise<CreditView> {
  const [terms, used] = await Promise.all([
    termsOf(db, customerId),
    db
      .selectFrom('quote_trades')
      .select(sql<string | null>`sum(notional_usd)::text`.as('used'))
      .where('entity_id', '=', customerId)
      .executeTakeFirst(),
  ]);
  const usedUsd = used?.used ?? '0';
  return {
    customerId,
    currency: 'USD',
    limit: terms.limitUsd,
    used: addDecimal(usedUsd, '0'),
    remaining: terms.frozen ? '0' : subtractDecimal(terms.limitUsd, usedUsd),
  };
}

/** Inside the booking transaction: locks the customer's credit row, then checks. */
export async function checkCredit(
  tx: Transaction<Database>,
  customerId: number,
  notionalUsd: string,
): Promise<void> {
  await tx
    .selectFrom('customer_credit')
    .select('customer_id')
    .where('customer_id', '=', customerId)
    .forUpdate()
    .execute();
  const credit = await creditOf(tx, customerId);
  if (compareDecimal(notionalUsd, credit.remaining) > 0) throw insufficientCredit();
}
