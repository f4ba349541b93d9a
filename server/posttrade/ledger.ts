// Posts a post-trade journal (allocation, reversal, settlement) in the caller's transaction:
// checks what each subaccount must be able to spend (balance locked FOR UPDATE minus open
// orders' holds), writes the entries under minus an id of post_trade_journal_seq (048) and raises
// the event seq of every subaccount it moves. After the commit call applyBooking
// (server/transfers/booking.ts) so the order service's memory and the private stream follow.
import { sql, type Transaction } from 'kysely';
import { addDecimal, compareDecimal, signDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';
import type { Journal } from '../ledger/journal';
import { postJournal } from '../ledger/store';
import { raiseEventSeqs } from '../orders/settings-store';
import { accountIdsOf } from '../orders/subaccounts';
import { spendableInTx } from '../orders/lock-store';
import { insufficientAvailable, type Booking, type Spend } from '../transfers/booking';

type Tx = Transaction<Database>;

export async function nextPostTradeJournalId(tx: Tx): Promise<number> {
  const { rows } = await sql<{
    id: string;
  }>`SELECT nextval('post_trade_journal_seq') AS id`.execute(tx);
  // Negative, like the wallet's: lastJournalId (the order service's counter) never sees them.
  return -Number(rows[0]?.id ?? 0);
}

/** What the journal takes from each subaccount (its negative entries, per token). */
export function spendsOf(journal: Journal): Spend[] {
  const out = new Map<string, Spend>();
  for (const e of journal.entries) {
    if (!e.book.startsWith('sub:') || signDecimal(e.amount) >= 0) continue;
    const subaccountId = Number(e.book.slice(4));
    const key = `${subaccountId}:${e.token}`;
    const before = out.get(key)?.amount ?? '0';
    out.set(key, { subaccountId, token: e.token, amount: addDecimal(before, e.amount.slice(1)) });
  }
  return [...out.values()];
}

export async function postPostTradeJournal(
  tx: Tx,
  journalId: number,
  journal: Journal,
  time: number,
  field = 'legs',
): Promise<Booking> {
  for (const spend of spendsOf(journal))
    if (compareDecimal(await spendableInTx(tx, spend.subaccountId, spend.token), spend.amount) < 0)
      throw insufficientAvailable(field);
  journal.check();
  await postJournal(tx, journalId, journal, time);
  const deltas = journal.deltas();
  const subs = [...deltas.keys()].sort((a, b) => a - b);
  const [seqs, accounts] = await Promise.all([raiseEventSeqs(tx, subs), accountIdsOf(tx, subs)]);
  return {
    journalId,
    subaccounts: subs.map((subaccountId) => {
      const seq = seqs.get(subaccountId);
      const accountId = accounts.get(subaccountId);
      if (seq === undefined || accountId === undefined)
        throw new Error(`no subaccount ${subaccountId} to book on`);
      return { subaccountId, accountId, deltas: deltas.get(subaccountId) ?? new Map(), seq };
    }),
  };
}
