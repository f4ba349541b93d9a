// The ledger's tables: journal entries (ledger_entries) and the balances they move. Every
// booking (orders, funding, quotes, options) writes through postJournal, inside the caller's
// transaction, so a journal and its balance changes are stored together or not at all.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Journal } from './journal';

/** One net balance change: subaccount, token, signed decimal amount. */
export type BalanceDelta = readonly [subaccountId: number, token: string, delta: string];

/** The journal's net change per customer subaccount and token, as a flat list. */
export function balanceDeltas(journal: Journal): BalanceDelta[] {
  const out: BalanceDelta[] = [];
  for (const [sub, tokens] of journal.deltas())
    for (const [token, delta] of tokens) out.push([sub, token, delta]);
  return out;
}

/**
 * Writes a checked journal's entries under `journalId` and adds its deltas to the balances;
 * returns the deltas. A journal without entries (a zero-cost booking) writes nothing.
 */
export async function postJournal(
  tx: Transaction<Database>,
  journalId: number,
  journal: Journal,
  time: number,
): Promise<BalanceDelta[]> {
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
  const deltas = balanceDeltas(journal);
  for (const [sub, token, delta] of deltas)
    await tx
      .insertInto('balances')
      .values({ subaccount_id: sub, token, amount: delta })
      .onConflict((oc) =>
        oc
          .columns(['subaccount_id', 'token'])
          .doUpdateSet({ amount: sql`balances.amount + excluded.amount` }),
      )
      .execute();
  return deltas;
}

/**
 * Journal id ranges, one per writer, so that no two writers can ever pick the same id:
 * order fills count up from 1 below QUOTE_JOURNAL_BASE; RFQ, RFS and options bookings count
 * up from QUOTE_JOURNAL_BASE; wallet, treasury and seeded history use negative ids.
 */
export const QUOTE_JOURNAL_BASE = 1_000_000_000_000;

/** The highest order-range journal id written so far (0 when none): where fills resume. */
export async function lastOrderJournalId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string | null>`max(journal_id)`.as('m'))
    .where('journal_id', '>', 0)
    .where('journal_id', '<', QUOTE_JOURNAL_BASE)
    .executeTakeFirst();
  return Number(row?.m ?? 0);
}

/** Every stored balance (start of the order service). */
export function allBalances(db: Kysely<Database>) {
  return db.selectFrom('balances').select(['subaccount_id', 'token', 'amount']).execute();
}

/** A subaccount's stored balance of a token, locked for the rest of the transaction. */
export async function lockedBalance(
  tx: Transaction<Database>,
  subaccountId: number,
  token: string,
): Promise<string> {
  const row = await tx
    .selectFrom('balances')
    .select('amount')
    .where('subaccount_id', '=', subaccountId)
    .where('token', '=', token)
    .forUpdate()
    .executeTakeFirst();
  return row?.amount ?? '0';
}
