// Typed view of the tables created by server/db/migrations. Keep in step with the SQL.
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { AccountTypeCode, InstrumentTypeCode } from '../../domain/enums';
import type { Action, Role } from '../../domain/permissions';
import type { PostTradeTables } from './post-trade-schema';
import type { CustodyTables } from './custody-schema';
import type { FusionTables } from './fusion-schema';
import type { AutoflexTables } from './autoflex-schema';
import type { DefiTables } from './defi-schema';
import type { TreasuryTables } from './treasury-schema';
import type { WalletTables } from './wallet-schema';

/** timestamptz: read as Date, written as Date. */
export type Timestamp = ColumnType<Date, Date, Date>;
/** numeric: always a decimal string on both drivers (never a binary float). */
export type Numeric = ColumnType<string, string, string>;
/** Columns with a SQL default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** 040: viewer, trader, approver, admin, auditor (domain/permissions.ts ROLES). */
export type { Action, Role };
/** Second factors of a user's sign-in policy. */
export type Factor = 'email_otp' | 'otp' | 'yubikey';
/** A nullable column, optional on insert. */
export type NullableColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;
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
  /** 010: comma-separated IPs/CIDRs allowed to act for this entity; '' = every IP. */
  ip_allowlist: Defaulted<string>;
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
  /** 010: account security. */
  factor_policy: Defaulted<Factor[]>;
  otp_secret_enc: NullableColumn<string>;
  otp_pending_secret_enc: NullableColumn<string>;
  /** bigint: read as a string on PostgreSQL, a number on PGlite; compare with Number(). */
  otp_last_step: NullableColumn<string | number>;
  password_changed_at: Defaulted<Date>;
  password_expires_at: NullableColumn<Date>;
  password_change_required: Defaulted<boolean>;
  trade_confirmation_emails: Defaulted<boolean>;
  /** 041: set by user_deactivate (no sign-in, no approvals). */
  deactivated_at: NullableColumn<Date>;
  /** 041: set by user_invite; the user is pending until they choose a password. */
  invited_at: NullableColumn<Date>;
  /** 056: the provider's support desk (answers every institution's tickets). */
  support_staff: Defaulted<boolean>;
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
  /** 051: the address and browser that signed in (the session list). */
  ip: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  /** 051: the last re-authentication within this session (sign-in counts as one). */
  reauthenticated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** 053: CSRF values issued since sign-in; a privilege change sets csrf_rotate (R-SECH-23). */
  csrf_generation: Defaulted<number>;
  csrf_rotate: Defaulted<boolean>;
  /** 053: until when the previous generation's value is still accepted. */
  csrf_previous_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface PendingLoginsTable {
  id: Generated<number>;
  user_id: number;
  /** 010: null while the pending step is not the email code. */
  code_salt: NullableColumn<string>;
  code_hash: NullableColumn<string>;
  attempts: Defaulted<number>;
  resends: Defaulted<number>;
  password_verified_at: Timestamp;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** 010: the factors this sign-in must pass, in order, and those passed so far. */
  factors: Defaulted<Factor[]>;
  factors_done: Defaulted<Factor[]>;
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

/** What open orders, positions and option margin hold of a balance (065_balance_locks.sql). */
export interface BalanceLocksTable {
  subaccount_id: number;
  token: string;
  /** The engine shard whose orders and positions hold it (067; 0 for one engine). */
  shard: Generated<number>;
  locked: Numeric;
}

/** Bookings of other processes on their way to the engine (066_booking_outbox.sql). */
export interface BookingOutboxTable {
  id: Generated<string>;
  body: string;
  created_at: Generated<Date>;
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

// 010_account_security.
export interface WebauthnCredentialsTable {
  id: Generated<number>;
  user_id: number;
  /** base64url credential id. */
  credential_id: string;
  /** base64url COSE public key. */
  public_key: string;
  counter: ColumnType<string | number, number, number>;
  transports: Defaulted<string[]>;
  name: string;
  created_at: Timestamp;
  last_used_at: NullableColumn<Date>;
}

export interface WebauthnChallengesTable {
  id: Generated<number>;
  user_id: number | null;
  /** 041: 'approve' for the hardware-key factor of a maker-checker approval. */
  purpose: 'register' | 'authenticate' | 'approve' | 'custody_send' | 'reauthenticate';
  challenge: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: NullableColumn<Date>;
}

export interface EmailCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  code_salt: string;
  code_hash: string;
  attempts: Defaulted<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: NullableColumn<Date>;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: NullableColumn<Date>;
}

export interface SignupsTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: NullableColumn<Date>;
}

export interface UserActivityTable {
  id: Generated<number>;
  user_id: number;
  action: string;
  at: Timestamp;
  ip: Defaulted<string>;
  user_agent: Defaulted<string>;
  entity_id: number | null;
  details: JSONColumnType<Record<string, string>, string | undefined, string>;
}

export interface OnboardingProfilesTable {
  user_id: number;
  /** step key → field → value */
  data: JSONColumnType<Record<string, Record<string, string>>, string | undefined, string>;
  terms_version: NullableColumn<string>;
  agreed_at: NullableColumn<Date>;
  signed_at: NullableColumn<Date>;
  signer_name: NullableColumn<string>;
  signer_ip: NullableColumn<string>;
  /** 011: the entity the terms were agreed for (set on agree, sign and complete). */
  entity_id: NullableColumn<number>;
  completed_at: NullableColumn<Date>;
  updated_at: Timestamp;
}

export interface RateEventsTable {
  id: Generated<number>;
  key: string;
  at: Timestamp;
}

/** 020: Edge trading (server/orders). Epoch-ms times are bigint, read as strings by pg. */
export type EpochMillis = ColumnType<string | number, number, number>;
export type BigIntColumn = ColumnType<string | number, number, number>;

export interface OrdersTable {
  id: ColumnType<string, string, string>;
  client_order_id: string;
  subaccount_id: number;
  account_id: number;
  symbol: string;
  side: string;
  order_type: string;
  time_in_force: string;
  quantity: Numeric;
  limit_price: ColumnType<string | null, string | null, string | null>;
  stop_price: ColumnType<string | null, string | null, string | null>;
  activation_price: ColumnType<string | null, string | null, string | null>;
  callback_rate: ColumnType<string | null, string | null, string | null>;
  reduce_only: boolean;
  post_only: boolean;
  close_position: boolean;
  price_protect: boolean;
  position_side: string;
  margin_mode: string;
  leverage: number;
  start_time: EpochMillis;
  end_time: EpochMillis;
  duration: EpochMillis;
  number_of_slices: number;
  twap_sent: number;
  parent_order_id: ColumnType<string | null, string | null, string | null>;
  status: string;
  reason: string;
  triggered: boolean;
  trail_active: boolean;
  trail_extreme: ColumnType<string | number | null, number | null, number | null>;
  lots: BigIntColumn;
  filled_lots: BigIntColumn;
  priority: BigIntColumn;
  executed_quantity: Numeric;
  executed_notional: Numeric;
  fee: Numeric;
  fee_token: string;
  created_at: EpochMillis;
  updated_at: EpochMillis;
  held_price: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FillsTable {
  id: ColumnType<string, string, string>;
  order_id: ColumnType<string, string, string>;
  subaccount_id: number;
  symbol: string;
  side: string;
  price: Numeric;
  quantity: Numeric;
  fee: Numeric;
  fee_token: string;
  liquidity: string;
  realized_pnl: Numeric;
  time: EpochMillis;
}

export interface LedgerEntriesTable {
  id: Generated<string>;
  journal_id: BigIntColumn;
  book: string;
  token: string;
  amount: Numeric;
  kind: string;
  ref: string;
  time: EpochMillis;
}

export interface PositionsTable {
  subaccount_id: number;
  symbol: string;
  position_side: string;
  size: Numeric;
  entry_price: Numeric;
  realized_pnl: Numeric;
  updated_at: EpochMillis;
}

export interface TradingSettingsTable {
  subaccount_id: number;
  hedge_mode: Defaulted<boolean>;
  multi_assets_mode: Defaulted<boolean>;
  event_seq: ColumnType<string | number, number | undefined, number>;
}

export interface SymbolSettingsTable {
  subaccount_id: number;
  symbol: string;
  leverage: Defaulted<number>;
  margin_mode: Defaulted<string>;
}

export interface FavoriteMarketsTable {
  user_id: number;
  symbol: string;
  instrument_type: number;
  created_at: EpochMillis;
}

export interface UserLastStateTable {
  user_id: number;
  state: ColumnType<unknown, string, string>;
  updated_at: EpochMillis;
}

/** 040: one row per action a role grants (docs/approvals.md). */
export interface RolePermissionsTable {
  role: Role;
  action: Action;
  /** 044: the institution (root customer) whose matrix this row is; null = the default. */
  institution_id: number | null;
}

/** 044: institutions that have their own copy of the matrix. */
export interface InstitutionRoleMatricesTable {
  institution_id: number;
  created_at: Generated<Date>;
}

/** 044 (a view): what each institution's roles grant. */
export interface EffectiveRolePermissionsView {
  institution_id: number;
  role: Role;
  action: Action;
}

/** 043: the wallet tables (wallet-schema.ts). */
export interface Database
  extends
    WalletTables,
    TreasuryTables,
    PostTradeTables,
    CustodyTables,
    FusionTables,
    DefiTables,
    AutoflexTables {
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
  balance_locks: BalanceLocksTable;
  booking_outbox: BookingOutboxTable;
  app_settings: AppSettingsTable;
  schema_migrations: SchemaMigrationsTable;
  webauthn_credentials: WebauthnCredentialsTable;
  webauthn_challenges: WebauthnChallengesTable;
  email_codes: EmailCodesTable;
  password_resets: PasswordResetsTable;
  signups: SignupsTable;
  user_activity: UserActivityTable;
  onboarding_profiles: OnboardingProfilesTable;
  rate_events: RateEventsTable;
  // 020: Edge trading.
  orders: OrdersTable;
  fills: FillsTable;
  ledger_entries: LedgerEntriesTable;
  positions: PositionsTable;
  trading_settings: TradingSettingsTable;
  symbol_settings: SymbolSettingsTable;
  favorite_markets: FavoriteMarketsTable;
  user_last_state: UserLastStateTable;
  // 030: quotes.
  customer_credit: CustomerCreditTable;
  quotes: QuotesTable;
  quote_trades: QuoteTradesTable;
  // 035: perpetual funding periods paid.
  funding_periods: FundingPeriodsTable;
  // 036: legs of options RFQ trades.
  option_trade_legs: OptionTradeLegsTable;
  // 040: the role × action matrix of the authorization policy.
  role_permissions: RolePermissionsTable;
  institution_role_matrices: InstitutionRoleMatricesTable;
  effective_role_permissions: EffectiveRolePermissionsView;
  // 041: maker-checker, audit log, stream topic sequences.
  approval_policy_rules: ApprovalPolicyRulesTable;
  approval_requests: ApprovalRequestsTable;
  approval_actions: ApprovalActionsTable;
  audit_log: AuditLogTable;
  stream_sequences: StreamSequencesTable;
  // 042: portfolio
  eod_runs: EodRunsTable;
  eod_snapshots: EodSnapshotsTable;
  // 058: snapshot totals per cut-off and subaccount (server/portfolio/eod-store.ts).
  eod_subaccount_totals: EodSubaccountTotalsTable;
  eod_prices: EodPricesTable;
  credit_loans: CreditLoansTable;
  option_positions: OptionPositionsTable;
  option_margin: OptionMarginTable;
  assistant_threads: AssistantThreadsTable;
  assistant_messages: AssistantMessagesTable;
  assistant_feedback: AssistantFeedbackTable;
  assistant_settings: AssistantSettingsTable;
  assistant_articles: AssistantArticlesTable;
  assistant_workflow_runs: AssistantWorkflowRunsTable;
  // 049: report and export jobs (server/reports/).
  report_jobs: ReportJobsTable;
  // 050
  user_preferences: UserPreferencesTable;
  assistant_workflow_schedules: AssistantWorkflowSchedulesTable;
}

// ---- 030: quotes --------------

type NullableNumeric = ColumnType<string | null, string | null | undefined, string | null>;

export interface CustomerCreditTable {
  customer_id: number;
  limit_usd: Numeric;
  markup_bps: ColumnType<number, number | undefined, number>;
  /** 042: a frozen line refuses new credit. */
  frozen: Defaulted<boolean>;
  frozen_reason: NullableColumn<string>;
}

export interface QuotesTable {
  id: string;
  kind: 'SPOT' | 'OPTION';
  entity_id: number;
  user_id: number;
  subaccount_id: number;
  symbol: string;
  side: string;
  quantity: Numeric;
  quantity_currency: string;
  bid_price: NullableNumeric;
  ask_price: NullableNumeric;
  raw_bid: NullableNumeric;
  raw_ask: NullableNumeric;
  payload: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: EpochMillis;
  expires_at: EpochMillis;
  used_at: ColumnType<string | null, number | null | undefined, number | null>;
}

export interface QuoteTradesTable {
  id: Generated<string>;
  quote_id: string | null;
  source: 'RFQ' | 'RFS' | 'OPTIONS';
  entity_id: number;
  user_id: number;
  subaccount_id: number;
  symbol: string;
  side: string;
  price: Numeric;
  quantity: Numeric;
  quote_quantity: Numeric;
  notional_usd: Numeric;
  executed_at: EpochMillis;
  /** 064: an RFS order's client order id (unique per entity), else null. */
  client_order_id: NullableColumn<string>;
}

// ---- 035: funding periods --------------

/** One row per symbol and funding time, written with its payments: a period is paid once. */
export interface FundingPeriodsTable {
  symbol: string;
  funding_time: EpochMillis;
  rate: Numeric;
  mark_price: Numeric;
  paid_at: EpochMillis;
  positions: number;
}

// ---- 036: options RFQ trade legs --------------

export interface OptionTradeLegsTable {
  trade_id: ColumnType<string, string | number, string | number>;
  leg_index: number;
  symbol: string;
  side: 'BUY' | 'SELL';
  ratio: number;
  quantity: Numeric;
  contracts: Numeric;
  price: Numeric;
  vol: Numeric;
}

// ---- 041: maker-checker, audit log, stream topic sequences --------------

type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface ApprovalPolicyRulesTable {
  id: Generated<number>;
  entity_id: number;
  position: number;
  kind: Defaulted<string>;
  asset: Defaulted<string>;
  min_amount_usd: NullableNumeric;
  max_amount_usd: NullableNumeric;
  destination_type: Defaulted<string>;
  account_id: NullableColumn<number>;
  min_approvers: number;
  approver_roles: Defaulted<string[]>;
  approver_user_ids: Defaulted<number[]>;
  created_at: Timestamp;
  retired_at: NullableColumn<Date>;
}

export interface ApprovalRequestsTable {
  id: Generated<number>;
  entity_id: number;
  kind: string;
  requester_id: number;
  client_request_id: string;
  payload: Json<Record<string, unknown>>;
  payload_hash: string;
  min_approvers: number;
  approver_roles: string[];
  approver_user_ids: number[];
  policy_rule_id: NullableColumn<number>;
  amount_usd: NullableNumeric;
  status: Defaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  expires_at: Timestamp;
  executed_at: NullableColumn<Date>;
  closed_at: NullableColumn<Date>;
  result: NullableJson<Record<string, unknown>>;
}

export interface ApprovalActionsTable {
  id: Generated<number>;
  request_id: number;
  user_id: number;
  action: 'approve' | 'reject';
  reason: NullableColumn<string>;
  second_factor: NullableColumn<Factor>;
  at: Timestamp;
}

/** Written once, never updated: the update type is `never`, so no `set` compiles. */
type InsertOnly<S, I = S> = ColumnType<S, I, never>;

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE; no column can be `set`). */
export interface AuditLogTable {
  id: ColumnType<number, never, never>;
  at: InsertOnly<Date>;
  user_id: InsertOnly<number | null, number | null | undefined>;
  entity_id: InsertOnly<number | null, number | null | undefined>;
  ip: InsertOnly<string, string | undefined>;
  action: InsertOnly<string>;
  target: InsertOnly<string, string | undefined>;
  before: InsertOnly<unknown, string | null | undefined>;
  after: InsertOnly<unknown, string | null | undefined>;
  outcome: InsertOnly<'success' | 'failure' | 'refused'>;
  request_id: InsertOnly<number | null, number | null | undefined>;
}

export interface StreamSequencesTable {
  topic: string;
  seq: number;
}

// ---- 042: portfolio (end-of-day snapshots, credit loans) --------------

export interface EodRunsTable {
  cutoff: EpochMillis;
  taken_at: EpochMillis;
  source: 'scheduled' | 'catch_up' | 'seed';
  rows: number;
}

export interface EodSnapshotsTable {
  cutoff: EpochMillis;
  subaccount_id: number;
  token: string;
  balance: Numeric;
  price: NullableNumeric;
  value_usd: Numeric;
  flow_usd: ColumnType<string, string | undefined, string>;
  realised_usd: ColumnType<string, string | undefined, string>;
  unrealised_usd: ColumnType<string, string | undefined, string>;
  positions: ColumnType<unknown, string | undefined, string>;
}

export interface EodSubaccountTotalsTable {
  cutoff: EpochMillis;
  subaccount_id: number;
  value_usd: Numeric;
  unrealised_usd: Numeric;
  flow_usd: Numeric;
  realised_usd: Numeric;
}

export interface EodPricesTable {
  cutoff: EpochMillis;
  token: string;
  price: Numeric;
}

export interface CreditLoansTable {
  id: Generated<number>;
  customer_id: number;
  token: string;
  principal: Numeric;
  annual_rate: Numeric;
  started_at: EpochMillis;
  due_at: EpochMillis;
  repaid_at: ColumnType<string | null, number | null | undefined, number | null>;
}

export interface OptionPositionsTable {
  subaccount_id: number;
  symbol: string;
  size: Numeric;
  entry_price: Numeric;
  realised_pnl: ColumnType<string, string | undefined, string>;
  updated_at: EpochMillis;
}

export interface OptionMarginTable {
  subaccount_id: number;
  token: ColumnType<string, string | undefined, string>;
  amount: Numeric;
  updated_at: EpochMillis;
}

// ---- 046: the AI assistant (docs/assistant.md) --------------

export interface AssistantThreadsTable {
  id: Generated<number>;
  user_id: number;
  entity_id: number;
  title: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AssistantMessagesTable {
  id: Generated<number>;
  thread_id: number;
  role: 'user' | 'assistant';
  content: string;
  steps: Json<unknown[]>;
  drafts: Json<unknown[]>;
  citations: Json<unknown[]>;
  provider: NullableColumn<string>;
  status: Defaulted<'streaming' | 'complete' | 'failed'>;
  created_at: Timestamp;
}

export interface AssistantFeedbackTable {
  message_id: number;
  user_id: number;
  rating: 'up' | 'down';
  reasons: string[];
  comment: string;
  updated_at: Timestamp;
}

export interface AssistantSettingsTable {
  user_id: number;
  news_profile: string;
  model_profile: string;
  temperature: Numeric;
  context_window: string;
  response_style: string;
  response_length: number;
  updated_at: Timestamp;
}

export interface AssistantArticlesTable {
  slug: string;
  title: string;
  body: string;
  tags: string[];
  visible_to: string[];
  curated: boolean;
  updated_at: Timestamp;
  /** 057: an entity's own article (its admins manage it); null = shipped with the product. */
  entity_id: ColumnType<number | null, number | null | undefined, number | null>;
  hidden: Defaulted<boolean>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface AssistantWorkflowRunsTable {
  id: Generated<number>;
  user_id: number;
  entity_id: number;
  workflow: string;
  status: 'in_progress' | 'completed' | 'failed';
  steps: Json<unknown[]>;
  report: Defaulted<string>;
  started_at: Timestamp;
  finished_at: NullableColumn<Date>;
  /** 050: what started the run; a scheduled run's schedule and period (one run per period). */
  trigger: Defaulted<'manual' | 'schedule'>;
  schedule_id: NullableColumn<number>;
  period: ColumnType<string | null, number | null | undefined, number | null>;
}

// ---- 050: preference documents, workflow schedules --------------

export interface UserPreferencesTable {
  user_id: number;
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: EpochMillis;
}

export interface AssistantWorkflowSchedulesTable {
  id: Generated<number>;
  user_id: number;
  entity_id: number;
  workflow: string;
  kind: 'daily' | 'hours';
  minute_of_day: Defaulted<number>;
  every_hours: Defaulted<number>;
  enabled: Defaulted<boolean>;
  next_run_at: EpochMillis;
  created_at: EpochMillis;
  updated_at: EpochMillis;
}

// ---- 049: report and export jobs (docs/reports.md) --------------

export type ReportJobStatus = 'queued' | 'running' | 'ready' | 'failed' | 'expired';

export interface ReportJobsTable {
  id: Generated<number>;
  user_id: number;
  entity_id: number;
  kind: string;
  format: 'csv' | 'xlsx' | 'pdf' | 'md';
  parameters: JSONColumnType<Record<string, unknown>, string, string>;
  status: Defaulted<ReportJobStatus>;
  progress: Defaulted<number>;
  rows_written: ColumnType<string | number, number | undefined, number>;
  rows_total: ColumnType<string | number | null, number | null | undefined, number | null>;
  attempts: Defaulted<number>;
  error: NullableColumn<string>;
  file_name: NullableColumn<string>;
  file_bytes: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: ColumnType<string | number, number, number>;
  started_at: ColumnType<string | number | null, number | null | undefined, number | null>;
  heartbeat_at: ColumnType<string | number | null, number | null | undefined, number | null>;
  finished_at: ColumnType<string | number | null, number | null | undefined, number | null>;
  expires_at: ColumnType<string | number | null, number | null | undefined, number | null>;
}
