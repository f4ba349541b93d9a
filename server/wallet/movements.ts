// The ledger movements of a withdrawal (docs/wallet.md "Holds"): amount + fee move from the
// subaccount to the hold book when the request is accepted (so every spend check that reads
// balances counts them), back when it is rejected, expires, is cancelled or fails before the
// broadcast, and from the hold book to the chain when it is broadcast.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { Journal, subBook } from '../ledger/journal';
import { CHAIN_BOOK, HOLD_BOOK, postWalletJournal, type Booking } from '../transfers/booking';
import { addDecimal } from '../../domain/decimal';

type Tx = Transaction<Database>;

interface Held {
  readonly id: number;
  readonly subaccount_id: number;
  readonly token: string;
  readonly amount: string;
  readonly fee: string;
}

const ref = (w: Held) => `withdrawal:${w.id}`;

/** Holds amount + fee (409 INSUFFICIENT_BALANCE when the subaccount cannot spend it). */
export function holdWithdrawal(tx: Tx, w: Held, time: number): Promise<Booking> {
  const total = addDecimal(w.amount, w.fee);
  const journal = new Journal();
  journal.transfer(subBook(w.subaccount_id), HOLD_BOOK, w.token, total, 'withdrawal_hold', ref(w));
  return postWalletJournal(tx, journal, time, [
    { subaccountId: w.subaccount_id, token: w.token, amount: total },
  ]);
}

/** Gives amount + fee back to the subaccount. */
export function releaseWithdrawal(tx: Tx, w: Held, time: number): Promise<Booking> {
  const journal = new Journal();
  journal.transfer(
    HOLD_BOOK,
    subBook(w.subaccount_id),
    w.token,
    addDecimal(w.amount, w.fee),
    'withdrawal_release',
    ref(w),
  );
  return postWalletJournal(tx, journal, time);
}

/** The broadcast: the amount and the network fee leave for the chain. */
export function sendWithdrawal(tx: Tx, w: Held, time: number): Promise<Booking> {
  const journal = new Journal();
  journal.transfer(HOLD_BOOK, CHAIN_BOOK, w.token, w.amount, 'withdrawal', ref(w));
  journal.transfer(HOLD_BOOK, CHAIN_BOOK, w.token, w.fee, 'withdrawal_fee', ref(w));
  return postWalletJournal(tx, journal, time);
}

/** A transfer request's hold: the amount moves to the hold book until it executes. */
export function holdTransfer(
  tx: Tx,
  t: { id: number; from_subaccount_id: number; token: string; amount: string },
  time: number,
): Promise<Booking> {
  const journal = new Journal();
  journal.transfer(
    subBook(t.from_subaccount_id),
    HOLD_BOOK,
    t.token,
    t.amount,
    'transfer_hold',
    `transfer:${t.id}`,
  );
  return postWalletJournal(tx, journal, time, [
    { subaccountId: t.from_subaccount_id, token: t.token, amount: t.amount },
  ]);
}

export function releaseTransfer(
  tx: Tx,
  t: { id: number; from_subaccount_id: number; token: string; amount: string },
  time: number,
): Promise<Booking> {
  const journal = new Journal();
  journal.transfer(
    HOLD_BOOK,
    subBook(t.from_subaccount_id),
    t.token,
    t.amount,
    'transfer_release',
    `transfer:${t.id}`,
  );
  return postWalletJournal(tx, journal, time);
}

/** A deposit with enough confirmations: credited from the chain. */
export function creditDeposit(
  tx: Tx,
  d: { id: number; subaccount_id: number; token: string; amount: string },
  time: number,
): Promise<Booking> {
  const journal = new Journal();
  journal.transfer(
    CHAIN_BOOK,
    subBook(d.subaccount_id),
    d.token,
    d.amount,
    'deposit',
    `deposit:${d.id}`,
  );
  return postWalletJournal(tx, journal, time);
}
