// Kysely types of migration 056 (DeFi, docs/defi.md).
import type { ColumnType, Generated } from 'kysely';
import type { DefiTransactionType } from '../../domain/defi';

type Timestamp = ColumnType<Date, Date, Date>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Numeric = ColumnType<string, string, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface DefiPairingsTable {
  topic: string;
  sym_key_hash: string;
  dapp: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
}

export interface DefiSessionsTable {
  id: Generated<number>;
  entity_id: number;
  vault_id: number;
  dapp: string;
  topic: string;
  created_by: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  disconnected_at: Nullable<Date>;
  disconnected_by: Nullable<number>;
}

export interface DefiAllowancesTable {
  vault_id: number;
  protocol: string;
  token: string;
  amount: Numeric;
  updated_at: Timestamp;
}

export interface DefiPositionsTable {
  id: Generated<number>;
  entity_id: number;
  vault_id: number;
  protocol: string;
  token: string;
  principal: Numeric;
  accrued: Defaulted<string>;
  claimed: Defaulted<string>;
  accrued_at: Timestamp;
}

export interface DefiActionsTable {
  id: Generated<number>;
  request_id: number;
  entity_id: number;
  session_id: number;
  vault_id: number;
  protocol: string;
  transaction_type: DefiTransactionType;
  token: string;
  amount: Nullable<string>;
  method: Nullable<string>;
  status: string;
  executed_amount: Nullable<string>;
  journal_id: Nullable<string | number>;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DefiTables {
  defi_pairings: DefiPairingsTable;
  defi_sessions: DefiSessionsTable;
  defi_allowances: DefiAllowancesTable;
  defi_positions: DefiPositionsTable;
  defi_actions: DefiActionsTable;
}
