import { describe, expect, it } from 'vitest';
import {
  ACCEPTABLE_OR_IN_PROGRESS,
  isAcceptableOrInProgress,
  isMakerCheckerClosedForUser,
  requestStatusText,
  statusDisplayClass,
  statusLabel,
  type MakerCheckerRequest,
} from './status';

describe('R-STAT-1 status display classes', () => {
  it.each([
    ['approved', 'success'],
    ['whitelisted', 'success'],
    ['completed', 'success'],
    ['complete', 'success'],
    ['pending', 'warning'],
    ['pending_whitelist', 'warning'],
    ['failed', 'error'],
    ['rejected', 'error'],
    ['cancelled', 'error'],
    ['canceled', 'error'],
    ['processing', 'neutral'],
    ['in_progress', 'neutral'],
    ['incomplete', 'neutral'],
    ['waiting_manual_confirmation', 'neutral'],
    ['APPROVED', 'success'],
    [' Failed ', 'error'],
    ['something_new', 'neutral'],
    ['', 'neutral'],
    [null, 'neutral'],
    [undefined, 'neutral'],
  ])('statusDisplayClass(%j) = %s', (s, cls) => {
    expect(statusDisplayClass(s)).toBe(cls);
  });
});

describe('R-STAT-2 acceptable-or-in-progress group', () => {
  it('is the final-good group plus pending_whitelist and pending', () => {
    expect([...ACCEPTABLE_OR_IN_PROGRESS].sort()).toEqual(
      ['approved', 'complete', 'completed', 'pending', 'pending_whitelist', 'whitelisted'].sort(),
    );
  });
  it.each([
    ['approved', true],
    ['Pending', true],
    ['pending_whitelist', true],
    ['processing', false],
    ['rejected', false],
    ['', false],
    [null, false],
  ])('isAcceptableOrInProgress(%j) = %s', (s, ok) => {
    expect(isAcceptableOrInProgress(s)).toBe(ok);
  });
});

describe('R-STAT-3 status labels', () => {
  it.each([
    ['cancelled', undefined, 'cancelled'],
    ['canceled', undefined, 'cancelled'],
    ['CANCELED', undefined, 'cancelled'],
    ['pending', undefined, 'pending'],
    ['pending', 'pending', 'pending'],
    ['pending', 'PENDING', 'pending'],
    ['pending', 'processing', 'Request in progress'],
    ['pending_whitelist', 'pending', 'Request in progress'],
    ['pending', null, 'pending'],
    ['approved', 'pending', 'approved'], // only warning statuses are relabelled
    ['failed', undefined, 'failed'],
    ['in_progress', undefined, 'in_progress'],
  ])('statusLabel(%j, %j) = %j', (s, api, out) => {
    expect(statusLabel(s, api)).toBe(out);
  });
});

const req = (over: Partial<MakerCheckerRequest>): MakerCheckerRequest => ({
  request_id: 'r1',
  requester_id: 1,
  approvers: [],
  rejectors: [],
  min_approvers: 2,
  request_status: 'requested',
  ...over,
});

describe('R-MC-1 request status text', () => {
  it.each([
    [req({}), '0/2 Approved'],
    [req({ approvers: [5] }), '1/2 Approved'],
    [req({ approvers: [5, 6, 7], min_approvers: 2 }), '3/2 Approved'],
    [req({ request_status: 'REQUESTED', approvers: [5] }), '1/2 Approved'],
    [req({ request_status: 'rejected' }), 'Request Rejected'],
    [req({ request_status: 'expired' }), 'Request Expired'],
    [req({ request_status: 'approved' }), 'approved'],
    [req({ request_status: 'Cancelled' }), 'Cancelled'],
    [req({ request_status: '' }), ''],
    [req({ request_status: null }), ''],
  ])('%#: %j', (r, out) => {
    expect(requestStatusText(r)).toBe(out);
  });
});

describe('R-MC-2 maker-checker closed for the current user', () => {
  it.each([
    [req({}), 9, false],
    [req({ request_status: 'expired' }), 9, true],
    [req({ request_status: 'cancelled' }), 9, true],
    [req({ request_status: 'canceled' }), 9, true],
    [req({ request_status: 'rejected' }), 9, true],
    [req({ request_status: 'REJECTED' }), 9, true],
    [req({ request_status: '' }), 9, true],
    [req({ request_status: null }), 9, true],
    [req({ approvers: [9] }), 9, true],
    [req({ rejectors: [9] }), 9, true],
    [req({ approvers: [8], rejectors: [7] }), 9, false],
    [req({ requester_id: 9 }), 9, false], // the requester is not excluded by this rule
    [req({ request_status: 'approved' }), 9, false],
  ])('%#: closed for user %s = %s', (r, user, closed) => {
    expect(isMakerCheckerClosedForUser(r, user)).toBe(closed);
  });
});
