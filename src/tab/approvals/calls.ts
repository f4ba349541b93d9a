// Writes of the maker-checker API (docs/approvals.md "HTTP API"): create a request, edit,
// approve with a second factor, reject, cancel, and the second factor's helpers (email a code,
// a hardware key's challenge). Every write's errors come back inline (hideAlertOnError): the
// screens show the server's text next to the action (spec 8). Framework-free.
import type { Invalidation, RestCall } from '../../../workers/api';
import { jsonCall, postJson, type Requester, type StepResult } from '../account/calls';
import { keyErrorText } from '../account/loginFlow';
import { REQUESTS_PATH } from './requests';
import type { RequestKind } from './vocabulary';

/** A new or edited request changes the lists of every member of the entity. */
export const APPROVALS_CHANGED: Invalidation = { tags: ['approvals'] };

/** A decision may execute the request: users, roles, policies, allowlists and flags change
 *  (their reads are tagged `approvals`), so may the caller's permissions, and the audit log
 *  gains a row. */
export const DECISION_CHANGED: Invalidation = { tags: ['approvals', 'permissions', 'audit'] };

/** The second factor of an approval: an authenticator code, an emailed code or a hardware-key
 *  assertion (docs/approvals.md, "Approving needs a second factor"). */
export type SecondFactor =
  { readonly otp_code: string } | { readonly email_code: string } | { readonly assertion: unknown };

const requestPath = (requestId: string, action?: string) =>
  `${REQUESTS_PATH}/${encodeURIComponent(requestId)}${action ? `/${action}` : ''}`;

/** A new request of an administrative kind. `clientRequestId` is one per user action: the
 *  server answers a repeat with the same request. Run with APPROVALS_CHANGED. */
export function createRequestCall(
  kind: RequestKind,
  payload: unknown,
  clientRequestId: string,
): RestCall {
  return jsonCall('POST', REQUESTS_PATH, { kind, payload, client_request_id: clientRequestId });
}

/** The requester replaces the payload of an open request; its approvals reset. Run with
 *  APPROVALS_CHANGED. */
export function editRequestCall(requestId: string, payload: unknown): RestCall {
  return jsonCall('PUT', requestPath(requestId), { payload });
}

/** Run with DECISION_CHANGED. */
export function approveCall(requestId: string, secondFactor: SecondFactor): RestCall {
  return jsonCall('POST', requestPath(requestId, 'approve'), { second_factor: secondFactor });
}

/** Run with DECISION_CHANGED. */
export function rejectCall(requestId: string, reason: string): RestCall {
  return jsonCall('POST', requestPath(requestId, 'reject'), { reason });
}

/** The requester withdraws an open request. Run with APPROVALS_CHANGED. */
export function cancelCall(requestId: string): RestCall {
  return jsonCall('POST', requestPath(requestId, 'cancel'), {});
}

/** Emails the caller a one-time approval code (users without an authenticator). */
export function emailApprovalCode(core: Requester): Promise<StepResult<unknown>> {
  return postJson(core, '/uapi/v1/maker_checker/second_factor/email', {});
}

/** The hardware key: the server's challenge for an approval, then the browser's assertion,
 *  which the approval carries as its second factor. */
export async function approvalKeyAssertion(
  core: Requester,
  assert: (options: unknown) => Promise<unknown>,
): Promise<StepResult<unknown>> {
  const begin = await postJson<{ options?: unknown }>(
    core,
    '/uapi/v1/maker_checker/second_factor/key/begin',
    {},
  );
  if (!begin.ok) return begin;
  // The answer is `{ options }` like sign-in's /api/authenticate/begin, or the options bare.
  const options = begin.value.options ?? begin.value;
  try {
    return { ok: true, value: await assert(options) };
  } catch (e) {
    return { ok: false, error: keyErrorText(e), errors: [], status: null };
  }
}

/** One id per user action, so that a retry of the same action makes no second request. */
export function newClientRequestId(): string {
  return crypto.randomUUID();
}
