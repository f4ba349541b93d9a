// Custody's SQL (docs/custody.md): vaults are the subaccounts of custody-venue accounts; their
// balances are the ledger's; custody_transactions says what each movement was (a send's live
// state is its withdrawal's or transfer's row; deposits are the wallet's deposits rows).
import { sql, type Kysely, type Transaction } from 'kysely';
import { accruedReward, stakingAsset, type CustodyTxType } from '../../domain/custody';
import { negateDecimal } from '../../domain/decimal';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export const CUSTODY_VENUE = 'custody';

export interface VaultRow {
  readonly id: number;
  readonly name: string;
  readonly account_id: number;
  readonly account_name: string;
  readonly entity_id: number;
  readonly wallet_types: readonly string[];
  readonly can_read: boolean;
  readonly can_withdraw: boolean;
  readonly can_transfer: boolean;
}

function vaultQuery(db: Db) {
  return db
    .selectFrom('subaccounts')
    .innerJoin('accounts', 'accounts.id', 'subaccounts.account_id')
    .innerJoin('venues', 'venues.id', 'accounts.venue_id')
    .where('venues.key', '=', CUSTODY_VENUE)
    .select([
      'subaccounts.id',
      'subaccounts.name',
      'subaccounts.account_id',
      'accounts.name as account_name',
      'subaccounts.entity_id',
      'subaccounts.supported_wallet_types as wallet_types',
      'subaccounts.can_read',
      'subaccounts.can_withdraw',
      'subaccounts.can_transfer',
    ]);
}

/** The entity's vaults (every custody subaccount), by account then id. */
export function vaultsOf(db: Db, entityId: number): Promise<VaultRow[]> {
  return vaultQuery(db)
    .where('subaccounts.entity_id', '=', entityId)
    .orderBy('subaccounts.account_id')
    .orderBy('subaccounts.id')
    .execute();
}

export interface VaultPageQuery {
  readonly entityId: number;
  /** The vaults the caller may read: the page and its total count only these. */
  readonly ids: readonly number[];
  readonly accountId?: number | undefined;
  readonly search?: string | undefined;
  readonly sort: 'name' | 'id';
  readonly dir: 'asc' | 'desc';
  readonly offset: number;
  readonly limit: number;
}

/** One page of the caller's readable vaults, filtered, sorted and counted in SQL. */
export async function vaultPage(
  db: Db,
  q: VaultPageQuery,
): Promise<{ rows: VaultRow[]; total: number }> {
  if (q.ids.length === 0) return { rows: [], total: 0 };
  let base = vaultQuery(db)
    .where('subaccounts.entity_id', '=', q.entityId)
    .where('subaccounts.id', 'in', [...q.ids]);
  if (q.accountId !== undefined) base = base.where('subaccounts.account_id', '=', q.accountId);
  if (q.search)
    base = base.where(
      'subaccounts.name',
      'ilike',
      `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    );
  const rows = await base
    .select(sql<string>`count(*) OVER ()`.as('total'))
    .orderBy(q.sort === 'name' ? 'subaccounts.name' : 'subaccounts.id', q.dir)
    .orderBy('subaccounts.id')
    .offset(q.offset)
    .limit(q.limit)
    .execute();
  if (rows.length > 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const count = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return { rows: [], total: Number(count?.n ?? 0) };
}

export interface CustodyAccountRow {
  readonly id: number;
  readonly name: string;
  readonly vaults: number;
}

/** One page of the custody accounts holding a readable vault, with their readable vaults. */
export async function accountPage(
  db: Db,
  q: { entityId: number; ids: readonly number[]; offset: number; limit: number },
): Promise<{ rows: CustodyAccountRow[]; total: number }> {
  if (q.ids.length === 0) return { rows: [], total: 0 };
  const rows = await vaultQuery(db)
    .clearSelect()
    .where('subaccounts.entity_id', '=', q.entityId)
    .where('subaccounts.id', 'in', [...q.ids])
    .groupBy(['accounts.id', 'accounts.name'])
    .select([
      'accounts.id',
      'accounts.name',
      sql<string>`count(*)`.as('vaults'),
      sql<string>`count(*) OVER ()`.as('total'),
    ])
    .orderBy('accounts.id')
    .offset(q.offset)
    .limit(q.limit)
    .execute();
  const total =
    rows.length > 0
      ? Number(rows[0]?.total ?? 0)
      : (
          await vaultQuery(db)
            .clearSelect()
            .where('subaccounts.entity_id', '=', q.entityId)
            .where('subaccounts.id', 'in', [...q.ids])
            .select(sql<string>`count(DISTINCT accounts.id)`.as('n'))
            .executeTakeFirst()
        )?.n;
  return {
    rows: rows.map((r) => ({ id: r.id, name: r.name, vaults: Number(r.vaults) })),
    total: Number(total ?? 0),
  };
}

export function vaultById(db: Db, id: number): Promise<VaultRow | undefined> {
  return vaultQuery(db).where('subaccounts.id', '=', id).executeTakeFirst();
}

/** Every custody vault of every entity (the seed and the staking chain). */
export function allVaults(db: Db): Promise<VaultRow[]> {
  return vaultQuery(db).orderBy('subaccounts.id').execute();
}

export function balancesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('balances')
    .select(['subaccount_id', 'token', 'amount'])
    .where('subaccount_id', 'in', [...ids])
    .orderBy('token')
    .execute();
}

/** Sums of ledger books per token (the stake and unbond books of vaults). */
export function bookSums(db: Db, books: readonly string[]) {
  if (books.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('ledger_entries')
    .select(['book', 'token', sql<string>`sum(amount)::text`.as('amount')])
    .where('book', 'in', [...books])
    .groupBy(['book', 'token'])
    .execute();
}

export function depositAddressesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('deposit_addresses')
    .select(['subaccount_id', 'token', 'network', 'address'])
    .where('subaccount_id', 'in', [...ids])
    .orderBy('token')
    .orderBy('network')
    .execute();
}

// ---- staking ----

export function stakesOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('custody_stakes')
    .selectAll()
    .where('subaccount_id', 'in', [...ids])
    .orderBy('subaccount_id')
    .orderBy('token')
    .orderBy('validator')
    .execute();
}

export async function stakeOf(
  db: Db,
  key: { subaccount_id: number; token: string; validator: string },
  lock = false,
) {
  let q = db
    .selectFrom('custody_stakes')
    .selectAll()
    .where('subaccount_id', '=', key.subaccount_id)
    .where('token', '=', key.token)
    .where('validator', '=', key.validator);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/**
 * Changes a validator's existing bonded stake by `delta`, first settling its reward clock at
 * `at`: what the old amount earned since the last payout moves into `accrued_reward` and the
 * clock restarts, so each amount earns only for the time it was bonded. One update of the
 * locked row; false when there is no such stake yet.
 */
async function changeBonded(
  db: Db,
  key: { subaccount_id: number; token: string; validator: string },
  delta: string,
  at: Date,
): Promise<boolean> {
  const stake = await stakeOf(db, key, true);
  if (!stake) return false;
  const asset = stakingAsset(key.token);
  const earned = asset
    ? accruedReward(asset, stake.bonded, at.getTime() - stake.last_reward_at.getTime())
    : '0';
  await db
    .updateTable('custody_stakes')
    .set({
      bonded: sql`bonded + ${delta}::numeric`,
      accrued_reward: sql`accrued_reward + ${earned}::numeric`,
      last_reward_at: at,
    })
    .where('subaccount_id', '=', key.subaccount_id)
    .where('token', '=', key.token)
    .where('validator', '=', key.validator)
    .execute();
  return true;
}

/** Adds to a validator's bonded stake (a new stake starts its reward clock). */
export async function addBonded(
  db: Db,
  key: { subaccount_id: number; token: string; validator: string },
  amount: string,
  at: Date,
): Promise<void> {
  if (await changeBonded(db, key, amount, at)) return;
  await db
    .insertInto('custody_stakes')
    .values({ ...key, bonded: amount, last_reward_at: at })
    .execute();
}

/** Takes an unstaked amount off a validator's bonded stake. */
export async function reduceBonded(
  db: Db,
  key: { subaccount_id: number; token: string; validator: string },
  amount: string,
  at: Date,
): Promise<void> {
  await changeBonded(db, key, negateDecimal(amount), at);
}

export async function recordReward(
  db: Db,
  key: { subaccount_id: number; token: string; validator: string },
  amount: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('custody_stakes')
    .set({
      rewards_paid: sql`rewards_paid + ${amount}::numeric`,
      accrued_reward: '0',
      last_reward_at: at,
    })
    .where('subaccount_id', '=', key.subaccount_id)
    .where('token', '=', key.token)
    .where('validator', '=', key.validator)
    .execute();
}

/** Stakes due a reward payout (bonded or owed, last paid at or before `before`). */
export function stakesDue(db: Db, before: Date) {
  return db
    .selectFrom('custody_stakes')
    .innerJoin('subaccounts', 'subaccounts.id', 'custody_stakes.subaccount_id')
    .select([
      'custody_stakes.subaccount_id',
      'custody_stakes.token',
      'custody_stakes.validator',
      'custody_stakes.bonded',
      'custody_stakes.last_reward_at',
      'custody_stakes.accrued_reward',
      'subaccounts.entity_id',
    ])
    .where((eb) =>
      eb.or([eb('custody_stakes.bonded', '>', '0'), eb('custody_stakes.accrued_reward', '>', '0')]),
    )
    .where('custody_stakes.last_reward_at', '<=', before)
    .forUpdate()
    .execute();
}

/** Unstakes whose unbonding has ended. */
export function unbondingDue(db: Db, now: Date) {
  return db
    .selectFrom('custody_transactions')
    .selectAll()
    .where('type', '=', 'unstake')
    .where('status', '=', 'unbonding')
    .where('available_at', '<=', now)
    .forUpdate()
    .execute();
}

// ---- transactions ----

export function insertCustodyTx(
  db: Db,
  row: {
    uuid: string;
    entity_id: number;
    subaccount_id: number;
    type: CustodyTxType;
    token: string;
    network: string;
    amount: string;
    fee?: string;
    destination?: string;
    counterparty_subaccount_id?: number | null;
    validator?: string | null;
    status: string;
    transaction_hash?: string | null;
    maker_checker_request_id?: number | null;
    withdrawal_id?: number | null;
    transfer_id?: number | null;
    journal_id?: number | null;
    created_by?: number | null;
    created_at: Date;
    updated_at: Date;
    available_at?: Date | null;
  },
) {
  return db.insertInto('custody_transactions').values(row).returningAll().executeTakeFirstOrThrow();
}

export function custodyTxByRequest(db: Db, requestId: number, lock = false) {
  let q = db
    .selectFrom('custody_transactions')
    .selectAll()
    .where('maker_checker_request_id', '=', requestId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function updateCustodyTx(
  db: Db,
  id: number,
  set: {
    status?: string;
    /** Cleared when a send closes: it no longer waits for anything. */
    details_status?: null;
    updated_at: Date;
    journal_id?: number;
    available_at?: Date | null;
    withdrawal_id?: number;
    transfer_id?: number;
    transaction_hash?: string;
  },
): Promise<void> {
  await db.updateTable('custody_transactions').set(set).where('id', '=', id).execute();
}

export function withdrawalIdByRequest(db: Db, requestId: number) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'destination'])
    .where('maker_checker_request_id', '=', requestId)
    .executeTakeFirst();
}

export function transferIdByRequest(db: Db, requestId: number) {
  return db
    .selectFrom('transfers')
    .select('id')
    .where('maker_checker_request_id', '=', requestId)
    .executeTakeFirst();
}
