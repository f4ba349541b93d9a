// The engine's refusals, in the texts the API answers (docs/api.md "Maker-checker").
import type { ApprovalRequestStatus } from '../../domain/approvals';
import { requestStatusText } from '../../domain/status';
import { ApiError } from '../http/errors';
import { ExecutionRefused } from './definitions';

export const requestExpired = () => new ApiError(409, 'REQUEST_EXPIRED', 'Request Expired');

export const requestClosed = (status: ApprovalRequestStatus, approvals: number, min: number) =>
  status === 'expired'
    ? requestExpired()
    : new ApiError(
        409,
        'REQUEST_CLOSED',
        `This request is closed: ${requestStatusText({
          approvers: Array.from({ length: approvals }, (_, i) => i),
          min_approvers: min,
          request_status: status,
        })}.`,
      );

export const selfApproval = () =>
  new ApiError(403, 'SELF_APPROVAL', 'You cannot approve or reject your own request.');

export const notAnApprover = () =>
  new ApiError(403, 'NOT_AN_APPROVER', 'You are not an approver of this request.');

export const alreadyActed = () =>
  new ApiError(409, 'ALREADY_ACTED', 'You have already approved or rejected this request.');

export const notRequester = () =>
  new ApiError(403, 'NOT_REQUESTER', 'Only the requester can change or cancel this request.');

export const duplicate = () =>
  new ApiError(409, 'DUPLICATE_REQUEST', 'An identical request is already pending.');

export const kindNotAvailable = (kind: string) =>
  new ApiError(
    400,
    'KIND_NOT_AVAILABLE',
    `Requests of kind ${kind} are not available on this venue.`,
    'kind',
  );

export const notEditable = () =>
  new ApiError(
    409,
    'NOT_EDITABLE',
    'This request cannot be edited: cancel it and make a new one.',
    'payload',
  );

/** An executor's refusal: its own, or the database refusing its writes (integrity class 23). */
export function refusalOf(error: unknown): ExecutionRefused | null {
  if (error instanceof ExecutionRefused) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('23'))
    return new ExecutionRefused(
      'CONSTRAINT',
      `The change was refused by the database: ${(error as Error).message}`.slice(0, 300),
    );
  return null;
}
