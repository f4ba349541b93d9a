// Kysely types of migration 061 (the Flex account's automatic conversion, docs/autoflex.md).
import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string, string>;
/** bigint epoch milliseconds: a number on PGlite, a string on PostgreSQL; read with Number(). */
type EpochMillis = ColumnType<string | number, number, number>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface AutoflexSettingsTable {
  subaccount_id: number;
  enabled: Defaulted<boolean>;
  target_token: string;
  tokens: Defaulted<string[]>;
  updated_by: number;
  updated_at: EpochMillis;
  paused_reason: Nullable<string>;
}

export interface AutoflexConversionsTable {
  id: Generated<number>;
  subaccount_id: number;
  token: string;
  target_token: string;
  sold: Numeric;
  received: Numeric;
  price: string;
  symbol: string;
  trade_id: string;
  user_id: number;
  at: EpochMillis;
}

export interface AutoflexTables {
  autoflex_settings: AutoflexSettingsTable;
  autoflex_conversions: AutoflexConversionsTable;
}
