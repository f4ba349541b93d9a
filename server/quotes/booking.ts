// Books a quote execution through the ledger (server/ledger): a journal between the
// customer's OTC subaccount and 'house:market', the balances it moves, and the subaccount's
// event seq, in the caller's transaction. The order service's in-memory balances are told
// after the commit (applyCommitted) so /uapi/v2/token_balances and order checks see them.
import { sql, type Transaction } from 'kysely';
import { compareDecimal, subtractDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { Journal, subBook } from '../ledger/journal';
import type { OrderService } from '../orders/service';

/** Journal ids of quote bookings live above this so they never meet the order service's. */
export const QUOTE_JOURNAL_BASE = 1_000_000_000_000;

export interface Movement {
  /** Token the customer pays and how much (positive). */
  readonly payToken: string;
  readonly payAmount: string;
  /** Token the customer receives (absent for an option premium paid). */
  readonly receiveToken: string | null;
  readonly receiveAmount: string;
}

export interface Booked {
  readonly subaccountId: number;
  readonly accountId: number;
  readonly deltas: ReadonlyMap<string, string>;
  readonly seq: number;
}

export const insufficientBalance = (): ApiError =>
  new ApiError(409, 'INSUFFICIENT_BALANCE', 'Insufficient balance');

export async function bookMovement(
  tx: Transaction<Database>,
  orders: OrderService,
  subaccountId: number,
  movement: Movement,
  ref: string,
  kind: string,
  time: number,
  journalId: number,
): Promise<Booked> {
  // The database balance is the truth inside the transaction; holds of open Edge orders on
  // this subaccount still count (they are in memory only).
  const row = await tx
    .selectFrom('balances')
    .select('amount')
    .where('subaccount_id', '=', subaccountId)
    .where('token', '=', movement.payToken)
    .forUpdate()
    .executeTakeFirst();
  const available = subtractDecimal(
    row?.amount ?? '0',
    orders.locked(subaccountId, movement.payToken),
  );
  if (compareDecimal(available, movement.payAmount) < 0) throw insufficientBalance();
  const journal = new Journal();
  const sub = subBook(subaccountId);
  journal.transfer(sub, 'house:market', movement.payToken, movement.payAmount, kind, ref);
  if (movement.receiveToken)
    journal.transfer('house:market', sub, movement.receiveToken, movement.receiveAmount, kind, ref);
  journal.check();
  // A zero-cost options structure moves nothing: no entries to write.
  if (journal.entries.length > 0)
    await tx
      .insertInto('ledger_entries')
      .values(
        journal.entries.map((e) => ({
          journal_id: journalId,
          book: e.book,
          token: e.token,
          amount: e.amount,
          kind: e.kind,
          ref: e.ref,
          time,
        })),
      )
      .execute();
  const deltas = journal.deltas().get(subaccountId) ?? new Map<string, string>();
  for (const [token, delta] of deltas)
    await tx
      .insertInto('balances')
      .values({ subaccount_id: subaccountId, token, amount: delta })
      .onConflict((oc) =>
        oc
          .columns(['subaccount_id', 'token'])
          .doUpdateSet({ amount: sql`balances.amount + excluded.amount` }),
      )
      .execute();
  const seqRow = await tx
    .insertInto('trading_settings')
    .values({ subaccount_id: subaccountId, event_seq: 1 })
    .onConflict((oc) =>
      oc.column('subaccount_id').doUpdateSet({ event_seq: sql`trading_settings.event_seq + 1` }),
    )
    .returning('event_seq')
    .executeTakeFirstOrThrow();
  const owner = await tx
    .selectFrom('subaccounts')
    .select('account_id')
    .where('id', '=', subaccountId)
    .executeTakeFirstOrThrow();
  return { subaccountId, accountId: owner.account_id, deltas, seq: Number(seqRow.event_seq) };
}

/**
 * After the commit: the order service's accounts follow the database, and the moved balances
 * go out on the subaccount's private `balances` topic.
 */
export function applyCommitted(orders: OrderService, booked: Booked): void {
  for (const [token, delta] of booked.deltas)
    orders.state.addBalance(booked.subaccountId, token, delta);
  orders.state.settingsOf(booked.subaccountId).eventSeq = booked.seq;
  orders.announceBalances(booked.subaccountId, booked.accountId, booked.seq, [
    ...booked.deltas.keys(),
  ]);
}
