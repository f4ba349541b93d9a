// Enumerations of spec sections 2-4, 6 and 9: `as const` lists, their union types and guards.

/** A type guard for membership in a readonly list of string literals. */
function guard<T extends string>(list: readonly T[]): (x: unknown) => x is T {
  const set: ReadonlySet<string> = new Set(list);
  return (x: unknown): x is T => typeof x === 'string' && set.has(x);
}

// ---- Orders (spec 3.1) ----

export const SIDES = ['BUY', 'SELL'] as const;
export type Side = (typeof SIDES)[number];
export const isSide = guard(SIDES);

/** Spellings screen forms use for a side (spec 3.1). */
export const SCREEN_SIDES = ['Buy', 'Sell', 'buy', 'sell', 'long', 'short'] as const;
export type ScreenSide = (typeof SCREEN_SIDES)[number];
export const isScreenSide = guard(SCREEN_SIDES);

/** The wire side for any screen spelling; null for anything else. */
export function toSide(x: unknown): Side | null {
  if (isSide(x)) return x;
  if (!isScreenSide(x)) return null;
  return x === 'Buy' || x === 'buy' || x === 'long' ? 'BUY' : 'SELL';
}

export const ORDER_TYPES = [
  'LIMIT',
  'MARKET',
  'STOP_LOSS',
  'STOP_LOSS_LIMIT',
  'TAKE_PROFIT',
  'TAKE_PROFIT_LIMIT',
  'LIMIT_MAKER',
  'STOP',
  'STOP_MARKET',
  'TAKE_PROFIT_MARKET',
  'TRAILING_STOP_MARKET',
  'STOP_LIMIT',
  'TWAP',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const isOrderType = guard(ORDER_TYPES);

/** Order-type labels of the ticket's selector (spec 3.1). */
export const SCREEN_ORDER_TYPES = ['Market', 'FOK', 'Limit', 'TWAP', 'Stop'] as const;
export type ScreenOrderType = (typeof SCREEN_ORDER_TYPES)[number];
export const isScreenOrderType = guard(SCREEN_ORDER_TYPES);

/** Order-type keys used in screen state (spec 3.1). */
export const SCREEN_ORDER_TYPE_KEYS = [
  'market',
  'limit',
  'stopLimit',
  'stop',
  'stopLossLimit',
  'stopMarket',
  'twap',
] as const;
export type ScreenOrderTypeKey = (typeof SCREEN_ORDER_TYPE_KEYS)[number];
export const isScreenOrderTypeKey = guard(SCREEN_ORDER_TYPE_KEYS);

export const TIME_IN_FORCES = ['NONE', 'GTC', 'IOC', 'FOK', 'GTX'] as const;
export type TimeInForce = (typeof TIME_IN_FORCES)[number];
export const isTimeInForce = guard(TIME_IN_FORCES);

export const SCREEN_TIME_IN_FORCES = ['None', 'gtc', 'gtx', 'ioc', 'fok'] as const;
export type ScreenTimeInForce = (typeof SCREEN_TIME_IN_FORCES)[number];
export const isScreenTimeInForce = guard(SCREEN_TIME_IN_FORCES);

export const POSITION_SIDES = ['BOTH', 'LONG', 'SHORT'] as const;
export type PositionSide = (typeof POSITION_SIDES)[number];
export const isPositionSide = guard(POSITION_SIDES);

/** Order status (spec 4). */
export const ORDER_STATUSES = [
  'NEW',
  'PARTIALLY_FILLED',
  'FILLED',
  'CANCELED',
  'REJECTED',
  'PENDING_CANCEL',
  'EXPIRED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const isOrderStatus = guard(ORDER_STATUSES);

// ---- Instruments and venues (spec 3.4, 3.5) ----

export const INSTRUMENT_TYPES = {
  SPOT: 0,
  FUTURE: 1,
  MARGIN: 2,
  PERPETUAL: 3,
  OPTION: 4,
} as const;
export type InstrumentTypeName = keyof typeof INSTRUMENT_TYPES;
export type InstrumentTypeCode = (typeof INSTRUMENT_TYPES)[InstrumentTypeName];
export const INSTRUMENT_TYPE_NAMES = Object.keys(INSTRUMENT_TYPES) as InstrumentTypeName[];
export const isInstrumentTypeName = guard(INSTRUMENT_TYPE_NAMES);
export function isInstrumentTypeCode(x: unknown): x is InstrumentTypeCode {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 4;
}
export function instrumentTypeName(code: InstrumentTypeCode): InstrumentTypeName {
  return INSTRUMENT_TYPE_NAMES[code] as InstrumentTypeName;
}

/** Account type codes (spec 3.5). */
export const ACCOUNT_TYPES = { edge: 0, custody: 1, otc: 2, off_exchange: 3 } as const;
export type AccountTypeName = keyof typeof ACCOUNT_TYPES;
export type AccountTypeCode = (typeof ACCOUNT_TYPES)[AccountTypeName];
export const ACCOUNT_TYPE_NAMES = Object.keys(ACCOUNT_TYPES) as AccountTypeName[];
export const isAccountTypeName = guard(ACCOUNT_TYPE_NAMES);
export function isAccountTypeCode(x: unknown): x is AccountTypeCode {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 3;
}
export function accountTypeName(code: AccountTypeCode): AccountTypeName {
  return ACCOUNT_TYPE_NAMES[code] as AccountTypeName;
}

/** The hedge venue enumeration (spec 3.5): same codes as ACCOUNT_TYPES, upper-case names. */
export const HEDGE_VENUE_CODES = { EDGE: 0, CUSTODY: 1, OTC: 2, OFF_EXCHANGE: 3 } as const;
export type HedgeVenueName = keyof typeof HEDGE_VENUE_CODES;
export type HedgeVenueCode = (typeof HEDGE_VENUE_CODES)[HedgeVenueName];
export const isHedgeVenueName = guard(Object.keys(HEDGE_VENUE_CODES) as HedgeVenueName[]);
export const isHedgeVenueCode = isAccountTypeCode as (x: unknown) => x is HedgeVenueCode;

/** Account kinds offered in transfers (spec 3.5); 'DMA' is the edge account. */
export const TRANSFER_ACCOUNT_KINDS = [
  'Flex',
  'Off Platform',
  'DMA',
  'Lending',
  'Treasury',
  'Internal',
  'Staking',
] as const;
export type TransferAccountKind = (typeof TRANSFER_ACCOUNT_KINDS)[number];
export const isTransferAccountKind = guard(TRANSFER_ACCOUNT_KINDS);

export const PRODUCT_TYPES = [
  'COINM_FUTURE',
  'USDM_FUTURE',
  'USDM_SWAPS',
  'COINM_SWAPS',
  'INVERSE_CONTRACTS',
  'USDT_PERPETUAL',
  'USDC_CONTRACTS',
  'CONTRACT',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const isProductType = guard(PRODUCT_TYPES);

/** Market kinds of the venue module (spec 9). */
export const MARKET_KINDS = ['SPOT', 'FUTURES'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];
export const isMarketKind = guard(MARKET_KINDS);
export const MARGIN_COLLATERAL_TYPE = 'MARGIN';

/** Which app an instrument map belongs to (spec 3.4). */
export const STREAMING_APP_TYPES = ['edge', 'rfs', 'rfq'] as const;
export type StreamingAppType = (typeof STREAMING_APP_TYPES)[number];
export const isStreamingAppType = guard(STREAMING_APP_TYPES);

// ---- Trading (spec 2.3, 4) ----

export const TRADE_TYPES = ['RFQ', 'Streaming', 'Edge', 'Fusion'] as const;
export type TradeType = (typeof TRADE_TYPES)[number];
export const isTradeType = guard(TRADE_TYPES);

export const TRADING_ERROR_KINDS = [
  'ConnectionError',
  'StreamingDisabled',
  'TradeError',
  'None',
] as const;
export type TradingErrorKind = (typeof TRADING_ERROR_KINDS)[number];
export const isTradingErrorKind = guard(TRADING_ERROR_KINDS);

export const TRADE_ALLOCATION_STAGES = [
  'FILL_ALLOCATION_FORM',
  'TRADE_ALLOCATION_PREVIEW',
  'TRADE_ALLOCATION_SUCCESS',
  'TRADE_ALLOCATION_ERROR',
  'GROUP_TRADE_PREVIEW',
] as const;
export type TradeAllocationStage = (typeof TRADE_ALLOCATION_STAGES)[number];
export const isTradeAllocationStage = guard(TRADE_ALLOCATION_STAGES);

/** Trade statistics grouping. Spec 3.7 names only the default 'Day'; Week and Month are ours. */
export const TIME_GROUPINGS = ['Day', 'Week', 'Month'] as const;
export type TimeGrouping = (typeof TIME_GROUPINGS)[number];
export const isTimeGrouping = guard(TIME_GROUPINGS);

// ---- Navigation (spec 2.3) ----

export const NAV_TABS = [
  'Trade',
  'Portfolio',
  'Insights',
  'AdminSettings',
  'Account',
  'FAQs',
  'LogOut',
  'Defi',
  'Analytics',
  'Support',
  'UAPIAdminSettings',
  'Labs',
  'NativeCustody',
  'Focal',
] as const;
export type NavTab = (typeof NAV_TABS)[number];
export const isNavTab = guard(NAV_TABS);

export const ACCOUNT_TAB_KEYS = [
  'accounts',
  'activity_history',
  'product_agreement',
  'accounts_security',
  'agreements',
] as const;
export type AccountTabKey = (typeof ACCOUNT_TAB_KEYS)[number];
export const isAccountTabKey = guard(ACCOUNT_TAB_KEYS);

// ---- Permissions and flags (spec 6, 2.3, 2.4) ----

/**
 * Feature flags: the seven of spec 6, plus the two switches spec 2.3/2.4 depend on
 * (new permission module, contract and upsell flow), as served by /api/user_config.
 */
export const FEATURE_FLAGS = [
  'edge_trading_enabled',
  'options_rfq',
  'fee_statistics',
  'credit_loan_balance',
  'spot_margin',
  'bypass_travel_rules',
  'docusign_agreements',
  'new_permission_module',
  'contract_and_upsell_enabled',
  // DeFi at /v2/defi (docs/defi.md): off unless an institution turns it on.
  'defi_enabled',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export const isFeatureFlag = guard(FEATURE_FLAGS);

/** Named user actions for audit and approval (spec 6). */
export const AUDIT_ACTIONS = [
  'Request Withdrawal',
  'Request Whitelist',
  'Approve Withdrawal',
  'Approve Whitelist',
  'Add Withdrawal Address',
  'Confirm Withdrawal',
  'Copy Withdrawal Address',
  'Edit Label of Withdrawal Address',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const isAuditAction = guard(AUDIT_ACTIONS);

// ---- Requests, rules and schedules (spec 3.8, 4) ----

export const REQUEST_STATUSES = ['requested', 'rejected', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const isRequestStatus = guard(REQUEST_STATUSES);

export const RULE_STATUSES = [
  'pending_approval',
  'approved',
  'rejected',
  'enabled',
  'disabled',
  'deleted',
] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];
export const isRuleStatus = guard(RULE_STATUSES);

export const RULE_ACTIONS = [
  'add',
  'edit',
  'delete',
  'view',
  'approve',
  'reject',
  'enable',
  'disable',
] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];
export const isRuleAction = guard(RULE_ACTIONS);

export const SCHEDULE_STATES = ['in_progress', 'failed', 'expired', 'completed', 'active'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];
export const isScheduleState = guard(SCHEDULE_STATES);

export const TRIGGER_TYPES = ['TokenBalanceThresholdTrigger', 'TokenBalanceRangeTrigger'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];
export const isTriggerType = guard(TRIGGER_TYPES);

export const AUTOMATION_ACTION_TYPES = [
  'TransferTokenByFixedAmount',
  'TransferTokenWithBalanceLimits',
] as const;
export type AutomationActionType = (typeof AUTOMATION_ACTION_TYPES)[number];
export const isAutomationActionType = guard(AUTOMATION_ACTION_TYPES);

export const SCHEDULE_TYPES = ['PeriodicSchedule'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];
export const isScheduleType = guard(SCHEDULE_TYPES);

export const REQUIRED_DETAILS_STATUSES = [
  'required_beneficiary_details',
  'video_verification_missing',
  'video_verification_rejected',
] as const;
export type RequiredDetailsStatus = (typeof REQUIRED_DETAILS_STATUSES)[number];
export const isRequiredDetailsStatus = guard(REQUIRED_DETAILS_STATUSES);

// ---- Downloads (spec 3.7) ----

export const EXPORT_KINDS = ['orderblotter', 'eodsnapshot', 'portfolio'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const isExportKind = guard(EXPORT_KINDS);

export const ASYNC_DOWNLOAD_KINDS = [
  'order_history_async_download',
  'trade_history_async_download',
  'eod_snapshot_dashboard',
] as const;
export type AsyncDownloadKind = (typeof ASYNC_DOWNLOAD_KINDS)[number];
export const isAsyncDownloadKind = guard(ASYNC_DOWNLOAD_KINDS);

// ---- Currencies (spec 9) ----

/** Fiat and fiat-pegged tokens (spec 9, first fiat list). */
export const FIAT_LIKE_TOKENS = ['USDT', 'USD', 'USDC', 'TUSD', 'BUSD', 'EUR', 'INR'] as const;
export type FiatLikeToken = (typeof FIAT_LIKE_TOKENS)[number];
export const isFiatLikeToken = guard(FIAT_LIKE_TOKENS);

/** Fiat currencies (spec 9, second fiat list). */
export const FIAT_CURRENCIES = ['INR', 'USD', 'GBP', 'EUR', 'CHF'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];
export const isFiatCurrency = guard(FIAT_CURRENCIES);

/** Major fiat currencies, e.g. for fiat settlement batches (spec 9, third fiat list). */
export const MAJOR_FIAT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF'] as const;
export type MajorFiatCurrency = (typeof MAJOR_FIAT_CURRENCIES)[number];
export const isMajorFiatCurrency = guard(MAJOR_FIAT_CURRENCIES);

/** Settlement and quote currencies; the first is the default (spec 9). */
export const SETTLEMENT_CURRENCIES = ['USD', 'USDC'] as const;
export type SettlementCurrency = (typeof SETTLEMENT_CURRENCIES)[number];
export const isSettlementCurrency = guard(SETTLEMENT_CURRENCIES);
export const DEFAULT_SETTLEMENT_CURRENCY: SettlementCurrency = 'USD';

/** Tokens whose amounts show 2 decimals (spec 5). */
export const TWO_DECIMAL_TOKENS = ['USD', 'BUSD', 'USDT', 'USDC'] as const;
