// Typed view of the tables created by server/db/migrations. Keep in step with the SQL.
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { AccountTypeCode, InstrumentTypeCode } from '../../src/domain/enums';

/** timestamptz: read as Date, written as Date. */
export type Timestamp = ColumnType<Date, Date, Date>;
/** numeric: always a decimal string on both drivers (never a binary float). */
export type Numeric = ColumnType<string, string, string>;
/** Columns with a SQL default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type Role = 'trader' | 'approver' | 'admin';
export type UserStatus = 'active' | 'pending';
/** Spec 3.5 (0 edge .. 3 off_exchange) and spec 3.4 (SPOT 0 .. OPTION 4) codes. */
export type { AccountTypeCode, InstrumentTypeCode };

export interface UserPreferences {
  hide_small_balances?: boolean;
  hide_zero_balances?: boolean;
}

export interface CustomersTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  mandatory_las: Defaulted<boolean>;
  has_legal_authorized_signatory: Defaulted<boolean>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  status: Defaulted<UserStatus>;
  landing_page: Defaulted<string>;
  roles: Defaulted<Role[]>;
  preferences: JSONColumnType<UserPreferences, string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, Date>;
}

export interface UserEntitiesTable {
  user_id: number;
  entity_id: number;
  is_default: Defaulted<boolean>;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  entity_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PendingLoginsTable {
  id: Generated<number>;
  user_id: number;
  code_salt: string;
  code_hash: string;
  attempts: Defaulted<number>;
  resends: Defaulted<number>;
  password_verified_at: Timestamp;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AuthFailuresTable {
  id: Generated<number>;
  key: string;
  at: Timestamp;
}

export interface VenuesTable {
  id: Generated<number>;
  key: string;
  name: string;
  account_type: AccountTypeCode;
  deposit_enabled: Defaulted<boolean>;
  address_whitelisting_enabled: Defaulted<boolean>;
  edge_gui_enabled: Defaulted<boolean>;
  withdraw_enabled: Defaulted<boolean>;
  futures_enabled: Defaulted<boolean>;
  supports_withdrawal_network: Defaulted<boolean>;
  supports_withdrawal_fee: Defaulted<boolean>;
  gui_transfer_enabled: Defaulted<boolean>;
  gui_portfolio_enabled: Defaulted<boolean>;
  risk_info_enabled: Defaulted<boolean>;
  is_delisted: Defaulted<boolean>;
  is_spot_disabled: Defaulted<boolean>;
  is_gui_futures_trading_enabled: Defaulted<boolean>;
  is_demo_venue: Defaulted<boolean>;
  disabled_toggles: Defaulted<string[]>;
  min_trade_size_limits: JSONColumnType<Record<string, string>, string | undefined, string>;
  max_trade_size_limits: JSONColumnType<Record<string, string>, string | undefined, string>;
}

export interface AccountsTable {
  id: Generated<number>;
  entity_id: number;
  venue_id: number;
  name: string;
}

export interface SubaccountsTable {
  id: Generated<number>;
  account_id: number;
  entity_id: number;
  name: string;
  can_read: Defaulted<boolean>;
  can_trade: Defaulted<boolean>;
  can_withdraw: Defaulted<boolean>;
  can_transfer: Defaulted<boolean>;
  supported_product_types: Defaulted<string[]>;
  supported_wallet_types: Defaulted<string[]>;
  is_oxs_enabled: Defaulted<boolean>;
}

export interface InstrumentsTable {
  id: Generated<number>;
  symbol: string;
  base_token: string;
  quote_token: string;
  instrument_type: InstrumentTypeCode;
  display_name: string;
  metadata: JSONColumnType<Record<string, string>, string | undefined, string>;
  allows_fok_order: Defaulted<boolean>;
  allows_limit_order: Defaulted<boolean>;
  allows_market_order: Defaulted<boolean>;
  allows_stop_order: Defaulted<boolean>;
  allows_twap_order: Defaulted<boolean>;
  is_spot_tradeable: Defaulted<boolean>;
  /** 002: market units (null until set; options have no book and no start price). */
  tick_size: ColumnType<string | null, string | null | undefined, string | null>;
  lot_size: ColumnType<string | null, string | null | undefined, string | null>;
  start_price: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VenueInstrumentsTable {
  venue_id: number;
  instrument_id: number;
}

export interface BalancesTable {
  id: Generated<number>;
  subaccount_id: number;
  token: string;
  amount: Numeric;
}

export interface AppSettingsTable {
  scope: string;
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Timestamp;
}

export interface Database {
  customers: CustomersTable;
  users: UsersTable;
  user_entities: UserEntitiesTable;
  sessions: SessionsTable;
  pending_logins: PendingLoginsTable;
  auth_failures: AuthFailuresTable;
  venues: VenuesTable;
  accounts: AccountsTable;
  subaccounts: SubaccountsTable;
  instruments: InstrumentsTable;
  venue_instruments: VenueInstrumentsTable;
  balances: BalancesTable;
  app_settings: AppSettingsTable;
  schema_migrations: SchemaMigrationsTable;
}
