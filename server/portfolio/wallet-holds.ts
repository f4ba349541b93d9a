// What the wallet holds for a subaccount (issue 13 "held: open orders, pending withdrawals"): a
// requested withdrawal moves amount + fee from the subaccount to the `hold:wallet` book until it
// is broadcast, a requested transfer its amount until it executes (server/wallet/movements.ts).
// The money is still the subaccount's, so the balances page attributes it back: it counts in
// the subaccount's held figure and its equity balance, never in what is available.
import type { Kysely, Transaction } from 'kysely';
import { addDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Withdrawal statuses whose amount + fee still sit in the hold book (before the broadcast). */
export const HELD_WITHDRAWAL_STATUSES = ['requested', 'approved', 'processing'] as const;
/** Transfer statuses whose amount still sits in the hold book. */
export const HELD_TRANSFER_STATUSES = ['requested'] as const;

/** subaccount id → token → amount held by the wallet. */
export type WalletHolds = ReadonlyMap<number, ReadonlyMap<string, string>>;

export async function walletHoldsOf(
  db: Db,
  subaccountIds: readonly number[],
): Promise<WalletHolds> {
  const out = new Map<number, Map<string, string>>();
  if (subaccountIds.length === 0) return out;
  const [withdrawals, transfers] = await Promise.all([
    db
      .selectFrom('withdrawals')
      .select(['subaccount_id', 'token', 'amount', 'fee'])
      .where('subaccount_id', 'in', [...subaccountIds])
      .where('status', 'in', [...HELD_WITHDRAWAL_STATUSES])
      .execute(),
    db
      .selectFrom('transfers')
      .select(['from_subaccount_id', 'token', 'amount'])
      .where('from_subaccount_id', 'in', [...subaccountIds])
      .where('status', 'in', [...HELD_TRANSFER_STATUSES])
      .execute(),
  ]);
  const add = (sub: number, token: string, amount: string) => {
    let m = out.get(sub);
    if (!m) out.set(sub, (m = new Map()));
    m.set(token, addDecimal(m.get(token) ?? '0', amount));
  };
  for (const w of withdrawals) add(w.subaccount_id, w.token, addDecimal(w.amount, w.fee));
  for (const t of transfers) add(t.from_subaccount_id, t.token, t.amount);
  return out;
}
