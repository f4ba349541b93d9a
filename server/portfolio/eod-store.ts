// SQL of the end-of-day snapshots (docs/portfolio.md): balances at a past cut-off and the day's
// flows from the ledger, realised PnL from fills, and the snapshot write that happens once per
// cut-off (eod_runs' primary key), with its rows, in one transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Ledger kinds that move value into or out of a subaccount from outside its trading. */
/**
 * Ledger kinds that move money into or out of a subaccount without being performance: opening
 * balances, deposits and withdrawals (the wallet's hold of amount + fee is the moment it
 * leaves the subaccount, a release brings it back), transfers between subaccounts (the wallet's
 * holds and their releases, collateral and reallocation) and treasury rules' transfers.
 */
export const FLOW_KINDS = [
  'opening',
  'deposit',
  'withdrawal',
  'withdrawal_hold',
  'withdrawal_release',
  'transfer',
  'transfer_hold',
  'transfer_release',
  'collateral',
  'reallocate',
  'treasury',
] as const;

export type Amounts = Map<number, Map<string, string>>;

function put(out: Amounts, sub: number, token: string, amount: string): void {
  let tokens = out.get(sub);
  if (!tokens) out.set(sub, (tokens = new Map()));
  tokens.set(token, amount);
}

/** Each subaccount's balance per token at `cutoff`: the ledger's entries up to it. */
export async function balancesAt(db: Kysely<Database>, cutoff: number): Promise<Amounts> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['book', 'token', sql<string>`sum(amount)::text`.as('amount')])
    .where('book', 'like', 'sub:%')
    .where('time', '<=', cutoff)
    .groupBy(['book', 'token'])
    .execute();
  const out: Amounts = new Map();
  for (const r of rows) put(out, Number(r.book.slice(4)), r.token, r.amount);
  return out;
}

/** Net external flows per subaccount and token in (from, to]. */
export async function flowsBetween(
  db: Kysely<Database>,
  from: number,
  to: number,
): Promise<Amounts> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['book', 'token', sql<string>`sum(amount)::text`.as('amount')])
    .where('book', 'like', 'sub:%')
    .where('kind', 'in', [...FLOW_KINDS])
    .where('time', '>', from)
    .where('time', '<=', to)
    .groupBy(['book', 'token'])
    .execute();
  const out: Amounts = new Map();
  for (const r of rows) put(out, Number(r.book.slice(4)), r.token, r.amount);
  return out;
}

/** Realised PnL of fills per subaccount and symbol in (from, to]. */
export async function realisedBetween(
  db: Kysely<Database>,
  from: number,
  to: number,
): Promise<{ subaccountId: number; symbol: string; amount: string }[]> {
  const rows = await db
    .selectFrom('fills')
    .select(['subaccount_id', 'symbol', sql<string>`sum(realized_pnl)::text`.as('amount')])
    .where('time', '>', from)
    .where('time', '<=', to)
    .groupBy(['subaccount_id', 'symbol'])
    .execute();
  return rows.map((r) => ({ subaccountId: r.subaccount_id, symbol: r.symbol, amount: r.amount }));
}

/** The latest cut-off written (null before the first). */
export async function lastCutoff(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('eod_runs')
    .select(sql<string | null>`max(cutoff)::text`.as('m'))
    .executeTakeFirst();
  return row?.m ? Number(row.m) : null;
}

export interface SnapshotRow {
  readonly subaccountId: number;
  readonly token: string;
  readonly balance: string;
  readonly price: string | null;
  readonly valueUsd: string;
  readonly flowUsd: string;
  readonly realisedUsd: string;
  readonly unrealisedUsd: string;
  readonly positions: readonly unknown[];
}

const INSERT_CHUNK = 2000;

const snapshotValues = (cutoff: number, rows: readonly SnapshotRow[]) =>
  rows.map((r) => ({
    cutoff,
    subaccount_id: r.subaccountId,
    token: r.token,
    balance: r.balance,
    price: r.price,
    value_usd: r.valueUsd,
    flow_usd: r.flowUsd,
    realised_usd: r.realisedUsd,
    unrealised_usd: r.unrealisedUsd,
    positions: JSON.stringify(r.positions),
  }));

/** Many seeded cut-offs at once (bulk inserts: the first start stays fast). */
export async function writeSnapshots(
  tx: Transaction<Database>,
  byCutoff: ReadonlyMap<number, readonly SnapshotRow[]>,
  takenAt: number,
): Promise<void> {
  if (byCutoff.size === 0) return;
  await tx
    .insertInto('eod_runs')
    .values(
      [...byCutoff].map(([cutoff, rows]) => ({
        cutoff,
        taken_at: takenAt,
        source: 'seed' as const,
        rows: rows.length,
      })),
    )
    .execute();
  const all = [...byCutoff].flatMap(([cutoff, rows]) => snapshotValues(cutoff, rows));
  for (let i = 0; i < all.length; i += INSERT_CHUNK)
    await tx
      .insertInto('eod_snapshots')
      .values(all.slice(i, i + INSERT_CHUNK))
      .execute();
  await writeSubaccountTotals(tx, [...byCutoff.keys()]);
}

/**
 * The per-subaccount totals of these cut-offs' snapshot rows and each token's price at them
 * (migration 058), computed by the database from the rows themselves; call in the
 * transaction that wrote the rows.
 */
export async function writeSubaccountTotals(
  db: Kysely<Database>,
  cutoffs: readonly number[],
): Promise<void> {
  if (cutoffs.length === 0) return;
  await db
    .insertInto('eod_subaccount_totals')
    .columns(['cutoff', 'subaccount_id', 'value_usd', 'unrealised_usd', 'flow_usd', 'realised_usd'])
    .expression((eb) =>
      eb
        .selectFrom('eod_snapshots')
        .select([
          'cutoff',
          'subaccount_id',
          sql<string>`sum(value_usd)`.as('value_usd'),
          sql<string>`sum(unrealised_usd)`.as('unrealised_usd'),
          sql<string>`sum(flow_usd)`.as('flow_usd'),
          sql<string>`sum(realised_usd)`.as('realised_usd'),
        ])
        .where('cutoff', 'in', [...cutoffs])
        .groupBy(['cutoff', 'subaccount_id']),
    )
    .execute();
  await db
    .insertInto('eod_prices')
    .columns(['cutoff', 'token', 'price'])
    .expression((eb) =>
      eb
        .selectFrom('eod_snapshots')
        .select(['cutoff', 'token', sql<string>`max(price)`.as('price')])
        .where('cutoff', 'in', [...cutoffs])
        .where('price', 'is not', null)
        .groupBy(['cutoff', 'token']),
    )
    .execute();
}

/**
 * Claims `cutoff` and writes its rows inside `tx`. Returns false, writing nothing, when the
 * cut-off was already taken (by an earlier start, or another server at the same moment).
 */
export async function writeSnapshot(
  tx: Transaction<Database>,
  cutoff: number,
  source: 'scheduled' | 'catch_up' | 'seed',
  takenAt: number,
  rows: readonly SnapshotRow[],
): Promise<boolean> {
  const claimed = await tx
    .insertInto('eod_runs')
    .values({ cutoff, taken_at: takenAt, source, rows: rows.length })
    .onConflict((oc) => oc.column('cutoff').doNothing())
    .returning('cutoff')
    .executeTakeFirst();
  if (!claimed) return false;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await tx
      .insertInto('eod_snapshots')
      .values(snapshotValues(cutoff, rows.slice(i, i + INSERT_CHUNK)))
      .execute();
  await writeSubaccountTotals(tx, [cutoff]);
  return true;
}
