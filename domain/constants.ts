// Business constants and exact display texts of the spec (sections 2.4, 5, 8, 9).

// ---- Timing (spec 4, 7, 9) ----
export const PERIODIC_SYNC_INTERVAL_MS = 60_000;
export const TOAST_MAX = 3;
export const TOAST_HIDE_MS = 2_000;
/** Spec 9 names a second toast duration (4000 ms) without its use; kept for longer toasts. */
export const TOAST_LONG_HIDE_MS = 4_000;
/** A measured clock skew under this counts as zero. */
export const CLOCK_SKEW_IGNORE_MS = 200;
export const COUNTDOWN_STEP_MS = 1_000;
export const TEMP_FLAG_MS = 6_000;
export const TAB_HIDDEN_DELAY_MS = 1_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Spec 9: a 10-minute constant of the withdrawal helpers, use not shown (e.g. code validity). */
export const WITHDRAWAL_HELPER_WINDOW_MS = 600_000;
/** Maker-checker whitelisting: pending for 48 hours, then processed within 24 hours. */
export const MAKER_CHECKER_PENDING_HOURS = 48;
export const WHITELIST_PROCESSING_HOURS = 24;

// ---- Numbers (spec 5, 9) ----
export const DEFAULT_DISPLAY_DECIMALS = 8;
export const FIAT_AMOUNT_DECIMALS = 2;
export const DEFAULT_AMOUNT_DECIMALS = 8;
export const MIN_PRICE_DECIMALS = 2;
export const MAX_PRICE_DECIMALS = 8;
export const CURRENCY_MAX_FRACTION_DIGITS = 20;
export const SHORTEN_KEEP_CHARS = 6;

// ---- Windows (spec 3.7, 9) ----
export const TRADE_STATISTICS_DEFAULT_DAYS = 15;
export const TRADE_STATISTICS_DEFAULT_GROUPING = 'Day';

/** Responsive breakpoints in px, layout only (spec 9). */
export const BREAKPOINTS = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
  '3xl': 1920,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

// ---- Fixed entities (spec 3.5, 3.7) ----

/** Read-only pseudo-account listed for options RFQ (spec 3.5). */
export const OPTIONS_RFQ_ACCOUNT = {
  displayText: 'Options RFQ Account',
  subaccountId: -100,
  accountId: -100,
  accountType: 2,
  canRead: true,
  canTrade: false,
  canWithdraw: false,
  canTransfer: false,
} as const;

export const DEFAULT_TRADE_ALLOCATION_TITLE = 'Trade Allocation';

// ---- Texts (spec 2.4, 5, 8) ----
export const DEFAULT_ERROR_TEXT = 'We encountered an error. Please try again';
export const SOMETHING_WENT_WRONG_TEXT =
  'Something went wrong, please try again. Please contact support if this persists.';
export const SYNC_ERROR_TEXT =
  'Error while fetching app version. Please refresh and try again. If this persists, please contact support.';
export const CANCELLED_TEXT = 'ajax call was cancelled';
export const BLOCKED_TEXT = 'Requests are blocked';
export const INSUFFICIENT_CREDIT_TEXT = 'Insufficient Credit Remaining';

export const REFRESH_TITLE = 'Please Refresh';
export const REFRESH_TEXT =
  'Hi, our UI just got faster and better. Please refresh the page to get the latest.';

export const CONTRACT_ADMIN_UNASSIGNED_TITLE = 'Contract Admin Unassigned';
/** Spec 2.4 gives the content, not the words; this is our wording of it. */
export const CONTRACT_ADMIN_UNASSIGNED_TEXT =
  'A Contract Admin must be assigned to this entity before it can use the platform. Please contact your representative.';

export const WITHDRAWAL_REQUESTED_TEXT =
  'Withdrawal Requested. Check status on recent withdrawals panel';
export const WITHDRAWAL_INITIATED_TEXT =
  'Withdrawal Initiated. Check status on recent withdrawals panel';
export const WITHDRAWAL_REQUEST_FAILED_TEXT = 'Withdrawal request failed';
export const WITHDRAWAL_INITIATION_FAILED_TEXT = 'Withdrawal initiation failed';
export const REQUEST_WITHDRAW_BUTTON_TEXT = 'Request Withdraw';
export const WITHDRAW_BUTTON_TEXT = 'Withdraw';

export const WHITELIST_MAKER_CHECKER_TEXT =
  'Your request is pending checker approvals for 48 hours. Upon approval, it will be processed within 24 hours.';
export const WHITELIST_PROCESSING_TEXT =
  'We are processing your request. This can take up to 24 hours to complete. You can track the status in the Whitelisted Addresses section below.';
export const REQUEST_WHITELISTING_BUTTON_TEXT = 'Request Whitelisting';
export const CONFIRM_BUTTON_TEXT = 'Confirm';

export const REQUEST_REJECTED_TEXT = 'Request Rejected';
export const REQUEST_EXPIRED_TEXT = 'Request Expired';
export const REQUEST_IN_PROGRESS_TEXT = 'Request in progress';

/** 'Loading chunk {n} failed' (spec 8). */
export function chunkLoadFailedText(chunk: string | number): string {
  return `Loading chunk ${chunk} failed`;
}

/** Spec 2.1's further public route whose path is a shared constant: the system status page. */
export const STATUS_PATH = '/status';
