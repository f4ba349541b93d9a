// Staking through the ledger (docs/custody.md "Staking"): a stake moves the amount from the
// vault's book to its 'stake:<id>' book, an unstake from there to 'unbond:<id>', the end of
// unbonding back to the vault, and a reward comes from the chain into the vault. Each is one
// wallet journal in the caller's transaction; apply the Booking after the commit.
import type { Transaction } from 'kysely';
import { ExecutionRefused } from '../approvals/definitions';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { Journal, subBook } from '../ledger/journal';
import { CHAIN_BOOK, postWalletJournal, type Booking } from '../transfers/booking';
import { addBonded, reduceBonded } from './store';

type Tx = Transaction<Database>;

interface StakeMove {
  readonly vault_id: number;
  readonly token: string;
  readonly validator: string;
  readonly amount: string;
}

const refusedWhenShort = async (work: () => Promise<Booking>): Promise<Booking> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 409)
      throw new ExecutionRefused('INSUFFICIENT_BALANCE', 'The vault no longer holds this amount.');
    throw error;
  }
};

export function stakeBooking(tx: Tx, s: StakeMove, ref: string, now: number): Promise<Booking> {
  return refusedWhenShort(async () => {
    const journal = new Journal();
    journal.transfer(subBook(s.vault_id), `stake:${s.vault_id}`, s.token, s.amount, 'stake', ref);
    const booking = await postWalletJournal(tx, journal, now, [
      { subaccountId: s.vault_id, token: s.token, amount: s.amount },
    ]);
    await addBonded(
      tx,
      { subaccount_id: s.vault_id, token: s.token, validator: s.validator },
      s.amount,
      new Date(now),
    );
    return booking;
  });
}

export async function unstakeBooking(
  tx: Tx,
  s: StakeMove,
  ref: string,
  now: number,
): Promise<Booking> {
  const journal = new Journal();
  journal.transfer(
    `stake:${s.vault_id}`,
    `unbond:${s.vault_id}`,
    s.token,
    s.amount,
    'unstake',
    ref,
  );
  const booking = await postWalletJournal(tx, journal, now);
  await reduceBonded(
    tx,
    { subaccount_id: s.vault_id, token: s.token, validator: s.validator },
    s.amount,
    new Date(now),
  );
  return booking;
}

/** The end of an unstake's unbonding: the amount is back in the vault. */
export function unbondedBooking(
  tx: Tx,
  s: { vault_id: number; token: string; amount: string },
  ref: string,
  now: number,
): Promise<Booking> {
  const journal = new Journal();
  journal.transfer(`unbond:${s.vault_id}`, subBook(s.vault_id), s.token, s.amount, 'unbonded', ref);
  return postWalletJournal(tx, journal, now);
}

/** A staking reward paid by the chain into the vault. */
export function rewardBooking(
  tx: Tx,
  s: { vault_id: number; token: string; amount: string },
  ref: string,
  now: number,
): Promise<Booking> {
  const journal = new Journal();
  journal.transfer(CHAIN_BOOK, subBook(s.vault_id), s.token, s.amount, 'staking_reward', ref);
  return postWalletJournal(tx, journal, now);
}
