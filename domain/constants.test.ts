import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('R-CONST-1 constants of spec 9', () => {
  it.each([
    ['PERIODIC_SYNC_INTERVAL_MS', 60_000],
    ['TOAST_MAX', 3],
    ['TOAST_HIDE_MS', 2_000],
    ['CLOCK_SKEW_IGNORE_MS', 200],
    ['COUNTDOWN_STEP_MS', 1_000],
    ['TEMP_FLAG_MS', 6_000],
    ['TAB_HIDDEN_DELAY_MS', 1_000],
    ['CHUNK_LOAD_TIMEOUT_MS', 120_000],
    ['TRADE_STATISTICS_DEFAULT_DAYS', 15],
    ['DEFAULT_DISPLAY_DECIMALS', 8],
  ] as const)('%s = %s', (name, value) => {
    expect(C[name]).toBe(value);
  });

  it('breakpoints', () => {
    expect(Object.values(C.BREAKPOINTS)).toEqual([640, 768, 1024, 1280, 1536, 1920]);
  });

  it('options RFQ pseudo-account is read only', () => {
    expect(C.OPTIONS_RFQ_ACCOUNT).toMatchObject({
      subaccountId: -100,
      accountId: -100,
      accountType: 2,
      canRead: true,
      canTrade: false,
      canWithdraw: false,
      canTransfer: false,
    });
  });
});

describe('R-CONST-2 exact texts of spec 2.4, 5 and 8', () => {
  it.each([
    ['DEFAULT_ERROR_TEXT', 'We encountered an error. Please try again'],
    [
      'SOMETHING_WENT_WRONG_TEXT',
      'Something went wrong, please try again. Please contact support if this persists.',
    ],
    [
      'SYNC_ERROR_TEXT',
      'Error while fetching app version. Please refresh and try again. If this persists, please contact support.',
    ],
    ['CANCELLED_TEXT', 'ajax call was cancelled'],
    ['BLOCKED_TEXT', 'Requests are blocked'],
    ['INSUFFICIENT_CREDIT_TEXT', 'Insufficient Credit Remaining'],
    ['REFRESH_TITLE', 'Please Refresh'],
    [
      'REFRESH_TEXT',
      'Hi, our UI just got faster and better. Please refresh the page to get the latest.',
    ],
    ['CONTRACT_ADMIN_UNASSIGNED_TITLE', 'Contract Admin Unassigned'],
    ['WITHDRAWAL_REQUESTED_TEXT', 'Withdrawal Requested. Check status on recent withdrawals panel'],
    ['WITHDRAWAL_INITIATED_TEXT', 'Withdrawal Initiated. Check status on recent withdrawals panel'],
    ['WITHDRAWAL_REQUEST_FAILED_TEXT', 'Withdrawal request failed'],
    ['WITHDRAWAL_INITIATION_FAILED_TEXT', 'Withdrawal initiation failed'],
    [
      'WHITELIST_MAKER_CHECKER_TEXT',
      'Your request is pending checker approvals for 48 hours. Upon approval, it will be processed within 24 hours.',
    ],
    [
      'WHITELIST_PROCESSING_TEXT',
      'We are processing your request. This can take up to 24 hours to complete. You can track the status in the Whitelisted Addresses section below.',
    ],
    ['REQUEST_REJECTED_TEXT', 'Request Rejected'],
    ['REQUEST_EXPIRED_TEXT', 'Request Expired'],
    ['REQUEST_WITHDRAW_BUTTON_TEXT', 'Request Withdraw'],
    ['REQUEST_WHITELISTING_BUTTON_TEXT', 'Request Whitelisting'],
  ] as const)('%s', (name, text) => {
    expect(C[name]).toBe(text);
  });

  it('chunk load failure text', () => {
    expect(C.chunkLoadFailedText(7)).toBe('Loading chunk 7 failed');
  });
});
