// Status display classes and groups (spec 4), request-status texts and the maker-checker
// closed rule (spec 3.3, 4, 6).

import { REQUEST_EXPIRED_TEXT, REQUEST_IN_PROGRESS_TEXT, REQUEST_REJECTED_TEXT } from './constants';

export type StatusDisplayClass = 'success' | 'warning' | 'error' | 'neutral';

export const SUCCESS_STATUSES = ['approved', 'whitelisted', 'completed', 'complete'] as const;
export const WARNING_STATUSES = ['pending', 'pending_whitelist'] as const;
export const ERROR_STATUSES = ['failed', 'rejected', 'cancelled', 'canceled'] as const;
export const NEUTRAL_STATUSES = [
  'processing',
  'in_progress',
  'incomplete',
  'waiting_manual_confirmation',
] as const;

/** R-STAT-2: the final-good group plus pending_whitelist and pending. */
export const ACCEPTABLE_OR_IN_PROGRESS = [...SUCCESS_STATUSES, ...WARNING_STATUSES] as const;
export type AcceptableOrInProgressStatus = (typeof ACCEPTABLE_OR_IN_PROGRESS)[number];

const CLASS_OF: ReadonlyMap<string, StatusDisplayClass> = new Map([
  ...SUCCESS_STATUSES.map((s) => [s, 'success'] as const),
  ...WARNING_STATUSES.map((s) => [s, 'warning'] as const),
  ...ERROR_STATUSES.map((s) => [s, 'error'] as const),
  ...NEUTRAL_STATUSES.map((s) => [s, 'neutral'] as const),
]);

const key = (status: string | null | undefined): string => (status ?? '').trim().toLowerCase();

/** R-STAT-1: display class of a status, case-insensitive; unknown statuses are neutral. */
export function statusDisplayClass(status: string | null | undefined): StatusDisplayClass {
  return CLASS_OF.get(key(status)) ?? 'neutral';
}

export function isAcceptableOrInProgress(status: string | null | undefined): boolean {
  return (ACCEPTABLE_OR_IN_PROGRESS as readonly string[]).includes(key(status));
}

/**
 * R-STAT-3: text shown for a status. A warning status (pending, pending_whitelist) reads
 * 'Request in progress' when the API's own status is given and differs from it;
 * cancelled and canceled both read 'cancelled'; anything else is shown as-is.
 */
export function statusLabel(status: string, apiStatus?: string | null): string {
  const k = key(status);
  if (k === 'cancelled' || k === 'canceled') return 'cancelled';
  const isWarning = statusDisplayClass(k) === 'warning';
  if (isWarning && apiStatus !== undefined && apiStatus !== null && key(apiStatus) !== k) {
    return REQUEST_IN_PROGRESS_TEXT;
  }
  return status;
}

/** Maker-checker request (spec 3.3). Ids of people are user ids. */
export interface MakerCheckerRequest {
  readonly request_id: string;
  readonly requester_id: number;
  readonly approvers: readonly number[];
  readonly rejectors: readonly number[];
  readonly min_approvers: number;
  /** requested | rejected | expired (spec 4); venues also send cancelled, or nothing. */
  readonly request_status: string | null;
}

/**
 * R-MC-1: requested → '{approvers}/{min} Approved'; rejected → 'Request Rejected';
 * expired → 'Request Expired'; anything else as-is ('' when absent).
 */
export function requestStatusText(
  req: Pick<MakerCheckerRequest, 'approvers' | 'min_approvers' | 'request_status'>,
): string {
  switch (key(req.request_status)) {
    case 'requested':
      return `${req.approvers.length}/${req.min_approvers} Approved`;
    case 'rejected':
      return REQUEST_REJECTED_TEXT;
    case 'expired':
      return REQUEST_EXPIRED_TEXT;
    default:
      return req.request_status ?? '';
  }
}

const CLOSED_STATUSES: ReadonlySet<string> = new Set([
  '',
  'expired',
  'cancelled',
  'canceled',
  'rejected',
]);

/**
 * R-MC-2: the request is closed for this user when its status is expired, cancelled
 * (either spelling), rejected or empty, or the user already approved or rejected it.
 */
export function isMakerCheckerClosedForUser(
  req: Pick<MakerCheckerRequest, 'approvers' | 'rejectors' | 'request_status'>,
  userId: number,
): boolean {
  return (
    CLOSED_STATUSES.has(key(req.request_status)) ||
    req.approvers.includes(userId) ||
    req.rejectors.includes(userId)
  );
}
