// Kysely types of migration 045 (treasury rules and their runs, docs/treasury.md).
import type { ColumnType, Generated } from 'kysely';
import type { RuleAction, RuleSchedule, RuleStatus, RuleTrigger } from '../../domain/treasury';

type Timestamp = ColumnType<Date, Date, Date>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Json<T> = ColumnType<T, string, string>;
/** numeric columns come back as strings and are written as strings. */
type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;

export interface TreasuryRulesTable {
  id: Generated<number>;
  entity_id: number;
  name: string;
  token: string;
  account_id: number;
  counterparty_id: number;
  trigger: Json<RuleTrigger>;
  action: Json<RuleAction>;
  schedule: Json<RuleSchedule>;
  status: RuleStatus;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  active_from: Nullable<Date>;
  pending_request_id: Nullable<number>;
}

export type TreasuryRunStatus = 'in_progress' | 'failed' | 'expired' | 'completed';

export interface TreasuryRuleRunsTable {
  id: Generated<number>;
  rule_id: number;
  period_start: Timestamp;
  manual: ColumnType<boolean, boolean | undefined, boolean>;
  status: TreasuryRunStatus;
  outcome: Nullable<'transferred' | 'skipped'>;
  reason: Nullable<string>;
  direction: Nullable<'in' | 'out'>;
  amount: NullableNumeric;
  balance_before: NullableNumeric;
  journal_id: ColumnType<string | number | null, number | null | undefined, number | null>;
  started_at: Timestamp;
  finished_at: Nullable<Date>;
}

export interface TreasuryTables {
  treasury_rules: TreasuryRulesTable;
  treasury_rule_runs: TreasuryRuleRunsTable;
}
