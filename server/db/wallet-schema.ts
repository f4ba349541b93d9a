// Typed view of the wallet tables (migration 043_wallet.sql, docs/wallet.md). Kept beside
// schema.ts, which extends Database with them, so wallet changes stay in one file.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
type Numeric = ColumnType<string, string, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type JournalId = ColumnType<string | number | null, number | null | undefined, number | null>;

export interface WalletSettingsTable {
  entity_id: number;
  withdrawal_maker_checker: Defaulted<boolean>;
  whitelist_maker_checker: Defaulted<boolean>;
  transfer_maker_checker: Defaulted<boolean>;
}

export interface DepositAddressesTable {
  id: Generated<number>;
  subaccount_id: number;
  token: string;
  network: string;
  address: string;
  created_at: Timestamp;
}

export interface DepositsTable {
  id: Generated<number>;
  entity_id: number;
  subaccount_id: number;
  token: string;
  network: string;
  address: string;
  amount: Numeric;
  transaction_hash: string;
  confirmations: Defaulted<number>;
  required_confirmations: number;
  status: 'pending' | 'completed';
  detected_at: Timestamp;
  completed_at: NullableTimestamp;
  journal_id: JournalId;
}

export interface WhitelistedAddressesTable {
  id: Generated<number>;
  entity_id: number;
  subaccount_id: number;
  token: string;
  network: string;
  address: string;
  label: Defaulted<string>;
  requested_by: number;
  maker_checker_request_id: Nullable<number>;
  created_at: Timestamp;
  whitelisted_at: Timestamp;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  entity_id: number;
  user_id: number;
  subaccount_id: number;
  token: string;
  network: string;
  destination: string;
  whitelisted_address_id: Nullable<number>;
  amount: Numeric;
  fee: Numeric;
  status: string;
  client_request_id: string;
  maker_checker_request_id: Nullable<number>;
  transaction_id: Nullable<string>;
  transaction_hash: Nullable<string>;
  confirmations: Defaulted<number>;
  required_confirmations: number;
  broadcast_at: NullableTimestamp;
  rebroadcasts: Defaulted<number>;
  additional_info: Defaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface TransfersTable {
  id: Generated<number>;
  entity_id: number;
  user_id: number;
  from_subaccount_id: number;
  to_subaccount_id: number;
  token: string;
  amount: Numeric;
  purpose: 'transfer' | 'collateral' | 'reallocate' | 'rule';
  status: string;
  client_request_id: string;
  maker_checker_request_id: Nullable<number>;
  journal_id: JournalId;
  additional_info: Defaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface WalletTables {
  wallet_settings: WalletSettingsTable;
  deposit_addresses: DepositAddressesTable;
  deposits: DepositsTable;
  whitelisted_addresses: WhitelistedAddressesTable;
  withdrawals: WithdrawalsTable;
  transfers: TransfersTable;
}
