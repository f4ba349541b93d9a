// Kysely types of migrations 047 and 054 (native custody, docs/custody.md).
import type { ColumnType, Generated } from 'kysely';
import type { Beneficiary, CustodyDetailsStatus, CustodyTxType } from '../../domain/custody';

type Timestamp = ColumnType<Date, Date, Date>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Numeric = ColumnType<string, string, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface CustodyTransactionsTable {
  id: Generated<number>;
  uuid: string;
  entity_id: number;
  subaccount_id: number;
  type: CustodyTxType;
  token: string;
  network: string;
  amount: Numeric;
  fee: Defaulted<string>;
  destination: Defaulted<string>;
  counterparty_subaccount_id: Nullable<number>;
  validator: Nullable<string>;
  status: string;
  transaction_hash: Nullable<string>;
  maker_checker_request_id: Nullable<number>;
  withdrawal_id: Nullable<number>;
  transfer_id: Nullable<number>;
  journal_id: Nullable<string | number>;
  created_by: Nullable<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  available_at: Nullable<Date>;
  // 054: required details
  details_status: Nullable<CustodyDetailsStatus>;
  video_verification_required: Defaulted<boolean>;
  beneficiary: ColumnType<Beneficiary | null, string | null | undefined, string | null>;
  beneficiary_by: Nullable<number>;
  beneficiary_at: Nullable<Date>;
  video_verification: Nullable<'passed' | 'rejected'>;
  video_verified_by: Nullable<number>;
  video_verified_at: Nullable<Date>;
}

/** 054: a vault's required-details tiers in USD (NULL: never required). */
export interface CustodyVaultPoliciesTable {
  subaccount_id: number;
  beneficiary_details_min_usd: Nullable<string>;
  video_verification_min_usd: Nullable<string>;
  updated_by: Nullable<number>;
  updated_at: Timestamp;
}

export interface CustodyStakesTable {
  subaccount_id: number;
  token: string;
  validator: string;
  bonded: Numeric;
  rewards_paid: Defaulted<string>;
  last_reward_at: Timestamp;
  /** Earned by earlier bonded amounts and not yet paid (063_custody_accrued_reward.sql). */
  accrued_reward: Defaulted<string>;
}

export interface CustodyKeyChallengesTable {
  challenge: string;
  user_id: number;
  binding_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Nullable<Date>;
}

export interface CustodyKeyApprovalsTable {
  id: string;
  user_id: number;
  binding_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Nullable<Date>;
  maker_checker_request_id: Nullable<number>;
}

export interface CustodyTables {
  custody_transactions: CustodyTransactionsTable;
  custody_stakes: CustodyStakesTable;
  custody_key_challenges: CustodyKeyChallengesTable;
  custody_key_approvals: CustodyKeyApprovalsTable;
  custody_vault_policies: CustodyVaultPoliciesTable;
}
