// Books a quote execution through the ledger (server/ledger): a journal between the
// customer's OTC subaccount and 'house:market', the balances it moves, and the subaccount's
// event seq, in the caller's transaction. The order service's in-memory balances are told
// after the commit (transfers/booking.ts applyBookedSubaccount) so /uapi/v2/token_balances and order checks see them.
import type { Transaction } from 'kysely';
import { compareDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { Journal, subBook } from '../ledger/journal';
import { postJournal } from '../ledger/store';
import { spendableInTx } from '../orders/lock-store';
import { raiseEventSeqs } from '../orders/settings-store';
import { accountIdsOf } from '../orders/subaccounts';
import type { BookedSubaccount } from '../transfers/booking';

/** Journal ids of quote bookings live at and above this (the ranges: ledger/store.ts). */
export { QUOTE_JOURNAL_BASE } from '../ledger/store';

export interface Movement {
  /** Token the customer pays and how much (positive). */
  readonly payToken: string;
  readonly payAmount: string;
  /** Token the customer receives (absent for an option premium paid). */
  readonly receiveToken: string | null;
  readonly receiveAmount: string;
}

/** What a quote booking moved on its one subaccount. */
export type Booked = BookedSubaccount;

export const insufficientBalance = (): ApiError =>
  new ApiError(409, 'INSUFFICIENT_BALANCE', 'Insufficient balance');

export async function bookMovement(
  tx: Transaction<Database>,
  subaccountId: number,
  movement: Movement,
  ref: string,
  kind: string,
  time: number,
  journalId: number,
): Promise<Booked> {
  // The database balance, row locked, less the stored lock of open orders, positions and option
  // margin: the engine's commit locks the same row, so neither overdraws the other.
  const available = await spendableInTx(tx, subaccountId, movement.payToken);
  if (compareDecimal(available, movement.payAmount) < 0) throw insufficientBalance();
  const journal = new Journal();
  const sub = subBook(subaccountId);
  journal.transfer(sub, 'house:market', movement.payToken, movement.payAmount, kind, ref);
  if (movement.receiveToken)
    journal.transfer('house:market', sub, movement.receiveToken, movement.receiveAmount, kind, ref);
  journal.check();
  // A zero-cost options structure moves nothing: postJournal then writes no entries.
  await postJournal(tx, journalId, journal, time);
  const deltas = journal.deltas().get(subaccountId) ?? new Map<string, string>();
  const seq = (await raiseEventSeqs(tx, [subaccountId])).get(subaccountId);
  const accountId = (await accountIdsOf(tx, [subaccountId])).get(subaccountId);
  if (seq === undefined || accountId === undefined)
    throw new Error(`no subaccount ${subaccountId} to book on`);
  return { subaccountId, accountId, deltas, seq };
}
