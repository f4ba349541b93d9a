// SQL of the wallet (docs/wallet.md): subaccounts with their venue switches, deposit
// addresses, deposits, whitelisted addresses, withdrawals, transfers and the entity's
// maker-checker settings. Money itself moves only through server/transfers/booking.ts.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type {
  DepositsTable,
  TransfersTable,
  WhitelistedAddressesTable,
  WithdrawalsTable,
} from '../db/wallet-schema';

type Db = Kysely<Database> | Transaction<Database>;
type Tx = Transaction<Database>;

export type WithdrawalRow = Selectable<WithdrawalsTable>;
export type TransferRow = Selectable<TransfersTable>;
export type DepositRow = Selectable<DepositsTable>;
export type WhitelistRow = Selectable<WhitelistedAddressesTable>;

/** A subaccount as the wallet needs it: flags, names, and its venue's switches (spec 3.5). */
export interface WalletSubaccount {
  readonly id: number;
  readonly accountId: number;
  readonly entityId: number;
  readonly name: string;
  readonly accountName: string;
  readonly canRead: boolean;
  readonly canWithdraw: boolean;
  readonly canTransfer: boolean;
  readonly isOxsEnabled: boolean;
  readonly walletTypes: readonly string[];
  readonly venue: {
    readonly id: number;
    readonly key: string;
    readonly name: string;
    readonly accountType: number;
    readonly depositEnabled: boolean;
    readonly withdrawEnabled: boolean;
    readonly addressWhitelistingEnabled: boolean;
    readonly guiTransferEnabled: boolean;
    readonly supportsWithdrawalNetwork: boolean;
    readonly supportsWithdrawalFee: boolean;
    readonly isDelisted: boolean;
  };
}

function subaccountQuery(db: Db) {
  return db
    .selectFrom('subaccounts')
    .innerJoin('accounts', 'accounts.id', 'subaccounts.account_id')
    .innerJoin('venues', 'venues.id', 'accounts.venue_id')
    .select([
      'subaccounts.id',
      'subaccounts.account_id',
      'subaccounts.entity_id',
      'subaccounts.name',
      'accounts.name as account_name',
      'subaccounts.can_read',
      'subaccounts.can_withdraw',
      'subaccounts.can_transfer',
      'subaccounts.is_oxs_enabled',
      'subaccounts.supported_wallet_types',
      'venues.id as venue_id',
      'venues.key as venue_key',
      'venues.name as venue_name',
      'venues.account_type',
      'venues.deposit_enabled',
      'venues.withdraw_enabled',
      'venues.address_whitelisting_enabled',
      'venues.gui_transfer_enabled',
      'venues.supports_withdrawal_network',
      'venues.supports_withdrawal_fee',
      'venues.is_delisted',
    ]);
}

type SubaccountJoin = Awaited<
  ReturnType<ReturnType<typeof subaccountQuery>['executeTakeFirstOrThrow']>
>;

function subaccountOf(row: SubaccountJoin): WalletSubaccount {
  return {
    id: row.id,
    accountId: row.account_id,
    entityId: row.entity_id,
    name: row.name,
    accountName: row.account_name,
    canRead: row.can_read,
    canWithdraw: row.can_withdraw,
    canTransfer: row.can_transfer,
    isOxsEnabled: row.is_oxs_enabled,
    walletTypes: row.supported_wallet_types,
    venue: {
      id: row.venue_id,
      key: row.venue_key,
      name: row.venue_name,
      accountType: row.account_type,
      depositEnabled: row.deposit_enabled,
      withdrawEnabled: row.withdraw_enabled,
      addressWhitelistingEnabled: row.address_whitelisting_enabled,
      guiTransferEnabled: row.gui_transfer_enabled,
      supportsWithdrawalNetwork: row.supports_withdrawal_network,
      supportsWithdrawalFee: row.supports_withdrawal_fee,
      isDelisted: row.is_delisted,
    },
  };
}

export async function walletSubaccount(
  db: Db,
  subaccountId: number,
): Promise<WalletSubaccount | null> {
  const row = await subaccountQuery(db)
    .where('subaccounts.id', '=', subaccountId)
    .executeTakeFirst();
  return row ? subaccountOf(row) : null;
}

export async function walletSubaccountsOf(db: Db, entityId: number): Promise<WalletSubaccount[]> {
  const rows = await subaccountQuery(db)
    .where('subaccounts.entity_id', '=', entityId)
    .orderBy('venues.id')
    .orderBy('subaccounts.id')
    .execute();
  return rows.map(subaccountOf);
}

export interface WalletSettings {
  readonly withdrawal: boolean;
  readonly whitelist: boolean;
  readonly transfer: boolean;
}

/** Which wallet actions the entity sends through maker-checker (no row: all). */
export async function walletSettings(db: Db, entityId: number): Promise<WalletSettings> {
  const row = await db
    .selectFrom('wallet_settings')
    .selectAll()
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  return {
    withdrawal: row?.withdrawal_maker_checker ?? true,
    whitelist: row?.whitelist_maker_checker ?? true,
    transfer: row?.transfer_maker_checker ?? true,
  };
}

export async function saveWalletSettings(
  db: Db,
  entityId: number,
  settings: WalletSettings,
): Promise<void> {
  const values = {
    withdrawal_maker_checker: settings.withdrawal,
    whitelist_maker_checker: settings.whitelist,
    transfer_maker_checker: settings.transfer,
  };
  await db
    .insertInto('wallet_settings')
    .values({ entity_id: entityId, ...values })
    .onConflict((oc) => oc.column('entity_id').doUpdateSet(values))
    .execute();
}

// ---- deposit addresses and deposits ----

/** The subaccount's address for a token and network; inserted once, then always the same. */
export async function ensureDepositAddress(
  db: Db,
  row: { subaccount_id: number; token: string; network: string; address: string; at: Date },
): Promise<string> {
  await db
    .insertInto('deposit_addresses')
    .values({
      subaccount_id: row.subaccount_id,
      token: row.token,
      network: row.network,
      address: row.address,
      created_at: row.at,
    })
    .onConflict((oc) => oc.columns(['subaccount_id', 'token', 'network']).doNothing())
    .execute();
  const stored = await db
    .selectFrom('deposit_addresses')
    .select('address')
    .where('subaccount_id', '=', row.subaccount_id)
    .where('token', '=', row.token)
    .where('network', '=', row.network)
    .executeTakeFirstOrThrow();
  return stored.address;
}

export function depositAddressOwner(db: Db, network: string, token: string, address: string) {
  return db
    .selectFrom('deposit_addresses')
    .select(['subaccount_id'])
    .where('network', '=', network)
    .where('token', '=', token)
    .where('address', '=', address)
    .executeTakeFirst();
}

export function insertDeposit(
  tx: Tx,
  row: Omit<DepositRow, 'id' | 'completed_at' | 'journal_id' | 'confirmations' | 'status'>,
): Promise<DepositRow> {
  return tx
    .insertInto('deposits')
    .values({ ...row, status: 'pending', confirmations: 0 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function pendingDeposits(tx: Tx): Promise<DepositRow[]> {
  return tx
    .selectFrom('deposits')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function updateDeposit(
  tx: Tx,
  id: number,
  change: Partial<Pick<DepositRow, 'confirmations' | 'status' | 'completed_at'>> & {
    journal_id?: number;
  },
): Promise<void> {
  await tx.updateTable('deposits').set(change).where('id', '=', id).execute();
}

export function depositsOf(db: Db, subaccountIds: readonly number[], limit: number) {
  if (subaccountIds.length === 0) return Promise.resolve([] as DepositRow[]);
  return db
    .selectFrom('deposits')
    .selectAll()
    .where('subaccount_id', 'in', subaccountIds)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

// ---- whitelisted addresses ----

export function findWhitelisted(
  db: Db,
  key: { subaccount_id: number; token: string; network: string; address: string },
): Promise<WhitelistRow | undefined> {
  return db
    .selectFrom('whitelisted_addresses')
    .selectAll()
    .where('subaccount_id', '=', key.subaccount_id)
    .where('token', '=', key.token)
    .where('network', '=', key.network)
    .where('address', '=', key.address)
    .executeTakeFirst();
}

export function whitelistById(db: Db, id: number): Promise<WhitelistRow | undefined> {
  return db.selectFrom('whitelisted_addresses').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertWhitelisted(db: Db, row: Omit<WhitelistRow, 'id'>): Promise<WhitelistRow> {
  return db
    .insertInto('whitelisted_addresses')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setWhitelistLabel(db: Db, id: number, label: string): Promise<void> {
  await db.updateTable('whitelisted_addresses').set({ label }).where('id', '=', id).execute();
}

export function whitelistOf(db: Db, entityId: number): Promise<WhitelistRow[]> {
  return db
    .selectFrom('whitelisted_addresses')
    .selectAll()
    .where('entity_id', '=', entityId)
    .orderBy('id', 'desc')
    .execute();
}

/** Pending whitelistings: the entity's open maker-checker requests of that kind. */
export function pendingWhitelistRequests(db: Db, entityId: number) {
  return db
    .selectFrom('approval_requests')
    .select(['id', 'requester_id', 'payload', 'created_at', 'expires_at', 'status'])
    .where('entity_id', '=', entityId)
    .where('kind', '=', 'whitelist_address')
    .where('status', '=', 'requested')
    .orderBy('id', 'desc')
    .execute();
}

// ---- withdrawals ----

export function insertWithdrawal(
  tx: Tx,
  row: Omit<
    WithdrawalRow,
    | 'id'
    | 'transaction_id'
    | 'transaction_hash'
    | 'confirmations'
    | 'broadcast_at'
    | 'rebroadcasts'
    | 'additional_info'
    | 'completed_at'
  >,
): Promise<WithdrawalRow> {
  return tx.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
}

export function withdrawalByClientId(db: Db, userId: number, clientRequestId: string) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_request_id', '=', clientRequestId)
    .executeTakeFirst();
}

export function withdrawalByRequest(db: Db, requestId: number, lock = false) {
  const query = db
    .selectFrom('withdrawals')
    .selectAll()
    .where('maker_checker_request_id', '=', requestId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function withdrawalById(db: Db, id: number) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateWithdrawal(
  tx: Tx,
  id: number,
  change: Partial<
    Pick<
      WithdrawalRow,
      | 'status'
      | 'transaction_id'
      | 'transaction_hash'
      | 'confirmations'
      | 'broadcast_at'
      | 'rebroadcasts'
      | 'additional_info'
      | 'updated_at'
      | 'completed_at'
    >
  >,
): Promise<void> {
  await tx.updateTable('withdrawals').set(change).where('id', '=', id).execute();
}

export function inFlightWithdrawals(tx: Tx): Promise<WithdrawalRow[]> {
  return tx
    .selectFrom('withdrawals')
    .selectAll()
    .where('status', 'in', ['approved', 'processing', 'broadcast', 'confirming'])
    .orderBy('id')
    .forUpdate()
    .execute();
}

export interface ListFilter {
  readonly entityId: number;
  readonly subaccountIds: readonly number[];
  readonly limit: number;
}

export function withdrawalsOf(db: Db, filter: ListFilter) {
  if (filter.subaccountIds.length === 0) return Promise.resolve([] as WithdrawalRow[]);
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('entity_id', '=', filter.entityId)
    .where('subaccount_id', 'in', filter.subaccountIds)
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
}

// ---- transfers ----

export function insertTransfer(
  tx: Tx,
  row: Omit<TransferRow, 'id' | 'journal_id' | 'additional_info' | 'completed_at'> & {
    journal_id?: number | null;
    completed_at?: Date | null;
  },
): Promise<TransferRow> {
  return tx.insertInto('transfers').values(row).returningAll().executeTakeFirstOrThrow();
}

export function transferByClientId(db: Db, userId: number, clientRequestId: string) {
  return db
    .selectFrom('transfers')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_request_id', '=', clientRequestId)
    .executeTakeFirst();
}

export function transferByRequest(db: Db, requestId: number, lock = false) {
  const query = db
    .selectFrom('transfers')
    .selectAll()
    .where('maker_checker_request_id', '=', requestId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function updateTransfer(
  tx: Tx,
  id: number,
  change: Partial<
    Pick<TransferRow, 'status' | 'updated_at' | 'completed_at' | 'additional_info'>
  > & {
    journal_id?: number;
  },
): Promise<void> {
  await tx.updateTable('transfers').set(change).where('id', '=', id).execute();
}

export function transfersOf(db: Db, filter: ListFilter) {
  if (filter.subaccountIds.length === 0) return Promise.resolve([] as TransferRow[]);
  return db
    .selectFrom('transfers')
    .selectAll()
    .where('entity_id', '=', filter.entityId)
    .where((eb) =>
      eb.or([
        eb('from_subaccount_id', 'in', filter.subaccountIds),
        eb('to_subaccount_id', 'in', filter.subaccountIds),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
}
