// The spec's error texts (spec 8 "Error catalogue", spec 2.4, 3.6) and what to do about each, as
// knowledge-base articles. The texts come from domain/constants.ts, so an article always quotes
// what the product shows.
import {
  BLOCKED_TEXT,
  CANCELLED_TEXT,
  chunkLoadFailedText,
  CONTRACT_ADMIN_UNASSIGNED_TITLE,
  DEFAULT_ERROR_TEXT,
  REFRESH_TEXT,
  REFRESH_TITLE,
  REQUEST_EXPIRED_TEXT,
  REQUEST_IN_PROGRESS_TEXT,
  REQUEST_REJECTED_TEXT,
  SOMETHING_WENT_WRONG_TEXT,
  SYNC_ERROR_TEXT,
  WHITELIST_MAKER_CHECKER_TEXT,
  WHITELIST_PROCESSING_TEXT,
  WITHDRAWAL_INITIATED_TEXT,
  WITHDRAWAL_INITIATION_FAILED_TEXT,
  WITHDRAWAL_REQUEST_FAILED_TEXT,
  WITHDRAWAL_REQUESTED_TEXT,
} from '../../../domain/constants';
import { requiredMessage } from '../../../domain/text';
import type { Article } from './articles';

const everyone = { visibleTo: [], curated: true } as const;

export const ERROR_ARTICLES: readonly Article[] = [
  {
    slug: 'error-we-encountered-an-error',
    title: `Error: ${DEFAULT_ERROR_TEXT}`,
    body: `"${DEFAULT_ERROR_TEXT}" is the message a failed call shows when the server gave no reason of its own. Try the action again; if it keeps failing, reload the page, check the system status page (/status) and open a support ticket with the time it happened. When the server does give reasons, the message shows them instead, one per line.`,
    tags: ['error', 'toast', 'support'],
    ...everyone,
  },
  {
    slug: 'error-something-went-wrong',
    title: 'Error: Something went wrong, please try again',
    body: `"${SOMETHING_WENT_WRONG_TEXT}" is the default text of an unexpected failure. Try again once; if it persists, reload the page and open a support ticket saying what you did and when, so the desk can find it in the logs.`,
    tags: ['error', 'support'],
    ...everyone,
  },
  {
    slug: 'error-fetching-app-version',
    title: 'Error: Error while fetching app version',
    body: `"${SYNC_ERROR_TEXT}" appears when the periodic check (every 60 seconds) of the app version fails for a reason other than your session. Refresh the page; if your network is fine and it persists, contact support. If the check answers 403 your session has ended and you are signed out.`,
    tags: ['error', 'refresh', 'session', 'support'],
    ...everyone,
  },
  {
    slug: 'error-please-refresh',
    title: `${REFRESH_TITLE}: a newer version of Desk`,
    body: `The "${REFRESH_TITLE}" window ("${REFRESH_TEXT}") means a newer version of the app was released while your tab was open. Reload the page to get it; your open orders and requests are on the server and are not affected.`,
    tags: ['error', 'refresh', 'version'],
    ...everyone,
  },
  {
    slug: 'error-call-cancelled-or-blocked',
    title: `Error: ${CANCELLED_TEXT} / ${BLOCKED_TEXT}`,
    body: `"${CANCELLED_TEXT}" means a request was cancelled before it finished, usually because you left the screen or repeated the action; nothing needs doing. "${BLOCKED_TEXT}" means the app is holding calls back for a moment, for example while your session is being renewed or you are being signed out; wait a moment and try again, or sign in again.`,
    tags: ['error', 'network'],
    ...everyone,
  },
  {
    slug: 'error-loading-chunk-failed',
    title: 'Error: Loading chunk failed',
    body: `"${chunkLoadFailedText('{n}')}" means a part of the app could not be downloaded (missing after a release, or a time-out after 120 seconds). The page reloads once by itself; if it happens again, check your connection and reload the page.`,
    tags: ['error', 'refresh', 'network'],
    ...everyone,
  },
  {
    slug: 'error-field-required',
    title: `Error: ${requiredMessage('{field}')}`,
    body: `"${requiredMessage('{field}')}" (for example "${requiredMessage('Amount')}") means a form was sent without a value it needs. Fill in the named field; amounts must be positive decimals, and the number of decimals is cut to what the token allows.`,
    tags: ['error', 'form', 'validation'],
    ...everyone,
  },
  {
    slug: 'request-rejected-expired',
    title: `${REQUEST_REJECTED_TEXT}, ${REQUEST_EXPIRED_TEXT} and ${REQUEST_IN_PROGRESS_TEXT}`,
    body: `A maker-checker request shows "${REQUEST_REJECTED_TEXT}" when an approver rejected it and "${REQUEST_EXPIRED_TEXT}" when it was not approved in time; neither moved anything. Read the approver's reason in Approvals, correct what they asked for and submit a new request. "${REQUEST_IN_PROGRESS_TEXT}" means it is still pending or waiting for whitelisting: wait for the approvers or ask them.`,
    tags: ['error', 'approval', 'maker-checker', 'faq'],
    ...everyone,
  },
  {
    slug: 'withdrawal-messages',
    title: 'Withdrawal messages: requested, initiated, failed',
    body: `"${WITHDRAWAL_REQUESTED_TEXT}" means your withdrawal is a request waiting for approvals (maker-checker); "${WITHDRAWAL_INITIATED_TEXT}" means it was sent for processing directly. Follow it in the recent withdrawals panel of Wallet. "${WITHDRAWAL_REQUEST_FAILED_TEXT}" or "${WITHDRAWAL_INITIATION_FAILED_TEXT}" means nothing was sent: check that the address is whitelisted, the venue allows withdrawals, your subaccount can withdraw, the available balance covers amount and fee, and your email and authenticator codes are current, then try again.`,
    tags: ['error', 'withdrawal', 'wallet', 'faq'],
    ...everyone,
  },
  {
    slug: 'whitelisting-messages',
    title: 'Whitelisting messages: pending approval or processing',
    body: `With maker-checker, requesting an address shows "${WHITELIST_MAKER_CHECKER_TEXT}" Without it: "${WHITELIST_PROCESSING_TEXT}" In both cases nothing needs doing but waiting; ask an approver if it is urgent. Withdrawals to the address become possible once it is whitelisted.`,
    tags: ['error', 'whitelist', 'wallet'],
    ...everyone,
  },
  {
    slug: 'contract-admin-unassigned',
    title: CONTRACT_ADMIN_UNASSIGNED_TITLE,
    body: `The "${CONTRACT_ADMIN_UNASSIGNED_TITLE}" screen replaces the app when your entity must have a legal authorised signatory (Contract Admin) and none is set. Nobody in the entity can use the platform until one is assigned: contact your representative at the desk to assign one.`,
    tags: ['error', 'account', 'entities'],
    ...everyone,
  },
];
